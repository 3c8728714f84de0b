"""Cards and the things that hold them: a fanned hand, a deck or pile with its count, a cascading stack.

A card's face is data (`CardFace`): corner index, a big centre mark, colour, and an optional caption, so
each game describes its cards without new drawing code. Colour is always doubled by a glyph or a letter.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.engine.icons import draw_icon
from scenes.engine.node import Node
from scenes.engine.render import Color, Painter, rounded_box

CARD_W, CARD_H = 72.0, 104.0


@dataclass(frozen=True)
class CardFace:
    id: str
    corner: str
    """Top-left index, e.g. "7♠" or "E♥"."""
    center: str
    """The big mark in the middle: a suit glyph, a letter."""
    color: Color
    caption: str = ""
    """A small word under the centre mark ("Executive")."""
    accent: Color | None = None
    """Fill tint of the face (figure cards are tinted to tell them from number cards)."""
    badge: str = ""
    """A small mark in the top-right corner (the suit a media card forced on a figure)."""
    icon: str = ""
    """An emblem drawn by code above the centre mark (scenes.engine.icons)."""
    underline: bool = False
    """The corner's first line is underlined, as printed cards mark a 6 and a 9 (turned at the foot, a bare
    6 reads as 9)."""


def underlined(painter: Painter, corner: pygame.Surface, first: str, px: float, color: Color) -> pygame.Surface:
    """A copy of a corner index (its lines centred, as the painter sets them) with a bar under its first line."""
    mark = painter.text(first, px, color, bold=True)
    out = corner.copy()
    width = max(1, round(px / 9))
    x = (out.get_width() - mark.get_width()) / 2
    y = min(out.get_height() - width, round(mark.get_height() * 0.8))
    pygame.draw.rect(out, color, pygame.Rect(round(x), y, max(1, mark.get_width()), width))
    return out


class CardNode(Node):
    hoverable = True

    def __init__(self, face: CardFace | None = None, *, face_up: bool = True, back_label: str = "",
                 **kw: Any) -> None:
        kw.setdefault("w", CARD_W)
        kw.setdefault("h", CARD_H)
        super().__init__(**kw)
        self._face = face
        self._face_up = face_up and face is not None
        self.back_label = back_label
        self.dim = False  # greyed out: not playable now
        self.focusable = True
        if face is not None:
            self.data = face.id

    face = property(lambda s: s._face, lambda s, v: s._set("_face", v))
    face_up = property(lambda s: s._face_up, lambda s, v: s._set("_face_up", bool(v) and s._face is not None))

    def flip(self) -> None:
        self.face_up = not self._face_up

    def look(self) -> Any:
        face = self._face if self._face_up else None
        return ("card", face, self.back_label if face is None else "", self.w, self.h, self.lit,
                self.selected, self.focused, self.dim)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        w, h = max(1, round(self.w * scale)), max(1, round(self.h * scale))
        radius = round(7 * scale)
        face = self._face if self._face_up else None
        if face is None:
            surf = rounded_box((w, h), pal.card_back, radius=radius, border=(230, 230, 240),
                               width=max(1, round(2 * scale)))
            inner = pygame.Rect(round(6 * scale), round(6 * scale), w - round(12 * scale), h - round(12 * scale))
            step = max(3, round(9 * scale))
            clip = surf.get_clip()
            surf.set_clip(inner)
            for k in range(-h, w, step):  # a simple diagonal lattice
                pygame.draw.line(surf, (86, 98, 176), (inner.x + k, inner.y), (inner.x + k + h, inner.y + h),
                                 max(1, round(scale)))
            surf.set_clip(clip)
            pygame.draw.rect(surf, (200, 200, 220), inner, width=max(1, round(scale)), border_radius=radius // 2)
            if self.back_label:
                t = painter.text(self.back_label, 13 * scale, (240, 240, 250), bold=True)
                plate = rounded_box((t.get_width() + round(8 * scale), t.get_height()), (40, 46, 100),
                                    radius=round(4 * scale))
                plate.blit(t, (round(4 * scale), 0))
                surf.blit(plate, plate.get_rect(center=(w / 2, h / 2)))
        else:
            fill = face.accent or pal.card_face
            surf = rounded_box((w, h), fill, radius=radius, border=(120, 120, 120), width=max(1, round(scale)))
            corner = painter.text(face.corner, 15 * scale, face.color, bold=True)
            if face.underline:
                corner = underlined(painter, corner, face.corner.split("\n")[0], 15 * scale, face.color)
            surf.blit(corner, (round(5 * scale), round(3 * scale)))
            if not face.caption:  # a captioned card uses its foot for the caption instead
                rot = pygame.transform.rotate(corner, 180)
                surf.blit(rot, (w - rot.get_width() - round(5 * scale), h - rot.get_height() - round(3 * scale)))
            if face.icon:
                box = pygame.Rect(0, 0, round(w * 0.56), round(w * 0.56))
                box.center = (round(w / 2), round(h * 0.36))
                draw_icon(face.icon, surf, box, face.color[:3])
                big = painter.text(face.center, 17 * scale, face.color, bold=True)
                surf.blit(big, big.get_rect(center=(w / 2, h * 0.66)))
                cy = h * 0.66 - 6 * scale
            else:
                big = painter.text(face.center, (34 if len(face.center) <= 2 else 22) * scale, face.color, bold=True)
                cy = h / 2 - (6 * scale if face.caption else 0)
                surf.blit(big, big.get_rect(center=(w / 2, cy)))
            if face.caption:
                cap = painter.text(face.caption, 9.5 * scale, face.color)
                surf.blit(cap, cap.get_rect(center=(w / 2, min(h - 14 * scale, cy + 27 * scale))))
            if face.badge:
                badge = painter.text(face.badge, 13 * scale, (255, 255, 255), bold=True)
                r = max(badge.get_width(), badge.get_height()) // 2 + round(3 * scale)
                c = (w - r - round(3 * scale), r + round(3 * scale))
                pygame.draw.circle(surf, (30, 30, 30), c, r)
                surf.blit(badge, badge.get_rect(center=c))
        if self.dim:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (20, 20, 20, 110), veil.get_rect(), border_radius=radius)
            surf.blit(veil, (0, 0))
        ring = pal.accent if self.selected else pal.focus if self.focused else pal.highlight if self.lit else None
        if ring is not None:
            pygame.draw.rect(surf, ring, surf.get_rect(), width=max(2, round(4 * scale)), border_radius=radius)
        if self.focused and self.lit and not self.selected:  # focused and a valid target: both rings
            inner = surf.get_rect().inflate(-2 * max(2, round(4 * scale)), -2 * max(2, round(4 * scale)))
            pygame.draw.rect(surf, pal.highlight, inner, width=max(2, round(3 * scale)), border_radius=radius)
        return surf


class HandNode(Node):
    """Cards fanned in an arc; the hovered card lifts so its index is readable."""

    def __init__(self, *, spread: float = 60.0, max_angle: float = 4.0, lift: float = 22.0, **kw: Any) -> None:
        super().__init__(**kw)
        self.spread = spread
        self.max_angle = max_angle
        self.hover_lift = lift

    def cards(self) -> list[CardNode]:
        return [c for c in self.children if isinstance(c, CardNode)]

    def arrange(self) -> None:
        """Lay the cards out across the hand's width, centred, with a slight fan."""
        cards = self.cards()
        n = len(cards)
        if not n:
            return
        cw = cards[0].w
        step = min(self.spread, (self.w - cw) / max(1, n - 1)) if n > 1 else 0.0
        total = cw + step * (n - 1)
        left = (self.w - total) / 2
        for i, card in enumerate(cards):
            t = (i - (n - 1) / 2) / max(1.0, (n - 1) / 2)
            card.angle = -t * self.max_angle if self.max_angle else 0.0
            card.set_pos(left + i * step, self.h - card.h - 6 + abs(t) * 6)
            card.z = i

    def set_hover(self, card: Node | None) -> None:
        for c in self.cards():
            c.lift = self.hover_lift if c is card else 0.0


