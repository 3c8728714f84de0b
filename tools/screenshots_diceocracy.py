"""Screenshots of the Diceocracy table at the moments worth looking at, for checking the layout by eye.

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 SDL_VIDEODRIVER=x11 SDL_FRAMEBUFFER_ACCELERATION=0 \\
        python tools/screenshots_diceocracy.py --out screenshots --size 1280x720 --size 1920x1080

Without a display it falls back to SDL's dummy driver (same pixels, no window). Human decisions are taken by
the heuristic bot through the presenter. Shots: set-up choices, solo take (a die dragged over the board),
the bag's turn mid-animation, a bag tie, the four-player table, a cancel question, the hot-seat hand-off,
a district scoring banner, the solo and the multiplayer results; four full seats at steps 4 and 5
(crowded_*); the others' last moves are ringed in every shot after a bot moved.
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

import game.diceocracy as dc  # noqa: E402
from game.core.match import Match, SeatSpec  # noqa: E402
from scenes.engine.headless import make_context, mouse, pump, screenshot_main  # noqa: E402
from scenes.engine.privacy import PrivacyScreen  # noqa: E402
from scenes.tables.diceocracy.table import DiceocracyTable  # noqa: E402

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def setup(size: tuple[int, int], kinds: str, mode: str, seed: int,
          speed: str = "instant") -> tuple[Any, Any, DiceocracyTable]:
    ctx, screen = make_context(size, speed)
    seats = [SeatSpec(name=NAMES[i]) if k == "h" else SeatSpec(kind="bot", name=NAMES[i], level="heuristic")
             for i, k in enumerate(kinds)]
    table = DiceocracyTable(ctx, Match(dc.GAME.rules, {"mode": mode}, seats, seed))
    ctx.stack.push(table)
    return ctx, screen, table


def step(ctx: Any, screen: Any, table: DiceocracyTable, cond: Any = None, privacy: bool = True) -> bool:
    """One frame; click through a hand-off; let the heuristic bot decide for an asked human.
    True when `cond` holds after the frame (then nothing is decided)."""
    pump(ctx, screen, dt=1 / 30)
    if cond is not None and cond():
        return True
    if isinstance(ctx.stack.top, PrivacyScreen):
        if privacy:
            pump(ctx, screen, [mouse("down", (5, 5)), mouse("up", (5, 5))])
        return False
    p = table.presenter
    if p is not None and p.asking is not None and not table.animating:
        m = table.match
        seat = p.asking
        p.act(seat, dc.GAME.make_bot("heuristic").choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    return False


def run_until(ctx: Any, screen: Any, table: DiceocracyTable, cond: Any, limit: int = 30000) -> bool:
    return any(step(ctx, screen, table, cond) for _ in range(limit))


def save(screen: pygame.Surface, out: Path, name: str) -> None:
    path = out / f"dice_{name}_{screen.get_width()}x{screen.get_height()}.png"
    pygame.image.save(screen, str(path))
    print(path)


def crowded_shots(out: Path, size: tuple[int, int]) -> None:
    """Four full seats (tests/scenes/tables/diceocracy/test_fits.py): step 4 with every choice, the marker's seats,
    the same step once the district action is skipped (the buttons keep their places), and step 5. The
    others' last moves are ringed in "four_players_take"."""
    from tests.scenes.tables.diceocracy.test_fits import crowded_match

    ctx, screen = make_context(size)
    t = DiceocracyTable(ctx, crowded_match("actions"))
    ctx.stack.push(t)
    pump(ctx, screen, frames=2)
    save(screen, out, "crowded_step4")
    t.prompt.button("Instead: give the first player marker").on_click()
    pump(ctx, screen, frames=2)
    save(screen, out, "crowded_marker_seats")
    t.close_group()
    skip = next((b for b in t.prompt.buttons if b.label == "Skip district action"), None)
    if skip is not None:
        skip.click()
        pump(ctx, screen, frames=2)
        save(screen, out, "crowded_step4_district_done")
    ctx, screen = make_context(size)
    t = DiceocracyTable(ctx, crowded_match("cards"))
    ctx.stack.push(t)
    pump(ctx, screen, frames=2)
    save(screen, out, "crowded_step5")


