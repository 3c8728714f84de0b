"""DēmoS: the political card game of sequences and the harmony of powers (simplified, full and team rules)."""

from functools import partial

from game.core.registry import GameInfo, Variant, default_bots
from game.core.search import SearchBot, SearchPlan
from game.core.words import N_
from game.demos.bots import HeuristicBot
from game.demos.search_plan import RULES, deal, outlook, round_over, shortlist

SEARCH = SearchPlan(rules=RULES, policy=HeuristicBot, value=outlook, cutoff=round_over, shortlist=shortlist,
                    determinize=deal, paired=True, default_budget=48)
"""The heuristic's best few moves raced on common worlds, each playout the rest of the round valued by the bot's
chances in the game (see game/demos/search_plan.py). 48 playouts: 96 choose no better on the regret benchmark
(tests/benchmarks/demos_regret.py), where what the search lacks is the other hands, not playouts."""


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
    # shown on the New game screen: marked for the game's catalog, translated where it is shown
    summary=N_("Build sequences of the people's cards to win figures; present the most harmonious "
               "Executive-Legislative-Judiciary trio. Simplified, full and team rules for 3 to 5 players."),
)
