"""Diceocracy: send Reps to districts, recruit dice followers, and win the Twilight Congress; solo against the bag."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import partial
from typing import Any

from game.core.registry import GameInfo, Variant, default_bots
from game.core.rng import Rng
from game.core.search import SearchBot, SearchPlan
from game.diceocracy.bots import HeuristicBot, evaluate
from game.diceocracy.rules import DiceocracyRules
from game.diceocracy.state import DiceocracyState
from game.diceocracy.views import DiceocracyView, determinize

RULES = DiceocracyRules()
SHORTLIST = 8
"""Moves searched per decision: the best by the heuristic's one-step value (a turn offers up to ~60)."""
VOTES_SCALE = 12.0
"""Votes of evaluation that move a playout's value from 0.5 to ~0.73: the logistic's width."""


def _turn_over(root: DiceocracyState, state: DiceocracyState, me: int) -> bool:
    """A playout ends with the turn it started in: a whole heuristic game costs about a second here, and the
    heuristic's evaluation already counts the final scoring as if the game ended now."""
    return state.phase == "over" or (state.round, state.order_index) != (root.round, root.order_index)


def _evaluation_gain(root: DiceocracyState, state: DiceocracyState, me: int) -> float:
    """How much the turn improved the heuristic's evaluation (votes against the best rival, or the solo
    score, plus resources still to use), squashed into (0, 1)."""
    gain = evaluate(state, me) - evaluate(root, me)
    return 1.0 / (1.0 + math.exp(-gain / VOTES_SCALE))


class GreedyBot:
    """The playouts' policy: the move with the best evaluation one step ahead, in a world dealt from the
    view. The heuristic looks a second step further for its best eight, which costs ~5 ms a move: too much
    to play dozens of turns to their end within a decision."""

    level = "greedy"

    def choose(self, view: DiceocracyView, legal: Sequence[Any], rng: Rng) -> Any:
        if len(legal) == 1:
            return legal[0]
        return legal[_one_step_ranking(view, legal, rng)[0]]


def _one_step_ranking(view: DiceocracyView, legal: Sequence[Any], rng: Rng) -> list[int]:
    """Indices of `legal`, best evaluation one step ahead first (ties: the earlier move)."""
    me = view.viewer if view.viewer is not None else 0
    world = determinize(view, Rng(rng.next64()))
    values = [evaluate(RULES.apply(world, me, action).state, me) for action in legal]
    return sorted(range(len(legal)), key=lambda i: (-values[i], i))


def _best_by_one_step(view: DiceocracyView, legal: Sequence[Any], rng: Rng) -> Sequence[Any]:
    """The SHORTLIST moves with the best evaluation one step ahead, in one world dealt from the view."""
    if len(legal) <= SHORTLIST:
        return legal
    return [legal[i] for i in sorted(_one_step_ranking(view, legal, rng)[:SHORTLIST])]


SEARCH = SearchPlan(rules=RULES, policy=GreedyBot, anchor=HeuristicBot, value=_evaluation_gain, cutoff=_turn_over,
                    shortlist=_best_by_one_step, default_budget=32)

MODES = ("standard", "interactive", "spicy")

GAME = GameInfo(
    rules=RULES,
    bots=default_bots(HeuristicBot, partial(SearchBot, SEARCH)),
    variants=tuple(
        Variant(label=f"{n}p-{mode}", num_players=n, options={"mode": mode}) for n in range(1, 5) for mode in MODES
    ),
    summary="Area control with dice: send Reps to districts, turn dice into followers, win the election; "
            "or play solo against the bag opponent.",
)
