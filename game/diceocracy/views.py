"""What a seat may see, and worlds consistent with it (for search bots and the leak test).

Private: each player's secret agendas and the advertising and stunt cards in hand (others see counts), the
secret agendas each player discarded (others see who discarded one and how many lie there), and the order of
every face-down deck. Public: the board, dice, Reps, followers, tracks, face-up cards, the advertising and
stunt discard piles and played stunts. At the end the agendas in hand are revealed for scoring; discarded
ones stay secret.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, TypeVar

from game.core.model_slots import unchecked_model
from game.core.protocol import Frozen
from game.core.record import Record
from game.core.rng import Rng
from game.core.trusted import build
from game.diceocracy.components import Color, components
from game.diceocracy.state import (
    Decks,
    DiceocracyState,
    Die,
    Effect,
    Mode,
    Phase,
    Player,
    Space,
    Spot,
    TurnInfo,
    active_seats,
)

HANDS = ("agendas", "adverts", "stunts")


class PlayerView(Frozen):
    color: str
    reps: int
    followers: tuple[Die | None, ...]
    popularity: tuple[int, int, int, int]
    money: int
    stunt_votes: int
    advert_votes: int
    candidate: int | None
    candidate_side: str | None
    personality: tuple[int, int]
    personality_sides: tuple[int, int] | None
    played_stunts: tuple[int, ...]
    agendas: tuple[int, ...] | None
    adverts: tuple[int, ...] | None
    stunts: tuple[int, ...] | None
    agenda_count: int
    advert_count: int
    stunt_count: int


class DecksView(Frozen):
    advert_count: int
    stunt_count: int
    agenda_count: int
    advert_discard: tuple[int, ...]
    stunt_discard: tuple[int, ...]
    agenda_discard: tuple[int | None, ...]
    """The agenda discard pile, one entry per card: the card for the seat that discarded it, else None."""
    agenda_discarders: tuple[int, ...]
    """Who discarded each entry of `agenda_discard` (public: everyone saw a card go)."""
    advert_row: tuple[int | None, ...]
    stunt_row: tuple[int | None, ...]


class DiceocracyView(Frozen):
    viewer: int | None
    num_players: int
    mode: Mode
    phase: Phase
    active: tuple[int, ...]
    """The seats deciding now, exactly `active_players(state)`: one seat at most in Diceocracy, () when over."""
    round: int
    rounds: int
    """How many rounds the game lasts (the book's 9; fewer in an arranged game): tables write "Round 3 of 9"
    from the view alone."""
    first_player: int
    marker_given: bool
    order: tuple[int, ...]
    order_index: int
    tiles: tuple[int, ...]
    districts: tuple[tuple[Space, ...], ...]
    players: tuple[PlayerView, ...]
    decks: DecksView
    candidates_left: tuple[int, ...]
    turn: TurnInfo | None
    pending: tuple[Effect, ...]
    response: Effect | None
    bag: tuple[Color, ...]
    bag_reps: int
    bag_roll: Die | None
    bag_choices: tuple[Spot, ...]
    removed: tuple[Die, ...]
    final: dict[str, dict[str, int]] | None
    solo_rank: str | None


M = TypeVar("M", bound=Frozen)


def _build(cls: type[M], fields: dict[str, object]) -> M:
    """Construct a model from already-valid parts without validation (what `model_construct` does, minus
    its per-field bookkeeping: views are built on every action, so this is the hot path)."""
    return unchecked_model(cls, fields, set(fields))


# Fields copied as they are between state and view; the others are built (or, for a world, rebuilt) by hand.
_SHARED = tuple(f for f in DiceocracyView.model_fields
                if f not in ("viewer", "players", "decks", "active", "rounds"))
_PLAYER_SHARED = tuple(f for f in PlayerView.model_fields if f not in HANDS and not f.endswith("_count"))
# Read out of a model's field values in one call (views and worlds are made for every bot decision and playout).
_shared_values = itemgetter(*_SHARED)
_player_shared_values = itemgetter(*_PLAYER_SHARED)
_VIEW_FIELDS = tuple(DiceocracyView.model_fields)


def _shared(model: Frozen | Record) -> dict[str, Any]:
    """The fields a state and its view share, from either."""
    return dict(zip(_SHARED, _shared_values(model.__dict__), strict=True))


def _player_shared(player: Frozen | Record) -> dict[str, Any]:
    """The fields a player and its view share, from either."""
    return dict(zip(_PLAYER_SHARED, _player_shared_values(player.__dict__), strict=True))


def make_view(state: DiceocracyState, viewer: int | None) -> DiceocracyView:
    over = state.phase == "over"
    players = []
    for seat, p in enumerate(state.players):
        mine = viewer == seat
        fields = _player_shared(p)
        fields.update(
            agendas=p.agendas if mine or over else None,
            adverts=p.adverts if mine else None,
            stunts=p.stunts if mine else None,
            agenda_count=len(p.agendas), advert_count=len(p.adverts), stunt_count=len(p.stunts),
        )
        players.append(_build(PlayerView, fields))
    d = state.decks
    decks = _build(DecksView, dict(
        advert_count=len(d.adverts), stunt_count=len(d.stunts), agenda_count=len(d.agendas),
        advert_discard=d.advert_discard, stunt_discard=d.stunt_discard,
        agenda_discard=tuple(card if seat == viewer else None
                             for card, seat in zip(d.agenda_discard, d.agenda_discarders, strict=True)),
        agenda_discarders=d.agenda_discarders, advert_row=d.advert_row, stunt_row=d.stunt_row,
    ))
    fields = _shared(state)
    fields.update(viewer=viewer, players=tuple(players), decks=decks, active=active_seats(state), rounds=state.rounds)
    return _build(DiceocracyView, {f: fields[f] for f in _VIEW_FIELDS})


def _player_fields(p: PlayerView, hands: dict[str, tuple[int, ...]]) -> dict[str, Any]:
    return {**_player_shared(p), **hands}


def determinize(view: DiceocracyView, rng: Rng) -> DiceocracyState:
    """Deal every card the viewer cannot see at random among the hidden hands and the decks."""
    comps = components()
    totals = {"agendas": len(comps.agendas), "adverts": len(comps.adverts), "stunts": len(comps.stunts)}
    d = view.decks
    known: dict[str, set[int]] = {
        "agendas": {c for c in d.agenda_discard if c is not None},
        "adverts": set(d.advert_discard) | {c for c in d.advert_row if c is not None},
        "stunts": set(d.stunt_discard) | {c for c in d.stunt_row if c is not None},
    }
    for p in view.players:
        known["stunts"].update(p.played_stunts)
        for hand in HANDS:
            cards = getattr(p, hand)
            if cards is not None:
                known[hand].update(cards)
    hands: list[dict[str, tuple[int, ...]]] = [{} for _ in view.players]
    decks: dict[str, tuple[int, ...]] = {}
    for hand in HANDS:
        pool = list(rng.shuffled(sorted(set(range(totals[hand])) - known[hand])))
        for seat, p in enumerate(view.players):
            cards = getattr(p, hand)
            if cards is None:
                count = getattr(p, hand[:-1] + "_count")
                cards, pool = tuple(pool[:count]), pool[count:]
            hands[seat][hand] = cards
        decks[hand] = tuple(pool)
    # the other seats' discarded agendas are unseen cards like their hands: dealt from what the deck holds
    unseen = iter(decks["agendas"])
    agenda_discard = tuple(c if c is not None else next(unseen) for c in d.agenda_discard)
    decks["agendas"] = tuple(unseen)
    # built as model_construct would (nothing validated, the fields given are the fields set), at less cost:
    # a search deals a world for every playout
    players = tuple(build(Player, _player_fields(p, hands[seat])) for seat, p in enumerate(view.players))
    state_decks = build(Decks, {
        "adverts": decks["adverts"], "stunts": decks["stunts"], "agendas": decks["agendas"],
        "advert_discard": d.advert_discard, "stunt_discard": d.stunt_discard, "agenda_discard": agenda_discard,
        "agenda_discarders": d.agenda_discarders, "advert_row": d.advert_row, "stunt_row": d.stunt_row,
    })
    return build(DiceocracyState, {"players": players, "decks": state_decks, "rng": rng.next64(),
                                   "active": view.active[0] if view.active else None, "rounds": view.rounds,
                                   **_shared(view)})