def shots(out: Path, size: tuple[int, int]) -> None:
    crowded_shots(out, size)
    # 1. set-up: the candidate tile, then the personality sides
    ctx, screen, t = setup(size, "h", "standard", seed=3)
    pump(ctx, screen, frames=2)
    save(screen, out, "setup_candidate")
    run_until(ctx, screen, t, lambda: t.view.phase == "personality")
    pump(ctx, screen)
    save(screen, out, "setup_personality")
    # 2. solo: a die dragged from a district over the board
    run_until(ctx, screen, t, lambda: t.view.phase == "take" and t.view.round >= 3 and t.asking == 0)
    pump(ctx, screen)
    die = next(n for k, n in t.spots.dice.items() if k[0] == "district" and n.draggable)
    start = die.world_rect().center
    goal = t.spots.slots[4].world_rect().center
    mid = ((start[0] + goal[0]) / 2, (start[1] + goal[1]) / 2)
    pump(ctx, screen, [mouse("down", start), mouse("move", (start[0] + 10, start[1])), mouse("move", mid)])
    save(screen, out, "solo_dragging")
    pump(ctx, screen, [mouse("move", goal), mouse("up", goal)], frames=3)
    run_until(ctx, screen, t, lambda: t.view.phase in ("actions", "resolve") and t.asking == 0)
    pump(ctx, screen)
    save(screen, out, "solo_actions")
    # 3. the bag's turn at normal speed, mid-animation
    ctx.services.settings.animation_speed = "normal"
    if run_until(ctx, screen, t, lambda: any(type(n).__name__ == "TokenNode" and n.visible for n in t.fx.children)):
        save(screen, out, "solo_bag_turn")
    ctx.services.settings.animation_speed = "instant"
    # 4. a bag tie: the player decides
    for seed in range(1, 30):
        ctx, screen, t = setup(size, "h", "standard", seed=seed)
        tie_or_end = lambda t=t: t.view.phase == "bag_tie" or t.match.result() is not None  # noqa: E731
        if run_until(ctx, screen, t, tie_or_end) and t.view.phase == "bag_tie":
            pump(ctx, screen)
            save(screen, out, "solo_bag_tie")
            break
    # 5. the solo district scoring and the result
    ctx.services.settings.animation_speed = "normal"
    if run_until(ctx, screen, t, lambda: any(n.visible and "Scoring" in getattr(n.children[0], "text", "")
                                             for n in t.fx.children if n.children)):
        pump(ctx, screen, frames=10)
        save(screen, out, "solo_scoring")
    ctx.services.settings.animation_speed = "instant"
    run_until(ctx, screen, t, lambda: t.match.result() is not None and not t.animating)
    pump(ctx, screen, frames=2)
    save(screen, out, "solo_result")
    # 6. four players, interactive: the table, then a cancel question
    ctx, screen, t = setup(size, "hbbb", "interactive", seed=7)
    run_until(ctx, screen, t, lambda: t.view.round >= 2 and t.asking == 0 and t.view.phase == "take")
    pump(ctx, screen)
    save(screen, out, "four_players_take")  # the three bots' moves since Anna's last one, ringed
    run_until(ctx, screen, t, lambda: t.view.round >= 4 and t.asking == 0 and t.view.phase == "actions")
    pump(ctx, screen)
    save(screen, out, "four_players")
    run_until(ctx, screen, t, lambda: t.match.result() is not None and not t.animating)
    pump(ctx, screen, frames=2)
    save(screen, out, "four_result")
    ctx, screen, t = setup(size, "hh", "spicy", seed=2)
    if run_until(ctx, screen, t, lambda: t.view.phase == "respond" and t.asking is not None):
        pump(ctx, screen)
        save(screen, out, "cancel_question")
    # 7. the hot-seat hand-off
    ctx, screen, t = setup(size, "hh", "standard", seed=5)
    run_until(ctx, screen, t, lambda: isinstance(ctx.stack.top, PrivacyScreen))
    pump(ctx, screen)
    save(screen, out, "privacy")


if __name__ == "__main__":
    raise SystemExit(screenshot_main(shots, __doc__.splitlines()[0], "screenshots"))
