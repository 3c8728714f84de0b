"""A game log in plain words. Each line is a list of segments; a segment naming a card shows that card
when hovered (its `preview`), so "Ben took 9♥" can be checked at a glance."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from scenes.engine.cards import CardFace
from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.render import Color, Painter

Segment = tuple[str, str | None]
"""(text, card id or None)."""


class CardWord(TextNode):
    """A card's name inside a log line: hover shows the card."""

    hoverable = True

    def __init__(self, text: str, face: CardFace, tip: str, **kw: Any) -> None:
        super().__init__(text, **kw)
        self.preview = face
        self.tooltip = tip


class LogPanel(PanelNode):
    def __init__(self, painter: Painter, face: Callable[[str], CardFace], describe: Callable[[str], str],
                 color_of: Callable[[str], Color], *, title: str = "Game log", size: float = 13, **kw: Any) -> None:
        super().__init__(**kw)
        self.painter = painter
        self.face = face
        self.describe = describe
        self.color_of = color_of
        self.size = size
        self.lines: list[list[Segment]] = []
        self.title = self.add(TextNode(title, size=15, bold=True, x=12, y=8))
        self.body = self.add(Node(x=10, y=34))
        self._shown: int = -1

    def add_line(self, segments: Sequence[Segment]) -> None:
        self.lines.append(list(segments))

    def set_lines(self, lines: Sequence[Sequence[Segment]]) -> None:
        self.lines = [list(s) for s in lines]
        self._shown = -1

    def refresh(self) -> None:
        """Lay out the newest lines that fit, oldest at the top."""
        # words are measured with the font they are drawn in (design size × window scale): fonts do not
        # scale linearly, and widths taken at scale 1 made words overlap in smaller windows
        scale = self.world_scale() if self.parent is not None else 1.0
        key = (len(self.lines), self.w, self.h, round(scale, 3))
        if key == self._shown:
            return
        self._shown = key  # type: ignore[assignment]
        self.body.clear()
        width = self.w - 22
        line_h = self.size * 1.45

        def measure(text: str, bold: bool) -> float:
            return self.painter.fonts.get(int(self.size * scale), bold).size(text)[0] / scale

        per_line: list[list[list[tuple[float, Segment]]]] = []
        for segments in self.lines:
            rows: list[list[tuple[float, Segment]]] = []
            row: list[tuple[float, Segment]] = []
            x = 0.0
            for text, card in self._words(segments):
                wpx = measure(text, card is not None)
                # a comma or full stop stays on the line of the word before it (a few pixels over is fine)
                if x + wpx > width and row and not text.lstrip()[:1] in (",", ".", ";", ":", ")"):
                    rows.append(row)
                    row, x = [], 14.0  # continuation lines are indented
                row.append((x, (text, card)))
                x += wpx
            rows.append(row)
            per_line.append(rows)
        fit = max(1, int((self.h - 44) // line_h))
        # whole entries only, newest at the bottom: a line cut in half at the top reads as nonsense
        visible: list[list[tuple[float, Segment]]] = []
        for entry in reversed(per_line):
            if len(visible) + len(entry) > fit:
                break
            visible[:0] = entry
        for r, row in enumerate(visible):
            y = r * line_h
            run_x, run = 0.0, ""  # plain words of a row are one text node: far fewer blits than one per word
            for x, (text, card) in row + [(0.0, ("", "<end>"))]:
                if card is None:
                    if not run:
                        run_x = x
                    run += text
                    continue
                if run.strip():
                    self.body.add(TextNode(run.rstrip(), size=self.size, x=run_x, y=y))
                run = ""
                if card == "<end>":
                    break
                word = CardWord(text, self.face(card), self.describe(card), size=self.size, bold=True,
                                color=self.color_of(card), x=x, y=y)
                word.w, word.h = measure(text, True), line_h
                self.body.add(word)

    @staticmethod
    def _words(segments: Sequence[Segment]) -> list[Segment]:
        """Split plain text into words (so lines wrap between them); card names stay whole."""
        out: list[Segment] = []
        for text, card in segments:
            if card is not None:
                out.append((text, card))
                continue
            parts = text.split(" ")
            for i, part in enumerate(parts):
                piece = part + (" " if i < len(parts) - 1 else "")
                if piece:
                    out.append((piece, None))
        return out
