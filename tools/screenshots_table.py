"""Screenshots of the DēmoS table at the moments worth looking at, for checking the layout by eye.

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 SDL_VIDEODRIVER=x11 SDL_FRAMEBUFFER_ACCELERATION=0 \\
        python tools/screenshots_table.py --out screenshots --size 1280x720 --size 1920x1080

Without a display it falls back to SDL's dummy driver (same pixels, no window). Human decisions are taken by
the heuristic bot through the presenter; the media shot drags the media card with synthetic mouse events.
Shots: table mid-round, privacy hand-off, show-down, team game, media phase (dragging, then the suit
picker), final ranking.
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

import game.demos as demos  # noqa: E402
from game.core.match import Match, SeatSpec  # noqa: E402
from scenes.engine.headless import make_context, mouse, pump, screenshot_main  # noqa: E402
from scenes.engine.nodes import TextNode  # noqa: E402
from scenes.engine.privacy import PrivacyScreen  # noqa: E402
from scenes.tables.demos.table import DemosTable  # noqa: E402

NAMES = ["Anna", "Ben", "Cleo", "Dan", "Eve"]


def setup(size: tuple[int, int], kinds: str, options: dict[str, Any], seed: int,
          speed: str = "instant") -> tuple[Any, Any, DemosTable]:
    ctx, screen = make_context(size, speed)
    seats = [SeatSpec(name=NAMES[i]) if k == "h" else SeatSpec(kind="bot", name=NAMES[i], level="heuristic")
             for i, k in enumerate(kinds)]
    table = DemosTable(ctx, Match(demos.GAME.rules, options, seats, seed))
    ctx.stack.push(table)
    return ctx, screen, table


def step(ctx: Any, screen: Any, table: DemosTable, cond: Any = None) -> bool:
    """One frame; click through a hand-off screen; let the heuristic bot decide for an asked human.
    True when `cond` holds after the frame (then nothing is decided)."""
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
        p.act(seat, demos.GAME.make_bot("heuristic").choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
        return False
    return False


def run_until(ctx: Any, screen: Any, table: DemosTable, cond: Any, limit: int = 20000) -> bool:
    return any(step(ctx, screen, table, cond) for _ in range(limit))


def save(screen: pygame.Surface, out: Path, name: str) -> None:
    path = out / f"{name}_{screen.get_width()}x{screen.get_height()}.png"
    pygame.image.save(screen, str(path))
    print(path)


def shots(out: Path, size: tuple[int, int]) -> None:
    # 1. mid-round: the human takes a card after the secret discard, hovering one
    ctx, screen, t = setup(size, "hbbb", {"mode": "full"}, seed=7)
    run_until(ctx, screen, t, lambda: t.match.view(None).round >= 2 and t.presenter.asking == 0
              and t.view.phase == "secret_take")
    pump(ctx, screen)
    card = t.hand.cards()[1]
    pump(ctx, screen, [mouse("move", card.world_rect().center)], frames=40)  # the tooltip waits for a resting pointer
    save(screen, out, "table_mid_round")
    # 2. the privacy hand-off between two humans
    ctx, screen, t = setup(size, "hhb", {"mode": "full"}, seed=3)
    pump(ctx, screen, frames=2)
    save(screen, out, "privacy")
    # 3. the show-down banner (animations at normal speed)
    ctx, screen, t = setup(size, "hbbbb", {"mode": "full"}, seed=12)
    ctx.services.settings.animation_speed = "normal"
    def showdown_banner() -> bool:
        return any(n.visible and n.children and isinstance(n.children[0], TextNode)
                   and "Show-down" in n.children[0].text for n in t.fx.children)

    found = run_until(ctx, screen, t, showdown_banner)
    if found:
        pump(ctx, screen, frames=30)
        save(screen, out, "showdown")
    # 4. a team game (2 v 2 + 1) with the veto question or a figure to place
    ctx, screen, t = setup(size, "hhbbb", {"teams": "2v2+1"}, seed=2)
    run_until(ctx, screen, t, lambda: t.view.phase in ("veto", "assign_figure") and t.presenter.asking in (0, 1))
    pump(ctx, screen)
    save(screen, out, "team_decision")
    # 5. the media phase: drag the media card over a face-down figure, then the suit picker
    ctx, screen, t = setup(size, "hhhhh", {"teams": "2v2+1", "round_limit": 6}, seed=4)
    if run_until(ctx, screen, t, lambda: t.view.phase == "media" and t.presenter.asking is not None):
        pump(ctx, screen)
        own = t.seat_nodes[t.viewer].figures
        media = next((n for n in own.values() if n.draggable), None)
        if media is not None:
            start = media.world_rect().center
            targets = t.drops.targets(media)
            goal = next(iter(targets)).world_rect().center if targets else (start[0], start[1] - 200)
            mid = ((start[0] + goal[0]) / 2, (start[1] + goal[1]) / 2)
            pump(ctx, screen, [mouse("down", start), mouse("move", (start[0] + 10, start[1])), mouse("move", mid)])
            save(screen, out, "media_dragging")
            pump(ctx, screen, [mouse("move", goal), mouse("up", goal)])
            save(screen, out, "media_suit_picker")
    # 6. the final ranking
    run_until(ctx, screen, t, lambda: t.match.result() is not None and not t.animating)
    pump(ctx, screen, frames=2)
    save(screen, out, "final_ranking")


if __name__ == "__main__":
    raise SystemExit(screenshot_main(shots, __doc__.splitlines()[0], "screenshots"))
