"""The retained node tree every table is built from.

A node has a position relative to its parent, a scale, a z-order, visibility and a size in *design units*
(the table is laid out for 1280×720 and the stage's root scales it to the window). Nodes never draw
themselves directly: each describes its look with `look()` (a hashable key) and renders it once with
`paint()`; the stage caches that surface per pixel scale, so an idle table costs nothing and a moving card
costs one blit.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

if TYPE_CHECKING:
    from scenes.engine.render import Painter


N = TypeVar("N", bound="Node")


class Node:
    """One thing on the table. Subclasses override `look`/`paint` (and `hit` for odd shapes)."""

    hoverable: bool = False
    """Hover changes its look (buttons, cards in a hand) and shows its tooltip."""

    def __init__(
        self,
        *,
        x: float = 0.0,
        y: float = 0.0,
        w: float = 0.0,
        h: float = 0.0,
        z: int = 0,
        scale: float = 1.0,
        visible: bool = True,
        name: str = "",
        tooltip: str | None = None,
    ) -> None:
        self.parent: Node | None = None
        self.children: list[Node] = []
        self._sorted: list[Node] | None = None
        self._x, self._y, self._w, self._h = float(x), float(y), float(w), float(h)
        self._z = z
        self._scale = scale
        self._visible = visible
        self._alpha = 255
        self._angle = 0.0
        self._sx = 1.0  # horizontal squeeze, 0..1: a card flip animates it
        self._lift = 0.0  # extra upward offset in design units (hover lift)
        self._hovered = False
        self._lit = False  # a valid drop target for the card being dragged or selected
        self._selected = False
        self._focused = False
        self.name = name
        self.tooltip = tooltip
        self.floating = 0
        """> 0 while the node is dragged or tweened: it is drawn each frame above the cached static layer."""
        self.draggable = False
        self.drop_target = False
        self.focusable = False
        self.on_click: Callable[[], None] | None = None
        self.data: Any = None
        """What the node stands for (a card id, a seat): the table's drop policy reads it."""
        self._on_dirty: Callable[[], None] | None = None  # set on the root by the stage

    # -- tree --------------------------------------------------------------------------------------
    def add(self, child: N) -> N:
        """Adopt `child` (taking it from any former parent) and hand it back with its own type, so
        `label = panel.add(TextNode(...))` keeps a TextNode."""
        if child.parent is not None:
            child.parent.remove(child)
        child.parent = self
        self.children.append(child)
        self._sorted = None
        self.mark_dirty(force=True)
        return child

    def remove(self, child: Node) -> None:
        if child in self.children:
            self.children.remove(child)
            child.parent = None
            self._sorted = None
            self.mark_dirty(force=True)

    def clear(self) -> None:
        for child in list(self.children):
            self.remove(child)

    def detach(self) -> None:
        if self.parent is not None:
            self.parent.remove(self)

    def ordered(self) -> list[Node]:
        """Children in drawing order: by z, then by insertion (stable)."""
        if self._sorted is None:
            self._sorted = sorted(self.children, key=lambda n: n._z)
        return self._sorted

    def walk(self) -> Iterator[Node]:
        """This node and its descendants in drawing order (back to front)."""
        yield self
        for child in self.ordered():
            yield from child.walk()

    def root(self) -> Node:
        node = self
        while node.parent is not None:
            node = node.parent
        return node

    def is_inside(self, other: Node) -> bool:
        node: Node | None = self
        while node is not None:
            if node is other:
                return True
            node = node.parent
        return False

    # -- dirty tracking ---------------------------------------------------------------------------
    def mark_dirty(self, force: bool = False) -> None:
        """Tell the stage its cached static layer is stale. Changes inside a floating (dragged or tweened)
        subtree don't invalidate it: that subtree is redrawn every frame anyway."""
        node: Node | None = self
        while node is not None:
            if node.floating and not force:
                return
            if node._on_dirty is not None:
                node._on_dirty()
                return
            node = node.parent

    def _set(self, attr: str, value: Any) -> None:
        if getattr(self, attr) != value:
            object.__setattr__(self, attr, value)
            self.mark_dirty()

    # Each setter converts (and clamps) its value and marks the node dirty only when the value changes.
    @property
    def x(self) -> float:
        return self._x

    @x.setter
    def x(self, v: float) -> None:
        self._set("_x", float(v))

    @property
    def y(self) -> float:
        return self._y

    @y.setter
    def y(self, v: float) -> None:
        self._set("_y", float(v))

    @property
    def w(self) -> float:
        return self._w

    @w.setter
    def w(self, v: float) -> None:
        self._set("_w", float(v))

    @property
    def h(self) -> float:
        return self._h

    @h.setter
    def h(self, v: float) -> None:
        self._set("_h", float(v))

    @property
    def scale(self) -> float:
        return self._scale

    @scale.setter
    def scale(self, v: float) -> None:
        self._set("_scale", float(v))

    @property
    def alpha(self) -> int:
        return self._alpha

    @alpha.setter
    def alpha(self, v: float) -> None:  # a fade tweens it through fractions: kept whole, within 0..255
        self._set("_alpha", max(0, min(255, int(v))))

    @property
    def angle(self) -> float:
        return self._angle

    @angle.setter
    def angle(self, v: float) -> None:
        self._set("_angle", float(v))

    @property
    def sx(self) -> float:
        return self._sx

    @sx.setter
    def sx(self, v: float) -> None:
        self._set("_sx", max(0.0, min(1.0, float(v))))

    @property
    def lift(self) -> float:
        return self._lift

    @lift.setter
    def lift(self, v: float) -> None:
        self._set("_lift", float(v))

    @property
    def visible(self) -> bool:
        return self._visible

    @visible.setter
    def visible(self, v: bool) -> None:
        self._set("_visible", bool(v))

    @property
    def hovered(self) -> bool:
        return self._hovered

    @hovered.setter
    def hovered(self, v: bool) -> None:
        self._set("_hovered", bool(v))

    @property
    def lit(self) -> bool:
        return self._lit

    @lit.setter
    def lit(self, v: bool) -> None:
        self._set("_lit", bool(v))

    @property
    def selected(self) -> bool:
        return self._selected

    @selected.setter
    def selected(self, v: bool) -> None:
        self._set("_selected", bool(v))

    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, v: bool) -> None:
        self._set("_focused", bool(v))

    @property
    def z(self) -> int:
        return self._z

    @z.setter
    def z(self, value: int) -> None:
        if value != self._z:
            self._z = value
            if self.parent is not None:
                self.parent._sorted = None
            self.mark_dirty()

    def set_pos(self, x: float, y: float) -> None:
        self.x, self.y = x, y

    def set_rect(self, x: float, y: float, w: float, h: float) -> None:
        self.x, self.y, self.w, self.h = x, y, w, h

    # -- geometry ---------------------------------------------------------------------------------
    def world_scale(self) -> float:
        s = self._scale
        node = self.parent
        while node is not None:
            s *= node._scale
            node = node.parent
        return s

    def world_pos(self) -> tuple[float, float]:
        """Top-left corner in window pixels (hover lift included)."""
        if self.parent is None:
            return self._x, self._y - self._lift * self._scale
        px, py = self.parent.world_pos()
        ps = self.parent.world_scale()
        return px + self._x * ps, py + (self._y - self._lift) * ps

    def world_rect(self) -> pygame.Rect:
        x, y = self.world_pos()
        s = self.world_scale()
        return pygame.Rect(round(x), round(y), max(1, round(self._w * s)), max(1, round(self._h * s)))

    def world_center(self) -> tuple[float, float]:
        x, y = self.world_pos()
        s = self.world_scale()
        return x + self._w * s / 2, y + self._h * s / 2

    def to_local(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A window point in this node's parent's coordinates (what `x`/`y` mean)."""
        if self.parent is None:
            return pos
        px, py = self.parent.world_pos()
        ps = self.parent.world_scale() or 1.0
        return (pos[0] - px) / ps, (pos[1] - py) / ps

    def effectively_visible(self) -> bool:
        node: Node | None = self
        while node is not None:
            if not node._visible:
                return False
            node = node.parent
        return True

    def hit(self, pos: tuple[float, float]) -> bool:
        """Is the window point inside this node (its own area, rotation respected)?"""
        if self._w <= 0 or self._h <= 0:
            return False
        rect = self.world_rect()
        if not self._angle:
            return rect.collidepoint(pos)
        cx, cy = rect.center
        rad = math.radians(self._angle)  # pygame rotates counter-clockwise: undo it
        dx, dy = pos[0] - cx, pos[1] - cy
        lx = dx * math.cos(rad) - dy * math.sin(rad)
        ly = dx * math.sin(rad) + dy * math.cos(rad)
        return abs(lx) <= rect.w / 2 and abs(ly) <= rect.h / 2

    def pick(self, pos: tuple[float, float], accept: Callable[[Node], bool]) -> Node | None:
        """The top-most visible node under `pos` (this subtree) for which `accept` holds."""
        if not self._visible:
            return None
        for child in reversed(self.ordered()):
            found = child.pick(pos, accept)
            if found is not None:
                return found
        if accept(self) and self.hit(pos):
            return self
        return None

    # -- looks ------------------------------------------------------------------------------------
    def look(self) -> Any:
        """A hashable description of how the node looks; None = nothing of its own to draw."""
        return None

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        """Render the look at `scale` pixels per design unit (called once per look and scale)."""
        return None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r} at ({self._x:.0f},{self._y:.0f})>"
