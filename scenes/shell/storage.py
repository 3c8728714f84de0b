"""Where Hustings keeps the player's files, and the settings model persisted there.

Settings live in the user's config directory, saves, the autosave and the history in the user's data
directory (platformdirs: the right place on Windows, macOS and Linux; never beside the program, so a frozen
bundle stays read-only). `HUSTINGS_HOME` moves both under one folder: tests and smoke runs point it at a
temporary directory so they never touch the real home.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, ValidationError

from game.core.files import write_atomic

APP_NAME = "Hustings"
MAX_SETTINGS_BYTES = 64 * 1024


@dataclass(frozen=True)
class UserDirs:
    config: Path
    data: Path

    @classmethod
    def from_env(cls) -> UserDirs:
        home = os.environ.get("HUSTINGS_HOME")
        if home:
            root = Path(home).expanduser()
            return cls(config=root / "config", data=root / "data")
        return cls(config=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
                   data=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))

    @property
    def settings(self) -> Path:
        return self.config / "settings.json"

    @property
    def saves(self) -> Path:
        return self.data / "saves"

    @property
    def finished(self) -> Path:
        """Records of finished games, kept so they can be replayed from the history."""
        return self.data / "finished"

    @property
    def autosave(self) -> Path:
        return self.data / "autosave.json"

    @property
    def history(self) -> Path:
        return self.data / "history.json"


class Settings(BaseModel):
    """What the player chose in Settings. Unknown keys (from a newer version) are ignored, not fatal."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    animation_speed: Literal["slow", "normal", "fast", "instant"] = "normal"
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    sound: bool = True

    def with_window_size(self, size: tuple[int, int]) -> Settings:
        w, h = size
        return self.model_copy(update={"window_size": (max(640, min(7680, w)), max(360, min(4320, h)))})


def load_settings(dirs: UserDirs) -> Settings:
    """The saved settings, or the defaults when there are none or the file is damaged (never a crash)."""
    path = dirs.settings
    try:
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            raise ValueError("file too large")
        data = json.loads(path.read_text(encoding="utf-8"))
        settings = Settings.model_validate(data)
        return settings.with_window_size(settings.window_size)
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError, ValidationError) as exc:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        print(f"hustings: settings file {path} is damaged ({type(exc).__name__}); using defaults", file=sys.stderr)
        return Settings()


def save_settings(dirs: UserDirs, settings: Settings) -> None:
    try:
        write_atomic(dirs.settings, settings.model_dump_json(indent=1))
    except OSError as exc:  # a read-only home must not stop the game
        print(f"hustings: could not save settings to {dirs.settings}: {exc}", file=sys.stderr)
