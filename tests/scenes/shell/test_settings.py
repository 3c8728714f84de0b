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
from tests.scenes.support.shell import app, click, click_widget, home, key, send, top, toy_registered  # noqa: F401


def test_hustings_home_moves_every_user_file(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    assert dirs.settings == home / "config" / "settings.json"
    assert {dirs.saves.parent, dirs.autosave.parent, dirs.history.parent, dirs.finished.parent} == {home / "data"}


def test_settings_round_trip(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    chosen = Settings(animation_speed="instant", fullscreen=True, window_size=(1920, 1080), volume=30)
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
    screen.form.focus(screen.volume)
    send(app, key(pygame.K_LEFT), key(pygame.K_LEFT))  # 70 % -> 50 %
    saved = load_settings(app.dirs)
    assert saved.animation_speed == "instant" and saved.volume == 50
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


def test_the_volume_slider_follows_a_click_and_the_keys_and_is_remembered(app) -> None:  # noqa: F811
    send(app)
    click_widget(app, top(app).buttons["Settings"])
    screen = top(app)
    assert isinstance(screen, SettingsScreen) and screen.volume.value == 70  # the default
    track = screen.volume.track()
    click(app, (track.x, track.centery))  # the left end: silence
    assert load_settings(app.dirs).volume == 0 and app.services.settings.volume == 0
    click(app, (track.x + round(track.w * 0.42), track.centery))  # 42 % along the track: the nearest step
    assert load_settings(app.dirs).volume == 40
    screen.form.focus(screen.volume)
    send(app, key(pygame.K_END))
    assert load_settings(app.dirs).volume == 100
    send(app, key(pygame.K_RIGHT))  # already at the top: nothing changes
    send(app, key(pygame.K_LEFT))
    assert load_settings(app.dirs).volume == 90 and screen.volume.words() == "90 %"


@pytest.mark.parametrize(("old", "volume"), [(True, 70), (False, 0)])
def test_an_old_sound_switch_becomes_a_volume(home: Path, old: bool, volume: int) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text(json.dumps({"sound": old, "animation_speed": "fast"}), encoding="utf-8")
    loaded = load_settings(dirs)
    assert loaded.volume == volume and loaded.animation_speed == "fast"
    save_settings(dirs, loaded)  # saved again, the file has the volume and no switch
    assert json.loads(dirs.settings.read_text(encoding="utf-8"))["volume"] == volume
    assert "sound" not in json.loads(dirs.settings.read_text(encoding="utf-8"))


@pytest.mark.parametrize("content", [{"volume": 150}, {"volume": -10}, {"volume": 55}, {"volume": "loud"},
                                     {"volume": True}, {"sound": "yes"}])
def test_a_damaged_volume_is_refused_in_one_line_and_the_rest_kept(home: Path, content: dict[str, object],  # noqa: F811
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text(json.dumps({**content, "fullscreen": True}), encoding="utf-8")
    loaded = load_settings(dirs)
    assert loaded == Settings(fullscreen=True)  # the default volume, the fullscreen kept
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and ("volume" in err or "sound" in err)
