"""Screenshots of the app shell's screens, for looking at them (not committed).

Run under a virtual X server at the sizes to check:

    xvfb-run -s "-screen 0 1920x1080x24" /work/venv/bin/python tools/screenshots_shell.py --out screenshots

It starts the real App on a throw-away HUSTINGS_HOME, plays a bot game of the first playable title to the
end (for the history and end screen), saves one mid-game, and writes menu, new-game, settings, load,
replay list, rules, history, pause, end and replay screens as PNGs for each size. Games without a table yet
are shown on the replay viewer's stand-in (their view in words), so the pause and end screens have
something behind them.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")  # otherwise each flip costs 15-20 ms under Xvfb

import pygame  # noqa: E402

from game.core.bots import RandomBot  # noqa: E402
from game.core.match import Match, SeatSpec  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.shell.endscreen import EndScreen  # noqa: E402
from scenes.shell.pause import PauseMenu  # noqa: E402
from scenes.shell.replay import ViewText  # noqa: E402
from scenes.shell.services import installed_tables  # noqa: E402

NAMES = ("Anna", "Bernd", "Chiara", "Dũng", "Efua", "Fritz", "Gül")


def play(app: App, game_id: str, seats: int, stop_after: int | None = None) -> Match:
    info = app.services.games()[game_id]
    specs = [SeatSpec(kind="human", name=NAMES[0])] + [
        SeatSpec(kind="bot", name=f"{NAMES[i]}", level="random") for i in range(1, seats)]
    match = Match(info.rules, {}, specs, seed=7)
    bot = RandomBot()
    while not match.is_over and (stop_after is None or len(match.actions) < stop_after):
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    return match


def shoot(app: App, out: Path, name: str, frames: int = 3) -> None:
    for _ in range(frames):
        app.frame()
    w, h = app.ctx.size
    path = out / f"{name}-{w}x{h}.png"
    pygame.image.save(app.screen, path)
    print("wrote", path)


def run(size: tuple[int, int], out: Path, game_id: str) -> None:
    tables = installed_tables() or {}
    if game_id not in tables:
        tables = {**tables, game_id: ViewText}  # stand-in so the set-up form and pause have a table
    app = App(["--size", f"{size[0]}x{size[1]}", "--windowed"], tables=tables)
    info = app.services.games()[game_id]
    seats = min(max(info.min_players, 4), info.max_players)
    finished = play(app, game_id, seats)
    app.services.record_finished(finished)
    play(app, game_id, seats, stop_after=12).save(app.dirs.saves / "Friday evening.json")
    (app.dirs.saves / "broken.json").write_text("{ not json", encoding="utf-8")
    menu = app.ctx.stack.top
    shoot(app, out, "01-menu")
    menu.new_game()
    shoot(app, out, "02-newgame")
    app.ctx.stack.pop()
    for i, (opener, name) in enumerate(((menu.settings, "settings"), (menu.load, "load"), (menu.replay, "replay-list"),
                                        (menu.rules, "rules"), (menu.history, "history")), start=3):
        opener()
        shoot(app, out, f"{i:02d}-{name}")
        app.ctx.stack.pop()
    table = tables[game_id](app.ctx, play(app, game_id, seats, stop_after=20), mode="play")
    app.ctx.stack.push(table)
    app.ctx.stack.push(PauseMenu(app.ctx, table, table.match if hasattr(table, "match") else finished))
    shoot(app, out, "08-pause")
    app.services.to_menu()
    app.ctx.stack.push(tables[game_id](app.ctx, finished, mode="play"))
    app.ctx.stack.push(EndScreen(app.ctx, finished))
    shoot(app, out, "09-end")
    app.ctx.stack.top.show_table()
    shoot(app, out, "09-end-table")
    app.ctx.stack.top.show_results()
    app.ctx.stack.top.replay()
    app.ctx.stack.top.go(len(finished.actions) // 2)
    shoot(app, out, "10-replay")
    app.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument("--sizes", default="1280x720,1920x1080")
    parser.add_argument("--game", default="demos")
    args = parser.parse_args()
    if "DISPLAY" not in os.environ and os.environ.get("SDL_VIDEODRIVER") != "dummy":
        print("run me under xvfb-run (see the docstring), or set SDL_VIDEODRIVER=dummy", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ["HUSTINGS_HOME"] = tempfile.mkdtemp(prefix="hustings-shots-")
    for text in args.sizes.split(","):
        w, h = (int(v) for v in text.split("x"))
        run((w, h), args.out, args.game)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
