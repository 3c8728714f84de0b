"""What may be dragged where at the Dindex table, always read off the asked seat's legal actions.

A hand card goes onto the secret stack (§ 5.4), onto “Play” or the party it aims at (a card that shoots a
minister onto the ministry token it names), onto “Exchange”
(§ 5.5), onto “Counter” in the response window, or onto a campaign zone (§ 5.8). In the negotiation the
next ministry token goes onto a party (§ 5.2); while tasks are covered, the office being placed goes onto a
task (§ 5.3). Clicking a card or token and then a lit place does the same.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.dindex.components import PORTFOLIOS
from game.dindex.state import (
    AssignMinistry,
    CampaignCard,
    Counter,
    CoverTask,
    DindexAction,
    ExchangeCard,
    PlayCard,
    SubmitSecret,
    SupportCrisis,
)
from scenes.engine.dnd import DragIntent
from scenes.engine.node import Node
from scenes.tables.common.drops import BaseDrops, piece_kind
from scenes.tables.dindex.nodes import TaskNode

if TYPE_CHECKING:
    from scenes.tables.dindex.table import DindexTable

HAND_ZONES = {
    "secret_choose": ("secret",),
    "open_turn": ("play", "exchange"),
    "open_window": ("counter",),
    "campaign": ("win", "scare"),
}


class DindexDrops(BaseDrops[DindexAction]):
    """The Dindex pieces' drops (the shared guard: scenes/tables/common/drops.py)."""

    t: DindexTable

    def game_targets(self, item: Node, legal: Sequence[DindexAction]) -> Mapping[Node, DindexAction]:
        t = self.t
        kind = piece_kind(item)
        out: dict[Node, DindexAction] = {}
        if kind == "hand":
            card = item.data[1]
            for a in legal:
                if isinstance(a, SubmitSecret) and a.card == card:
                    out[t.zones["secret"]] = a
                elif isinstance(a, PlayCard) and a.card == card:
                    if a.target is None:
                        out[t.zones["play"]] = a
                    elif a.ministry is not None:
                        # a minister is shot: the card goes onto the ministry it names (decision 18), or onto
                        # the party when that is its only ministry to shoot
                        out[t.tokens[1 + PORTFOLIOS.index(a.ministry)]] = a
                        aims = [b for b in legal if isinstance(b, PlayCard) and b.card == card
                                and b.target == a.target]
                        if len(aims) == 1 and a.target in t.panels:
                            out[t.panels[a.target]] = a
                    elif a.target in t.panels:
                        out[t.panels[a.target]] = a
                elif isinstance(a, ExchangeCard) and a.card == card:
                    out[t.zones["exchange"]] = a
                elif isinstance(a, Counter) and a.card == card:
                    out[t.zones["counter"]] = a
                elif isinstance(a, CampaignCard) and a.card == card:
                    out[t.zones[a.effect]] = a
        elif kind == "placing":
            ways: dict[int, list[Any]] = {}
            for a in legal:
                if isinstance(a, (CoverTask, SupportCrisis)):
                    ways.setdefault(a.task, []).append(a)
            for node in t.task_layer.children:
                # a crisis the office may take two ways is chosen with the buttons, not guessed from a drop
                if isinstance(node, TaskNode) and len(ways.get(node.task, [])) == 1:
                    out[node] = ways[node.task][0]
        elif kind == "ministry":
            for a in legal:
                if isinstance(a, AssignMinistry) and a.portfolio == item.data[1] and a.seat in t.panels:
                    out[t.panels[a.seat]] = a
        return out

    def game_refusal(self, intent: DragIntent) -> str:
        t = self.t
        kind = piece_kind(intent.item)
        if kind == "ministry":
            return "Only the next ministry is given now, to one of the lit parties."
        if kind == "placing":
            return ("Drop the office on one of the lit tasks; a crisis it may take two ways (alone or with its "
                    "ministry) is chosen with the buttons under the prompt.")
        if kind != "hand":
            return "Drop it on one of the lit places."
        phase = t.view.phase
        if phase == "open_turn":
            return ("This card cannot be played openly now: its register at this Dindex, or a sticker "
                    "(Chancellery, opposition, Oligarch, counter) does not allow it. Exchange it, or pass.")
        if phase == "open_window":
            return "Only a counter card (raised hand) that you may play now can counter."
        if phase in ("secret_choose", "campaign"):
            return "Drop the card on one of the lit zones."
        return "Hand cards are not used in this phase: follow the prompt above."
