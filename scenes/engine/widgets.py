"""Form widgets for the shell's screens: label, button, text input, checkbox, choice, number field, list, panel.

Widgets are placed in window pixels by their screen's layout (sizes come from `ctx.scale`, so a form reads the
same from 720p to 4K) and drawn with the theme's fonts and palette. Text is drawn through the app's one Painter
(`ctx.painter`, the cache the tables' nodes use too), so an idle screen re-blits surfaces it already has and
renders nothing. A `Form` routes input: the mouse to the widget under it, keys to the focused widget first,
then its FocusRing: Tab / Shift+Tab (and ↑ / ↓) move the focus, Enter or Space activates. Handlers read
`event.pos` (synthetic test events never move the real mouse).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from scenes.engine import clipboard
from scenes.engine.buttonlook import ButtonLook, button_surface
from scenes.engine.context import AppContext
from scenes.engine.focus import ACTIVATE_KEYS, draw_focus_ring
from scenes.engine.theme import Fonts

Colour = tuple[int, int, int]


def text_surface(ctx: AppContext, text: str, size: float, colour: Colour, bold: bool = False) -> pygame.Surface:
    """`text` on one line at `size` design units, from the app's text cache (rendered once, then reused)."""
    return ctx.painter.text(text, round(size * ctx.scale), colour, bold=bold)


def blit_text(surface: pygame.Surface, ctx: AppContext, text: str, size: float, colour: Colour,
              bold: bool = False, **anchor: Any) -> pygame.Rect:
    """Draw text anchored like a Rect keyword (center=…, midleft=…, topleft=…); returns where it went."""
    if not text:  # nothing to draw, but a place as wide as nothing and as tall as a line (a caret goes there)
        return pygame.Rect(0, 0, 0, ctx.fonts.get(round(size * ctx.scale), bold).get_height()).move_to(**anchor)
    img = text_surface(ctx, text, size, colour, bold)
    rect = img.get_rect(**anchor)
    surface.blit(img, rect)
    return rect


def text_width(ctx: AppContext, text: str, size: float, bold: bool = False) -> int:
    return ctx.fonts.get(round(size * ctx.scale), bold).size(text)[0]


def fit_text(ctx: AppContext, text: str, size: float, width: int, bold: bool = False) -> str:
    """Shorten `text` with an ellipsis so it fits `width` pixels (a label never spills out of its box)."""
    return _fitted(ctx.fonts, text, round(size * ctx.scale), width, bold)


