"""The heuristic bot: legal choices from its View only, and it beats random play."""

from __future__ import annotations

import pytest

from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from game.core.simulate import play_game
from game.diceocracy import GAME
from game.diceocracy.actions import Pick, Respond, UseDistrictAction, UseFollowerAction
from game.diceocracy.bots import HeuristicBot
from game.diceocracy.components import ActionSpec
from game.diceocracy.state import DiceocracyState, Die, Spot
from tests.diceocracy.helpers import RULES, act, d, district_spot, legal, place, position_of, set_player, started
from tests.diceocracy.solo_stats import solo_scores, summary
from tests.diceocracy.test_modes import rep_influence_turn
from tests.diceocracy.test_turn import take_from, with_follower_action


@pytest.mark.slow  # whole games (seconds)
def test_heuristic_bot_plays_whole_games_with_legal_actions_in_every_mode() -> None:
    for n, mode in ((4, "spicy"), (2, "interactive"), (1, "standard")):
        match = Match(GAME.rules, {"mode": mode}, [SeatSpec(kind="bot", level="heuristic")] * n, 3)
        play_game(match, [HeuristicBot() for _ in range(n)])  # Match.submit refuses anything illegal
        assert match.result() is not None


@pytest.mark.slow  # whole games (seconds)
def test_heuristic_beats_three_random_bots_most_of_the_time() -> None:
    wins = 0
    for seed in range(6):
        match = Match(GAME.rules, {}, [SeatSpec(kind="bot", level="heuristic")] +
                      [SeatSpec(kind="bot", level="random")] * 3, seed)
        play_game(match, [HeuristicBot()] + [GAME.make_bot("random") for _ in range(3)])
        result = match.result()
        wins += 0 in result.winners  # type: ignore[union-attr]
    assert wins >= 4


@pytest.mark.slow  # whole games (seconds)
def test_heuristic_solo_scores_more_than_random_solo() -> None:
    heuristic = summary(solo_scores(4, 1, "heuristic"))
    random = summary(solo_scores(4, 1, "random"))
    assert heuristic["median"] > random["median"]  # type: ignore[operator]


def _asked(bot: HeuristicBot, state: DiceocracyState) -> None:
    """Ask the bot for a move (as its seat would be asked) and ignore it: the test plays the scripted one."""
    bot.choose(RULES.view(state, state.active), legal(state), Rng(1))


def _swapped_then_second_exchange(bot: HeuristicBot, first: Die, second: Die) -> tuple[DiceocracyState, Spot]:
    """Harbour Docks (exchange) with an exchange follower action: the seat swaps district dice A and B with
    the district action, then starts the follower exchange by picking B again. Returns that position and A."""
    state = with_follower_action(take_from(started(2), "Harbour Docks"), ActionSpec(type="exchange"))
    a, b = district_spot(0, 0), district_spot(5, 0)
    state = place(place(state, a.index, a.pos, first), b.index, b.pos, second)
    for action in (UseDistrictAction(), Pick(spot=a), Pick(spot=b), UseFollowerAction(), Pick(spot=b)):
        _asked(bot, state)
        state = act(state, action)
    return state, a


def test_heuristic_never_swaps_two_dice_straight_back_in_one_turn() -> None:
    bot = HeuristicBot()
    state, a = _swapped_then_second_exchange(bot, d("pink", 1), d("green", 6))
    back = Pick(spot=a)
    assert back in legal(state) and len(legal(state)) > 1
    assert back not in bot.purposeful(RULES.view(state, state.active), legal(state), Rng(2))
    assert bot.choose(RULES.view(state, state.active), legal(state), Rng(2)) != back


def test_heuristic_does_not_swap_two_identical_dice() -> None:
    bot = HeuristicBot()
    state = take_from(started(2), "Harbour Docks")
    a, b = district_spot(0, 0), district_spot(5, 0)
    state = place(place(state, a.index, a.pos, d("blue", 4)), b.index, b.pos, d("blue", 4))
    for action in (UseDistrictAction(), Pick(spot=a)):
        _asked(bot, state)
        state = act(state, action)
    view = RULES.view(state, state.active)
    assert Pick(spot=b) in legal(state)
    assert Pick(spot=b) not in bot.purposeful(view, legal(state), Rng(3))
    assert bot.choose(view, legal(state), Rng(3)) != Pick(spot=b)


def test_an_undoing_move_is_still_played_when_it_is_the_only_one() -> None:
    bot = HeuristicBot()
    state, a = _swapped_then_second_exchange(bot, d("pink", 1), d("green", 6))
    only_back = [Pick(spot=a)]
    assert bot.purposeful(RULES.view(state, state.active), only_back, Rng(4)) == only_back
    assert bot.choose(RULES.view(state, state.active), only_back, Rng(4)) == Pick(spot=a)


def test_a_new_turn_starts_with_a_clean_memory() -> None:
    bot = HeuristicBot()
    state, a = _swapped_then_second_exchange(bot, d("pink", 1), d("green", 6))
    later = state.model_copy(update={"round": state.round + 1})  # the same position, but a later turn
    _asked(bot, later)
    assert Pick(spot=a) in bot.purposeful(RULES.view(later, later.active), legal(later), Rng(5))


def test_the_heuristic_pays_to_keep_its_rep_in_a_district_it_holds_and_lets_a_harmless_move_happen() -> None:
    """Asked once the move is fully chosen (rules 3), the owner weighs what it would lose: its only Rep in a
    district it holds taken into a district the mover holds with two Reps is worth 1 money; the same Rep
    moved within its district is not (same Reps, same dice: the same votes)."""
    state, me, target = rep_influence_turn("interactive")
    owner = 1 - me
    assert [s.rep for s in state.districts[target]].count(owner) == 1 and state.districts[target][1].die
    town_hall = position_of(state, "Town Hall Plaza")  # the mover's Rep took its die there
    die_spaces = [i for i, s in enumerate(state.districts[town_hall]) if s.die is not None]
    state = place(state, town_hall, die_spaces[0], me)
    state = set_player(set_player(state, owner, popularity=(8, 8, 8, 8), agendas=(), money=3), me, agendas=())
    picked = act(state, Pick(spot=district_spot(target, 0)))
    elsewhere = district_spot(town_hall, die_spaces[1])
    answers = {}
    for dest in (district_spot(target, 1), elsewhere):
        asked = act(picked, Pick(spot=dest))
        assert asked.phase == "respond" and asked.active == owner
        answers[dest.index == target] = HeuristicBot().choose(RULES.view(asked, owner), legal(asked), Rng(1))
    assert answers == {True: Respond(cancel=False), False: Respond(cancel=True)}
