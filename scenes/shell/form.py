"""A Form routes input among a screen's widgets: mouse to the widget under it, keys to the focused one.

The focus is a FocusRing, the model the tables' stage uses: Tab / Shift+Tab move it over the usable widgets
in the order they were added, wrapping around, and Enter / Space activate the focused widget; ↓ / ↑ move it
too. The focused widget sees every key first (a text field keeps its Space, a list and a cycler their
arrows). A press and its release must land on the same widget, so a click that opens a new screen never
also clicks whatever appears under the mouse there.
"""

from __future__ import annotations

from typing import TypeVar

import pygame

from scenes.engine.focus import FocusRing
from scenes.engine.widgets import Widget

W = TypeVar("W", bound=Widget)


class Form:
    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.ring: FocusRing[Widget] = FocusRing(self.focus_order, lambda w: w.enabled and w.activate())
        self._pressed: Widget | None = None
        self.mouse = (0, 0)

    def add(self, widget: W) -> W:
        """Add `widget` last in the focus order; returns it as its own type, so a screen keeps a typed handle."""
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.ring.focus(None)
        self._pressed = None

    def focus_order(self) -> list[Widget]:
        """What Tab visits: the visible, enabled widgets that take the focus, in the order they were added."""
        return [w for w in self.widgets if w.can_focus()]

    @property
    def focused(self) -> Widget | None:
        return self.ring.current

    def focus(self, widget: Widget | None) -> None:
        """Focus `widget`; one that cannot take the focus (hidden, disabled) leaves the form with none."""
        self.ring.focus(widget if widget is not None and widget.can_focus() else None)

    def focus_first(self) -> None:
        focus = self.ring.current
        if focus is None or not focus.can_focus() or focus not in self.widgets:
            self.focus(next((w for w in self.widgets if w.can_focus()), None))

    def move_focus(self, by: int) -> bool:
        return self.ring.move(by)

    def hit(self, pos: tuple[int, int]) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.focusable and widget.rect.collidepoint(pos):
                return widget
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for each in self.widgets:
                each.hovered = each.visible and each.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            widget = self.hit(event.pos)
            self._pressed = widget
            if widget is None:
                return False
            if widget.enabled:
                self.focus(widget)
            return widget.mouse_down(event) or True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            widget = self.hit(event.pos)
            pressed_here = widget is not None and widget is self._pressed
            self._pressed = None
            return widget.mouse_up(event, pressed_here) if widget is not None and widget.enabled else False
        if event.type == pygame.MOUSEWHEEL:
            widget = self.hit(self.mouse)
            return widget.wheel(event.y) if widget is not None else False
        focus = self.ring.current
        if event.type == pygame.TEXTINPUT:
            return focus.text_input(event.text) if focus is not None else False
        if event.type == pygame.KEYDOWN:
            if focus is not None and focus.enabled and focus.key(event):
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                return self.move_focus(1 if event.key == pygame.K_DOWN else -1)
            return self.ring.handle_key(event)
        return False

    def help_text(self) -> str:
        for widget in self.widgets:
            if widget.hovered and widget.visible and widget.help:
                return widget.help
        focus = self.ring.current
        return focus.help if focus is not None else ""

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
