"""A panel says what its seat is doing in words that are true (issue 12, playtest: "deciding…" on people waiting
at the call banner and in replays)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context
from scenes.tables.demos.table import DemosTable
from tests.scenes.fit_checks import text_nodes


@pytest.fixture
def ctx() -> Any:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def panel_words(table: DemosTable, seat: int) -> list[str]:
    return [n.text for n in text_nodes(table.panels[seat])]


def match_of(seats: list[SeatSpec]) -> Match:
    return Match(demos.GAME.rules, {"mode": "full", "first_dealer": 2}, seats, 3)  # seat 0 plays first


def test_a_replay_says_who_is_to_move_not_that_anybody_is_deciding(ctx: Any) -> None:
    seats = [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Ann", "Ben", "Cleo")]
    table = DemosTable(ctx[0], match_of(seats), mode="replay", viewer=None)
    words = [w for s in range(3) for w in panel_words(table, s)]
    assert "to move" in panel_words(table, 0) and "deciding…" not in words and "thinking…" not in words


def test_at_play_a_bot_is_thinking_and_a_person_away_from_the_screen_has_their_turn(ctx: Any) -> None:
    bot_first = [SeatSpec(kind="bot", name="Ben", level="heuristic"), SeatSpec(name="Anna"), SeatSpec(name="Cleo")]
    table = DemosTable(ctx[0], match_of(bot_first))
    assert "thinking…" in panel_words(table, 0)
    people = [SeatSpec(name="Dora"), SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Ben", level="heuristic")]
    # Dora deals, so Anna plays first; nobody has taken the computer yet (the pass screen is for Anna)
    table = DemosTable(ctx[0], Match(demos.GAME.rules, {"mode": "full", "first_dealer": 0}, people, 3))
    assert table.viewer is None and "their turn" in panel_words(table, 1)
    assert "deciding…" not in [w for s in range(3) for w in panel_words(table, s)]
