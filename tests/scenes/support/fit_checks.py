"""What the tables' "fits" tests walk: the visible text nodes under a node, and the panel a node lies in."""

from __future__ import annotations

from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode


def text_nodes(node: Node) -> list[TextNode]:
    """Every visible text under `node` (under visible parents only)."""
    out: list[TextNode] = []
    for child in node.children:
        if not child.visible:
            continue
        if isinstance(child, TextNode):
            out.append(child)
        out += text_nodes(child)
    return out


def enclosing_panel(node: Node) -> PanelNode | None:
    """The nearest panel around `node`, the box its text must stay in."""
    parent = node.parent
    while parent is not None and not isinstance(parent, PanelNode):
        parent = parent.parent
    return parent
