"""Every shell screen lays out inside the window without overlapping widgets, from 800×600 to 4K, and
follows a resize."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.core.match import Match, SeatSpec
from scenes.shell.endscreen import EndScreen
from scenes.shell.history_view import HistoryScreen
from scenes.shell.load import LoadScreen
from scenes.shell.newgame import NewGame
from scenes.shell.pause import PauseMenu, SaveDialog
from scenes.shell.replay import ReplayScreen
from scenes.shell.rules_view import RulesScreen
from scenes.shell.seats import SeatsDialog
from scenes.shell.settings_view import SettingsScreen
from tests.scenes.support.shell import TOY, FakeTable, app, home, send, top, toy_registered  # noqa: F401

SIZES = [(800, 600), (1280, 720), (1920, 1080), (3840, 2160)]
LANGUAGES = ["en", "de"]
"""German is about a third longer than English: every screen must fit in both."""


def speak(app, language: str) -> None:  # noqa: F811
    app.use_language(language)
    app.ctx.stack.language_changed()


def finished_match() -> Match:
    match = Match(TOY.rules, {"target": 6}, [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="B", level="random")], 2)
    while not match.is_over:
        match.submit(match.active_players()[0], {"kind": "step", "size": 1})
    return match


def screens(app):  # noqa: F811
    ctx = app.ctx
    match = finished_match()
    table = FakeTable(ctx, Match(TOY.rules, {}, list(match.seats), 1))
    pause = PauseMenu(ctx, table, table.match)
    return {
        "menu": None, "new game": NewGame(ctx), "settings": SettingsScreen(ctx), "load": LoadScreen(ctx),
        "rules": RulesScreen(ctx), "history": HistoryScreen(ctx), "pause": pause,
        "save": SaveDialog(ctx, table.match, pause), "seats": SeatsDialog(ctx, table.match),
        "end": EndScreen(ctx, match), "replay": ReplayScreen(ctx, match.record()),
    }


def check(scene, size) -> None:
    window = pygame.Rect((0, 0), size)
    widgets = [w for w in scene.form.widgets if w.visible and w.focusable]
    for w in widgets:
        assert window.contains(w.rect), f"{type(w).__name__} {w.rect} outside {size}"
        assert w.rect.w > 0 and w.rect.h > 0
    for a, b in itertools.combinations(widgets, 2):
        assert not a.rect.colliderect(b.rect), f"{type(a).__name__} {a.rect} overlaps {type(b).__name__} {b.rect}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_screen_fits_the_window(app, size, language) -> None:  # noqa: F811
    speak(app, language)
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    assert app.ctx.size == size
    for scene in screens(app).values():
        if scene is not None:
            app.ctx.stack.push(scene)
        send(app)
        check(top(app), size)
        if scene is not None:
            app.ctx.stack.pop()


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_open_screen_follows_a_resize(app, language) -> None:  # noqa: F811
    speak(app, language)
    send(app)
    app.ctx.stack.push(NewGame(app.ctx))
    send(app)
    screen = top(app)
    start = screen.start_button.rect.copy()
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    assert screen.start_button.rect.right > start.right and screen.start_button.rect.h > start.h
    check(screen, (1920, 1080))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_dialogs_message_is_inside_its_panel_clear_of_its_widgets(app, size, language) -> None:  # noqa: F811
    speak(app, language)
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    dialogs = {k: v for k, v in screens(app).items() if k in ("pause", "save", "seats")}
    for name, dialog in dialogs.items():
        app.ctx.stack.push(dialog)
        send(app)
        dialog.status = "Seat 3 needs the name of the person taking it."
        line = dialog.status_rect()
        assert dialog.panel.rect.contains(line), name
        for widget in dialog.form.widgets:
            if widget is not dialog.panel and widget.visible:
                assert not widget.rect.colliderect(line), (name, type(widget).__name__)
        app.ctx.stack.pop()
