"""The end screen's tables: titled sections with aligned columns that fit the width, scrolled by lines with a
visible scrollbar (scenes.engine.scrollbar: drag its thumb, click its track, or the wheel and the keys).

A section whose columns do not fit at the normal size is set smaller, down to a size that stays readable, so
seven parties' running totals fit at 1280×720 instead of losing their headings to an ellipsis. `cells()` says
where every text went and how wide it is, so a test can check that nothing is cut.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.engine.context import AppContext
from scenes.engine.scrollbar import ScrollBar
from scenes.engine.widgets import Widget, fit_text, text_width
from scenes.shell.grid import Section

MIN_SIZE = 12.0
"""Design units: the smallest text a crowded section is set in before its cells would be shortened."""
BAR_W = 14.0
"""Design units: the scrollbar's gutter at the right edge."""
ROW_FILL = (30, 35, 44)


@dataclass(frozen=True)
class CellPlace:
    """One text as the view sets it: the whole text, what is drawn (shortened with … only when it cannot
    fit), its width at its size and the width of its box, in pixels."""

    text: str
    drawn: str
    width: int
    box: int
    bold: bool


@dataclass
class _Line:
    kind: str  # "title", "header", "row" or "gap"
    section: int
    cells: list[str]
    index: int = 0  # the row's index in its section


