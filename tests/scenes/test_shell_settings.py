"""Settings persist in the user's config folder (HUSTINGS_HOME in tests); a damaged file means defaults."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.shell.settings_view import SettingsScreen
from scenes.shell.storage import Settings, UserDirs, load_settings, save_settings

# pytest finds these fixtures by name in this module's namespace; a test that takes one redefines it (F811)
from tests.scenes.test_shell_support import app, click_widget, home, key, send, top, toy_registered  # noqa: F401


def test_hustings_home_moves_every_user_file(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    assert dirs.settings == home / "config" / "settings.json"
    assert {dirs.saves.parent, dirs.autosave.parent, dirs.history.parent, dirs.finished.parent} == {home / "data"}


def test_settings_round_trip(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    chosen = Settings(animation_speed="instant", fullscreen=True, window_size=(1920, 1080), sound=False)
    save_settings(dirs, chosen)
    assert load_settings(dirs) == chosen
    assert not list(dirs.config.glob("*.tmp"))  # written atomically, no debris


@pytest.mark.parametrize("content", [b"{ not json", b"\xff\xfe\x00garbage", b'{"animation_speed": "warp"}',
                                     b"[1, 2, 3]", b'{"window_size": "big"}'])
def test_a_damaged_settings_file_gives_the_defaults(home: Path, content: bytes,  # noqa: F811
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    dirs.settings.write_bytes(content)
    assert load_settings(dirs) == Settings()
    assert "damaged" in capsys.readouterr().err


def test_the_app_starts_on_a_damaged_settings_file(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text("{{{{", encoding="utf-8")
    started = App(["--frames", "2"], tables={})
    try:
        assert started.run() == 0 and started.services.settings.animation_speed == "normal"
    finally:
        started.close()


def test_unknown_keys_from_a_newer_version_are_ignored(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text(json.dumps({"sound": False, "colour_theme": "night"}), encoding="utf-8")
    assert load_settings(dirs) == Settings(sound=False)


def test_the_settings_screen_saves_each_change(app) -> None:  # noqa: F811
    send(app)
    click_widget(app, top(app).buttons["Settings"])
    screen = top(app)
    assert isinstance(screen, SettingsScreen)
    screen.form.focus(screen.speed)
    send(app, key(pygame.K_RIGHT), key(pygame.K_RIGHT))  # normal -> fast -> instant
    click_widget(app, screen.sound)
    saved = load_settings(app.dirs)
    assert saved.animation_speed == "instant" and saved.sound is False
    assert app.services.settings == saved  # what the tables read
    click_widget(app, screen.fullscreen)
    assert app.fullscreen and load_settings(app.dirs).fullscreen


def test_the_window_size_is_remembered(home: Path) -> None:  # noqa: F811
    first_run = App(["--size", "1280x720"], tables={})
    send(first_run, pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    first_run.close()
    assert load_settings(UserDirs.from_env()).window_size == (1600, 900)
    again = App([], tables={})
    try:
        assert again.ctx.size == (1600, 900)
    finally:
        again.close()


def test_the_settings_screen_shows_the_windows_real_size(app) -> None:  # noqa: F811
    send(app)
    click_widget(app, top(app).buttons["Settings"])
    screen = top(app)
    assert isinstance(screen, SettingsScreen)
    assert screen.size_note.text.startswith("Window size 1280×720")
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=1500, h=844, size=(1500, 844)))
    # the saved size is written when the app closes; the screen says what the window is now
    assert app.services.settings.window_size != (1500, 844)
    assert screen.size_note.text.startswith("Window size 1500×844")
    click_widget(app, screen.fullscreen)
    w, h = app.ctx.size
    assert screen.size_note.text == f"Fullscreen, {w}×{h}: F11 goes back to a window."
