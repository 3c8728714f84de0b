"""Playtest 5, New game: every DēmoS option is explained in its own words under the options, always visible
(unlike Diceocracy's, the DēmoS rows had no explanation), for the choices as they stand, inside the panel."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.app import App
from scenes.shell.newgame import NewGame
from scenes.tables import TABLE_INFO
from scenes.tables.demos.setup import ExplainedChoice
from tests.scenes.support.shell import home, top  # noqa: F401
from tests.scenes.tables.demos.test_setup import app, choose, open_new_game, row  # noqa: F401


def explained(screen: NewGame) -> ExplainedChoice:
    widget = row(screen, "First dealer")
    assert isinstance(widget, ExplainedChoice)
    return widget


def fits_its_panel(screen: NewGame) -> bool:
    widget = explained(screen)
    area = widget.explanation_rect()
    panel = screen.panels[2].rect
    last_row = max(w.rect.bottom for _, w in screen.option_rows)
    return (panel.contains(area) and area.top > last_row and widget.explanation_height() <= area.h
            and all(width <= area.w for width in (screen.ctx.fonts.get(round(13 * widget.s), False).size(line)[0]
                                                   for line in widget.explanation_lines())))


def test_each_option_of_the_full_rules_is_explained_for_the_choice_made(app: App) -> None:  # noqa: F811
    screen = open_new_game(app)
    paragraphs = explained(screen).explain()
    assert [p.split(":")[0] for p in paragraphs] == ["Mode", "Teams", "Round limit", "First dealer (drawn by lot)"]
    assert "unanimous" in paragraphs[0] and "Every player for themselves" in paragraphs[1]
    assert "after 14 rounds" in paragraphs[2]
    choose(app, screen, "Round limit", "5 rounds")
    assert "after 5 rounds" in explained(screen).explain()[2]  # follows the choice without a rebuild
    choose(app, screen, "First dealer", "seat 2")
    assert explained(screen).explain()[-1].startswith("First dealer (seat 2): deals round 1")
    assert fits_its_panel(screen)


def test_team_play_explains_the_teams_and_their_seating_and_still_fits(app: App) -> None:  # noqa: F811
    screen = open_new_game(app)
    choose(app, screen, "Teams", "2 vs 2 + 1")
    screen = top(app)
    assert isinstance(screen, NewGame)
    paragraphs = explained(screen).explain()
    assert [p.split(":")[0] for p in paragraphs][:3] == ["Mode", "Teams", "Teams sit"]
    assert "independent" in paragraphs[1]
    assert fits_its_panel(screen)


def test_the_learning_rules_explain_only_what_they_have(app: App) -> None:  # noqa: F811
    screen = open_new_game(app)
    choose(app, screen, "Mode", "learning rules")
    screen = top(app)
    assert isinstance(screen, NewGame)
    paragraphs = explained(screen).explain()
    assert [p.split(":")[0] for p in paragraphs] == ["Mode", "First dealer (drawn by lot)"]
    assert "no vetoes" in paragraphs[0]
    assert fits_its_panel(screen)


@pytest.mark.parametrize("size", [(1920, 1080)])
def test_the_explanation_fits_at_full_hd_too(home, size: tuple[int, int]) -> None:  # noqa: F811
    from tests.scenes.support.shell import FakeTable

    tables = {"demos": replace(TABLE_INFO["demos"], make_table=FakeTable)}
    instance = App(["--size", f"{size[0]}x{size[1]}"], tables=tables)
    pygame.event.clear()
    try:
        screen = open_new_game(instance)
        choose(instance, screen, "Teams", "2 vs 3")
        screen = top(instance)
        assert isinstance(screen, NewGame) and fits_its_panel(screen)
    finally:
        instance.close()
