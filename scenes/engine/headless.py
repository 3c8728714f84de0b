"""A stand-in for the shell's Services and a frame pump, for tests, benchmarks and the screenshot tool.

The real Services come from scenes.shell; this one keeps what the table asked of it so tests can check it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from scenes.engine.context import AppContext
from scenes.engine.i18n import load_language
from scenes.engine.scene import SceneStack


@dataclass
class HeadlessSettings:
    animation_speed: str = "instant"
    volume: int = 0
    """Silent unless a test turns it up (it then usually puts a recording player on ctx.sound)."""


@dataclass
class HeadlessServices:
    settings: HeadlessSettings = field(default_factory=HeadlessSettings)
    autosaves: int = 0
    pauses: int = 0
    finished: list[Any] = field(default_factory=list)
    references: list[tuple[str, object]] = field(default_factory=list)

    def autosave(self, match: Any) -> None:
        self.autosaves += 1

    def open_pause(self, table: Any, match: Any) -> None:
        self.pauses += 1

    def game_finished(self, match: Any) -> None:
        self.finished.append(match)

    def open_reference(self, game: str, view: object) -> None:
        self.references.append((game, view))


def make_context(size: tuple[int, int] = (1280, 720), speed: str = "instant",
                 language: str = "en") -> tuple[AppContext, pygame.Surface]:
    """Open a (dummy or real) window of `size` and an AppContext with headless services, speaking `language`
    (its catalogs must read cleanly: a test wants to know)."""
    pygame.init()
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    loaded = load_language(language)
    if loaded.problems:
        raise ValueError("; ".join(loaded.problems))
    ctx = AppContext(stack=SceneStack(), size=size, services=HeadlessServices(HeadlessSettings(speed)),
                     tr=loaded.translator)
    return ctx, screen


def pump(ctx: AppContext, screen: pygame.Surface, events: Iterable[pygame.event.Event] = (), frames: int = 1,
         dt: float = 1 / 60) -> None:
    """Run the app loop's body: events to the top scene, update, draw. Resize events re-lay out."""
    for event in events:
        if event.type == pygame.VIDEORESIZE:
            ctx.size = event.size
            ctx.stack.resized(event.size)
            continue
        ctx.stack.handle(event)
    for _ in range(frames):
        ctx.stack.update(dt)
        ctx.stack.draw(screen)


def mouse(kind: str, pos: tuple[float, float], button: int = 1) -> pygame.event.Event:
    """A synthetic mouse event ("down", "up", "move") at a window position."""
    p = (round(pos[0]), round(pos[1]))
    if kind == "down":
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=button)
    if kind == "up":
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=button)
    return pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))


def drag_events(start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> list[pygame.event.Event]:
    """Press at `start`, move in steps to `end`, release: a drag-and-drop as the mouse would do it."""
    out = [mouse("down", start)]
    for i in range(1, steps + 1):
        t = i / steps
        out.append(mouse("move", (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)))
    out.append(mouse("up", end))
    return out


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def screenshot_main(shots: Callable[[Path, tuple[int, int]], None], description: str,
                    default_out: str = "screenshots") -> int:
    """The command line every table's screenshot tool shares: `--out DIR`, `--size WxH` (repeatable)."""
    import argparse

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", default=default_out)
    parser.add_argument("--size", action="append", default=[])
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for text in args.size or ["1280x720"]:
        w, h = (int(v) for v in text.split("x"))
        shots(out, (w, h))
        pygame.quit()
    return 0
