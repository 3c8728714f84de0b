"""A greyed Undo says why (issue 12, playtest: "DēmoS Undo grey after the public discard, without saying why")."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.demos.state import Discard
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.demos.table import DemosTable


@pytest.fixture
def ctx() -> Any:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def table_for(context: Any, seats: list[SeatSpec]) -> DemosTable:
    # the third seat deals, so Anna (seat 1) lays the first public discard
    table = DemosTable(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": len(seats) - 1}, seats, 3))
    context.stack.push(table)
    return table


def public_discard(context: Any, screen: Any, table: DemosTable) -> None:
    for _ in range(50):
        if table.mine():
            break
        if isinstance(context.stack.top, PrivacyScreen):  # "Anna: your turn": she takes the computer
            pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))])
        pump(context, screen)
    action = next(a for a in table.legal() if isinstance(a, Discard))
    assert table.act(action)


def test_after_a_public_discard_undo_says_the_move_stands_because_a_card_was_drawn(ctx: Any) -> None:
    context, screen = ctx
    table = table_for(context, [SeatSpec(name="Anna"), SeatSpec(name="Ben"), SeatSpec(name="Cleo")])
    public_discard(context, screen, table)
    assert not table.undo_button.enabled
    assert table.undo_button.label == "Undo: move is final"
    tip = table.undo_button.tooltip or ""
    assert tip.startswith("Your last move stands: “Anna lays ") and "drew at random" in tip
    table.undo()  # Ctrl+Z, or a click on the greyed button, says the same
    assert (table.stage.toast_text or "").startswith("Your last move stands")
    assert len(table.match.actions) == 1  # and nothing was taken back


def test_once_a_bot_has_moved_undo_names_who_moved_since(ctx: Any) -> None:
    context, screen = ctx
    bots = [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Ben", "Cleo")]
    table = table_for(context, [SeatSpec(name="Anna"), *bots])
    public_discard(context, screen, table)
    pump(context, screen, frames=5)
    assert table.match.actions[-1][0] != 0
    assert table.undo_button.label == "Undo (Ctrl+Z)"
    assert (table.undo_button.tooltip or "").startswith("Nothing to take back: ")
    assert "has moved since your last move" in (table.undo_button.tooltip or "")
