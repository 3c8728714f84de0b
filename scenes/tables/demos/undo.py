"""The DēmoS Undo button's words: the move by its kind, short enough to read in the button at 1280x720 (the
log's whole line was cut to "Undo: takes 3♥ from Hard bot 3'…" in a shrunken font; the tooltip keeps it whole),
and in the public view whose move it is (playtest 5: Ben's move was offered in Ada's panel without his name)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenes.tables.demos.look import card_text

STEP_WORD = {"public": "public", "secret": "secret", "unanimous": "unanimous"}


def own_undo_words(action: Any, *, step: str | None, team_vote: bool, receiver: str) -> list[str]:
    """The labels for the mover's own Undo, best first (the button takes the first that fits): "Undo: secret
    discard 8♥", "Undo: taking 3♥", "Undo: no veto"."""
    kind = getattr(action, "kind", "")
    if kind == "discard":
        card = card_text(action.card)
        return [f"Undo: {STEP_WORD.get(step or '', '')} discard {card}".replace("  ", " "), f"Undo: discard {card}"]
    if kind == "take_discard":
        return [f"Undo: taking {card_text(action.card)}"]
    if kind == "skip_discard":
        return ["Undo: keeping my hand"]
    if kind == "consent":
        return ["Undo: vote against veto"] if team_vote else ["Undo: no veto"]
    if kind == "cast_veto":
        return ["Undo: vote for veto"]
    if kind == "assign_figure":
        return [f"Undo: figure to {receiver}", "Undo: figure given"]
    if kind == "apply_media":
        return ["Undo: media aimed"]
    return ["Undo: last move"]


def public_undo_words(action: Any, *, step: str | None, team_vote: bool) -> list[str]:
    """What the mover's move is after "Undo Ada's …" in the public view: nothing the public does not see (a
    face-down discard is not named)."""
    kind = getattr(action, "kind", "")
    if kind == "discard":
        return [f"{STEP_WORD[step]} discard" if step in STEP_WORD else "discard", "discard"]
    if kind == "take_discard":
        return [f"take of {card_text(action.card)}", "take"]
    if kind == "skip_discard":
        return ["kept hand"]
    if kind == "consent":
        return ["vote against veto", "vote"] if team_vote else ["no veto"]
    if kind == "cast_veto":
        return ["veto vote", "vote"]
    if kind == "assign_figure":
        return ["figure placing"]
    if kind == "apply_media":
        return ["media"]
    return []


def first_fitting(labels: list[str], fits: Callable[[str], bool]) -> str:
    return next((label for label in labels if fits(label)), labels[-1])
