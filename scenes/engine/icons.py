"""Small emblems drawn by code (no image files): a helm for the executive, a domed house for the
legislature, scales for the judiciary, a broadcast mast for the media. Each draws into a square box."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

Color = tuple[int, int, int]


def _w(size: float, k: float = 0.06) -> int:
    return max(1, round(size * k))


def helm(surf: pygame.Surface, box: pygame.Rect, color: Color) -> None:
    """A ship's wheel: the executive steers."""
    c = box.center
    r = box.w * 0.3
    pygame.draw.circle(surf, color, c, round(r), _w(box.w))
    pygame.draw.circle(surf, color, c, round(r * 0.28))
    for k in range(8):
        a = k * math.pi / 4
        inner = (c[0] + math.cos(a) * r * 0.25, c[1] + math.sin(a) * r * 0.25)
        outer = (c[0] + math.cos(a) * r * 1.45, c[1] + math.sin(a) * r * 1.45)
        pygame.draw.line(surf, color, inner, outer, _w(box.w))
        pygame.draw.circle(surf, color, outer, round(box.w * 0.05))


def dome(surf: pygame.Surface, box: pygame.Rect, color: Color) -> None:
    """A domed assembly house with columns: the legislature deliberates."""
    x, y, w, h = box
    base_y = y + h * 0.85
    pygame.draw.rect(surf, color, (x + w * 0.12, base_y, w * 0.76, h * 0.08))
    pygame.draw.rect(surf, color, (x + w * 0.18, y + h * 0.45, w * 0.64, h * 0.07))
    for k in range(5):
        cx = x + w * (0.24 + k * 0.13)
        pygame.draw.rect(surf, color, (cx - w * 0.03, y + h * 0.52, w * 0.06, h * 0.33))
    pygame.draw.ellipse(surf, color, (x + w * 0.3, y + h * 0.2, w * 0.4, h * 0.4))
    pygame.draw.rect(surf, color, (x + w * 0.49, y + h * 0.08, w * 0.02, h * 0.14))


def scales(surf: pygame.Surface, box: pygame.Rect, color: Color) -> None:
    """A balance: the judiciary weighs."""
    x, y, w, h = box
    lw = _w(w)
    cx = x + w / 2
    pygame.draw.line(surf, color, (cx, y + h * 0.12), (cx, y + h * 0.85), lw)
    pygame.draw.rect(surf, color, (cx - w * 0.2, y + h * 0.84, w * 0.4, h * 0.07))
    beam_y = y + h * 0.25
    pygame.draw.line(surf, color, (x + w * 0.12, beam_y), (x + w * 0.88, beam_y), lw)
    for px in (x + w * 0.2, x + w * 0.8):
        pygame.draw.line(surf, color, (px, beam_y), (px - w * 0.1, y + h * 0.55), max(1, lw // 2))
        pygame.draw.line(surf, color, (px, beam_y), (px + w * 0.1, y + h * 0.55), max(1, lw // 2))
        pygame.draw.arc(surf, color, (px - w * 0.14, y + h * 0.42, w * 0.28, h * 0.2), math.pi, 2 * math.pi, lw)
    pygame.draw.circle(surf, color, (cx, y + h * 0.12), round(w * 0.05))


def mast(surf: pygame.Surface, box: pygame.Rect, color: Color) -> None:
    """A broadcast mast with waves: the media reach everyone at once."""
    x, y, w, h = box
    lw = _w(w)
    cx, top = x + w / 2, y + h * 0.3
    pygame.draw.line(surf, color, (cx, top), (x + w * 0.3, y + h * 0.9), lw)
    pygame.draw.line(surf, color, (cx, top), (x + w * 0.7, y + h * 0.9), lw)
    pygame.draw.line(surf, color, (x + w * 0.38, y + h * 0.65), (x + w * 0.62, y + h * 0.65), lw)
    pygame.draw.circle(surf, color, (cx, top), round(w * 0.06))
    for r in (0.18, 0.3):
        rect = pygame.Rect(0, 0, w * r * 2, h * r * 2)
        rect.center = (round(cx), round(top))
        pygame.draw.arc(surf, color, rect, -math.pi / 4, math.pi / 4, lw)
        pygame.draw.arc(surf, color, rect, 3 * math.pi / 4, 5 * math.pi / 4, lw)


ICONS: dict[str, Callable[[pygame.Surface, pygame.Rect, Color], None]] = {
    "helm": helm, "dome": dome, "scales": scales, "mast": mast,
}


def draw_icon(name: str, surf: pygame.Surface, box: pygame.Rect, color: Color) -> None:
    ICONS[name](surf, box, color)
