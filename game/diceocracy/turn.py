"""Rounds and the five-step turn ("A Player's Turn"): steps 1-3 and the choices of step 4; step 5's cards.

The resolution of the actions themselves lives in effects.py; the solo opponent's turn in solo.py.
"""

from __future__ import annotations

from functools import cache

from game.core.trusted import evolve
from game.diceocracy import events as ev
from game.diceocracy.actions import (
    END_TURN,
    SKIP_DISTRICT,
    SKIP_FOLLOWER,
    SWAP_AGENDA,
    USE_DISTRICT,
    USE_FOLLOWER,
    GiveFirstPlayer,
    MoveFollower,
    PlaceFollower,
    PlayAdvert,
    PlayStunt,
    SkipDistrictAction,
    SkipFollowerAction,
    SwapAgenda,
    TakeDie,
    UseDistrictAction,
    UseFollowerAction,
    cached_give_first,
    cached_move_follower,
    cached_place_follower,
    cached_play_advert,
    cached_play_stunt,
    cached_take_die,
)
from game.diceocracy.board import (
    district_action,
    slot_action,
    tile_words,
    with_follower,
    with_player,
    with_space,
)
from game.diceocracy.cards import advert_costs, can_draw, discarded, draw_to_hand, stunts_met
from game.diceocracy.components import ActionSpec, Color, components
from game.diceocracy.effects import DISCARD_AGENDA, effect_of, has_choices, settle
from game.diceocracy.frozen import Out
from game.diceocracy.state import DiceocracyState, Die, Effect, Space, TurnInfo, rep_space, shared_die
from game.diceocracy.tracks import change_money, gain_popularity


def current_seat(state: DiceocracyState) -> int:
    return state.order[state.order_index]


def start_round(state: DiceocracyState, out: Out) -> DiceocracyState:
    """A new round: turn order clockwise from the first player; the marker is flipped back."""
    number = state.round + 1
    if number > state.rounds:
        from game.diceocracy.ending import finish

        return finish(state, out)
    n = state.num_players
    order = tuple((state.first_player + i) % n for i in range(n))
    out.emit(ev.RoundStarted, round=number, first_player=state.first_player, order=order)
    return evolve(state, {"round": number, "order": order, "order_index": 0, "marker_given": False,
                                    "phase": "take", "active": order[0], "turn": None, "pending": ()})


# -- steps 1-3 --------------------------------------------------------------------------------------

def take_choices(state: DiceocracyState) -> list[TakeDie]:
    out: list[TakeDie] = []
    known_takes = _TAKES_BY_DISTRICT
    for pos, spaces in enumerate(state.districts):
        known = known_takes.get(id(spaces))
        if known is None or known[0] is not spaces or known[1] != pos:
            known = _remember_takes(pos, spaces)
        out += known[2]
    return out


def _remember_takes(pos: int, spaces: tuple[Space, ...]) -> tuple[tuple[Space, ...], int, tuple[TakeDie, ...]]:
    if len(_TAKES_BY_DISTRICT) >= _TAKES_KEPT:
        _TAKES_BY_DISTRICT.clear()
    row = _every_take()[pos]
    known = (spaces, pos, tuple(row[i] for i, s in enumerate(spaces) if s.die is not None))
    _TAKES_BY_DISTRICT[id(spaces)] = known
    return known


_TAKES_BY_DISTRICT: dict[int, tuple[tuple[Space, ...], int, tuple[TakeDie, ...]]] = {}
"""The dice to take in a district, by the identity of its tuple of spaces (with its position); the tuple is kept
in the entry, so its id cannot be reused while the entry stands. Every turn lists all districts, and a turn
changes one or two (the others' tuples are shared from state to state)."""
_TAKES_KEPT = 4096


@cache
def _every_take() -> tuple[tuple[TakeDie, ...], ...]:
    """A TakeDie for every space of every district position, indexed [position][space]: listed on every turn,
    so looked up rather than built or found in a cache keyed by two numbers."""
    comps = components()
    most = max(len(side.spaces()) for d in comps.districts for side in (d.big, d.small))
    return tuple(tuple(cached_take_die(p, i) for i in range(most)) for p in range(len(comps.districts)))


_TURN_BEGUN = TurnInfo(district=0, space=0, die=Die(color="pink", value=1))
"""What `TurnInfo(district=…, space=…, die=…)` builds, with those three replaced: a turn begins every few steps."""


@cache
def _turn_begun(district: int, space: int, color: Color, value: int) -> TurnInfo:
    """A turn just begun with the die of that colour and value from that space, shared (a TurnInfo is frozen, and
    keyed by the die's fields: hashing a pydantic model costs several times more)."""
    return evolve(_TURN_BEGUN, {"district": district, "space": space, "die": shared_die(color, value)})


