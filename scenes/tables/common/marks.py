"""Where the last moves landed: a ring around each piece another seat just moved (a bot's card in its slot, a
die on a district, a sheep on a party), so that a person who looked away, or who was handed the computer,
sees at a glance what changed, as Board Game Arena outlines the last move.

The table remembers the moves as they are played (who made them and their events, as the table was shown
them). After every sync it asks its game, event by event, which of its freshly synced nodes show where that
event left its piece (`BaseTable.landing_nodes`), and rings those. The rings stay until the viewer moves
(their own move ends the news) and cover every move made by others since the viewer's last one, so two bots
moving in a row both show. A ring is a plain node on its own layer: it is drawn with the table (no per-frame
cost), never catches the pointer, and goes with the next sync, so it can never point at a node that is gone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.protocol import Event
from scenes.engine.node import Node

LAST_MOVE = (235, 105, 215)
"""The ring's colour: magenta, apart from the green of legal targets, the blue focus ring and the gold buttons."""

THIN_BELOW = 3.0
"""A ring padded less than this (design units) is drawn as a thin line without its glow."""

KEPT_MOVES = 24
"""Moves remembered: more than any round of bot moves between two of a person's decisions."""


@dataclass(frozen=True)
class PlayedMove:
    seat: int | None
    """Who made it (None: nobody's, such as the start of the game)."""
    events: tuple[Event, ...]
    actions: int
    """The number of actions in the game once it was made: a later undo below that takes it back."""


class RingNode(Node):
    """An outline drawn around a rectangle (design units), with a soft glow outside it."""

    def __init__(self, x: float, y: float, w: float, h: float, color: tuple[int, int, int] = LAST_MOVE,
                 pad: float = 4.0) -> None:
        super().__init__(x=x - pad, y=y - pad, w=w + 2 * pad, h=h + 2 * pad, name="last-move")
        self.color = color
        self.thin = pad < THIN_BELOW

    def look(self) -> Any:
        return ("ring", self.w, self.h, self.color, self.thin)

    def paint(self, painter: Any, scale: float) -> pygame.Surface | None:
        size = (max(4, round(self.w * scale)), max(4, round(self.h * scale)))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        if self.thin:  # a tight ring round small pieces in a row: a plain line, no glow over the rows beside it
            pygame.draw.rect(surf, (*self.color, 255), (0, 0, *size), width=max(1, round(1.5 * scale)),
                             border_radius=max(2, round(4 * scale)))
            return surf
        radius = max(3, round(8 * scale))
        glow = max(2, round(5 * scale))
        pygame.draw.rect(surf, (*self.color, 90), (0, 0, *size), width=glow, border_radius=radius)
        width = max(2, round(2.5 * scale))
        inner = (glow - width, glow - width, size[0] - 2 * (glow - width), size[1] - 2 * (glow - width))
        pygame.draw.rect(surf, (*self.color, 255), inner, width=width, border_radius=radius)
        return surf


class MoveMarks:
    """The moves played since the viewer's last one, and the rings that show where they landed."""

    def __init__(self, layer: Node, design_scale: Callable[[], float]) -> None:
        self.layer = layer
        self._design_scale = design_scale
        self._moves: list[PlayedMove] = []

    def played(self, seat: int | None, events: Sequence[Event], actions: int) -> None:
        self._moves.append(PlayedMove(seat, tuple(events), actions))
        del self._moves[:-KEPT_MOVES]

    def taken_back_to(self, actions: int) -> None:
        """The game has `actions` actions now: moves made after that were taken back and are no news."""
        self._moves = [m for m in self._moves if m.actions <= actions]

    def forget(self) -> None:
        """Another position of the game shown (a replay step or jump): what was remembered is no news there.
        (An undo is `taken_back_to`, which `ring` applies.)"""
        self._moves.clear()
        self.layer.clear()

    def news_for(self, viewer: int | None) -> list[Event]:
        """The events of the moves made by others since `viewer`'s last move (the public: the last move)."""
        if viewer is None:
            return list(self._moves[-1].events) if self._moves else []
        news: list[Event] = []
        for move in reversed(self._moves):
            if move.seat == viewer:
                break
            news[:0] = move.events
        return news

    def ring(self, viewer: int | None, landing: Callable[[Event], Iterable[Node]], actions: int) -> list[Node]:
        """Put a ring around every node the news landed on (once each); the nodes ringed, in order.
        `actions`: how many actions the game has now (an undo may have taken moves back)."""
        self.taken_back_to(actions)
        self.layer.clear()
        root = self.layer.root()
        scale = self._design_scale() or 1.0
        ringed: list[Node] = []
        for event in self.news_for(viewer):
            for node in landing(event):
                if node in ringed or not _on_screen(node, root):
                    continue
                ringed.append(node)
                rect = node.world_rect()
                # a node may ask for a tighter ring (`ring_pad`, design units): small pieces in close rows
                pad = getattr(node, "ring_pad", 4.0)
                self.layer.add(RingNode(rect.x / scale, rect.y / scale, rect.w / scale, rect.h / scale, pad=pad))
        return ringed

    def clear_rings(self) -> None:
        self.layer.clear()


def _on_screen(node: Node, root: Node) -> bool:
    """On the table's tree and shown (a node the game built for this sync, not a leftover of an earlier one)."""
    return node.root() is root and node.effectively_visible() and node.w > 0 and node.h > 0
