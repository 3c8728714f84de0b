"""The window and its frame loop: `hustings` opens the menu, runs N frames and quits cleanly; bad flags exit 2.

The app's last resort: an error no screen expected is logged to the data folder, the player is told in
words on the menu, the autosave is kept; an error that keeps coming back ends the app with status 1."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.match import Match, SeatSpec
from scenes.app import main as app_main
from scenes.cli import main as cli_main
from scenes.engine.scene import Scene
from scenes.shell.base import MessageBox
from scenes.shell.menu import MainMenu

# pytest finds these fixtures by name in this module's namespace; a test that takes one redefines it (F811)
from tests.scenes.support.shell import TOY, app, home, key, send, top, toy_registered  # noqa: F401


def test_hustings_with_a_bad_flag_prints_one_line_and_exits_2(home: Path,  # noqa: F811
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["--no-such-flag"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "--no-such-flag" in err


@pytest.mark.parametrize("argv", [["--frames", "zero"], ["--frames", "0"], ["--size", "big"], ["--size", "10x10"],
                                  ["--fullscreen", "--windowed"]])
def test_bad_values_exit_2(home: Path, argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:  # noqa: F811
    assert app_main(argv) == 2
    assert capsys.readouterr().err.startswith("hustings: ")


def test_frames_runs_the_real_loop_and_exits_0_without_touching_the_real_home(home: Path) -> None:  # noqa: F811
    assert cli_main(["--frames", "3", "--size", "960x540"]) == 0
    assert not pygame.display.get_init()  # closed cleanly
    settings = (home / "config" / "settings.json")
    assert settings.is_file() and '"window_size": [\n  960,\n  540\n ]' in settings.read_text()


def test_window_title_and_menu_first(app) -> None:  # noqa: F811
    send(app, frames=2)
    assert pygame.display.get_caption()[0] == "Hustings"
    assert isinstance(app.ctx.stack.top, MainMenu)
    assert app.frames == 2


def test_a_resize_lays_the_menu_out_again(app) -> None:  # noqa: F811
    send(app)
    menu = app.ctx.stack.top
    before = menu.buttons["Quit"].rect.copy()
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    assert app.ctx.size == (1920, 1080) and app.screen.get_size() == (1920, 1080)
    after = menu.buttons["Quit"].rect
    assert after.w > before.w and after.centerx == 960
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=800, h=600, size=(800, 600)))
    assert all(b.rect.bottom <= 600 for b in menu.buttons.values())


def test_f11_toggles_fullscreen_and_remembers_it(app) -> None:  # noqa: F811
    send(app, key(pygame.K_F11))
    assert app.fullscreen and app.services.settings.fullscreen
    send(app, key(pygame.K_F11))
    assert not app.fullscreen and not app.services.settings.fullscreen


def test_closing_the_window_ends_the_loop(app) -> None:  # noqa: F811
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0 and not app.ctx.running


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
