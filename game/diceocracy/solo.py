"""Solo mode: the bag opponent ("Solo Mode").

Each opponent turn: draw and roll a die from the bag; remove the district die of that colour and number
(the most valuable district breaks ties, then you decide; no such number: the closest value, rounded up; no
such colour: a die of the largest demographic group of all districts); put an opponent Rep in its space;
remove the adjacent card (leftmost for a left space, rightmost for a right space); the die goes back.
"""

from __future__ import annotations

from collections import Counter

from game.core.rng import Rng
from game.core.trusted import build, evolve
from game.diceocracy import events as ev
from game.diceocracy.actions import Pick, cached_pick_at
from game.diceocracy.board import district_name, is_left, printed_dice, put_space, street_of
from game.diceocracy.cards import remove_face_up
from game.diceocracy.components import COLORS, components
from game.diceocracy.frozen import Out
from game.diceocracy.state import BAG, DiceocracyState, Die, Spot, rep_space, shared_die, spot


def district_value(state: DiceocracyState, pos: int) -> int:
    """A district's worth: the pips of every die on it, printed dice included (what its majority scores)."""
    return sum(s.die.value for s in state.districts[pos] if s.die is not None) + sum(
        d.value for d in printed_dice(state, pos))


def bag_targets(state: DiceocracyState, roll: Die) -> list[Spot]:
    """The district dice the opponent may take for this roll, after every tie-break the rules give.
    More than one left means: the player decides."""
    dice = [(spot("district", p, i), s.die)
            for p, spaces in enumerate(state.districts) for i, s in enumerate(spaces) if s.die is not None]
    if not dice:
        return []
    pool = [(spot, d) for spot, d in dice if d.color == roll.color]
    if not pool:
        counts = Counter(d.color for _, d in dice)
        top = max(counts.values())
        largest = {c for c in COLORS if counts.get(c, 0) == top}
        pool = [(spot, d) for spot, d in dice if d.color in largest]
    # same number, else the closest value, rounding up between two equally close values
    best = min(pool, key=lambda sd: (abs(sd[1].value - roll.value), -sd[1].value))[1].value
    pool = [(spot, d) for spot, d in pool if d.value == best]
    worth = {p: district_value(state, p) for p in {spot.index for spot, _ in pool}}
    top_worth = max(worth.values())
    return [spot for spot, _ in pool if worth[spot.index] == top_worth]


def bag_turn(state: DiceocracyState, out: Out) -> DiceocracyState:
    rng = Rng(state.rng)
    if state.bag_draws:  # an arranged game: the bag's next draw is named (the bag holds all four colours)
        roll, rest = state.bag_draws[0], state.bag_draws[1:]
        color = roll.color
    else:
        color = rng.choice(state.bag)
        roll, rest = shared_die(color, rng.randint(1, 6)), ()
    out.commit = True
    bag = list(state.bag)
    bag.remove(color)
    state = evolve(state, {"rng": rng.state, "bag": tuple(bag), "bag_roll": roll, "bag_draws": rest})
    out.emit(ev.BagDrawn, round=state.round, die=roll)
    targets = bag_targets(state, roll)
    if len(targets) == 1:
        return place_bag_rep(state, targets[0], out)
    if not targets:  # cannot happen with the printed set-up (dice always remain); kept total for safety
        return _return_die(state, out)
    out.emit(ev.BagTie, choices=tuple(build(ev.DistrictSpace, {"position": s.index, "space": s.pos}) for s in targets))
    return evolve(state, {"phase": "bag_tie", "active": 0, "bag_choices": tuple(targets)})


def bag_choices(state: DiceocracyState) -> list[Pick]:
    return [cached_pick_at(s.area, s.index, s.pos) for s in state.bag_choices]


def place_bag_rep(state: DiceocracyState, spot: Spot, out: Out) -> DiceocracyState:
    die, roll = state.districts[spot.index][spot.pos].die, state.bag_roll
    assert die is not None and roll is not None
    state = put_space(state, spot.index, spot.pos, rep_space(BAG))
    left = is_left(state, spot.index, spot.pos)
    state = evolve(state, {"removed": state.removed + (die,), "bag_reps": state.bag_reps - 1,
                                     "bag_choices": ()})
    out.emit(ev.Turn, round=state.round, seat=BAG, district=district_name(state, spot.index), die=die,
                    space=spot.pos, position=spot.index, side="left" if left else "right", roll=roll)
    # The street's cards read left to right: advertising slot, stunt slot.
    street = street_of(spot.index)
    state = remove_face_up(state, "adverts" if left else "stunts", street, out)
    return _return_die(state, out)


def _return_die(state: DiceocracyState, out: Out) -> DiceocracyState:
    assert state.bag_roll is not None
    bag = tuple(c for c in COLORS if c in state.bag or c == state.bag_roll.color)
    out.emit(ev.BagReturned, color=state.bag_roll.color)
    state = evolve(state, {"bag": bag, "bag_roll": None})
    from game.diceocracy.turn import next_turn

    return next_turn(state, out)


def solo_rank(total: int) -> str:
    for band in components().congress.solo_ranks:
        if total >= band.low and (band.high is None or total <= band.high):
            return band.title
    raise ValueError(f"no solo rank for {total} votes")
