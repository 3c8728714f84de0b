"""Diceocracy at one computer: why a person is handed it, and which results stay on the table."""

from __future__ import annotations

HANDOFF_REASONS = {
    "candidate": "your candidate",
    "personality": "your personality",
    "take": "your die to take",
    "place": "where your follower goes",
    "actions": "your actions",
    "resolve": "how your action is carried out",
    "respond": "pay 1 money to cancel, or let it happen",
    "cards": "your cards",
    "bag_tie": "the tie in the bag",
}
"""Why a person is handed the computer, per phase (the pass screen's second line)."""

HEADLINES = frozenset({"district_scoring", "final_scoring", "action_cancelled", "agendas_revealed"})
"""Scorings and cancels stay on the table until dismissed."""
