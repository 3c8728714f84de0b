"""The paired race (SearchPlan.paired): moves compared on common worlds by sequential halving. It finds the
winning move, keeps the policy's move without clear evidence, deals every world once for all the moves still
racing, and stays within its budget."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.bots import RandomBot
from game.core.rng import Rng
from game.core.search import SearchBot
from tests.core.test_search import TOY, decide, toy_plan, toy_position, yields_and_choice
from tests.core.toy_game import Step


def paired_plan(**changes: Any) -> Any:
    return toy_plan(paired=True, **changes)


def test_a_paired_race_takes_the_step_that_reaches_the_target() -> None:
    state = toy_position(counter=8)
    assert all(decide(SearchBot(paired_plan()), state, seed=s) == Step(size=2) for s in range(6))


def test_a_paired_race_keeps_the_policy_move_without_clear_evidence() -> None:
    state = toy_position(counter=2)
    view, legal = TOY.view(state, 0), TOY.legal_actions(state, 0)
    flat = SearchBot(paired_plan(value=lambda root, end, me: 0.5))
    for seed in range(6):
        policy_pick = RandomBot().choose(view, legal, Rng(Rng(seed).next64()))
        assert flat.choose(view, legal, Rng(seed)) == policy_pick


def test_a_paired_race_spends_its_budget_in_whole_sweeps_and_never_more() -> None:
    # Three moves, 17 playouts: whatever is left over is less than one sweep of the three.
    bot = SearchBot(paired_plan(default_budget=17))
    decide(bot, toy_position(counter=2))
    assert 17 - 3 < bot.playouts_done <= 17


def test_every_world_dealt_is_played_from_every_move_still_racing() -> None:
    dealt: list[Any] = []
    valued: Counter[int] = Counter()

    def deal(view: Any, me: int, rng: Rng) -> Any:
        dealt.append(TOY.determinize(view, me, rng))
        return dealt[-1]

    def value(root: Any, end: Any, me: int) -> float:
        valued[id(root)] += 1
        return 1.0 if end.winner == me else 0.0

    bot = SearchBot(paired_plan(default_budget=24, determinize=deal, value=value))
    decide(bot, toy_position(counter=2))
    # The first stage races all three moves on each world, the last the two left: no world is played once.
    assert set(valued) == {id(world) for world in dealt}
    assert min(valued.values()) >= 2 and max(valued.values()) == 3
    assert sum(valued.values()) == bot.playouts_done == 24


def test_a_budget_too_small_for_a_sweep_keeps_the_policy_move() -> None:
    state = toy_position(counter=8)
    view, legal = TOY.view(state, 0), TOY.legal_actions(state, 0)
    bot = SearchBot(paired_plan(default_budget=1))
    policy_pick = RandomBot().choose(view, legal, Rng(Rng(4).next64()))
    assert bot.choose(view, legal, Rng(4)) == policy_pick and bot.playouts_done == 0


def test_same_view_same_decision_in_a_paired_race() -> None:
    a, b = toy_position(5, secrets=(3, 1)), toy_position(5, secrets=(3, 6))
    assert a != b and TOY.view(a, 0) == TOY.view(b, 0)
    bot = SearchBot(paired_plan())
    assert decide(bot, a) == decide(bot, b)


def test_a_paired_race_yields_after_every_move_of_every_playout() -> None:
    state = toy_position(counter=0, target=12)
    bot = SearchBot(paired_plan(default_budget=10))
    yields, action = yields_and_choice(bot, state)
    # Each playout makes at least 4 moves from 0 to 12 (steps of at most 3) and yields after each.
    assert yields >= bot.playouts_done * 4 > 0
    assert action in TOY.legal_actions(state, 0)
