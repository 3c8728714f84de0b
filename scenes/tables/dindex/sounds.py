"""Dindex's sound: the cue each event type plays at the table (scenes.engine.sound; read by the table base)."""

from __future__ import annotations

from scenes.engine.sound import Cue

CUES: dict[str, Cue] = {
    "cards_drawn": "card_drawn",
    "secret_drawn": "card_drawn",
    "task_drawn": "card_drawn",
    "card_played": "card_laid",
    "campaign_card": "card_laid",
    "counter": "card_laid",
    "secret_submitted": "card_laid",
    "stack_reshuffled": "shuffle",
    "voters_distributed": "voter_moved",
    "voters_moved": "voter_moved",
    "election": "result",
    "government": "result",
    "formation_failed": "result",
    "settlement": "result",
    "power_seized": "ending",
    "role_revealed": "ending",
}
