"""Resolving actions ("Possible Actions") and card effects, one pending step at a time.

Pending effects form a stack; automatic ones (fixed popularity, fundraising, money, votes, drawing) resolve
at once, the others wait for the acting player's choice. In interactive and spicy mode an action involving
another player's Rep (and, in spicy, their follower) waits for that player's answer: pay 1 money to cancel.
The answer is asked only once the action is fully chosen (Rep influence: the Rep and the die it swaps with),
so the owner knows exactly what they pay to stop (rules version 3).
"""

from __future__ import annotations

from functools import cache

from game.core.rng import Rng
from game.core.trusted import evolve
from game.diceocracy import events as ev
from game.diceocracy.actions import (
    KEEP_ROLL,
    REROLL,
    ChooseColor,
    DiscardAgenda,
    Focus,
    GiveFirstPlayer,
    KeepRoll,
    Manipulate,
    Pick,
    Respond,
    TakeCard,
    cached_choose_color,
    cached_discard_agenda,
    cached_focus_at,
    cached_give_first,
    cached_manipulate_at,
    cached_pick_at,
    cached_take_card,
)
from game.diceocracy.board import (
    die_at,
    put_player,
    put_space,
    set_die,
)
from game.diceocracy.cards import (
    RowDeck,
    can_draw,
    discard_agenda,
    draw_to_hand,
    marker_blocked,
    take_face_up,
)
from game.diceocracy.components import COLORS, ActionSpec, components
from game.diceocracy.frozen import Out
from game.diceocracy.state import (
    Area,
    DiceocracyState,
    Die,
    Effect,
    Spot,
    TurnInfo,
    die_space,
    rep_space,
    shared_die,
    spot,
)
from game.diceocracy.tracks import change_money, gain_popularity

AUTOMATIC = {"fundraising", "money", "votes", "draw_stunts", "draw_agendas"}
DECK_OF: dict[str, RowDeck] = {"advertising": "adverts", "stunt": "stunts"}


def effect_of(spec: ActionSpec) -> Effect:
    """The pending step an action starts (shared: effects are immutable, and a turn's legal actions ask often)."""
    return _effect(spec.type, spec.color, spec.amount)


@cache
def _effect(type_: str, color: str | None, amount: int) -> Effect:
    # keyed by the fields, not the spec: hashing a pydantic model costs several times more
    return Effect(type=type_, color=color, amount=amount)


DISCARD_AGENDA = Effect(type="discard_agenda")


@cache
def _second_pick(type_: str, area: Area, index: int, pos: int) -> Effect:
    """The pending second pick of an exchange or an influence, its first pick at the given spot (shared)."""
    return Effect(type=type_, spot=spot(area, index, pos))


def push(state: DiceocracyState, effects: list[Effect]) -> DiceocracyState:
    return evolve(state, {"pending": tuple(effects) + state.pending, "phase": "resolve"})


def _die_targets(state: DiceocracyState, seat: int) -> list[tuple[Area, int, int, Die]]:
    """Dice that focus and manipulation may change, as (area, index, pos, die): district dice, your followers,
    and in spicy mode the other players' followers."""
    targets: list[tuple[Area, int, int, Die]] = [
        ("district", p, i, s.die) for p, spaces in enumerate(state.districts) for i, s in enumerate(spaces)
        if s.die is not None]
    for owner, p in enumerate(state.players):
        if owner == seat or state.mode == "spicy":
            targets.extend(("board", owner, i, d) for i, d in enumerate(p.followers) if d is not None)
    return targets


def _district_dice_picks(state: DiceocracyState) -> list[object]:
    """A pick of every district die, in board order (the actions share their Spot and Pick instances)."""
    return [cached_pick_at("district", p, i)
            for p, spaces in enumerate(state.districts) for i, s in enumerate(spaces) if s.die is not None]


def _is_district_space(target: Spot | None, pos: int, space: int) -> bool:
    return target is not None and target.area == "district" and target.index == pos and target.pos == space


