"""Every game's end screen fits at 1280×720 and at 1920×1080: seven Dindex parties with the longest default
names, four Diceocracy players, a solo game, DēmoS with five players and in teams. No text is wider than its
box (nothing is cut with an ellipsis), the headline is whole, the widgets stay inside the panel and apart, and
no other panel peeks out behind the end screen."""

from __future__ import annotations

import itertools

import pygame
import pytest

from scenes.engine.widgets import text_width
from tests.scenes.test_shell_endscreen_support import (  # noqa: F401
    FINISHED_GAMES,
    end_screen_over_its_table,
    real_app,
    resize,
)
from tests.scenes.test_shell_support import home  # noqa: F401

SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(FINISHED_GAMES))
def test_end_screen_text_fits_its_boxes_without_clipping(real_app, game, size) -> None:  # noqa: F811
    resize(real_app, size)
    table, end = end_screen_over_its_table(real_app, FINISHED_GAMES[game]())
    cut = [c for c in end.view.cells() if c.width > c.box or c.drawn != c.text]
    assert not cut, f"{game} at {size}: clipped {[(c.text, c.width, c.box) for c in cut]}"
    title = end.title
    assert title.lines() == [title.text], "the headline is whole"
    assert text_width(real_app.ctx, title.text, title.size, True) <= title.rect.w
    for button in [end.table_button, *end.buttons, end.back_button, end.result_button]:
        assert text_width(real_app.ctx, button.text, button.size * 1.05, True) < button.rect.w, button.text


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(FINISHED_GAMES))
def test_end_screen_panels_fit_the_window_and_hide_the_tables_own(real_app, game, size) -> None:  # noqa: F811
    resize(real_app, size)
    table, end = end_screen_over_its_table(real_app, FINISHED_GAMES[game]())
    window = pygame.Rect(0, 0, *size)
    assert window.contains(end.panel.rect), "the panel is inside the window"
    parts = [end.title, end.view, end.table_button, *end.buttons]
    for part in parts:
        assert end.panel.rect.contains(part.rect), type(part).__name__
    for a, b in itertools.combinations(parts, 2):
        assert not a.rect.colliderect(b.rect), (type(a).__name__, type(b).__name__)
    overlay = table.overlay  # type: ignore[attr-defined]
    assert not overlay.panel.effectively_visible() and not overlay.toggle.effectively_visible()
    end.show_table()
    assert not overlay.panel.effectively_visible(), "the table itself shows"
    end.flip_table_result()
    assert overlay.panel.effectively_visible(), "the table's own result is one click away"
    assert window.contains(end.back_button.rect) and window.contains(end.result_button.rect)
    assert not end.result_button.rect.colliderect(end.back_button.rect)
    assert not end.result_button.rect.colliderect(end.bar_title.rect)
