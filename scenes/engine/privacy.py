"""The hot-seat hand-off: an opaque screen that hides the table until the named player clicks.

It is quick (one click anywhere, or Enter/Space, and the next person plays) and says three things: who is next
and why ("Bob: your secret discard"), what happened in public since that person last looked ("While you were
away: …"), and, while the move just made can still be undone, a way for its maker to take it back
(a button and Ctrl+Z) before the next person takes the computer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes.engine.i18n import N_
from scenes.engine.render import rounded_box
from scenes.engine.scene import Scene

KEYS = N_("Enter or a click: ready · Esc: the pause menu (save, seats, quit)")
TAKE_BACK_KEYS = N_("Enter or a click: ready · Ctrl+Z: take back · Esc: the pause menu (save, seats, quit)")
AWAY_TITLE = N_("While you were away:")
FIRST_TITLE = N_("So far:")
"""The news title for a person who has not had the computer yet this game (a first pass screen said "While
you were away" at the start of the game). The titles are English constants, translated where they are drawn
(a title the table hands over already translated comes through unchanged)."""
LOOK_AWAY = N_("Everyone else, look away: the next screen shows a private hand.")
AWAY_ROWS = 16
"""At most this many lines of news (the table chooses and counts them; this only guards the screen); fewer
when their rows would not fit the window (the earliest go first, counted)."""


LINE_ROWS = 5
TAKE_BACK_PX = 16
TAKE_BACK_MIN_PX = 14
"""The take-back button's words are set at TAKE_BACK_PX, or on up to TAKE_BACK_ROWS rows at TAKE_BACK_MIN_PX
rather than squeezed onto one (playtest: a move's words at about 9 px nobody read)."""
TAKE_BACK_ROWS = 3
"""A long line of news (a show-down naming every hand) wraps onto at most this many rows."""


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """`text` broken at spaces into rows no wider than `width` pixels; past LINE_ROWS the rest is cut "…"."""
    rows: list[str] = []
    row = ""
    for word in text.split(" "):
        candidate = f"{row} {word}" if row else word
        if row and font.size(candidate)[0] > width:
            rows.append(row)
            row = word
        else:
            row = candidate
    rows.append(row)
    if len(rows) > LINE_ROWS:
        rows = [*rows[:LINE_ROWS - 1], rows[LINE_ROWS - 1] + " …"]
    return rows


class PrivacyScreen(Scene):
    """"Pass to Anna". Nothing of the table below is drawn while it is up."""

    opaque = True

    def __init__(self, ctx: Any, name: str, on_ready: Callable[[], None], *, note: str = "", reason: str = "",
                 away: Sequence[str] = (), take_back: tuple[str, Callable[[], None]] | None = None,
                 on_escape: Callable[[], None] | None = None, away_title: str = AWAY_TITLE,
                 title: str = "") -> None:
        super().__init__(ctx)
        self.name = name
        self._title = title
        self.note = note
        self.reason = reason
        """Why this person is handed the computer ("your secret discard"); empty: just "your turn"."""
        self.away = list(away)
        """What happened in public since this person last looked, a line each (oldest first)."""
        self.away_title = away_title
        self.take_back = take_back
        """(label, action) for the person who just moved, while that move can still be undone."""
        self.on_ready = on_ready
        self.on_escape = on_escape
        self.done = False
        self._take_back_rect: pygame.Rect | None = None
        self.box: pygame.Rect | None = None
        """Where the screen's box was last drawn, in window pixels (None before the first frame)."""
        self.news_shown: list[str] = []
        """The lines of news the last frame drew (fewer than `away` when they would not fit the window)."""
        self._laid_out: tuple[tuple[int, int, float], list[tuple[pygame.Surface, float]]] | None = None
        """(window size and scale, the rows drawn for it): worked out at the first frame of that size."""
        self._pressed = False
        """A button went down on this screen: only the click that began here passes the computer (a click
        meant for the table, released just as the screen came up, dismissed it unseen in a playtest)."""

    @property
    def title(self) -> str:
        """The screen's big line: "Pass to Anna", or for the person who still has the computer after only
        bots played, "Anna, your turn again" (nobody is to be passed the computer)."""
        return self._title or self.ctx.tr("Pass to {name}", name=self.name)

    @title.setter
    def title(self, text: str) -> None:
        self._title = text

    @property
    def headline(self) -> str:
        """The line naming who is next and why: "Bob: your secret discard"."""
        if self.reason:
            return self.ctx.tr("{name}: {reason}", name=self.name, reason=self.reason)
        return self.ctx.tr("{name}: your turn", name=self.name)

    @property
    def news_title(self) -> str:
        """The title over the news, in the player's language."""
        return self.ctx.tr(self.away_title)

    def take_back_words(self) -> str:
        """The take-back button's words, its key beside them."""
        assert self.take_back is not None
        return self.ctx.tr("{action} (Ctrl+Z)", action=self.take_back[0])

    def take_back_rows(self) -> tuple[list[str], int]:
        """The take-back button's words as drawn, a row each, and their font size in pixels: one row at the
        button's size when it fits the box, else wrapped at the readable minimum (the whole move kept)."""
        assert self.take_back is not None
        s = self.ctx.scale
        inner = round(720 * s) - round(48 * s) - round(32 * s)
        words = self.take_back_words()
        px = round(TAKE_BACK_PX * s)
        if self.ctx.fonts.get(px).size(words)[0] <= inner:
            return [words], px
        px = round(TAKE_BACK_MIN_PX * s)
        rows = wrap(words, self.ctx.fonts.get(px), inner)
        if len(rows) > TAKE_BACK_ROWS:
            rows = [*rows[:TAKE_BACK_ROWS - 1], " ".join(rows[TAKE_BACK_ROWS - 1:])]
        return rows, px

    def lines(self) -> list[str]:
        """What the screen says, top to bottom (tests read it; draw paints it)."""
        out = [self.title, self.headline]
        if self.away:
            out.append(self.news_title)
            out.extend(self.shown_away())
        if self.take_back is not None:
            out.append(self.take_back_words())
        return out

    def shown_away(self, rows: int = AWAY_ROWS) -> list[str]:
        """The news that fits in `rows` lines: the latest lines, after a count of the earlier ones."""
        if len(self.away) <= rows:
            return list(self.away)
        hidden = len(self.away) - (rows - 1)
        earlier = self.ctx.tr.trn("… {count} earlier line in the log", "… {count} earlier lines in the log", hidden)
        return [earlier, *self.away[-(rows - 1):]]

    def language_changed(self) -> None:
        self._laid_out = None  # the words are laid out again in the new language at the next frame

    def ready(self) -> None:
        if self.done:
            return
        self.done = True
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        self.on_ready()

    def take_back_now(self) -> bool:
        """The mover takes their move back (the presenter pops this screen); False when nothing can be."""
        if self.done or self.take_back is None:
            return False
        self.take_back[1]()
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self._pressed:
                return True  # the end of a click that began on the table below
            self._pressed = False
            rect = self._take_back_rect
            if rect is not None and self.take_back is not None and rect.collidepoint(event.pos):
                self.take_back_now()
            else:
                self.ready()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.ready()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.take_back_now()
                return True
            if event.key == pygame.K_ESCAPE and self.on_escape is not None:
                self.on_escape()
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION)

    def take_back_rect(self) -> pygame.Rect | None:
        """Where the take-back button was last drawn (None before the first frame or without one)."""
        return self._take_back_rect

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        fonts = self.ctx.fonts
        s = self.ctx.scale
        w, h = surface.get_size()
        surface.fill((16, 20, 26))
        box_w = round(720 * s)
        inner = box_w - round(48 * s)

        def fit(text: str, size: float, colour: Any, bold: bool = False) -> pygame.Surface:
            # a 40-character name or a long log line must not run out of the box
            surf = fonts.get(round(size * s), bold).render(text, True, colour)
            return pygame.transform.smoothscale_by(surf, inner / surf.get_width()) if surf.get_width() > inner else surf

        button_h = 0
        if self.take_back is not None:
            back_rows, back_px = self.take_back_rows()
            back_imgs = [fonts.get(back_px).render(row, True, pal.text) for row in back_rows]
            button_h = max(round(40 * s), sum(i.get_height() for i in back_imgs) + round(16 * s))

        def box_height(rows: Sequence[tuple[pygame.Surface, float]]) -> int:
            return round(24 * s + sum(r.get_height() + gap for r, gap in rows) + (button_h + 20 * s if button_h else 0))

        key = (w, h, s)
        if self._laid_out is None or self._laid_out[0] != key:  # the screen's words never change: laid out once
            head: list[tuple[pygame.Surface, float]] = [
                (fit(self.title, 40, pal.text, True), 18 * s),
                (fit(self.headline, 22, pal.accent), 12 * s),
            ]
            hint_text = self.note or self.ctx.tr(LOOK_AWAY)
            foot = [(fit(hint_text, 14, pal.text_dim), 18 * s)]
            room = h - round(90 * s)  # the box is centred: the keys line below it stays in the window
            rows = head + foot
            self.news_shown = []
            if self.away:
                font = fonts.get(round(15 * s))
                # as many of the latest as fit (one line of news is shown too: a playtest's pass screen said
                # "Since your last move:" over nothing when a single line had happened)
                fewest = 0 if len(self.away) == 1 else 1
                for count in range(min(AWAY_ROWS, len(self.away)), fewest, -1):
                    news = [(fit(self.news_title, 16, pal.text, True), 18 * s)]
                    for line in self.shown_away(count):
                        news.extend((fit(part, 15, pal.text_dim), 4 * s) for part in wrap(line, font, inner))
                    rows = head + news + foot
                    self.news_shown = self.shown_away(count)
                    if box_height(rows) <= room:
                        break
            self._laid_out = (key, rows)
        rows = self._laid_out[1]
        box_h = box_height(rows)
        box = rounded_box((box_w, box_h), pal.panel, radius=round(16 * s), border=pal.accent,
                          width=max(2, round(3 * s)))
        y = 6 * s
        for surf, gap in rows:
            y += gap
            box.blit(surf, surf.get_rect(midtop=(box_w / 2, y)))
            y += surf.get_height()
        origin = pygame.Rect(0, 0, box_w, box_h)
        origin.center = (w // 2, h // 2)
        self.box = origin.copy()
        self._take_back_rect = None
        if self.take_back is not None:
            label_w = min(inner - round(8 * s), max(i.get_width() for i in back_imgs))
            button = pygame.Rect(0, 0, label_w + round(32 * s), button_h)
            button.midtop = (box_w // 2, round(y + 16 * s))
            box.blit(rounded_box(button.size, pal.panel_edge, radius=round(8 * s), border=pal.text_dim,
                                 width=max(1, round(2 * s))), button)
            ty = button.centery - sum(i.get_height() for i in back_imgs) // 2
            for img in back_imgs:
                if img.get_width() > label_w:  # a single word longer than the box: the last resort
                    img = pygame.transform.smoothscale_by(img, label_w / img.get_width())
                box.blit(img, img.get_rect(midtop=(button.centerx, ty)))
                ty += img.get_height()
            self._take_back_rect = button.move(origin.x, origin.y)
        surface.blit(box, origin)
        if self.on_escape is not None:  # the hand-off is also where a hot-seat evening pauses, saves or quits
            keys_text = self.ctx.tr(TAKE_BACK_KEYS if self.take_back else KEYS)
            keys = fonts.get(round(14 * s)).render(keys_text, True, pal.text_dim)
            room = w - round(40 * s)
            if keys.get_width() > room:  # a longer language's keys line still fits a small window
                keys = pygame.transform.smoothscale_by(keys, room / keys.get_width())
            surface.blit(keys, keys.get_rect(center=(w / 2, origin.bottom + 30 * s)))
