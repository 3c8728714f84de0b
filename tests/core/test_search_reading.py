"""A search that follows its anchor's reading (SearchPlan.deal_as_read, playout_seat, confidence): the worlds
and the playout bots may start from what the seat's own policy bot remembers, and a plan may ask for more
evidence before the policy's move is overruled."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.bots import Bot, RandomBot
from game.core.rng import Rng
from game.core.search import SearchBot
from tests.core.test_search import TOY, decide, toy_plan, toy_position
from tests.core.toy_game import Step, ToyState, ToyView


class Watcher(RandomBot):
    """A random policy that remembers how many views it has seen (a bot with a memory)."""

    def __init__(self, seen: int = 0) -> None:
        super().__init__()
        self.seen = seen

    def choose(self, view: Any, legal: Sequence[Any], rng: Rng) -> Any:
        self.seen += 1
        return super().choose(view, legal, rng)


def test_the_worlds_are_dealt_from_the_anchor_that_has_seen_this_view() -> None:
    dealt: list[tuple[Bot, int]] = []

    def deal(anchor: Bot, view: ToyView, me: int, rng: Rng) -> ToyState:
        assert isinstance(anchor, Watcher)
        dealt.append((anchor, anchor.seen))
        return TOY.determinize(view, me, rng)

    bot = SearchBot(toy_plan(policy=Watcher, deal_as_read=deal, default_budget=9))
    decide(bot, toy_position(counter=2))
    assert len(dealt) == 9
    assert all(anchor is bot.anchor and seen == 1 for anchor, seen in dealt)


def test_a_dealing_that_follows_the_reading_replaces_the_rules_determinize() -> None:
    # The reading says the opponent's bonus is 3: every world dealt holds it, whatever the rules would deal.
    def deal(anchor: Bot, view: ToyView, me: int, rng: Rng) -> ToyState:
        world = TOY.determinize(view, me, rng)
        return world.model_copy(update={"secrets": (world.secrets[0], 3)})

    worlds: list[ToyState] = []

    def value(root: ToyState, state: ToyState, me: int) -> float:
        worlds.append(root)
        return 0.5

    decide(SearchBot(toy_plan(deal_as_read=deal, value=value, default_budget=12)), toy_position(counter=2))
    assert len(worlds) == 12 and {w.secrets[1] for w in worlds} == {3}


def test_every_playout_seat_is_made_from_the_anchor_and_plays_the_playouts() -> None:
    made: list[tuple[int, int]] = []

    def seat_bot(anchor: Bot, seat: int, me: int) -> Bot:
        assert isinstance(anchor, Watcher)
        made.append((seat, me))
        return Watcher(seen=anchor.seen)

    bot = SearchBot(toy_plan(policy=Watcher, playout_seat=seat_bot, default_budget=5))
    decide(bot, toy_position(counter=0, target=12).model_copy(update={"turn": 1}), seat=1)
    # Every playout makes its own bots, one per seat that moves in it, each knowing its searcher's seat.
    assert made and {me for _, me in made} == {1}
    assert {seat for seat, _ in made} == {0, 1}
    assert len(made) <= 5 * 2


def test_a_plan_asking_for_more_confidence_keeps_the_policy_move_a_plain_one_overrules() -> None:
    # Two short of the target a step of two wins at once; the search finds it unless the plan asks for an
    # impossible margin, when the policy's own (random) pick stands.
    state = toy_position(counter=8)
    view, legal = TOY.view(state, 0), TOY.legal_actions(state, 0)
    for seed in range(6):
        policy_pick = RandomBot().choose(view, legal, Rng(Rng(seed).next64()))
        assert decide(SearchBot(toy_plan()), state, seed=seed) == Step(size=2)
        assert decide(SearchBot(toy_plan(confidence=1e9)), state, seed=seed) == policy_pick
        by_view = SearchBot(toy_plan(confidence=lambda view: 1e9 if view.counter >= 8 else 1.0))
        assert decide(by_view, state, seed=seed) == policy_pick
        assert decide(by_view, state.model_copy(update={"target": 9, "counter": 7}), seed=seed) == Step(size=2)


def test_a_plan_may_race_some_decisions_on_common_worlds_and_search_others_by_ucb() -> None:
    # The toy's view shows the counter: race from 5 on, UCB below. UCB deals a world for every playout; a
    # race plays each world it deals from every move still racing.
    def race_late(view: ToyView) -> bool:
        return view.counter >= 5

    for counter, raced in ((2, False), (5, True)):
        deals = 0

        def deal(anchor: Bot, view: ToyView, me: int, rng: Rng) -> ToyState:
            nonlocal deals
            deals += 1
            return TOY.determinize(view, me, rng)

        bot = SearchBot(toy_plan(paired=race_late, deal_as_read=deal, default_budget=16))
        decide(bot, toy_position(counter=counter, target=30))
        assert (deals < bot.playouts_done) == raced and bot.playouts_done > 12
