"""DēmoS New game marks each seat with its team ("A", "B", "I" for the independent) beside the seat number,
following the chosen seating; "?" when the teams are drawn by lot; no marks without teams."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.shell.newgame import NewGame
from scenes.tables import TABLE_INFO
from scenes.tables.demos.setup import team_marks
from tests.scenes.test_shell_newgame_demos import choose, open_new_game
from tests.scenes.test_shell_support import FakeTable, home, top  # noqa: F401


@pytest.fixture
def app(home: Path) -> Iterator[App]:  # noqa: F811
    FakeTable.instances.clear()
    instance = App(["--size", "1280x720"], tables={"demos": replace(TABLE_INFO["demos"], make_table=FakeTable)})
    pygame.event.clear()
    yield instance
    instance.close()


def marks(screen: NewGame) -> list[str]:
    return [mark.text for mark in screen.seat_marks]


def test_team_marks_name_the_pair_teams_a_and_b_and_the_one_alone_i() -> None:
    assert team_marks((0, 1, 0, 1, 2)) == ["A", "B", "A", "B", "I"]
    assert team_marks((2, 0, 1, 0, 1)) == ["I", "A", "B", "A", "B"]
    assert team_marks((0, 1, 0, 1, 1)) == ["A", "B", "A", "B", "B"]  # 2 vs 3: nobody is alone
    assert team_marks((0, 1, 0, 1)) == ["A", "B", "A", "B"]


def test_new_game_marks_each_seat_with_its_team_as_the_seating_changes(app: App) -> None:
    screen = open_new_game(app)
    assert set(marks(screen)) <= {""}  # no teams: seat numbers only
    choose(app, screen, "Teams", "2 vs 2 + 1")
    screen = top(app)
    assert isinstance(screen, NewGame)
    assert marks(screen) == ["A", "B", "A", "B", "I"]  # the default: teammates alternate, seat 5 alone
    for mark, (number, kind, _name) in zip(screen.seat_marks, screen.seat_rows, strict=True):
        assert number.rect.right <= mark.rect.x and mark.rect.right <= kind.rect.x  # beside the number, clear
    choose(app, screen, "Teams sit", "2+4 vs 3+5, 1 alone")
    assert marks(top(app)) == ["I", "A", "B", "A", "B"]
    choose(app, screen, "Teams sit", "drawn by lot")
    assert marks(top(app)) == ["?"] * 5
    choose(app, screen, "Teams", "2 vs 3")
    assert marks(top(app)) == ["A", "B", "A", "B", "B"]
