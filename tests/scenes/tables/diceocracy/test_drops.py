"""What may be dragged where at the Diceocracy table (scenes/tables/diceocracy/drops.py), rules version 2:
a follower dragged onto another, or clicked and then another, swaps them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy.actions import MoveFollower
from scenes.engine.headless import drag_events, make_context, mouse, pump
from scenes.tables.diceocracy.table import DiceocracyTable, make_table


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def round_9_full_board(context: Any, screen: Any) -> tuple[Match, DiceocracyTable]:
    """A solo table at round 9's step 4, every slot of Anna's board taken (she always made the first choice)."""
    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 1)
    for _ in range(600):
        view = m.view(0)
        if view.round == 9 and view.phase == "actions" and None not in view.players[0].followers:
            break
        m.submit(0, m.legal_actions(0)[0])
    else:
        raise AssertionError("round 9's step 4 never came")
    table = make_table(context, m)
    context.stack.push(table)
    pump(context, screen)
    return m, table


def test_on_the_full_board_of_round_9_dragging_a_follower_onto_another_swaps_them(ctx) -> None:
    context, screen = ctx
    m, table = round_9_full_board(context, screen)
    low, high = table.spots.dice[("board", 0, 0)], table.spots.dice[("board", 0, 8)]
    assert low.draggable and high.draggable
    pump(context, screen, drag_events(centre(high), centre(low)))
    assert m.actions[-1] == (0, MoveFollower(source=0, target=8))


def test_clicking_a_follower_then_another_swaps_them_without_dragging(ctx) -> None:
    context, screen = ctx
    m, table = round_9_full_board(context, screen)
    for slot in (2, 6):
        at = centre(table.spots.dice[("board", 0, slot)])
        pump(context, screen, [mouse("move", at), mouse("down", at), mouse("up", at)])
    assert m.actions[-1] == (0, MoveFollower(source=2, target=6))


def centre(node: Any) -> tuple[int, int]:
    rect = node.world_rect()
    return round(rect.centerx), round(rect.centery)
