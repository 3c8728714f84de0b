"""Screenshots of a hot-seat evening (issue 10), for checking by eye: a pass screen with its reason, its "while
you were away" news and a take-back, the public Dindex counter window, the DēmoS veto question and a round
result kept on the table.

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 SDL_VIDEODRIVER=x11 SDL_FRAMEBUFFER_ACCELERATION=0 \\
        python tools/screenshots_hotseat.py --out /tmp/hotseat_shots --size 1280x720 --size 1920x1080

Without a display it falls back to SDL's dummy driver (same pixels, no window). People's decisions are taken
by the heuristic bot, as in tests/scenes/tables/common/test_hotseat.py.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.demos.state import CastVeto  # noqa: E402
from scenes.engine.headless import pump, screenshot_main  # noqa: E402
from scenes.engine.privacy import PrivacyScreen  # noqa: E402
from tests.scenes.tables.common.test_hotseat import Evening  # noqa: E402
from tests.scenes.tables.demos.test_hotseat import veto_table  # noqa: E402
from tests.scenes.tables.dindex.test_counter import window_table  # noqa: E402


def save(screen: pygame.Surface, out: Path, name: str, size: tuple[int, int]) -> None:
    path = out / f"{name}_{size[0]}x{size[1]}.png"
    pygame.image.save(screen, str(path))
    print(path)


def pass_screen_with_news(out: Path, size: tuple[int, int]) -> None:
    """The first hand-off after DēmoS's first show-down (that person was away for it), then the result kept
    on the table; and a Diceocracy pass screen offering a take-back."""
    evening = Evening("demos", "hbhb", {"mode": "full"}, 5, size=size)
    news = result = False
    for _ in range(6000):
        pump(evening.ctx, evening.screen)
        top = evening.ctx.stack.top
        if not news and isinstance(top, PrivacyScreen) and any("show-down" in line for line in top.away):
            save(evening.screen, out, "pass_screen_news", size)
            news = True
        if news and not result and evening.ctx.stack.top is evening.table and evening.table.headlines.visible:
            save(evening.screen, out, "result_kept_on_the_table", size)
            result = True
        if news and result:
            break
        evening.respond()
    evening = Evening("diceocracy", "hhbb", {}, 5, size=size)
    for _ in range(3000):
        pump(evening.ctx, evening.screen)
        top = evening.ctx.stack.top
        if isinstance(top, PrivacyScreen) and top.take_back is not None:
            save(evening.screen, out, "pass_screen_take_back", size)
            return
        evening.respond()


def counter_window(out: Path, size: tuple[int, int]) -> None:
    from scenes.engine.headless import make_context

    ctx, screen = make_context(size)
    table = window_table(ctx, "hhbb", ben_holds_counter=True)
    for _ in range(6):
        pump(ctx, screen)
    save(screen, out, "counter_window_public", size)
    table.call_banner.button("Ben:").click()
    pump(ctx, screen, frames=2)
    save(screen, out, "counter_window_caller_pass_screen", size)


def veto_question(out: Path, size: tuple[int, int]) -> None:
    from scenes.engine.headless import make_context

    ctx, screen = make_context(size)
    table = veto_table(ctx, "hbbb", {}, team=0)
    pump(ctx, screen, frames=3)
    table.act(CastVeto())
    pump(ctx, screen)
    save(screen, out, "veto_question", size)


def shots(out: Path, size: tuple[int, int]) -> None:
    counter_window(out, size)
    pygame.quit()
    veto_question(out, size)
    pygame.quit()
    pass_screen_with_news(out, size)


if __name__ == "__main__":
    raise SystemExit(screenshot_main(shots, __doc__ or "", "hotseat_shots"))
