"""Drawing helpers and the surface cache behind every node.

Every surface that reaches the screen comes from `Painter.surface`, rendered once per (look, scale),
converted with `convert_alpha()` and kept in a bounded LRU cache; rotation, flip-squeeze and fades are
cached the same way, so a busy table redraws from ready-made surfaces.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

from game.core.names import printable
from scenes.engine.i18n import Translator
from scenes.engine.theme import Fonts, Palette

Color = tuple[int, int, int] | tuple[int, int, int, int]


def convert(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha() when a display exists (always in the app and the tests), else the surface as is."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


class SurfaceCache:
    """A bounded least-recently-used cache of rendered surfaces."""

    def __init__(self, limit: int = 1500) -> None:
        self.limit = limit
        self._items: OrderedDict[Any, pygame.Surface] = OrderedDict()
        self.misses = 0

    def get(self, key: Any, make: Callable[[], pygame.Surface | None]) -> pygame.Surface | None:
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
            return found
        if key in self._items:  # cached "nothing to draw"
            return None
        self.misses += 1
        made = make()
        surface = convert(made) if made is not None else None
        self._items[key] = surface  # type: ignore[assignment]
        if len(self._items) > self.limit:
            self._items.popitem(last=False)
        return surface

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


class Painter:
    """Fonts, palette, cache and the player's language: what a node needs to render its look."""

    def __init__(self, fonts: Fonts, palette: Palette, cache: SurfaceCache | None = None,
                 tr: Translator | None = None) -> None:
        self.fonts = fonts
        self.palette = palette
        self.cache = cache if cache is not None else SurfaceCache()
        self.tr = tr if tr is not None else Translator()
        """The app's translator (the AppContext keeps it its own `tr`): a node's own words go through it."""

    def text(
        self, text: str, size: float, color: Color, *, bold: bool = False, width: int | None = None,
        align: str = "left",
    ) -> pygame.Surface:
        """Rendered (and cached) text in pixels; `width` wraps at word boundaries."""
        key = ("text", text, int(size), color, bold, width, align)
        made = self.cache.get(key, lambda: self._render_text(text, int(size), color, bold, width, align))
        assert made is not None
        return made

    def _render_text(
        self, text: str, size: int, color: Color, bold: bool, width: int | None, align: str
    ) -> pygame.Surface:
        font = self.fonts.get(size, bold)
        lines: list[str] = []
        # pygame refuses NUL and lone surrogates: a damaged name is drawn with a placeholder, never a crash.
        for para in printable(text).split("\n"):
            if width is None:
                lines.append(para)
                continue
            line = ""
            for word in para.split(" "):
                trial = f"{line} {word}" if line else word
                if line and font.size(trial)[0] > width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        rendered = [font.render(line or " ", True, color) for line in lines]
        w = max(r.get_width() for r in rendered)
        if width is not None and align != "left":
            w = max(w, width)
        h = font.get_linesize() * len(rendered)
        out = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        for i, r in enumerate(rendered):
            x = 0 if align == "left" else (w - r.get_width()) // 2 if align == "center" else w - r.get_width()
            out.blit(r, (x, i * font.get_linesize()))
        return out

    def surface(self, node: Any, scale: float) -> pygame.Surface | None:
        look = node.look()
        if look is None:
            return None
        key = (look, round(scale, 3))
        return self.cache.get(key, lambda: node.paint(self, scale))

    def transformed(self, base: pygame.Surface, key: Any, angle: float, sx: float) -> pygame.Surface:
        """`base` squeezed horizontally to `sx` and rotated by `angle` degrees, cached."""
        angle = round(angle * 2) / 2
        sx = round(sx, 2)
        if not angle and sx >= 1.0:
            return base

        def make() -> pygame.Surface:
            surf = base
            if sx < 1.0:
                surf = pygame.transform.smoothscale(surf, (max(1, round(surf.get_width() * sx)), surf.get_height()))
            if angle:
                surf = pygame.transform.rotozoom(surf, angle, 1.0)
            return surf

        made = self.cache.get(("tf", key, angle, sx), make)
        assert made is not None
        return made


def rounded_box(
    size: tuple[int, int], fill: Color, *, radius: int, border: Color | None = None, width: int = 0,
    shadow: int = 0,
) -> pygame.Surface:
    """A rounded rectangle surface (optionally with a border and a soft drop shadow below-right)."""
    w, h = size
    surf = pygame.Surface((w + shadow, h + shadow), pygame.SRCALPHA)
    if shadow:
        pygame.draw.rect(surf, (0, 0, 0, 70), (shadow, shadow, w, h), border_radius=radius)
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=radius)
    if border is not None and width > 0:
        pygame.draw.rect(surf, border, (0, 0, w, h), width=width, border_radius=radius)
    return surf


def blit_center(dest: pygame.Surface, src: pygame.Surface, center: tuple[float, float]) -> None:
    dest.blit(src, src.get_rect(center=(round(center[0]), round(center[1]))))


def mix(a: Color, b: Color, t: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]
