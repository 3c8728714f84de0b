"""The three decks: drawing (reshuffling the discards when a deck runs out), the face-up rows, and the
requirements of political stunt cards (total value of a group, or a pattern that may be rotated)."""

from __future__ import annotations

from functools import cache
from typing import Literal

from game.core.rng import Rng
from game.core.trusted import evolve
from game.diceocracy import events as ev
from game.diceocracy.board import COLOR_INDEX, with_player
from game.diceocracy.components import Stunt, components
from game.diceocracy.frozen import Out
from game.diceocracy.state import BAG, Decks, DiceocracyState, Die

DeckName = Literal["adverts", "stunts", "agendas"]
RowDeck = Literal["adverts", "stunts"]
"""The decks with a face-up row, one slot per street."""
HAND = {"adverts": "adverts", "stunts": "stunts", "agendas": "agendas"}
DISCARD = {"adverts": "advert_discard", "stunts": "stunt_discard", "agendas": "agenda_discard"}
ROW = {"adverts": "advert_row", "stunts": "stunt_row"}


def draw(state: DiceocracyState, deck: DeckName, out: Out) -> tuple[DiceocracyState, int | None]:
    """Draw the top card; an empty deck is first refilled by shuffling its discard pile."""
    decks, rng, cards = _draw_cards(state, deck, 1, out)
    if not cards:
        return state, None
    return evolve(state, {"decks": decks, "rng": rng}), cards[0]


def _draw_cards(state: DiceocracyState, deck: DeckName, count: int, out: Out) -> tuple[Decks, int, list[int]]:
    """Draw up to `count` cards one by one as `draw` does, reshuffling the discards whenever the deck runs out:
    (the decks after, the game's generator state after, the cards). The state itself is left to the caller to
    change once."""
    decks, rng_state = state.decks, state.rng
    drawn: list[int] = []
    cards: tuple[int, ...] = getattr(decks, deck)
    while len(drawn) < count:
        if not cards:
            discard: tuple[int, ...] = getattr(decks, DISCARD[deck])
            if not discard:
                break
            rng = Rng(rng_state)
            cards = rng.shuffled(discard)
            rng_state = rng.state
            emptied = {DISCARD[deck]: (), "agenda_discarders": ()} if deck == "agendas" else {DISCARD[deck]: ()}
            decks = evolve(decks, emptied)
            out.emit(ev.DeckReshuffled, deck=deck, cards=len(cards))
        take = min(count - len(drawn), len(cards))
        drawn.extend(cards[:take])
        cards = cards[take:]
    if drawn:
        out.commit = True
        decks = evolve(decks, {deck: cards})
    return decks, rng_state, drawn


def can_draw(decks: Decks, deck: DeckName) -> bool:
    return bool(getattr(decks, deck)) or bool(getattr(decks, DISCARD[deck]))


def draw_to_hand(state: DiceocracyState, seat: int, deck: DeckName, count: int, out: Out) -> DiceocracyState:
    if count <= 0:
        return state
    decks, rng, drawn = _draw_cards(state, deck, count, out)
    if not drawn:
        return state
    p = state.players[seat]
    player = evolve(p, {HAND[deck]: getattr(p, HAND[deck]) + tuple(drawn)})
    out.emit_private(seat, "cards", ev.CardsDrawn, seat=seat, deck=deck, cards=tuple(drawn), count=len(drawn))
    return evolve(state, {"decks": decks, "rng": rng, "players": with_player(state.players, seat, player)})


def discard(state: DiceocracyState, deck: RowDeck, card: int) -> DiceocracyState:
    """An advertising or stunt card onto its face-up discard pile."""
    return evolve(state, {"decks": discarded(state.decks, deck, card)})


def discarded(decks: Decks, deck: RowDeck, card: int) -> Decks:
    """The decks with an advertising or stunt card on its face-up discard pile."""
    return evolve(decks, {DISCARD[deck]: getattr(decks, DISCARD[deck]) + (card,)})


def discard_agenda(state: DiceocracyState, seat: int, card: int, out: Out) -> DiceocracyState:
    """A secret agenda leaves the seat's hand for the discard pile, still secret: the seat's own event names
    the card, everyone else's only that one was discarded and how many now lie there."""
    p = state.players[seat]
    if card not in p.agendas:
        raise ValueError(f"seat {seat} holds no secret agenda {card}")
    hand = list(p.agendas)
    hand.remove(card)
    decks = state.decks
    decks = evolve(decks, {"agenda_discard": decks.agenda_discard + (card,),
                           "agenda_discarders": decks.agenda_discarders + (seat,)})
    pile = len(decks.agenda_discard)
    out.emit_private(seat, "card", ev.AgendaDiscarded, seat=seat, card=card, pile=pile)
    return evolve(state, {"decks": decks,
                          "players": with_player(state.players, seat, evolve(p, {"agendas": tuple(hand)}))})


