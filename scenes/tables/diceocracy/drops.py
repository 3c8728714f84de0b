"""What may be dragged where at the Diceocracy table, read off the asked seat's legal actions every time.

Drags: a lit district die onto an empty slot of your board (steps 1–3 in one gesture: the take, then the
placement the rules ask for next), the taken die onto an empty slot (step 3), a follower onto an empty slot
or onto another follower, the two swapping places (the alternative to the district action; the rules list a
swap once, lower slot first, so either follower of the pair may be dragged onto the other). The slots a
taken die may go to are asked of the core (`Match.legal_after`), not predicted here. Clicks and buttons
cover every other choice (see lights.py and buttons.py), so every choice also works without dragging.
Refusals say why in plain words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.diceocracy.actions import DiceocracyAction, MoveFollower, PlaceFollower, TakeDie
from scenes.engine.dnd import DragIntent
from scenes.engine.node import Node
from scenes.tables.common.drops import BaseDrops

if TYPE_CHECKING:
    from scenes.tables.diceocracy.table import DiceocracyTable


@dataclass(frozen=True)
class TakeAndPlace:
    """A district die dropped on a slot: the take, then the placement, sent one after the other."""

    take: TakeDie
    place: PlaceFollower


DiceDrop = DiceocracyAction | TakeAndPlace
"""What a drop at the Diceocracy table stands for: an action, or a district die's take and placement."""


def follower_moves_from(legal: Sequence[DiceocracyAction], slot: int) -> dict[int, MoveFollower]:
    """The slots the follower on `slot` may go to, with the move for each: an empty slot, or another
    follower's slot for a swap (listed by the rules once, as MoveFollower(lower, higher), whichever is held)."""
    out: dict[int, MoveFollower] = {}
    for a in legal:
        if isinstance(a, MoveFollower):
            if a.source == slot:
                out[a.target] = a
            elif a.target == slot:  # the held follower sits on the target: only a swap names it so
                out[a.source] = a
    return out


class DiceDrops(BaseDrops[DiceDrop]):
    """The Diceocracy pieces' drops (the shared guard: scenes/tables/common/drops.py)."""

    t: DiceocracyTable

    def game_targets(self, item: Node, legal: Sequence[DiceocracyAction]) -> Mapping[Node, DiceDrop]:
        t = self.t
        assert t.asking is not None  # the guard lets only the asked person's pieces through
        data = item.data if isinstance(item.data, tuple) else ()
        slots = t.spots.slots
        out: dict[Node, DiceDrop] = {}
        if data[:2] == ("space", "district"):
            take = TakeDie(district=data[2], space=data[3])
            if take in legal:
                for after in t.match_in_play().legal_after(t.asking, take):
                    if isinstance(after, PlaceFollower) and after.slot in slots:
                        out[slots[after.slot]] = TakeAndPlace(take, after)
        elif data == ("taken",):
            for a in legal:
                if isinstance(a, PlaceFollower) and a.slot in slots:
                    out[slots[a.slot]] = a
        elif data[:1] == ("follower",):
            for slot, a in follower_moves_from(legal, data[2]).items():
                if slot in slots:
                    out[slots[slot]] = a
                follower = t.spots.dice.get(("board", data[1], slot))
                if follower is not None:  # a swap: the other follower itself takes the drop (and the click)
                    out[follower] = a
        return out

    def game_refusal(self, intent: DragIntent) -> str:
        view = self.t.view
        tr = self.t.ctx.tr
        data = intent.item.data if isinstance(intent.item.data, tuple) else ()
        if data[:2] == ("space", "district"):
            if view.phase != "take":
                return tr("Dice are taken only at the start of your turn (steps 1–2).")
            return tr("Drop the die on an empty slot of your board.")
        if data == ("taken",):
            return tr("Drop the taken die on a lit empty slot of your board.")
        if data[:1] == ("follower",):
            if view.phase != "actions":
                return tr("A follower can be moved only instead of the district action (step 4).")
            return tr("A follower moves to an empty slot or swaps with another follower, instead of the district "
                      "action.")
        return super().game_refusal(intent)

    def perform(self, intent: DragIntent, action: DiceDrop) -> None:
        t = self.t
        if isinstance(action, TakeAndPlace):
            # the rules ask for the placement as a decision of its own; the presenter keeps the same seat
            # asked, so one drag sends both
            seat = t.asking
            if t.act(action.take) and seat is not None and t.asking == seat and action.place in t.legal():
                t.act(action.place)
            return
        t.act(action)