class ResultView(Widget):
    focusable = True

    def __init__(self, ctx: AppContext, sections: list[Section], size: float = 16) -> None:
        super().__init__(ctx, help=ctx.tr("Wheel, ↑/↓ or Page Up/Down scroll the results"))
        self.sections = sections
        self.size = size
        self.top = 0
        """The first line shown."""
        self.bar = ScrollBar(self.scroll_to)
        self._dragging = False
        self._lines = self._all_lines()

    def _all_lines(self) -> list[_Line]:
        lines: list[_Line] = []
        for s, sec in enumerate(self.sections):
            lines.append(_Line("title", s, [sec.title]))
            if any(sec.header):  # a list of facts needs no empty heading row
                lines.append(_Line("header", s, sec.header))
            lines.extend(_Line("row", s, row, r) for r, row in enumerate(sec.rows))
            lines.append(_Line("gap", s, []))
        return lines[:-1]  # no gap after the last section: it would make a view that fits scroll by one line

    # -- geometry -----------------------------------------------------------------------------------------
    @property
    def line_h(self) -> int:
        return round(self.ctx.fonts.get(round(self.size * self.s)).get_linesize() * 1.3)

    def shown_lines(self) -> int:
        return max(1, (self.rect.h - round(16 * self.s)) // self.line_h)

    def scrolls(self) -> bool:
        return len(self._lines) > self.shown_lines()

    def _text_room(self) -> int:
        """The width the columns share: the box less its padding and the scrollbar's gutter."""
        return self.rect.w - round((36 + BAR_W) * self.s)

    def section_size(self, sec: Section) -> float:
        """The largest size from the normal one down to MIN_SIZE at which the section's columns fit."""
        size = self.size
        while size > MIN_SIZE and sum(self._natural_widths(sec, size)) > self._text_room():
            size -= 1
        return size

    def _pad(self) -> int:
        return round(18 * self.s)

    def _natural_widths(self, sec: Section, size: float) -> list[int]:
        cols = max(len(sec.header), max((len(r) for r in sec.rows), default=0))
        widths = [0] * cols
        for r, row in enumerate([sec.header, *sec.rows]):
            for i, text in enumerate(row):
                widths[i] = max(widths[i], text_width(self.ctx, text, size, bold=r == 0) + self._pad())
        return widths

    def column_widths(self, sec: Section) -> tuple[float, list[int]]:
        """The section's size and its columns' widths; if even MIN_SIZE is too wide, the widest columns give way
        (their cells are shortened with an ellipsis, which the tests look for)."""
        size = self.section_size(sec)
        widths = self._natural_widths(sec, size)
        excess = sum(widths) - self._text_room()
        for i in sorted(range(len(widths)), key=lambda c: -widths[c]):
            if excess <= 0:
                break
            cut = min(excess, max(0, widths[i] - round(60 * self.s)))
            widths[i] -= cut
            excess -= cut
        return size, widths

    def cells(self) -> list[CellPlace]:
        """Every text of every section as it is set (shown or scrolled away)."""
        out = []
        for sec in self.sections:
            size, widths = self.column_widths(sec)
            out.append(self._place(sec.title, self.size, self._text_room(), True))
            for r, row in enumerate([sec.header, *sec.rows]):
                for i, text in enumerate(row):
                    out.append(self._place(text, size, widths[i] - self._pad() // 2, r == 0))
        return out

    def _place(self, text: str, size: float, box: int, bold: bool) -> CellPlace:
        return CellPlace(text, fit_text(self.ctx, text, size, box, bold), text_width(self.ctx, text, size, bold),
                         box, bold)

    # -- scrolling ----------------------------------------------------------------------------------------
    def scroll_to(self, top: int) -> None:
        self.top = max(0, min(len(self._lines) - self.shown_lines(), top))

    def scroll(self, by: int) -> bool:
        before = self.top
        self.scroll_to(self.top + by)
        return self.top != before

    def wheel(self, dy: int) -> bool:
        self.scroll(-3 * dy)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        page = max(1, self.shown_lines() - 1)
        moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                 pygame.K_HOME: -len(self._lines), pygame.K_END: len(self._lines)}
        if event.key not in moves:
            return False
        moved = self.scroll(moves[event.key])
        # ↑/↓ at either end move the focus on, as in any form; the page keys always stay with the view
        return moved or event.key not in (pygame.K_DOWN, pygame.K_UP)

    def bar_rect(self) -> pygame.Rect:
        gutter = round(BAR_W * self.s)
        return pygame.Rect(self.rect.right - gutter - round(4 * self.s), self.rect.y + round(8 * self.s), gutter,
                           self.rect.h - round(16 * self.s))

    def _sync_bar(self) -> None:
        r = self.bar_rect()
        self.bar.set_pos(r.x, r.y)
        self.bar.scale = self.s
        self.bar.w, self.bar.h = r.w / self.s, r.h / self.s
        self.bar.set_range(self.top, self.shown_lines(), len(self._lines))

    def mouse_down(self, event: pygame.event.Event) -> bool:
        if self.scrolls() and self.bar_rect().collidepoint(event.pos):
            self._sync_bar()
            self.bar.grab_pointer(event.pos)
            self._dragging = True
        return True

    @property
    def dragging(self) -> bool:
        return self._dragging

    def drag(self, pos: tuple[int, int]) -> None:
        if self._dragging:
            self._sync_bar()
            self.bar.drag_pointer(pos)

    def release(self) -> None:
        if self._dragging:
            self.bar.release_pointer()
            self._dragging = False

    # -- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        self._box(surface, (22, 26, 33))
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        x0 = self.rect.x + self._pad()
        lh = self.line_h
        y = self.rect.y + round(8 * self.s)
        placed = [self.column_widths(sec) for sec in self.sections]
        for line in self._lines[self.top:self.top + self.shown_lines()]:
            sec = self.sections[line.section]
            size, widths = placed[line.section]
            if line.kind == "title":
                text = fit_text(self.ctx, sec.title, self.size, self._text_room(), True)
                img = self.ctx.painter.text(text, round(self.size * self.s), pal.accent, bold=True)
                surface.blit(img, (x0, y + (lh - img.get_height()) // 2))
            elif line.kind in ("header", "row"):
                header = line.kind == "header"
                if header:
                    pygame.draw.line(surface, pal.panel_edge, (x0, y + lh - 3), (x0 + sum(widths), y + lh - 3))
                elif line.index % 2 == 1:
                    pygame.draw.rect(surface, ROW_FILL, (x0, y, sum(widths), lh))
                colour = pal.text_dim if header else (pal.accent if line.index in sec.highlight else pal.text)
                x = x0
                for i, text in enumerate(line.cells):
                    shown = fit_text(self.ctx, text, size, widths[i] - self._pad() // 2, header)
                    img = self.ctx.painter.text(shown, round(size * self.s), colour, bold=header)
                    surface.blit(img, (x + round(6 * self.s), y + (lh - img.get_height()) // 2))
                    x += widths[i]
            y += lh
        surface.set_clip(clip)
        if self.scrolls():
            self._sync_bar()
            bar = self.bar.paint(self.ctx.painter, self.s)
            if bar is not None:
                surface.blit(bar, self.bar_rect())
