"""Where Hustings keeps the player's files, and the settings file read as plain JSON before the first frame.

Settings live in the user's config directory, saves, the autosave and the history in the user's data
directory (platformdirs: the right place on Windows, macOS and Linux; never beside the program, so a frozen
bundle stays read-only). `HUSTINGS_HOME` moves both under one folder: tests and smoke runs point it at a
temporary directory so they never touch the real home.

Nothing here imports pydantic or the rules core: the app reads what it needs to open its window from
`SettingsFile` and draws the menu first; scenes.shell.storage validates the same file into the Settings model
afterwards (that model, not this quick read, decides every setting).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from game.core.files import remove_stale_temp_files
from game.core.jsonio import JsonFileError, JsonFileMissing, read_json

APP_NAME = "Hustings"
MAX_SETTINGS_BYTES = 64 * 1024
DEFAULT_WINDOW_SIZE = (1280, 720)
MIN_WINDOW_SIZE = (640, 360)
MAX_WINDOW_SIZE = (7680, 4320)


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
        """The game being played (or last played): what Continue resumes."""
        return self.data / "autosave.json"

    @property
    def unfinished(self) -> Path:
        """Every other unfinished game, one file each: a new game never replaces an unfinished one, it moves
        that one here (listed under Load; Continue resumes the newest when no game is being played)."""
        return self.data / "unfinished"

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
        for folder in (self.config, self.data, self.saves, self.finished, self.unfinished):
            removed += remove_stale_temp_files(folder)
        return removed


def clamp_window_size(size: tuple[int, int]) -> tuple[int, int]:
    """A remembered window size kept within what any screen can show (a damaged file may hold 1x1)."""
    (w, h), (low_w, low_h), (high_w, high_h) = size, MIN_WINDOW_SIZE, MAX_WINDOW_SIZE
    return max(low_w, min(high_w, w)), max(low_h, min(high_h, h))


@dataclass(frozen=True)
class SettingsFile:
    """The settings file as decoded JSON, or why it holds no settings; read once, without validation.

    `data` is None when there is no file (then `problem` is None too) or when it is unusable (`problem` says
    why, in words that follow "settings file <path>"). Nothing is printed here: whoever validates the file
    into the Settings model reports it, once.
    """

    path: Path
    data: Mapping[str, Any] | None
    problem: str | None = None

    @property
    def window_size(self) -> tuple[int, int] | None:
        """The remembered window size if it is written the way the app writes it ([w, h], whole numbers),
        clamped; otherwise None, and the Settings model decides after the first frame."""
        value = self.data.get("window_size") if self.data is not None else None
        if (isinstance(value, list) and len(value) == 2
                and all(isinstance(n, int) and not isinstance(n, bool) for n in value)):
            return clamp_window_size((value[0], value[1]))
        return None

    @property
    def fullscreen(self) -> bool | None:
        """The fullscreen choice if it is a JSON true or false; otherwise None (the model decides later)."""
        value = self.data.get("fullscreen") if self.data is not None else None
        return value if isinstance(value, bool) else None


    @property
    def language(self) -> str | None:
        """The chosen language if it is one the app speaks; otherwise None (the system's, until the model
        has read the file and reported a bad value)."""
        from scenes.engine.i18n import LANGUAGES

        value = self.data.get("language") if self.data is not None else None
        return value if isinstance(value, str) and value in LANGUAGES else None


def read_settings_file(dirs: UserDirs) -> SettingsFile:
    """The player's settings file through the bounded reader: a damaged one becomes a `problem`, never a crash."""
    path = dirs.settings
    try:
        data = read_json(path, max_bytes=MAX_SETTINGS_BYTES)
    except JsonFileMissing:
        return SettingsFile(path, None)
    except JsonFileError as exc:
        return SettingsFile(path, None, f"is damaged: {exc}")
    if not isinstance(data, Mapping):
        return SettingsFile(path, None, "holds no settings (a JSON object was expected)")
    return SettingsFile(path, data)
