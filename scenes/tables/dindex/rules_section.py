"""Which section of the Dindex rulebook (assets/rules/dindex.en.md) F1 at the table links to: the § of the
step of the legislative term being played (§ 5.1–5.8), § 6 once the game has ended."""

from __future__ import annotations

from game.dindex.state import DindexView, Phase

SECTIONS: dict[Phase, str] = {
    "draw": "5.1", "propose": "5.2", "assign": "5.2", "respond": "5.2", "tasks": "5.3", "secret_choose": "5.4",
    "secret_play": "5.4", "open_turn": "5.5", "open_window": "5.5", "reposition": "5.6", "campaign": "5.8",
    "over": "6",
}
"""Phase of the view → anchor of its section (the rulebook's § number)."""
TERM = "5"
"""§ 5 Course of a Legislative Term: for a phase the table above does not name."""


def rules_section(view: DindexView) -> str:
    return SECTIONS.get(view.phase, TERM)
