"""DēmoS at one computer: why a person is handed it, which results stay on the table, the veto's question,
and the team vote that can no longer change anything."""

from __future__ import annotations

from game.demos.state import CastVeto, DemosAction, DemosView
from scenes.tables.demos.look import count

HANDOFF_REASONS = {
    "public_discard": "your public discard",
    "secret_discard": "your secret discard",
    "secret_take": "your take after the secret discard",
    "veto": "the veto on the unanimous discard",
    "unanimous_discard": "your unanimous discard",
    "unanimous_take": "your take after the unanimous discard",
    "assign_figure": "which teammate receives the figure",
    "media": "your media card",
}
"""Why a person is handed the computer, per phase (the pass screen's second line)."""

HEADLINES = frozenset({"round_end", "veto", "round_void", "final_trios"})
"""Round results and vetoes stay on the table until dismissed."""


def veto_question(view: DemosView, seat: int, action: DemosAction) -> tuple[str, str] | None:
    """Casting a veto cannot be taken back and spends one of the few vetoes of the whole game: ask first."""
    if not isinstance(action, CastVeto):
        return None
    left = view.seats[seat].vetoes_left
    if view.teams_mode != "none" and not view.seats[seat].independent:
        return (f"Vote for the team veto? If every teammate votes for it, the team spends one of its "
                f"{count(left, 'veto', 'vetoes')} for the whole game; once the whole team has voted it cannot be "
                "taken back.", "Vote for the veto")
    return (f"Veto the unanimous discard? This spends your veto for the whole game ({left} left); it cannot be "
            "taken back.", "Veto!")

