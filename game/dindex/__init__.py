"""Dindex (2–7 players): hidden Democrats and Oligarchs around a falling Democracy Index."""

from __future__ import annotations

from functools import partial

from game.core.registry import GameInfo, Variant, default_bots
from game.core.search import SearchBot
from game.core.words import N_
from game.dindex.bot_search import SEARCH
from game.dindex.bots import HeuristicBot
from game.dindex.rules import RULES, DindexRules

VARIANTS = (
    Variant("2p", 2),
    Variant("3p", 3),
    Variant("4p-long", 4, {"game_length": "long"}),
    Variant("5p", 5),
    Variant("5p-custom-roles", 5, {"role_distribution": "custom", "democrats": 2, "oligarchs": 3}),
    Variant("5p-unknown-roles", 5, {"role_distribution": "unknown"}),
    Variant("6p-short", 6, {"game_length": "short"}),
    Variant("7p", 7),
    Variant("4p-custom-start", 4, {"start_dindex_cards": 15, "rp_target": 12}),
)

GAME = GameInfo(
    rules=RULES,
    bots=default_bots(HeuristicBot, partial(SearchBot, SEARCH)),
    variants=VARIANTS,
    summary=N_("Hidden Democrats and Oligarchs form governments, solve crises and fight over the Democracy Index."),
)

__all__ = ["GAME", "DindexRules", "HeuristicBot"]
