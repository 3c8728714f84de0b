"""Screenshots of the Dindex table at the moments worth looking at, for checking the layout by eye.

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 SDL_VIDEODRIVER=x11 SDL_FRAMEBUFFER_ACCELERATION=0 \\
        python tools/screenshots_dindex.py --out /tmp/dindex_shots --size 1280x720 --size 1920x1080

Without a display it falls back to SDL's dummy driver (same pixels, no window). Human decisions are taken
by the heuristic bot through the presenter. Shots: the coalition proposal, the ministries being given, a
partner's answer, the tasks, the secret stack, the open phase (a card held, its targets lit), the counter
window (the bots' last moves ringed), a card named in the log previewed beside it, the campaign (with the
end-of-term summary), a card's large preview, a crowded hand, a replay from the public view, the end.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

import game.dindex as dindex  # noqa: E402
from game.core.match import Match, SeatSpec  # noqa: E402
from scenes.engine.headless import make_context, mouse, pump, screenshot_main  # noqa: E402
from scenes.engine.logpanel import CardWord  # noqa: E402
from scenes.engine.privacy import PrivacyScreen  # noqa: E402
from scenes.tables.dindex.table import DindexTable, make_table  # noqa: E402

NAMES = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus"]


def setup(size: tuple[int, int], kinds: str, options: dict[str, Any], seed: int) -> tuple[Any, Any, DindexTable]:
    ctx, screen = make_context(size, "instant")
    seats = [SeatSpec(name=NAMES[i]) if k == "h" else SeatSpec(kind="bot", name=NAMES[i], level="heuristic")
             for i, k in enumerate(kinds)]
    table = make_table(ctx, Match(dindex.GAME.rules, options, seats, seed))
    ctx.stack.push(table)
    return ctx, screen, table


def step(ctx: Any, screen: Any, table: DindexTable, cond: Any = None) -> bool:
    pump(ctx, screen)
    if cond is not None and cond():
        return True
    if isinstance(ctx.stack.top, PrivacyScreen):
        pump(ctx, screen, [mouse("down", (5, 5)), mouse("up", (5, 5))])
        return False
    p = table.presenter
    if p is not None and p.asking is not None and not table.animating:
        m = table.match
        seat = p.asking
        p.act(seat, dindex.GAME.make_bot("heuristic").choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    return False


def run_until(ctx: Any, screen: Any, table: DindexTable, cond: Any, limit: int = 6000) -> bool:
    for _ in range(limit):
        if table.match.result() is not None and not cond():
            return False
        if step(ctx, screen, table, cond):
            return True
    return False


def save(screen: pygame.Surface, out: Path, name: str) -> None:
    path = out / f"dindex_{name}_{screen.get_width()}x{screen.get_height()}.png"
    pygame.image.save(screen, str(path))
    print(path)


def asked_in(t: DindexTable, phase: str) -> bool:
    return t.presenter is not None and t.presenter.asking == 0 and t.view.phase == phase


def shots(out: Path, size: tuple[int, int]) -> None:
    for phase in ("propose", "assign", "respond", "tasks", "secret_choose", "secret_play", "open_turn", "open_window",
                  "reposition", "campaign"):
        found = False
        for seed in range(1, 40):
            ctx, screen, t = setup(size, "hbbbb", {}, seed)
            if run_until(ctx, screen, t, lambda t=t, phase=phase: asked_in(t, phase), limit=3000):
                found = True
                break
        if not found:
            print("no shot of", phase)
            continue
        pump(ctx, screen)
        if phase == "propose":  # two partners picked, as by two clicks on their panels
            for s in sorted(t.panels)[1:3]:
                pump(ctx, screen, [mouse("down", t.panels[s].world_rect().center),
                                   mouse("up", t.panels[s].world_rect().center)])
        if phase == "open_turn":
            lit = [c for c in t.hand.cards() if c.lit]
            if lit:
                pump(ctx, screen, [mouse("down", lit[0].world_rect().center), mouse("up", lit[0].world_rect().center)])
        pump(ctx, screen, frames=2)
        save(screen, out, phase)
        if phase == "open_window":  # the pointer on a card named in the log: its large preview beside the log
            words = [n for n in t.log.walk() if isinstance(n, CardWord) and n.effectively_visible()
                     and n.preview is not None and n.preview.id.startswith("a")]
            if words:
                spot = words[-1].world_rect().center
                pump(ctx, screen, [mouse("move", spot)], frames=30)
                save(screen, out, "log_preview")
                pump(ctx, screen, [mouse("move", (2, 2))], frames=2)
        if phase == "open_turn" and t.hand.cards():  # the pointer rests on a hand card: its large preview
            card = t.hand.cards()[len(t.hand.cards()) // 2]
            pump(ctx, screen, [mouse("up", card.world_rect().center), mouse("move", card.world_rect().center)],
                 frames=30)
            save(screen, out, "card_preview")
            pump(ctx, screen, [mouse("move", (2, 2))], frames=2)
    # a crowded hand (ten cards, as after a few "draw 3" effects): each card's strip names it and its register
    ctx, screen, t = setup(size, "hbbbb", {}, 1)
    if run_until(ctx, screen, t, lambda: asked_in(t, "open_turn"), limit=3000):
        pump(ctx, screen, frames=2)
        t.sync(t.view.model_copy(update={"hand": tuple(range(10, 20))}))
        t.draw(screen)  # drawn at once: a frame's update would let the table show the real hand again
        save(screen, out, "hand_crowded")
    # the end, and a replay of it from the public view
    ctx, screen, t = setup(size, "hbbbb", {}, 5)
    run_until(ctx, screen, t, lambda: t.match.result() is not None and not t.animating, limit=20000)
    pump(ctx, screen, frames=2)
    save(screen, out, "end")
    replay = make_table(ctx, t.match, mode="replay", viewer=None)
    ctx.stack.push(replay)
    pump(ctx, screen, frames=2)
    save(screen, out, "replay_public")


if __name__ == "__main__":
    raise SystemExit(screenshot_main(shots, __doc__.splitlines()[0], "/tmp/dindex_shots"))
