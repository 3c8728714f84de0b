"""How a Diceocracy die face is drawn, so its number reads at every size the table uses (down to the
mini-boards' dice at 1280×720) and its colour reads without colour vision.

The face is split in three parts that never share a pixel:
- a margin all round, where the state rings go (lit, picked, keyboard focus, printed's dashed frame);
- a label band along the bottom, in a darker shade of the die's colour, carrying the colour's letter in
  white (and, on the front board, the arrow of the slot the follower stands on);
- the pip field above the band. Its pips are placed in the field's own width and height, six as three
  columns of two, so they keep apart even where the field is wider than it is high.

Pure geometry (`face_layout`, `pip_centres`) plus `paint_face`, which the die node calls; tests read the
geometry and render every value to check the pips stay distinct.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.engine.render import Color, Painter

SMALLEST_DIE = 24.0
"""The smallest die the table draws, in design units (the other seats' mini-boards); 1280×720 is scale 1."""
PIP: Color = (20, 20, 20)
LETTER: Color = (255, 255, 255)
OUTLINE: Color = (40, 40, 40)
RING_EDGE: Color = (52, 48, 44)
"""The dark line inside a coloured ring, so the ring shows on a die of its own colour too."""

# where the pips of each value sit in the pip field, as fractions of its width and height
PIP_SPOTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.0, 0.0), (1.0, 1.0)),
    3: ((0.0, 0.0), (0.5, 0.5), (1.0, 1.0)),
    4: ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)),
    5: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)),
    6: ((0.0, 0.0), (0.5, 0.0), (1.0, 0.0), (0.0, 1.0), (0.5, 1.0), (1.0, 1.0)),
}
"""0 and 1 are the field's inner edges (a pip's radius and a pixel in from its border)."""


@dataclass(frozen=True)
class FaceLayout:
    size: int
    margin: int
    """The ring margin: a state ring is drawn here and nowhere else."""
    pips: pygame.Rect
    """The pip field."""
    band: pygame.Rect
    """The label band (colour letter, slot arrow)."""
    radius: int
    """A pip's radius."""


def face_layout(size: int) -> FaceLayout:
    """Where the margin, pip field and band lie on a die of `size` pixels."""
    margin = max(3, round(size * 0.1))
    inner = size - 2 * margin
    band_h = max(6, round(inner * 0.3))
    band = pygame.Rect(margin, size - margin - band_h, inner, band_h)
    field = pygame.Rect(margin, margin, inner, band.top - margin)  # pips keep a pixel clear of its edges
    radius = max(2, round(min(field.w, field.h) * 0.14))
    return FaceLayout(size, margin, field, band, radius)


def pip_centres(value: int, layout: FaceLayout) -> list[tuple[int, int]]:
    """The centres of a `value` face's pips in pixels, each at least a radius and a pixel inside the field."""
    f, pad = layout.pips, layout.radius + 1
    span_x, span_y = f.w - 2 * pad, f.h - 2 * pad
    return [(round(f.x + pad + fx * span_x), round(f.y + pad + fy * span_y)) for fx, fy in PIP_SPOTS[value]]


def shade(color: Color, factor: float) -> Color:
    return tuple(round(c * factor) for c in color[:3])  # type: ignore[return-value]


def paint_face(painter: Painter, size: int, value: int, color: Color, letter: str, *,
               arrow: str = "") -> pygame.Surface:
    """The plain face (no state): body, pips, band with letter (and arrow)."""
    lay = face_layout(size)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, color, (0, 0, size, size), border_radius=round(size * 0.18))
    pygame.draw.rect(surf, OUTLINE, (0, 0, size, size), width=1, border_radius=round(size * 0.18))
    for centre in pip_centres(value, lay) if value else ():  # 0: a die not rolled yet (in the bag) has no face
        pygame.draw.circle(surf, PIP, centre, lay.radius)
    band = lay.band
    pygame.draw.rect(surf, shade(color, 0.45), band, border_radius=max(1, round(band.h * 0.3)))
    text_px = band.h + 2  # a bold capital this size is about the band's height less a pixel each side
    mark = painter.text(letter, text_px, LETTER, bold=True)
    if arrow:
        surf.blit(mark, mark.get_rect(center=(band.x + band.w * 0.3, band.centery)))
        sign = painter.text(arrow, text_px, LETTER, bold=True)
        surf.blit(sign, sign.get_rect(center=(band.x + band.w * 0.72, band.centery)))
    else:
        surf.blit(mark, mark.get_rect(center=band.center))
    return surf


def ring(surf: pygame.Surface, color: Color, thickness: int) -> None:
    """A ring of `color` along the edge, `thickness` px in all (the margin), its inner pixel dark so it shows
    on a die of its own colour too (green on a green die) and the same on every colour."""
    size = surf.get_width()
    radius = round(size * 0.18)
    pygame.draw.rect(surf, RING_EDGE, (0, 0, size, size), width=thickness, border_radius=radius)
    if thickness > 1:
        pygame.draw.rect(surf, color, (0, 0, size, size), width=thickness - 1, border_radius=radius)


def dashed_frame(surf: pygame.Surface, scale: float) -> None:
    """Printed on the tile, not a loose die: a dashed frame inside the ring margin."""
    size = surf.get_width()
    step = max(3, round(5 * scale))
    for k in range(0, size, step * 2):
        for rect in ((k, 0, step, 2), (k, size - 2, step, 2), (0, k, 2, step), (size - 2, k, 2, step)):
            pygame.draw.rect(surf, (30, 30, 30), rect)


def veil(surf: pygame.Surface, color: tuple[int, int, int, int]) -> None:
    """Lay a translucent colour over the face (only where the face is, its rounded corners stay clear)."""
    size = surf.get_width()
    cover = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(cover, color, (0, 0, size, size), border_radius=round(size * 0.18))
    surf.blit(cover, (0, 0))
