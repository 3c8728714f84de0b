"""DēmoS at one computer: why a person is handed it, which results stay on the table, the veto's question,
and the team vote that can no longer change anything."""

from __future__ import annotations

from game.demos.state import CastVeto, DemosAction, DemosView
from scenes.engine.i18n import N_, Translator
from scenes.tables.common.words import ENGLISH

HANDOFF_REASONS = {
    "public_discard": N_("your public discard"),
    "secret_discard": N_("your secret discard"),
    "secret_take": N_("your take after the secret discard"),
    "veto": N_("the veto on the unanimous discard"),
    "unanimous_discard": N_("your unanimous discard"),
    "unanimous_take": N_("your take after the unanimous discard"),
    "assign_figure": N_("which teammate receives the figure"),
    "media": N_("your media card"),
}
"""Why a person is handed the computer, per phase (the pass screen's second line; English, translated where it
is shown: BaseTable.handoff_reason)."""

HEADLINES = frozenset({"round_end", "veto", "round_void", "final_trios"})
"""Round results and vetoes stay on the table until dismissed."""


def veto_question(view: DemosView, seat: int, action: DemosAction,
                  tr: Translator = ENGLISH) -> tuple[str, str] | None:
    """Casting a veto cannot be taken back and spends one of the few vetoes of the whole game: ask first."""
    if not isinstance(action, CastVeto):
        return None
    left = view.seats[seat].vetoes_left
    if view.teams_mode != "none" and not view.seats[seat].independent:
        return (tr.trn("Vote for the team veto? If every teammate votes for it, the team spends one of its "
                       "{count} veto for the whole game; once the whole team has voted it cannot be taken back.",
                       "Vote for the team veto? If every teammate votes for it, the team spends one of its "
                       "{count} vetoes for the whole game; once the whole team has voted it cannot be taken back.",
                       left), tr("Vote for the veto"))
    # how many the seat has now, and that this one is spent (playtest: "(1 left)" read as one left afterwards)
    return (tr.trn("Veto the unanimous discard? You have {count} veto now: vetoing spends it for the whole game, "
                   "and it cannot be taken back.",
                   "Veto the unanimous discard? You have {count} vetoes now: vetoing spends one of them for the "
                   "whole game, and it cannot be taken back.", left), tr("Veto!"))
