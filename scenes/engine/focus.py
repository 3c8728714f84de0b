"""One keyboard focus model for the shell's forms and the tables' stage, and the ring that shows it.

A `FocusRing` keeps which item has the focus among an order its host supplies (the form's usable widgets, the
stage's usable nodes); Tab moves to the next item and Shift+Tab to the previous one, wrapping around at
either end, and the first Tab with nothing focused lands on the first item (Shift+Tab on the last). Enter,
keypad Enter and Space activate the focused item through the host's callback. The host asks the ring only
after the focused item has had its own keys (a text field keeps its Space, a list its arrows).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

import pygame

from scenes.engine.theme import Palette, focus_ring_width

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Focusable(Protocol):
    """Anything that can hold the focus: drawn with the focus ring while `focused`; the ring sets and clears it."""

    focused: Any
    """A bool; Any only because Node declares it with an untyped property(lambda …) that mypy cannot match."""


Item = TypeVar("Item", bound=Focusable)


class FocusRing(Generic[Item]):
    def __init__(self, order: Callable[[], Sequence[Item]], activate: Callable[[Item], bool]) -> None:
        """`order`: what Tab visits now, in order. `activate`: use an item (True when something happened)."""
        self._order = order
        self._activate = activate
        self._current: Item | None = None

    @property
    def current(self) -> Item | None:
        return self._current

    def order(self) -> Sequence[Item]:
        return self._order()

    def focus(self, item: Item | None) -> None:
        """Put the focus on `item` (None: nowhere); the previous item loses its ring."""
        if self._current is not None:
            self._current.focused = False
        self._current = item
        if item is not None:
            item.focused = True

    def move(self, step: int) -> bool:
        """Tab (`step` 1) or Shift+Tab (-1); False when there is nothing to focus."""
        items = self._order()
        if not items:
            return False
        if self._current in items:
            self.focus(items[(list(items).index(self._current) + step) % len(items)])  # type: ignore[arg-type]
        else:
            self.focus(items[0] if step > 0 else items[-1])
        return True

    def activate(self) -> bool:
        """Use the focused item, as Enter does; False when nothing is focused or nothing happened."""
        return self._current is not None and self._activate(self._current)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Tab / Shift+Tab move the focus, Enter / Space activate; True when the key was used."""
        if event.key == pygame.K_TAB:
            return self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        if event.key in ACTIVATE_KEYS:
            return self.activate()
        return False


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, scale: float, radius: int) -> None:
    """The keyboard focus ring along the inside of `rect`: the same colour and width on a menu and a table."""
    pygame.draw.rect(surface, palette.focus, rect, width=focus_ring_width(scale), border_radius=radius)
