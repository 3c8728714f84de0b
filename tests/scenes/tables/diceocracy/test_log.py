"""The Diceocracy log in plain words: every event type worded, every event of whole games for every viewer,
and the log panel scrolled by wheel and keys."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.core.protocol import Event
from game.diceocracy.events import BAG, EVENT_TYPES
from scenes.engine.headless import make_context, pump
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from scenes.tables.diceocracy.words import WORDS, DiceNames
from tests.scenes.support.log_scroll import check_log_scrolls_by_wheel_and_keys

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def names(players: int) -> DiceNames:
    return DiceNames(lambda s: "The bag" if s == BAG else NAMES[s], lambda p: f"district {p}",
                     players=players, rounds=9)


def bot_game(players: int, mode: str, actions: int = 100_000, seed: int = 4) -> tuple[Match, list[Event]]:
    """Heuristic choices for every seat for `actions` moves (or the whole game); the raw events emitted."""
    m = Match(dc.GAME.rules, {"mode": mode}, [SeatSpec(name=NAMES[i]) for i in range(players)], seed)
    bot = dc.GAME.make_bot("heuristic")
    events: list[Event] = []
    for _ in range(actions):
        if m.result() is not None:
            break
        seat = m.active_players()[0]
        events += m.submit(seat, bot.choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    return m, events


def test_every_declared_event_type_has_a_wording() -> None:
    assert set(EVENT_TYPES) <= WORDS.types(), sorted(set(EVENT_TYPES) - WORDS.types())


@pytest.mark.parametrize(("players", "mode"), [(1, "standard"), (2, "interactive"), (3, "spicy")])
def test_every_event_of_a_game_has_a_plain_log_line_for_every_viewer(players: int, mode: str) -> None:
    _, events = bot_game(players, mode)
    seen_types: set[str] = set()
    for viewer in (None, *range(players)):
        for e in events:
            seen = e.for_viewer(viewer)
            if seen is None:
                continue
            seen_types.add(seen.type)
            line = WORDS.word(seen, names(players))  # the registry itself: no fallback for odd data
            if line is not None:
                text = "".join(t for t, _ in line)
                assert text and "_" not in text, (e.type, viewer, text)  # worded, not the raw event name
    assert seen_types <= WORDS.types()


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def replay_table(context: Any, match: Match, viewer: int | None) -> DiceocracyTable:
    table = make_table(context, match, mode="replay", viewer=viewer)
    context.stack.push(table)
    return table


def test_the_log_scrolls_by_wheel_and_keys(ctx) -> None:
    context, screen = ctx
    record = bot_game(3, "interactive", actions=160)[0].record()
    table = replay_table(context, Match.from_record(record, upto=120), viewer=0)
    check_log_scrolls_by_wheel_and_keys(context, screen, table, Match.from_record(record, upto=160))


@pytest.mark.slow
def test_the_log_keeps_the_whole_game_without_a_cap(ctx) -> None:
    context, screen = ctx
    match, _ = bot_game(4, "spicy")  # a whole game
    table = replay_table(context, match, viewer=None)
    pump(context, screen)
    worded = [line for e in match.events_seen_by(None) if (line := table.word_event(e))]
    lines = table.log_text().splitlines()
    assert table.log.line_count == len(worded) == len(lines) > 250
    # from the set-up as dealt (issue 30.10) and its first choice to the final count, nothing cut at either end
    assert lines[0].startswith("— Set-up: ")
    first_choice = next(line for line in lines if " runs as the " in line)
    assert " candidate (" in first_choice and all("dealt" in line for line in lines[:lines.index(first_choice)])
    assert lines[-1].startswith("Final votes: ")
