"""The heuristic Diceocracy bot: sees only its View, samples one consistent world, and scores each legal
action by the final score it would have if the game ended right after it (district majorities with its
popularity, secret agendas, stunts, candidate bonus) plus money, cards in hand and popularity still to use.
Decisions that lead straight into another of its own choices look one step further."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.rng import Rng
from game.diceocracy.components import components
from game.diceocracy.cards import stunt_met
from game.diceocracy.scoring import final_scores
from game.diceocracy.state import ROUNDS, DiceocracyState
from game.diceocracy.views import DiceocracyView, determinize

MAX_CANDIDATES = 24
# How many of its own next choices the bot looks at after an action, by the phase that follows.
FOLLOW_UPS = {"place": 3, "resolve": 6, "actions": 4}


class HeuristicBot:
    level = "heuristic"

    def __init__(self) -> None:
        from game.diceocracy.rules import DiceocracyRules

        self.rules = DiceocracyRules()

    def choose(self, view: DiceocracyView, legal: Sequence[Any], rng: Rng) -> Any:
        if not legal:
            raise ValueError("A bot was asked to act with no legal actions")
        if len(legal) == 1:
            return legal[0]
        me = view.viewer if view.viewer is not None else (view.active or 0)
        world = determinize(view, Rng(rng.next64()))
        candidates = list(legal)
        if len(candidates) > MAX_CANDIDATES:
            keep = [a for a in candidates if getattr(a, "kind", "") in ("end_turn", "skip_district_action",
                                                                          "skip_follower_action")]
            candidates = keep + list(rng.shuffled(candidates))[:MAX_CANDIDATES - len(keep)]
        best, best_value = candidates[0], float("-inf")
        for action in candidates:
            value = self._value_after(world, me, action, rng, depth=1)
            if value > best_value:
                best, best_value = action, value
        return best

    def _value_after(self, state: DiceocracyState, me: int, action: Any, rng: Rng, depth: int) -> float:
        nxt = self.rules.apply(state, me, action).state
        limit = FOLLOW_UPS.get(nxt.phase, 0)
        if depth > 0 and limit and nxt.active == me and nxt.phase != state.phase:
            follow = self.rules.legal_actions(nxt, me)
            if len(follow) > limit:
                follow = list(rng.shuffled(follow))[:limit]
            return max(self._value_after(nxt, me, a, rng, depth - 1) for a in follow)
        return evaluate(nxt, me)


def evaluate(state: DiceocracyState, me: int) -> float:
    """How good the position is for `me`: its score now against the best rival, plus resources still to
    convert (worth more early than late)."""
    scores = final_scores(state, agenda_seats=(me,))
    mine = scores[me]["total"]
    rivals = [row["total"] for seat, row in scores.items() if seat != me]
    p = state.players[me]
    rounds_left = max(0, ROUNDS - state.round)
    comps = components()
    future = 0.6 * p.money + 0.4 * sum(p.popularity) * min(1.0, rounds_left / 3 + 0.3)
    future += 2.0 * len(p.adverts) + sum(
        comps.stunts[c].reward * (1.0 if stunt_met(comps.stunts[c], p.followers) else 0.3) for c in p.stunts)
    if state.phase == "over":
        future = 0.0
    base = mine + future
    return base - (max(rivals) if rivals else 0)
