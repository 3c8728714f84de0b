"""Start-up: the main menu's first frame is drawn before the rules core, the tables and pydantic are imported,
and the Settings model that comes right after it still decides every setting (issue 14, item 1)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.app import App
from scenes.shell.menu import MainMenu
from scenes.shell.storage import Settings, UserDirs, load_settings, save_settings
from scenes.shell.userdirs import read_settings_file
from tests.scenes.support.shell import home  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]


# A fresh interpreter, so nothing the test session imported counts: the app as `hustings` starts it (through
# scenes.cli), one frame, then the names of every module loaded by then.
FIRST_FRAME_PROBE = """
import json, sys
import scenes.cli
from scenes.app import App
app = App(["--windowed", "--size", "1280x720", "--frames", "1"])
status = app.run()
print(json.dumps({"status": status, "frames": app.frames, "top": type(app.ctx.stack.top).__name__,
                  "modules": sorted(sys.modules)}))
app.close()
"""


def game_packages() -> list[str]:
    """game.demos, game.dindex, game.diceocracy, ...: every package under game/ except the shared core."""
    return sorted(f"game.{p.parent.name}" for p in (ROOT / "game").glob("*/__init__.py") if p.parent.name != "core")


def modules_after_first_frame(player_home: Path) -> dict[str, object]:
    env = {**os.environ, "HUSTINGS_HOME": str(player_home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME_PROBE], cwd=ROOT, env=env, text=True,
                          capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    report: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def loaded_under(modules: list[str], package: str) -> list[str]:
    return [name for name in modules if name == package or name.startswith(package + ".")]


def test_the_first_menu_frame_loads_no_game_package_no_table_and_no_pydantic(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    # A player who has chosen settings before: reading them must not bring in the model either.
    save_settings(dirs, Settings(animation_speed="fast", window_size=(1600, 900), sound=False))
    report = modules_after_first_frame(home)
    assert report["status"] == 0 and report["frames"] == 1 and report["top"] == "MainMenu"
    modules = report["modules"]
    assert isinstance(modules, list) and "scenes.shell.menu" in modules
    assert len(game_packages()) >= 3
    for package in [*game_packages(), "scenes.tables", "pydantic", "pydantic_core"]:
        assert loaded_under(modules, package) == [], f"{package} is imported before the first menu frame"


def test_a_damaged_settings_file_is_reported_once_the_menu_is_on_screen(home: Path,  # noqa: F811
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text("{ not json", encoding="utf-8")
    app = App(["--size", "1280x720"], tables={})
    try:
        app.frame()
        assert isinstance(app.ctx.stack.top, MainMenu) and capsys.readouterr().err == ""
        app.frame()
        assert "settings file" in capsys.readouterr().err and app.services.settings == Settings()
    finally:
        app.close()


def test_settings_the_quick_read_leaves_to_the_model_are_followed_after_the_first_frame(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    # Written by hand: numbers as strings and "true" as a word, which the Settings model accepts.
    dirs.settings.write_text(json.dumps({"window_size": ["1600", "900"], "fullscreen": "true"}), encoding="utf-8")
    app = App([], tables={})
    try:
        app.frame()
        assert app.ctx.size == (1280, 720) and not app.fullscreen
        app.frame()
        assert app.services.settings.window_size == (1600, 900) and app.windowed_size == (1600, 900)
        assert app.fullscreen and pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    finally:
        app.close()


def test_a_window_size_given_on_the_command_line_wins_over_the_settings_model(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text(json.dumps({"window_size": ["1600", "900"]}), encoding="utf-8")
    app = App(["--size", "1024x600"], tables={})
    try:
        app.frame()
        app.frame()
        assert app.ctx.size == (1024, 600) and app.services.settings.window_size == (1600, 900)
    finally:
        app.close()


@settings(max_examples=20, deadline=None)
@given(chosen=st.builds(Settings, fullscreen=st.booleans(),
                        window_size=st.tuples(st.integers(-10, 10_000), st.integers(-10, 10_000))))
def test_the_quick_read_opens_the_window_the_settings_model_would_for_every_saved_file(chosen: Settings) -> None:
    with tempfile.TemporaryDirectory() as folder:
        dirs = UserDirs(config=Path(folder) / "config", data=Path(folder) / "data")
        save_settings(dirs, chosen)
        quick, model = read_settings_file(dirs), load_settings(dirs)
        assert (quick.window_size, quick.fullscreen) == (model.window_size, model.fullscreen)
