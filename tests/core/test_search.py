"""The search bot: it decides from its view alone, keeps to its budget, yields while it thinks, finds a
winning move its policy misses, and finishes a game of every registered variant."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.bots import RandomBot, think
from game.core.match import Match, SeatSpec
from game.core.registry import GameInfo, games
from game.core.rng import Rng
from game.core.search import SearchBot, SearchPlan, check_budget, win_value, with_budget
from game.core.simulate import play_game
from tests.core.toy_game import Roll, Step, ToyRules, ToyState

TOY = ToyRules()


def toy_plan(**changes: Any) -> SearchPlan:
    # The toy's view does not name its viewer; every secret but the viewer's own is hidden.
    fields: dict[str, Any] = dict(rules=TOY, policy=RandomBot, default_budget=30, seat_of=_toy_viewer,
                                  value=lambda root, state, me: win_value(TOY, state, me) or 0.0)
    fields.update(changes)
    return SearchPlan(**fields)


def _toy_viewer(view: Any) -> int | None:
    known = [seat for seat, secret in enumerate(view.secrets) if secret is not None]
    return known[0] if len(known) == 1 else None


def toy_position(counter: int, target: int = 10, secrets: tuple[int, ...] = (3, 4)) -> ToyState:
    return ToyState(target=target, counter=counter, secrets=secrets, rng=99)


def decide(bot: SearchBot, state: ToyState, seat: int = 0, seed: int = 7) -> Any:
    return bot.choose(TOY.view(state, seat), TOY.legal_actions(state, seat), Rng(seed))


def test_search_takes_the_step_that_reaches_the_target() -> None:
    # Two short of the target: a step of two wins now; a step of one leaves the win to the opponent.
    # Over several seeds the random policy's own pick (where the search starts) is often another move.
    state = toy_position(counter=8)
    anchors = {RandomBot().choose(TOY.view(state, 0), TOY.legal_actions(state, 0), Rng(Rng(s).next64()))
               for s in range(6)}
    assert anchors != {Step(size=2)}
    assert all(decide(SearchBot(toy_plan()), state, seed=s) == Step(size=2) for s in range(6))


def test_without_clear_evidence_the_policy_move_is_kept() -> None:
    # Every playout is worth the same: nothing beats the policy's pick, so the search plays it.
    state = toy_position(counter=2)
    view, legal = TOY.view(state, 0), TOY.legal_actions(state, 0)
    flat = SearchBot(toy_plan(value=lambda root, end, me: 0.5))
    for seed in range(6):
        policy_pick = RandomBot().choose(view, legal, Rng(Rng(seed).next64()))
        assert flat.choose(view, legal, Rng(seed)) == policy_pick


def test_search_stays_clear_of_the_move_that_hands_the_opponent_the_win() -> None:
    # Three short: a step of two leaves one to go for the opponent; a step of one leaves two, which the
    # random opponent reaches only with its step of two or a roll of 2-3 (and otherwise leaves us the win).
    assert decide(SearchBot(toy_plan(default_budget=200)), toy_position(counter=7)) != Step(size=2)


def test_same_view_same_decision_whatever_the_hidden_state() -> None:
    # The opponent's secret differs between the two states; from seat 0 they look the same.
    a, b = toy_position(5, secrets=(3, 1)), toy_position(5, secrets=(3, 6))
    assert a != b and TOY.view(a, 0) == TOY.view(b, 0)
    bot = SearchBot(toy_plan())
    assert decide(bot, a) == decide(bot, b)


@pytest.mark.parametrize("game_id", ["demos", "dindex", "diceocracy"])
def test_every_game_decides_the_same_from_two_worlds_that_look_alike(game_id: str) -> None:
    info = games()[game_id]
    rules = info.rules
    players = {"demos": 4, "dindex": 5, "diceocracy": 3}[game_id]
    match = Match(rules, {}, [SeatSpec(kind="bot", name=f"b{i}", level="heuristic") for i in range(players)], 11)
    seat = _first_real_choice(match, info)
    view = match.view(seat)
    # A second state, dealt from the seat's view: other hands, decks (and roles) differ, the view does not.
    other = rules.determinize(view, seat, Rng(12345))
    assert other != match.state
    assert rules.view(other, seat) == view
    assert rules.legal_actions(other, seat) == match.legal_actions(seat)
    bot = with_budget(info.make_bot("search"), 6)
    first = bot.choose(view, match.legal_actions(seat), Rng(42))
    second = bot.choose(rules.view(other, seat), rules.legal_actions(other, seat), Rng(42))
    assert first == second


def _first_real_choice(match: Match, info: GameInfo) -> int:
    """Play heuristic moves until the first seat to act has two or more moves; return that seat."""
    heuristic = info.make_bot("heuristic")
    while True:
        seat = match.active_players()[0]
        if len(match.legal_actions(seat)) > 1:
            return seat
        match.submit(seat, heuristic.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))


def test_a_decision_plays_exactly_its_budget_of_playouts() -> None:
    bot = SearchBot(toy_plan(default_budget=17))
    decide(bot, toy_position(counter=2))
    assert bot.playouts_done == 17


def test_with_budget_changes_the_playouts_and_nothing_else() -> None:
    bot = SearchBot(toy_plan(default_budget=17))
    fewer = bot.with_budget(5)
    decide(fewer, toy_position(counter=2))
    assert fewer.playouts_done == 5 and bot.budget == 17 and fewer.plan is bot.plan


def test_a_move_cap_ends_a_decision_of_long_playouts_early() -> None:
    # Far from the target every playout lasts several moves; 2 moves a playout allowed stops it early.
    bot = SearchBot(toy_plan(default_budget=40, moves_per_playout=2))
    decide(bot, toy_position(counter=0, target=30))
    assert 1 <= bot.playouts_done < 40


@pytest.mark.parametrize("budget", [0, -3, True, 2.5, "10"])
def test_a_budget_is_a_whole_number_of_playouts_at_least_one(budget: object) -> None:
    with pytest.raises(ValueError, match="at least 1"):
        check_budget(budget)
    with pytest.raises(ValueError, match="at least 1"):
        SearchBot(toy_plan(), budget)  # type: ignore[arg-type]


def test_other_levels_have_no_budget_to_change() -> None:
    random_bot = RandomBot()
    assert with_budget(random_bot, 9) is random_bot


def yields_and_choice(bot: SearchBot, state: Any) -> tuple[int, Any]:
    """How often the bot's thinking yielded on `state`, and the move it chose."""
    thinking = think(bot, TOY.view(state, 0), TOY.legal_actions(state, 0), Rng(3))
    yields = 0
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return yields, done.value
        yields += 1


