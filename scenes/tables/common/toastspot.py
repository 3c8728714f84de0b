"""Where a table's message box (a toast: why a drop was refused, say) goes: over the play area, at the height
the table prefers, or the nearest height at which it covers no words (a seat's name and points, the prompt,
a button, the log) and no cards, so its words never mix with the words under it (issue 31: "Not your turn"
printed over a seat panel's name and facts). When no height is free, the one that covers the least."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pygame

from scenes.engine.cards import CardNode, PileNode
from scenes.engine.logpanel import LogPanel
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, TextNode
from scenes.engine.pieces import TokenNode
from scenes.engine.render import rounded_box
from scenes.engine.stage import Stage

TOAST_SIZE, TOAST_WRAP, TOAST_PAD = 16, 700, 10
"""The stage's message box: its font size, the width its words wrap at and its padding (design units)."""
MARGIN, STEP = 6, 4
PILE_LABEL = (18, 36)
"""How far a deck's count badge and name reach beyond its card, right and below its bottom edge (design units)."""


TOAST_FILL = (60, 24, 22, 255)
"""The message box's backing: solid, so nothing under it shows through its words (the stage's own is slightly
see-through)."""


class TableStage(Stage):
    """The table's stage: every message, the stage's own refusals included, is placed before it shows and
    drawn on a solid backing."""

    place_toast: Callable[[str], None] | None = None

    def toast(self, text: str, seconds: float = 2.5) -> None:
        if self.place_toast is not None:
            self.place_toast(text)
        super().toast(text, seconds)

    def draw(self, surface: pygame.Surface) -> None:
        shown, self._toast = self._toast, None
        try:
            super().draw(surface)
        finally:
            self._toast = shown
        if shown is not None:
            self._draw_toast(surface, shown[0])

    def _draw_toast(self, surface: pygame.Surface, text: str) -> None:
        scale = self.root.scale or 1.0
        pal = self.ctx.palette
        words = self.painter.text(text, TOAST_SIZE * scale, pal.text, bold=True, width=round(TOAST_WRAP * scale),
                                  align="center")
        pad = round(TOAST_PAD * scale)
        box = rounded_box((words.get_width() + 2 * pad, words.get_height() + 2 * pad), TOAST_FILL,
                          radius=round(8 * scale), border=pal.danger, width=max(1, round(2 * scale)))
        box.blit(words, (pad, pad))
        surface.blit(box, toast_box(self, text).topleft)


def card_rects(root: Node) -> list[pygame.Rect]:
    """Where cards and decks lie (window pixels): a message had better not hide them either."""
    return [node.world_rect() for node in root.walk()
            if isinstance(node, CardNode | PileNode) and node.effectively_visible()]


def word_rects(root: Node, painter: Any) -> list[pygame.Rect]:
    """Where words are drawn on the table (window pixels): every visible text, button and token, the log, and
    what a node that paints its own words returns from its `painted_words()` (window pixels too)."""
    out: list[pygame.Rect] = []
    for node in root.walk():
        if not node.effectively_visible():
            continue
        if isinstance(node, LogPanel):
            out.append(node.world_rect())
        elif isinstance(node, TextNode) and node.text and not isinstance(node.parent, ButtonNode):
            surf = painter.surface(node, node.world_scale())
            if surf is not None:
                x, y = node.world_pos()
                out.append(pygame.Rect(round(x), round(y), surf.get_width(), surf.get_height()))
        elif isinstance(node, ButtonNode | TokenNode):
            out.append(node.world_rect())
        elif isinstance(node, PileNode) and (node.label or node.count):
            rect = node.world_rect()  # its name under it, its count badge at its lower right
            s = node.world_scale()
            out.append(pygame.Rect(rect.x, rect.bottom - round(12 * s), rect.w + round(PILE_LABEL[0] * s),
                                   round(PILE_LABEL[1] * s)))
        elif callable(painted := getattr(node, "painted_words", None)):
            out.extend(painted())  # a node painting words of its own (a table's text card) says where
    return out


def covered(box: pygame.Rect, words: Iterable[pygame.Rect]) -> int:
    """How much of the words `box` covers (pixels)."""
    total = 0
    for rect in words:
        clip = box.clip(rect)
        total += clip.w * clip.h
    return total


def toast_size(stage: Stage, text: str) -> tuple[int, int]:
    """The message box's size in window pixels (as the stage draws it)."""
    scale = stage.root.scale or 1.0
    words = stage.painter.text(text, TOAST_SIZE * scale, (0, 0, 0), bold=True, width=round(TOAST_WRAP * scale),
                               align="center")
    pad = 2 * round(TOAST_PAD * scale)
    return words.get_width() + pad, words.get_height() + pad


def toast_box(stage: Stage, text: str, top: float | None = None) -> pygame.Rect:
    """Where the box of message `text` is drawn (window pixels) with its top at `top` (design units; by
    default the stage's toast_y)."""
    scale = stage.root.scale or 1.0
    w, h = toast_size(stage, text)
    cx = round(stage.toast_x * scale) if stage.toast_x is not None else stage.size[0] // 2
    return pygame.Rect(cx - w // 2, round((stage.toast_y if top is None else top) * scale), w, h)


def toast_top(stage: Stage, text: str, home: float) -> float:
    """The top of the message box (design units): `home` if it covers no words and no cards there, else the
    nearest such height in the window; else the height covering the least (a card's face counts half: its
    corner and its words are smaller than a panel's lines)."""
    scale = stage.root.scale or 1.0
    rects = word_rects(stage.root, stage.painter)
    cards = card_rects(stage.root)
    lowest = (stage.size[1] - toast_size(stage, text)[1]) / scale - MARGIN
    heights = sorted((MARGIN + k * STEP for k in range(int(max(0.0, lowest - MARGIN) // STEP) + 1)),
                     key=lambda y: abs(y - home))
    best, least = home, None
    for y in [home, *heights]:
        box = toast_box(stage, text, y)
        cover = covered(box, rects) + covered(box, cards) / 2
        if cover == 0:
            return y
        if least is None or cover < least:
            best, least = y, cover
    return best
