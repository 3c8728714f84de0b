"""What every shell screen shares: the felt backdrop, a heading, a Form of widgets, Esc to go back, a
help line, and a small message dialog for errors and confirmations."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.engine.context import AppContext
from scenes.engine.scene import Scene
from scenes.engine.widgets import Button, Label, Panel, blit_text, fit_text, wrap_text
from scenes.shell.form import Form

SUITS = "♠♥♦♣"


class Backdrop:
    """The felt with a faint pattern of suits, drawn once per window size and reused every frame."""

    def __init__(self) -> None:
        self._cache: tuple[tuple[int, int], pygame.Surface] | None = None

    def surface(self, ctx: AppContext) -> pygame.Surface:
        size = ctx.size
        if self._cache is not None and self._cache[0] == size:
            return self._cache[1]
        pal = ctx.palette
        img = pygame.Surface(size)
        w, h = size
        for y in range(0, h, 4):  # a vertical gradient from felt to dark felt
            t = y / max(1, h)
            colour = tuple(round(a + (b - a) * t) for a, b in zip(pal.felt, pal.felt_dark, strict=True))
            pygame.draw.rect(img, colour, (0, y, w, 4))
        font = ctx.fonts.get(round(34 * ctx.scale))
        step = round(96 * ctx.scale)
        glyphs = [font.render(suit, True, (255, 255, 255)) for suit in SUITS]  # once each, not once a place
        for glyph in glyphs:
            glyph.set_alpha(10)
        for row, y in enumerate(range(step // 2, h, step)):
            for col, x in enumerate(range(step // 2 - (row % 2) * step // 2, w + step, step)):
                glyph = glyphs[(row + col) % 4]
                img.blit(glyph, glyph.get_rect(center=(x, y)))
        img = img.convert() if pygame.display.get_surface() is not None else img
        self._cache = (size, img)
        return img


class ShellScene(Scene):
    """A full-screen shell page. Subclasses fill `build` (create widgets once) and `layout` (place them)."""

    heading = ""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.form = Form()
        self._built = False
        self.status = ""
        self.status_is_error = False

    # hooks -----------------------------------------------------------------------------------------------
    def build(self) -> None: ...

    def layout(self) -> None: ...

    def back(self) -> None:
        if len(self.ctx.stack) > 1:
            self.ctx.stack.pop()
        else:
            from scenes.shell.menu import MainMenu

            self.ctx.stack.reset(MainMenu(self.ctx))

    # plumbing --------------------------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Recreate the widgets from the screen's state (the focus stays at the same place in the order)."""
        focused = self.form.focused
        index = self.form.widgets.index(focused) if focused in self.form.widgets else None
        self.form.clear()
        self.build()
        self.layout()
        if index is not None and index < len(self.form.widgets):
            self.form.focus(self.form.widgets[index])
        self.form.focus_first()

    def enter(self) -> None:
        if not self._built:
            self._built = True
            self.build()
        self.layout()
        self.form.focus_first()

    def resized(self, size: tuple[int, int]) -> None:
        if self._built:
            self.layout()

    def language_changed(self) -> None:
        if self._built:
            self.rebuild()

    def heading_words(self) -> str:
        """The heading as drawn: `heading` (an English constant, N_-marked) in the player's language."""
        return self.ctx.tr(self.heading) if self.heading else ""

    def say(self, text: str, error: bool = False) -> None:
        self.status, self.status_is_error = text, error

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.form.handle(event)

    def px(self, value: float) -> int:
        return round(value * self.ctx.scale)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(self.ctx.services.backdrop.surface(self.ctx), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        heading = self.heading_words()
        if heading:
            blit_text(surface, self.ctx, heading, 34, self.ctx.palette.accent, True,
                      midtop=(self.ctx.size[0] // 2, self.px(22)))
        self.form.draw(surface)
        self.draw_footer(surface)

    def draw_footer(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        w, h = self.ctx.size
        if self.status:
            blit_text(surface, self.ctx, self.status, 17, pal.danger if self.status_is_error else pal.highlight,
                      self.status_is_error, midbottom=(w // 2, h - self.px(40)))
        hint = self.form.help_text()
        if hint:
            area = self.hint_rect()
            if area is None:
                area = pygame.Rect(self.px(20), h - self.px(34), w - 2 * self.px(20), self.px(20))
                anchor = {"midbottom": (w // 2, h - self.px(14))}
                blit_text(surface, self.ctx, fit_text(self.ctx, hint, 15, area.w), 15, pal.text_dim, False, **anchor)
                return
            lines = footer_lines(self.ctx, hint, area)
            step = self.ctx.fonts.get(round(15 * self.ctx.scale)).get_linesize()
            for k, line in enumerate(lines):  # the last line sits where a one-line help always sat
                blit_text(surface, self.ctx, line, 15, pal.text_dim, False,
                          bottomleft=(area.x, area.bottom - (len(lines) - 1 - k) * step))

    def hint_rect(self) -> pygame.Rect | None:
        """Where the hovered widget's help line goes (None: centred along the bottom); never over buttons."""
        return None


class MessageBox(Scene):
    """A dialog over the current screen: a message and one or two buttons. Esc or Enter answers."""

    opaque = False

    def __init__(self, ctx: AppContext, title: str, text: str, ok: str | None = None,
                 on_ok: Callable[[], None] | None = None, cancel: str | None = None) -> None:
        """`title`, `text` and the buttons' words as the player reads them (translated); `ok` defaults to "OK"."""
        super().__init__(ctx)
        ok = ctx.tr("OK") if ok is None else ok
        self.title, self.text, self.on_ok = title, text, on_ok
        self.form = Form()
        self.panel = Panel(ctx, title, alpha=255)
        self.body = Label(ctx, text, size=17, wrap=True)
        self.ok = Button(ctx, ok, self._ok, primary=True)
        self.cancel = Button(ctx, cancel, self._cancel) if cancel else None
        for widget in (self.panel, self.body, self.ok, self.cancel):
            if widget is not None:
                self.form.add(widget)

    def _ok(self) -> None:
        self.ctx.stack.pop()
        if self.on_ok:
            self.on_ok()

    def _cancel(self) -> None:
        self.ctx.stack.pop()

    def enter(self) -> None:
        self.resized(self.ctx.size)
        self.form.focus(self.ok)

    def resized(self, size: tuple[int, int]) -> None:
        s = self.ctx.scale
        w = round(620 * s)
        font = self.ctx.fonts.get(round(17 * s))
        lines = len(wrap_text(font, self.text, w - round(48 * s)))
        h = round(150 * s) + lines * font.get_linesize()
        self.panel.rect = pygame.Rect(0, 0, w, h)
        self.panel.rect.center = (size[0] // 2, size[1] // 2)
        p = self.panel.rect
        self.body.rect = pygame.Rect(p.x + round(24 * s), p.y + round(52 * s), w - round(48 * s), h)
        bw, bh = round(170 * s), round(44 * s)
        self.ok.rect = pygame.Rect(0, 0, bw, bh)
        if self.cancel:
            self.cancel.rect = pygame.Rect(0, 0, bw, bh)
            self.ok.rect.bottomright = (p.centerx - round(8 * s), p.bottom - round(18 * s))
            self.cancel.rect.bottomleft = (p.centerx + round(8 * s), p.bottom - round(18 * s))
        else:
            self.ok.rect.midbottom = (p.centerx, p.bottom - round(18 * s))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            (self._cancel if self.cancel else self._ok)()
            return True
        self.form.handle(event)
        return True  # a dialog is modal: nothing reaches the screen below

    def draw(self, surface: pygame.Surface) -> None:
        shade = self.ctx.painter.cache.get(("shade", self.ctx.size, SHADE), lambda: _shade(self.ctx.size))
        if shade is not None:
            surface.blit(shade, (0, 0))
        self.form.draw(surface)


SHADE = (0, 0, 0, 150)
"""What a dialog lays over the screen below it: dimmed, still readable."""


def _shade(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill(SHADE)
    return shade


def footer_lines(ctx: AppContext, text: str, area: pygame.Rect) -> list[str]:
    """A help line in the lines `area` holds: wrapped between words, the last one cut with "…" only when even
    they do not hold it all (a long help on a small window)."""
    font = ctx.fonts.get(round(15 * ctx.scale))
    room = max(1, area.h // max(1, font.get_linesize()))
    lines = wrap_text(font, text, area.w)
    if len(lines) > room:
        lines = lines[: room - 1] + [fit_text(ctx, " ".join(lines[room - 1:]), 15, area.w)]
    return lines
