"""A panel says what its seat is doing in words that are true (issue 12, playtest: "deciding…" on people waiting
at the call banner and in replays)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.demos.table import DemosTable
from tests.scenes.support.fit_checks import text_nodes


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


def test_at_instant_speed_the_asked_persons_panel_says_so_after_every_show_down(ctx: Any) -> None:
    context, screen = ctx  # "instant": each motion ends as it is queued, the show-down's included
    people = [SeatSpec(name="Anna"), SeatSpec(name="Ben")]
    seats = people + [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Cleo", "Dan")]
    table = DemosTable(context, Match(demos.GAME.rules, {"mode": "full"}, seats, 5))
    context.stack.push(table)
    bot = demos.GAME.make_bot("heuristic")
    asked_after_a_round = 0
    for _ in range(3000):
        pump(context, screen)
        if isinstance(context.stack.top, PrivacyScreen):  # the other person takes the computer
            pump(context, screen, [mouse("down", (5, 5)), mouse("up", (5, 5))])
            continue
        if table.match.view(None).round > 3 or table.match.result() is not None:
            break
        seat = table.asking
        if seat is None or not table.mine() or table.animating or table.viewer != seat:
            continue
        assert "your decision" in panel_words(table, seat), table.match.view(seat).round
        asked_after_a_round += table.match.view(seat).round > 1
        action = bot.choose(table.view, table.legal(), table.match.bot_rng())
        if table.confirm_question(action) is not None:  # a veto is asked about first
            assert table.act(action, seat) is False and table.confirm_box.open
            table.confirm_box.confirm()
        else:
            assert table.act(action)
    assert asked_after_a_round, "a person was asked after a show-down"
