"""What lights up at the Diceocracy table and what a click on it does: exactly the asked seat's legal actions.

District dice that may be taken can be dragged; the taken die and followers that may move can be dragged;
dice and Reps a pending effect points at (focus, manipulate, the swaps, the bag's tie) take a click; so do
face-up cards that may be taken and cards in hand that may be played or discarded. The piece picked first
in a two-pick action keeps a gold ring while the second is chosen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.diceocracy.actions import (
    DiceocracyAction,
    DiscardAgenda,
    Focus,
    Manipulate,
    MoveFollower,
    Pick,
    PlaceFollower,
    PlayAdvert,
    PlayStunt,
    TakeCard,
    TakeDie,
)
from game.diceocracy.components import ActionSpec, components
from game.diceocracy.views import DiceocracyView
from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode
from scenes.tables.diceocracy.board import Key
from scenes.tables.diceocracy.playable import not_playable_why

if TYPE_CHECKING:
    from scenes.tables.diceocracy.table import DiceocracyTable

HAND_DECK = {PlayAdvert: "adverts", PlayStunt: "stunts", DiscardAgenda: "agendas"}


class DiceLights:
    def __init__(self, table: DiceocracyTable) -> None:
        self.t = table
        self._rings: list[Node] = []
        """The gold rings of a first pick, put out by the next reset."""

    def reset(self) -> None:
        """Put out what the last sync lit on the pieces kept since (parts.py keeps unchanged parts): nothing
        lit, armed, greyed or ringed, as a freshly built piece is."""
        t = self.t
        spots = t.spots
        # (read before written: most pieces were not lit, and a read costs less than a write)
        for die in [*spots.dice.values(), *spots.printed]:
            if die.lit or die.selected or die.dimmed or die.draggable or die.drop_target or die.on_click:
                die.lit = die.selected = die.dimmed = die.draggable = die.drop_target = False
                die.on_click = None
                die.focusable = not die.printed
        for rep in spots.reps.values():
            if rep.lit or rep.focusable or rep.on_click:
                rep.lit = rep.focusable = False
                rep.on_click = None
        for space in [*spots.spaces.values(), *spots.slots.values()]:
            if space.lit or space.drop_target:
                space.lit = space.drop_target = False
        for tile in spots.tiles.values():
            tile.lit = False
        for card in [*spots.face_up.values(), *t.hand_nodes.values()]:
            if card.lit or card.on_click:
                card.lit = False
                card.on_click = None
        for card in t.hand_nodes.values():
            card.tooltip = card.own_tooltip()
        for ring in self._rings:
            ring.detach()
        self._rings = []

    def light(self, view: DiceocracyView, legal: Sequence[DiceocracyAction]) -> Key | None:
        """Light and arm exactly what these legal actions allow (none: nothing is lit). Returns the address
        of the piece picked first in a two-pick action, if one is."""
        t = self.t
        spots = t.spots
        for node in spots.dice.values():
            node.draggable = False
        takes = {(a.district, a.space) for a in legal if isinstance(a, TakeDie)}
        for (area, index, pos), node in spots.dice.items():
            if area == "district" and (index, pos) in takes:
                node.draggable = node.lit = True
        if t.taken is not None and any(isinstance(a, PlaceFollower) for a in legal):
            t.taken.draggable = t.taken.lit = True
        for a in legal:
            if isinstance(a, MoveFollower):  # both ends of a swap may be dragged onto the other
                for slot in (a.source, a.target):
                    follower = spots.dice.get(("board", t.front_seat, slot))
                    if follower is not None:
                        follower.draggable = True
        clicks: dict[Key, list[Any]] = {}
        for a in legal:
            if isinstance(a, (Pick, Focus, Manipulate)):
                clicks.setdefault((a.spot.area, a.spot.index, a.spot.pos), []).append(a)
        question = self._light_question(view)
        first_pick = self.ring_first_pick(view)
        for key, actions in clicks.items():
            piece: Node | None = spots.dice.get(key) or spots.reps.get(key)
            if piece is None:
                continue
            piece.lit = True
            piece.focusable = True
            piece.on_click = self._spot_click(key, actions)
            if key in spots.reps:
                self._light_space(key)
        if clicks or takes or question:
            # a pick among the dice: every other die where the pick is (the districts, a board) steps back
            # alike, printed or real, whatever its colour, so the few that may be used are the only bright
            # ones; a board with nothing to pick on it stays as it is, readable (playtest 5: the player's own
            # followers greyed while a die was taken from the districts)
            lit = {(area, index if area == "board" else 0) for (area, index, _pos), die in spots.dice.items()
                   if die.lit or die.selected}
            lit |= {("district", 0) for (area, _index, _pos), rep in spots.reps.items() if rep.lit}
            for (area, index, _pos), die in spots.dice.items():
                if (area, index if area == "board" else 0) in lit:
                    die.dimmed = not (die.lit or die.selected)
            for die in spots.printed:
                die.dimmed = ("district", 0) in lit
        self._light_cards(view, legal)
        return first_pick

    def _light_question(self, view: DiceocracyView) -> bool:
        """The paid-cancel question: the piece asked about, the die it would swap with, and where the action
        comes from (the district tile whose action it is, or the follower whose action it is). True when
        something was lit (the other dice then step back, as during a pick)."""
        e = view.response
        if view.phase != "respond" or e is None or e.spot is None:
            return False
        for spot in (e.spot, e.target):  # the piece asked about, where it would go
            piece = self._piece(spot) if spot is not None else None
            if piece is not None:
                piece.lit = True
                self._light_space(spot)
        for source in self.action_sources(view, e.type):
            source.lit = True
        return True

    def action_sources(self, view: DiceocracyView, kind: str) -> list[Node]:
        """Where the acting player's action of this kind comes from this turn: the district tile it took its
        die from, if that is the district's action, and its follower on the slot it placed it, if that is the
        follower's (the view does not say which one is being carried out when both are of this kind)."""
        turn = view.turn
        if turn is None or not view.order:
            return []
        spots = self.t.spots
        actor = view.order[view.order_index]
        out: list[Node | None] = []
        if action_type(components().districts[view.tiles[turn.district]].action) == kind:
            out.append(spots.tiles.get(turn.district))
        if turn.slot is not None and turn.follower_action is not None and action_type(turn.follower_action) == kind:
            out.append(spots.dice.get(("board", actor, turn.slot)))
        return [n for n in out if n is not None]

    def _light_cards(self, view: DiceocracyView, legal: Sequence[DiceocracyAction]) -> None:
        t = self.t
        for a in legal:
            if isinstance(a, TakeCard) and a.slot is not None:
                deck = "adverts" if view.pending and view.pending[0].type == "advertising" else "stunts"
                card = t.spots.face_up.get((deck, a.slot))
                if card is not None:
                    card.lit = True
                    card.on_click = t.act_cb(a)
            elif isinstance(a, (PlayAdvert, PlayStunt, DiscardAgenda)):
                in_hand = t.hand_nodes.get((HAND_DECK[type(a)], a.card))
                if in_hand is not None:
                    in_hand.lit = True
                    in_hand.on_click = t.act_cb(a)
        seat = t.asking
        if view.phase != "cards" or seat is None or seat != t.front_seat:
            return
        for (deck, card_id), node in t.hand_nodes.items():  # a card not lit says why
            why = "" if node.lit else not_playable_why(view, seat, deck, card_id, t.ctx.tr)
            if why:
                node.tooltip = f"{node.own_tooltip()}\n" + t.ctx.tr("Not playable now: {why}.", why=why)

    def _light_space(self, spot: Any) -> None:
        """A Rep's space gets the lit frame too: the Rep's own edge is thin, and may share its colour."""
        key = spot if isinstance(spot, tuple) else (spot.area, spot.index, spot.pos)
        space = self.t.spots.spaces.get(key)
        if space is not None and key not in self.t.spots.dice:
            space.lit = True

    def _piece(self, spot: Any) -> Node | None:
        key = (spot.area, spot.index, spot.pos)
        return self.t.spots.dice.get(key) or self.t.spots.reps.get(key)

    def ring_first_pick(self, view: DiceocracyView) -> Key | None:
        """A two-pick action (exchange, follower or Rep influence): the piece picked first keeps a gold ring
        while the second is chosen, so the player sees what will swap with what. Returns its address."""
        first = view.pending[0] if view.pending else None
        if first is None or first.spot is None or not first.type.endswith("2"):
            return None
        s = first.spot
        node = self._piece(s)
        if node is None or node.parent is None:
            return (s.area, s.index, s.pos)
        node.selected = True
        accent = self.t.ctx.palette.accent
        ring = node.parent.add(PanelNode(x=node.x - 4, y=node.y - 4, w=node.w + 8, h=node.h + 8,
                                         fill=(*accent[:3], 200), border=accent, radius=7, z=node.z - 1))
        ring.data = ("first_pick", s.area, s.index, s.pos)
        self._rings.append(ring)
        return (s.area, s.index, s.pos)

    def _spot_click(self, key: Key, actions: list[Any]) -> Callable[[], None]:
        def click() -> None:
            if len(actions) == 1 and not isinstance(actions[0], Focus):
                self.t.act(actions[0])
                return
            self.t.pick_focus(key)  # focus: ask +1 or −1 for this die

        return click


def action_type(action: ActionSpec | dict[str, Any]) -> str:
    """An action's kind, from a district's printed action (a mapping or a spec) or a follower's (not a game
    action: the spec the components depict)."""
    return str(action.get("type", "") if isinstance(action, dict) else action.type)
