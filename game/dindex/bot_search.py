"""The Dindex search plan: playouts cut at the end of the term, valued by how the next term starts.

A whole Dindex game is a coin flip seen from one decision (the side wins or it does not), so 32 whole-game
playouts cannot tell two moves apart: the search Democrats played their heuristic's move and won no more
than it. A term's end says much more with much less noise: how many Dindex cards are left above Oligarchy,
how far the leading Democrat is from the RP target and whose party is strongest at the next vote decide most
games. So an Oligarch's playout stops when the term it started in is over (or the game ends), and the
position is valued by `democrats_chance`, a logistic model of "the Democrats go on to win" fitted to
heuristic games. Such playouts are about half as long, so the same number of moves buys more of them.
A Democrat's playouts still run to the end of the game; search Democrats lose to their heuristic with
either kind of playout (see `term_over`).

The value reads the playout's world, the world the search dealt from the bot's own view (its roles are a
guess), never the true state.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from game.core.search import SearchPlan, win_value
from game.dindex.bots import HeuristicBot
from game.dindex.components import components
from game.dindex.rules import RULES
from game.dindex.state import DindexState

BIAS = -4.51
PER_DINDEX_CARD = 0.67
"""Per Dindex card above Oligarchy: the stack's life is the Democrats' time to reach the target."""
PER_RP_SHARE = 4.0
"""Per share of the RP target held by the leading Democrat."""
PER_VOTE_LEAD = 6.5
"""Per share of all votes by which the strongest Democrat leads the strongest Oligarch: the mandate to form
the next government (and its Chancellery's RP) goes to the party with the most votes."""
PER_OPPONENT_PART = -0.87
"""Per system opponent towards the next full group of three, which stacks a Dindex card off (§ 3.3)."""
# Fitted by maximum likelihood to the states at the start of every term of 900 heuristic games (150 per
# table of 2-7 parties, seeds 942 000 on; log loss 0.58 against 0.69 for the base rate alone).


def democrats_chance(state: DindexState, roles: Sequence[str] | None = None) -> float:
    """How likely the Democrats are to win from this position, by the model above (0 or 1 once decided),
    with the world's roles or the given ones."""
    roles = state.roles if roles is None else roles
    if state.winners is not None:
        return 1.0 if any(roles[s] == "democrat" for s in state.winners) else 0.0
    n = state.num_players
    democrats = [s for s in range(n) if roles[s] == "democrat"]
    if not democrats:
        return 0.0
    oligarchs = [s for s in range(n) if roles[s] == "oligarch"]
    votes = [state.voters[s] + state.core[s] for s in range(n)]
    total = max(1, sum(votes))
    vote_lead = (max(votes[s] for s in democrats) - max((votes[s] for s in oligarchs), default=0)) / total
    z = (BIAS + PER_DINDEX_CARD * (state.dindex - 1)
         + PER_RP_SHARE * max(state.rp[s] for s in democrats) / state.rp_target
         + PER_VOTE_LEAD * vote_lead
         + PER_OPPONENT_PART * (state.opponents % components().setup.opponent_group) / 3)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def chance_as_seen_by(state: DindexState, me: int) -> float:
    """The Democrats' chance averaged over every way of dealing the roles that `me` cannot tell apart: its
    own and the revealed roles are known, the hidden ones are dealt from what is left of the pool (§ 4.4).

    The playout's world holds one guess at the hidden roles; valuing the leading Democrat and the strongest
    Democrat's votes by that one guess would add the guess's noise to every playout, so the value counts
    every guess instead (at most 35 of them, seven parties). With more role cards than parties the counts are
    unknown, and the world's guess is used."""
    n = state.num_players
    if sum(state.role_pool) != n:
        return democrats_chance(state)
    known = {s: state.roles[s] for s in range(n) if s == me or state.revealed[s]}
    hidden = [s for s in range(n) if s not in known]
    democrats_left = state.role_pool[0] - sum(1 for r in known.values() if r == "democrat")
    if not 0 <= democrats_left <= len(hidden):
        return democrats_chance(state)
    total, deals = 0.0, 0
    for democrats in combinations(hidden, democrats_left):
        roles = [known.get(s, "democrat" if s in democrats else "oligarch") for s in range(n)]
        total += democrats_chance(state, roles)
        deals += 1
    return total / deals


def term_value(root: Any, state: Any, me: int) -> float:
    """The worth to `me` of a playout's end: the game's result if it is over, else the side's chance."""
    won = win_value(RULES, state, me)
    if won is not None:
        return won
    chance = chance_as_seen_by(state, me)
    return chance if state.roles[me] == "democrat" else 1.0 - chance


def term_over(root: Any, state: Any, me: int) -> bool:
    """An Oligarch's playout stops when the term it started in has ended (the next one has begun); a
    Democrat's plays on to the end of the game, the plan's earlier form. Search Democrats lose to their own
    heuristic either way (cut: 8 of 31 games won where the heuristic Democrats won 18; whole games: 6 of
    24 against 14; docs/rules/dindex.md): the playouts deal the hidden roles uniformly and play without
    the Democrat's suspicion, so they undo what its role reading gains."""
    return bool(root.roles[me] == "oligarch" and state.term > root.term)


def oligarchs_search(view: Any, legal: Sequence[Any], rng: Any) -> Sequence[Any]:
    """The moves a search bot weighs besides its heuristic's: all of them as an Oligarch; none as a Democrat,
    who then plays its heuristic's move. Searching made the Democrats weaker than their heuristic (above), so
    "Hard" Democrats play as "Normal" ones until the playouts can keep their role reading."""
    return legal if view.roles[view.viewer] == "oligarch" else ()


SEARCH = SearchPlan(rules=RULES, policy=HeuristicBot, value=term_value, cutoff=term_over, default_budget=48,
                    moves_per_playout=40, shortlist=oligarchs_search)
"""48 playouts or 48 × 40 moves, whichever comes first: the same number of moves as the whole-game plan's
32 × 60, so a decision takes as long at most (docs/rules/dindex.md, bot section)."""

__all__ = ["SEARCH", "chance_as_seen_by", "democrats_chance", "term_over", "term_value"]
