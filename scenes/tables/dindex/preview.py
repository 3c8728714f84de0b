"""A large, crisp view of one action card, as Board Game Arena shows it: while the pointer rests on a card
(in the hand, on the chain, the drawn secret action), while the keyboard focus is on one, or pinned by a
right-click until the next right-click.

It is drawn over the log column, never over the prompt or the hand, and painted at the card's enlarged size
(not a scaled bitmap), with everything the small face has no room for: the flavour, the effect in whole
words, the target, the conditions and the register at every Dindex level with the current one marked.
"""

from __future__ import annotations

from typing import Any

from scenes.engine.i18n import Translator
from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.render import Painter
from scenes.tables.dindex.look import (
    CARD_H,
    CARD_W,
    ENGLISH,
    ActionCardNode,
    card,
    card_flavour,
    card_name,
    conditions_words,
    level_word,
    mode_word,
    step_words,
)

HOVER_DELAY = 0.2
"""Seconds the pointer rests on a card before its preview shows: a pointer crossing the hand does not flash it."""
TARGET_WORDS = {"other": "another party", "opposition": "an opposition party", "government": "a government party"}


def register_lines(index: int, level: int, tr: Translator = ENGLISH) -> list[str]:
    """The card's register (§ 3.8) at every level from 5 down to 2, the current level marked with ▶."""
    c = card(index)
    out = []
    for lv in (5, 4, 3, 2):
        bombs = c.bombs_at(lv)
        mode = mode_word(c.mode_at(lv), tr)
        if bombs and c.mode_at(lv) != "none":
            words = tr.trn("Dindex {level}: {mode}, {count} bomb (Dindex −{count})",
                           "Dindex {level}: {mode}, {count} bombs (Dindex −{count})", bombs, level=lv, mode=mode)
        else:
            words = tr("Dindex {level}: {mode}", level=lv, mode=mode)
        out.append(f"{'▶' if lv == level else '  '} {words}")
    return out


def target_words(target: str, tr: Translator = ENGLISH) -> str | None:
    words = {"other": tr("Target: another party."), "opposition": tr("Target: an opposition party."),
             "government": tr("Target: a government party.")}
    return words.get(target)


def preview_words(index: int, tr: Translator = ENGLISH) -> tuple[str, str]:
    """(effect and conditions in whole words, the flavour text) for the panel under the big card."""
    c = card(index)
    effect = tr("Effect: {effects}.", effects="; ".join(step_words(st, tr) for st in c.steps))
    target = target_words(c.target, tr)
    if target is not None:
        effect += " " + target
    stickers = conditions_words(c, tr)
    if stickers:
        # "Condition", not "Only": a sticker says "opposition only" itself (a playtest read "Only: opposition only")
        effect += " " + tr.trn("Condition: {stickers}.", "Conditions: {stickers}.", len(stickers),
                               stickers=", ".join(stickers))
    return effect, card_flavour(index, tr)


class CardPreview(Node):
    """The enlarged card with its words; `show(index, level)` or `hide()`."""

    def __init__(self, painter: Painter, **kw: Any) -> None:
        kw.setdefault("z", 60)
        super().__init__(**kw)
        self.painter = painter  # to measure the words, so the card is as large as the room under them allows
        self.index: int | None = None
        self.level = 5
        self.min_scale = 1.2
        self.tr: Translator = ENGLISH
        """The reader's words (the table sets them: the preview is made before the first sync)."""
        self.panel = self.add(PanelNode(fill=(22, 26, 34, 255), border=(200, 190, 150), radius=10))
        self.visible = False

    def place(self, x: float, y: float, w: float, h: float, *, min_scale: float = 1.2) -> None:
        """Within (x, y, w, h); the card as large as the words under it leave room for, at least `min_scale`
        (a shorter room, beside the log, takes a smaller card rather than words spilling out)."""
        self.set_rect(x, y, w, h)
        self.min_scale = min_scale
        self._refill()

    def show(self, index: int, level: int, tr: Translator | None = None) -> None:
        if tr is not None and tr is not self.tr:
            self.tr = tr
            self.visible = False  # the words are made anew
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
        tr = self.tr
        effect, flavour = preview_words(self.index, tr)
        c = card(self.index)
        lines = [node for text, size, bold, color in (
            (tr("{name} · {level} card", name=card_name(self.index, tr), level=level_word(c.level, tr)), 12.5, True,
             (240, 225, 170)),
            (effect, 12.0, False, (230, 230, 230)),
            (tr("Register (how it may be played):"), 11.5, True, (210, 210, 210)),
            ("\n".join(register_lines(self.index, self.level, tr)), 11.5, False, (220, 220, 220)),
            (flavour, 11.0, False, (170, 176, 186)),
        ) if text for node in (TextNode(text, size=size, bold=bold, x=pad, width=width, color=color),)]
        words_h = sum(n.measure(self.painter)[1] + 5 for n in lines)
        # as wide as the column, unless the words need the height: then a smaller (still large) card
        scale = max(self.min_scale, min(width / CARD_W, (self.h - words_h - 2 * pad - 8) / CARD_H))
        big = self.panel.add(ActionCardNode(self.index, self.level, x=pad + (width - CARD_W * scale) / 2, y=pad,
                                            scale=scale, tr=tr))
        big.tooltip = None  # the preview is the card's explanation: no tooltip over it
        big.focusable = False
        y = pad + CARD_H * scale + 8
        for node in lines:
            node.y = y
            self.panel.add(node)
            y += node.measure(self.painter)[1] + 5
