"""The heuristic Diceocracy bot: sees only its View, samples one consistent world, and scores each legal
action by the final score it would have if the game ended right after it (district majorities with its
popularity, secret agendas, stunts, candidate bonus) plus money, cards in hand and popularity still to use.
Every candidate is first scored one step deep; the best few then look one step further when they lead
straight into another of its own choices (a taken die still to place, an action still to resolve)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.rng import Rng
from game.diceocracy.cards import stunt_met
from game.diceocracy.components import components
from game.diceocracy.scoring import final_scores
from game.diceocracy.state import ROUNDS, DiceocracyState
from game.diceocracy.views import DiceocracyView, determinize

MAX_CANDIDATES = 64
# How many of the best one-step candidates are looked at one step further.
DEEPER = 8
# How many of its own next choices the bot looks at after an action, by the phase that follows.
FOLLOW_UPS = {"place": 3, "resolve": 6, "actions": 4}
# A popularity point still to use is worth about this many votes while rounds remain: every die of its
# colour in a district the bot wins at the end scores it. Measured over 60 solo seeds: 0.4 -> median 152,
# 1.5 -> 174, 3.0 -> 176, 5.0 -> 177 (with the two-stage search 3.0 -> 182).
POPULARITY_WORTH = 3.0


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
        me = view.viewer if view.viewer is not None else (view.active[0] if view.active else 0)
        world = determinize(view, Rng(rng.next64()))
        candidates = list(legal)
        if len(candidates) > MAX_CANDIDATES:
            keep = [a for a in candidates if getattr(a, "kind", "") in ("end_turn", "skip_district_action",
                                                                          "skip_follower_action")]
            candidates = keep + list(rng.shuffled(candidates))[:MAX_CANDIDATES - len(keep)]
        # Stage one: every candidate one step deep; stage two: the best few one step further.
        shallow = sorted(((self._value_after(world, me, a, rng, depth=0), -i) for i, a in enumerate(candidates)),
                         reverse=True)
        best, best_value = candidates[-shallow[0][1]], float("-inf")
        for _, neg_index in shallow[:DEEPER]:
            action = candidates[-neg_index]
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
    future = 0.6 * p.money + POPULARITY_WORTH * sum(p.popularity) * min(1.0, rounds_left / 3 + 0.3)
    future += 2.0 * len(p.adverts) + sum(
        comps.stunts[c].reward * (1.0 if stunt_met(comps.stunts[c], p.followers) else 0.3) for c in p.stunts)
    if state.phase == "over":
        future = 0.0
    base = mine + future
    return base - (max(rivals) if rivals else 0)
