"""A scrollable view of a document (rulebooks) or of plain long text (replay fallbacks, score breakdowns).

Headings show as headings, list items hang under their markers, tables keep their columns. The layout is
made once per width and scale and only the rows in view are drawn (their text comes from the app's text
cache), so a 50-page rulebook scrolls as cheaply as a paragraph. Scrolling: the wheel, ↑ ↓, Page Up / Page
Down, Space, Home / End, and the scroll bar (drag the thumb, click the track to move a page). Search hits
are painted where they are, the current one stronger.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass

import pygame

from scenes.engine.context import AppContext
from scenes.engine.widgets import Widget
from scenes.shell.doc_layout import Layout, Row, block_search_text, hit_rects, lay_out
from scenes.shell.rules_doc import Heading, Paragraph, RuleDoc

HEADING = re.compile(r"^\s*(§\s*\d|\d+(\.\d+)*\.?\s+\S|#+\s)")
PRIVATE_USE = re.compile("[\ue000-\uf8ff]")
PAPER = (250, 248, 240)
INK = (28, 30, 36)
HEADING_INK = (120, 40, 30)
GRID = (200, 194, 180)
HEADER_FILL = (234, 228, 212)
HIT_FILL = (255, 226, 120)
CURRENT_HIT_FILL = (255, 170, 60)


def clean(text: str) -> str:
    """Drop private-use glyphs (icon fonts of the original layout) that no shipped font can draw."""
    return PRIVATE_USE.sub("•", text).replace("\u00a0", " ")


def is_heading(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and len(stripped) < 80 and not stripped.endswith((".", ",", ":")) and (
        bool(HEADING.match(line)) or stripped.isupper())


def plain_document(text: str, headings: bool) -> RuleDoc:
    """Plain text as a document: a paragraph a line (blank lines only part them), headings guessed if asked."""
    blocks: list[Heading | Paragraph] = []
    for line in clean(text).splitlines():
        if not line.strip():
            continue
        if headings and is_heading(line):
            blocks.append(Heading(3, line.strip(), f"line-{len(blocks)}"))
        else:
            blocks.append(Paragraph(line.strip()))
    return RuleDoc(tuple(blocks))


@dataclass(frozen=True)
class Hit:
    block: int
    start: int
    end: int


def find_hits(doc: RuleDoc, needle: str) -> list[Hit]:
    """Every place `needle` occurs (case ignored), in reading order."""
    wanted = needle.strip().lower()
    if not wanted:
        return []
    hits = []
    for index, block in enumerate(doc.blocks):
        # lower() keeps every character's position (casefold would turn ß into ss and shift the rest)
        text = "".join(c.lower() if len(c.lower()) == 1 else c for c in block_search_text(block))
        at = text.find(wanted)
        while at >= 0:
            hits.append(Hit(index, at, at + len(wanted)))
            at = text.find(wanted, at + len(wanted))
    return hits


class TextView(Widget):
    focusable = True

    def __init__(self, ctx: AppContext, text: str = "", size: float = 17, headings: bool = True) -> None:
        super().__init__(ctx)
        self.size, self.headings = size, headings
        self.offset = 0
        """Pixels scrolled from the top."""
        self.hits: list[Hit] = []
        self.current: int | None = None
        """The hit the last search step went to."""
        self.dragging: int | None = None
        """While the thumb is dragged: where in the thumb it was grabbed."""
        self.set_text(text)

    # -- content --------------------------------------------------------------------------------------
    def set_text(self, text: str) -> None:
        self.set_document(plain_document(text, self.headings))

    def set_document(self, doc: RuleDoc) -> None:
        self.doc = doc
        self.offset = 0
        self.hits, self.current = [], None
        self._layout: tuple[tuple[int, int], Layout] | None = None
        self._hit_blocks: list[int] = []
        self._hit_rects: dict[int, list[pygame.Rect]] = {}
        """Hit index → where it is drawn (layout coordinates), worked out when it first comes into view."""

    @property
    def text(self) -> str:
        """Every block's words, a block a line (what the view says, for tests and search)."""
        return "\n".join(block_search_text(b) for b in self.doc.blocks)

    def font_for(self, px: int, bold: bool) -> pygame.font.Font:
        return self.ctx.fonts.get(px, bold)

    @property
    def pad(self) -> int:
        return round(20 * self.s)

    def layout(self) -> Layout:
        """The rows at the current width and scale; made again only when either changes."""
        key = (self.rect.w, round(self.size * self.s))
        if self._layout is None or self._layout[0] != key:
            width = self.rect.w - 2 * self.pad - round(14 * self.s)  # the scroll bar's lane stays clear
            self._layout = (key, lay_out(self.doc, self.font_for, max(60, width), key[1], self.s))
            self._hit_rects = {}
        return self._layout[1]

    # -- scrolling ------------------------------------------------------------------------------------
    @property
    def page(self) -> int:
        """The height of text in view, in pixels."""
        return max(1, self.rect.h - 2 * round(12 * self.s))

    @property
    def line(self) -> int:
        return self.ctx.fonts.get(round(self.size * self.s)).get_linesize()

    @property
    def max_offset(self) -> int:
        return max(0, self.layout().height - self.page)

    def scroll(self, by: int) -> None:
        self.scroll_to(self.offset + by)

    def scroll_to(self, y: int) -> None:
        self.offset = max(0, min(self.max_offset, y))

    def show_block(self, block: int) -> None:
        """Scroll so `block` starts at the top of the view (as far as the end allows)."""
        self.scroll_to(self.layout().block_top.get(block, 0) - round(6 * self.s))

    def top_block(self) -> int | None:
        """The block at the top of the view (which section the reader is in)."""
        return self.layout().block_at(self.offset + round(8 * self.s))

    def at_end(self) -> bool:
        return self.offset >= self.max_offset

    def wheel(self, dy: int) -> bool:
        self.scroll(-3 * dy * self.line)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        step = self.page - self.line
        moves = {pygame.K_DOWN: self.line, pygame.K_UP: -self.line, pygame.K_PAGEDOWN: step,
                 pygame.K_PAGEUP: -step, pygame.K_SPACE: step, pygame.K_HOME: -10**9, pygame.K_END: 10**9}
        if event.key not in moves:
            return False
        self.scroll(moves[event.key])
        return True

    # -- the scroll bar ---------------------------------------------------------------------------------
    def track(self) -> pygame.Rect:
        lane = round(14 * self.s)
        return pygame.Rect(self.rect.right - lane - round(4 * self.s), self.rect.y + round(8 * self.s), lane,
                           self.rect.h - round(16 * self.s))

    def thumb(self) -> pygame.Rect | None:
        total = self.layout().height
        if total <= self.page:
            return None
        track = self.track()
        h = max(round(28 * self.s), track.h * self.page // total)
        y = track.y + (track.h - h) * self.offset // max(1, self.max_offset)
        return pygame.Rect(track.x, y, track.w, h)

    def mouse_down(self, event: pygame.event.Event) -> bool:
        thumb = self.thumb()
        if thumb is None or not self.track().inflate(round(8 * self.s), 0).collidepoint(event.pos):
            return False
        if thumb.collidepoint(event.pos):
            self.dragging = event.pos[1] - thumb.y
        else:  # the track above or below the thumb: a page that way
            self.scroll(self.page - self.line if event.pos[1] > thumb.y else self.line - self.page)
        return True

    def drag(self, pos: tuple[int, int]) -> None:
        """The thumb follows the mouse while it is held (the screen forwards the motion)."""
        thumb = self.thumb()
        if self.dragging is None or thumb is None:
            return
        track = self.track()
        room = max(1, track.h - thumb.h)
        self.scroll_to((pos[1] - self.dragging - track.y) * self.max_offset // room)

    def mouse_up(self, event: pygame.event.Event, pressed_here: bool) -> bool:
        self.dragging = None
        return True

    # -- search ---------------------------------------------------------------------------------------
    def search(self, needle: str) -> int:
        """Mark every hit of `needle` and go to the first one at or after the top of the view; the count."""
        self.hits = find_hits(self.doc, needle)
        self._hit_blocks = [h.block for h in self.hits]
        self._hit_rects = {}
        self.current = None
        if self.hits:
            top = self.top_block() or 0
            self.current = next((i for i, h in enumerate(self.hits) if h.block >= top), 0)
            self.show_hit()
        return len(self.hits)

    def next_hit(self, step: int = 1) -> bool:
        """Go to the next hit (or the previous one with step -1), round the end to the start."""
        if not self.hits:
            return False
        self.current = 0 if self.current is None else (self.current + step) % len(self.hits)
        self.show_hit()
        return True

    def show_hit(self) -> None:
        """Scroll the current hit into view, a few lines below the top so its context shows."""
        if self.current is None:
            return
        rects = self.rects_of(self.current)
        if rects and not self.offset <= rects[0].y <= self.offset + self.page - rects[0].h:
            self.scroll_to(rects[0].y - 3 * self.line)

    # -- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._box(surface, PAPER)
        layout = self.layout()
        left = self.rect.x + self.pad
        top = self.rect.y + round(12 * self.s) - self.offset
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4).clip(clip) if clip else self.rect.inflate(-4, -4))
        self._draw_hits(surface, layout, left, top)
        for row in layout.rows_between(self.offset, self.offset + self.page + self.line):
            self._draw_row(surface, row, left, top)
        surface.set_clip(clip)
        self._draw_bar(surface)

    def rects_of(self, n: int) -> list[pygame.Rect]:
        """Where hit `n` is drawn, in layout coordinates."""
        if n not in self._hit_rects:
            hit = self.hits[n]
            self._hit_rects[n] = hit_rects(self.layout(), self.font_for, hit.block, hit.start, hit.end)
        return self._hit_rects[n]

    def _draw_hits(self, surface: pygame.Surface, layout: Layout, left: int, top: int) -> None:
        if not self.hits:
            return
        bottom = self.offset + self.page + self.line
        in_view = {row.block for row in layout.rows_between(self.offset, bottom)}
        # hits are in reading order: start at the first one in a block in view, stop past the bottom
        first = bisect_left(self._hit_blocks, min(in_view)) if in_view else len(self.hits)
        for n in range(first, len(self.hits)):
            if self.hits[n].block not in in_view:
                if self.hits[n].block > max(in_view):
                    break
                continue
            fill = CURRENT_HIT_FILL if n == self.current else HIT_FILL
            for rect in self.rects_of(n):
                if rect.bottom >= self.offset and rect.y <= bottom:
                    pygame.draw.rect(surface, fill, rect.move(left, top).inflate(2, 0), border_radius=3)

    def _draw_row(self, surface: pygame.Surface, row: Row, left: int, top: int) -> None:
        y = top + row.y
        if row.columns:
            first, last = row.columns[0], row.columns[-1]
            box = pygame.Rect(left + first[0], y, last[0] + last[1] - first[0], row.h)
            if row.kind == "header":
                pygame.draw.rect(surface, HEADER_FILL, box)
            pygame.draw.line(surface, GRID, box.bottomleft, box.bottomright)
            for x, _ in row.columns[1:]:
                pygame.draw.line(surface, GRID, (left + x, y), (left + x, y + row.h - 1))
        colour = HEADING_INK if row.kind.startswith("heading") else INK
        for piece in row.pieces:
            if piece.text:
                img = self.ctx.painter.text(piece.text, piece.px, colour, bold=piece.bold)
                surface.blit(img, (left + piece.x, y + piece.dy))

    def _draw_bar(self, surface: pygame.Surface) -> None:
        thumb = self.thumb()
        if thumb is None:
            return
        pal = self.ctx.palette
        track = self.track()
        pygame.draw.rect(surface, (226, 222, 210), track, border_radius=track.w // 2)
        fill = pal.focus if self.dragging is not None else pal.panel_edge
        pygame.draw.rect(surface, fill, thumb.inflate(-round(4 * self.s), 0), border_radius=track.w // 2)
