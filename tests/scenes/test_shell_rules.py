"""The rulebooks are shipped under assets/rules and readable in-app: chosen per game, wrapped, scrolled."""

from __future__ import annotations

import pygame

from scenes.shell.rules_view import RulesScreen, rulebooks
from scenes.shell.textview import clean, is_heading
from tests.scenes.test_shell_support import app, click_widget, home, key, send, toy_registered, top  # noqa: F401


def test_every_rulebook_is_shipped() -> None:
    labels = [label for _, label in rulebooks()]
    assert labels == ["DēmoS (German original)", "Diceocracy (English)", "Dindex (English)"]
    for path, _ in rulebooks():
        assert len(path.read_text(encoding="utf-8")) > 10_000


def test_the_text_wraps_inside_the_view_and_scrolls(app) -> None:  # noqa: F811
    send(app)
    click_widget(app, top(app).buttons["Rules"])
    screen = top(app)
    assert isinstance(screen, RulesScreen)
    send(app)
    view = screen.view
    px = round(view.size * app.ctx.scale)
    fonts = {False: app.ctx.fonts.get(px), True: app.ctx.fonts.get(px, True)}
    widest = max(fonts[heading].size(line)[0] for line, heading in view.lines())
    assert widest <= view.rect.w - round(40 * app.ctx.scale)
    assert "Machtstapel" in " ".join(line for line, _ in view.lines()[: view.page * 2])
    send(app, key(pygame.K_PAGEDOWN))
    assert view.offset == view.page - 1
    send(app, key(pygame.K_END))
    assert view.offset == len(view.lines()) - view.page
    send(app, key(pygame.K_HOME), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    assert view.offset == 6
    assert screen.where.text.startswith("lines 7–")


def test_choosing_another_book(app) -> None:  # noqa: F811
    send(app)
    app.ctx.stack.push(RulesScreen(app.ctx, game="dindex"))
    screen = top(app)
    send(app)
    assert screen.choice.options[screen.choice.index][1] == "Dindex (English)"
    assert screen.view.find("§ 5.2 Government Formation") and screen.view.offset > 0
    screen.form.focus(screen.choice)
    send(app, key(pygame.K_LEFT))
    assert "Diceocracy" in screen.view.text[:200] and screen.view.offset == 0


def test_headings_and_glyphs() -> None:
    assert is_heading("§ 5.2 Government Formation") and is_heading("  1. Spielphasen")
    assert not is_heading("Mischen Sie 36 Zahlenkarten (ohne die Asse).")
    assert clean("a\ue001b\u00a0c") == "a•b c"
