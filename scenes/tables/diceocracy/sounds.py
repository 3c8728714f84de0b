"""Diceocracy's sound: the cue each event type plays at the table (scenes.engine.sound; read by the table base)."""

from __future__ import annotations

from scenes.engine.sound import Cue

CUES: dict[str, Cue] = {
    "die_rolled": "die_rolled",
    "roll_kept": "die_placed",
    "die_changed": "die_placed",
    "dice_swapped": "die_placed",
    "cards_drawn": "card_drawn",
    "card_taken": "card_drawn",
    "card_revealed": "card_laid",
    "advert_played": "card_laid",
    "stunt_played": "card_laid",
    "deck_reshuffled": "shuffle",
    "follower_placed": "die_placed",  # a die taken from the pool onto the board (the cue check: it sounded as a voter)
    "follower_moved": "voter_moved",
    "rep_moved": "voter_moved",
    "district_scoring": "result",
    "final_scoring": "ending",
}
