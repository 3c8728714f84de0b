"""Board pieces: a die with drawn pips, a tile, a token or meeple, and a track of numbered spaces."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.engine.node import Node
from scenes.engine.render import Color, Painter, rounded_box

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


class DieNode(Node):
    """A six-sided die. `letter` marks its colour in words too (colour-blind safe)."""

    hoverable = True

    def __init__(self, value: int = 1, *, color: Color = (240, 240, 235), pip: Color = (20, 20, 20),
                 letter: str = "", **kw: Any) -> None:
        kw.setdefault("w", 44)
        kw.setdefault("h", 44)
        super().__init__(**kw)
        self._value = value
        self.color = color
        self.pip = pip
        self.letter = letter
        self.focusable = True

    @property
    def value(self) -> int:
        return self._value

    @value.setter
    def value(self, v: int) -> None:
        self._set("_value", max(1, min(6, int(v))))

    def look(self) -> Any:
        return ("die", self._value, self.color, self.pip, self.letter, self.w, self.lit, self.selected, self.focused)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        size = max(4, round(self.w * scale))
        ring = (pal.accent if self.selected else pal.highlight if self.lit
                else (255, 255, 255) if self.focused else (60, 60, 60))
        surf = rounded_box((size, size), self.color, radius=round(size * 0.18), border=ring,
                           width=max(1, round((4 if ring != (60, 60, 60) else 1.5) * scale)))
        r = max(2, round(size * 0.09))
        for fx, fy in PIPS[self._value]:
            pygame.draw.circle(surf, self.pip, (round(fx * size), round(fy * size)), r)
        if self.letter:
            t = painter.text(self.letter, 10 * scale, self.pip, bold=True)
            surf.blit(t, (size - t.get_width() - round(3 * scale), size - t.get_height()))
        return surf


class TileNode(Node):
    """A square or oblong tile with a label and a symbol."""

    hoverable = True

    def __init__(self, label: str = "", *, symbol: str = "", color: Color = (200, 190, 160), **kw: Any) -> None:
        kw.setdefault("w", 80)
        kw.setdefault("h", 80)
        super().__init__(**kw)
        self.label = label
        self.symbol = symbol
        self.color = color
        self.focusable = True

    def look(self) -> Any:
        return ("tile", self.label, self.symbol, self.color, self.w, self.h, self.lit, self.focused)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        w, h = round(self.w * scale), round(self.h * scale)
        border = pal.highlight if self.lit else (255, 255, 255) if self.focused else (40, 40, 40)
        surf = rounded_box((w, h), self.color, radius=round(6 * scale), border=border,
                           width=max(1, round((4 if self.lit or self.focused else 1.5) * scale)))
        if self.symbol:
            s = painter.text(self.symbol, 28 * scale, (20, 20, 20), bold=True)
            surf.blit(s, s.get_rect(center=(w / 2, h * 0.42)))
        if self.label:
            t = painter.text(self.label, 11 * scale, (20, 20, 20), width=w - round(6 * scale), align="center")
            surf.blit(t, t.get_rect(midbottom=(w / 2, h - round(3 * scale))))
        return surf


class TokenNode(Node):
    """A disc or meeple in a player's colour, always carrying a letter (colour is never the only cue)."""

    hoverable = True

    def __init__(self, letter: str = "", *, color: Color = (200, 60, 60), shape: str = "disc", **kw: Any) -> None:
        kw.setdefault("w", 30)
        kw.setdefault("h", 30)
        super().__init__(**kw)
        self.letter = letter
        self.color = color
        self.shape = shape

    def look(self) -> Any:
        return ("token", self.letter, self.color, self.shape, self.w, self.h, self.lit)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        w, h = max(4, round(self.w * scale)), max(4, round(self.h * scale))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        edge = painter.palette.highlight if self.lit else (20, 20, 20)
        if self.shape == "meeple":
            pts = [(0.5, 0.0), (0.68, 0.1), (0.68, 0.3), (1.0, 0.45), (0.92, 0.58), (0.7, 0.52), (0.86, 1.0),
                   (0.58, 1.0), (0.5, 0.75), (0.42, 1.0), (0.14, 1.0), (0.3, 0.52), (0.08, 0.58), (0.0, 0.45),
                   (0.32, 0.3), (0.32, 0.1)]
            poly = [(px * (w - 1), py * (h - 1)) for px, py in pts]
            pygame.draw.polygon(surf, self.color, poly)
            pygame.draw.polygon(surf, edge, poly, width=max(1, round(1.5 * scale)))
        else:
            pygame.draw.circle(surf, self.color, (w / 2, h / 2), min(w, h) / 2 - 1)
            pygame.draw.circle(surf, edge, (w / 2, h / 2), min(w, h) / 2 - 1, width=max(1, round(2 * scale)))
        if self.letter:
            lum = 0.3 * self.color[0] + 0.59 * self.color[1] + 0.11 * self.color[2]
            ink = (0, 0, 0) if lum > 140 else (255, 255, 255)  # the letter stays readable on any token colour
            t = painter.text(self.letter, min(self.w, self.h) * 0.5 * scale, ink, bold=True)
            surf.blit(t, t.get_rect(center=(w / 2, h * (0.62 if self.shape == "meeple" else 0.5))))
        return surf


class TrackNode(Node):
    """A row of numbered spaces (a score track, the Democracy Index); tokens sit on `space_pos(i)`."""

    def __init__(self, spaces: int, *, first: int = 0, labels: dict[int, str] | None = None,
                 marked: dict[int, Color] | None = None, **kw: Any) -> None:
        kw.setdefault("h", 34)
        super().__init__(**kw)
        self.spaces = spaces
        self.first = first
        self.labels = labels or {}
        self.marked = marked or {}

    def cell(self) -> float:
        return self.w / max(1, self.spaces)

    def space_pos(self, i: int) -> tuple[float, float]:
        """Centre of space i (0-based) in the track's parent coordinates."""
        return self.x + (i + 0.5) * self.cell(), self.y + self.h / 2

    def look(self) -> Any:
        return ("track", self.spaces, self.first, tuple(sorted(self.labels.items())),
                tuple(sorted(self.marked.items())), self.w, self.h)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        w, h = round(self.w * scale), round(self.h * scale)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        cell = w / max(1, self.spaces)
        for i in range(self.spaces):
            rect = pygame.Rect(round(i * cell), 0, round((i + 1) * cell) - round(i * cell), h)
            pygame.draw.rect(surf, self.marked.get(i, (232, 226, 206)), rect)
            pygame.draw.rect(surf, (40, 40, 40), rect, width=max(1, round(scale)))
            t = painter.text(self.labels.get(i, str(self.first + i)), 10 * scale, (30, 30, 30))
            surf.blit(t, t.get_rect(midtop=(rect.centerx, round(2 * scale))))
        return surf
