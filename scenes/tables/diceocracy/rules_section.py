"""Which section of the Diceocracy rulebook (assets/rules/diceocracy.en.md) F1 at the table links to: the
step of the turn being played, Solo Mode for a solo game once set up, End Game Scoring at the end."""

from __future__ import annotations

from game.diceocracy.state import Phase
from game.diceocracy.views import DiceocracyView

SECTIONS: dict[Phase, str] = {
    "candidate": "setup", "personality": "setup", "take": "a-player-s-turn", "place": "a-player-s-turn",
    "actions": "possible-actions", "resolve": "possible-actions", "respond": "decide-mode",
    "cards": "advertising-cards-and-political-stunt-cards", "bag_tie": "solo-mode", "over": "end-game-scoring",
}
"""Phase of the view → anchor of its section (the rulebook's headings)."""
SETUP: frozenset[Phase] = frozenset({"candidate", "personality"})
"""The set-up's choices, which a solo game makes as every game does (Setup)."""
SOLO = "solo-mode"
"""Solo Mode: a solo game past its set-up, whose turns and end that section changes."""
HOW_TO_PLAY = "how-to-play"
"""How to Play: for a phase the table above does not name."""


def rules_section(view: DiceocracyView) -> str:
    if view.num_players == 1 and view.phase not in SETUP:
        return SOLO
    return SECTIONS.get(view.phase, HOW_TO_PLAY)
