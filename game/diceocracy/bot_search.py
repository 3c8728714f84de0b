"""The Diceocracy search plan (the "search" level, issue 13): what game/core/search.py needs from this game.

Every search decision starts from the heuristic's own move (HeuristicBot, the anchor) and a shortlist of the
moves with the best evaluation one step ahead, then races them (paired, on common worlds dealt from its
view) by playing each out to the end of the bot's turn with GreedyBot in every seat (one step of the
evaluation: the heuristic's second step costs too much to play dozens of turns within a decision). A playout
is valued by how much the turn raised the evaluation (`evaluate_to_the_last_turn`, which the anchor and the
playouts use too), squashed into (0, 1); in solo the bag's move that ends the turn is averaged over every
roll it may make (bot_bag) instead of the one the playout drew.

A whole turn is the horizon because a Diceocracy turn is one plan (which die to take, where its follower
goes, which actions it triggers and in which order), and the evaluation already counts the final scoring as
if the game ended now; playing whole games would cost about a second a playout.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Sequence
from typing import Any

from game.core.rng import Rng
from game.core.search import SearchBot, SearchPlan
from game.diceocracy.bot_agendas import expected_agenda_gain
from game.diceocracy.bot_bag import before_the_bag, expected_after_the_bag, later_bag_damage
from game.diceocracy.bots import POPULARITY_WORTH, HeuristicBot, evaluate
from game.diceocracy.rules import DiceocracyRules
from game.diceocracy.state import DiceocracyState
from game.diceocracy.views import DiceocracyView, determinize

RULES = DiceocracyRules()
SHORTLIST = 8
"""Moves searched per decision: the best by the heuristic's one-step value (a turn offers up to ~60)."""
VOTES_SCALE = 12.0
"""Votes of evaluation that move a playout's value from 0.5 to ~0.73: the logistic's width."""


def last_turn_done(state: DiceocracyState, me: int) -> bool:
    """Whether `me` has played its last turn: the game is over, or its Reps are all placed and another seat's
    turn has begun (in the last round a seat that does not play last gets there before the game's end)."""
    return state.phase == "over" or (state.players[me].reps == 0 and state.order[state.order_index] != me)


def evaluate_to_the_last_turn(state: DiceocracyState, me: int) -> float:
    """The search level's evaluation: the heuristic's `evaluate`, except that what a seat holds once it has
    played its last turn (money, cards in hand, popularity beyond what the board already scores) is worth
    nothing. A playout ends with the bot's turn, so in the last round the heuristic's worth of a coin kept
    or a card in hand would count things the seat can no longer turn into votes.

    Until then its secret agendas count what they are expected to add by the end as well as what they score
    now (`bot_agendas`), so that it keeps and swaps them for what they will be worth.

    In solo it also counts the bag's later moves: each is expected to cost the district votes of
    `later_bag_damage`, LATER_BAG_WORTH times over for every Rep the bag still holds (the move that ends the
    turn is valued exactly by the search, over its every roll, and leaves one Rep fewer); and a point of
    popularity still to use is worth SOLO_POPULARITY_WORTH."""
    spent = last_turn_done(state, me)
    value = evaluate(state, me, spent=spent,
                     popularity_worth=SOLO_POPULARITY_WORTH if state.solo else POPULARITY_WORTH)
    if spent:  # the game is over or its last turn played
        return value
    value += expected_agenda_gain(state, me)
    if state.solo and state.bag_reps:
        value -= LATER_BAG_WORTH * state.bag_reps * later_bag_damage(state, me)
    return value


SOLO_POPULARITY_WORTH = 6.0
"""A point of popularity still to use, alone against the bag (the heuristic's POPULARITY_WORTH is 3.0). With the
bag's later moves counted, the heuristic valuing popularity so scored, against 3.0, +1.3 votes a game at 6.0
and at 8.0, +1.1 at 4.5 and −1.4 at 2.0 (s.e. 0.3, 1,000 solo games each from seed 1 100 000); the search level
at 6.0 on fresh seeds 943 000-943 199, +2.2 (s.e. 1.2). With opponents the search level keeps 3.0 (not screened)."""

LATER_BAG_WORTH = 1.0
"""How much of the bag's expected damage per later move counts. The bag's moves are not independent of the
player's (its own later Reps can win a district back, or make a lead of one a lead of two), so the full
first-order damage is not the measure: the heuristic valuing positions this way, alone against the bag, scored
(seeds 1 100 000 on, against its plain `evaluate`) +2.7 votes a game at 1.0 (s.e. 0.5, 1,786 games), +2.1 at
0.7, −6.6 at 2.0 and −25.8 at 3.0 (400 games each from 970 000): a bot that fears the bag too much stops
contesting; the search level at 1.0 on fresh seeds 943 000-943 199, +3.0 (s.e. 1.7)."""


