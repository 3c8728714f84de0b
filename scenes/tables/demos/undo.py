"""The DēmoS Undo button's words: the move by its kind, short enough to read in the button at 1280x720 (the
log's whole line was cut to "Undo: takes 3♥ from Hard bot 3'…" in a shrunken font; the tooltip keeps it whole),
and in the public view whose move it is (playtest 5: Ben's move was offered in Ada's panel without his name).
Said in the table's language (`tr`, its ctx.tr)."""

from __future__ import annotations

from collections.abc import Callable

from game.demos.state import ApplyMedia, AssignFigure, CastVeto, Consent, DemosAction, Discard, SkipDiscard, TakeDiscard
from scenes.engine.i18n import N_, Translator
from scenes.tables.common.words import ENGLISH
from scenes.tables.demos.look import card_text

OWN_DISCARD = {"public": N_("Undo: public discard {card}"), "secret": N_("Undo: secret discard {card}"),
               "unanimous": N_("Undo: unanimous discard {card}")}
PUBLIC_DISCARD = {"public": N_("public discard"), "secret": N_("secret discard"),
                  "unanimous": N_("unanimous discard")}


def own_undo_words(action: DemosAction, *, step: str | None, team_vote: bool, receiver: str,
                   tr: Translator = ENGLISH) -> list[str]:
    """The labels for the mover's own Undo, best first (the button takes the first that fits on one line): "Undo:
    secret discard 8♥", "Undo: taking 3♥", "Undo: no veto"; a card's move ends in the card alone ("Undo: 8♥"),
    where German "Rückgängig: Geheimer Ablagewurf 3♠" was set small on two lines (playtest of issue 27)."""
    if isinstance(action, Discard):
        card = card_text(action.card, tr)
        first = tr(OWN_DISCARD[step], card=card) if step in OWN_DISCARD else tr("Undo: discard {card}", card=card)
        return [first, tr("Undo: discard {card}", card=card), tr("Undo: {card}", card=card)]
    if isinstance(action, TakeDiscard):
        card = card_text(action.card, tr)
        return [tr("Undo: taking {card}", card=card), tr("Undo: {card}", card=card)]
    if isinstance(action, SkipDiscard):
        return [tr("Undo: keeping my hand")]
    if isinstance(action, Consent):
        return [tr("Undo: vote against veto")] if team_vote else [tr("Undo: no veto")]
    if isinstance(action, CastVeto):
        return [tr("Undo: vote for veto")]
    if isinstance(action, AssignFigure):
        return [tr("Undo: figure to {name}", name=receiver), tr("Undo: figure given")]
    if isinstance(action, ApplyMedia):
        return [tr("Undo: media aimed")]
    return [tr("Undo: last move")]


def public_undo_words(action: DemosAction, *, step: str | None, team_vote: bool,
                      tr: Translator = ENGLISH) -> list[str]:
    """What the mover's move is after "Undo Ada's …" in the public view: nothing the public does not see (a
    face-down discard is not named)."""
    if isinstance(action, Discard):
        discard = tr.trc("step", "discard")
        return [tr(PUBLIC_DISCARD[step]) if step in PUBLIC_DISCARD else discard, discard]
    if isinstance(action, TakeDiscard):
        return [tr("take of {card}", card=card_text(action.card, tr)), tr("take")]
    if isinstance(action, SkipDiscard):
        return [tr("kept hand")]
    if isinstance(action, Consent):
        return [tr("vote against veto"), tr("vote")] if team_vote else [tr("no veto")]
    if isinstance(action, CastVeto):
        return [tr("veto vote"), tr("vote")]
    if isinstance(action, AssignFigure):
        return [tr("figure placing")]
    if isinstance(action, ApplyMedia):
        return [tr("media")]
    return []


def first_fitting(labels: list[str], *fits: Callable[[str], bool]) -> str:
    """The first label that passes the first test (on one line at the button's size), else the first that
    passes the next (on two lines, a little smaller), …; else the last, the shortest."""
    for test in fits:
        label = next((label for label in labels if test(label)), None)
        if label is not None:
            return label
    return labels[-1]
