"""Playtest 5 at the Diceocracy table, the buttons: a greyed card button says what became of its kind
("Play a political stunt card (2 playable)" stood greyed after the stunt was played)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.diceocracy.actions import PlayStunt
from scenes.engine.headless import make_context, pump
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from tests.scenes.test_diceocracy_fits import SIZES, crowded_match


@pytest.fixture(params=SIZES, ids=["1280x720", "1920x1080"])
def at_step_5(request: Any) -> Iterator[DiceocracyTable]:
    context, screen = make_context(request.param)
    table = make_table(context, crowded_match("cards"))
    context.stack.push(table)
    pump(context, screen, frames=2)
    yield table
    pygame.quit()


def test_after_a_stunt_is_played_its_greyed_button_says_so_in_the_same_place(at_step_5: DiceocracyTable) -> None:
    table = at_step_5
    group = table.prompt.button("Play a political stunt card (3 playable)")
    assert group is not None
    where = group.world_rect()
    group.on_click()
    stunt = next(b for b in table.prompt.buttons if isinstance(b.data[1], PlayStunt))
    stunt.on_click()
    assert table.view.turn is not None and table.view.turn.stunt_played
    played = table.prompt.button("Political stunt played")
    assert played is not None and not played.enabled
    assert played.world_rect().topleft == where.topleft  # (its words are shorter: so is the button)
    assert not [b.label for b in table.prompt.buttons if "playable" in b.label and not b.enabled]
