"""Diceocracy: send Reps to districts, recruit dice followers, and win the Twilight Congress; solo against the bag."""

from __future__ import annotations

from functools import partial

from game.core.registry import GameInfo, Variant, default_bots
from game.core.words import N_
from game.diceocracy.bot_search import RULES, SEARCH, DiceocracySearchBot
from game.diceocracy.bots import HeuristicBot

MODES = ("standard", "interactive", "spicy")
MODE_LABELS = {"standard": N_("standard"), "interactive": N_("interactive"), "spicy": N_("spicy")}
"""The modes (rulebook "Decide Mode") as the new-game form names them, marked for the app's catalog (German
„Standard“, „Interaktiv“, „Scharf“); the rules keep the English keys."""

GAME = GameInfo(
    rules=RULES,
    bots=default_bots(HeuristicBot, partial(DiceocracySearchBot, SEARCH)),
    variants=tuple(
        Variant(label=f"{n}p-{mode}", num_players=n, options={"mode": mode}) for n in range(1, 5) for mode in MODES
    ),
    summary=N_("Area control with dice: send Reps to districts, turn dice into followers, win the election; "
               "or play solo against the bag opponent."),
)
