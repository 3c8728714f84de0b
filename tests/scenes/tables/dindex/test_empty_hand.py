"""§ 5.5 open actions at the table: a party whose hand is empty has only Pass, and everyone sees the empty hand
(hand sizes are public), so the person is not made to click it (Dindex playtest: "0 cards playable now" and a
Pass click every round). A hand of cards none of which can be played is still asked: that is its secret."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.dindex.state import DindexState, PassTurn
from scenes.engine.headless import make_context, pump
from scenes.tables.dindex.table import make_table
from tests.dindex.helpers import government, only_hand, open_turn, started

SEATS = [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Otto", level="heuristic"),
         SeatSpec(kind="bot", name="Ines", level="heuristic")]


@pytest.fixture
def ctx() -> Iterator[tuple[Any, Any]]:
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def open_turn_of_anna(empty: bool) -> DindexState:
    state = government(started(3, seed=4), 0, (0, 0, 1, 1, 0))
    return open_turn(only_hand(state, 0) if empty else state, 0)


def table_at(context: Any, state: DindexState) -> Any:
    match = Match(dindex.GAME.rules, {}, SEATS, 4)
    match.state = state
    table = make_table(context, match)
    context.stack.push(table)
    return table


def test_s5_5_an_empty_hand_passes_its_open_turn_without_a_click(ctx: tuple[Any, Any]) -> None:
    context, screen = ctx
    table = table_at(context, open_turn_of_anna(empty=True))
    assert table.match.legal_actions(0) == [PassTurn()]
    assert table.moot_answer(0) == PassTurn()
    for _ in range(5):
        pump(context, screen)  # no event: nobody clicks
        if table.match.actions:
            break
    assert table.match.actions[0] == (0, PassTurn())


def test_s5_5_a_hand_that_holds_cards_is_asked_even_if_passing_is_all_it_would_do(ctx: tuple[Any, Any]) -> None:
    context, screen = ctx
    table = table_at(context, open_turn_of_anna(empty=False))
    assert table.match.view(None).hand_sizes[0] > 0
    assert table.moot_answer(0) is None
    for _ in range(5):
        pump(context, screen)
    assert table.match.actions == []
    assert table.presenter.asking == 0
