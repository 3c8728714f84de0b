"""The shell's side of the table/shell contract (scenes.engine.services.Services), plus the navigation every
shell screen uses: start a match at its table, back to the menu, the user's folders, settings and history."""

from __future__ import annotations

import importlib
import importlib.util
import sys
import traceback
import weakref
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from assets import asset_path
from scenes.engine.context import AppContext
from scenes.engine.i18n import error_words
from scenes.engine.scene import Scene
from scenes.shell.base import Backdrop
from scenes.shell.userdirs import SettingsFile, UserDirs, read_settings_file

# The rules core, the tables and every pydantic model (the Settings model too) are imported on first use,
# not here: the main menu's first frame needs none of them, and start-up time is something players feel.
if TYPE_CHECKING:
    from collections.abc import Callable

    from game.core.match import Match
    from game.core.registry import GameInfo
    from scenes.shell.history import History
    from scenes.shell.storage import Settings
    from scenes.tables.common.columnwords import ColumnWords
    from scenes.tables.common.tableinfo import TableInfo


class TableError(RuntimeError):
    """A game's table failed to open; the shell shows the message and stays where it was."""


def installed_tables() -> Mapping[str, TableInfo]:
    """scenes.tables.TABLE_INFO when the tables are installed; a broken table package is reported, not fatal."""
    if importlib.util.find_spec("scenes.tables") is None:
        return {}
    try:
        return dict(importlib.import_module("scenes.tables").TABLE_INFO)
    except Exception:  # noqa: BLE001 - the menu must still open so the player can read rules, load, etc.
        print("hustings: the game tables could not be loaded:", file=sys.stderr)
        traceback.print_exc()
        return {}


