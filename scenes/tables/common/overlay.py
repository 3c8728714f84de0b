"""The game-over overlay, one for every table: the result over the table, with a toggle (button or T) to see
the table itself and back, so the final position can be read before the end screen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from scenes.engine.i18n import N_, Translator
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.engine.render import Color, Painter
from scenes.tables.common.words import ENGLISH

TITLE_SIZES = (20, 18, 16)
BODY_Y = 60.0
"""Where the result's body starts below a one-line headline (design units)."""
SHOW_TABLE = N_("View the table (T)")
SHOW_RESULT = N_("Show the result (T)")
"""The toggle's words (English; the button shows them in the table's language)."""


class ResultOverlay(Node):
    def __init__(self, accent: Color, painter: Painter | None = None, tr: Translator = ENGLISH, **kw: Any) -> None:
        kw.setdefault("z", 50)
        super().__init__(**kw)
        self.accent = accent
        self.tr = tr
        """The table's translator (its ctx.tr; the table hands it the new one when the language changes)."""
        self.painter = painter
        """To measure the headline: a long one (three Dindex winners) takes a smaller size, then two lines,
        and the body starts below it."""
        self.panel = self.add(PanelNode(fill=(20, 24, 32, 250), border=accent, radius=14))
        self.title = self.panel.add(TextNode("", size=20, bold=True, x=24, y=16, color=accent))
        self.body = self.panel.add(Node(x=24, y=BODY_Y))
        self.toggle = self.add(ButtonNode(tr(SHOW_TABLE), self.flip, w=190, h=30, size=12, hotkey=pygame.K_t, z=2))
        self.visible = False
        self.showing_result = True
        self.covered = False
        """The shell's end screen lies over the table: its panel would peek out behind the end screen's."""

    def cover(self, covered: bool, *, own_toggle: bool = True) -> None:
        """Hide the panel and its toggle while a dialog lies over the table; uncovered, they are as they were.
        `own_toggle=False`: the scene over the table holds the toggle in its own bar (the end screen's view of
        the table), so the table's would only lie over a seat."""
        self.covered = covered
        self.panel.visible = self.showing_result and not covered
        self.toggle.visible = not covered and own_toggle

    def show_table(self) -> None:
        """The table itself, the result put aside (the toggle brings it back)."""
        if self.showing_result:
            self.flip()

    def place(self, x: float, y: float, w: float, h: float) -> None:
        self.set_pos(0, 0)
        self.panel.set_rect(x, y, w, h)
        self.toggle.set_pos(x + w - 200, y + 12)  # top right, clear of the headline's first words
        self.title.wrap = w - 48 - 200

    def open(self, title: str) -> Node:
        """Show the overlay with this headline; returns the body to fill."""
        self.visible = True
        self.showing_result = True
        self.panel.visible = not self.covered
        self.toggle.label = self.tr(SHOW_TABLE)
        self.title.text = title
        self.title.set_size(TITLE_SIZES[0])
        if self.painter is not None:
            for size in TITLE_SIZES:  # one line if a smaller size allows it
                self.title.set_size(size)
                if self.title.measure(self.painter)[1] <= size * 1.6:
                    break
            self.body.set_pos(24, max(BODY_Y, 16 + self.title.measure(self.painter)[1] + 12))
        self.body.clear()
        return self.body

    def show_lines(self, title: str, lines: Sequence[tuple[str, bool]], size: float = 15) -> None:
        """The headline and one line each, winners in the accent colour and bold."""
        body = self.open(title)
        width = self.panel.w - 48
        y = 0.0
        for text, win in lines:
            body.add(TextNode(text, size=size, bold=win, y=y, width=width,
                                     color=self.accent if win else None))
            y += size * 1.9

    def close(self) -> None:
        self.visible = False
        self.body.clear()

    def flip(self) -> None:
        """Between the result and the table under it."""
        self.showing_result = not self.showing_result
        self.panel.visible = self.showing_result and not self.covered
        self.toggle.label = self.tr(SHOW_TABLE if self.showing_result else SHOW_RESULT)
