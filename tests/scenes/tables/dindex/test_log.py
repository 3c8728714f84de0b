"""The Dindex table's log: every event type has its wording, for a party's own eyes and for the public; the
whole history is kept and scrolls by wheel and keys without yanking a reader back."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.core.trusted import emit
from game.dindex.events import EVENT_TYPES, CardsDiscarded, PowerSeized, RoleRevealed, SecretUnplayable, StackReshuffled
from scenes.engine.headless import make_context, pump
from scenes.tables import TABLE_INFO
from scenes.tables.common.words import plain
from scenes.tables.dindex.table import DindexTable
from scenes.tables.dindex.words import WORDS, DindexNames
from tests.scenes.support.log_scroll import check_log_scrolls_by_wheel_and_keys

NAMES = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus"]


NAMED = DindexNames(lambda seat: NAMES[int(seat)])


RARE = {"stack_reshuffled": emit(StackReshuffled(stack_size=41)),
        "power_seized": emit(PowerSeized(seat=1)),
        "role_revealed": emit(RoleRevealed(seat=2, role="oligarch", why="wolf_card")),
        # random games draw fewer cards since § 5.1's draw is a choice (rules version 4): a raid may find none
        "cards_discarded": emit(CardsDiscarded(seat=1, count=2, why="ext-07"))}
"""Declared types random games seldom reach (see tests/conformance/test_event_types_declared.py), built here."""


@pytest.fixture
def ctx() -> Iterator[tuple[Any, Any]]:
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def bot_game(actions: int, players: int = 5, options: dict[str, Any] | None = None, seed: int = 3,
             level: str = "heuristic") -> Match:
    """Bots play `actions` moves (or the whole game if it ends sooner)."""
    match = Match(dindex.GAME.rules, options or {}, [SeatSpec(kind="bot", name=NAMES[i], level=level)
                                                    for i in range(players)], seed)
    bot = dindex.GAME.make_bot(level)
    for _ in range(actions):
        if match.is_over:
            break
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    return match


def replay_table(context: Any, match: Match, viewer: int | None) -> DindexTable:
    table = TABLE_INFO["dindex"].make_table(context, match, mode="replay", viewer=viewer)
    assert isinstance(table, DindexTable)
    context.stack.push(table)
    return table


def test_every_declared_event_type_has_a_wording() -> None:
    assert WORDS.types() == set(EVENT_TYPES)


def test_every_event_is_worded_for_a_seat_and_for_the_public_view() -> None:
    """Whole random games of every registered variant, each event as seat 0 and as the public received it: a
    line of its own words (never the bare type name), and each declared type met by both readers."""
    worded: dict[str, set[str]] = {"seat": set(), "public": set()}
    for variant, seed in product(dindex.GAME.variants, (1,)):
        match = bot_game(10_000, variant.num_players, dict(variant.options), seed, level="random")
        for reader, viewer in (("seat", 0), ("public", None)):
            for event in match.events_seen_by(viewer):
                text = plain(WORDS.word(event, NAMED))
                assert text and text != event.type.replace("_", " "), (reader, event)
                worded[reader].add(event.type)
    for reader in worded:
        for event in RARE.values():
            assert plain(WORDS.word(event, NAMED)) != event.type.replace("_", " ")
            worded[reader].add(event.type)
        assert worded[reader] == set(EVENT_TYPES), (reader, set(EVENT_TYPES) - worded[reader])


def test_the_public_log_never_names_a_hidden_card() -> None:
    match = bot_game(400)
    public = [plain(WORDS.word(e, NAMED)) for e in match.events_seen_by(None)]
    own = [plain(WORDS.word(e, NAMED)) for e in match.events_seen_by(0)]
    assert not [line for line in public if line.startswith(("You put", "You draw", "You exchange", "You campaign"))]
    assert any(line.startswith("You draw the secret action") for line in own)


def test_the_log_keeps_the_whole_game_without_a_cap(ctx: tuple[Any, Any]) -> None:
    context, screen = ctx
    match = bot_game(10_000)
    table = replay_table(context, match, viewer=None)
    pump(context, screen)
    worded = [line for e in match.events_seen_by(None) if (line := table.word_event(e))]
    assert len(worded) > 120  # more than the 120 newest lines the panel used to be handed
    assert table.log.line_count == len(worded) == len(table.log_text().splitlines())


def test_the_log_scrolls_by_wheel_and_keys(ctx: tuple[Any, Any]) -> None:
    context, screen = ctx
    record = bot_game(80).record()
    table = replay_table(context, Match.from_record(record, upto=60), viewer=None)
    check_log_scrolls_by_wheel_and_keys(context, screen, table, Match.from_record(record, upto=80))


def test_s5_4_an_unplayable_secret_action_reads_as_its_true_reason() -> None:
    """Issue 31, 0b: "cannot carry out … at Dindex N" named the Dindex for every reason; now each reason
    reads as itself, and only the register's names the Dindex."""
    from scenes.tables.common.words import plain
    from scenes.tables.dindex.words import WORDS, DindexNames

    names = DindexNames(name=lambda seat: ("Ann", "Ben", "Cleo")[int(seat)])

    def line(why: str) -> str:
        data = SecretUnplayable(seat=1, card=7, code="dem-08", dindex=3, why=why)
        return plain(WORDS.word(emit(data), names))

    assert "register has no entry for it at Dindex 3" in line("register")
    assert "only an Oligarch" in line("wolf")
    assert "only the Chancellery or the card's own ministry" in line("vulture")
    assert "only a party in opposition" in line("hare")
    assert "needs an action just carried out to answer" in line("nothing_to_counter")
    for why in ("wolf", "vulture", "hare", "nothing_to_counter"):
        assert line(why).startswith("Ben cannot carry out") and "Dindex" not in line(why)
