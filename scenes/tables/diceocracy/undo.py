"""The Undo button's words at the Diceocracy table: the move by its kind, short enough to stand whole on one
line of the button ("Undo: district action"), where the whole move was cut ("Undo: uses the district acti…",
"Undo: pick district 5, space 5" in the playtest); the tooltip keeps the move whole. While the public view is on
the screen (hot-seat, the mover's move playing out in front of everybody) it says whose move: "Undo Ada's pick"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.diceocracy.actions import DiceocracyAction, Pick
from scenes.tables.common.words import whose_undo_label

UNDO_WORDS = {
    "choose_candidate": "candidate", "choose_personality": "personality", "take_die": "die choice",
    "place_follower": "placement", "use_district_action": "district action",
    "use_follower_action": "follower action", "skip_district_action": "district skip",
    "skip_follower_action": "follower skip", "give_first_player": "marker pass", "swap_agenda": "agenda swap",
    "move_follower": "follower move", "choose_color": "colour choice", "take_card": "card choice",
    "focus": "focus", "manipulate": "re-roll", "keep_roll": "roll choice", "discard_agenda": "discard",
    "respond": "answer", "play_advert": "advert", "play_stunt": "stunt", "end_turn": "end of turn",
}
"""A move by its kind, as a noun that reads after "Undo:" and after a name's possessive ("Undo Ada's advert")."""


PICKED = {"rep_influence2": "Rep pick", "exchange2": "die pick", "follower_influence2": "follower pick"}
"""The first pick of a two-pick action by what the action picks first (the step left pending names it)."""


def pick_words(action: Pick, pending: str | None) -> str:
    """A pick by what was picked: the first of a two-pick action by the action's first piece (`pending`: the
    step the pick left waiting), else a district die or a follower on a board."""
    if pending in PICKED:
        return PICKED[pending]
    return "die pick" if action.spot.area == "district" else "follower pick"


def kind_words(action: DiceocracyAction, pending: str | None = None) -> str:
    if isinstance(action, Pick):
        return pick_words(action, pending)
    return UNDO_WORDS.get(action.kind, "last move")


def fits_on_one_line(button: Any, painter: Any, label: str) -> bool:
    """`button` shows `label` whole on one line at its size (scenes/engine/buttonlook.py would set a longer
    one smaller or on two lines, then cut it)."""
    scale = button.world_scale()
    room = round(button.w * scale) - round(16 * scale)
    return bool(painter.text(label, button.font_size * scale, (0, 0, 0), bold=True).get_width() <= room)


def undo_words(action: DiceocracyAction, pending: str | None = None) -> str:
    """"Undo: Rep pick" on the button of the person whose own move it is."""
    return f"Undo: {kind_words(action, pending)}"


def whose_undo_words(action: DiceocracyAction, name: str, fits: Callable[[str], bool],
                     pending: str | None = None) -> str:
    """"Undo Ada's die pick" while the public view is on the screen; a name too long for the move's words
    gives way to "move", then is cut (`fits(label)`: the button shows it whole on one line)."""
    return whose_undo_label([kind_words(action, pending)], name, fits)
