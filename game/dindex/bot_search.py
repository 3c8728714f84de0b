"""The Dindex search plan: an Oligarch's playouts cut at the end of the term and valued by how the next term
starts; a Democrat's worlds dealt as it reads the table, its few searched decisions raced to the game's end.

A whole Dindex game is a coin flip seen from one decision (the side wins or it does not), so 32 whole-game
playouts cannot tell two moves apart. A term's end says much more with much less noise: how many Dindex
cards are left above Oligarchy, how far the leading Democrat is from the RP target and whose party is
strongest at the next vote decide most games. So an Oligarch's playout stops when the term it started in is
over (or the game ends), and the position is valued by `democrats_chance`, a logistic model of "the
Democrats go on to win" fitted to heuristic games. Such playouts are about half as long, so the same number
of moves buys more of them.

A Democrat searching every decision lost to its own heuristic: with uniformly dealt roles and
suspicion-free playout bots (8 of 31 games against 18), and with the reading below too (1 of 7 against 6),
since it overruled the heuristic some 26 times a game by moves worth a little less each. Its worlds deal
the hidden roles weighted by what its heuristic suspects (`deal_as_read`; a suspect is an Oligarch in 95 %
of them), every playout bot starts from what that heuristic saw in the open (`playout_seat`), and it
searches only three kinds of decision: spending a counter or letting the chain stand, accepting or
declining a coalition, and its own coalition proposals (`searched_moves`). Those moves are raced on common
worlds to the end of the game and the heuristic's move stands unless another beats it by
DEMOCRAT_CONFIDENCE standard errors, so it rarely overrules it: at counters and answers the moves the
search preferred were worth no more than the heuristic's, valued from the true state; adding proposals
won 5 games the heuristic lost and lost 3 it won in 120 (within noise; bot section of docs/rules/dindex.md).

The value reads the playout's world, the world the search dealt from the bot's own view and its memory of
earlier views (its roles are a guess), never the true state.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from game.core.bots import Bot
from game.core.rng import Rng
from game.core.search import CONFIDENCE, SearchPlan, win_value
from game.dindex.bot_suspicion import Suspicion
from game.dindex.bots import HeuristicBot
from game.dindex.components import components
from game.dindex.rules import RULES
from game.dindex.state import (
    AcceptCoalition,
    Counter,
    DeclineCoalition,
    DindexState,
    DindexView,
    DrawActionCards,
    LetStand,
    ProposeCoalition,
)

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
    if state.roles[me] == "democrat":
        return democrats_chance(state)  # the world's roles were drawn as the Democrat reads them (deal_as_read)
    return 1.0 - chance_as_seen_by(state, me)


def term_over(root: Any, state: Any, me: int) -> bool:
    """An Oligarch's playout stops when the term it started in has ended (the next one has begun); a
    Democrat's plays on to the end of the game, which its few searched decisions, raced on common worlds,
    can afford (`democrat_races`). Cut at the term's end too, a Democrat overruled its heuristic in 7 of
    17 games, by moves worth 0.038 wins less apiece valued from the true state (docs/rules/dindex.md)."""
    return bool(root.roles[me] == "oligarch" and state.term > root.term)


def democrat_races(view: Any) -> bool:
    """A Democrat's few searched decisions are raced on common worlds (`SearchPlan.paired`): two moves
    played on the same cards and roles differ only where the move matters, so whole-game playouts, each a
    win or a loss, still tell them apart. An Oligarch's are searched by UCB, as measured."""
    return bool(view.roles[view.viewer] == "democrat")


SUSPECT_ODDS = 19.0
"""How much likelier a party a Democrat suspects is an Oligarch than a Democrat. Of the hidden parties a
heuristic Democrat suspected at its decisions in 200 five-party games (seeds 960 000 on), 93-97 % were
Oligarchs in every term (0.95 / 0.05 = 19); of those it did not suspect, 42 % in the first term and 23-29 %
later, which the pool's count of Oligarchs left already implies once the suspects have been taken out."""