class ShellServices:
    def __init__(self, ctx: AppContext, dirs: UserDirs | None = None, settings: Settings | SettingsFile | None = None,
                 tables: Mapping[str, TableInfo] | None = None) -> None:
        """`settings` is the model, or the settings file as read (validated on first use), or None: the
        player's file is then read on first use."""
        self.ctx = ctx
        self.dirs = dirs or UserDirs.from_env()
        self._settings: Settings | None = None
        self._settings_file: SettingsFile | None = None
        if isinstance(settings, SettingsFile):
            self._settings_file = settings
        else:
            self._settings = settings
        self._tables = tables
        self._games_reported = False
        self._history: History | None = None
        self.backdrop = Backdrop()
        self._finished: weakref.WeakSet[Match] = weakref.WeakSet()
        self._autosave_owner: weakref.ref[Match] | None = None
        """The match the autosave file holds (None: not one being played in this app, e.g. at start)."""
        self.on_settings_changed: list[Any] = []
        self._icons: dict[int, pygame.Surface] = {}
        self._online: Any = None
        self.online_listen = "0.0.0.0"
        """Where a hosted game's server listens: every network, so friends can reach it (tests: loopback)."""

    def open_reference(self, game: str, view: object) -> None:
        """F1 at a table: the quick reference, linked to the full rules' section about `view`'s position (the
        game's TableInfo says which; `view` is what that game's own table showed)."""
        from scenes.shell.rules_view import open_rules  # the rules viewer loads when first asked for

        info = self.tables.get(game)
        choose = info.rules_section if info is not None else None
        open_rules(self.ctx, game, choose(view) if choose is not None else None, quick=True)

    def icon(self, size: int) -> pygame.Surface:
        """The app icon at `size` pixels (drawn from the shipped PNG, smooth-scaled once per size)."""
        img = self._icons.get(size)
        if img is None:
            img = pygame.transform.smoothscale(pygame.image.load(asset_path("icons", "hustings.png")), (size, size))
            img = img.convert_alpha() if pygame.display.get_surface() is not None else img
            self._icons[size] = img
        return img

    @property
    def history(self) -> History:
        if self._history is None:
            from scenes.shell.history import History

            self._history = History(self.dirs.history)
        return self._history

    # -- settings ------------------------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        """The Settings model; built from the settings file the first time it is asked for (in the app: right
        after the first frame, see App.settle_after_first_frame)."""
        if self._settings is None:
            from scenes.shell.storage import settings_from_file

            self._settings = settings_from_file(self._settings_file or read_settings_file(self.dirs))
            self._settings_file = None
        return self._settings

    def update_settings(self, **changes: Any) -> Settings:
        """Validate, keep and persist a change (the file is rewritten at once so a crash loses nothing)."""
        from scenes.shell.storage import Settings, save_settings

        self._settings = Settings.model_validate({**self.settings.model_dump(), **changes})
        save_settings(self.dirs, self._settings)
        for listener in self.on_settings_changed:
            listener(self._settings)
        return self._settings

    # -- games and tables ----------------------------------------------------------------------------------
    @property
    def tables(self) -> Mapping[str, TableInfo]:
        if self._tables is None:
            self._tables = installed_tables()
        return self._tables

    def games(self) -> Mapping[str, GameInfo]:
        """The registered games; a broken game package is reported once and the others still offered."""
        from game.core import registry

        if not self._games_reported:
            self._games_reported = True
            for package, error in registry.load_errors().items():
                print(f"hustings: {package} could not be loaded: {error}", file=sys.stderr)
        return registry.games()

    def has_table(self, game_id: str) -> bool:
        return game_id in self.tables

    def code_words(self, game_id: str) -> Callable[[str], str] | None:
        """The game's names for its own codes in results (its TableInfo's), or None."""
        info = self.tables.get(game_id)
        return info.code_words if info is not None else None

    def column_words(self, game_id: str) -> ColumnWords | None:
        """The game's words for its Result columns (its TableInfo's), or None."""
        info = self.tables.get(game_id)
        return info.column_words if info is not None else None

    def losers_placed(self, game_id: str) -> bool:
        """Whether the game's result screen places its losers too (its TableInfo's; True for a game unknown)."""
        info = self.tables.get(game_id)
        return info.losers_placed if info is not None else True

    def setup_fields(self, game_id: str, values: dict[str, Any], names: list[str]) -> Any:
        """The game's own new-game form fields (its TableInfo's), or None: then the generic form."""
        info = self.tables.get(game_id)
        make = info.setup_fields if info is not None else None
        return make(values, names) if make is not None else None

    def start_match(self, match: Match) -> Scene:
        """Put `match` on its table (the stack becomes just the table; the menu is rebuilt on the way out)."""
        factory = self.tables[match.rules.game_id].make_table
        try:
            table = factory(self.ctx, match, mode="play")
        except Exception as exc:  # noqa: BLE001 - a broken table must not take the whole app down
            traceback.print_exc()
            raise TableError(self.ctx.tr("The {game} table could not open: {problem}", game=match.rules.title,
                                         problem=error_words(self.ctx.tr, exc))) from exc
        self.autosave(match)
        self.ctx.stack.reset(table)
        return table

    def play_saved(self, path: Path) -> str | None:
        """Load a save (or the autosave) onto its table; on failure return the reason and change nothing."""
        from game.core.match import LoadError, Match

        tr = self.ctx.tr
        try:
            match = Match.load(path)
        except LoadError as exc:
            return error_words(tr, exc)
        autosaved = path == self.dirs.autosave
        kept_apart = path.parent == self.dirs.unfinished
        if match.is_over:
            if autosaved or kept_apart:  # a game whose ending was cut short by a kill: finish recording it
                if autosaved:
                    self._autosave_owner = weakref.ref(match)
                self.record_finished(match)
                if kept_apart:
                    path.unlink(missing_ok=True)
                return tr("That game had already ended: it is in the history now, and Replay steps through it.")
            return tr("{file} is a finished game: open it with Replay to step through it.", file=path.name)
        if not self.has_table(match.rules.game_id):
            return tr("{game} cannot be played here yet (its table is coming); it can be replayed.",
                      game=match.rules.title)
        if autosaved:
            self._autosave_owner = weakref.ref(match)  # resuming the autosave's own game keeps it in place
        try:
            self.start_match(match)
        except TableError as exc:
            return str(exc)
        if kept_apart and self._autosaved() is match:
            path.unlink(missing_ok=True)  # it is the autosave's game now: one file per unfinished game
        return None

    def to_menu(self) -> None:
        from scenes.shell.menu import MainMenu

        self.ctx.stack.reset(MainMenu(self.ctx))

    # -- the Services contract -----------------------------------------------------------------------------
    def autosave(self, match: Match) -> None:
        """Keep `match` in the autosave. The autosave belongs to one game: when another game is saved there
        (a new game, a loaded one), the unfinished game it held is moved to its own file first, so starting
        a game never loses one (issue 31: New game silently deleted two and a half terms of Dindex)."""
        if match in self._finished or match.is_over:
            return  # a finished game is in the history; Continue must not resume it
        try:
            if self._autosaved() is not match:
                self.park_autosave()  # refused (OSError): the other game's file stays, and is not claimed
            self._autosave_owner = weakref.ref(match)  # the slot is this game's, even if a write fails
            match.save(self.dirs.autosave)
        except OSError as exc:
            print(f"hustings: autosave failed: {exc}", file=sys.stderr)

    def _autosaved(self) -> Match | None:
        """The match whose game the autosave file holds, when it is one this app is playing."""
        owner = self._autosave_owner
        return owner() if owner is not None else None

    def park_autosave(self) -> Path | None:
        """Move the autosave's game to its own file among the unfinished games (None when there is none)."""
        source = self.dirs.autosave
        if not source.is_file():
            return None
        from datetime import datetime

        from game.core.match import LoadError, read_record

        folder = self.dirs.unfinished
        folder.mkdir(parents=True, exist_ok=True)
        try:  # the list shows the file's name: the game's title and when it was last played
            game = read_record(source).game
            title = next((g.title for g in self.games().values() if g.id == game), game)
        except LoadError:
            title = self.ctx.tr("Damaged autosave")  # kept all the same: Load says what is wrong with it
        stamp = datetime.fromtimestamp(source.stat().st_mtime)
        base = f"{title} {stamp:%Y-%m-%d %H.%M}"
        target, n = folder / f"{base}.json", 2
        while target.exists():  # two games of one title left in the same minute: keep both
            target, n = folder / f"{base} ({n}).json", n + 1
        source.replace(target)
        self._autosave_owner = None
        return target

    def unfinished_games(self) -> list[Path]:
        """The unfinished games kept apart from the autosave, newest first."""
        folder = self.dirs.unfinished
        if not folder.is_dir():
            return []
        files = [p for p in folder.glob("*.json") if p.is_file()]
        return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)

    def continue_path(self) -> Path | None:
        """What Continue resumes: the autosave, else the newest of the other unfinished games."""
        if self.dirs.autosave.is_file():
            return self.dirs.autosave
        kept = self.unfinished_games()
        return kept[0] if kept else None

    def has_autosave(self) -> bool:
        return self.continue_path() is not None

    def open_pause(self, table: Scene, match: Any) -> None:
        from game.online.remote import RemoteMatch

        if isinstance(match, RemoteMatch):  # the game lives on the host's server: nothing to save or load here
            from scenes.shell.online_pause import OnlinePause

            self.ctx.stack.push(OnlinePause(self.ctx, table, match))
            return
        from scenes.shell.pause import PauseMenu

        self.ctx.stack.push(PauseMenu(self.ctx, table, match))

    def open_chat(self, table: Scene) -> None:
        """/ at a table: one line to everybody at it (the table's driver says when there is nobody to tell)."""
        from scenes.shell.online_pause import ChatDialog

        self.ctx.stack.push(ChatDialog(self.ctx, table))

    @property
    def online(self) -> Any:
        """Online play (scenes/shell/online_play.py), set up on first use: the server this app hosts, and the
        seat it plays through."""
        if self._online is None:
            from scenes.shell.online_play import OnlinePlay

            self._online = OnlinePlay(self.ctx, self.dirs.data / "server", listen=self.online_listen)
        return self._online

    def close(self) -> None:
        """The app is closing: leave any online table and stop the hosted server."""
        if self._online is not None:
            self._online.close()

    def game_finished(self, match: Match) -> None:
        """Record the game once (a table may tell us twice), drop the autosave, show the end screen."""
        from scenes.shell.endscreen import EndScreen

        if match not in self._finished:
            self._finished.add(match)
            self.record_finished(match)
            if self._online is not None and self._online.link is not None:
                self.update_settings(last_online=None)  # an online game that ended: nothing to rejoin
        if not any(isinstance(s, EndScreen) and s.match is match for s in self.ctx.stack):
            self.ctx.stack.push(EndScreen(self.ctx, match))

    def record_finished(self, match: Match) -> Path | None:
        """Keep the finished game for replay, add it to the history, drop the autosave; safe to repeat.

        The autosave is first overwritten with the finished game, so a kill at any later step leaves no
        autosave that Continue could resume one move before the end; recording the same game again adds
        no second history entry and no second replay file.
        """
        from datetime import UTC, datetime

        from scenes.shell.history import entry_for, game_key

        result = match.result()
        if result is None:
            return None
        try:
            if self._autosaved() is match:  # never another game's autosave
                match.save(self.dirs.autosave)
        except OSError as exc:
            print(f"hustings: could not mark the autosave as finished: {exc}", file=sys.stderr)
        stamp = datetime.now(UTC)
        key = game_key(match.record())
        kept = sorted(self.dirs.finished.glob(f"*-{key}.json")) if self.dirs.finished.is_dir() else []
        record_path: Path | None = kept[0] if kept else (
            self.dirs.finished / f"{stamp:%Y%m%d-%H%M%S-%f}-{match.rules.game_id}-{key}.json")
        if not kept:
            try:
                match.save(record_path)  # type: ignore[arg-type]
            except OSError as exc:
                print(f"hustings: could not keep the finished game for replay: {exc}", file=sys.stderr)
                record_path = None
        try:
            self.history.add(entry_for(match, result, stamp, record_path))
        except OSError as exc:
            print(f"hustings: could not write the history: {exc}", file=sys.stderr)
        try:
            if self._autosaved() is match:
                self.dirs.autosave.unlink(missing_ok=True)
                self._autosave_owner = None
        except OSError as exc:  # a folder in its place, say: the game is recorded all the same
            print(f"hustings: could not remove the autosave: {exc}", file=sys.stderr)
        return record_path
