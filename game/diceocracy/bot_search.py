"""The Diceocracy search plan (the "search" level, issue 13): what game/core/search.py needs from this game.

Every search decision starts from the heuristic's own move (HeuristicBot, the anchor) and a shortlist of the
moves with the best evaluation one step ahead, then plays each out to the end of the bot's turn in worlds
dealt from its view, with GreedyBot in every seat (one step of the evaluation: the heuristic's second step
costs too much to play dozens of turns within a decision). A playout is valued by how much the turn raised
the evaluation, squashed into (0, 1).

A whole turn is the horizon because a Diceocracy turn is one plan (which die to take, where its follower
goes, which actions it triggers and in which order), and the evaluation already counts the final scoring as
if the game ended now; playing whole games would cost about a second a playout.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.core.rng import Rng
from game.core.search import SearchPlan
from game.diceocracy.bots import HeuristicBot, evaluate
from game.diceocracy.rules import DiceocracyRules
from game.diceocracy.state import DiceocracyState
from game.diceocracy.views import DiceocracyView, determinize

RULES = DiceocracyRules()
SHORTLIST = 8
"""Moves searched per decision: the best by the heuristic's one-step value (a turn offers up to ~60)."""
VOTES_SCALE = 12.0
"""Votes of evaluation that move a playout's value from 0.5 to ~0.73: the logistic's width."""


def turn_over(root: DiceocracyState, state: DiceocracyState, me: int) -> bool:
    """A playout ends with the turn it started in (or with the game)."""
    return state.phase == "over" or (state.round, state.order_index) != (root.round, root.order_index)


def evaluation_gain(root: DiceocracyState, state: DiceocracyState, me: int) -> float:
    """How much the turn improved the heuristic's evaluation (votes against the best rival, or the solo
    score, plus resources still to use), squashed into (0, 1)."""
    gain = evaluate(state, me) - evaluate(root, me)
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
    values = [evaluate(RULES.apply(world, me, action).state, me) for action in legal]
    return sorted(range(len(legal)), key=lambda i: (-values[i], i))


def best_by_one_step(view: DiceocracyView, legal: Sequence[Any], rng: Rng) -> Sequence[Any]:
    """The SHORTLIST moves with the best evaluation one step ahead, in one world dealt from the view."""
    if len(legal) <= SHORTLIST:
        return legal
    return [legal[i] for i in sorted(one_step_ranking(view, legal, rng)[:SHORTLIST])]


SEARCH = SearchPlan(rules=RULES, policy=GreedyBot, anchor=HeuristicBot, value=evaluation_gain, cutoff=turn_over,
                    shortlist=best_by_one_step, default_budget=32)
