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
