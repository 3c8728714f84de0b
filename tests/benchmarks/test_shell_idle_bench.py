"""Idle shell frames: the main menu and the New-game screen with nothing happening, at 1280×720 and 1920×1080.

Run with: pytest -m benchmark --benchmark-enable tests/benchmarks/test_shell_idle_bench.py -s

An idle frame is the app loop's body (update, draw, flip) without the frame clock's sleep. Printed per screen:
the median and p99 milliseconds per frame, and per idle frame the number of `font.render` calls and of
`pygame.Surface` objects made by Python code. With the shared text cache both counts are 0: an idle menu
re-blits what it rendered on its first frame.

Measured on the 2-core dev machine (dummy video driver, medians of 300 frames, before and after run back to back
while other agents were busy, so the milliseconds are noisy; the counts are exact):

    screen      size       before (own text per frame)             after (shared Painter cache)
    main menu   1280x720   0.83 ms, 11 font.render, 0 surfaces     0.50 ms, 0 font.render, 0 surfaces
    main menu   1920x1080  1.43 ms, 11 font.render, 0 surfaces     0.94 ms, 0 font.render, 0 surfaces
    New game    1280x720   5.34 ms, 47 font.render, 3 surfaces     1.79 ms, 0 font.render, 0 surfaces
    New game    1920x1080 10.40 ms, 47 font.render, 3 surfaces     3.60 ms, 0 font.render, 0 surfaces
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.engine.scene import Scene
from scenes.shell.newgame import NewGame

FRAMES = 300
SIZES = ((1280, 720), (1920, 1080))


class RenderCounter:
    """Counts the font.render calls of every font the app's Fonts hands out (the shell's and the Painter's)."""

    def __init__(self) -> None:
        self.renders = 0
        self.surfaces = 0

    def font(self, real: pygame.font.Font) -> Any:
        counter = self

        class CountingFont:
            def render(self, *args: Any, **kwargs: Any) -> pygame.Surface:
                counter.renders += 1
                return real.render(*args, **kwargs)

            def __getattr__(self, name: str) -> Any:
                return getattr(real, name)

        return CountingFont()


def open_app(size: tuple[int, int]) -> App:
    app = App(["--size", f"{size[0]}x{size[1]}"])
    pygame.event.clear()
    return app


def counted(app: App, monkeypatch: pytest.MonkeyPatch) -> RenderCounter:
    counter = RenderCounter()
    fonts = app.ctx.fonts
    real_get = fonts.get
    monkeypatch.setattr(fonts, "get", lambda size, bold=False: counter.font(real_get(size, bold)))
    real_surface = pygame.Surface

    def surface(*args: Any, **kwargs: Any) -> pygame.Surface:
        counter.surfaces += 1
        return real_surface(*args, **kwargs)

    monkeypatch.setattr(pygame, "Surface", surface)
    return counter


def idle_frames(app: App, frames: int) -> list[float]:
    screen = pygame.display.get_surface()
    assert screen is not None
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.ctx.stack.update(1 / 60)
        app.ctx.stack.draw(screen)
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
    return times


def measure(monkeypatch: pytest.MonkeyPatch, name: str, open_screen: Callable[[App], Scene | None]) -> None:
    for size in SIZES:
        app = open_app(size)
        screen = open_screen(app)
        if screen is not None:
            app.ctx.stack.push(screen)
        idle_frames(app, 3)  # the first frames render and cache what the screen shows
        with monkeypatch.context() as patch:
            counter = counted(app, patch)
            times = idle_frames(app, FRAMES)
        app.close()
        ordered = sorted(times)
        median, p99 = statistics.median(times) * 1000, ordered[int(0.99 * (len(ordered) - 1))] * 1000
        print(f"\nidle {name} at {size[0]}x{size[1]} ({FRAMES} frames): median {median:.2f} ms, p99 {p99:.2f} ms; "
              f"per frame {counter.renders / FRAMES:.1f} font.render calls, "
              f"{counter.surfaces / FRAMES:.1f} new surfaces")


@pytest.mark.benchmark
def test_idle_main_menu_frame(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HUSTINGS_HOME", str(tmp_path))
    measure(monkeypatch, "main menu", lambda app: None)


@pytest.mark.benchmark
def test_idle_new_game_frame(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HUSTINGS_HOME", str(tmp_path))
    measure(monkeypatch, "New game", lambda app: NewGame(app.ctx))
