"""`hustings --smoke`: start the real app, play a little of every game that has a table, quit; exit 0 or 1.

It proves that a build (or a checkout) really works on this machine: the window opens with the chosen SDL
video driver, the shipped fonts and art are found, the main menu draws, its screens open, and for each game in
`scenes.tables.TABLE_INFO` a match with bots in every seat is put on its table and played for a bounded number of
frames through the real frame loop (table, presenter, animations, end screen). The player's own files are
never touched: HUSTINGS_HOME points at a temporary folder for the run. It also hosts an online table on
127.0.0.1 and plays it to the end with two joined clients (game/online/hosting.py).

    hustings --smoke [--frames N] [--video-driver dummy] [--seed S] [--speed fast] [--all-variants]
                     [--realtime] [--startup-only]

By default the frame clock is unthrottled (each frame advances 1/60 s without waiting for it), so a CI run
is quick; `--realtime` keeps the app's own 60 fps clock. Output lines start with "smoke:"; the line
"smoke: first menu frame" is printed the moment the first frame is on screen, for start-up timing.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, NoReturn

FRAME_SECONDS = 1 / 60
# The main-menu screens the smoke run opens (Continue needs an autosave; Quit ends the run).
MENU_SCREENS = ("New game", "Load", "Replay", "History", "Rules", "Settings")
MENU_FRAMES = 3  # frames drawn on each menu screen: enough to lay out, animate in and draw it


class SmokeFailure(Exception):
    """Something the smoke test checks did not hold; the message says what."""


def say(text: str) -> None:
    print(f"smoke: {text}", flush=True)


class UsageError(Exception):
    """A bad --smoke command line: one line on stderr and exit status 2, without argparse's usage dump."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = _Parser(prog="hustings --smoke", description="Start, play a little, quit.")
    parser.add_argument("--frames", type=int, default=6000,
                        help="most frames to play per game; a game that ends sooner stops at its end screen "
                             "(default 6000)")
    parser.add_argument("--video-driver", help="SDL video driver, e.g. dummy, x11, wayland, windows, cocoa")
    parser.add_argument("--audio-driver", default="dummy", help="SDL audio driver (default dummy: silent)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--realtime", action="store_true", help="keep the app's 60 fps clock")
    parser.add_argument("--all-variants", action="store_true",
                        help="play every variant (modes, seat counts) of each game, not just its first")
    parser.add_argument("--startup-only", action="store_true",
                        help="quit right after the first menu frame (for start-up timing)")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default="fast",
                        help="animation speed setting for the games (default fast)")
    args = parser.parse_args(list(argv))
    if args.frames < 1:
        parser.error("--frames must be at least 1")
    return args


class FixedClock:
    """Stands in for pygame.time.Clock: every frame lasts one 60 fps tick (17 ms) and nobody waits for it."""

    def tick(self, framerate: float = 0) -> int:
        return round(FRAME_SECONDS * 1000)

    def get_fps(self) -> float:
        return 1 / FRAME_SECONDS


@contextmanager
def temporary_home() -> Iterator[str]:
    """HUSTINGS_HOME in a fresh temporary folder for the run, restored afterwards."""
    before = os.environ.get("HUSTINGS_HOME")
    with tempfile.TemporaryDirectory(prefix="hustings-smoke-") as home:
        os.environ["HUSTINGS_HOME"] = home
        try:
            yield home
        finally:
            if before is None:
                os.environ.pop("HUSTINGS_HOME", None)
            else:
                os.environ["HUSTINGS_HOME"] = before


@dataclass
class GameReport:
    game: str
    seats: list[str]
    seed: int
    actions: int = 0
    frames: int = 0
    over: bool = False
    top: str = ""
    notes: list[str] = field(default_factory=list)

    def line(self) -> str:
        ending = "game over" if self.over else "still running (frame budget reached)"
        return (f"{self.game}: {len(self.seats)} bots ({', '.join(self.seats)}), seed {self.seed}: "
                f"{self.actions} actions in {self.frames} frames, {ending}; top scene {self.top}")


# --- the app under test -----------------------------------------------------------------------------------------
def open_app() -> Any:
    from scenes.app import App

    # A fixed window: the temporary home has no settings, but never go fullscreen on a CI machine.
    return App(["--windowed", "--size", "1280x720"])


