"""Diceocracy at one computer: why a person is handed it, and which results stay on the table."""

from __future__ import annotations

from game.diceocracy.actions import DiceocracyAction, Respond
from game.diceocracy.views import DiceocracyView
from scenes.engine.i18n import N_, Translator
from scenes.tables.diceocracy.terms import ENGLISH

HANDOFF_REASONS = {
    "candidate": N_("your candidate"),
    "personality": N_("your personality"),
    "take": N_("your die to take"),
    "place": N_("where your follower goes"),
    "actions": N_("your actions"),
    "resolve": N_("how your action is carried out"),
    "respond": N_("pay 1 money to cancel, or let it happen"),
    "cards": N_("your cards"),
    "bag_tie": N_("the tie in the bag"),
}
"""Why a person is handed the computer, per phase (the pass screen's second line; the table translates it)."""

HEADLINES = frozenset({"district_scoring", "final_scoring", "action_cancelled", "agendas_revealed"})
"""Scorings and cancels stay on the table until dismissed."""


def cancel_question(view: DiceocracyView, seat: int, action: DiceocracyAction,
                    tr: Translator = ENGLISH) -> tuple[str, str] | None:
    """Paying to cancel cannot be taken back once the mover goes on, and a bot mover goes on at once: ask
    first (letting it happen is sent straight away)."""
    if not isinstance(action, Respond) or not action.cancel:
        return None
    return (tr("Pay 1 of your {money} money to cancel this action? Once the next move is made it cannot be taken "
               "back.", money=view.players[seat].money), tr("Pay 1 money"))