def choices(state: DiceocracyState, seat: int, e: Effect) -> list[object]:
    t = e.type
    if t == "popularity":
        return [cached_choose_color(c) for c in COLORS] if e.color == "any" else []
    if t in DECK_OF:
        deck = DECK_OF[t]
        out: list[object] = [cached_take_card(None)] if can_draw(state.decks, deck) else []
        row = state.decks.advert_row if deck == "adverts" else state.decks.stunt_row
        out.extend(cached_take_card(s) for s in _streets_with_rep(state, seat) if row[s] is not None)
        return out
    if t == "focus":  # one pip up or down, within 1 to 6
        res: list[object] = []
        for area, index, pos, die in _die_targets(state, seat):
            if die.value > 1:
                res.append(cached_focus_at(area, index, pos, -1))
            if die.value < 6:
                res.append(cached_focus_at(area, index, pos, 1))
        return res
    if t == "manipulate":
        return [cached_manipulate_at(area, index, pos) for area, index, pos, _ in _die_targets(state, seat)]
    if t == "keep":
        return [KEEP_ROLL, REROLL]
    if t == "exchange":
        picks = _district_dice_picks(state)
        return picks if len(picks) >= 2 else []
    if t == "exchange2":
        return [cached_pick_at("district", p, i) for p, spaces in enumerate(state.districts)
                for i, s in enumerate(spaces) if s.die is not None and not _is_district_space(e.spot, p, i)]
    if t == "follower_influence":
        if not _any_district_die(state):
            return []
        return [cached_pick_at("board", seat, i) for i, d in enumerate(state.players[seat].followers) if d is not None]
    if t in ("follower_influence2", "rep_influence2"):
        return _district_dice_picks(state)
    if t == "rep_influence":
        if not _any_district_die(state):
            return []
        if state.mode in ("interactive", "spicy"):  # any Rep: another's owner may pay to stop the move
            return [cached_pick_at("district", p, i) for p, spaces in enumerate(state.districts)
                    for i, s in enumerate(spaces) if s.rep is not None]
        return [cached_pick_at("district", p, i) for p, spaces in enumerate(state.districts)
                for i, s in enumerate(spaces) if s.rep == seat]
    if t == "give_first":
        if marker_blocked(state.num_players, state.marker_given) is not None:
            return []
        return [cached_give_first(s) for s in range(state.num_players) if s != state.first_player]
    if t == "discard_agenda":
        return [cached_discard_agenda(c) for c in state.players[seat].agendas]
    return []


def _streets_with_rep(state: DiceocracyState, seat: int) -> list[int]:
    """The streets (in order) with one of the seat's Reps on a district: their face-up cards may be taken."""
    per_street = components().layout.tiles_per_street
    streets: list[int] = []
    for pos, spaces in enumerate(state.districts):
        street = pos // per_street
        if streets and streets[-1] == street:
            continue
        for s in spaces:
            if s.rep == seat:
                streets.append(street)
                break
    return streets


def has_choices(state: DiceocracyState, seat: int, e: Effect) -> bool:
    """`bool(choices(state, seat, e))` for a choice, True for an automatic effect: asked for every legal-action
    list of a turn's actions step, so every effect is answered without listing its choices."""
    t = e.type
    if t in AUTOMATIC or t in ("popularity", "keep"):  # every colour may be chosen; keeping or rerolling
        return True
    if t in DECK_OF:
        deck = DECK_OF[t]
        if can_draw(state.decks, deck):
            return True
        row = state.decks.advert_row if deck == "adverts" else state.decks.stunt_row
        return any(row[s] is not None for s in _streets_with_rep(state, seat))
    if t == "give_first":  # with the marker free, every seat but the first player may have it
        return marker_blocked(state.num_players, state.marker_given) is None
    if t == "discard_agenda":
        return bool(state.players[seat].agendas)
    if t in ("focus", "manipulate"):
        # A die shows 1 to 6, so focus can always turn it one way; any target will do.
        return _any_district_die(state) or any(
            d is not None for owner, p in enumerate(state.players) if owner == seat or state.mode == "spicy"
            for d in p.followers)
    if t == "exchange":
        return _district_dice_at_least(state, 2)
    if t == "exchange2":
        return any(s.die is not None and not _is_district_space(e.spot, p, i)
                   for p, spaces in enumerate(state.districts) for i, s in enumerate(spaces))
    if t in ("follower_influence2", "rep_influence2"):
        return _any_district_die(state)
    if t == "follower_influence":
        return _any_district_die(state) and any(d is not None for d in state.players[seat].followers)
    if t == "rep_influence":
        owner = None if state.mode in ("interactive", "spicy") else seat
        return _any_district_die(state) and any(
            s.rep is not None and (owner is None or s.rep == owner) for spaces in state.districts for s in spaces)
    return bool(choices(state, seat, e))


