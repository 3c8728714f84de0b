"""The settings model persisted in the player's config folder: validated, saved atomically, never a crash.

Where the files live, and the plain read of the settings file that the app uses before its first frame, are
in scenes.shell.userdirs (no pydantic there); this module turns that read into the Settings model. UserDirs is
also reachable from here.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from game.core.files import write_atomic
from game.core.validation import first_error
from scenes.shell.last_game import LastGame
from scenes.shell.userdirs import (
    DEFAULT_WINDOW_SIZE,
    SettingsFile,
    UserDirs,
    clamp_window_size,
    read_settings_file,
)

__all__ = ["Settings", "UserDirs", "load_settings", "save_settings", "settings_from", "settings_from_file"]


class OnlineSeat(BaseModel):
    """The online seat this computer last sat in, so Online → Rejoin sits there again after the app closed."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    address: str = Field(max_length=120)
    code: str = Field(max_length=20)
    name: str = Field(default="", max_length=40)
    game: str = Field(max_length=40)
    created: dict[str, Any] | None = None
    """The host's table as it was made (its codes for the lobby); None for a friend's seat."""


class Settings(BaseModel):
    """What the player chose in Settings. Unknown keys (from a newer version) are ignored, not fatal."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    animation_speed: Literal["slow", "normal", "fast", "instant"] = "normal"
    fullscreen: bool = False
    window_size: tuple[int, int] = DEFAULT_WINDOW_SIZE
    language: Literal["en", "de"] | None = None
    """The language the app speaks; None follows the system's (scenes.engine.i18n.system_language)."""
    volume: int = Field(default=70, ge=0, le=100, multiple_of=10, strict=True)
    """The table's sound, 0 (silent) to 100 per cent in steps of 10 (the Settings slider's steps)."""
    last_game: LastGame | None = None
    """What New game offers again: the last game started, its options, seats and names (scenes.shell.last_game)."""
    last_online: OnlineSeat | None = None
    """The online seat to rejoin (cleared when its game ends)."""
    tutorial_offered: bool = False
    """The first start's offer of Learn to play has been made (scenes/tutorial/offer.py: it is made while there is
    no settings file, and answering it writes this one)."""

    @model_validator(mode="before")
    @classmethod
    def _from_the_old_switch(cls, data: Any) -> Any:
        """A settings file from before the volume had a Sound switch: on is 70 %, off is silence. A volume
        beside it wins; a switch that is no true/false is refused like any damaged value."""
        if isinstance(data, Mapping) and "sound" in data:
            data = dict(data)
            sound = data.pop("sound")
            if "volume" not in data:
                if not isinstance(sound, bool):
                    raise ValueError("sound: should be true or false")
                data["volume"] = 70 if sound else 0
        return data

    @property
    def sound(self) -> bool:
        """Is any sound played (the volume above 0)?"""
        return self.volume > 0

    def with_window_size(self, size: tuple[int, int]) -> Settings:
        return self.model_copy(update={"window_size": clamp_window_size(size)})


def load_settings(dirs: UserDirs) -> Settings:
    """The saved settings, or the defaults when there are none or the file is damaged (never a crash).

    A setting with a bad value falls back to its default alone: the others the player chose are kept.
    """
    return settings_from_file(read_settings_file(dirs))


def settings_from_file(file: SettingsFile) -> Settings:
    """The Settings model of a settings file already read; what is wrong with it goes to stderr in one line."""
    if file.data is None:
        if file.problem is not None:
            print(f"hustings: settings file {file.path} {file.problem}; using the defaults", file=sys.stderr)
        return Settings()
    settings, problems = settings_from(file.data)
    if problems:
        print(f"hustings: settings file {file.path}: {'; '.join(problems)}; the default is used for "
              f"{'that one' if len(problems) == 1 else 'those'}", file=sys.stderr)
    return settings.with_window_size(settings.window_size)


def settings_from(data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a decoded file, each known key checked on its own; the complaints about bad ones."""
    good: dict[str, Any] = {}
    problems: list[str] = []
    old_switch = [] if "volume" in data else ["sound"]  # the switch an old file may have instead of a volume
    for key in [*Settings.model_fields, *old_switch]:
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
