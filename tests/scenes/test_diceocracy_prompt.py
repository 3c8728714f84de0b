"""The Diceocracy prompt at the table: "End turn" keeps its own place, the replay says whose turn it is."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy.actions import EndTurn
from scenes.engine.headless import make_context, pump
from scenes.tables.diceocracy.table import DiceocracyTable, make_table


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def solo_until(done: Callable[[Any], bool]) -> Match:
    """A solo game in which Anna always makes the first choice offered, up to the first view where `done`."""
    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 1)
    for _ in range(500):
        if done(m.view(0)):
            return m
        m.submit(0, m.legal_actions(0)[0])
    raise AssertionError("the position never came")


def open_table(context: Any, screen: Any, m: Match, **kw: Any) -> DiceocracyTable:
    table = make_table(context, m, **kw)
    context.stack.push(table)
    pump(context, screen)
    return table


def test_step_5_end_turn_stands_in_the_finishing_slot_at_the_right_end_of_the_first_row(ctx) -> None:
    context, screen = ctx
    table = open_table(context, screen, solo_until(lambda v: v.phase == "cards"))
    end = table.prompt.button("End turn")
    assert end is table.prompt.end_button and end.data == ("button", EndTurn())
    assert table.button_labels()[-1] == "End turn"
    first_row = [b for b in table.prompt.buttons if b.y == 0]
    assert all(b.world_rect().right < end.world_rect().left for b in first_row)
    assert not any(b.world_rect().colliderect(end.world_rect()) for b in table.prompt.buttons)


def test_while_end_turn_is_not_offered_it_stands_greyed_in_its_slot_and_nothing_takes_its_place(ctx) -> None:
    context, screen = ctx
    table = open_table(context, screen, solo_until(lambda v: v.phase == "actions"))
    end = table.prompt.button("End turn")
    assert end is table.prompt.end_button and not end.enabled and "step 5" in (end.tooltip or "")
    slot = end.world_rect()
    assert not any(b.world_rect().colliderect(slot) for b in table.prompt.buttons)
    card_step = open_table(context, screen, solo_until(lambda v: v.phase == "cards"))
    assert card_step.prompt.end_button.world_rect() == slot and card_step.prompt.end_button.enabled


def test_a_replay_prompt_says_whose_turn_and_from_which_seat(ctx) -> None:
    context, screen = ctx
    m = solo_until(lambda v: v.phase == "actions")
    table = open_table(context, screen, Match.from_record(m.record()), mode="replay", viewer=0)
    assert table.prompt_text() == "Replay · Anna's turn\nSeen from Anna's seat."
    assert not table.button_labels()
    public = open_table(context, screen, Match.from_record(m.record()), mode="replay", viewer=None)
    assert public.prompt_text() == "Replay · Anna's turn\nSeen from the public view (no hidden cards)."