def frame(app: Any) -> None:
    before = app.frames
    app.frame()
    if not app.ctx.running:
        raise SmokeFailure("the app quit by itself")
    if app.frames != before + 1:
        raise SmokeFailure("a frame went by without being drawn" + crash_note(app))


def crash_note(app: Any) -> str:
    """The app's last-resort handler keeps the traceback in crash.log: CI must see it, so it is quoted."""
    log = app.dirs.crash_log
    return f"; the app logged:\n{log.read_text(encoding='utf-8', errors='replace')}" if log.is_file() else ""


def check_drawn() -> None:
    """The window shows something: a blank or one-colour frame means drawing failed quietly."""
    import pygame

    surface = pygame.display.get_surface()
    if surface is None:
        raise SmokeFailure("no window surface after the first frame")
    w, h = surface.get_size()
    colours = {tuple(surface.get_at((x * w // 17, y * h // 13))) for x in range(1, 17) for y in range(1, 13)}
    if len(colours) < 3:
        raise SmokeFailure(f"the first frame is nearly blank ({len(colours)} colour(s) sampled)")


def top_name(app: Any) -> str:
    top = app.ctx.stack.top
    return type(top).__name__ if top is not None else "none"


# --- the menu ---------------------------------------------------------------------------------------------------
def click(pos: tuple[int, int]) -> None:
    import pygame

    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        data: dict[str, Any] = {"pos": pos}
        if kind == pygame.MOUSEMOTION:
            data.update(rel=(0, 0), buttons=(0, 0, 0))
        else:
            data["button"] = 1
        pygame.event.post(pygame.event.Event(kind, data))


def tour_menu(app: Any) -> list[str]:
    """Open each main-menu screen with a real mouse click, draw it, and come back to the menu."""
    visited: list[str] = []
    menu = app.ctx.stack.top
    buttons = getattr(menu, "buttons", None)
    if not isinstance(buttons, dict):
        return visited
    for label in MENU_SCREENS:
        button = buttons.get(label)
        if button is None or not getattr(button, "enabled", True):
            continue
        click(button.rect.center)
        for _ in range(MENU_FRAMES):
            frame(app)
        opened = top_name(app)
        if app.ctx.stack.top is menu:
            raise SmokeFailure(f"clicking {label!r} on the main menu opened nothing")
        visited.append(f"{label} -> {opened}")
        app.services.to_menu()
        frame(app)
        menu = app.ctx.stack.top
        buttons = getattr(menu, "buttons", {})
    return visited


def in_german(app: Any) -> str:
    """Switch to German as Settings does, and prove the catalogs came along (in a frozen bundle too): the
    menu must say its words in German, then every menu screen opens again."""
    app.services.update_settings(language="de")
    frame(app)
    menu = app.ctx.stack.top
    label = getattr(getattr(menu, "buttons", {}).get("New game"), "text", None)
    if app.ctx.tr.language != "de" or label in (None, "New game"):
        raise SmokeFailure(f"German was chosen but the menu says {label!r}: the translations are missing")
    visited = tour_menu(app)
    return f"the menu says {label!r}; {len(visited)} screens opened in German"


# --- the games ---------------------------------------------------------------------------------------------------
def set_up_every_variant() -> list[str]:
    """Every registered game deals every variant: proves the card/tile/board data files are found (in a frozen
    bundle too), also for games that have no table yet."""
    from game.core.registry import games

    done = []
    for game_id, info in sorted(games().items()):
        for variant in info.variants:
            options = info.rules.parse_options(dict(variant.options))
            state = info.rules.new_game(options, variant.num_players, 1)
            info.rules.view(state, None)
        done.append(f"{game_id} ({len(info.variants)} variants)")
    return done


def replay(app: Any, factory: Any, match: Any) -> str:
    """The table in replay mode (the shell's replay viewer uses it so): the public view, stepped through the
    game from the start to where it stopped."""
    from game.core.match import Match

    record = match.record()
    scene = factory(app.ctx, Match.from_record(record, upto=0), mode="replay", viewer=None)
    app.ctx.stack.reset(scene)
    total = len(record.actions)
    positions = sorted({0, total // 3, 2 * total // 3, total})
    for upto in positions:
        scene.set_match(Match.from_record(record, upto=upto))
        for _ in range(MENU_FRAMES):
            frame(app)
    return f"replay (public view): positions {', '.join(map(str, positions))} of {total} drawn"


def play_one(app: Any, game_id: str, info: Any, variant: Any, frames: int, seed: int) -> GameReport:
    """Put a bots-only match of `variant` on the game's table and play it through the real frame loop until
    the end screen shows or `frames` have passed; then step through it in replay mode."""
    from game.core.match import Match, SeatSpec

    services = app.services
    levels = ["heuristic" if "heuristic" in info.bots else "random"] * variant.num_players
    seats = [SeatSpec(kind="bot", name=f"Bot {i + 1}", level=level) for i, level in enumerate(levels)]
    match = Match(info.rules, dict(variant.options), seats, seed)
    report = GameReport(game=f"{game_id} ({variant.label})", seats=levels, seed=seed)
    table = services.start_match(match)
    for _ in range(frames):
        frame(app)
        report.frames += 1
        if match.is_over and app.ctx.stack.top is not table:
            break  # the table has handed over to the end screen
    report.actions, report.over, report.top = len(match.actions), match.is_over, top_name(app)
    if match.is_over:
        if app.ctx.stack.top is table:
            raise SmokeFailure(f"{report.game}: the game ended but no end screen followed within the frames")
        for _ in range(MENU_FRAMES):  # draw the end screen a few times
            frame(app)
    if report.actions == 0:
        raise SmokeFailure(f"{report.game}: the bots took no action in {report.frames} frames")
    report.notes.append(replay(app, services.tables[game_id].make_table, match))
    services.to_menu()
    frame(app)
    return report


def play_games(app: Any, frames: int, seed: int, speed: str, all_variants: bool) -> list[GameReport]:
    services = app.services
    services.update_settings(animation_speed=speed)  # lands in the temporary home's settings
    reports: list[GameReport] = []
    for offset, (game_id, info) in enumerate(sorted(services.games().items())):
        if game_id not in services.tables:
            say(f"{game_id}: no table yet, skipped")
            continue
        for variant in info.variants if all_variants else info.variants[:1]:
            report = play_one(app, game_id, info, variant, frames, seed + offset)
            reports.append(report)
            say(report.line())
            for note in report.notes:
                say(f"  {note}")
    return reports


# --- the run ----------------------------------------------------------------------------------------------------
def run(args: argparse.Namespace) -> None:
    started = time.perf_counter()
    if args.video_driver:
        os.environ["SDL_VIDEODRIVER"] = args.video_driver
    if args.audio_driver:
        os.environ["SDL_AUDIODRIVER"] = args.audio_driver
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game import __version__

    frozen = "frozen bundle" if getattr(sys, "frozen", False) else "source"
    with temporary_home() as home:
        app = open_app()
        try:
            import pygame

            say(f"hustings {__version__} ({frozen}), pygame-ce {pygame.version.ver}, "
                f"SDL {'.'.join(map(str, pygame.get_sdl_version()))}, video driver {pygame.display.get_driver()}")
            if not args.realtime:
                app.clock = FixedClock()
            frame(app)
            say(f"first menu frame ({time.perf_counter() - started:.3f} s after the smoke run began): {top_name(app)}")
            check_drawn()
            if args.startup_only:
                say("start-up only: quitting after the first menu frame")
            else:
                say(f"rules set up: {', '.join(set_up_every_variant()) or 'no games registered'}")
                for step in tour_menu(app):
                    say(f"menu: {step}")
                reports = play_games(app, args.frames, args.seed, args.speed, args.all_variants)
                from game.online.hosting import play_loopback_table

                say(f"online: {play_loopback_table()}")
                say(f"German: {in_german(app)}")
                if not reports:
                    say("no game has a table yet: the menu was checked, no game played")
            app.ctx.quit()
        finally:
            app.close()
        kept = sorted(os.path.relpath(os.path.join(d, f), home) for d, _, fs in os.walk(home) for f in fs)
        say(f"player files written to the temporary HUSTINGS_HOME: {', '.join(kept) or 'none'}")
    say(f"ok in {time.perf_counter() - started:.1f} s")


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = parse_args(sys.argv[1:] if argv is None else argv)
    except UsageError as exc:
        print(f"hustings --smoke: error: {exc} (see: hustings --smoke --help)", file=sys.stderr)
        return 2
    try:
        run(args)
    except Exception as exc:  # noqa: BLE001 - any failure is reported and turned into exit status 1
        traceback.print_exc()
        print(f"smoke: FAILED: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
