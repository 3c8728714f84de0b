"""What a person just drew, shown to them before the computer is passed on (§ 5.1 at one computer).

With two or more people at the computer, a move that hands the decision to someone else plays out in the public
view at once, so the drawing person never saw the cards they drew before the pass screen came up (playtest). The
draw is still theirs on the screen: the box shows them their new cards, face up, until they press OK; only then
does the table let the presenter hand the computer on (the table reports itself busy while the box is open).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.protocol import Event
from scenes.engine.i18n import Translator
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.engine.render import Color
from scenes.tables.dindex.look import CARD_H, CARD_W, ActionCardNode

SCALE = 0.8
"""The drawn cards' size in the box: whole faces, six side by side within the government board's width."""


def drawn_cards(events: Sequence[Event], seat: int) -> tuple[int, ...]:
    """The cards `seat` drew in these events, as that seat saw them (none where they are hidden)."""
    out: list[int] = []
    for event in events:
        if event.type == "cards_drawn" and event.data.seat == seat and event.data.cards:
            out.extend(event.data.cards)
    return tuple(out)


class DrawnBox(Node):
    """"Ada, you drew:" the new cards face up, and "OK, pass the computer on (Enter)"."""

    def __init__(self, accent: Color, on_done: Callable[[], None], **kw: Any) -> None:
        kw.setdefault("z", 50)
        super().__init__(**kw)
        self.panel = self.add(PanelNode(fill=(24, 28, 38, 255), border=accent, radius=12))
        self.title = self.panel.add(TextNode("", size=16, bold=True, x=16, y=12, color=accent))
        self.cards = self.panel.add(Node())
        self.ok = self.add(ButtonNode("", self.close, w=300, h=34, size=13, kind="primary", hotkey=pygame.K_RETURN,
                                      z=2))
        self._on_done = on_done
        self.visible = False

    def open(self, name: str, cards: Sequence[int], level: int, tr: Translator) -> None:
        self.title.text = tr("{name}, you drew:", name=name)
        self.ok.label = tr("OK, pass the computer on (Enter)")
        self.cards.clear()
        step = CARD_W * SCALE + 8
        for i, card in enumerate(cards):
            node = self.cards.add(ActionCardNode(card, level, x=16 + i * step, y=40, scale=SCALE, tr=tr))
            node.tooltip = None
        width = max(340.0, 32 + len(cards) * step - 8)
        height = 40 + CARD_H * SCALE + 12 + 34 + 14
        self.w, self.h = width, height
        self.panel.set_rect(0, 0, width, height)
        self.ok.set_pos((width - self.ok.w) / 2, height - 34 - 12)
        self.visible = True

    def place(self, cx: float, y: float) -> None:
        self.set_pos(cx - self.w / 2, y)

    def close(self) -> None:
        if self.visible:
            self.visible = False
            self.cards.clear()
            self._on_done()
