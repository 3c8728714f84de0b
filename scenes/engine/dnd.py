"""Drag-and-drop vocabulary shared by the stage and the tables: an intent, and the table's drop policy."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode


@dataclass(frozen=True)
class DragIntent:
    """What the player tried: move `item` (which sat in `source`) onto `target` (None: onto nothing)."""

    item: Node
    source: Node | None
    target: Node | None


class DropPolicy(Protocol):
    """The table's side of drag-and-drop: targets come from the deciding seat's legal actions. A policy may also
    have `click_action(item, targets) -> action | None`: the move a click on `item` makes at once (one of
    `targets`' actions), where None (or no such method) picks the item up for a second click on a target."""

    def targets(self, item: Node) -> Mapping[Node, Any]:
        """Valid drop targets of `item`, each with the action dropping there performs."""

    def refuse(self, intent: DragIntent) -> str:
        """Why this drop (or pick-up) is not allowed, in plain words."""

    def perform(self, intent: DragIntent, action: Any) -> None:
        """Carry out the action of a valid drop."""


@dataclass
class Held:
    """A card being dragged, or picked by click (the alternative to dragging), with its lit targets."""

    item: Node
    source: Node | None
    origin: tuple[float, float, float, int]  # x, y, angle, z
    grab: tuple[float, float]
    targets: Mapping[Node, Any]
    active: bool = False


def interactive(node: Node) -> bool:
    """Does the node react to the pointer (pick-up, drop, click)?"""
    return node.draggable or node.drop_target or node.on_click is not None or isinstance(node, ButtonNode)
