"""The DēmoS Undo button's words: the move by its kind, short enough to read in the button at 1280x720 (the
log's whole line was cut to "Undo: takes 3♥ from Hard bot 3'…" in a shrunken font; the tooltip keeps it whole),
and in the public view whose move it is (playtest 5: Ben's move was offered in Ada's panel without his name)."""

from __future__ import annotations

from collections.abc import Callable

from game.demos.state import ApplyMedia, AssignFigure, CastVeto, Consent, DemosAction, Discard, SkipDiscard, TakeDiscard
from scenes.tables.demos.look import card_text

STEP_WORD = {"public": "public", "secret": "secret", "unanimous": "unanimous"}


def own_undo_words(action: DemosAction, *, step: str | None, team_vote: bool, receiver: str) -> list[str]:
    """The labels for the mover's own Undo, best first (the button takes the first that fits): "Undo: secret
    discard 8♥", "Undo: taking 3♥", "Undo: no veto"."""
    if isinstance(action, Discard):
        card = card_text(action.card)
        return [f"Undo: {STEP_WORD.get(step or '', '')} discard {card}".replace("  ", " "), f"Undo: discard {card}"]
    if isinstance(action, TakeDiscard):
        return [f"Undo: taking {card_text(action.card)}"]
    if isinstance(action, SkipDiscard):
        return ["Undo: keeping my hand"]
    if isinstance(action, Consent):
        return ["Undo: vote against veto"] if team_vote else ["Undo: no veto"]
    if isinstance(action, CastVeto):
        return ["Undo: vote for veto"]
    if isinstance(action, AssignFigure):
        return [f"Undo: figure to {receiver}", "Undo: figure given"]
    if isinstance(action, ApplyMedia):
        return ["Undo: media aimed"]
    return ["Undo: last move"]


def public_undo_words(action: DemosAction, *, step: str | None, team_vote: bool) -> list[str]:
    """What the mover's move is after "Undo Ada's …" in the public view: nothing the public does not see (a
    face-down discard is not named)."""
    if isinstance(action, Discard):
        return [f"{STEP_WORD[step]} discard" if step in STEP_WORD else "discard", "discard"]
    if isinstance(action, TakeDiscard):
        return [f"take of {card_text(action.card)}", "take"]
    if isinstance(action, SkipDiscard):
        return ["kept hand"]
    if isinstance(action, Consent):
        return ["vote against veto", "vote"] if team_vote else ["no veto"]
    if isinstance(action, CastVeto):
        return ["veto vote", "vote"]
    if isinstance(action, AssignFigure):
        return ["figure placing"]
    if isinstance(action, ApplyMedia):
        return ["media"]
    return []


def first_fitting(labels: list[str], fits: Callable[[str], bool]) -> str:
    return next((label for label in labels if fits(label)), labels[-1])
