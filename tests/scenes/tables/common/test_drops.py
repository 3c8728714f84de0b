"""The drop guard every table shares (scenes/tables/common/drops.py): nothing is lit while it is not the
person's decision, and a refused drag says whose turn it is, in the same words at every table."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.match import Match, SeatSpec
from game.core.registry import games
from scenes.engine.dnd import DragIntent
from scenes.engine.headless import make_context
from scenes.engine.node import Node
from scenes.tables import TABLE_INFO


@pytest.fixture
def ctx() -> Iterator[Any]:
    context, _ = make_context((1280, 720))
    yield context
    pygame.quit()


@pytest.mark.parametrize("game_id", ["demos", "dindex", "diceocracy"])
def test_a_drag_while_a_bot_decides_lights_nothing_and_says_whom_the_table_waits_for(ctx: Any, game_id: str) -> None:
    seats = [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Ben", level="heuristic"),
             SeatSpec(kind="bot", name="Cleo", level="heuristic")]
    match = Match(games()[game_id].rules, {}, seats, 7)
    for _ in range(40):  # Anna moves until a bot is to decide (bots move only when the table runs)
        if 0 not in match.active_players():
            break
        match.submit(0, match.legal_actions(0)[0])
    assert 0 not in match.active_players()
    table = TABLE_INFO[game_id].make_table(ctx, match)
    ctx.stack.push(table)
    waiting = ", ".join(match.seats[seat].name for seat in table.view.active)
    piece = Node()
    piece.data = ("hand", "any")
    assert not table.mine()
    assert table.drops.targets(piece) == {}
    assert table.drops.refuse(DragIntent(item=piece, source=None, target=None)) == \
        f"Not your turn: waiting for {waiting}."
