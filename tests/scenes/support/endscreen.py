"""Shared helpers for the end-screen tests (no tests here): finished games of every real game, played to the
end by random bots on a fixed seed, and the real app with the real tables to show them in."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from game.core.match import Match, SeatSpec
from game.core.registry import get_game
from game.core.simulate import play_game
from scenes.app import App
from scenes.engine.scene import Scene
from scenes.shell.endscreen import EndScreen
from tests.scenes.support.shell import send

BOT_NAMES = [f"Heuristic bot {i + 1}" for i in range(7)]
"""The longest names New game gives by default (a bot's name comes from its level)."""


def finished(game_id: str, players: int, seed: int, options: Mapping[str, Any] | None = None,
             names: list[str] | None = None) -> Match:
    """A game of `game_id` played to its end by random bots."""
    info = get_game(game_id)
    seats = [SeatSpec(kind="bot", name=name, level="random") for name in (names or BOT_NAMES)[:players]]
    match = Match(info.rules, dict(options or {}), seats, seed)
    play_game(match, [info.make_bot("random") for _ in seats])
    assert match.result() is not None
    return match


FINISHED_GAMES = {
    "dindex-7": lambda: finished("dindex", 7, 5),
    "diceocracy-4": lambda: finished("diceocracy", 4, 3),
    "diceocracy-solo": lambda: finished("diceocracy", 1, 3),
    "demos-5": lambda: finished("demos", 5, 19, {"mode": "full"}),
    "demos-teams": lambda: finished("demos", 4, 7, {"teams": "2v2"}),
}
"""A finished game of each game and its crowded or special forms: seven parties, four players, solo, teams."""


@pytest.fixture
def real_app(home: Path) -> Iterator[App]:
    """The app with the installed games and tables, at 1280×720 until resized."""
    instance = App(["--size", "1280x720"])
    yield instance
    instance.close()


def resize(app: App, size: tuple[int, int]) -> None:
    import pygame

    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    assert app.ctx.size == size


def end_screen_over_its_table(app: App, match: Match) -> tuple[Scene, EndScreen]:
    """The finished game at its table, the table reporting the end as it does in play: the end screen on top."""
    table = app.services.tables[match.rules.game_id].make_table(app.ctx, match, mode="play")
    app.ctx.stack.reset(table)
    send(app, frames=2)
    app.services.game_finished(match)
    send(app, frames=2)
    end = app.ctx.stack.top
    assert isinstance(end, EndScreen)
    return table, end
