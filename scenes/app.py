"""The Hustings window and its frame loop: `hustings` with no subcommand lands here (scenes.cli).

One App owns the window, the AppContext and the shell's services; each frame it routes events to the scene
stack, advances it by the clock's delta and draws it, capped at 60 frames per second. F11 toggles fullscreen
anywhere. `--frames N` runs the real loop for N frames and exits 0, for tests and CI.

An error no screen expected never shows a player a traceback: the frame loop writes it to crash.log in the
player's data folder, goes back to the menu and says so in words; the autosave (written after every move)
is left alone, so Continue resumes the game. Only an error that keeps coming back ends the app.
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from assets import asset_path  # noqa: E402
from scenes.engine.context import AppContext  # noqa: E402
from scenes.engine.i18n import LANGUAGES, load_language, system_language  # noqa: E402
from scenes.engine.scene import SceneStack  # noqa: E402
from scenes.shell.services import ShellServices  # noqa: E402
from scenes.shell.userdirs import DEFAULT_WINDOW_SIZE, UserDirs, read_settings_file  # noqa: E402

# Before the first frame the app reads only the plain settings file (scenes.shell.userdirs); the Settings
# model and pydantic come after it (settle_after_first_frame), and the rules core and the tables on first use.
if TYPE_CHECKING:
    from scenes.shell.storage import Settings
    from scenes.tables.common.tableinfo import TableInfo

TITLE = "Hustings"
FPS = 60
MAX_DT = 0.1  # a long stall (window dragged, machine asleep) must not fast-forward animations
MAX_FAILURES_IN_A_ROW = 3  # the menu itself failing again and again: stop rather than loop on errors
MAX_CRASH_LOG_BYTES = 1024 * 1024


class UsageError(Exception):
    """A bad command line: reported as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x720") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"{text} is outside 320x240 … 7680x4320")
    return w, h


