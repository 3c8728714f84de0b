"""Where Hustings keeps the player's files, and the settings model persisted there.

Settings live in the user's config directory, saves, the autosave and the history in the user's data
directory (platformdirs: the right place on Windows, macOS and Linux; never beside the program, so a frozen
bundle stays read-only). `HUSTINGS_HOME` moves both under one folder: tests and smoke runs point it at a
temporary directory so they never touch the real home.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, ValidationError

from game.core.files import remove_stale_temp_files, write_atomic
from game.core.jsonio import JsonFileError, JsonFileMissing, read_json
from game.core.validation import first_error

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

    @property
    def crash_log(self) -> Path:
        """Where the app's last-resort handler writes what went wrong (the player is told in words)."""
        return self.data / "crash.log"

    def remove_leftovers(self) -> list[Path]:
        """Delete the temp files of writes that were killed (autosave, settings, history, saves) at start."""
        removed: list[Path] = []
        for folder in (self.config, self.data, self.saves, self.finished):
            removed += remove_stale_temp_files(folder)
        return removed


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
    """The saved settings, or the defaults when there are none or the file is damaged (never a crash).

    A setting with a bad value falls back to its default alone: the others the player chose are kept.
    """
    path = dirs.settings
    try:
        data = read_json(path, max_bytes=MAX_SETTINGS_BYTES)
    except JsonFileMissing:
        return Settings()
    except JsonFileError as exc:
        print(f"hustings: settings file {path} is damaged: {exc}; using the defaults", file=sys.stderr)
        return Settings()
    if not isinstance(data, Mapping):
        print(f"hustings: settings file {path} holds no settings (a JSON object was expected); "
              "using the defaults", file=sys.stderr)
        return Settings()
    settings, problems = settings_from(data)
    if problems:
        print(f"hustings: settings file {path}: {'; '.join(problems)}; the default is used for "
              f"{'that one' if len(problems) == 1 else 'those'}", file=sys.stderr)
    return settings.with_window_size(settings.window_size)


def settings_from(data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a decoded file, each known key checked on its own; the complaints about bad ones."""
    good: dict[str, Any] = {}
    problems: list[str] = []
    for key in Settings.model_fields:
        if key not in data:
            continue
        try:
            Settings.model_validate({key: data[key]})
        except ValidationError as exc:
            problems.append(first_error(exc))
            continue
        good[key] = data[key]
    return Settings.model_validate(good), problems


def save_settings(dirs: UserDirs, settings: Settings) -> None:
    try:
        write_atomic(dirs.settings, settings.model_dump_json(indent=1))
    except OSError as exc:  # a read-only home must not stop the game
        print(f"hustings: could not save settings to {dirs.settings}: {exc}", file=sys.stderr)
