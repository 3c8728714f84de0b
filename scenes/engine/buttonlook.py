"""One button look for the shell's Button and the tables' ButtonNode, so a button reads the same everywhere.

Colours come by kind (normal, primary, danger) from the theme; hovering lightens the fill; a disabled button
of any kind is one flat grey with dim ink; a lit button (a drop target) has a green edge; the focused one has
the keyboard focus ring. A label too wide for its button is drawn smaller, down to MIN_SHRINK of its size,
and only then shortened with an ellipsis.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.engine.focus import draw_focus_ring
from scenes.engine.render import Painter, mix, rounded_box
from scenes.engine.theme import BUTTON_DISABLED_FILL, BUTTON_DISABLED_INK, BUTTON_FILLS, BUTTON_INK

MIN_SHRINK = 0.6
TWO_LINE_SIZE = 0.85
"""A label too long for one line is set on two at this share of its size, when they fit the button."""
KINDS = tuple(BUTTON_FILLS)


@dataclass(frozen=True)
class ButtonLook:
    """Everything a button's picture depends on (hashable: it is the cache key)."""

    label: str
    size: tuple[int, int]
    """Pixels."""
    text_px: float
    """The label's font size in pixels."""
    scale: float
    kind: str = "normal"
    enabled: bool = True
    hovered: bool = False
    focused: bool = False
    lit: bool = False

    def __post_init__(self) -> None:
        if self.kind not in BUTTON_FILLS:
            raise ValueError(f"button kind {self.kind!r} is not one of {', '.join(KINDS)}")


def button_surface(painter: Painter, look: ButtonLook) -> pygame.Surface:
    """The button drawn once per look and kept in the painter's cache."""
    made = painter.cache.get(("button-look", look), lambda: paint_button(painter, look))
    assert made is not None
    return made


def paint_button(painter: Painter, look: ButtonLook) -> pygame.Surface:
    pal = painter.palette
    scale = look.scale
    if look.enabled:
        base = BUTTON_FILLS[look.kind]
        fill = mix(base, (255, 255, 255), 0.18) if look.hovered else base
        ink = BUTTON_INK[look.kind]
    else:
        fill, ink = BUTTON_DISABLED_FILL, BUTTON_DISABLED_INK
    w, h = max(1, look.size[0]), max(1, look.size[1])
    radius = round(8 * scale)
    edge = pal.highlight if look.lit else pal.panel_edge
    surf = rounded_box((w, h), fill, radius=radius, border=edge, width=max(1, round((3 if look.lit else 1.5) * scale)))
    if look.focused:
        draw_focus_ring(surf, surf.get_rect(), pal, scale, radius)
    text = _label(painter, look.label, look.text_px, ink, w - round(16 * scale), h - round(4 * scale))
    surf.blit(text, text.get_rect(center=(w / 2, h / 2)))
    return surf


def _label(painter: Painter, label: str, px: float, ink: tuple[int, int, int], room: int,
           height: int) -> pygame.Surface:
    text = painter.text(label, px, ink, bold=True)
    if text.get_width() <= room or not label:
        return text
    # a long label ("Undo: Anna lays 8♥ face down") keeps a readable size on two lines rather than shrinking
    # to a size nobody reads; only when two lines do not fit either does it shrink, then end in "…"
    slight = px * TWO_LINE_SIZE
    if px * room / text.get_width() < slight and " " in label:
        two = painter.text(label, slight, ink, bold=True, width=room, align="center")
        if two.get_height() <= height and two.get_width() <= room:
            return two
    smaller = max(px * MIN_SHRINK, px * room / text.get_width())
    text = painter.text(label, smaller, ink, bold=True)
    if text.get_width() <= room:
        return text
    font = painter.fonts.get(int(smaller), True)
    while label and font.size(label + "…")[0] > room:
        label = label[:-1]
    return painter.text(label + "…", smaller, ink, bold=True)
