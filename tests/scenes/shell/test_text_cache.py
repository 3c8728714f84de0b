"""The shell draws text through the app's one Painter, the cache the tables' stage uses: an idle screen renders no
text and makes no surfaces, and a change renders only what changed."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.engine.stage import Stage
from scenes.engine.widgets import Label, Panel, blit_text
from scenes.shell.menu import MainMenu
from scenes.shell.newgame import NewGame
from tests.scenes.support.shell import app, home, send, top, toy_registered  # noqa: F401


class Renders:
    """Counts every font.render made through the app's fonts (the widgets' and the Painter's alike)."""

    def __init__(self, running: App, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        real_get = running.ctx.fonts.get
        monkeypatch.setattr(running.ctx.fonts, "get", lambda size, bold=False: self._counting(real_get(size, bold)))

    def _counting(self, font: pygame.font.Font) -> Any:
        renders = self

        class CountingFont:
            def render(self, *args: Any, **kwargs: Any) -> pygame.Surface:
                renders.count += 1
                return font.render(*args, **kwargs)

            def __getattr__(self, name: str) -> Any:
                return getattr(font, name)

        return CountingFont()


def idle(running: App, frames: int = 5) -> int:
    """Frames of nothing happening; how many surfaces the painter had to make meanwhile."""
    before = running.ctx.painter.cache.misses
    send(running, frames=frames)
    return running.ctx.painter.cache.misses - before


def test_an_idle_main_menu_renders_no_text_and_makes_no_surfaces(app: App, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    send(app, frames=2)
    renders = Renders(app, monkeypatch)
    assert idle(app) == 0
    assert renders.count == 0


def test_an_idle_new_game_screen_renders_no_text_and_makes_no_surfaces(
    app: App, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
) -> None:
    app.ctx.stack.push(NewGame(app.ctx))
    send(app, frames=2)
    renders = Renders(app, monkeypatch)
    assert idle(app) == 0
    assert renders.count == 0


def test_hovering_a_button_renders_its_hovered_look_once(app: App, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    send(app, frames=2)
    menu = top(app)
    assert isinstance(menu, MainMenu)
    load = menu.buttons["Load"]
    renders = Renders(app, monkeypatch)
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=load.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    # one render: Load's help line; the hovered label is the same words in the same ink, so it is reused
    assert load.hovered and renders.count == 1
    assert idle(app) == 0 and renders.count == 1


def test_a_table_on_the_same_app_draws_from_the_same_cache(app: App) -> None:  # noqa: F811
    send(app)
    stage = Stage(app.ctx)
    assert stage.painter is app.ctx.painter
    before = app.ctx.painter.cache.misses
    # the menu's tag line, asked for as a table would: already rendered, so a hit
    app.ctx.painter.text("DēmoS  ·  Dindex  ·  Diceocracy", round(20 * app.ctx.scale), app.ctx.palette.text_dim)
    assert app.ctx.painter.cache.misses == before


def test_a_panel_keeps_its_box_until_its_size_changes(app: App) -> None:  # noqa: F811
    panel = Panel(app.ctx, "Seats")
    panel.rect = pygame.Rect(10, 10, 300, 200)
    screen = pygame.Surface(app.ctx.size)
    panel.draw(screen)
    before = app.ctx.painter.cache.misses
    panel.draw(screen)
    assert app.ctx.painter.cache.misses == before
    panel.rect = pygame.Rect(10, 10, 320, 200)
    panel.draw(screen)
    assert app.ctx.painter.cache.misses == before + 1  # the new box; the title was ready


def test_a_wrapped_label_is_wrapped_once_and_again_only_when_its_text_changes(app: App) -> None:  # noqa: F811
    label = Label(app.ctx, "Standard: nobody touches another player's Reps or follower dice.", wrap=True)
    label.rect = pygame.Rect(0, 0, 200, 100)
    first = label.lines()
    assert len(first) > 1 and label.lines() is first
    label.text = "Short."
    assert label.lines() == ["Short."]


def test_empty_text_draws_nothing_where_a_line_would_go(app: App) -> None:  # noqa: F811
    screen = pygame.Surface((100, 100))
    screen.fill((1, 2, 3))
    rect = blit_text(screen, app.ctx, "", 18, (255, 255, 255), midleft=(10, 50))
    assert rect.w == 0 and rect.h > 0 and rect.midleft == (10, 50)
    assert pygame.transform.average_color(screen)[:3] == (1, 2, 3)
