"""Issue 30 round three at the Dindex table: a person names the minister a shooting card shoots (decision 18),
by dropping the card on that ministry's token in the open phase or with a worded button for a secret action."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.dindex.components import components
from game.dindex.state import PlayCard, PlaySecret
from scenes.engine.headless import drag_events, make_context, pump
from scenes.tables.dindex.table import DindexTable, make_table
from tests.scenes.tables.dindex.test_nodes import play_until
from tests.scenes.tables.dindex.test_table import point_on, prompt_buttons


@pytest.fixture
def ctx() -> Iterator[tuple[Any, Any]]:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def anna_against_bots(context: Any, screen: Any, seed: int = 3) -> DindexTable:
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=f"Bot {i}", level="heuristic") for i in range(1, 5)]
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, seed))
    context.stack.push(table)
    pump(context, screen)
    return table


def card(name: str) -> int:
    return next(i for i, c in enumerate(components().cards) if c.name == name)


def shooting_position(m: Match, secret: bool) -> None:
    """Anna (seat 0) in opposition at Dindex 3; seat 1 governs with the Chancellery, Finance and Social, seat 2
    with Environment, Interior and Defence. Open: Anna holds an Assassination Attempt on her turn. Secret: she
    drew a Sabotage and must carry it out."""
    state = m.state
    shot = card("Sabotage" if secret else "Assassination Attempt")
    hands = [tuple(c for c in h if c != shot) for h in state.hands]
    hands[0] = (*hands[0], shot)
    update: dict[str, Any] = {
        "offices": (1, 1, 2, 1, 2, 2), "dindex": 6, "dindex_discard": 9, "hands": tuple(hands),
        "stack": tuple(c for c in state.stack if c != shot), "discard": tuple(c for c in state.discard if c != shot),
    }
    if secret:
        hands[0] = tuple(c for c in hands[0] if c != shot)
        update.update({"hands": tuple(hands), "phase": "secret_play", "secret_order": (0,), "secret_pos": 0,
                       "secret_drawn": (shot,) + (-1,) * 4, "secret_last": "none", "chain": ()})
    m.state = state.model_copy(update=update)


def test_s5_6_a_person_drops_the_assassination_attempt_on_the_ministry_it_empties(ctx: Any) -> None:
    context, screen = ctx
    table = anna_against_bots(context, screen)
    play_until(ctx, table, lambda v: v.phase == "open_turn" and v.active == (0,),
               prepare=lambda m: shooting_position(m, secret=False))
    shot = card("Assassination Attempt")
    title, sub = table.prompt_text().partition("\n")[::2]
    assert "A card that shoots a minister goes onto the ministry token it empties." in sub
    hand = next(c for c in table.hand.cards() if c.data == ("hand", shot))
    targets = table.drops.targets(hand)
    named = {a.ministry for a in targets.values() if isinstance(a, PlayCard)}
    assert named == {"finance", "social", "environment", "interior", "defence"}
    assert table.panels[1] not in targets  # two ministries of seat 1: the party alone does not say which
    social = table.tokens[3]
    assert targets[social] == PlayCard(card=shot, target=1, ministry="social")
    pump(context, screen, drag_events(point_on(table, hand), point_on(table, social, lambda n: n.drop_target)))
    assert (0, PlayCard(card=shot, target=1, ministry="social")) in table.match.actions
    for _ in range(30):  # the others let it stand (or counter), and the log catches up
        pump(context, screen)
    log = table.log_text()
    assert "aiming at its Social minister" in log
    if "Repelled" not in log:  # no bot countered it
        assert "its minister is shot — the office" in log and "stands empty for the rest of the term" in log


def test_s5_6_a_person_names_the_minister_of_a_secret_sabotage_with_a_button(ctx: Any) -> None:
    context, screen = ctx
    table = anna_against_bots(context, screen)
    play_until(ctx, table, lambda v: v.phase == "open_turn", prepare=lambda m: shooting_position(m, secret=True))
    labels = table.button_labels()
    assert "Bot 1: Finance" in labels and "Bot 2: Defence" in labels
    assert not any("Chancellery" in label for label in labels)  # decision 18: the Chancellery is never shot
    title, sub = table.prompt_text().partition("\n")[::2]
    assert title.endswith("choose the minister to shoot")
    assert "Click the lit ministry (or its button) whose minister is shot" in sub
    button = next(b for b in prompt_buttons(table) if b.data == ("button", PlaySecret(target=2, ministry="interior")))
    assert button.tooltip == ("Against Bot 2: shoot the Interior minister. The office stands empty for the rest of "
                              "the term.")
    interior = table.tokens[4]  # the ministry's token on the board is lit and takes the click as well
    assert interior.lit and interior.on_click is not None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_s5_6_the_minister_to_shoot_is_chosen_above_the_hand_not_over_it(size: tuple[int, int],
                                                                         language: str) -> None:
    """Issue 30: nobody had seen this choice. Five ministries of two parties: their buttons take two rows and
    leave every card of the hand uncovered, in English and German."""
    context, screen = make_context(size, "instant", language)
    try:
        table = anna_against_bots(context, screen)
        play_until((context, screen), table, lambda v: v.phase == "open_turn",
                   prepare=lambda m: shooting_position(m, secret=True))
        shots = [b for b in prompt_buttons(table) if isinstance(b.data[1], PlaySecret)]
        assert len(shots) == 5
        assert len({round(b.world_pos()[1]) for b in shots}) <= 2
        bottom = max(b.world_rect().bottom for b in shots)
        assert all(bottom <= c.world_rect().top for c in table.hand.cards())
    finally:
        pygame.quit()


def test_s5_2_a_person_in_the_second_formation_may_accept_or_ask_but_not_decline(ctx: Any) -> None:
    from tests.dindex.test_round_three import offer, second_formation

    context, screen = ctx
    seats = [SeatSpec(kind="bot", name=f"Bot {i}", level="heuristic") for i in range(5)]
    seats[2] = SeatSpec(name="Cleo")
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, 2))
    context.stack.push(table)
    pump(context, screen)
    position = offer(second_formation(), (2,), [0, 0, 0, 2, 2])  # Cleo offered Interior and Defence

    def prepare(m: Match) -> None:
        m.state = position

    play_until(ctx, table, lambda v: v.term >= 1, prepare=prepare)
    assert table.view.phase == "respond" and table.asking == 2
    labels = table.button_labels()
    assert "Accept (A)" in labels and "Decline (D)" not in labels
    # a tick per ministry to ask for, those offered to Cleo (the formateur keeps two, the rest are hers) ticked
    assert "☐ FIN ★" in labels and "☑ SOC" in labels and "That is the offer: Accept" in labels
    title, sub = table.prompt_text().partition("\n")[::2]
    assert "second formation" in title and "cannot fail: no Decline" in sub
