"""DēmoS at one computer: why a person is handed it, which results stay on the table, the veto's question,
and the team vote that can no longer change anything."""

from __future__ import annotations

from typing import Any

from game.demos.state import CastVeto, Consent, DemosView
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

CONSENT = Consent()


def veto_question(view: DemosView, seat: int, action: Any) -> tuple[str, str] | None:
    """Casting a veto cannot be taken back and spends one of the few vetoes of the whole game: ask first."""
    if not isinstance(action, CastVeto):
        return None
    left = view.seats[seat].vetoes_left
    if view.teams_mode != "none" and not view.seats[seat].independent:
        return (f"Vote for the team veto? If every teammate votes for it, the team spends one of its "
                f"{count(left, 'veto', 'vetoes')} for the whole game; it cannot be taken back.", "Vote for the veto")
    return (f"Veto the unanimous discard? This spends your veto for the whole game ({left} left); it cannot be "
            "taken back.", "Veto!")


def moot_vote(view: DemosView, seat: int) -> Consent | None:
    """A team veto needs every teammate's vote: once a teammate has voted against it, the others' votes
    change nothing, so they are not passed the computer; their vote is sent as the only one that agrees
    with the outcome (against the veto)."""
    if view.phase != "veto" or view.teams_mode == "none":
        return None
    me = view.seats[seat]
    if me.independent:
        return None
    mates = [s for s in view.seats if s is not me and s.team == me.team]
    return CONSENT if any(m.vote is False for m in mates) else None