def refill_slot(state: DiceocracyState, deck: RowDeck, slot: int, out: Out,
                **changes: object) -> DiceocracyState:
    """Turn the deck's top card face up into the row's `slot` (None when none is left); `changes` are made to
    the state at the same time."""
    decks, rng, drawn = _draw_cards(state, deck, 1, out)
    card = drawn[0] if drawn else None
    row = getattr(decks, ROW[deck])
    decks = evolve(decks, {ROW[deck]: (*row[:slot], card, *row[slot + 1:])})
    out.emit(ev.CardRevealed, deck=deck, slot=slot, card=card)
    return evolve(state, {**changes, "decks": decks, "rng": rng})


def take_face_up(state: DiceocracyState, seat: int, deck: RowDeck, slot: int,
                 out: Out) -> DiceocracyState:
    card = getattr(state.decks, ROW[deck])[slot]
    assert card is not None
    p = state.players[seat]
    out.emit(ev.CardTaken, seat=seat, deck=deck, slot=slot, card=card)
    player = evolve(p, {HAND[deck]: getattr(p, HAND[deck]) + (card,)})
    return refill_slot(state, deck, slot, out, players=with_player(state.players, seat, player))


def remove_face_up(state: DiceocracyState, deck: RowDeck, slot: int,
                   out: Out) -> DiceocracyState:
    """The solo opponent removes a face-up card: discarded, and the slot refilled."""
    row = list(getattr(state.decks, ROW[deck]))
    card = row[slot]
    if card is None:
        return state
    row[slot] = None
    state = evolve(state, {"decks": evolve(state.decks, {ROW[deck]: tuple(row)})})
    state = discard(state, deck, card)
    out.emit(ev.CardRemoved, seat=BAG, deck=deck, slot=slot, card=card)
    return refill_slot(state, deck, slot, out)


def marker_blocked(num_players: int, marker_given: bool) -> Literal["solo", "given"] | None:
    """Why an advert's "give the First Player marker" part would have nothing to do if played now, or None.

    Solo you are always the first player; otherwise the marker is given at most once a round (the advert
    obeys the same flip as the alternative to a district action). Takes the two facts rather than a state
    so a table can ask it of a view and say so before the card is paid for."""
    if num_players == 1:
        return "solo"
    return "given" if marker_given else None


# -- political stunt requirements ---------------------------------------------------------------------

@cache
def _placements(card_id: int) -> tuple[tuple[tuple[int, str | None], ...], ...]:
    """Every placement of the card's pattern on the candidate board, in all four rotations:
    tuples of (slot, required colour or None)."""
    card = components().stunts[card_id]
    b = components().board
    assert card.pattern is not None
    cells = [(x, y, c) for x, y, c in card.pattern]
    shapes = set()
    for _ in range(4):
        cells = [(-y, x, c) for x, y, c in cells]  # rotate by 90 degrees
        mx, my = min(x for x, _, _ in cells), min(y for _, y, _ in cells)
        shapes.add(tuple(sorted((x - mx, y - my, c or "") for x, y, c in cells)))
    out = []
    for shape in sorted(shapes):
        w = max(x for x, _, _ in shape) + 1
        h = max(y for _, y, _ in shape) + 1
        for oy in range(b.rows - h + 1):
            for ox in range(b.cols - w + 1):
                out.append(tuple(((oy + y) * b.cols + ox + x, c or None) for x, y, c in shape))
    return tuple(out)


def pattern_met(card_id: int, followers: tuple[Die | None, ...]) -> bool:
    return _pattern_met(card_id, _colours(followers))


def _colours(followers: tuple[Die | None, ...]) -> list[str | None]:
    """Each slot's follower's group (None: an empty slot), read once for every card asked about."""
    return [None if d is None else d.color for d in followers]


def _pattern_met(card_id: int, colours: list[str | None]) -> bool:
    # plain loops: every card step asks this of each stunt in hand, and a generator per placement costs more
    for placement in _placements(card_id):
        for slot, color in placement:
            here = colours[slot]
            if here is None or (color is not None and here != color):
                break
        else:
            return True
    return False


def stunt_met(card: Stunt, followers: tuple[Die | None, ...]) -> bool:
    return _stunt_met(card.id, followers, _colours(followers))


def stunts_met(cards: tuple[int, ...], followers: tuple[Die | None, ...]) -> list[int]:
    """The stunt cards among `cards` whose requirement the followers meet, in order (`stunt_met` of each)."""
    if not cards:
        return []
    colours = _colours(followers)
    return [c for c in cards if _stunt_met(c, followers, colours)]


def _stunt_met(card_id: int, followers: tuple[Die | None, ...], colours: list[str | None]) -> bool:
    total = _total_needed(card_id)
    if total is None:
        return _pattern_met(card_id, colours)
    color, least = total
    return sum(d.value for d, here in zip(followers, colours, strict=True) if here == color and d is not None) >= least


@cache
def _total_needed(card_id: int) -> tuple[str, int] | None:
    """A total card's group and the least total of its followers' pips; None for a pattern card."""
    card = components().stunts[card_id]
    if not card.kind.endswith("_total"):
        return None
    assert card.color is not None  # a total card names its group (Stunt checks it)
    return card.color, card.min_total or 0


@cache
def advert_costs() -> tuple[int, ...]:
    """Every advertising card's cost, by card id (asked of each card in hand on every card step)."""
    return tuple(card.cost for card in components().adverts)


def popularity_index(color: str) -> int:
    return COLOR_INDEX[color]
