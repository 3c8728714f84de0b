"""A Form routes input among a screen's widgets: mouse to the widget under it, keys to the focused one.

Tab / Shift+Tab and ↓ / ↑ move the focus (a focused widget may claim the arrows first, as lists and cyclers
do); Enter / Space activate. A press and its release must land on the same widget, so a click that opens a
new screen never also clicks whatever appears under the mouse there.
"""

from __future__ import annotations

import pygame

from scenes.engine.widgets import Widget


class Form:
    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self._focus: Widget | None = None
        self._pressed: Widget | None = None
        self.mouse = (0, 0)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self._focus = self._pressed = None

    @property
    def focused(self) -> Widget | None:
        return self._focus

    def focus(self, widget: Widget | None) -> None:
        if self._focus is not None:
            self._focus.focused = False
        self._focus = widget if widget is not None and widget.can_focus() else None
        if self._focus is not None:
            self._focus.focused = True

    def focus_first(self) -> None:
        if self._focus is None or not self._focus.can_focus() or self._focus not in self.widgets:
            self.focus(next((w for w in self.widgets if w.can_focus()), None))

    def move_focus(self, by: int) -> bool:
        order = [w for w in self.widgets if w.can_focus()]
        if not order:
            return False
        if self._focus not in order:
            self.focus(order[0] if by > 0 else order[-1])
        else:
            self.focus(order[(order.index(self._focus) + by) % len(order)])  # type: ignore[arg-type]
        return True

    def hit(self, pos: tuple[int, int]) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.focusable and widget.rect.collidepoint(pos):
                return widget
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for widget in self.widgets:
                widget.hovered = widget.visible and widget.rect.collidepoint(event.pos)
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
        if event.type == pygame.TEXTINPUT:
            return self._focus.text_input(event.text) if self._focus is not None else False
        if event.type == pygame.KEYDOWN:
            if self._focus is not None and self._focus.enabled and self._focus.key(event):
                return True
            if event.key == pygame.K_TAB:
                return self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                return self.move_focus(1 if event.key == pygame.K_DOWN else -1)
        return False

    def help_text(self) -> str:
        for widget in self.widgets:
            if widget.hovered and widget.visible and widget.help:
                return widget.help
        return self._focus.help if self._focus is not None else ""

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