def _frames(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return n


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = _Parser(prog="hustings", description="Open the Hustings card table.",
                     epilog="Also: hustings simulate --help (bot games without a window), hustings --version, "
                            "hustings --smoke (start, play a little, quit).")
    parser.add_argument("--size", type=_size, help="window size, e.g. 1920x1080 (default: last used)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--frames", type=_frames, help="run N frames, then exit 0 (tests, CI)")
    parser.add_argument("--lang", choices=sorted(LANGUAGES),
                        help="the app's language this time (default: as chosen in Settings, else the system's)")
    return parser.parse_args(list(argv))


class App:
    def __init__(self, argv: Sequence[str] = (), tables: Mapping[str, TableInfo] | None = None,
                 dirs: UserDirs | None = None) -> None:
        self.options = parse_args(argv)
        self.dirs = dirs or UserDirs.from_env()
        self.dirs.remove_leftovers()
        settings_file = read_settings_file(self.dirs)
        # Display and fonts only: a table that plays sound starts the mixer itself when sound is on, so a
        # machine without an audio device opens the menu silently.
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(TITLE)
        pygame.display.set_icon(pygame.image.load(asset_path("icons", "hustings.png")))
        # The window as the file asks for it when it is written as the app writes it; otherwise the
        # defaults, until the Settings model has read the file (settle_after_first_frame).
        self.windowed_size: tuple[int, int] = self.options.size or settings_file.window_size or DEFAULT_WINDOW_SIZE
        self.screen = self._open(self._fullscreen_wanted(bool(settings_file.fullscreen)))
        self.ctx = AppContext(stack=SceneStack(), size=self.screen.get_size())
        self.chosen_language = settings_file.language
        """The language the settings ask for (None: the system's), as last seen: only a change of it is a new
        language, so another setting changed (the lobby remembering its seat) keeps what --lang chose."""
        self.use_language(self.options.lang or settings_file.language or system_language())
        self.services = ShellServices(self.ctx, self.dirs, settings_file, tables)
        self.services.on_settings_changed.append(self._settings_changed)
        self.ctx.services = self.services
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.settled = False
        self.failures_in_a_row = 0
        self.exit_status = 0
        from scenes.shell.menu import MainMenu

        self.ctx.stack.push(MainMenu(self.ctx))

    # -- window --------------------------------------------------------------------------------------------
    def _fullscreen_wanted(self, saved: bool) -> bool:
        return (saved or self.options.fullscreen) and not self.options.windowed

    def settle_after_first_frame(self) -> None:
        """Once the first frame is on screen, before the second handles any event: build the Settings model
        (it reports a bad file on stderr) and follow it where the quick read before the first frame could not
        (a size written as "1600", say)."""
        self.settled = True
        settings = self.services.settings
        if self.options.size is None and settings.window_size != self.windowed_size:
            self.windowed_size = settings.window_size
            if not self.fullscreen:
                self._resized(self.windowed_size)
        if self._fullscreen_wanted(settings.fullscreen) != self.fullscreen:
            self.toggle_fullscreen()

    def _open(self, fullscreen: bool) -> pygame.Surface:
        self.fullscreen = fullscreen
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def _resized(self, size: tuple[int, int]) -> None:
        surface = pygame.display.get_surface()
        if surface is None or surface.get_size() != size:
            # Some drivers (and synthetic test events) do not resize the surface themselves.
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.screen = surface
        if not self.fullscreen:
            self.windowed_size = size
        self.ctx.size = surface.get_size()
        self.ctx.stack.resized(self.ctx.size)

    def toggle_fullscreen(self) -> None:
        self.screen = self._open(not self.fullscreen)
        self.ctx.size = self.screen.get_size()
        self.ctx.stack.resized(self.ctx.size)
        if self.services.settings.fullscreen != self.fullscreen:
            self.services.update_settings(fullscreen=self.fullscreen)

    def _settings_changed(self, settings: Settings) -> None:
        if settings.fullscreen != self.fullscreen:
            self.toggle_fullscreen()
        if settings.language == self.chosen_language:
            return
        self.chosen_language = settings.language
        language = settings.language or system_language()
        if language != self.ctx.tr.language:
            self.use_language(language)
            self.ctx.stack.language_changed()

    # -- language ------------------------------------------------------------------------------------------
    def use_language(self, language: str) -> None:
        """Speak `language` from now on; a catalog that cannot be read is said on stderr (its part shows
        English), never fatal."""
        loaded = load_language(language)
        for problem in loaded.problems:
            print(f"hustings: {problem}", file=sys.stderr)
        self.ctx.tr = loaded.translator

    # -- the loop ------------------------------------------------------------------------------------------
    def process(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.ctx.quit()
        elif event.type == pygame.VIDEORESIZE:
            if not self.fullscreen:
                self._resized((event.w, event.h))
        elif event.type == pygame.WINDOWSIZECHANGED:
            surface = pygame.display.get_surface()
            if surface is not None and surface.get_size() != self.ctx.size:
                self._resized(surface.get_size())
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            self.ctx.stack.handle(event)

    def frame(self) -> None:
        """One frame of the loop; an unexpected error is logged and the player told (see the module notes)."""
        try:
            self._frame()
        except Exception as exc:  # noqa: BLE001 - the last resort: whatever broke, the player sees words
            self._recover(exc)
        else:
            self.failures_in_a_row = 0

    def _frame(self) -> None:
        if self.frames and not self.settled:
            self.settle_after_first_frame()
        for event in pygame.event.get():
            self.process(event)
            if not self.ctx.running:
                return
        dt = min(MAX_DT, self.clock.tick(FPS) / 1000)
        self.ctx.stack.update(dt)
        if not self.ctx.stack.top:
            self.ctx.quit()
            return
        self.ctx.stack.draw(self.screen)
        pygame.display.flip()
        self.frames += 1

    def run(self) -> int:
        limit = self.options.frames
        while self.ctx.running and (limit is None or self.frames < limit):
            self.frame()
        return self.exit_status

    def _recover(self, exc: Exception) -> None:
        self.failures_in_a_row += 1
        log = log_crash(self.dirs.crash_log, exc)
        where = f"the details are in {log}" if log is not None else "the details could not be written down"
        if self.failures_in_a_row >= MAX_FAILURES_IN_A_ROW:
            print(f"hustings: stopped after an error in {self.failures_in_a_row} frames in a row; "
                  f"{where}. Your game was autosaved: Continue resumes it.", file=sys.stderr)
            self.exit_status = 1
            self.ctx.quit()
            return
        print(f"hustings: an unexpected error ({one_line(exc)}) sent the app back to the menu; {where}",
              file=sys.stderr)
        from scenes.shell.base import MessageBox

        try:
            self.services.to_menu()
            tr = self.ctx.tr
            said = [tr("Hustings ran into a problem it did not expect and went back to the menu.")]
            if self.services.has_autosave():
                said.append(tr("Continue resumes your game from its last move."))
            if log is not None:
                said.append(tr("What happened was written to {file}.", file=log))
            self.ctx.stack.push(MessageBox(self.ctx, tr("Something went wrong"), " ".join(said)))
        except Exception as again:  # noqa: BLE001 - even the menu fails: the next frame counts it
            log_crash(self.dirs.crash_log, again)

    def close(self) -> None:
        self.services.close()
        settings = self.services.settings.with_window_size(self.windowed_size)
        if settings != self.services.settings:
            from scenes.shell.storage import save_settings

            save_settings(self.dirs, settings)
        pygame.quit()


def one_line(exc: BaseException, limit: int = 160) -> str:
    """`ZeroDivisionError: division by zero`, on one line and not too long, for stderr."""
    text = " ".join(f"{type(exc).__name__}: {exc}".split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def log_crash(path: Path, exc: BaseException) -> Path | None:
    """Append the error and its traceback to `path` (the previous log kept as .1 once it grows large)."""
    from datetime import datetime  # only when something went wrong: not on the way to the first frame

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file() and path.stat().st_size > MAX_CRASH_LOG_BYTES:
            path.replace(path.with_name(path.name + ".1"))
        with path.open("a", encoding="utf-8", errors="replace") as fh:
            fh.write(f"--- {datetime.now().isoformat(timespec='seconds')}\n")
            fh.write("".join(traceback.format_exception(exc)))
        return path
    except OSError:
        return None


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        app = App(args)
    except UsageError as exc:
        print(f"hustings: {exc} (see: hustings --help)", file=sys.stderr)
        return 2
    try:
        return app.run()
    finally:
        app.close()


if __name__ == "__main__":
    raise SystemExit(main())