class PileNode(Node):
    """A deck (face down) or discard pile (top card face up) that shows how many cards it holds."""

    def __init__(self, *, label: str = "", face_up: bool = False, **kw: Any) -> None:
        kw.setdefault("w", CARD_W)
        kw.setdefault("h", CARD_H)
        super().__init__(**kw)
        self._count = 0
        self._top: CardFace | None = None
        self._face_up = face_up
        self._label = label
        self.back_label = ""

    count = property(lambda s: s._count, lambda s, v: s._set("_count", int(v)))
    top = property(lambda s: s._top, lambda s, v: s._set("_top", v))
    label = property(lambda s: s._label, lambda s, v: s._set("_label", v))

    def look(self) -> Any:
        return ("pile", self._count, self._top if self._face_up else None, self._face_up, self._label,
                self.back_label, self.w, self.h, self.lit, self.focused)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        w, h = round(self.w * scale), round(self.h * scale)
        depth = min(4, (self._count + 4) // 5)
        off = round(2 * scale)
        pad = round(12 * scale)
        surf = pygame.Surface((w + depth * off + pad, h + depth * off + pad), pygame.SRCALPHA)
        if self._count == 0:
            pygame.draw.rect(surf, (255, 255, 255, 60), (0, 0, w, h), width=max(1, round(2 * scale)),
                             border_radius=round(7 * scale))
        else:
            card = CardNode(self._top if self._face_up else None, face_up=self._face_up and self._top is not None,
                            back_label=self.back_label, w=self.w, h=self.h)
            face = card.paint(painter, scale)
            assert face is not None
            for k in range(depth, 0, -1):
                pygame.draw.rect(surf, (200, 200, 205), (k * off, k * off, w, h), border_radius=round(7 * scale))
                pygame.draw.rect(surf, (90, 90, 100), (k * off, k * off, w, h), width=1, border_radius=round(7 * scale))
            surf.blit(face, (0, 0))
        if self.lit or self.focused:
            pygame.draw.rect(surf, pal.focus if self.focused else pal.highlight, (0, 0, w, h),
                             width=max(2, round(4 * scale)), border_radius=round(7 * scale))
        badge = painter.text(str(self._count), 13 * scale, (20, 20, 20), bold=True)
        r = max(badge.get_width(), badge.get_height()) // 2 + round(3 * scale)
        c = (w + depth * off + pad - r - 1, h + depth * off + pad - r - 1)
        pygame.draw.circle(surf, pal.accent, c, r)
        surf.blit(badge, badge.get_rect(center=c))
        if self._label:
            lab = painter.text(self._label, 12 * scale, pal.text, bold=True)
            out = pygame.Surface((max(surf.get_width(), lab.get_width()), surf.get_height() + lab.get_height()),
                                 pygame.SRCALPHA)
            out.blit(surf, (0, 0))
            out.blit(lab, ((w - lab.get_width()) // 2 if lab.get_width() <= w else 0, surf.get_height() - pad // 2))
            return out
        return surf


class StackNode(Node):
    """Cards cascading downwards (the Dindex stack), each showing its top strip."""

    def __init__(self, *, step: float = 22.0, **kw: Any) -> None:
        super().__init__(**kw)
        self.step = step

    def arrange(self) -> None:
        cards = [c for c in self.children if isinstance(c, CardNode)]
        for i, card in enumerate(cards):
            card.set_pos(0, i * self.step)
            card.angle = 0.0
            card.z = i
        if cards:
            self.w = cards[0].w
            self.h = cards[0].h + self.step * (len(cards) - 1)


def fan_angle(i: int, n: int, max_angle: float) -> float:
    if n <= 1:
        return 0.0
    return -((i - (n - 1) / 2) / ((n - 1) / 2)) * max_angle


def arc_points(n: int, width: float, radius: float) -> list[tuple[float, float]]:
    """n points spread over `width` on a shallow arc of `radius` (seat positions around a table)."""
    if n <= 1:
        return [(width / 2, 0.0)]
    pts = []
    for i in range(n):
        x = width * i / (n - 1)
        dx = x - width / 2
        pts.append((x, radius - math.sqrt(max(0.0, radius * radius - dx * dx))))
    return pts
