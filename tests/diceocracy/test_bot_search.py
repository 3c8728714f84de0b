"""The Diceocracy search level (issue 13): it never undoes its own move within a turn while another move
exists (13.5), a decision among few moves plays a few playouts of each rather than the whole budget, and what a
seat holds after its last turn is worth nothing to it."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.core.search import with_budget
from game.diceocracy import GAME
from game.diceocracy.actions import Pick, UseDistrictAction, UseFollowerAction
from game.diceocracy.bot_agendas import expected_agenda_gain
from game.diceocracy.bot_bag import later_bag_damage
from game.diceocracy.bot_search import (
    LATER_BAG_WORTH,
    PLAYOUTS_PER_MOVE,
    SEARCH,
    SOLO_POPULARITY_WORTH,
    DiceocracySearchBot,
    evaluate_to_the_last_turn,
)
from game.diceocracy.bots import POPULARITY_WORTH, evaluate
from game.diceocracy.components import ActionSpec
from game.diceocracy.state import DiceocracyState
from tests.diceocracy.helpers import RULES, act, d, district_spot, legal, place, set_player, started
from tests.diceocracy.test_turn import take_from, with_follower_action


def _decide(bot: DiceocracySearchBot, state: DiceocracyState, seed: int = 1) -> object:
    assert state.active is not None
    return bot.choose(RULES.view(state, state.active), legal(state), Rng(seed))


def test_the_search_level_never_swaps_two_dice_straight_back_in_one_turn() -> None:
    # Harbour Docks' exchange swaps district dice A and B; the follower's exchange then picks B again, and
    # picking A would put both dice back where the turn found them.
    bot = DiceocracySearchBot(SEARCH, 6)
    state = with_follower_action(take_from(started(2), "Harbour Docks"), ActionSpec(type="exchange"))
    a, b = district_spot(0, 0), district_spot(5, 0)
    state = place(place(state, a.index, a.pos, d("pink", 1)), b.index, b.pos, d("green", 6))
    for action in (UseDistrictAction(), Pick(spot=a), Pick(spot=b), UseFollowerAction(), Pick(spot=b)):
        _decide(bot, state)  # the bot sees every position of its turn, as when it plays it
        state = act(state, action)
    assert Pick(spot=a) in legal(state) and len(legal(state)) > 1
    assert all(_decide(bot, state, seed) != Pick(spot=a) for seed in range(3))


def test_a_decision_between_two_moves_plays_a_few_playouts_of_each() -> None:
    state = take_from(started(2), "Harbour Docks")
    bot = DiceocracySearchBot(SEARCH)
    two = legal(state)[:2]
    assert state.active is not None
    bot.choose(RULES.view(state, state.active), two, Rng(3))
    assert 0 < bot.playouts_done <= 2 * PLAYOUTS_PER_MOVE
    assert bot.budget == SEARCH.default_budget  # the whole budget is back for the next decision


def test_the_registered_search_level_keeps_its_budget_rule_when_its_budget_changes() -> None:
    bot = with_budget(GAME.make_bot("search"), 5)
    assert isinstance(bot, DiceocracySearchBot) and bot.budget == 5


def test_solo_decisions_play_three_quarters_of_the_budget_and_tables_with_opponents_all_of_it() -> None:
    bot = DiceocracySearchBot(SEARCH, 32)
    many = [object()] * 20  # only the number of moves matters to the budget
    three = started(3)
    solo, table = RULES.view(started(1), 0), RULES.view(three, three.active)
    assert bot.budget_for(solo, many) == 24 and bot.budget_for(table, many) == 32
    assert bot.budget_for(table, many[:3]) == 3 * PLAYOUTS_PER_MOVE
    assert DiceocracySearchBot(SEARCH, 1).budget_for(solo, many) == 1


def _last_round(playing: int, money: int) -> DiceocracyState:
    """Round 9 of three players, seat 0 with every Rep placed, `money` coins, two adverts in hand and no
    agenda (none reads its money), while seat `playing` has the turn."""
    state = started(3)
    state = state.model_copy(update={"round": 9, "order": (0, 1, 2), "order_index": playing, "active": playing})
    return set_player(state, 0, reps=0, money=money, adverts=(0, 1), agendas=())


def test_after_its_last_turn_a_seat_s_money_and_cards_are_worth_nothing_to_the_search_level() -> None:
    after, poorer = _last_round(playing=1, money=8), _last_round(playing=1, money=0)
    assert evaluate_to_the_last_turn(after, 0) == evaluate_to_the_last_turn(poorer, 0)
    assert evaluate_to_the_last_turn(after, 0) < evaluate_to_the_last_turn(_last_round(playing=0, money=8), 0)
    # the heuristic level counts them until the game is over, as it always has
    assert evaluate(after, 0) > evaluate(poorer, 0)


def test_during_its_last_turn_a_seat_s_money_still_counts_for_the_search_level() -> None:
    assert evaluate_to_the_last_turn(_last_round(playing=0, money=8), 0) > \
        evaluate_to_the_last_turn(_last_round(playing=0, money=0), 0)


def test_alone_against_the_bag_the_search_level_counts_what_the_bag_s_later_moves_may_cost() -> None:
    # A lead of one Rep over the bag in district 0: every Rep the bag still holds may take the die there.
    board = place(started(1), 0, 4, 0)
    damage = later_bag_damage(board, 0)
    assert damage > 0 and board.bag_reps == 9
    plain = evaluate(board, 0, popularity_worth=SOLO_POPULARITY_WORTH) + expected_agenda_gain(board, 0)
    assert evaluate_to_the_last_turn(board, 0) == pytest.approx(plain - LATER_BAG_WORTH * 9 * damage)
    fewer = board.model_copy(update={"bag_reps": 3})
    assert plain - evaluate_to_the_last_turn(fewer, 0) == pytest.approx(LATER_BAG_WORTH * 3 * damage)


def test_alone_against_the_bag_a_point_of_popularity_still_to_use_is_worth_more_to_the_search_level() -> None:
    # No Rep on the districts yet, so popularity scores nothing now: it is worth only what it may score later.
    def gained(state: DiceocracyState) -> float:
        more = set_player(state, 0, popularity=tuple(v + (c == 0) for c, v in enumerate(state.players[0].popularity)))
        return evaluate_to_the_last_turn(more, 0) - evaluate_to_the_last_turn(state, 0)

    assert gained(started(1)) == pytest.approx(SOLO_POPULARITY_WORTH)
    assert gained(started(2)) == pytest.approx(POPULARITY_WORTH)
    assert SOLO_POPULARITY_WORTH > POPULARITY_WORTH


def test_with_opponents_at_the_table_the_search_level_counts_no_bag() -> None:
    state = place(started(2), 0, 4, 0)
    assert evaluate_to_the_last_turn(state, 0) == pytest.approx(evaluate(state, 0) + expected_agenda_gain(state, 0))
