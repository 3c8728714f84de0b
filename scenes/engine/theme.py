"""Colours and fonts shared by every screen. Fonts are the shipped DejaVu Sans (covers ♠♥♦♣, umlauts, ē)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from assets import asset_path


@dataclass(frozen=True)
class Palette:
    felt: tuple[int, int, int] = (22, 74, 58)
    felt_dark: tuple[int, int, int] = (14, 50, 40)
    panel: tuple[int, int, int] = (28, 32, 40)
    panel_edge: tuple[int, int, int] = (70, 78, 92)
    text: tuple[int, int, int] = (236, 236, 228)
    text_dim: tuple[int, int, int] = (170, 176, 182)
    accent: tuple[int, int, int] = (240, 196, 80)
    highlight: tuple[int, int, int] = (120, 220, 140)
    focus: tuple[int, int, int] = (80, 165, 255)
    """The keyboard focus ring: blue, so it shows on white cards and beside a lit (green) target."""
    danger: tuple[int, int, int] = (230, 90, 80)
    card_face: tuple[int, int, int] = (250, 248, 240)
    card_back: tuple[int, int, int] = (60, 70, 140)
    red_suit: tuple[int, int, int] = (200, 30, 40)
    black_suit: tuple[int, int, int] = (20, 20, 24)


FOCUS_RING_WIDTH = 4.0
"""The keyboard focus ring's width in design units, drawn in `Palette.focus` on menus and tables alike."""


def focus_ring_width(scale: float) -> int:
    """The focus ring's width in pixels at `scale`: never thinner than 2 px, so it shows on a small window."""
    return max(2, round(FOCUS_RING_WIDTH * scale))


BUTTON_FILLS: dict[str, tuple[int, int, int]] = {
    "normal": (52, 60, 76),
    "primary": (240, 196, 80),  # Palette.accent: the one button a screen suggests stands out on the felt
    "danger": (128, 48, 44),
}
"""A button's fill by kind; hovered buttons lighten it, disabled ones of every kind share one grey."""

BUTTON_INK: dict[str, tuple[int, int, int]] = {
    "normal": (236, 236, 228),
    "primary": (30, 26, 16),  # dark ink on the light gold fill
    "danger": (236, 236, 228),
}
"""A button's label colour by kind (enabled); a disabled label is drawn in BUTTON_DISABLED_INK."""

BUTTON_DISABLED_FILL = (40, 44, 52)
BUTTON_DISABLED_INK = (122, 127, 135)


class Fonts:
    """Font objects cached by (size, bold): creating a pygame Font costs far more than rendering with it."""

    def __init__(self) -> None:
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (max(6, int(size)), bold)
        font = self._cache.get(key)
        if font is None:
            name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
            font = pygame.font.Font(asset_path("fonts", name), key[0])
            self._cache[key] = font
        return font
