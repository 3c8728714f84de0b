"""Diceocracy at one computer: why a person is handed it, and which results stay on the table."""

from __future__ import annotations

from game.diceocracy.actions import DiceocracyAction, Respond
from game.diceocracy.views import DiceocracyView

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


def cancel_question(view: DiceocracyView, seat: int, action: DiceocracyAction) -> tuple[str, str] | None:
    """Paying to cancel cannot be taken back once the mover goes on, and a bot mover goes on at once: ask
    first (letting it happen is sent straight away)."""
    if not isinstance(action, Respond) or not action.cancel:
        return None
    return (f"Pay 1 of your {view.players[seat].money} money to cancel this action? Once the next move is "
            "made it cannot be taken back.", "Pay 1 money")
