"""The Rules screen while it scrolls: Dindex's full rules (the longest book), each frame a step of the wheel, at
1280×720 and 1920×1080, without a search and with one that marks thousands of hits ("e"); and the layout of the
whole book at a new width (once per window size).

Run with: pytest -m benchmark --benchmark-enable tests/benchmarks/test_shell_rules_bench.py -s

Measured on the 2-core dev machine (dummy video driver, other agents busy, so the milliseconds are noisy);
"before" is the first version, which measured every hit each frame by scanning every row of the book:

    1920x1080                       before                   after (a hit measured once, when it comes into view)
    scrolling, 4459 hits for "e"    153 ms (p95 275 ms)      3.4 to 7.8 ms (p95 4.3 to 12.4 ms)
    scrolling, no search            2.9 to 7.1 ms            the same
    1280x720, 4459 hits             —                        3.0 ms (p95 7.6 ms)
    layout of the whole book        31 to 64 ms at either size, once per window size (unchanged)
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.shell.rules_view import RulesScreen

FRAMES = 120
SIZES = ((1280, 720), (1920, 1080))


def scrolling_frames(app: App, screen: RulesScreen) -> list[float]:
    surface = pygame.display.get_surface()
    assert surface is not None
    times = []
    for _ in range(FRAMES):
        t0 = time.perf_counter()
        screen.view.wheel(-1)
        app.ctx.stack.update(1 / 60)
        app.ctx.stack.draw(surface)
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
        if screen.view.at_end():
            screen.view.scroll_to(0)
    return times


def report(label: str, times: list[float]) -> None:
    ordered = sorted(times)
    print(f"\n{label}: median {statistics.median(times) * 1000:.2f} ms, "
          f"p95 {ordered[int(0.95 * (len(ordered) - 1))] * 1000:.2f} ms")


@pytest.mark.benchmark
def test_rules_screen_scrolling_frame(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HUSTINGS_HOME", str(tmp_path))
    for w, h in SIZES:
        app = App(["--size", f"{w}x{h}"])
        screen = RulesScreen(app.ctx, game="dindex")
        app.ctx.stack.push(screen)
        app.frame()
        t0 = time.perf_counter()
        screen.view.rect = screen.view.rect.inflate(-2, 0)  # a new width: the whole book is laid out again
        screen.view.layout()
        print(f"\nlayout of the Dindex rules at {w}x{h}: {(time.perf_counter() - t0) * 1000:.1f} ms")
        screen.layout()
        report(f"scrolling at {w}x{h}, no search", scrolling_frames(app, screen))
        screen.find.value = "e"
        screen.search("e")
        report(f"scrolling at {w}x{h}, {len(screen.view.hits)} hits", scrolling_frames(app, screen))
        app.close()
