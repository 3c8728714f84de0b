"""The Undo button's words at the Diceocracy table: the move by its kind, short enough to stand whole on one
line of the button ("Undo: district action"), where the whole move was cut ("Undo: uses the district acti…",
"Undo: pick district 5, space 5" in the playtest); the tooltip keeps the move whole. While the public view is on
the screen (hot-seat, the mover's move playing out in front of everybody) it says whose move: "Undo Ada's pick"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.diceocracy.actions import DiceocracyAction, Pick
from scenes.engine.i18n import N_, Translator
from scenes.tables.diceocracy.terms import ENGLISH

UNDO_WORDS = {
    "choose_candidate": N_("candidate"), "choose_personality": N_("personality"), "take_die": N_("die choice"),
    "place_follower": N_("placement"), "use_district_action": N_("district action"),
    "use_follower_action": N_("follower action"), "skip_district_action": N_("district skip"),
    "skip_follower_action": N_("follower skip"), "give_first_player": N_("marker pass"),
    "swap_agenda": N_("agenda swap"),
    "move_follower": N_("follower move"), "choose_color": N_("colour choice"), "take_card": N_("card choice"),
    "focus": N_("focus"), "manipulate": N_("re-roll"), "keep_roll": N_("roll choice"),
    "discard_agenda": N_("discard"),
    "respond": N_("answer"), "play_advert": N_("advert"), "play_stunt": N_("stunt"), "end_turn": N_("end of turn"),
}
"""A move by its kind, as a noun that reads after "Undo:" and after a name's possessive ("Undo Ada's advert")."""


PICKED = {"rep_influence2": N_("Rep pick"), "exchange2": N_("die pick"), "follower_influence2": N_("follower pick")}
"""The first pick of a two-pick action by what the action picks first (the step left pending names it)."""


def pick_words(action: Pick, pending: str | None, tr: Translator = ENGLISH) -> str:
    """A pick by what was picked: the first of a two-pick action by the action's first piece (`pending`: the
    step the pick left waiting), else a district die or a follower on a board."""
    if pending in PICKED:
        return tr(PICKED[pending])
    return tr("die pick") if action.spot.area == "district" else tr("follower pick")


def kind_words(action: DiceocracyAction, pending: str | None = None, tr: Translator = ENGLISH) -> str:
    if isinstance(action, Pick):
        return pick_words(action, pending, tr)
    return tr(UNDO_WORDS[action.kind]) if action.kind in UNDO_WORDS else tr("last move")


def fits_on_one_line(button: Any, painter: Any, label: str) -> bool:
    """`button` shows `label` whole on one line at its size (scenes/engine/buttonlook.py would set a longer
    one smaller or on two lines, then cut it)."""
    scale = button.world_scale()
    room = round(button.w * scale) - round(16 * scale)
    return bool(painter.text(label, button.font_size * scale, (0, 0, 0), bold=True).get_width() <= room)


def undo_words(action: DiceocracyAction, pending: str | None = None, tr: Translator = ENGLISH) -> str:
    """"Undo: Rep pick" on the button of the person whose own move it is. (Its own context: this button is
    narrower than the other tables', so its German says "↶ …", not "Rückgängig: …".)"""
    move = kind_words(action, pending, tr)  # not inside the call: Babel would lose the entry (a tr among its args)
    return tr.trc("dice undo", "Undo: {move}", move=move)


def whose_undo_words(action: DiceocracyAction, name: str, fits: Callable[[str], bool],
                     pending: str | None = None, tr: Translator = ENGLISH) -> str:
    """"Undo Ada's die pick" while the public view is on the screen; a name too long for the move's words
    gives way to "move", then is cut (`fits(label)`: the button shows it whole on one line). (As
    scenes.tables.common.words.whose_undo_label does, in the player's language.)"""
    move = kind_words(action, pending, tr)
    labels = (tr.trc("dice undo", "Undo {name}'s {move}", name=name, move=move),
              tr.trc("dice undo", "Undo {name}'s move", name=name))
    for label in labels:
        if fits(label):
            return label
    cut = name

    def shortened(kept: str) -> str:
        return tr.trc("dice undo", "Undo {name}'s move", name=kept.rstrip() + "…")

    while len(cut) > 1 and not fits(shortened(cut)):
        cut = cut[:-1]
    return shortened(cut)
