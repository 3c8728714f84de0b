"""The solo search bot's reading of the bag: the board before its move is read back from the position after
it, and the bag's next move is averaged over every colour and number it may roll ("Solo Mode")."""

from __future__ import annotations

from game.core.rng import Rng
from game.diceocracy.actions import EndTurn
from game.diceocracy.bot_bag import before_the_bag, expected_after_the_bag
from game.diceocracy.components import COLORS
from game.diceocracy.state import BAG, DiceocracyState
from tests.diceocracy.helpers import RULES, d, legal, place, started


def _bag_reps_in(state: DiceocracyState, pos: int) -> int:
    return sum(1 for s in state.districts[pos] if s.rep == BAG)


def _bare_board_with(state: DiceocracyState, dice: dict[int, tuple[str, int]]) -> DiceocracyState:
    """Every loose die taken off the districts, then one die (colour, number) in the first free space of
    each district in `dice`."""
    for pos, spaces in enumerate(state.districts):
        for space, s in enumerate(spaces):
            if s.die is not None:
                state = place(state, pos, space, None)
    for pos, (colour, number) in dice.items():
        free = next(i for i, s in enumerate(state.districts[pos]) if s.blank)
        state = place(state, pos, free, d(colour, number))
    return state


def test_the_bag_takes_the_die_its_roll_names_or_the_closest_number_of_the_largest_group() -> None:
    # A pink 3 in district 0 and a blue 6 in district 1: a pink roll takes the 3, a blue one the 6; green and
    # orange (no such dice) take from the largest groups, pink and blue, the closest number: 1-4 the 3.
    board = _bare_board_with(started(1), {0: ("pink", 3), 1: ("blue", 6)})
    before = _bag_reps_in(board, 0)
    chance = expected_after_the_bag(board, COLORS, 0, lambda s, me: float(_bag_reps_in(s, 0) - before))
    assert chance == (6 + 0 + 4 + 4) / 24


def test_a_bag_with_fewer_colours_draws_only_those() -> None:
    board = _bare_board_with(started(1), {0: ("pink", 3), 1: ("blue", 6)})
    before = _bag_reps_in(board, 0)
    assert expected_after_the_bag(board, ("blue",), 0, lambda s, me: float(_bag_reps_in(s, 0) - before)) == 0.0


def test_the_board_before_the_bag_moved_is_read_back_from_the_position_after_it() -> None:
    state, rng = started(1), Rng(5)
    while EndTurn() not in legal(state):
        state = RULES.apply(state, 0, rng.choice(legal(state))).state
    after = RULES.apply(state, 0, EndTurn()).state
    assert after.bag_reps == state.bag_reps - 1 and after.districts != state.districts
    back = before_the_bag(state, after)
    assert back is not None
    board, held = back
    assert board.districts == state.districts and held == state.bag


def test_a_position_the_bag_did_not_just_move_in_is_not_read_back() -> None:
    state = started(1)
    assert before_the_bag(state, state) is None
    assert before_the_bag(started(2), started(2)) is None