def turn_over(root: DiceocracyState, state: DiceocracyState, me: int) -> bool:
    """A playout ends with the turn it started in (or with the game)."""
    return state.phase == "over" or (state.round, state.order_index) != (root.round, root.order_index)


def evaluation_gain(root: DiceocracyState, state: DiceocracyState, me: int) -> float:
    """How much the turn improved the heuristic's evaluation (votes against the best rival, or the solo
    score, plus resources still to use), squashed into (0, 1). In solo the bag's move that ends the turn is
    valued by its every possible roll (bot_bag), not by the one the playout drew."""
    end = evaluate_to_the_last_turn(state, me)
    if state.solo:
        back = before_the_bag(root, state)
        if back is not None:
            end = expected_after_the_bag(*back, me, evaluate_to_the_last_turn)
    gain = end - evaluate_to_the_last_turn(root, me)
    return 1.0 / (1.0 + math.exp(-gain / VOTES_SCALE))


class GreedyBot:
    """The playouts' policy: the move with the best evaluation one step ahead, in a world dealt from the
    view."""

    level = "greedy"

    def choose(self, view: DiceocracyView, legal: Sequence[Any], rng: Rng) -> Any:
        if len(legal) == 1:
            return legal[0]
        return legal[one_step_ranking(view, legal, rng)[0]]


def one_step_ranking(view: DiceocracyView, legal: Sequence[Any], rng: Rng) -> list[int]:
    """Indices of `legal`, best evaluation one step ahead first (ties: the earlier move)."""
    me = view.viewer if view.viewer is not None else 0
    world = determinize(view, Rng(rng.next64()))
    values = [evaluate_to_the_last_turn(RULES.apply(world, me, action).state, me) for action in legal]
    return sorted(range(len(legal)), key=lambda i: (-values[i], i))


def best_by_one_step(view: DiceocracyView, legal: Sequence[Any], rng: Rng) -> Sequence[Any]:
    """The SHORTLIST moves with the best evaluation one step ahead, in one world dealt from the view."""
    if len(legal) <= SHORTLIST:
        return legal
    return [legal[i] for i in sorted(one_step_ranking(view, legal, rng)[:SHORTLIST])]


PLAYOUTS_PER_MOVE = 4
"""A decision among few moves plays this many playouts of each, not the whole budget: a Diceocracy playout
of one turn is nearly the same every time it is played (only drawn cards and rerolled dice differ, and in
solo the bag's roll is averaged exactly), so more would only repeat it."""
SOLO_SHARE = (3, 4)
"""Solo decisions play this share of the budget: each solo playout ends by averaging the bag's 24 possible
rolls (bot_bag), which costs about half a playout again and leaves the playouts little noise to average."""


class DiceocracySearchBot(SearchBot):
    """The search level: SearchBot with a budget that shrinks to PLAYOUTS_PER_MOVE playouts a move when the
    decision has fewer moves than the shortlist holds (a follower's slot, a die to focus, a card to play),
    and to SOLO_SHARE of it in solo."""

    def with_budget(self, budget: int) -> DiceocracySearchBot:
        return DiceocracySearchBot(self.plan, budget)

    def budget_for(self, view: DiceocracyView, legal: Sequence[Any]) -> int:
        """The playouts this decision may play (at most the bot's budget, at least one)."""
        budget = self.budget if view.num_players > 1 else max(1, self.budget * SOLO_SHARE[0] // SOLO_SHARE[1])
        return min(budget, PLAYOUTS_PER_MOVE * max(2, min(len(legal), SHORTLIST + 1)))

    def think(self, view: Any, legal: Sequence[Any], rng: Rng) -> Generator[None, None, Any]:
        whole = self.budget
        self.budget = self.budget_for(view, legal)
        try:
            return (yield from super().think(view, legal, rng))
        finally:
            self.budget = whole


MOVES_PER_PLAYOUT = 4
"""A decision ends once its playouts made budget x this many moves (SearchPlan.moves_per_playout): a playout
from a turn's first choice plays the whole turn (seven moves or more, several of them over long lists), one
from its last choice a move or two, and this keeps the first from costing several times the last."""

def anchor() -> HeuristicBot:
    """The heuristic's move, as the search level values positions (`evaluate_to_the_last_turn`)."""
    return HeuristicBot(evaluate_to_the_last_turn)


SEARCH = SearchPlan(rules=RULES, policy=GreedyBot, anchor=anchor, value=evaluation_gain, cutoff=turn_over,
                    shortlist=best_by_one_step, default_budget=32, paired=True, moves_per_playout=MOVES_PER_PLAYOUT)
"""Paired: the moves race on common worlds, so two turns are compared on the same cards drawn and the same
rerolls; with one turn's horizon most playouts have no randomness left at all, and a move that beats the
heuristic's by any margin on every world is played."""
