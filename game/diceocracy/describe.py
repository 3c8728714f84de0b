"""Plain words for every Diceocracy action, from the action alone (replay's status line, the take-back offer,
IllegalAction messages): "let it happen", "take the die in district 3, space 2", "play the advert Spin
Doctor". The table words actions again with the position in hand (district names, die values); these words
need no state, so districts are named by their place on the board (1-8, street by street), board slots by
where they lie ("the top-left slot")."""

from __future__ import annotations

from typing import Any

from game.core.words import N_
from game.diceocracy.actions import (
    ChooseCandidate,
    ChooseColor,
    ChoosePersonality,
    DiscardAgenda,
    EndTurn,
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
    SkipDistrictAction,
    SkipFollowerAction,
    SwapAgenda,
    TakeCard,
    TakeDie,
    UseDistrictAction,
    UseFollowerAction,
)
from game.diceocracy.components import components
from game.diceocracy.state import BAG, Spot

PLAIN = {
    UseDistrictAction: N_("use the district action"),
    UseFollowerAction: N_("use the follower action"),
    SkipDistrictAction: N_("skip the district action"),
    SkipFollowerAction: N_("skip the follower action"),
    SwapAgenda: N_("swap a secret agenda instead of the district action"),
    EndTurn: N_("end the turn"),
}
"""The moves worded without a detail, marked for the app's catalog (the table words the others itself)."""


ROWS, COLS = ("top", "middle", "bottom"), ("left", "centre", "right")
ORDINALS = ("first", "second", "third", "fourth")


def slot_place(slot: int) -> str:
    """A board slot as a player points at it ("top-left", "centre"), not by the rules' number 1-9."""
    info = components().board.slots[slot]
    return "centre" if (info.row, info.col) == (1, 1) else f"{ROWS[info.row]}-{COLS[info.col]}"


def spot_words(spot: Spot) -> str:
    if spot.area == "district":
        return f"district {spot.index + 1}, space {spot.pos + 1}"
    return f"{seat_words(spot.index)}'s {slot_place(spot.pos)} follower"


def seat_words(seat: int) -> str:
    return "the bag" if seat == BAG else f"seat {seat + 1}"


def describe(action: Any) -> str:
    """The action in a few plain words."""
    c = components()
    for kind, words in PLAIN.items():
        if isinstance(action, kind):
            return words
    if isinstance(action, ChooseCandidate):
        tile = c.candidates[action.tile]
        return f"run as the {tile.color} candidate, {action.side} side"
    if isinstance(action, ChoosePersonality):
        return (f"choose the {ORDINALS[action.trait_side]} side of the trait tile and the "
                f"{ORDINALS[action.role_side]} of the role tile")
    if isinstance(action, TakeDie):
        return f"take the die in district {action.district + 1}, space {action.space + 1}"
    if isinstance(action, PlaceFollower):
        return f"place the die on the {slot_place(action.slot)} slot"
    if isinstance(action, GiveFirstPlayer):
        return f"give the first player marker to {seat_words(action.seat)}"
    if isinstance(action, MoveFollower):
        return f"move the {slot_place(action.source)} follower to the {slot_place(action.target)} slot"
    if isinstance(action, ChooseColor):
        return f"choose {action.color}"
    if isinstance(action, TakeCard):
        if action.slot is None:
            return "take a card from the deck"
        return f"take the face-up card of the {ORDINALS[action.slot]} street"
    if isinstance(action, Focus):
        return f"{'add 1 to' if action.delta > 0 else 'take 1 from'} the die at {spot_words(action.spot)}"
    if isinstance(action, Manipulate):
        return f"re-roll the die at {spot_words(action.spot)}"
    if isinstance(action, KeepRoll):
        return "keep the new roll" if action.keep else "put the die back to its old value"
    if isinstance(action, Pick):
        return f"pick {spot_words(action.spot)}"
    if isinstance(action, DiscardAgenda):
        return f"discard the secret agenda {c.agendas[action.card].name}"
    if isinstance(action, Respond):
        return "pay 1 money to cancel it" if action.cancel else "let it happen"
    if isinstance(action, PlayAdvert):
        return f"play the advert {c.adverts[action.card].name}"
    if isinstance(action, PlayStunt):
        return f"play the stunt {c.stunts[action.card].name}"
    return str(getattr(action, "kind", type(action).__name__)).replace("_", " ")
