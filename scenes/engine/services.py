"""The contract between the game tables (scenes/tables) and the app shell (scenes/shell).

The shell implements `Services` and puts it on `AppContext.services`; a table only ever talks to the shell
through these members, so tables and shell can change independently.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from game.core.match import Match
    from scenes.engine.scene import Scene

AnimationSpeed = Literal["slow", "normal", "fast", "instant"]


class TableSettings(Protocol):
    """The settings a table reads (the shell's Settings model has these fields and more)."""

    animation_speed: AnimationSpeed
    volume: int
    """0–100 per cent; 0 plays no sound at all."""


class Services(Protocol):
    @property
    def settings(self) -> TableSettings: ...

    def autosave(self, match: Match) -> None:
        """Called by a table after every applied action, so Continue resumes after a crash or a quit."""

    def open_pause(self, table: Scene, match: Match) -> None:
        """Esc at the table: the shell pushes its pause menu (resume, save, load, seats, rules, quit)."""

    def game_finished(self, match: Match) -> None:
        """The match has a result: the shell records history and shows the end screen."""

    def open_reference(self, game: str, view: object) -> None:
        """F1 at a table: the shell opens `game`'s quick reference, linked to the full rules' section about
        the position `view` shows (the shell keeps the rulebooks; `game`'s TableInfo.rules_section, given
        this view of its own table, names the section; a table only asks)."""


class TableFactory(Protocol):
    """How the shell builds a table for a game (registered in scenes.tables.TABLES by game id).

    mode "play": interactive; humans act through the table, bots act off the frame loop.
    mode "replay": read-only, shows `match` from `viewer`'s seat (None = public view); the replay viewer
    calls `set_match` on the returned scene to step through a game.
    `driver`: in play mode, what decides the seats instead of a local presenter (online: the remote one).
    """

    def __call__(
        self, ctx: object, match: Any, *, mode: Literal["play", "replay"] = "play", viewer: int | None = None,
        driver: Any = None,
    ) -> Scene: ...