def _any_district_die(state: DiceocracyState) -> bool:
    return any(s.die is not None for spaces in state.districts for s in spaces)


def _district_dice_at_least(state: DiceocracyState, count: int) -> bool:
    found = 0
    for spaces in state.districts:
        for s in spaces:
            if s.die is not None:
                found += 1
                if found >= count:
                    return True
    return False


def settle(state: DiceocracyState, seat: int, out: Out, pending: tuple[Effect, ...] | None = None,
           turn: TurnInfo | None = None) -> DiceocracyState:
    """Resolve automatic effects; stop at the first that needs a choice; then back to the turn.

    `pending` and `turn`: the stack to settle and the turn, in place of the state's own (a step that took its
    effect off or put new ones on passes the stack it made, one that used an action the turn it marked): the
    state then changes once, not once per part. Nothing an effect does reads the stack or the turn."""
    if pending is None:
        pending = state.pending
    while pending:
        e = pending[0]
        if e.type == "popularity" and e.color != "any":
            pending = pending[1:]
            state = gain_popularity(state, seat, e.color, e.amount, out)  # type: ignore[arg-type]
        elif e.type in ("fundraising", "money"):
            pending = pending[1:]
            state = change_money(state, seat, e.amount, out)
        elif e.type == "votes":
            pending = pending[1:]
            p = state.players[seat]
            state = put_player(state, seat, evolve(p, {"advert_votes": p.advert_votes + e.amount}))
            out.emit(ev.Votes, seat=seat, gained=e.amount)
        elif e.type == "draw_stunts":
            pending = pending[1:]
            state = draw_to_hand(state, seat, "stunts", e.amount, out)
        elif e.type == "draw_agendas":
            pending = (DISCARD_AGENDA,) * e.amount + pending[1:]
            state = draw_to_hand(state, seat, "agendas", e.amount, out)
        elif not has_choices(state, seat, e):  # the same answer as listing the choices, for less
            pending = pending[1:]
            out.emit(ev.ActionSkipped, seat=seat, action=e.type)
        else:
            return _settled(state, pending, turn, "resolve", seat)
    now = turn if turn is not None else state.turn
    assert now is not None
    return _settled(state, pending, turn, "cards" if now.district_done and now.follower_done else "actions", seat)


def _settled(state: DiceocracyState, pending: tuple[Effect, ...], turn: TurnInfo | None, phase: str,
             seat: int) -> DiceocracyState:
    changes: dict[str, object] = {"phase": phase, "active": seat}
    if pending is not state.pending:
        changes["pending"] = pending
    if turn is not None:
        changes["turn"] = turn
    return evolve(state, changes)


def _owner(state: DiceocracyState, spot: Spot) -> int | None:
    if spot.area == "board":
        return spot.index
    return state.districts[spot.index][spot.pos].rep


def resolve(state: DiceocracyState, seat: int, action: object, out: Out) -> DiceocracyState:
    """Apply the acting player's choice for the top pending effect."""
    e, pending = state.pending[0], state.pending[1:]
    if isinstance(action, ChooseColor):
        state = gain_popularity(state, seat, action.color, e.amount, out)
    elif isinstance(action, TakeCard):
        deck = DECK_OF[e.type]
        if action.slot is None:
            state = draw_to_hand(state, seat, deck, 1, out)
        else:
            state = take_face_up(state, seat, deck, action.slot, out)
    elif isinstance(action, GiveFirstPlayer):
        state = evolve(state, {"first_player": action.seat, "marker_given": True})
        out.emit(ev.FirstPlayerGiven, seat=seat, to=action.seat)
    elif isinstance(action, DiscardAgenda):
        state = discard_agenda(state, seat, action.card, out)
    elif isinstance(action, KeepRoll):
        assert e.spot is not None and e.value is not None
        if not action.keep:
            die = die_at(state, e.spot)
            assert die is not None
            state = set_die(state, e.spot, evolve(die, {"value": e.value}))
        kept = die_at(state, e.spot)
        assert kept is not None
        out.emit(ev.RollKept, seat=seat, keep=action.keep, spot=e.spot, value=kept.value)
    elif isinstance(action, (Focus, Manipulate)):
        spot = action.spot
        delta = action.delta if isinstance(action, Focus) else None
        chosen = Effect(type=e.type, spot=spot, value=delta, owner=_owner(state, spot))
        return _maybe_respond(evolve(state, {"pending": pending}), seat, chosen, out)
    elif isinstance(action, Pick):
        if e.type in ("exchange", "follower_influence", "rep_influence"):
            first = action.spot
            pending = (_second_pick(e.type + "2", first.area, first.index, first.pos), *pending)
        elif e.type == "rep_influence2":
            assert e.spot is not None
            move = Effect(type="rep_influence", spot=e.spot, target=action.spot, owner=_owner(state, e.spot))
            return _maybe_respond(evolve(state, {"pending": pending}), seat, move, out)
        else:
            state = _swap(state, seat, e, action.spot, out)
    return settle(state, seat, out, pending)


