"""Diceocracy's actions: one decision each, joined in a discriminated union on `kind`."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from game.core.protocol import Frozen
from game.diceocracy.components import Color
from game.diceocracy.state import Spot, spot


class ChooseCandidate(Frozen):
    """Set-up step 6: pick a candidate tile and the side to use."""

    kind: Literal["choose_candidate"] = "choose_candidate"
    tile: int
    side: Literal["popularity", "votes"]


class ChoosePersonality(Frozen):
    """Set-up step 7: the sides of the dealt trait and role tiles."""

    kind: Literal["choose_personality"] = "choose_personality"
    trait_side: Literal[0, 1]
    role_side: Literal[0, 1]


class TakeDie(Frozen):
    """Steps 1-2: send a Rep to a district and take the die in `space`, leaving the Rep there."""

    kind: Literal["take_die"] = "take_die"
    district: int
    space: int


class PlaceFollower(Frozen):
    """Step 3: place the taken die on an empty slot of your candidate board."""

    kind: Literal["place_follower"] = "place_follower"
    slot: int


class UseDistrictAction(Frozen):
    kind: Literal["use_district_action"] = "use_district_action"


class UseFollowerAction(Frozen):
    kind: Literal["use_follower_action"] = "use_follower_action"


class SkipDistrictAction(Frozen):
    kind: Literal["skip_district_action"] = "skip_district_action"


class SkipFollowerAction(Frozen):
    kind: Literal["skip_follower_action"] = "skip_follower_action"


class GiveFirstPlayer(Frozen):
    """Instead of the district action (or from an advert): hand the first player marker to a seat."""

    kind: Literal["give_first_player"] = "give_first_player"
    seat: int


class SwapAgenda(Frozen):
    """Instead of the district action: draw a secret agenda, then discard one."""

    kind: Literal["swap_agenda"] = "swap_agenda"


class MoveFollower(Frozen):
    """Instead of the district action: move one of your followers to an empty slot."""

    kind: Literal["move_follower"] = "move_follower"
    source: int
    target: int


class ChooseColor(Frozen):
    kind: Literal["choose_color"] = "choose_color"
    color: Color


class TakeCard(Frozen):
    """Advertising / stunt action: from the deck (slot None) or the face-up slot of a street with your Rep."""

    kind: Literal["take_card"] = "take_card"
    slot: int | None = None


class Focus(Frozen):
    kind: Literal["focus"] = "focus"
    spot: Spot
    delta: Literal[-1, 1]


class Manipulate(Frozen):
    kind: Literal["manipulate"] = "manipulate"
    spot: Spot


class KeepRoll(Frozen):
    kind: Literal["keep_roll"] = "keep_roll"
    keep: bool


class Pick(Frozen):
    """Pick a die, follower or Rep for a swap, or the die the solo opponent takes when you decide."""

    kind: Literal["pick"] = "pick"
    spot: Spot


class DiscardAgenda(Frozen):
    kind: Literal["discard_agenda"] = "discard_agenda"
    card: int


class Respond(Frozen):
    """Interactive and spicy modes: pay 1 money to cancel an action involving your Rep or follower."""

    kind: Literal["respond"] = "respond"
    cancel: bool


class PlayAdvert(Frozen):
    kind: Literal["play_advert"] = "play_advert"
    card: int


class PlayStunt(Frozen):
    kind: Literal["play_stunt"] = "play_stunt"
    card: int


class EndTurn(Frozen):
    kind: Literal["end_turn"] = "end_turn"


DiceocracyAction = (
    ChooseCandidate | ChoosePersonality | TakeDie | PlaceFollower | UseDistrictAction | UseFollowerAction
    | SkipDistrictAction | SkipFollowerAction | GiveFirstPlayer | SwapAgenda | MoveFollower | ChooseColor
    | TakeCard | Focus | Manipulate | KeepRoll | Pick | DiscardAgenda | Respond | PlayAdvert | PlayStunt | EndTurn
)
action_adapter: TypeAdapter[DiceocracyAction] = TypeAdapter(
    Annotated[DiceocracyAction, Field(discriminator="kind")]
)


# Shared instances for the long legal-action lists (frozen models, so sharing is safe).
cached_take_die = cache(lambda district, space: TakeDie(district=district, space=space))
cached_place_follower = cache(lambda slot: PlaceFollower(slot=slot))
cached_move_follower = cache(lambda source, target: MoveFollower(source=source, target=target))
# Keyed by a spot's coordinates, not the Spot: hashing a pydantic model costs several times more.
cached_pick_at = cache(lambda area, index, pos: Pick(spot=spot(area, index, pos)))
cached_focus_at = cache(lambda area, index, pos, delta: Focus(spot=spot(area, index, pos), delta=delta))
cached_manipulate_at = cache(lambda area, index, pos: Manipulate(spot=spot(area, index, pos)))
cached_give_first = cache(lambda seat: GiveFirstPlayer(seat=seat))
cached_choose_color = cache(lambda color: ChooseColor(color=color))
cached_take_card = cache(lambda slot: TakeCard(slot=slot))
cached_discard_agenda = cache(lambda card: DiscardAgenda(card=card))
cached_play_advert = cache(lambda card: PlayAdvert(card=card))
cached_play_stunt = cache(lambda card: PlayStunt(card=card))
cached_choose_candidate = cache(lambda tile, side: ChooseCandidate(tile=tile, side=side))
USE_DISTRICT, SKIP_DISTRICT, SWAP_AGENDA = UseDistrictAction(), SkipDistrictAction(), SwapAgenda()
USE_FOLLOWER, SKIP_FOLLOWER, END_TURN = UseFollowerAction(), SkipFollowerAction(), EndTurn()
KEEP_ROLL, REROLL = KeepRoll(keep=True), KeepRoll(keep=False)
CANCEL, ALLOW = Respond(cancel=True), Respond(cancel=False)
PERSONALITY_CHOICES = tuple(ChoosePersonality(trait_side=a, role_side=b) for a in (0, 1) for b in (0, 1))
