"""A vertical scrollbar node for anything that scrolls by rows (the game log).

The stage hands it the pointer from the press to the release (its PointerGrab protocol), so a drag of the
thumb keeps working when the pointer strays off the bar.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.engine.node import Node
from scenes.engine.render import Painter, mix

MIN_THUMB = 18.0
"""Design units: a thumb for 3,000 lines must still be big enough to grab."""


class ScrollBar(Node):
    """A vertical scrollbar: drag the thumb, or click the track to move a page towards the click.
    It knows rows only: `set_range` tells it where the view is, `on_scroll(top_row)` asks to move."""

    def __init__(self, on_scroll: Callable[[int], None], **kw: Any) -> None:
        super().__init__(**kw)
        self.on_scroll = on_scroll
        self.top, self.shown, self.total = 0, 1, 1
        self._grab_at: float | None = None  # pointer's offset into the thumb while it is dragged

    def set_range(self, top: int, shown: int, total: int) -> None:
        if (top, shown, total) != (self.top, self.shown, self.total):
            self.top, self.shown, self.total = top, shown, total
            self.mark_dirty()

    def thumb(self) -> tuple[float, float]:
        """The thumb's top and length in design units, inside the bar."""
        length = max(MIN_THUMB, self.h * self.shown / max(1, self.total))
        length = min(length, self.h)
        spare = max(1, self.total - self.shown)
        return (self.h - length) * min(self.top, spare) / spare, length

    def _local_y(self, pos: tuple[int, int]) -> float:
        return (pos[1] - self.world_pos()[1]) / (self.world_scale() or 1.0)

    def grab_pointer(self, pos: tuple[int, int]) -> bool:
        y = self._local_y(pos)
        start, length = self.thumb()
        if start <= y <= start + length:
            self._grab_at = y - start
            self.mark_dirty()
        else:  # the track: a page towards the click, as in every scrolling list
            page = max(1, self.shown - 1)
            self.on_scroll(self.top - page if y < start else self.top + page)
        return True

    def drag_pointer(self, pos: tuple[int, int]) -> None:
        if self._grab_at is None:
            return
        _, length = self.thumb()
        travel = max(1.0, self.h - length)
        fraction = (self._local_y(pos) - self._grab_at) / travel
        self.on_scroll(round(fraction * max(0, self.total - self.shown)))

    def release_pointer(self) -> None:
        self._grab_at = None
        self.mark_dirty()

    def look(self) -> Any:
        return ("scrollbar", self.w, self.h, *self.thumb(), self._grab_at is not None)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        surf = pygame.Surface((max(1, round(self.w * scale)), max(1, round(self.h * scale))), pygame.SRCALPHA)
        bar_w = max(2, round(6 * scale))
        left = (surf.get_width() - bar_w) // 2
        pygame.draw.rect(surf, (*pal.panel_edge, 120), (left, 0, bar_w, surf.get_height()), border_radius=bar_w // 2)
        start, length = self.thumb()
        color = pal.accent if self._grab_at is not None else mix(pal.text_dim, pal.panel_edge, 0.2)
        pygame.draw.rect(surf, color, (left, round(start * scale), bar_w, max(bar_w, round(length * scale))),
                         border_radius=bar_w // 2)
        return surf
