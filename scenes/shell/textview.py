"""A scrollable view of long wrapped text (rulebooks, replay fallbacks, score breakdowns).

The text is wrapped once per width and only the visible lines are drawn, from a per-line surface cache, so a
50-page rulebook scrolls as cheaply as a paragraph. Wheel, ↑ ↓, Page Up / Page Down, Home / End scroll.
"""

from __future__ import annotations

import re

import pygame

from scenes.engine.context import AppContext
from scenes.engine.widgets import Widget, wrap_text

HEADING = re.compile(r"^\s*(§\s*\d|\d+(\.\d+)*\.?\s+\S|#+\s)")
PRIVATE_USE = re.compile("[\ue000-\uf8ff]")


def clean(text: str) -> str:
    """Drop private-use glyphs (icon fonts of the original layout) that no shipped font can draw."""
    return PRIVATE_USE.sub("•", text).replace("\u00a0", " ")


def is_heading(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and len(stripped) < 80 and not stripped.endswith((".", ",", ":")) and (
        bool(HEADING.match(line)) or stripped.isupper())


class TextView(Widget):
    focusable = True

    def __init__(self, ctx: AppContext, text: str = "", size: float = 17, headings: bool = True) -> None:
        super().__init__(ctx)
        self.size, self.headings = size, headings
        self.offset = 0  # first visible line
        self.set_text(text)

    def set_text(self, text: str) -> None:
        self.text = clean(text)
        self.offset = 0
        self._wrapped: tuple[int, int, list[tuple[str, bool]]] | None = None
        self._cache: dict[int, pygame.Surface] = {}

    @property
    def line_h(self) -> int:
        return self.ctx.fonts.get(round(self.size * self.s)).get_linesize()

    def lines(self) -> list[tuple[str, bool]]:
        """(line, is_heading) wrapped to the current width; recomputed only when width or scale change."""
        width = self.rect.w - round(40 * self.s)
        font_px = round(self.size * self.s)
        if self._wrapped is None or self._wrapped[:2] != (width, font_px):
            body = self.ctx.fonts.get(font_px)
            bold = self.ctx.fonts.get(font_px, True)
            out: list[tuple[str, bool]] = []
            for para in self.text.splitlines():
                heading = self.headings and is_heading(para)
                if heading and out and out[-1][0].strip():
                    out.append(("", False))  # air above a heading, where the source text has none
                out.extend((line, heading) for line in wrap_text(bold if heading else body, para, max(40, width)))
            # collapse runs of blank lines: the source texts are double-spaced in places
            squeezed = [ln for i, ln in enumerate(out) if ln[0].strip() or i == 0 or out[i - 1][0].strip()]
            self._wrapped = (width, font_px, squeezed)
            self._cache = {}
        return self._wrapped[2]

    @property
    def page(self) -> int:
        return max(1, (self.rect.h - round(24 * self.s)) // self.line_h)

    def scroll(self, by: int) -> None:
        self.offset = max(0, min(max(0, len(self.lines()) - self.page), self.offset + by))

    def find(self, needle: str) -> bool:
        """Scroll so the first line containing `needle` is at the top."""
        for i, (line, _) in enumerate(self.lines()):
            if needle.lower() in line.lower():
                self.offset = 0
                self.scroll(i)
                return True
        return False

    def wheel(self, dy: int) -> bool:
        self.scroll(-3 * dy)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: self.page - 1, pygame.K_PAGEUP: 1 - self.page,
                 pygame.K_SPACE: self.page - 1, pygame.K_HOME: -10**9, pygame.K_END: 10**9}
        if event.key not in moves:
            return False
        self.scroll(moves[event.key])
        return True

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        self._box(surface, (250, 248, 240))
        lines = self.lines()
        pad = round(20 * self.s)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        y = self.rect.y + round(12 * self.s)
        font_px = round(self.size * self.s)
        for i in range(self.offset, min(len(lines), self.offset + self.page + 1)):
            img = self._cache.get(i)
            if img is None:
                text, heading = lines[i]
                colour = (120, 40, 30) if heading else (28, 30, 36)
                img = self.ctx.fonts.get(font_px, heading).render(text, True, colour)
                self._cache[i] = img
            surface.blit(img, (self.rect.x + pad, y))
            y += self.line_h
        surface.set_clip(clip)
        total = len(lines)
        if total > self.page:
            track = self.rect.inflate(0, -round(16 * self.s))
            bar_h = max(24, track.h * self.page // total)
            bar_y = track.y + (track.h - bar_h) * self.offset // max(1, total - self.page)
            pygame.draw.rect(surface, pal.panel_edge, (self.rect.right - round(12 * self.s), bar_y,
                                                       max(4, round(6 * self.s)), bar_h), border_radius=3)
