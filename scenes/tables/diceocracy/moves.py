"""A Diceocracy move in plain words in the reader's language, from the action alone (Replay's bar says the last
move so): game/diceocracy/describe.py's English, sentence by sentence through the catalog, with the names of
districts, cards, colours and slots as the table names them (terms.py, words.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.diceocracy.actions import (
    ChooseCandidate,
    ChooseColor,
    ChoosePersonality,
    DiscardAgenda,
    Focus,
    GiveFirstPlayer,
    KeepRoll,
    Manipulate,
    MoveFollower,
    Pick,
    PlaceFollower,
    PlayAdvert,
    PlayStunt,
    Respond,
    TakeCard,
    TakeDie,
)
from game.diceocracy.components import components
from game.diceocracy.describe import PLAIN, describe
from game.diceocracy.state import BAG, Spot
from scenes.engine.i18n import N_, Translator
from scenes.tables.common.words import ENGLISH
from scenes.tables.diceocracy.look import color_word
from scenes.tables.diceocracy.terms import card_term
from scenes.tables.diceocracy.words import slot_place

# Whole sentences rather than an ordinal put into one: German declines the ordinal ("die erste Seite", "der
# ersten Straße")
PERSONALITY = {
    (0, 0): N_("choose the first side of the trait tile and the first of the role tile"),
    (0, 1): N_("choose the first side of the trait tile and the second of the role tile"),
    (1, 0): N_("choose the second side of the trait tile and the first of the role tile"),
    (1, 1): N_("choose the second side of the trait tile and the second of the role tile"),
}
STREETS = (N_("take the face-up card of the first street"), N_("take the face-up card of the second street"),
           N_("take the face-up card of the third street"), N_("take the face-up card of the fourth street"))
SIDES = {"votes": N_("votes side"), "popularity": N_("popularity side")}


def seat_words(seat: int, tr: Translator) -> str:
    return tr("the bag") if seat == BAG else tr("seat {number}", number=seat + 1)


def spot_words(spot: Spot, tr: Translator) -> str:
    if spot.area == "district":
        return tr("district {district}, space {space}", district=spot.index + 1, space=spot.pos + 1)
    place = slot_place(spot.pos, tr)
    return tr("{seat}'s {place} follower", seat=seat_words(spot.index, tr), place=place)


def move_words(action: Any, own: bool = True, tr: Translator = ENGLISH, seats: Sequence[str] = ()) -> str:
    """`action` as describe() says it, in `tr`'s language (`own` changes nothing: every move is public); a seat
    by its player's name where `seats` gives it."""
    c = components()
    for kind, words in PLAIN.items():
        if isinstance(action, kind):
            return tr(words)
    if isinstance(action, ChooseCandidate):
        colour = color_word(c.candidates[action.tile].color, tr)
        side = tr(SIDES[action.side]) if action.side in SIDES else action.side
        return tr("run as the {colour} candidate, {side}", colour=colour, side=side)
    if isinstance(action, ChoosePersonality):
        return tr(PERSONALITY[(action.trait_side, action.role_side)])
    if isinstance(action, TakeDie):
        return tr("take the die in district {district}, space {space}", district=action.district + 1,
                  space=action.space + 1)
    if isinstance(action, PlaceFollower):
        place = slot_place(action.slot, tr)
        return tr("place the die on the {place} slot", place=place)
    if isinstance(action, GiveFirstPlayer):
        seat = seats[action.seat] if 0 <= action.seat < len(seats) else seat_words(action.seat, tr)
        return tr("give the first player marker to {seat}", seat=seat)
    if isinstance(action, MoveFollower):
        source, target = slot_place(action.source, tr), slot_place(action.target, tr)
        return tr("move the {source} follower to the {target} slot", source=source, target=target)
    if isinstance(action, ChooseColor):
        colour = color_word(action.color, tr)
        return tr("choose {colour}", colour=colour)
    if isinstance(action, TakeCard):
        if action.slot is None:
            return tr("take a card from the deck")
        return tr(STREETS[action.slot])
    if isinstance(action, Focus):
        where = spot_words(action.spot, tr)
        if action.delta > 0:
            return tr("add 1 to the die at {where}", where=where)
        return tr("take 1 from the die at {where}", where=where)
    if isinstance(action, Manipulate):
        where = spot_words(action.spot, tr)
        return tr("re-roll the die at {where}", where=where)
    if isinstance(action, KeepRoll):
        return tr("keep the new roll") if action.keep else tr("put the die back to its old value")
    if isinstance(action, Pick):
        where = spot_words(action.spot, tr)
        return tr("pick {where}", where=where)
    if isinstance(action, DiscardAgenda):
        card = card_term("agendas", c.agendas[action.card].name, tr)
        return tr("discard the secret agenda {card}", card=card)
    if isinstance(action, Respond):
        return tr("pay 1 money to cancel it") if action.cancel else tr("let it happen")
    if isinstance(action, PlayAdvert):
        card = card_term("adverts", c.adverts[action.card].name, tr)
        return tr("play the advert {card}", card=card)
    if isinstance(action, PlayStunt):
        card = card_term("stunts", c.stunts[action.card].name, tr)
        return tr("play the stunt {card}", card=card)
    return describe(action)
