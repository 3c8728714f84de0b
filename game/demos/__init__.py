"""DēmoS: the political card game of sequences and the harmony of powers (simplified, full and team rules)."""

from functools import partial

from game.core.registry import GameInfo, Variant, default_bots
from game.core.search import SearchBot, SearchPlan, win_value
from game.demos.bots import HeuristicBot
from game.demos.rules import DemosRules
from game.demos.state import DemosState

RULES = DemosRules()


def _round_over(root: DemosState, state: DemosState, me: int) -> bool:
    """A playout stops when the next round is dealt: a DēmoS round is won by its best hand, and winning rounds
    (figures) is what a move now can change; the last round and the scandal phase play to the end."""
    return state.round > root.round


def _round_value(root: DemosState, state: DemosState, me: int) -> float:
    """A finished game: won or not. A scored round: whether my team drew a figure (most of the worth), a
    second one (a harmonic quad), a little for the round's points (the final tie-break), and a little for a
    veto still in hand (one a game: spending it must buy more than this round's small edge)."""
    won = win_value(RULES, state, me)
    if won is not None:
        return won
    record = state.last_round
    if record is None or record.round != root.round:
        return 0.0
    team = state.team_of[me]
    drawn = sum(n for seat, n in enumerate(record.drawn) if state.team_of[seat] == team)
    points = record.points[me] or 0
    veto_kept = state.vetoes[team] >= root.vetoes[team] > 0
    return 0.7 * min(drawn, 1) + 0.1 * (drawn >= 2) + 0.1 * min(points, 30) / 30 + 0.1 * veto_kept


SEARCH = SearchPlan(rules=RULES, policy=HeuristicBot, value=_round_value, cutoff=_round_over, default_budget=48)


GAME = GameInfo(
    rules=RULES,
    bots=default_bots(HeuristicBot, partial(SearchBot, SEARCH)),
    variants=(
        Variant("simplified-3", 3, {"mode": "simplified"}),
        Variant("simplified-4", 4, {"mode": "simplified"}),
        Variant("simplified-5", 5, {"mode": "simplified"}),
        Variant("full-3", 3, {"mode": "full"}),
        Variant("full-4", 4, {"mode": "full"}),
        Variant("full-5", 5, {"mode": "full"}),
        Variant("full-4-round-limit", 4, {"mode": "full", "round_limit": 5}),
        Variant("team-2v2", 4, {"teams": "2v2"}),
        Variant("team-2v3", 5, {"teams": "2v3"}),
        Variant("team-2v2+1", 5, {"teams": "2v2+1"}),
    ),
    summary="Build sequences of the people's cards to win figures; present the most harmonious "
    "Executive-Legislative-Judiciary trio. Simplified, full and team rules for 3 to 5 players.",
)