def take_die(state: DiceocracyState, seat: int, action: TakeDie, out: Out) -> DiceocracyState:
    district, space = action.district, action.space
    die = state.districts[district][space].die
    assert die is not None
    p = state.players[seat]
    name, sides = tile_words(state.tiles[district], state.num_players >= 3)  # solo plays the two-player side
    out.emit(ev.Turn, round=state.round, seat=seat, district=name, die=die, space=space, position=district,
                    side=sides[space])
    turn = _turn_begun(district, space, die.color, die.value)
    return evolve(state, {"districts": with_space(state.districts, district, space, rep_space(seat)),
                          "players": with_player(state.players, seat, evolve(p, {"reps": p.reps - 1})),
                          "turn": turn, "phase": "place"})


def place_choices(state: DiceocracyState, seat: int) -> list[PlaceFollower]:
    return [cached_place_follower(i) for i, d in enumerate(state.players[seat].followers) if d is None]


def place_follower(state: DiceocracyState, seat: int, action: PlaceFollower, out: Out) -> DiceocracyState:
    turn = state.turn
    assert turn is not None
    slot, die = action.slot, turn.die
    p = with_follower(state.players[seat], slot, die)
    spec = slot_action(p, slot, die)
    out.emit(ev.FollowerPlaced, seat=seat, slot=slot, die=die, action=spec)
    return evolve(state, {"players": with_player(state.players, seat, p),
                          "turn": evolve(turn, {"slot": slot, "follower_action": spec}), "phase": "actions"})


# -- step 4 -----------------------------------------------------------------------------------------

def action_choices(state: DiceocracyState, seat: int) -> list[object]:
    turn = state.turn
    assert turn is not None
    out: list[object] = []
    if not turn.district_done:
        if has_choices(state, seat, _district_effect(state.tiles[turn.district])):
            out.append(USE_DISTRICT)
        if not state.marker_given and state.num_players > 1:  # solo you are always the first player
            out += _give_first_choices(state.num_players, state.first_player)
        if can_draw(state.decks, "agendas"):
            out.append(SWAP_AGENDA)
        out += follower_moves(tuple([d is None for d in state.players[seat].followers]))
        out.append(SKIP_DISTRICT)
    if not turn.follower_done:
        spec = turn.follower_action
        if spec is not None and has_choices(state, seat, effect_of(spec)):
            out.append(USE_FOLLOWER)
        out.append(SKIP_FOLLOWER)
    return out


@cache
def _district_effect(tile: int) -> Effect:
    """The pending step a district tile's action starts (asked on every actions step)."""
    return effect_of(components().districts[tile].action)


@cache
def _give_first_choices(num_players: int, first_player: int) -> tuple[GiveFirstPlayer, ...]:
    """Handing the first-player marker on: to every seat but the first player's, in seat order."""
    return tuple(cached_give_first(s) for s in range(num_players) if s != first_player)


@cache
def follower_moves(empty_slots: tuple[bool, ...]) -> tuple[MoveFollower, ...]:
    """"Move position of a Die Follower": to any empty slot, or onto another follower, the two swapping places
    (so the alternative exists on the full board of round 9). A swap is listed once, lower slot first.

    Made once per pattern of empty slots (True: empty): asked on every actions step, and a board of 9 slots
    has only 512 such patterns."""
    placed = [i for i, empty in enumerate(empty_slots) if not empty]
    empty = [i for i, empty in enumerate(empty_slots) if empty]
    moves = [cached_move_follower(i, j) for i in placed for j in empty]
    moves.extend(cached_move_follower(i, j) for i in placed for j in placed if i < j)
    return tuple(moves)


def apply_action_choice(state: DiceocracyState, seat: int, action: object, out: Out) -> DiceocracyState:
    turn = state.turn
    assert turn is not None
    kind = type(action)  # the step's choices, most often made first (random games: moves, then the follower's)
    if kind is MoveFollower:
        assert isinstance(action, MoveFollower)
        p = state.players[seat]
        followers = list(p.followers)
        moving, displaced = followers[action.source], followers[action.target]
        followers[action.source], followers[action.target] = displaced, moving
        p = evolve(p, {"followers": tuple(followers)})
        out.emit(ev.FollowerMoved, seat=seat, source=action.source, target=action.target,
                                 swapped=displaced is not None)
        return _step_done(state, seat, evolve(turn, {"district_done": True}),
                          {"players": with_player(state.players, seat, p)})
    if kind is UseFollowerAction:
        assert turn.follower_action is not None
        out.emit(ev.ActionUsed, seat=seat, source="follower", action=turn.follower_action)
        return _use(state, seat, evolve(turn, {"follower_done": True}), turn.follower_action, out)
    if kind is SkipFollowerAction:  # said in the log too: a skipped action is a choice made
        out.emit(ev.ActionDeclined, seat=seat, source="follower", action=turn.follower_action)
        return _step_done(state, seat, evolve(turn, {"follower_done": True}))
    if kind is GiveFirstPlayer:
        assert isinstance(action, GiveFirstPlayer)
        out.emit(ev.FirstPlayerGiven, seat=seat, to=action.seat)
        return _step_done(state, seat, evolve(turn, {"district_done": True}),
                          {"first_player": action.seat, "marker_given": True})
    if kind is UseDistrictAction:
        spec: ActionSpec = district_action(state, turn.district)
        out.emit(ev.ActionUsed, seat=seat, source="district", action=spec)
        return _use(state, seat, evolve(turn, {"district_done": True}), spec, out)
    if kind is SkipDistrictAction:
        out.emit(ev.ActionDeclined, seat=seat, source="district", action=district_action(state, turn.district))
        return _step_done(state, seat, evolve(turn, {"district_done": True}))
    if kind is SwapAgenda:
        state = evolve(state, {"turn": evolve(turn, {"district_done": True})})
        state = draw_to_hand(state, seat, "agendas", 1, out)
        return settle(state, seat, out, (DISCARD_AGENDA, *state.pending))
    return settle(state, seat, out)


