"""Stepping through a replay, forwards, back and by jumps, shows at every step what replaying the record that
far shows: the same view and the same log, for every game and from the public view or a seat."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.cursor import ReadableMatch
from game.core.match import Match, MatchRecord, SeatSpec
from game.core.registry import GameInfo, games
from game.core.simulate import play_game
from scenes.app import App
from scenes.engine.scene import Scene
from scenes.shell.replay import ReplayScreen
from scenes.tables.common.tableinfo import TableInfo
from scenes.tables.demos.table import make_table as make_demos_table
from tests.scenes.support.shell import home, key, send  # noqa: F401

GAMES = list(games().values())


SETUPS = {"demos": ({"mode": "full"}, 4), "dindex": ({}, 5), "diceocracy": ({"mode": "spicy"}, 3)}


MOVES = [pygame.K_RIGHT] * 5 + [pygame.K_LEFT] * 2 + [pygame.K_PAGEDOWN, pygame.K_END, pygame.K_LEFT,
                                                      pygame.K_PAGEUP, pygame.K_HOME, pygame.K_RIGHT]


class ProbeTable(Scene):
    """Reads the match it is handed as a table does: the view and the log's events for its viewer."""

    def __init__(self, ctx: Any, match: ReadableMatch, *, mode: str = "replay",
                 viewer: int | None = None) -> None:
        super().__init__(ctx)
        self.viewer = viewer
        self.set_match(match)

    def set_match(self, match: ReadableMatch) -> None:
        self.match = match
        self.shown: tuple[Any, list[Any]] = (match.view(self.viewer), match.events_seen_by(self.viewer))


def finished_record(info: GameInfo, seed: int = 6) -> MatchRecord:
    options, seats = SETUPS[info.id]
    match = Match(info.rules, options, [SeatSpec(kind="bot", name=f"Bot {i + 1}", level="random")
                                        for i in range(seats)], seed)
    play_game(match, [info.make_bot("random") for _ in range(seats)])
    return match.record()


@pytest.fixture
def probe_app(home: Path) -> Iterator[App]:  # noqa: F811
    instance = App(["--size", "1280x720"], tables={info.id: TableInfo(info.id, ProbeTable) for info in GAMES})
    pygame.event.clear()
    yield instance
    instance.close()


@pytest.mark.parametrize("viewer", [None, 1], ids=["public", "seat-2"])
@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_every_step_shows_the_view_and_log_of_the_record_replayed_that_far(
        probe_app: App, info: GameInfo, viewer: int | None) -> None:
    record = finished_record(info)
    send(probe_app)
    replay = ReplayScreen(probe_app.ctx, record, viewer=viewer)
    probe_app.ctx.stack.push(replay)
    visited = set()
    for move in MOVES:
        send(probe_app, key(move))
        table = replay.table
        assert isinstance(table, ProbeTable)
        replayed = Match.from_record(record, upto=replay.step)
        assert table.shown == (replayed.view(viewer), replayed.events_seen_by(viewer))
        assert len(table.match.actions) == replay.step
        visited.add(replay.step)
    assert {0, 5, 3, len(record.actions)} <= visited


def test_the_demos_table_shows_the_same_view_and_log_stepping_back_as_a_table_opened_there(home: Path) -> None:  # noqa: F811
    record = finished_record(games()["demos"])
    app = App(["--size", "1280x720"])
    try:
        send(app)
        replay = ReplayScreen(app.ctx, record)
        app.ctx.stack.push(replay)
        send(app, *(key(pygame.K_RIGHT) for _ in range(40)))
        send(app, *(key(pygame.K_LEFT) for _ in range(15)))
        assert replay.step == 25
        table: Any = replay.table
        fresh = make_demos_table(app.ctx, Match.from_record(record, upto=25), mode="replay", viewer=None)
        assert table.view == fresh.view and table.log_text() == fresh.log_text() != ""
    finally:
        app.close()
