"""The app's last resort: an error no screen expected is logged to the data folder, the player is told in
words on the menu, the autosave is kept; an error that keeps coming back ends the app with status 1."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match, SeatSpec
from scenes.engine.scene import Scene
from scenes.shell.base import MessageBox
from scenes.shell.menu import MainMenu
from tests.scenes.test_shell_support import TOY, app, home, send, top, toy_registered  # noqa: F401


class BrokenScene(Scene):
    """A screen with a bug: drawing it fails."""

    def draw(self, surface: pygame.Surface) -> None:
        raise ZeroDivisionError("a bug in a screen")


def test_an_unexpected_error_is_logged_and_told_and_the_autosave_kept(app, capsys) -> None:  # noqa: F811
    match = Match(TOY.rules, {}, [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 3)
    match.submit(0, {"kind": "step", "size": 1})
    app.services.autosave(match)
    saved = app.dirs.autosave.read_text(encoding="utf-8")
    app.ctx.stack.push(BrokenScene(app.ctx))
    send(app)
    box = top(app)
    assert isinstance(box, MessageBox) and box.title == "Something went wrong"
    assert "Continue resumes your game" in box.text and str(app.dirs.crash_log) in box.text
    assert isinstance(list(app.ctx.stack)[0], MainMenu)
    log = app.dirs.crash_log.read_text(encoding="utf-8")
    assert "Traceback" in log and "ZeroDivisionError: a bug in a screen" in log
    assert app.dirs.autosave.read_text(encoding="utf-8") == saved
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 1
    assert "(ZeroDivisionError: a bug in a screen) sent the app back to the menu" in err
    send(app, frames=2)  # the message and the menu behind it draw normally
    assert app.ctx.running and app.exit_status == 0


def test_an_error_that_keeps_coming_back_ends_the_app_with_status_1(app, monkeypatch, capsys) -> None:  # noqa: F811
    def always_broken(self: MainMenu, surface: pygame.Surface) -> None:
        raise RuntimeError("the menu cannot draw")

    monkeypatch.setattr(MainMenu, "draw", always_broken)
    app.ctx.stack.push(BrokenScene(app.ctx))
    assert app.run() == 1
    assert not app.ctx.running
    assert "stopped after an error in 3 frames in a row" in capsys.readouterr().err
    assert app.dirs.crash_log.read_text(encoding="utf-8").count("Traceback") >= 3


def test_the_smoke_run_quotes_the_logged_error_when_a_frame_fails(app) -> None:  # noqa: F811
    from scenes.smoke import SmokeFailure, frame

    app.ctx.stack.push(BrokenScene(app.ctx))
    with pytest.raises(SmokeFailure, match="ZeroDivisionError: a bug in a screen"):
        frame(app)
