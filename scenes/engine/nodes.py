"""Plain node kinds: text, panel, button and tooltip."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.engine.buttonlook import ButtonLook, paint_button
from scenes.engine.node import Node
from scenes.engine.render import Color, Painter, rounded_box


class TextNode(Node):
    """A label. `width` (design units) wraps it; the node's height follows the text."""

    def __init__(
        self, text: str = "", *, size: float = 16, color: Color | None = None, bold: bool = False,
        width: float | None = None, align: str = "left", **kw: Any,
    ) -> None:
        super().__init__(**kw)
        self._text = text
        self.size = size
        self.color = color
        self.bold = bold
        self.wrap = width
        self.align = align
        self._measured: tuple[float, float] | None = None

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        if value != self._text:
            self._text = value
            self._measured = None
            self.mark_dirty()

    def set_size(self, size: float) -> None:
        """Another font size (design units); the text is measured and drawn anew."""
        if size != self.size:
            self.size = size
            self._measured = None
            self.mark_dirty()

    def measure(self, painter: Painter) -> tuple[float, float]:
        """Size in design units (rendered at scale 1)."""
        surf = painter.text(self._text, self.size, (0, 0, 0), bold=self.bold,
                            width=int(self.wrap) if self.wrap else None, align=self.align)
        return surf.get_width(), surf.get_height()

    def look(self) -> Any:
        return ("text", self._text, self.size, self.color, self.bold, self.wrap, self.align) if self._text else None

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        color = self.color or painter.palette.text
        width = int(self.wrap * scale) if self.wrap else None
        return painter.text(self._text, self.size * scale, color, bold=self.bold, width=width, align=self.align)


class PanelNode(Node):
    """A rounded, bordered background; an optional accent stripe marks whose area it is."""

    def __init__(
        self, *, fill: Color | None = None, border: Color | None = None, radius: float = 10,
        stripe: Color | None = None, **kw: Any,
    ) -> None:
        super().__init__(**kw)
        self.fill = fill
        self.border = border
        self.radius = radius
        self.stripe = stripe

    def look(self) -> Any:
        return ("panel", self.w, self.h, self.fill, self.border, self.radius, self.stripe, self.lit, self.focused)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        size = (max(1, round(self.w * scale)), max(1, round(self.h * scale)))
        fill = self.fill or (*pal.panel, 215)
        border = pal.focus if self.focused else pal.highlight if self.lit else (self.border or pal.panel_edge)
        width = max(1, round((4 if self.focused else 3 if self.lit else 1.5) * scale))
        surf = rounded_box(size, fill, radius=round(self.radius * scale), border=border, width=width)
        if self.stripe is not None:
            pygame.draw.rect(surf, self.stripe, (0, 0, max(2, round(6 * scale)), size[1]),
                             border_top_left_radius=round(self.radius * scale),
                             border_bottom_left_radius=round(self.radius * scale))
        return surf


class ButtonNode(Node):
    """A clickable button; Enter/Space activate it when focused, `hotkey` from anywhere on the table."""

    hoverable = True

    def __init__(
        self, label: str, on_click: Callable[[], None] | None = None, *, size: float = 16,
        hotkey: int | None = None, enabled: bool = True, kind: str = "normal", **kw: Any,
    ) -> None:
        kw.setdefault("w", 140)
        kw.setdefault("h", 36)
        super().__init__(**kw)
        self._label = label
        self.on_click = on_click
        self.font_size = size
        self.hotkey = hotkey
        self._enabled = enabled
        self.kind = kind  # "normal" | "primary" | "danger"
        self.focusable = True

    label = property(lambda s: s._label, lambda s, v: s._set("_label", v))
    enabled = property(lambda s: s._enabled, lambda s, v: s._set("_enabled", bool(v)))

    def click(self) -> None:
        if self._enabled and self.on_click is not None:
            self.on_click()

    def look(self) -> Any:
        return ("button", self._label, self.w, self.h, self.font_size, self._enabled, self.hovered,
                self.focused, self.kind, self.lit)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        # the same picture as the shell's Button (scenes.engine.buttonlook), so a table's button reads as one
        size = (max(1, round(self.w * scale)), max(1, round(self.h * scale)))
        return paint_button(painter, ButtonLook(self._label, size, self.font_size * scale, scale, self.kind,
                                                self._enabled, self.hovered, self.focused, self.lit))


class TooltipNode(Node):
    """The floating explanation the stage shows next to the pointer."""

    def __init__(self, text: str = "", **kw: Any) -> None:
        super().__init__(**kw)
        self.text = text

    def look(self) -> Any:
        return ("tooltip", self.text) if self.text else None

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        text = painter.text(self.text, 14 * scale, pal.text, width=round(320 * scale))
        pad = round(8 * scale)
        # opaque: the cards and words under a tooltip must not show through its own words
        surf = rounded_box((text.get_width() + 2 * pad, text.get_height() + 2 * pad), (18, 20, 26, 255),
                           radius=round(6 * scale), border=pal.accent, width=max(1, round(scale)))
        surf.blit(text, (pad, pad))
        return surf


class ImageNode(Node):
    """An arbitrary surface made by a function (art drawn by code, or an SVG/PNG from assets/)."""

    def __init__(self, key: Any, make: Callable[[Painter, float], pygame.Surface], **kw: Any) -> None:
        super().__init__(**kw)
        self.key = key
        self.make = make

    def look(self) -> Any:
        return ("image", self.key, self.w, self.h)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        return self.make(painter, scale)
