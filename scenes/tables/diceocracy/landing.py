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

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from game.core.protocol import Event, Payload
from game.diceocracy import events as ev
from game.diceocracy.events import BAG
from game.diceocracy.state import Spot
from scenes.engine.node import Node

if TYPE_CHECKING:
    from scenes.tables.diceocracy.table import DiceocracyTable

P = TypeVar("P", bound=Payload)
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


def _spot(t: DiceocracyTable, spot: Spot) -> Node | None:
    """The die at a spot, or the space holding its Rep (the space's frame around the Rep, whose letter the
    ring would crowd)."""
    key = (spot.area, spot.index, spot.pos)
    return t.spots.dice.get(key) or t.spots.spaces.get(key)


def _counter(t: DiceocracyTable, seat: int, what: str) -> Node | None:
    return t.spots.counters.get((seat, what)) if seat != BAG else None


def _turn(t: DiceocracyTable, d: ev.Turn) -> list[Node | None]:
    """Its Rep in the space the die left, and the die: in the taker's box, or (solo) among the bag's removed."""
    rep = t.spots.spaces.get(("district", d.position, d.space))
    if d.seat == BAG:
        return [rep, t.spots.removed[-1] if t.spots.removed else None]
    taken = t.taken if t.taken is not None and d.seat == t.front_seat else None
    return [rep, taken]


def _hand_card(t: DiceocracyTable, seat: int, deck: str, card: int | None) -> Node | None:
    """A card now in a seat's hand: its face when the viewer sees it, else the seat's count of that deck."""
    node = t.hand_nodes.get((deck, card)) if seat == t.front_seat and card is not None else None
    return node or _counter(t, seat, deck)


def _cards_drawn(t: DiceocracyTable, d: ev.CardsDrawn) -> list[Node | None]:
    if not d.cards:
        return [_counter(t, d.seat, d.deck)]
    return [_hand_card(t, d.seat, d.deck, card) for card in d.cards]


def _deck(t: DiceocracyTable, deck: str) -> Node | None:
    """The deck's pile under the streets (its counts of cards face down and discarded)."""
    return t.spots.face_up.get(("deck", DECKS.index(deck)))


def _follower_moved(t: DiceocracyTable, d: ev.FollowerMoved) -> list[Node | None]:
    """The follower in its new slot, and in a swap the one that went the other way."""
    dice = t.spots.dice
    return [dice.get(("board", d.seat, d.target)), dice.get(("board", d.seat, d.source)) if d.swapped else None]


def _on(payload: type[P], where: Callable[[DiceocracyTable, P], list[Node | None]]
        ) -> tuple[str, Where]:
    """A landing registered by payload class (its event type), `where` reading that payload's fields."""
    return payload.event_type, where


Where = Callable[["DiceocracyTable", Any], list[Node | None]]

LANDINGS: dict[str, Where] = dict([
    _on(ev.CandidateChosen, lambda t, d: [_counter(t, d.seat, "identity") or _counter(t, d.seat, "candidate")]),
    _on(ev.PersonalityChosen, lambda t, d: [_counter(t, d.seat, "identity")
                                            or _counter(t, d.seat, "personality")]),
    _on(ev.Turn, _turn),
    _on(ev.FollowerPlaced, lambda t, d: [t.spots.dice.get(("board", d.seat, d.slot))]),
    _on(ev.FollowerMoved, _follower_moved),
    _on(ev.FirstPlayerGiven, lambda t, d: [_counter(t, d.to, "first")]),
    _on(ev.Popularity, lambda t, d: [_counter(t, d.seat, "tracks")]),
    _on(ev.Money, lambda t, d: [_counter(t, d.seat, "tracks")]),
    _on(ev.Votes, lambda t, d: [_counter(t, d.seat, "votes")]),
    _on(ev.DieChanged, lambda t, d: [_spot(t, d.spot)]),
    _on(ev.DieRolled, lambda t, d: [_spot(t, d.spot)]),
    _on(ev.RollKept, lambda t, d: [_spot(t, d.spot)]),
    _on(ev.DiceSwapped, lambda t, d: [_spot(t, d.a), _spot(t, d.b)]),
    _on(ev.RepMoved, lambda t, d: [_spot(t, d.target), _spot(t, d.source)]),  # the Rep, and the die in its old place
    _on(ev.CardsDrawn, _cards_drawn),
    _on(ev.CardTaken, lambda t, d: [_hand_card(t, d.seat, d.deck, d.card)]),
    _on(ev.CardRevealed, lambda t, d: [t.spots.face_up.get((d.deck, d.slot))]),
    _on(ev.CardRemoved, lambda t, d: [t.spots.face_up.get((d.deck, d.slot)), _deck(t, d.deck)]),
    _on(ev.DeckReshuffled, lambda t, d: [_deck(t, d.deck)]),
    _on(ev.AgendaDiscarded, lambda t, d: [_deck(t, "agendas")]),
    _on(ev.AdvertPlayed, lambda t, d: [_deck(t, "adverts")]),
    _on(ev.StuntPlayed, lambda t, d: [_counter(t, d.seat, "played")]),
    _on(ev.BagDrawn, lambda t, d: [t.spots.bag.get("rolled")]),
    _on(ev.BagReturned, lambda t, d: [t.spots.bag.get(d.color)]),
    _on(ev.DistrictScoring, lambda t, d: [t.spots.tiles.get(d.position)]),
])
"""Per event type, where it landed; a type not named lands nowhere (round_started, turn_ended, action_used,
action_skipped, action_declined, cancel_offered, action_cancelled, action_allowed, bag_tie, final_scoring,
agendas_revealed: the question, the step or the count itself is in the prompt, the log or the result)."""