def _use(state: DiceocracyState, seat: int, turn: TurnInfo, spec: ActionSpec, out: Out) -> DiceocracyState:
    """Carry out a district or follower action: its effect goes on the pending stack and is settled."""
    return settle(state, seat, out, (effect_of(spec), *state.pending), turn)


def _step_done(state: DiceocracyState, seat: int, turn: TurnInfo,
               changes: dict[str, object] | None = None) -> DiceocracyState:
    """A step-4 choice that leaves nothing pending: what `settle` then does (on to the card step once both
    actions are done), with the turn and `changes` made in the same change of the state."""
    assert not state.pending  # the actions step is only ever asked with nothing pending
    phase = "cards" if turn.district_done and turn.follower_done else "actions"
    return evolve(state, {**(changes or {}), "turn": turn, "phase": phase, "active": seat})


# -- step 5 -----------------------------------------------------------------------------------------

def card_choices(state: DiceocracyState, seat: int) -> list[object]:
    turn = state.turn
    assert turn is not None
    p = state.players[seat]
    out: list[object] = []
    if not turn.advert_played:
        costs, money = advert_costs(), p.money
        out += [cached_play_advert(c) for c in p.adverts if costs[c] <= money]
    if not turn.stunt_played:
        out += [cached_play_stunt(c) for c in stunts_met(p.stunts, p.followers)]
    out.append(END_TURN)
    return out


def play_advert(state: DiceocracyState, seat: int, action: PlayAdvert, out: Out) -> DiceocracyState:
    card = components().adverts[action.card]
    p = state.players[seat]
    assert state.turn is not None  # cards are played in a turn's card step
    hand = tuple(c for c in p.adverts if c != card.id)
    state = evolve(state, {
        "players": with_player(state.players, seat, evolve(p, {"adverts": hand})),
        "decks": discarded(state.decks, "adverts", card.id),
        "turn": evolve(state.turn, {"advert_played": True}),
    })
    out.emit(ev.AdvertPlayed, seat=seat, card=card.id, name=card.name, cost=card.cost)
    state = change_money(state, seat, -card.cost, out)
    return settle(state, seat, out, (*(effect_of(e) for e in card.effects), *state.pending))


def play_stunt(state: DiceocracyState, seat: int, action: PlayStunt, out: Out) -> DiceocracyState:
    card = components().stunts[action.card]
    p = state.players[seat]
    changes: dict[str, object] = {"stunts": tuple(c for c in p.stunts if c != card.id),
                                  "played_stunts": p.played_stunts + (card.id,)}
    if card.kind.startswith("votes"):
        changes["stunt_votes"] = p.stunt_votes + card.reward
    assert state.turn is not None  # cards are played in a turn's card step
    state = evolve(state, {"players": with_player(state.players, seat, evolve(p, changes)),
                           "turn": evolve(state.turn, {"stunt_played": True})})
    out.emit(ev.StuntPlayed, seat=seat, card=card.id, name=card.name, kind=card.kind, reward=card.reward)
    # the reward follows the card in the log, as the advert's effects follow the advert
    if card.kind == "money_for_total":
        state = change_money(state, seat, card.reward, out)
    if card.kind == "popularity_for_pattern":
        assert card.reward_color is not None
        state = gain_popularity(state, seat, card.reward_color, card.reward, out)
    return state


def end_turn(state: DiceocracyState, seat: int, out: Out) -> DiceocracyState:
    out.emit(ev.TurnEnded, seat=seat, round=state.round)
    if state.solo:
        from game.diceocracy.solo import bag_turn

        return bag_turn(state, out)
    return next_turn(state, out)


def next_turn(state: DiceocracyState, out: Out) -> DiceocracyState:
    index = state.order_index + 1
    if index < len(state.order):
        return evolve(state, {"order_index": index, "active": state.order[index], "phase": "take",
                                        "turn": None, "pending": ()})
    return start_round(state, out)
