"""What may be dragged where, and which buttons show, at the Diceocracy table — read off the asked seat's
legal actions every time.

Drags: a lit district die onto an empty slot of your board (steps 1–3 in one gesture: the take, then the
placement once the rules ask for it), the taken die onto an empty slot (step 3), a follower onto an empty
slot (the alternative to the district action). Clicks: a lit die, Rep or card for the choices that point at
the table (focus, manipulate, swaps, the bag's tie, face-up cards, cards in hand). Everything else is a
button, so every choice also works without dragging.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.diceocracy.actions import (
    ChooseCandidate, ChooseColor, ChoosePersonality, DiscardAgenda, EndTurn, Focus, GiveFirstPlayer, KeepRoll,
    Manipulate, MoveFollower, Pick, PlaceFollower, PlayAdvert, PlayStunt, Respond, SkipDistrictAction,
    SkipFollowerAction, SwapAgenda, TakeCard, TakeDie, UseDistrictAction, UseFollowerAction,
)
from scenes.engine.dnd import DragIntent
from scenes.engine.node import Node
from scenes.tables.diceocracy.look import advert_text, agenda_text, personality_words, stunt_text
from scenes.tables.diceocracy.words import button_label, personality_label

ON_TABLE = (TakeDie, PlaceFollower, MoveFollower, Pick, Focus, Manipulate)
"""Choices made by pointing at the table (dice, slots, Reps), not by buttons."""
ORDER = (Respond, ChooseCandidate, ChoosePersonality, ChooseColor, KeepRoll, TakeCard, UseDistrictAction,
         UseFollowerAction, GiveFirstPlayer, SwapAgenda, SkipDistrictAction, SkipFollowerAction, DiscardAgenda,
         PlayAdvert, PlayStunt, EndTurn)


class DiceDrops:
    """The DropPolicy half of DiceocracyTable (see scenes.engine.dnd.DropPolicy)."""

    presenter: Any
    stage: Any
    spots: Any
    _view: Any

    def targets(self, item: Node) -> Mapping[Node, Any]:
        if self.presenter is None or self.asking is None or self.asking != self.viewer or self.animating:  # type: ignore[attr-defined]
            return {}
        legal = self.presenter.legal()
        data = item.data if isinstance(item.data, tuple) else ()
        out: dict[Node, Any] = {}
        slots = self.spots.slots
        if data[:2] == ("space", "district"):
            take = TakeDie(district=data[2], space=data[3])
            if take in legal:
                followers = self._view.players[self.asking].followers  # type: ignore[attr-defined]
                for slot, node in slots.items():
                    if followers[slot] is None:
                        out[node] = ("take_place", take, PlaceFollower(slot=slot))
        elif data == ("taken",):
            for a in legal:
                if isinstance(a, PlaceFollower) and a.slot in slots:
                    out[slots[a.slot]] = a
        elif data[:1] == ("follower",):
            for a in legal:
                if isinstance(a, MoveFollower) and a.source == data[2] and a.target in slots:
                    out[slots[a.target]] = a
        return out

    def refuse(self, intent: DragIntent) -> str:
        view = self._view
        if self.presenter is None:
            return "This is a replay: nothing can be moved."
        if self.asking is None or self.asking != self.viewer:  # type: ignore[attr-defined]
            if view is not None and view.active:
                return f"Not your turn: waiting for {self.name(view.active[0])}."  # type: ignore[attr-defined]
            return "Nothing to decide now."
        data = intent.item.data if isinstance(intent.item.data, tuple) else ()
        if data[:2] == ("space", "district"):
            if view.phase != "take":
                return "Dice are taken only at the start of your turn (steps 1–2)."
            return "Drop the die on an empty slot of your board."
        if data == ("taken",):
            return "Drop the taken die on a lit empty slot of your board."
        if data[:1] == ("follower",):
            if view.phase != "actions":
                return "A follower can be moved only instead of the district action (step 4)."
            return "A follower moves only to an empty slot, instead of the district action."
        return "Drop it on one of the lit places."

    def perform(self, intent: DragIntent, action: Any) -> None:
        if isinstance(action, tuple) and action[0] == "take_place":
            # the rules ask for the placement as a decision of its own; the presenter keeps the same seat
            # asked, so one drag sends both
            seat = self.asking  # type: ignore[attr-defined]
            self._act(action[1])  # type: ignore[attr-defined]
            if seat is not None and self.asking == seat and action[2] in self.presenter.legal():  # type: ignore[attr-defined]
                self._act(action[2])  # type: ignore[attr-defined]
            return
        self._act(action)  # type: ignore[attr-defined]


def buttons_for(table: Any, view: Any, legal: Sequence[Any]) -> list[tuple[str, Any, str, str | None]]:
    """(label, action or callback, kind, tooltip) for every legal action not made by pointing at the table,
    plus the ±1 choice for a die picked for focus."""
    out: list[tuple[str, Any, str, str | None]] = []
    if table.spot_pick is not None:
        area, index, pos = table.spot_pick
        for a in legal:
            if isinstance(a, Focus) and (a.spot.area, a.spot.index, a.spot.pos) == (area, index, pos):
                node = table.spots.dice.get(table.spot_pick)
                value = node.value + a.delta if node is not None else "?"
                out.append((f"{'+1' if a.delta > 0 else '−1'} → {value}", a, "primary", None))

        def cancel() -> None:
            table.spot_pick = None
            table._fill_prompt(view, legal)

        out.append(("Pick another die", cancel, "normal", None))
        return out
    chosen = sorted((a for a in legal if not isinstance(a, ON_TABLE)),
                    key=lambda a: next((i for i, t in enumerate(ORDER) if isinstance(a, t)), len(ORDER)))
    for a in chosen:
        tip = None
        kind = "normal"
        if isinstance(a, ChoosePersonality):
            label = personality_label(view, table.asking, a)
            trait, role = view.players[table.asking].personality
            tip = " | ".join(f"{w}: {t}" for w, t in (personality_words(trait, a.trait_side),
                                                         personality_words(role, a.role_side)))
        else:
            label = button_label(a, view, table.name, table.district_name)
        if isinstance(a, Respond):
            kind = "danger" if a.cancel else "primary"
        elif isinstance(a, (UseDistrictAction, UseFollowerAction, EndTurn)):
            kind = "primary"
        elif isinstance(a, PlayAdvert):
            tip = advert_text(a.card)[1]
        elif isinstance(a, PlayStunt):
            tip = stunt_text(a.card)[1]
        elif isinstance(a, DiscardAgenda):
            tip = agenda_text(a.card, view.num_players)[1]
        out.append((label, a, kind, tip))
    return out
