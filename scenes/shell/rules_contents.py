"""The contents of a rule document as a list of its headings, indented by level: a click or Enter jumps to
the section, ↑ ↓ move the selection, and the section being read is marked as the text scrolls. A long
heading wraps onto a second line rather than losing its end."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.engine.context import AppContext
from scenes.engine.widgets import Widget, blit_text, fit_text, wrap_text
from scenes.shell.rules_doc import RuleDoc

LINE = 21
PAD = 5
SIZE = 15
MAX_LINES = 2


class Contents(Widget):
    focusable = True

    def __init__(self, ctx: AppContext, on_pick: Callable[[int], None], help: str = "") -> None:
        super().__init__(ctx, help)
        self.on_pick = on_pick
        self.entries: list[tuple[int, int, str]] = []
        """(block index, level, heading) for every heading below the title."""
        self.selected = 0
        self.reading: int | None = None
        """The entry of the section at the top of the text (marked, not selected)."""
        self.offset = 0
        """The first entry shown."""
        self._wrapped: tuple[tuple[int, float], list[list[str]]] | None = None

    def set_document(self, doc: RuleDoc) -> None:
        headings = doc.headings()
        # the title (a lone level-1 heading at the top) is the document itself, not a section of it
        if headings and headings[0][1].level == 1:
            headings = headings[1:]
        self.entries = [(i, h.level, h.text) for i, h in headings]
        self.selected, self.reading, self.offset = 0, None, 0
        self._wrapped = None

    def indent(self, level: int) -> int:
        return round(10 * self.s) + round(14 * self.s) * max(0, level - 2)

    def lines(self) -> list[list[str]]:
        """Each entry's heading wrapped to the width (at most two lines, the second shortened if need be)."""
        key = (self.rect.w, self.s)
        if self._wrapped is None or self._wrapped[0] != key:
            out = []
            for _, level, text in self.entries:
                bold = level <= 2
                room = max(40, self.rect.w - self.indent(level) - round(18 * self.s))
                wrapped = wrap_text(self.ctx.fonts.get(round(SIZE * self.s), bold), text, room)
                if len(wrapped) > MAX_LINES:
                    wrapped = wrapped[:MAX_LINES - 1] + [" ".join(wrapped[MAX_LINES - 1:])]
                wrapped[-1] = fit_text(self.ctx, wrapped[-1], SIZE, room, bold)
                out.append(wrapped)
            self._wrapped = (key, out)
        return self._wrapped[1]

    def height(self, n: int) -> int:
        return len(self.lines()[n]) * round(LINE * self.s) + 2 * round(PAD * self.s)

    @property
    def rows_visible(self) -> int:
        """How many entries fit from the current offset."""
        room, n = self.rect.h - round(8 * self.s), self.offset
        while n < len(self.entries) and room >= self.height(n):
            room -= self.height(n)
            n += 1
        return max(1, n - self.offset)

    def entry_at(self, y: int) -> int | None:
        top = self.rect.y + round(4 * self.s)
        for n in range(self.offset, len(self.entries)):
            top += self.height(n)
            if y < top:
                return n
        return None

    def entry_for(self, block: int | None) -> int | None:
        """The entry of the section `block` belongs to."""
        if block is None:
            return None
        found = None
        for n, (i, _, _) in enumerate(self.entries):
            if i > block:
                break
            found = n
        return found

    def follow(self, block: int | None) -> None:
        """The text now shows `block` at its top: mark its section and keep it in view."""
        reading = self.entry_for(block)
        if reading != self.reading:
            self.reading = reading
            if reading is not None and not self.focused:
                self.selected = reading
                self.bring_near_top(reading)

    def keep_in_view(self, n: int) -> None:
        if n < self.offset:
            self.offset = n
        while self.offset < n and n >= self.offset + self.rows_visible:
            self.offset += 1

    def bring_near_top(self, n: int) -> None:
        """Show entry `n` a third of the way down when it is out of view or at an edge, so the sections
        around the one being read show too."""
        if self.offset < n < self.offset + self.rows_visible - 1:
            return
        self.offset = n
        while self.offset > 0 and n - self.offset < self.rows_visible // 3:
            self.offset -= 1

    def pick(self, n: int) -> None:
        self.selected = n
        self.keep_in_view(n)
        self.on_pick(self.entries[n][0])

    def activate(self) -> bool:
        if not self.entries:
            return False
        self.pick(self.selected)
        return True

    def mouse_up(self, event: pygame.event.Event, pressed_here: bool) -> bool:
        n = self.entry_at(event.pos[1])
        if pressed_here and n is not None:
            self.pick(n)
        return True

    def wheel(self, dy: int) -> bool:
        self.offset = max(0, min(len(self.entries) - 1, self.offset - 3 * dy))
        return True

    def key(self, event: pygame.event.Event) -> bool:
        moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: self.rows_visible,
                 pygame.K_PAGEUP: -self.rows_visible, pygame.K_HOME: -10**6, pygame.K_END: 10**6}
        if event.key in moves and self.entries:
            self.selected = max(0, min(len(self.entries) - 1, self.selected + moves[event.key]))
            self.keep_in_view(self.selected)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_RIGHT):
            return self.activate()
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        self._box(surface, (20, 23, 30))
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        y = self.rect.y + round(4 * self.s)
        line = round(LINE * self.s)
        for n in range(self.offset, len(self.entries)):
            if y > self.rect.bottom:
                break
            _, level, _ = self.entries[n]
            row = pygame.Rect(self.rect.x + 3, y, self.rect.w - 6, self.height(n))
            if n == self.selected and self.focused:
                pygame.draw.rect(surface, (70, 84, 110), row, border_radius=round(5 * self.s))
            if n == self.reading:
                pygame.draw.rect(surface, pal.accent, (row.x + 2, row.y + 4, max(3, round(4 * self.s)), row.h - 8))
            bold = level <= 2
            colour = pal.accent if n == self.reading else pal.text if level <= 3 else pal.text_dim
            for k, text in enumerate(self.lines()[n]):
                blit_text(surface, self.ctx, text, SIZE, colour, bold,
                          topleft=(row.x + self.indent(level), row.y + round(PAD * self.s) + k * line))
            y += row.h
        surface.set_clip(clip)
        if self.offset > 0 or self.offset + self.rows_visible < len(self.entries):
            frac = self.rows_visible / len(self.entries)
            h = max(round(20 * self.s), round((self.rect.h - 8) * frac))
            y = self.rect.y + 4 + round((self.rect.h - 8 - h) * self.offset / max(1, len(self.entries) -
                                                                                   self.rows_visible))
            pygame.draw.rect(surface, pal.panel_edge, (self.rect.right - 8, y, 4, h), border_radius=2)
