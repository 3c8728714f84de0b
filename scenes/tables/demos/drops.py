"""What may be dragged where at the DēmoS table, always read off the asked seat's legal actions.

A hand card goes onto the discard slot of the current step; a visible discard or the people's deck goes
into the hand; a drawn figure onto a teammate's seat; a media card onto another player's face-down figure,
after which the new suit is picked from buttons. Refusals say why in plain words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Literal

import pygame

from game.demos.state import ApplyMedia, AssignFigure, DemosAction, Discard, TakeDiscard, TakeFromDeck
from scenes.engine.dnd import DragIntent
from scenes.engine.i18n import N_
from scenes.engine.node import Node
from scenes.tables.common.drops import BaseDrops, piece_kind
from scenes.tables.common.prompt import ButtonSpec
from scenes.tables.demos.look import SUIT_GLYPH, suit_words
from scenes.tables.demos.prompt import prompt_for
from scenes.tables.demos.seats import SeatNodes

if TYPE_CHECKING:
    from scenes.tables.demos.table import DemosTable

MediaAim = tuple[Literal["media"], int, int]
"""A media card dropped on a face-down figure: ("media", target seat, slot); the suit is asked next."""
DemosDrop = DemosAction | MediaAim
"""What a drop at the DēmoS table stands for: an action, or a media card's aim."""
ONTO_SLOT = {"public": N_("Drop the card on your lit public discard slot."),
             "secret": N_("Drop the card on your lit secret discard slot."),
             "unanimous": N_("Drop the card on your lit unanimous discard slot.")}


class DemosDrops(BaseDrops[DemosDrop]):
    """The DēmoS pieces' drops (the shared guard: scenes/tables/common/drops.py)."""

    t: DemosTable

    def game_targets(self, item: Node, legal: Sequence[DemosAction]) -> Mapping[Node, DemosDrop]:
        t = self.t
        kind = piece_kind(item)
        view = t.view
        out: dict[Node, DemosDrop] = {}
        if kind == "hand":
            step = view.discard_step
            if step and Discard(card=item.data[1]) in legal:
                out[t.slots[step]] = Discard(card=item.data[1])
        elif kind == "discard":
            if TakeDiscard(card=item.data[1]) in legal:
                out[t.hand] = TakeDiscard(card=item.data[1])
        elif kind == "deck":
            if TakeFromDeck() in legal:
                out[t.hand] = TakeFromDeck()
        elif kind == "figure":
            for a in legal:
                if isinstance(a, ApplyMedia):
                    node = t.seat_nodes.get(a.target, SeatNodes()).figures.get(a.slot)
                    if node is not None:
                        out[node] = ("media", a.target, a.slot)
        elif kind == "pending":
            for a in legal:
                if isinstance(a, AssignFigure) and a.seat in t.panels:
                    out[t.panels[a.seat]] = a
        return out

    def click_action(self, item: Node, targets: Mapping[Node, DemosDrop]) -> DemosDrop | None:
        """A click on a glowing discard, or on the lit deck, takes the card into the hand at once, as dragging
        it there does (playtest of issue 27: the prompt says "take … a glowing card", and a click only showed
        its tooltip while the card waited, picked up, for a click on the hand). Other pieces are picked up for
        a second click."""
        if piece_kind(item) in ("discard", "deck") and len(targets) == 1:
            return next(iter(targets.values()))
        return None

    def game_refusal(self, intent: DragIntent) -> str:
        t = self.t
        tr = t.ctx.tr
        view = t.view
        kind = piece_kind(intent.item)
        step = view.discard_step
        if kind == "hand" and step:
            return tr(ONTO_SLOT[step]) if step in ONTO_SLOT else tr("Drop it on one of the lit places.")
        if kind == "hand":
            if "take" in view.phase:
                return tr("Now take a card: drag the deck or a lit discard into your hand.")
            return prompt_for(view, t.name, t.asking, t.legal(), tr=tr)[0]
        if kind in ("discard", "deck") and "take" not in view.phase:
            return tr("A card is taken only right after your own secret or unanimous discard.")
        if kind == "discard":
            return tr("That discard cannot be taken now (only face-up discards can).")
        if kind == "figure":
            return tr("Only a media card can be aimed, at another player's face-down E, L or J.")
        return tr("Drop it on one of the lit places.")

    def perform(self, intent: DragIntent, action: DemosDrop) -> None:
        if isinstance(action, tuple):  # only a media card's aim is a tuple (the actions are models)
            self.suit_picker(action[1], action[2])
            return
        self.t.act(action)

    def suit_picker(self, target: int, slot: int) -> None:
        """After a media card lands on a figure: announce its new suit (only the legal ones are offered)."""
        t = self.t
        tr = t.ctx.tr
        t.media_pick = (target, slot)
        legal = [a for a in t.legal() if isinstance(a, ApplyMedia) and a.target == target and a.slot == slot]
        same = [s for s in "SHDC" if not any(a.suit == s for a in legal)]
        # a greyed suit needs its reason: the card is known to be that suit already, so it would be no new one
        sub = tr("It will count in this suit and must be part of that player's final trio (keys S H D C).")
        if len(same) == 1:
            sub = tr("{explanation} {glyph} is its own suit, so not a new one.", explanation=sub,
                     glyph=SUIT_GLYPH[same[0]])
        t.prompt.say(tr("New suit for {name}'s figure?", name=t.name(target)), sub)
        specs = []
        for suit in "SHDC":
            action = next((a for a in legal if a.suit == suit), None)
            specs.append(ButtonSpec(suit_words(suit, tr), t.act_cb(action) if action else _nothing,
                                    enabled=action is not None, hotkey=getattr(pygame, f"K_{suit.lower()}"),
                                    data=("suit", suit)))
        specs.append(ButtonSpec(tr("Cancel"), t.show))
        t.prompt.set_buttons(specs)


def _nothing() -> None:
    """A greyed button's click: it cannot be pressed, so nothing happens."""