@lru_cache(maxsize=4096)
def _fitted(fonts: Fonts, text: str, px: int, width: int, bold: bool) -> str:
    # Remembered: screens fit the same labels every frame, and measuring a long one costs a dozen font calls.
    font = fonts.get(px, bold)
    if font.size(text)[0] <= width:
        return text
    fits, too_long = 0, len(text)  # the longest prefix that fits with its ellipsis, found by halving
    while fits < too_long:
        mid = (fits + too_long + 1) // 2
        if font.size(text[:mid] + "…")[0] <= width:
            fits = mid
        else:
            too_long = mid - 1
    return text[:fits] + "…"


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap; blank lines are kept so paragraphs stay apart."""
    lines: list[str] = []
    for para in text.splitlines():
        indent = para[: len(para) - len(para.lstrip())]
        words = para.split()
        if not words:
            lines.append("")
            continue
        line = indent + words[0]
        for word in words[1:]:
            trial = f"{line} {word}"
            if font.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = indent + word
        lines.append(line)
    return lines


class Widget:
    focusable = False

    def __init__(self, ctx: AppContext, help: str = "") -> None:
        self.ctx = ctx
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.enabled = True
        self.focused = False
        self.hovered = False
        self.help = help

    @property
    def s(self) -> float:
        return self.ctx.scale

    def can_focus(self) -> bool:
        return self.focusable and self.visible and self.enabled

    def mouse_down(self, event: pygame.event.Event) -> bool:
        return False

    def mouse_up(self, event: pygame.event.Event, pressed_here: bool) -> bool:
        return False

    def wheel(self, dy: int) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        return False

    def text_input(self, text: str) -> bool:
        return False

    def activate(self) -> bool:
        """What Enter or Space does with the focus here (press the button, tick the box); False: nothing."""
        return False

    def draw(self, surface: pygame.Surface) -> None: ...

    # shared look -----------------------------------------------------------------------------------
    def _box(self, surface: pygame.Surface, fill: Colour, rect: pygame.Rect | None = None) -> None:
        pal = self.ctx.palette
        rect = rect or self.rect
        radius = max(4, round(8 * self.s))
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, pal.panel_edge, rect, width=max(1, round(self.s)), border_radius=radius)
        if self.focused:
            draw_focus_ring(surface, rect, pal, self.s, radius)


class Panel(Widget):
    """A rounded backdrop with an optional heading; drawn behind the widgets placed on it. Its translucent box
    is made once per size and colours and kept in the app's cache, not made anew every frame."""

    def __init__(self, ctx: AppContext, title: str = "", alpha: int = 235) -> None:
        super().__init__(ctx)
        self.title = title
        self.alpha = alpha

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        radius = max(6, round(14 * self.s))
        edge = max(1, round(self.s))
        key = ("shell-panel", self.rect.size, pal.panel, self.alpha, pal.panel_edge, radius, edge)
        img = self.ctx.painter.cache.get(key, lambda: self._paint_box(radius, edge))
        if img is not None:
            surface.blit(img, self.rect)
        if self.title:
            blit_text(surface, self.ctx, self.title, 20, pal.accent, True,
                      topleft=(self.rect.x + round(18 * self.s), self.rect.y + round(12 * self.s)))

    def _paint_box(self, radius: int, edge: int) -> pygame.Surface | None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return None  # not laid out yet
        pal = self.ctx.palette
        img = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(img, (*pal.panel, self.alpha), img.get_rect(), border_radius=radius)
        pygame.draw.rect(img, pal.panel_edge, img.get_rect(), width=edge, border_radius=radius)
        return img


