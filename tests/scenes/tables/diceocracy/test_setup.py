"""The Diceocracy set-up as a person sees it: the mode (rulebook "Decide Mode") explained in words under its
row, for the number of players chosen (solo: what it means against the bag), and the model's own values."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.diceocracy.state import DiceocracyOptions
from scenes.app import App
from scenes.shell.newgame import NewGame
from scenes.tables import TABLE_INFO
from scenes.tables.diceocracy.setup import ModeChoice, mode_help
from tests.scenes.support.shell import FakeTable, click_widget, home, send, top  # noqa: F401


@pytest.fixture
def app(home: Path) -> Iterator[App]:  # noqa: F811
    FakeTable.instances.clear()
    tables = {"diceocracy": replace(TABLE_INFO["diceocracy"], make_table=FakeTable)}
    instance = App(["--size", "1280x720"], tables=tables)
    pygame.event.clear()
    yield instance
    instance.close()


def open_new_game(app: App) -> NewGame:
    send(app)
    click_widget(app, top(app).buttons["New game"])
    screen = top(app)
    assert isinstance(screen, NewGame) and screen.game is not None and screen.game.id == "diceocracy"
    send(app)
    return screen


def mode_row(screen: NewGame) -> ModeChoice:
    found = [w for lab, w in screen.option_rows if lab.text == "Mode"]
    assert found and isinstance(found[0], ModeChoice)
    return found[0]


def click_right(app: App, widget: Any) -> None:
    pos = (widget.rect.right - 10, widget.rect.centery)
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_decide_mode_each_choice_is_explained_under_its_row_and_starts_with_the_models_value(app: App) -> None:
    screen = open_new_game(app)
    seen = []
    for _ in range(3):
        choice = mode_row(screen)
        seen.append(choice.value)
        lines = choice.explanation_lines()
        area = choice.explanation_rect()
        assert len(lines) * 21 <= area.h  # the whole explanation is drawn, nothing cut off
        assert area.right <= screen.panels[2].rect.right and area.x >= screen.panels[2].rect.x
        assert screen.options is not None and screen.options.parse() == DiceocracyOptions(mode=choice.value)
        click_right(app, choice)
    assert seen == ["standard", "interactive", "spicy"]
    assert "1 money to cancel" in mode_help("interactive", 3) and "follower dice" in mode_help("spicy", 3)
    assert "Solo" not in mode_help("spicy", 3)
    click_widget(app, screen.start_button)
    table = top(app)
    assert isinstance(table, FakeTable) and table.match.options.mode == "standard"  # three clicks: round again


def test_decide_mode_solo_says_what_it_means_against_the_bag() -> None:
    assert "cannot be moved" in mode_help("standard", 1)
    assert "move the bag's Reps" in mode_help("interactive", 1)
    assert "plays like interactive" in mode_help("spicy", 1)
