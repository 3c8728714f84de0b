"""Diceocracy: send Reps to districts, recruit dice followers, and win the Twilight Congress; solo against the bag."""

from __future__ import annotations

from game.core.registry import GameInfo, Variant, default_bots
from game.diceocracy.bots import HeuristicBot
from game.diceocracy.rules import DiceocracyRules

MODES = ("standard", "interactive", "spicy")

GAME = GameInfo(
    rules=DiceocracyRules(),
    bots=default_bots(HeuristicBot),
    variants=tuple(
        Variant(label=f"{n}p-{mode}", num_players=n, options={"mode": mode}) for n in range(1, 5) for mode in MODES
    ),
    summary="Area control with dice: send Reps to districts, turn dice into followers, win the election "
            "(1-4 players; solo against the bag opponent).",
)
