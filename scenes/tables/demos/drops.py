"""What may be dragged where at the DēmoS table, always read off the asked seat's legal actions.

A hand card goes onto the discard slot of the current step; a visible discard or the people's deck goes
into the hand; a drawn figure onto a teammate's seat; a media card onto another player's face-down figure,
after which the new suit is picked from buttons. Refusals say why in plain words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.demos.state import ApplyMedia, AssignFigure, Discard, TakeDiscard, TakeFromDeck
from scenes.engine.dnd import DragIntent
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode
from scenes.tables.demos.look import SUIT_GLYPH, SUIT_NAME
from scenes.tables.demos.prompt import prompt_for
from scenes.tables.demos.seats import SeatNodes

PHASE_STEP = {"public_discard": "public", "secret_discard": "secret", "unanimous_discard": "unanimous"}


class DemosDrops:
    """The DropPolicy half of DemosTable (see scenes.engine.dnd.DropPolicy)."""

    presenter: Any
    stage: Any
    buttons: Node
    prompt: Any
    subprompt: Any
    hand: Node
    people: Node
    slots: dict[str, Node]
    panels: dict[int, Node]
    seat_nodes: dict[int, SeatNodes]
    media_pick: tuple[int, int] | None
    mid_box: tuple[float, float, float, float]
    _view: Any

    def targets(self, item: Node) -> Mapping[Node, Any]:
        if self.presenter is None or self.asking is None or self.asking != self.viewer or self.animating:
            return {}
        legal = self.presenter.legal()
        kind = item.data[0] if isinstance(item.data, tuple) else None
        view = self._view
        out: dict[Node, Any] = {}
        if kind == "hand":
            step = PHASE_STEP.get(view.phase)
            if step and Discard(card=item.data[1]) in legal:
                out[self.slots[step]] = Discard(card=item.data[1])
        elif kind == "discard":
            if TakeDiscard(card=item.data[1]) in legal:
                out[self.hand] = TakeDiscard(card=item.data[1])
        elif kind == "deck":
            if TakeFromDeck() in legal:
                out[self.hand] = TakeFromDeck()
        elif kind == "figure":
            for a in legal:
                if isinstance(a, ApplyMedia):
                    node = self.seat_nodes.get(a.target, SeatNodes()).figures.get(a.slot)
                    if node is not None:
                        out[node] = ("media", a.target, a.slot)
        elif kind == "pending":
            for a in legal:
                if isinstance(a, AssignFigure) and a.seat in self.panels:
                    out[self.panels[a.seat]] = a
        return out

    def refuse(self, intent: DragIntent) -> str:
        view = self._view
        if self.presenter is None:
            return "This is a replay: nothing can be moved."
        if self.asking is None or self.asking != self.viewer:
            if view.active:
                return f"Not your turn: waiting for {', '.join(self.name(s) for s in view.active)}."
            return "Nothing to decide now."
        kind = intent.item.data[0] if isinstance(intent.item.data, tuple) else None
        step = PHASE_STEP.get(view.phase)
        if kind == "hand" and step:
            return f"Drop the card on your lit {step} discard slot."
        if kind == "hand":
            return "Now take a card: drag the deck or a lit discard into your hand." if "take" in view.phase else prompt_for(view, self, self.asking, self.presenter.legal())[0]
        if kind in ("discard", "deck") and "take" not in view.phase:
            return "Cards can be taken only after a secret or unanimous discard."
        if kind == "discard":
            return "That discard cannot be taken now (only face-up discards can)."
        if kind == "figure":
            return "Only a media card can be aimed, at another player's face-down E, L or J."
        return "Drop it on one of the lit places."

    def perform(self, intent: DragIntent, action: Any) -> None:
        if isinstance(action, tuple) and action[0] == "media":
            self._suit_picker(action[1], action[2])
            return
        self._act(action)

    def _suit_picker(self, target: int, slot: int) -> None:
        """After a media card lands on a figure: announce its new suit (only the legal ones are offered)."""
        self.media_pick = (target, slot)
        legal = [a for a in self.presenter.legal() if isinstance(a, ApplyMedia) and a.target == target and a.slot == slot] if self.presenter else []
        self.buttons.clear()
        self.prompt.text = f"New suit for {self.name(target)}'s figure?"
        same = [s for s in "SHDC" if not any(a.suit == s for a in legal)]
        # a greyed suit needs its reason: the card is known to be that suit already, so it would be no new one
        why = f" {SUIT_GLYPH[same[0]]} is its own suit, so not a new one." if len(same) == 1 else ""
        self.subprompt.text = ("It will count in this suit and must be part of that player's final trio "
                               f"(keys S H D C).{why}")
        x0, _, width, _ = self.mid_box
        step = min(150.0, (width - 10) / 5)
        for i, suit in enumerate("SHDC"):
            action = next((a for a in legal if a.suit == suit), None)
            b = self.buttons.add(ButtonNode(f"{SUIT_GLYPH[suit]} {SUIT_NAME[suit]}",
                                            self._act_cb(action) if action else None, x=i * step, y=0, w=step - 10,
                                            h=40, size=15, enabled=action is not None,
                                            hotkey=getattr(pygame, f"K_{suit.lower()}")))
            b.data = ("suit", suit)
        self.buttons.add(ButtonNode("Cancel", self.show, x=4 * step, y=0, w=step - 10, h=40, size=14))


