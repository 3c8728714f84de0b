"""Shared helpers for the Diceocracy tests: a game past set-up, and small edits of a hand-built position."""

from __future__ import annotations

from typing import Any

from game.diceocracy.actions import ChooseCandidate, ChoosePersonality
from game.diceocracy.board import put_player, put_space
from game.diceocracy.rules import DiceocracyRules
from game.diceocracy.state import DiceocracyOptions, DiceocracyState, Die, Space, Spot

RULES = DiceocracyRules()


def new(n: int = 2, mode: str = "standard", seed: int = 1) -> DiceocracyState:
    return RULES.new_game(DiceocracyOptions(mode=mode), n, seed)  # type: ignore[arg-type]


def started(n: int = 2, mode: str = "standard", seed: int = 1) -> DiceocracyState:
    """A game in round 1 after every player took the first candidate tile (votes side) and sides 0/0."""
    state = new(n, mode, seed)
    while state.phase == "candidate":
        tile = state.candidates_left[0]
        state = act(state, ChooseCandidate(tile=tile, side="votes"))
    while state.phase == "personality":
        state = act(state, ChoosePersonality(trait_side=0, role_side=0))
    assert state.phase == "take"
    return state


def act(state: DiceocracyState, action: Any, seat: int | None = None) -> DiceocracyState:
    seat = state.active if seat is None else seat
    assert seat is not None
    assert action in RULES.legal_actions(state, seat), f"{action} is not legal in {state.phase}"
    return RULES.apply(state, seat, action).state


def events(state: DiceocracyState, action: Any) -> list[Any]:
    assert state.active is not None
    return list(RULES.apply(state, state.active, action).events)


def legal(state: DiceocracyState) -> list[Any]:
    assert state.active is not None
    return RULES.legal_actions(state, state.active)


def set_player(state: DiceocracyState, seat: int, **update: Any) -> DiceocracyState:
    return put_player(state, seat, state.players[seat].model_copy(update=update))


def d(color: str, value: int) -> Die:
    return Die(color=color, value=value)  # type: ignore[arg-type]


def place(state: DiceocracyState, pos: int, space: int, content: Die | int | None) -> DiceocracyState:
    """Put a die (Die) or a Rep (seat int, -1 = bag) or nothing in a district space."""
    if isinstance(content, Die):
        return put_space(state, pos, space, Space(die=content))
    if content is None:
        return put_space(state, pos, space, Space())
    return put_space(state, pos, space, Space(rep=content))


def district_spot(pos: int, space: int) -> Spot:
    return Spot(area="district", index=pos, pos=space)


def board_spot(seat: int, slot: int) -> Spot:
    return Spot(area="board", index=seat, pos=slot)


def position_of(state: DiceocracyState, name: str) -> int:
    from game.diceocracy.components import components

    tile = next(t.id for t in components().districts if t.name == name)
    return state.tiles.index(tile)


def count_dice(state: DiceocracyState) -> int:
    on_tiles = sum(1 for spaces in state.districts for s in spaces if s.die is not None)
    followers = sum(1 for p in state.players for f in p.followers if f is not None)
    in_hand = 1 if state.phase == "place" else 0  # taken (step 2) but not yet placed (step 3)
    return on_tiles + followers + in_hand + len(state.removed) + len(state.bag) + (1 if state.bag_roll else 0)


def count_reps(state: DiceocracyState) -> int:
    on_tiles = sum(1 for spaces in state.districts for s in spaces if s.rep is not None)
    return on_tiles + sum(p.reps for p in state.players) + state.bag_reps