def test_thinking_yields_after_every_move_of_every_playout() -> None:
    state = toy_position(counter=0, target=12)
    bot = SearchBot(toy_plan(default_budget=10))
    yields, action = yields_and_choice(bot, state)
    # Each playout makes at least 4 moves from 0 to 12 (steps of at most 3) and yields after each.
    assert yields >= 10 * 4
    assert action in TOY.legal_actions(state, 0)


def test_one_legal_move_is_played_without_thinking() -> None:
    bot = SearchBot(toy_plan())
    state = toy_position(counter=3)
    only = [Roll()]
    assert bot.choose(TOY.view(state, 0), only, Rng(1)) == Roll() and bot.playouts_done == 0


def test_no_legal_move_and_the_public_view_are_refused() -> None:
    bot = SearchBot(toy_plan())
    state = toy_position(counter=3)
    with pytest.raises(ValueError, match="no legal actions"):
        bot.choose(TOY.view(state, 0), [], Rng(1))
    with pytest.raises(ValueError, match="own seat's view"):
        bot.choose(TOY.view(state, None), TOY.legal_actions(state, 0), Rng(1))


# Games whose first variant is slow too: every Diceocracy game with a search seat takes seconds (its solo one
# too); its search decisions stay in the default run through the position-built tests above.
SLOW_EVEN_FIRST = {"diceocracy"}


def _variants() -> list[Any]:
    """Every registered variant; all but each game's first are marked slow (whole games take seconds)."""
    return [pytest.param(info.id, v, id=v.label,
                         marks=() if i == 0 and info.id not in SLOW_EVEN_FIRST else pytest.mark.slow)
            for info in games().values() for i, v in enumerate(info.variants)]


@pytest.mark.parametrize(("game_id", "variant"), _variants())
def test_a_search_bot_finishes_a_game_of_every_variant(game_id: str, variant: Any) -> None:
    info = games()[game_id]
    levels = ["search"] + ["random"] * (variant.num_players - 1)
    match = Match(info.rules, variant.options, [SeatSpec(kind="bot", name=f"b{i}", level=lvl)
                                                for i, lvl in enumerate(levels)], 2024)
    play_game(match, [with_budget(info.make_bot(lvl), 1) for lvl in levels])
    assert match.result() is not None