def _maybe_respond(state: DiceocracyState, seat: int, e: Effect, out: Out) -> DiceocracyState:
    """Ask the owner of the piece a fully chosen action involves whether they pay to cancel it; perform it
    straight away when no one else is involved or the owner cannot pay."""
    owner = e.owner
    assert e.spot is not None
    if (state.mode != "standard" and owner is not None and owner >= 0 and owner != seat
            and state.players[owner].money >= 1):
        die = None
        if e.target is not None:
            die = die_at(state, e.target)
            assert die is not None  # a Rep swaps only with a loose die
        out.emit(ev.CancelOffered, seat=owner, by=seat, action=e.type, spot=e.spot, target=e.target, die=die)
        return evolve(state, {"response": e, "phase": "respond", "active": owner})
    return settle(_perform(state, seat, e, out), seat, out)


def respond(state: DiceocracyState, responder: int, action: Respond, out: Out) -> DiceocracyState:
    e = state.response
    assert e is not None and state.turn is not None
    seat = state.order[state.order_index]
    state = evolve(state, {"response": None})
    if action.cancel:
        out.emit(ev.ActionCancelled, seat=responder, by=seat, action=e.type)
        state = change_money(state, responder, -1, out)
        return settle(state, seat, out)
    out.emit(ev.ActionAllowed, seat=responder, by=seat, action=e.type)
    return settle(_perform(state, seat, e, out), seat, out)


def _perform(state: DiceocracyState, seat: int, e: Effect, out: Out) -> DiceocracyState:
    spot = e.spot
    assert spot is not None
    if e.type == "rep_influence":
        assert e.target is not None
        return _move_rep(state, seat, spot, e.target, out)
    die = die_at(state, spot)
    assert die is not None
    if e.type == "focus":
        assert e.value is not None
        new = evolve(die, {"value": die.value + e.value})
        out.emit(ev.DieChanged, seat=seat, spot=spot, old=die.value, new=new.value)
        return set_die(state, spot, new)
    # manipulate: roll the die, then its owner of the action decides whether to keep the result
    rng = Rng(state.rng)
    new = shared_die(die.color, rng.randint(1, 6))
    out.commit = True
    out.emit(ev.DieRolled, seat=seat, spot=spot, old=die.value, new=new.value)
    state = set_die(evolve(state, {"rng": rng.state}), spot, new)
    return push(state, [Effect(type="keep", spot=spot, value=die.value)])


def _swap(state: DiceocracyState, seat: int, e: Effect, target: Spot, out: Out) -> DiceocracyState:
    first = e.spot
    assert first is not None
    a, b = die_at(state, first), die_at(state, target)
    assert a is not None and b is not None
    state = set_die(set_die(state, first, b), target, a)
    out.emit(ev.DiceSwapped, seat=seat, action=e.type[:-1], a=first, b=target, dice=(a, b))
    return state



def _move_rep(state: DiceocracyState, seat: int, rep_spot: Spot, die_spot: Spot, out: Out) -> DiceocracyState:
    """Rep influence: the Rep and the loose die swap spaces."""
    rep = state.districts[rep_spot.index][rep_spot.pos].rep
    die = die_at(state, die_spot)
    assert rep is not None and die is not None
    state = put_space(state, rep_spot.index, rep_spot.pos, die_space(die))
    state = put_space(state, die_spot.index, die_spot.pos, rep_space(rep))
    out.emit(ev.RepMoved, seat=seat, owner=rep, source=rep_spot, target=die_spot, die=die)
    return state
