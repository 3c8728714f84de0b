"""A large, crisp view of one action card, as Board Game Arena shows it: while the pointer rests on a card
(in the hand, on the chain, the drawn secret action), while the keyboard focus is on one, or pinned by a
right-click until the next right-click.

It is drawn over the log column, never over the prompt or the hand, and painted at the card's enlarged size
(not a scaled bitmap), with everything the small face has no room for: the flavour, the effect in whole
words, the target, the conditions and the register at every Dindex level with the current one marked.
"""

from __future__ import annotations

from typing import Any

from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.render import Painter
from scenes.tables.dindex.look import (
    CARD_H,
    CARD_W,
    LEVEL_WORD,
    MODE_WORD,
    PORTFOLIO_WORD,
    STICKER_WORD,
    ActionCardNode,
    card,
    step_words,
)

HOVER_DELAY = 0.2
"""Seconds the pointer rests on a card before its preview shows: a pointer crossing the hand does not flash it."""
TARGET_WORDS = {"other": "another party", "opposition": "an opposition party", "government": "a government party"}


def register_lines(index: int, level: int) -> list[str]:
    """The card's register (§ 3.8) at every level from 5 down to 2, the current level marked with ▶."""
    c = card(index)
    out = []
    for lv in (5, 4, 3, 2):
        bombs = c.bombs_at(lv)
        playable = c.mode_at(lv) != "none"
        bomb = f", {bombs} bomb{'s' if bombs != 1 else ''} (Dindex −{bombs})" if bombs and playable else ""
        out.append(f"{'▶' if lv == level else '  '} Dindex {lv}: {MODE_WORD[c.mode_at(lv)]}{bomb}")
    return out


def preview_words(index: int) -> tuple[str, str]:
    """(effect and conditions in whole words, the flavour text) for the panel under the big card."""
    c = card(index)
    effect = "Effect: " + "; ".join(step_words(st) for st in c.steps) + "."
    if c.target in TARGET_WORDS:
        effect += f" Target: {TARGET_WORDS[c.target]}."
    stickers = [STICKER_WORD[s] + (f" or {PORTFOLIO_WORD[c.portfolio]} Ministry" if s == "vulture" and c.portfolio
                                   else "") for s in c.stickers]
    if stickers:
        effect += " Only: " + ", ".join(stickers) + "."
    return effect, c.flavour


class CardPreview(Node):
    """The enlarged card with its words; `show(index, level)` or `hide()`."""

    def __init__(self, painter: Painter, **kw: Any) -> None:
        kw.setdefault("z", 60)
        super().__init__(**kw)
        self.painter = painter  # to measure the words, so the card is as large as the room under them allows
        self.index: int | None = None
        self.level = 5
        self.min_scale = 1.2
        self.panel = self.add(PanelNode(fill=(22, 26, 34, 255), border=(200, 190, 150), radius=10))
        self.visible = False

    def place(self, x: float, y: float, w: float, h: float, *, min_scale: float = 1.2) -> None:
        """Within (x, y, w, h); the card as large as the words under it leave room for, at least `min_scale`
        (a shorter room, beside the log, takes a smaller card rather than words spilling out)."""
        self.set_rect(x, y, w, h)
        self.min_scale = min_scale
        self._refill()

    def show(self, index: int, level: int) -> None:
        if (index, level) != (self.index, self.level) or not self.visible:
            self.index, self.level = index, level
            self.visible = True
            self._refill()

    def hide(self) -> None:
        if self.visible:
            self.visible = False
            self.index = None

    def texts(self) -> list[str]:
        """Every line the preview shows now (for the tests)."""
        return [n.text for n in self.panel.children if isinstance(n, TextNode)]

    def _refill(self) -> None:
        self.panel.clear()
        self.panel.set_rect(0, 0, self.w, self.h)
        if self.index is None:
            return
        pad = 10.0
        width = self.w - 2 * pad
        effect, flavour = preview_words(self.index)
        c = card(self.index)
        lines = [node for text, size, bold, color in (
            (f"{c.name} · {LEVEL_WORD[c.level]} card", 12.5, True, (240, 225, 170)),
            (effect, 12.0, False, (230, 230, 230)),
            ("Register (how it may be played):", 11.5, True, (210, 210, 210)),
            ("\n".join(register_lines(self.index, self.level)), 11.5, False, (220, 220, 220)),
            (flavour, 11.0, False, (170, 176, 186)),
        ) if text for node in (TextNode(text, size=size, bold=bold, x=pad, width=width, color=color),)]
        words_h = sum(n.measure(self.painter)[1] + 5 for n in lines)
        # as wide as the column, unless the words need the height: then a smaller (still large) card
        scale = max(self.min_scale, min(width / CARD_W, (self.h - words_h - 2 * pad - 8) / CARD_H))
        big = self.panel.add(ActionCardNode(self.index, self.level, x=pad + (width - CARD_W * scale) / 2, y=pad,
                                            scale=scale))
        big.tooltip = None  # the preview is the card's explanation: no tooltip over it
        big.focusable = False
        y = pad + CARD_H * scale + 8
        for node in lines:
            node.y = y
            self.panel.add(node)
            y += node.measure(self.painter)[1] + 5