class Label(Widget):
    def __init__(self, ctx: AppContext, text: str, size: float = 18, bold: bool = False,
                 colour: Colour | None = None, align: str = "left", wrap: bool = False) -> None:
        super().__init__(ctx)
        self.text, self.size, self.bold, self.colour, self.align, self.wrap = text, size, bold, colour, align, wrap
        self._wrapped: tuple[tuple[str, int, bool, int], list[str]] | None = None

    def lines(self) -> list[str]:
        """The text as drawn: wrapped to the width (each paragraph apart) or one line cut to fit."""
        px, width = round(self.size * self.s), max(10, self.rect.w)
        if not self.wrap:
            return [fit_text(self.ctx, self.text, self.size, width, self.bold)]
        key = (self.text, px, self.bold, width)
        if self._wrapped is None or self._wrapped[0] != key:  # wrapped again only when the text or size changes
            self._wrapped = key, wrap_text(self.ctx.fonts.get(px, self.bold), self.text, width)
        return self._wrapped[1]

    def draw(self, surface: pygame.Surface) -> None:
        colour = self.colour or self.ctx.palette.text
        font = self.ctx.fonts.get(round(self.size * self.s), self.bold)
        y = self.rect.y
        for line in self.lines():
            if not line:  # a blank line between paragraphs
                y += font.get_linesize()
                continue
            img = text_surface(self.ctx, line, self.size, colour, self.bold)
            if self.align == "center":
                x = self.rect.centerx - img.get_width() // 2
            elif self.align == "right":
                x = self.rect.right - img.get_width()
            else:
                x = self.rect.x
            surface.blit(img, (x, y if self.wrap else self.rect.centery - img.get_height() // 2))
            y += font.get_linesize()


class Button(Widget):
    """A push button, drawn as the tables' ButtonNode is (scenes.engine.buttonlook): `kind` is "normal",
    "primary" (the one a screen suggests) or "danger"; `primary=True` is short for kind "primary"."""

    focusable = True

    def __init__(self, ctx: AppContext, text: str, on_click: Callable[[], None], primary: bool = False,
                 help: str = "", size: float = 20, kind: str | None = None) -> None:
        super().__init__(ctx, help)
        self.text, self.on_click, self.size = text, on_click, size
        self.kind = kind if kind is not None else "primary" if primary else "normal"
        ButtonLook(text, (1, 1), 1, 1.0, self.kind)  # a kind the look does not know is refused here, not mid-frame

    @property
    def primary(self) -> bool:
        return self.kind == "primary"

    def mouse_up(self, event: pygame.event.Event, pressed_here: bool) -> bool:
        if pressed_here and self.enabled:
            self.on_click()
        return True

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.on_click()
        return True

    def look(self) -> ButtonLook:
        return ButtonLook(self.text, self.rect.size, round(self.size * self.s), self.s, self.kind, self.enabled,
                          self.hovered, self.focused)

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w > 0 and self.rect.h > 0:
            surface.blit(button_surface(self.ctx.painter, self.look()), self.rect)


class TextInput(Widget):
    """A one-line text field with a caret and a selection, as in any desktop app: ← → (Ctrl: by word), Home and
    End, Shift with any of them to select, Ctrl+A to select all, Ctrl+C / Ctrl+X / Ctrl+V through the clipboard
    (scenes.engine.clipboard), Backspace and Delete (with Ctrl: all before or after the caret, so Ctrl+Backspace
    at the end clears the field), typing over a selection; a click places the caret. Text that does not fit
    scrolls to keep the caret in view."""

    focusable = True

    def __init__(self, ctx: AppContext, value: str = "", on_change: Callable[[str], None] | None = None,
                 placeholder: str = "", max_len: int = 40, allowed: Callable[[str], bool] | None = None,
                 on_submit: Callable[[], None] | None = None, help: str = "") -> None:
        super().__init__(ctx, help)
        self._value = value
        self._caret = len(value)
        self._anchor: int | None = None
        """Where the selection started (the caret is its other end); None: nothing selected."""
        self._scroll = 0  # pixels of the text scrolled off to the left
        self.on_change, self.placeholder = on_change, placeholder
        self.max_len, self.allowed, self.on_submit = max_len, allowed, on_submit
        self.error = False

    # -- value, caret and selection ---------------------------------------------------------------------
    @property
    def value(self) -> str:
        return self._value

    @value.setter
    def value(self, text: str) -> None:
        """Set from outside (a search cleared, say): the caret goes to the end, nothing stays selected."""
        self._value, self._caret, self._anchor = text, len(text), None

    @property
    def caret(self) -> int:
        return min(self._caret, len(self._value))

    def selection(self) -> tuple[int, int] | None:
        """The selected span (start, end), or None when nothing is selected."""
        if self._anchor is None:
            return None
        lo, hi = sorted((min(self._anchor, len(self._value)), self.caret))
        return (lo, hi) if lo < hi else None

    def selected_text(self) -> str:
        span = self.selection()
        return self._value[span[0]:span[1]] if span else ""

    def select_all(self) -> None:
        self._anchor, self._caret = 0, len(self._value)

    def _set(self, value: str, caret: int | None = None) -> None:
        self._value = value
        self._caret = len(value) if caret is None else max(0, min(caret, len(value)))
        self._anchor = None
        if self.on_change:
            self.on_change(value)

    def _move(self, to: int, select: bool) -> None:
        if select and self._anchor is None:
            self._anchor = self.caret
        elif not select:
            self._anchor = None
        self._caret = max(0, min(to, len(self._value)))

    def _word_left(self, i: int) -> int:
        while i > 0 and not self._value[i - 1].isalnum():
            i -= 1
        while i > 0 and self._value[i - 1].isalnum():
            i -= 1
        return i

    def _word_right(self, i: int) -> int:
        n = len(self._value)
        while i < n and not self._value[i].isalnum():
            i += 1
        while i < n and self._value[i].isalnum():
            i += 1
        return i

    def _replace(self, start: int, end: int, text: str) -> None:
        """Put `text` (filtered, cut to what still fits) in place of value[start:end]."""
        if self.allowed is not None:
            text = "".join(ch for ch in text if self.allowed(ch))
        room = self.max_len - (len(self._value) - (end - start))
        text = text[:max(0, room)]
        self._set(self._value[:start] + text + self._value[end:], start + len(text))

    def _delete(self, forward: bool, to_edge: bool) -> None:
        span = self.selection()
        if span is not None:
            self._replace(*span, "")
            return
        at = self.caret
        if forward:
            end = len(self._value) if to_edge else min(len(self._value), at + 1)
            if end > at:
                self._replace(at, end, "")
        else:
            start = 0 if to_edge else max(0, at - 1)
            if start < at:
                self._replace(start, at, "")

    # -- input ----------------------------------------------------------------------------------------
    def activate(self) -> bool:
        if self.on_submit is None:
            return False
        self.on_submit()
        return True

    def text_input(self, text: str) -> bool:
        span = self.selection() or (self.caret, self.caret)
        if self.allowed is not None:
            text = "".join(ch for ch in text if self.allowed(ch))
        if text:
            self._replace(*span, text)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        mod = getattr(event, "mod", 0)
        ctrl, shift = bool(mod & pygame.KMOD_CTRL), bool(mod & pygame.KMOD_SHIFT)
        k = event.key
        if ctrl and k == pygame.K_a:
            self.select_all()
            return True
        if ctrl and k in (pygame.K_c, pygame.K_x):
            if self.selected_text():
                clipboard.copy(self.selected_text())
                if k == pygame.K_x:
                    self._delete(forward=False, to_edge=False)
            return True
        if ctrl and k == pygame.K_v:
            pasted = " ".join(clipboard.paste().splitlines())  # one line: a pasted newline is a space
            self.text_input(pasted)
            return True
        if k == pygame.K_BACKSPACE or k == pygame.K_DELETE:
            self._delete(forward=k == pygame.K_DELETE, to_edge=ctrl)
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            span = self.selection()
            if span is not None and not shift:  # an arrow first collapses the selection to that side
                self._move(span[0] if k == pygame.K_LEFT else span[1], False)
            elif k == pygame.K_LEFT:
                self._move(self._word_left(self.caret) if ctrl else self.caret - 1, shift)
            else:
                self._move(self._word_right(self.caret) if ctrl else self.caret + 1, shift)
            return True
        if k in (pygame.K_HOME, pygame.K_END):
            self._move(0 if k == pygame.K_HOME else len(self._value), shift)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.activate()
            return True  # Enter never leaves a text field for the focus ring, even without a submit
        # Typing a space or letters arrives as TEXTINPUT; keep the keys from also moving the focus.
        return k == pygame.K_SPACE or (event.unicode or "").isprintable() and bool(event.unicode)

    def mouse_down(self, event: pygame.event.Event) -> bool:
        """A click puts the caret between the letters nearest to it."""
        font = self.ctx.fonts.get(round(18 * self.s))
        x = event.pos[0] - (self.rect.x + round(10 * self.s)) + self._scroll
        widths = [font.size(self._value[:i])[0] for i in range(len(self._value) + 1)]
        self._move(min(range(len(widths)), key=lambda i: abs(widths[i] - x)), False)
        return True

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        self._box(surface, (18, 20, 26) if self.enabled else (36, 38, 44))
        if self.error:
            pygame.draw.rect(surface, pal.danger, self.rect, width=max(2, round(2 * self.s)),
                             border_radius=max(4, round(8 * self.s)))
        pad = round(10 * self.s)
        inner = pygame.Rect(self.rect.x + pad, self.rect.y, max(1, self.rect.w - 3 * pad), self.rect.h)
        font = self.ctx.fonts.get(round(18 * self.s))
        if not self._value:
            blit_text(surface, self.ctx, fit_text(self.ctx, self.placeholder, 18, inner.w), 18, (110, 116, 124),
                      midleft=inner.midleft)
            if self.focused and pygame.time.get_ticks() // 500 % 2 == 0:
                h = font.get_height()
                pygame.draw.line(surface, pal.text, (inner.x, inner.centery - h // 2 + 2),
                                 (inner.x, inner.centery + h // 2 - 2), max(1, round(2 * self.s)))
            return
        caret_x = font.size(self._value[:self.caret])[0]
        # scroll just enough to keep the caret inside the box
        self._scroll = max(0, min(self._scroll, caret_x), caret_x - inner.w + 2)
        self._scroll = min(self._scroll, max(0, font.size(self._value)[0] - inner.w + 2))
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        img = text_surface(self.ctx, self._value, 18, pal.text)
        top = inner.centery - img.get_height() // 2
        span = self.selection()
        if span is not None:
            x0, x1 = (font.size(self._value[:i])[0] for i in span)
            marked = pygame.Rect(inner.x + x0 - self._scroll, top, x1 - x0, img.get_height())
            pygame.draw.rect(surface, pal.highlight if self.focused else pal.panel_edge, marked)
        surface.blit(img, (inner.x - self._scroll, top))
        if span is not None:  # the selected letters in the dark, readable on the highlight
            chosen = text_surface(self.ctx, self._value[span[0]:span[1]], 18, (16, 18, 24))
            surface.blit(chosen, (inner.x + font.size(self._value[:span[0]])[0] - self._scroll, top))
        if self.focused and pygame.time.get_ticks() // 500 % 2 == 0:
            x = inner.x + caret_x - self._scroll
            pygame.draw.line(surface, pal.text, (x, top + 2), (x, top + img.get_height() - 2),
                             max(1, round(2 * self.s)))
        surface.set_clip(clip)


class Checkbox(Widget):
    focusable = True

    def __init__(self, ctx: AppContext, label: str, value: bool = False,
                 on_change: Callable[[bool], None] | None = None, help: str = "") -> None:
        super().__init__(ctx, help)
        self.label, self.value, self.on_change = label, value, on_change

    def toggle(self) -> None:
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def mouse_up(self, event: pygame.event.Event, pressed_here: bool) -> bool:
        if pressed_here and self.enabled:
            self.toggle()
        return True

    def activate(self) -> bool:
        self.toggle()
        return True

    def key(self, event: pygame.event.Event) -> bool:
        return event.key in ACTIVATE_KEYS and self.activate()

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        side = min(self.rect.h, round(26 * self.s))
        box = pygame.Rect(self.rect.x, self.rect.centery - side // 2, side, side)
        self._box(surface, (18, 20, 26), box)
        if self.value:  # a tick mark and the word, never colour alone
            pts = [(box.x + side * 0.22, box.y + side * 0.52), (box.x + side * 0.42, box.y + side * 0.74),
                   (box.x + side * 0.8, box.y + side * 0.26)]
            pygame.draw.lines(surface, pal.highlight, False, pts, max(2, round(3 * self.s)))
        tr = self.ctx.tr
        state = tr.trc("switch", "on") if self.value else tr.trc("switch", "off")
        text = tr("{label}: {state}", label=self.label, state=state) if self.label else state
        blit_text(surface, self.ctx, fit_text(self.ctx, text, 18, self.rect.w - side - round(12 * self.s)), 18,
                  pal.text if self.enabled else pal.text_dim, midleft=(box.right + round(12 * self.s), box.centery))


class Choice(Widget):
    """A cycler: ◀ value ▶. Click the left half or press ← for the previous choice, right half or → for the next."""

    focusable = True

    def __init__(self, ctx: AppContext, options: Sequence[tuple[Any, str]], value: Any = None,
                 on_change: Callable[[Any], None] | None = None, help: str = "") -> None:
        super().__init__(ctx, help)
        self.options = list(options)
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def step(self, by: int) -> None:
        if len(self.options) < 2:
            return
        self.index = (self.index + by) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def mouse_up(self, event: pygame.event.Event, pressed_here: bool) -> bool:
        if pressed_here and self.enabled:
            self.step(-1 if event.pos[0] < self.rect.centerx else 1)
        return True

    def activate(self) -> bool:
        self.step(1)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.step(-1)
        elif event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS):
            self.step(1)
        else:
            return event.key in (pygame.K_RETURN, pygame.K_SPACE) and self.activate()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        self._box(surface, (58, 66, 82) if self.hovered else (44, 50, 62))
        pad = round(14 * self.s)
        dim = pal.text if self.enabled and len(self.options) > 1 else (100, 104, 112)
        blit_text(surface, self.ctx, "◀", 16, dim, midleft=(self.rect.x + pad, self.rect.centery))
        blit_text(surface, self.ctx, "▶", 16, dim, midright=(self.rect.right - pad, self.rect.centery))
        text, room = self.options[self.index][1], self.rect.w - round(70 * self.s)
        size = next((sz for sz in (18, 16, 14) if text_width(self.ctx, text, sz) <= room), 13)
        label = fit_text(self.ctx, text, size, room)  # a longer choice gets a smaller font before an ellipsis
        blit_text(surface, self.ctx, label, size, pal.text if self.enabled else pal.text_dim, center=self.rect.center)


class Slider(Widget):
    """A value lo..hi in steps: a track with a knob and the value in words ("70 %"). A click on the track sets
    the value under the pointer; ← → (or − +) step it, Home and End go to the ends."""

    focusable = True

    def __init__(self, ctx: AppContext, value: int, lo: int = 0, hi: int = 100, step: int = 10,
                 on_change: Callable[[int], None] | None = None, unit: str = " %", help: str = "") -> None:
        super().__init__(ctx, help)
        self.lo, self.hi, self.step_size, self.unit = lo, hi, step, unit
        self.value = self._snap(value)
        self.on_change = on_change

    def _snap(self, value: float) -> int:
        stepped = self.lo + round((value - self.lo) / self.step_size) * self.step_size
        return max(self.lo, min(self.hi, stepped))

    def set(self, value: float) -> None:
        """Move to `value` (snapped to a step, kept in range); the change is reported only when there is one."""
        snapped = self._snap(value)
        if snapped != self.value:
            self.value = snapped
            if self.on_change:
                self.on_change(snapped)

    def track(self) -> pygame.Rect:
        """Where the knob runs (left of the value's words)."""
        words = round(78 * self.s)
        pad = round(12 * self.s)
        return pygame.Rect(self.rect.x + pad, self.rect.centery - 2, max(1, self.rect.w - words - 2 * pad), 4)

    def value_at(self, x: float) -> int:
        track = self.track()
        share = (x - track.x) / track.w
        return self._snap(self.lo + share * (self.hi - self.lo))

    def mouse_down(self, event: pygame.event.Event) -> bool:
        if self.enabled:
            self.set(self.value_at(event.pos[0]))
        return True

    def mouse_up(self, event: pygame.event.Event, pressed_here: bool) -> bool:
        if pressed_here and self.enabled:  # a press moved along the track lands where it was let go
            self.set(self.value_at(event.pos[0]))
        return True

    def wheel(self, dy: int) -> bool:
        self.set(self.value + (self.step_size if dy > 0 else -self.step_size))
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.set(self.value - self.step_size)
        elif event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            self.set(self.value + self.step_size)
        elif event.key == pygame.K_HOME:
            self.set(self.lo)
        elif event.key == pygame.K_END:
            self.set(self.hi)
        else:
            return False
        return True

    def words(self) -> str:
        return self.ctx.tr.trc("volume", "off") if self.value == self.lo == 0 else f"{self.value}{self.unit}"

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        self._box(surface, (58, 66, 82) if self.hovered else (44, 50, 62))
        track = self.track()
        pygame.draw.rect(surface, (24, 26, 32), track.inflate(0, 2), border_radius=3)
        share = (self.value - self.lo) / max(1, self.hi - self.lo)
        filled = pygame.Rect(track.x, track.y, round(track.w * share), track.h)
        pygame.draw.rect(surface, pal.highlight, filled, border_radius=3)
        knob = max(6, round(9 * self.s))
        pygame.draw.circle(surface, pal.text if self.enabled else pal.text_dim, (filled.right, track.centery), knob)
        blit_text(surface, self.ctx, self.words(), 18, pal.text if self.enabled else pal.text_dim,
                  midright=(self.rect.right - round(12 * self.s), self.rect.centery))


class NumberField(TextInput):
    """Digits typed in, or −/+ with ← →; bounds from the model. `allow_none`: blank means "none"."""

    def __init__(self, ctx: AppContext, value: int | None, lo: int | None = None, hi: int | None = None,
                 on_change: Callable[[int | None], None] | None = None, allow_none: bool = False,
                 placeholder: str = "", help: str = "") -> None:
        blank = ctx.tr.trc("number field", "none") if allow_none else ""
        super().__init__(ctx, "" if value is None else str(value), None, placeholder or blank,
                         max_len=12, allowed=lambda ch: ch.isdigit() or ch == "-", help=help)
        self.lo, self.hi, self.allow_none, self.on_number = lo, hi, allow_none, on_change
        self.on_change = self._changed

    def parsed(self) -> int | None:
        """The number shown, or None when blank (and blank is allowed). Raises ValueError with a reason, in the
        player's language."""
        tr = self.ctx.tr
        text = self.value.strip()
        if not text:
            if self.allow_none:
                return None
            raise ValueError(tr("enter a number"))
        try:
            number = int(text)
        except ValueError:
            raise ValueError(tr("{text!r} is not a whole number", text=text)) from None
        if self.lo is not None and number < self.lo:
            raise ValueError(tr("at least {number}", number=self.lo))
        if self.hi is not None and number > self.hi:
            raise ValueError(tr("at most {number}", number=self.hi))
        return number

    def _changed(self, _: str) -> None:
        try:
            number = self.parsed()
        except ValueError:
            self.error = True
            return
        self.error = False
        if self.on_number:
            self.on_number(number)

    def nudge(self, by: int) -> None:
        try:
            number = self.parsed()
        except ValueError:
            number = None
        number = (self.lo if self.lo is not None else 0) if number is None else number + by
        if self.lo is not None:
            number = max(self.lo, number)
        if self.hi is not None:
            number = min(self.hi, number)
        self._set(str(number))

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_KP_MINUS):
            self.nudge(-1)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_KP_PLUS, pygame.K_PLUS):
            self.nudge(1)
            return True
        return super().key(event)

    def mouse_up(self, event: pygame.event.Event, pressed_here: bool) -> bool:
        zone = round(30 * self.s)
        if pressed_here and self.enabled and event.pos[0] >= self.rect.right - zone:
            self.nudge(1 if event.pos[1] < self.rect.centery else -1)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        zone = round(30 * self.s)
        x = self.rect.right - zone // 2
        dim = self.ctx.palette.text_dim
        blit_text(surface, self.ctx, "▲", 11, dim, midbottom=(x, self.rect.centery))
        blit_text(surface, self.ctx, "▼", 11, dim, midtop=(x, self.rect.centery))


@dataclass
class ListItem:
    label: str
    detail: str = ""
    value: Any = None
    enabled: bool = True
    note: str = ""
    """What kind of row it is ("damaged", "autosave", …): drawn at the right (a "damaged" one in red)."""
    note_words: str | None = None
    """The note as the player reads it (their language); None: the note itself."""


class ScrollList(Widget):
    """Rows to choose from: click or ↑ ↓ to select, Enter or a double click to open, the wheel scrolls."""

    focusable = True

    def __init__(self, ctx: AppContext, items: Sequence[ListItem] = (),
                 on_select: Callable[[ListItem], None] | None = None,
                 on_activate: Callable[[ListItem], None] | None = None, row_height: float = 54) -> None:
        super().__init__(ctx)
        self.items = list(items)
        self.on_select, self.on_activate, self.row_h = on_select, on_activate, row_height
        self.selected: int | None = None
        self.offset = 0
        self._last_click = (-1, -1000)
        self.empty_text = ""
        """Shown in the middle of the list when it has no rows."""

    @property
    def row(self) -> int:
        return max(1, round(self.row_h * self.s))

    def set_items(self, items: Sequence[ListItem]) -> None:
        self.items, self.selected, self.offset = list(items), None, 0

    def select(self, index: int | None) -> None:
        self.selected = index
        if index is None:
            return
        if self.rect.h > 0:  # not laid out yet: nothing to scroll into view
            rows_visible = max(1, self.rect.h // self.row)
            self.offset = min(max(self.offset, index - rows_visible + 1), index)
        if self.on_select:
            self.on_select(self.items[index])

    def activate(self) -> bool:
        """Open the selected row (Enter, or a double click); False when none is selected or it cannot open."""
        if self.selected is None or not self.items[self.selected].enabled or self.on_activate is None:
            return False
        self.on_activate(self.items[self.selected])
        return True

    def mouse_up(self, event: pygame.event.Event, pressed_here: bool) -> bool:
        if not pressed_here:
            return True
        index = self.offset + (event.pos[1] - self.rect.y) // self.row
        if 0 <= index < len(self.items):
            now = pygame.time.get_ticks()
            double = self._last_click[0] == index and now - self._last_click[1] < 400
            self._last_click = (index, now)
            self.select(index)
            if double:
                self.activate()
        return True

    def wheel(self, dy: int) -> bool:
        rows_visible = max(1, self.rect.h // self.row)
        self.offset = max(0, min(len(self.items) - rows_visible, self.offset - dy))
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if not self.items:
            return False
        if event.key in (pygame.K_DOWN, pygame.K_UP):
            cur = -1 if self.selected is None else self.selected
            nxt = cur + (1 if event.key == pygame.K_DOWN else -1)
            if not 0 <= nxt < len(self.items):
                return False  # at the ends the arrows move the focus on, so the list never traps it
            self.select(nxt)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        self._box(surface, (20, 23, 30))
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        pad = round(14 * self.s)
        if not self.items and self.empty_text:
            blit_text(surface, self.ctx, fit_text(self.ctx, self.empty_text, 17, self.rect.w - 2 * pad), 17,
                      pal.text_dim, center=self.rect.center)
        for i in range(self.offset, len(self.items)):
            y = self.rect.y + (i - self.offset) * self.row
            if y > self.rect.bottom:
                break
            item = self.items[i]
            row = pygame.Rect(self.rect.x + 3, y + 2, self.rect.w - 6, self.row - 4)
            if i == self.selected:
                pygame.draw.rect(surface, (70, 84, 110), row, border_radius=round(6 * self.s))
                blit_text(surface, self.ctx, "▶", 12, pal.accent, midleft=(row.x + 4, row.centery))
            colour = pal.text if item.enabled else (110, 114, 122)
            width = row.w - 2 * pad
            if item.note:
                note_colour = pal.danger if item.note == "damaged" else pal.accent if item.enabled else (130, 130, 120)
                shown = item.note if item.note_words is None else item.note_words
                note = blit_text(surface, self.ctx, shown, 14, note_colour,
                                 topright=(row.right - pad, row.y + round(6 * self.s)))
                width = note.x - row.x - 2 * pad
            top = row.y + round(5 * self.s) if item.detail else row.centery - round(11 * self.s)
            blit_text(surface, self.ctx, fit_text(self.ctx, item.label, 18, width, True), 18, colour, True,
                      topleft=(row.x + pad + 4, top))
            if item.detail:
                blit_text(surface, self.ctx, fit_text(self.ctx, item.detail, 14, row.w - 2 * pad), 14, pal.text_dim,
                          topleft=(row.x + pad + 4, row.y + round(29 * self.s)))
        surface.set_clip(clip)
        if len(self.items) * self.row > self.rect.h:  # a scroll bar shows there is more
            frac = self.rect.h / (len(self.items) * self.row)
            bar_h = max(20, round(self.rect.h * frac))
            y = self.rect.y + round(self.offset * self.row * frac)
            pygame.draw.rect(surface, pal.panel_edge, (self.rect.right - 8, y, 5, bar_h), border_radius=3)
