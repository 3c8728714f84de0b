"""Where a Diceocracy move landed: for each event, the nodes (as just synced) that now show what it moved or
changed, so the table can ring the others' last moves (scenes/tables/common/marks.py).

A die taken lies in the taker's "Taken die" box (or, placed, on its board: follower_placed says where), and
its Rep stands in the space it left; a die changed, rolled or swapped is the die where it lies now; a track
change is the seat's block of tracks (its rows stand closer than a ring is high); the candidate and the
personality chosen are the two lines that name them, as one; votes, the first player marker, cards gained or
spent are the seat's line that counts them (its hand's card, face up, when the viewer may see it); a card
played goes where it now shows (an advert on its discard pile, a stunt on the seat's "played" line); a
refilled or emptied row slot, a reshuffled deck and a scored district are their own node; the bag's dice are
where they landed on its panel. Events that change nothing on the table (a turn ending, a question asked or
answered, the final count the result shows whole) land nowhere; and once the game is over nothing does,
since the result lies over the table (a scored district would ring its tile on a table still showing).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.core.protocol import Event
from scenes.engine.node import Node
from scenes.tables.diceocracy.words import BAG

if TYPE_CHECKING:
    from scenes.tables.diceocracy.table import DiceocracyTable

DECKS = ("adverts", "stunts", "agendas")
SET_UP_PHASES = frozenset({"candidate", "personality", "over"})
"""Phases in which a panel lies over the seats (the set-up choices, the result): no rings under it."""


def landing_nodes(table: DiceocracyTable, event: Event) -> Sequence[Node]:
    where = LANDINGS.get(event.type)
    if where is None or table.view.phase in SET_UP_PHASES:
        # at the end the result tells it all; during set-up its panel lies over the seats: a ring on a seat's
        # line would strike through the choices drawn over it (playtest)
        return ()
    return [n for n in where(table, event.data) if n is not None]


def _spot(t: DiceocracyTable, spot: Mapping[str, Any]) -> Node | None:
    """The die at a spot, or the space holding its Rep (the space's frame around the Rep, whose letter the
    ring would crowd)."""
    key = (spot["area"], spot["index"], spot["pos"])
    return t.spots.dice.get(key) or t.spots.spaces.get(key)


def _seat(seat: Any) -> int | None:
    return None if seat in (BAG, None) else int(seat)


def _counter(t: DiceocracyTable, seat: Any, what: str) -> Node | None:
    s = _seat(seat)
    return t.spots.counters.get((s, what)) if s is not None else None


def _turn(t: DiceocracyTable, d: Mapping[str, Any]) -> list[Node | None]:
    """Its Rep in the space the die left, and the die: in the taker's box, or (solo) among the bag's removed."""
    rep = t.spots.spaces.get(("district", d["position"], d["space"]))
    if d["seat"] == BAG:
        return [rep, t.spots.removed[-1] if t.spots.removed else None]
    taken = t.taken if t.taken is not None and int(d["seat"]) == t.front_seat else None
    return [rep, taken]


def _hand_card(t: DiceocracyTable, seat: Any, deck: str, card: Any) -> Node | None:
    """A card now in a seat's hand: its face when the viewer sees it, else the seat's count of that deck."""
    node = t.hand_nodes.get((deck, card)) if _seat(seat) == t.front_seat and card is not None else None
    return node or _counter(t, seat, deck)


def _cards_drawn(t: DiceocracyTable, d: Mapping[str, Any]) -> list[Node | None]:
    cards = d.get("cards")
    if not cards:
        return [_counter(t, d["seat"], d["deck"])]
    return [_hand_card(t, d["seat"], d["deck"], card) for card in cards]


def _deck(t: DiceocracyTable, deck: str) -> Node | None:
    """The deck's pile under the streets (its counts of cards face down and discarded)."""
    return t.spots.face_up.get(("deck", DECKS.index(deck)))


Where = Callable[["DiceocracyTable", Mapping[str, Any]], list[Node | None]]

LANDINGS: dict[str, Where] = {
    "candidate_chosen": lambda t, d: [_counter(t, d["seat"], "identity") or _counter(t, d["seat"], "candidate")],
    "personality_chosen": lambda t, d: [_counter(t, d["seat"], "identity")
                                        or _counter(t, d["seat"], "personality")],
    "turn": _turn,
    "follower_placed": lambda t, d: [t.spots.dice.get(("board", int(d["seat"]), d["slot"]))],
    "follower_moved": lambda t, d: [t.spots.dice.get(("board", int(d["seat"]), d["to"])),
                                    t.spots.dice.get(("board", int(d["seat"]), d["from"])) if d.get("swapped")
                                    else None],
    "first_player_given": lambda t, d: [_counter(t, d["to"], "first")],
    "popularity": lambda t, d: [_counter(t, d["seat"], "tracks")],
    "money": lambda t, d: [_counter(t, d["seat"], "tracks")],
    "votes": lambda t, d: [_counter(t, d["seat"], "votes")],
    "die_changed": lambda t, d: [_spot(t, d["spot"])],
    "die_rolled": lambda t, d: [_spot(t, d["spot"])],
    "roll_kept": lambda t, d: [_spot(t, d["spot"])],
    "dice_swapped": lambda t, d: [_spot(t, d["a"]), _spot(t, d["b"])],
    "rep_moved": lambda t, d: [_spot(t, d["to"]), _spot(t, d["from"])],  # the Rep, and the die in its old place
    "cards_drawn": _cards_drawn,
    "card_taken": lambda t, d: [_hand_card(t, d["seat"], d["deck"], d["card"])],
    "card_revealed": lambda t, d: [t.spots.face_up.get((d["deck"], d["slot"]))],
    "card_removed": lambda t, d: [t.spots.face_up.get((d["deck"], d["slot"])), _deck(t, d["deck"])],
    "deck_reshuffled": lambda t, d: [_deck(t, d["deck"])],
    "agenda_discarded": lambda t, d: [_deck(t, "agendas")],
    "advert_played": lambda t, d: [_deck(t, "adverts")],
    "stunt_played": lambda t, d: [_counter(t, d["seat"], "played")],
    "bag_drawn": lambda t, d: [t.spots.bag.get("rolled")],
    "bag_returned": lambda t, d: [t.spots.bag.get(d["color"])],
    "district_scoring": lambda t, d: [t.spots.tiles.get(d["position"])],
}
"""Per event type, where it landed; a type not named lands nowhere (round_started, turn_ended, action_used,
action_skipped, action_declined, cancel_offered, action_cancelled, action_allowed, bag_tie, final_scoring,
agendas_revealed: the question, the step or the count itself is in the prompt, the log or the result)."""
