"""Where every word of a rule document goes at a given width: rows of text pieces, each piece knowing which
characters of its block it shows (so a search hit can be painted exactly where it is).

Measuring only (fonts, no drawing): the TextView draws the rows it is given and asks `hit_rects` where a
hit lies. Headings are bold and larger by level, list items hang under their marker, tables get columns
sized to their cells and shrunk to the width, with cells wrapped inside their column.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from scenes.shell.rules_doc import Block, Heading, Paragraph, RuleDoc, Table

HEADING_SCALE = {1: 1.55, 2: 1.3, 3: 1.12, 4: 1.0}
TABLE_SCALE = 0.92
WORD = re.compile(r"\S+")

FontFor = Callable[[int, bool], pygame.font.Font]
"""(pixel size, bold) → the font: the app's font cache."""


@dataclass(frozen=True)
class Piece:
    x: int
    dy: int
    """Offset below the row's top (the lines of a wrapped table cell)."""
    text: str
    start: int
    """Where `text` starts in the block's searchable text (`block_search_text`); -1 for a list marker."""
    px: int
    bold: bool


@dataclass(frozen=True)
class Row:
    block: int
    y: int
    h: int
    pieces: tuple[Piece, ...]
    kind: str
    """"heading1" … "heading4", "text", "cell" (a table row) or "header" (a table's first row)."""
    columns: tuple[tuple[int, int], ...] = ()
    """A table row's column spans (x, width), for its grid."""


@dataclass(frozen=True)
class Layout:
    rows: tuple[Row, ...]
    height: int
    block_top: dict[int, int]
    """Each block's first row's top."""
    by_block: dict[int, list[Row]] = field(default_factory=dict)
    """Each block's rows (a search hit looks only at its own block's)."""

    def __post_init__(self) -> None:
        for row in self.rows:
            self.by_block.setdefault(row.block, []).append(row)

    def rows_between(self, top: int, bottom: int) -> list[Row]:
        return [r for r in self.rows if r.y + r.h > top and r.y < bottom]

    def block_at(self, y: int) -> int | None:
        """The block of the first row reaching below `y` (the one at the top of a view scrolled to `y`)."""
        return next((r.block for r in self.rows if r.y + r.h > y), None)


def wrap_spans(font: pygame.font.Font, text: str, width: int) -> list[tuple[int, int]]:
    """Greedy word wrap as (start, end) spans of `text`; a word wider than `width` is cut where it must be."""
    spans: list[tuple[int, int]] = []
    line: tuple[int, int] | None = None
    for word in WORD.finditer(text):
        a, b = word.span()
        if line is not None and font.size(text[line[0]:b])[0] <= width:
            line = (line[0], b)
            continue
        if line is not None:
            spans.append(line)
        while font.size(text[a:b])[0] > width and b - a > 1:  # one word alone is too wide: cut it
            cut = a + 1
            while cut < b and font.size(text[a:cut + 1])[0] <= width:
                cut += 1
            spans.append((a, cut))
            a = cut
        line = (a, b)
    if line is not None:
        spans.append(line)
    return spans or [(0, 0)]


def block_search_text(block: Block) -> str:
    """The text a block is searched in; table cells joined by " | " and rows by newlines."""
    if isinstance(block, Table):
        return "\n".join(" | ".join(row) for row in block.rows)
    return block.text


def cell_starts(row_index: int, table: Table) -> list[int]:
    """Where each cell of a table row starts in `block_search_text(table)`."""
    offset = sum(len(" | ".join(r)) + 1 for r in table.rows[:row_index])
    starts = []
    for cell in table.rows[row_index]:
        starts.append(offset)
        offset += len(cell) + 3
    return starts


