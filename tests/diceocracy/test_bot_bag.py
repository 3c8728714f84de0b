"""The solo search bot's reading of the bag: the board before its move is read back from the position after
it, and the bag's next move is averaged over every colour and number it may roll ("Solo Mode")."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.diceocracy.actions import EndTurn
from game.diceocracy.bot_bag import before_the_bag, expected_after_the_bag, later_bag_damage
from game.diceocracy.components import COLORS
from game.diceocracy.scoring import final_scores
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


def _free_space(state: DiceocracyState, pos: int) -> int:
    return next(i for i, s in enumerate(state.districts[pos]) if s.blank)


def _space_of(state: DiceocracyState, pos: int, colour: str) -> int:
    return next(i for i, s in enumerate(state.districts[pos]) if s.die is not None and s.die.color == colour)


def _district_votes(state: DiceocracyState) -> int:
    return final_scores(state, agenda_seats=())[0]["districts"]


def _with_reps(state: DiceocracyState, pos: int, reps: int, seat: int = 0) -> DiceocracyState:
    for _ in range(reps):
        state = place(state, pos, _free_space(state, pos), seat)
    return state


def test_each_die_the_bag_may_take_later_costs_its_district_votes_once_in_four_draws_of_its_colour() -> None:
    # The only loose dice: a pink 3 where the player leads by one Rep, a blue 5 where it leads by two, an orange
    # 2 where it ties the bag. The bag draws each colour once in four moves, and it then takes that colour's
    # die and puts its Rep in the space.
    board = _bare_board_with(started(1), {0: ("pink", 3), 1: ("blue", 5), 2: ("orange", 2)})
    board = _with_reps(_with_reps(_with_reps(_with_reps(board, 0, 1), 1, 2), 2, 1), 2, 1, seat=BAG)
    now = _district_votes(board)
    tied = now - _district_votes(place(board, 0, _space_of(board, 0, "pink"), BAG))
    die_only = now - _district_votes(place(board, 1, _space_of(board, 1, "blue"), BAG))
    outvoted = now - _district_votes(place(board, 2, _space_of(board, 2, "orange"), BAG))
    assert tied > die_only > 0  # the lead of one Rep is lost to a tie; the lead of two keeps the majority
    assert outvoted > 0  # a tie becomes the bag's majority: one die's colour is left of the district
    assert later_bag_damage(board, 0) == pytest.approx((tied + die_only + outvoted) / 4)


def test_a_colour_with_more_dice_spreads_the_bag_s_draws_over_them() -> None:
    # Two pink dice: a pink draw takes one of them, each half the time.
    board = _bare_board_with(started(1), {0: ("pink", 3), 2: ("pink", 4)})
    board = _with_reps(board, 0, 1)
    lost = _district_votes(board) - _district_votes(place(board, 0, _space_of(board, 0, "pink"), BAG))
    assert later_bag_damage(board, 0) == pytest.approx(lost / 8)


def test_districts_without_the_player_s_reps_cost_it_nothing_when_the_bag_lands() -> None:
    board = _bare_board_with(started(1), {0: ("pink", 3), 1: ("blue", 5)})
    assert later_bag_damage(_with_reps(board, 1, 1, seat=BAG), 0) == 0.0


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