def role_deals(view: DindexView, me: int, suspects: frozenset[int]) -> list[tuple[tuple[str, ...], float]]:
    """Every way of dealing the hidden roles from the cards left in the pool (§ 4.4), with its weight: how
    likely the deal is a priori (surplus role cards stay aside) times SUSPECT_ODDS for each suspect it makes
    an Oligarch. Own and revealed roles are as the view shows them."""
    hidden = [s for s in range(view.num_players) if view.roles[s] is None]
    known = [r for r in view.roles if r is not None]
    democrats_left = view.role_pool[0] - known.count("democrat")
    oligarchs_left = view.role_pool[1] - known.count("oligarch")
    deals: list[tuple[tuple[str, ...], float]] = []
    for mask in range(1 << len(hidden)):
        oligarchs = {seat for bit, seat in enumerate(hidden) if mask >> bit & 1}
        if len(oligarchs) > oligarchs_left or len(hidden) - len(oligarchs) > democrats_left:
            continue
        weight = (_falling(oligarchs_left, len(oligarchs)) * _falling(democrats_left, len(hidden) - len(oligarchs))
                  * SUSPECT_ODDS ** len(oligarchs & suspects))
        roles = tuple(r if r is not None else ("oligarch" if s in oligarchs else "democrat")
                      for s, r in enumerate(view.roles))
        deals.append((roles, float(weight)))
    return deals


def _falling(n: int, k: int) -> int:
    """n × (n - 1) × ... k factors: the ordered draws of k cards of one kind out of n."""
    return math.perm(n, k)


def deal_as_read(anchor: Bot, view: DindexView, me: int, rng: Rng) -> DindexState:
    """A world dealt from the view (`RULES.determinize`), with the hidden roles drawn, for a Democrat whose
    anchor is the heuristic, by what that Democrat suspects (`role_deals`). An Oligarch's roles stay dealt
    uniformly: its search was measured strong with them (docs/rules/dindex.md, bot section)."""
    world = RULES.determinize(view, me, rng)
    if view.roles[me] != "democrat" or not isinstance(anchor, HeuristicBot):
        return world
    deals = role_deals(view, me, anchor.suspicion.public(me) - {me})
    if not deals:
        return world
    pick = rng.random() * sum(weight for _, weight in deals)
    for roles, weight in deals:
        pick -= weight
        if pick < 0:
            return world.model_copy(update={"roles": roles})
    return world.model_copy(update={"roles": deals[-1][0]})


def playout_seat(anchor: Bot, seat: int, me: int) -> Bot:
    """A playout's bot for `seat` starts from what `me`'s anchor saw in the open: every Democrat at the
    table was asked in the same counter windows and saw the same offices, so it holds the same reading."""
    if not isinstance(anchor, HeuristicBot):
        return HeuristicBot()
    return HeuristicBot(Suspicion.starting_from(anchor.suspicion.public(me), 0))


def searched_moves(view: Any, legal: Sequence[Any], rng: Any) -> Sequence[Any]:
    """The moves a search bot weighs besides its heuristic's: all of them as an Oligarch. A Democrat weighs
    three kinds of decision: spending a counter or letting the chain stand, accepting or declining a
    coalition, and which coalition to propose as formateur. Valued from the true state, a proposal was the
    decision where the heuristic's move lay farthest from the best (0.09 wins apiece, against 0.003 for a
    ministry hand-out); searching every decision made the Democrats weaker than their heuristic (see the
    module)."""
    if any(isinstance(a, DrawActionCards) for a in legal):
        return []  # how many to draw (§ 5.1): the heuristic draws up to the limit, which nothing makes costly
    if view.roles[view.viewer] == "oligarch":
        return legal
    return [a for a in legal if isinstance(a, (Counter, LetStand, AcceptCoalition, DeclineCoalition, ProposeCoalition))]


DEMOCRAT_CONFIDENCE = 2.0
"""Standard errors by which a Democrat's searched move must beat its heuristic's. Its few whole-game
worlds (five or so a decision) are each a win or a loss; at one standard error two worlds won one way
and none the other overruled the heuristic, and valued from the true state by 30 playouts each, those
overrulings cost 0.016 wins apiece on average (17 in 21 games, seeds 900 010 on)."""


def confidence(view: Any) -> float:
    return DEMOCRAT_CONFIDENCE if view.roles[view.viewer] == "democrat" else CONFIDENCE


SEARCH = SearchPlan(rules=RULES, policy=HeuristicBot, value=term_value, cutoff=term_over, default_budget=48,
                    moves_per_playout=40, shortlist=searched_moves, deal_as_read=deal_as_read,
                    playout_seat=playout_seat, paired=democrat_races,
                    confidence=confidence)
"""48 playouts or 48 × 40 moves, whichever comes first: the same number of moves as the whole-game plan's
32 × 60, so a decision takes as long at most (docs/rules/dindex.md, bot section)."""

__all__ = ["SEARCH", "chance_as_seen_by", "deal_as_read", "democrats_chance", "playout_seat", "role_deals",
           "searched_moves", "term_over", "term_value"]
