"""A scrollable view of titled tables (scores, round-by-round breakdowns, statistics) with aligned columns."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.engine.context import AppContext
from scenes.engine.widgets import Widget, fit_text, wrap_text


@dataclass
class Section:
    title: str
    header: list[str]
    rows: list[list[str]] = field(default_factory=list)
    highlight: set[int] = field(default_factory=set)
    """Row indexes drawn in the accent colour (winners); they carry a ★ too, never colour alone."""


class GridView(Widget):
    focusable = True

    def __init__(self, ctx: AppContext, sections: list[Section] | None = None, size: float = 16) -> None:
        super().__init__(ctx)
        self.sections = sections or []
        self.size = size
        self.offset = 0  # pixels scrolled

    def set_sections(self, sections: list[Section]) -> None:
        self.sections, self.offset = sections, 0

    @property
    def line_h(self) -> int:
        return round(self.ctx.fonts.get(round(self.size * self.s)).get_linesize() * 1.35)

    def content_height(self) -> int:
        if self.rect.w <= 0:
            rows = sum(2 + len(sec.rows) for sec in self.sections) + len(self.sections)
            return rows * self.line_h
        body, bold = self._fonts()
        avail = self.rect.w - round(36 * self.s)
        lines = 0.0
        for sec in self.sections:
            widths = self._widths(body, bold, sec, avail)
            lines += 1.5 + sum(len(max(self._cells(body, bold, row, widths, r == 0), key=len, default=[""]))
                               for r, row in enumerate([sec.header, *sec.rows]))
        return round(lines * self.line_h)

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font]:
        px = round(self.size * self.s)
        return self.ctx.fonts.get(px), self.ctx.fonts.get(px, True)

    def _cells(self, body: pygame.font.Font, bold: pygame.font.Font, row: list[str], widths: list[int],
               header: bool) -> list[list[str]]:
        """Each cell's lines: a cell wider than its column wraps at its words (playtest: "Ines …" cut in the Seats
        column), up to three lines; a single word still too wide is ellipsised."""
        out = []
        for i, cell in enumerate(row):
            room = widths[i] - round(14 * self.s)
            lines = wrap_text(bold if header else body, cell, room) if cell else [""]
            if len(lines) > 3:
                lines = [*lines[:2], " ".join(lines[2:])]
            out.append([fit_text(self.ctx, line, self.size, room, header) for line in lines])
        return out

    def drawn_cells(self) -> list[tuple[str, list[str]]]:
        """Every cell as laid out now: its text and the lines drawn for it (what a fits test reads)."""
        body, bold = self._fonts()
        avail = self.rect.w - round(36 * self.s)
        out = []
        for sec in self.sections:
            widths = self._widths(body, bold, sec, avail)
            for r, row in enumerate([sec.header, *sec.rows]):
                out += list(zip(row, self._cells(body, bold, row, widths, r == 0), strict=True))
        return out

    def scroll(self, by: int) -> None:
        limit = max(0, self.content_height() - self.rect.h + self.line_h)
        self.offset = max(0, min(limit, self.offset + by))

    def wheel(self, dy: int) -> bool:
        self.scroll(-dy * 3 * self.line_h)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        moves = {pygame.K_DOWN: self.line_h, pygame.K_UP: -self.line_h, pygame.K_PAGEDOWN: self.rect.h // 2,
                 pygame.K_PAGEUP: -self.rect.h // 2}
        if event.key not in moves:
            return False
        before = self.offset
        self.scroll(moves[event.key])
        return self.offset != before or event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP)

    def _widths(self, font: pygame.font.Font, bold: pygame.font.Font, sec: Section, avail: int) -> list[int]:
        cols = max(len(sec.header), max((len(r) for r in sec.rows), default=0))
        widths = [0] * cols
        for r, row in enumerate([sec.header, *sec.rows]):
            for i, cell in enumerate(row):
                widths[i] = max(widths[i], (bold if r == 0 else font).size(cell)[0] + round(22 * self.s))
        total = sum(widths)
        if total > avail and cols:  # squeeze the widest columns first; their cells wrap to fit
            excess = total - avail
            for i in sorted(range(cols), key=lambda c: -widths[c]):
                cut = min(excess, max(0, widths[i] - round(60 * self.s)))
                widths[i] -= cut
                excess -= cut
        return widths

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        self._box(surface, (22, 26, 33))
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        body, bold = self._fonts()
        x0 = self.rect.x + round(18 * self.s)
        avail = self.rect.w - round(36 * self.s)
        y = self.rect.y + round(10 * self.s) - self.offset
        lh = self.line_h
        for sec in self.sections:
            if self.rect.top - lh <= y <= self.rect.bottom:
                surface.blit(bold.render(sec.title, True, pal.accent), (x0, y))
            y += lh
            widths = self._widths(body, bold, sec, avail)
            for r, row in enumerate([sec.header, *sec.rows]):
                if y > self.rect.bottom:
                    break
                cells = self._cells(body, bold, row, widths, r == 0)
                rh = lh * max((len(c) for c in cells), default=1)
                if y >= self.rect.top - rh:
                    if r == 0:
                        pygame.draw.line(surface, pal.panel_edge, (x0, y + rh - 3), (x0 + sum(widths), y + rh - 3))
                    elif r % 2 == 0:
                        pygame.draw.rect(surface, (30, 35, 44), (x0, y, sum(widths), rh))
                    colour = pal.text_dim if r == 0 else (pal.accent if r - 1 in sec.highlight else pal.text)
                    x = x0
                    for i, lines in enumerate(cells):
                        for k, text in enumerate(lines):
                            img = (bold if r == 0 else body).render(text, True, colour)
                            surface.blit(img, (x + round(6 * self.s), y + k * lh + (lh - img.get_height()) // 2))
                        x += widths[i]
                y += rh
            y += lh // 2
        surface.set_clip(clip)