class DocLayouter:
    def __init__(self, font_for: FontFor, width: int, base_px: int, scale: float) -> None:
        self.font_for, self.width, self.base_px, self.scale = font_for, width, base_px, scale
        self.rows: list[Row] = []
        self.y = 0
        self.block_top: dict[int, int] = {}

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def run(self, doc: RuleDoc) -> Layout:
        previous: Block | None = None
        for index, block in enumerate(doc.blocks):
            self.y += self.gap(previous, block)
            self.block_top[index] = self.y
            if isinstance(block, Heading):
                self.heading(index, block)
            elif isinstance(block, Paragraph):
                self.paragraph(index, block)
            else:
                self.table(index, block)
            previous = block
        return Layout(tuple(self.rows), self.y + self.px(16), self.block_top)

    def gap(self, previous: Block | None, block: Block) -> int:
        if previous is None:
            return 0
        line = self.font_for(self.base_px, False).get_linesize()
        if isinstance(block, Heading):
            return round(line * (1.4 if block.level <= 2 else 1.0))
        if isinstance(previous, Heading):
            return round(line * 0.35)
        if isinstance(block, Paragraph) and block.marker and isinstance(previous, Paragraph) and previous.marker:
            return round(line * 0.2)  # the items of one list stay together
        return round(line * 0.6)

    def heading(self, index: int, block: Heading) -> None:
        px = round(self.base_px * HEADING_SCALE[block.level])
        self.lines(index, block.text, px, True, 0, f"heading{block.level}")

    def hang(self, marker: str) -> int:
        """How far an item's text sits right of its marker."""
        return max(self.px(22), self.font_for(self.base_px, False).size(marker)[0] + self.px(8))

    def paragraph(self, index: int, block: Paragraph) -> None:
        indent = self.px(26) * block.depth
        if not block.marker:
            if block.depth:  # continues the item one level up: line up with that item's text
                indent = self.px(26) * (block.depth - 1) + self.hang("•")
            self.lines(index, block.text, self.base_px, False, indent, "text")
            return
        hang = self.hang(block.marker)
        marker = Piece(indent, 0, block.marker, -1, self.base_px, False)
        self.lines(index, block.text, self.base_px, False, indent + hang, "text", first=(marker,))

    def lines(self, index: int, text: str, px: int, bold: bool, indent: int, kind: str,
              first: tuple[Piece, ...] = ()) -> None:
        font = self.font_for(px, bold)
        height = font.get_linesize()
        for n, (a, b) in enumerate(wrap_spans(font, text, max(40, self.width - indent))):
            pieces = (first if n == 0 else ()) + (Piece(indent, 0, text[a:b], a, px, bold),)
            self.rows.append(Row(index, self.y, height, pieces, kind))
            self.y += height

    def table(self, index: int, block: Table) -> None:
        px = round(self.base_px * TABLE_SCALE)
        pad = self.px(10)
        columns = self.column_widths(block, px, pad)
        spans, x = [], 0
        for w in columns:
            spans.append((x, w))
            x += w
        for r, cells in enumerate(block.rows):
            bold = block.header and r == 0
            font = self.font_for(px, bold)
            line = font.get_linesize()
            pieces: list[Piece] = []
            tallest = 1
            for (cx, cw), cell, start in zip(spans, cells, cell_starts(r, block), strict=True):
                wrapped = wrap_spans(font, cell, max(20, cw - 2 * pad)) if cell else []
                tallest = max(tallest, len(wrapped))
                pieces.extend(Piece(cx + pad, self.px(4) + n * line, cell[a:b], start + a, px, bold)
                              for n, (a, b) in enumerate(wrapped))
            h = tallest * line + self.px(8)
            self.rows.append(Row(index, self.y, h, tuple(pieces), "header" if bold else "cell", tuple(spans)))
            self.y += h

    def column_widths(self, block: Table, px: int, pad: int) -> list[int]:
        """Each column as wide as its widest cell, shrunk in proportion (never below a short word) to fit."""
        natural = [0] * len(block.rows[0])
        for r, cells in enumerate(block.rows):
            font = self.font_for(px, block.header and r == 0)
            for c, cell in enumerate(cells):
                natural[c] = max(natural[c], font.size(cell)[0] + 2 * pad)
        total = sum(natural)
        if total <= self.width:
            return natural
        floor = min(self.width // len(natural), self.px(70))
        return [max(floor, w * self.width // total) for w in natural]


def lay_out(doc: RuleDoc, font_for: FontFor, width: int, base_px: int, scale: float) -> Layout:
    return DocLayouter(font_for, width, base_px, scale).run(doc)


def hit_rects(layout: Layout, font_for: FontFor, block: int, start: int, end: int) -> list[pygame.Rect]:
    """Where the characters [start, end) of a block are drawn (one rect per piece they touch), layout-relative."""
    rects = []
    for row in layout.by_block.get(block, []):
        for piece in row.pieces:
            a, b = max(start, piece.start), min(end, piece.start + len(piece.text))
            if piece.start < 0 or a >= b:
                continue
            font = font_for(piece.px, piece.bold)
            x0 = piece.x + font.size(piece.text[:a - piece.start])[0]
            x1 = piece.x + font.size(piece.text[:b - piece.start])[0]
            rects.append(pygame.Rect(x0, row.y + piece.dy, max(2, x1 - x0), font.get_linesize()))
    return rects
