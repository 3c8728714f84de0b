"""The table's parts kept from one sync to the next: the streets, the front board with its hand, each other
seat's panel, the bag's panel, the set-up options. Each part is built into its own holder node, with its own
`Spots`, and rebuilt only when the part of the view it shows has changed (its key: the view's data it reads,
the window size and scale), so a sync after an action rebuilds one or two parts, not the whole table.

An animation that changes a real node (a die hidden while its ghost flies, a track's marker stepped, a roll)
marks that node's part stale: the next sync builds it again from the view, as a fresh table would.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from scenes.engine.node import Node
from scenes.tables.diceocracy.board import Spots

_STALE = object()
"""A key no part's data equals: the part is built at its next use."""


class Part:
    def __init__(self, holder: Node) -> None:
        self.holder = holder
        self.key: Any = _STALE
        self.spots = Spots()
        self.result: Any = None
        """What its builder returned (nodes the table reads: the taken die, the hand)."""


class PartCache:
    def __init__(self, area: Node) -> None:
        self.area = area
        self.parts: dict[Hashable, Part] = {}
        self._used: list[Hashable] = []
        self.builds = 0
        """How many parts were built so far (tests and the benchmark read it)."""

    def begin(self) -> None:
        self._used = []

    def show(self, name: Hashable, key: Any, build: Callable[[Node, Spots], Any], parent: Node | None = None,
             z: int = 0) -> Part:
        """The part `name` showing the data `key`: kept when its key is unchanged, else built anew. `parent`:
        a node of another part it lies in (the front board's panel), the board area by default; a part whose
        parent was built again is built again too. `z`: a part that lies over others (set-up's options) says
        so, since parts made later would otherwise be drawn over it."""
        parent = self.area if parent is None else parent
        part = self.parts.get(name)
        if part is not None and part.holder.parent is not parent:
            part.holder.detach()
            del self.parts[name]
            part = None
        if part is None:
            part = self.parts[name] = Part(parent.add(Node(z=z)))
        if part.key is _STALE or part.key != key:
            part.holder.clear()
            part.spots = Spots()
            part.result = build(part.holder, part.spots)
            part.key = key
            self.builds += 1
        self._used.append(name)
        return part

    def end(self) -> Spots:
        """Parts not shown in this sync go (a seat's panel after set-up's options, say); the addresses of
        the parts shown, merged in the order they were shown."""
        for name in [n for n in self.parts if n not in self._used]:
            self.parts.pop(name).holder.detach()
        spots = Spots()
        for name in self._used:
            spots.merge(self.parts[name].spots)
        return spots

    def stale(self, node: Node | None) -> None:
        """`node` was changed by hand (an animation): its part is built again at the next sync."""
        holders = {id(part.holder): part for part in self.parts.values()}
        while node is not None:  # the innermost part holding it
            part = holders.get(id(node))
            if part is not None:
                part.key = _STALE
                return
            node = node.parent

    def drop_all(self) -> None:
        for part in self.parts.values():
            part.key = _STALE
