"""DēmoS's sound: the cue each event type plays at the table (scenes.engine.sound; read by the table base)."""

from __future__ import annotations

from scenes.engine.sound import Cue

CUES: dict[str, Cue] = {
    "deal": "shuffle",
    "draw": "card_drawn",
    "take": "card_drawn",
    "figure_drawn": "card_drawn",
    "discard": "card_laid",
    "figure_assigned": "card_laid",
    "figure_revealed": "card_laid",
    "media_applied": "card_laid",
    "veto": "result",
    "round_end": "result",
    "round_void": "result",
    "final_trios": "ending",
}
