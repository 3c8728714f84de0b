"""Every event type Diceocracy emits, with what it reports, and the payload each carries (the data of each, as
the simulator's log and the online wire write it: docs/log-format.md, section Diceocracy).

The rules object exports the names as `event_types` and the payload classes as `event_payloads`; a conformance
test checks that random games emit nothing else, and the tables check that each has a wording.

An event that some seats see only in part has one payload class for both copies: the fields the others may not
know are None in their copy (the cards of `cards_drawn` and `agendas_dealt`, the card of `agenda_discarded`).
Seats are ints, as values and as keys (a mapping by seat is written with string keys in JSON); the solo
opponent, the bag, is `BAG` (-1), as in the rules' state. Dice and spots are the state's own `Die` and `Spot`,
actions the components' `ActionSpec`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from game.core.eventwire import payload_table
from game.core.protocol import Payload
from game.core.record import Record
from game.diceocracy.components import ActionSpec, Color
from game.diceocracy.state import BAG, Die, Spot

__all__ = ["BAG", "EVENT_PAYLOADS", "EVENT_TYPES"]

EVENT_TYPES: Mapping[str, str] = MappingProxyType({
    # set-up
    "set_up": "what lies on the table before the first move: districts and their dice, the face-up rows, the "
              "candidate tiles, each player's colour, money, Reps and personality tiles, who starts",
    "agendas_dealt": "a player's secret agendas dealt at the set-up (the cards only for that player)",
    "candidate_chosen": "a player takes a candidate tile (and the popularity it gives)",
    "personality_chosen": "a player turns its two personality tiles",
    # rounds and turns
    "round_started": "a round begins: number, first player, turn order",
    "turn": "a Rep takes a die from a district space (steps 1-2); the bag's roll in solo",
    "follower_placed": "a follower die goes onto the player board",
    "follower_moved": "a follower die moves to another slot, or swaps places with the follower there",
    "action_used": "a district or follower action is carried out",
    "action_skipped": "a card effect has nothing to do",
    "action_declined": "a player skips the district or the follower action",
    "first_player_given": "the first-player marker is handed on",
    "turn_ended": "a player's turn is over",
    # what actions change
    "popularity": "a player's popularity in one colour changes (every change, set-up bonuses and stunts included)",
    "money": "a player's money changes (every change: income, rewards, bonuses, payments, cancels)",
    "votes": "a player gains votes",
    "die_changed": "focus: a die is set to a new value",
    "die_rolled": "manipulate: a die is rolled again",
    "roll_kept": "manipulate: the player keeps the new or the old value",
    "dice_swapped": "exchange or follower influence: two dice change places",
    "rep_moved": "a Rep moves to another space",
    # interactive and spicy modes
    "cancel_offered": "the affected player may pay to cancel an action",
    "action_cancelled": "the affected player paid: the action does not happen",
    "action_allowed": "the affected player lets the action happen",
    # cards
    "cards_drawn": "a player draws cards (the cards only for that player)",
    "card_taken": "a player takes a face-up card from a row",
    "card_revealed": "a row slot is refilled face up",
    "card_removed": "solo: the bag removes a face-up card",
    "deck_reshuffled": "an empty deck is refilled by shuffling its discard pile",
    "agenda_discarded": "a player discards a secret agenda (the card only for that player; others see the pile grow)",
    "advert_played": "an advertising card is played",
    "stunt_played": "a stunt card is played",
    # solo opponent
    "bag_drawn": "solo: the bag draws and rolls a die",
    "bag_tie": "solo: the bag's roll fits several spaces equally; the player decides",
    "bag_returned": "solo: the bag's die goes back into the bag",
    # the election
    "district_scoring": "a district is scored: majority and votes",
    "final_scoring": "every player's final votes by category",
    "agendas_revealed": "the secret agendas are shown for scoring",
})


# -- set-up ---------------------------------------------------------------------------------------------------
class SetUpDistrict(Record):
    """A district tile as dealt: its layout position, its name and the die rolled into each space."""

    position: int
    district: str
    dice: tuple[Die | None, ...]
    """Space by space (None: a space left empty for a missing player)."""


class SetUpPlayer(Record):
    color: str
    money: int
    reps: int
    personality: tuple[int, int]
    """The two personality tiles dealt."""


class SetUp(Payload):
    districts: tuple[SetUpDistrict, ...]
    advert_row: tuple[int | None, ...]
    stunt_row: tuple[int | None, ...]
    candidates: tuple[int, ...]
    """The candidate tiles on offer."""
    players: dict[int, SetUpPlayer]
    first_player: int
    bag: int
    """Dice in the solo bag (0 outside solo)."""


class AgendasDealt(Payload):
    seat: int
    agendas: tuple[int, ...] | None = None
    """The cards: only in the owner's copy."""
    count: int
    """How many were dealt (everyone's copy)."""


class CandidateChosen(Payload):
    seat: int
    tile: int
    color: Color
    side: str
    """"popularity" or "votes"."""


class PersonalityChosen(Payload):
    seat: int
    tiles: tuple[int, int]
    sides: tuple[int, int]
    description: str


# -- rounds and turns ---------------------------------------------------------------------------------------
class RoundStarted(Payload):
    round: int
    first_player: int
    order: tuple[int, ...]


class Turn(Payload):
    round: int
    seat: int
    """BAG for the solo opponent's Rep."""
    district: str
    die: Die
    space: int
    position: int
    side: str
    """"left" or "right": the side of the tile the space lies on."""
    roll: Die | None = None
    """The bag's turn only: the die it drew and rolled."""


class FollowerPlaced(Payload):
    seat: int
    slot: int
    die: Die
    action: ActionSpec
    """The follower action the slot gives this turn."""


class FollowerMoved(Payload):
    seat: int
    source: int
    target: int
    swapped: bool
    """The target slot held a follower, which went to `source`."""


class ActionUsed(Payload):
    seat: int
    source: str
    """"district" or "follower"."""
    action: ActionSpec


class ActionSkipped(Payload):
    seat: int
    action: str
    """The effect type that had nothing to do."""


class ActionDeclined(Payload):
    seat: int
    source: str
    action: ActionSpec | None
    """The action given up (None: a follower action the slot lacks)."""


class FirstPlayerGiven(Payload):
    seat: int
    to: int


class TurnEnded(Payload):
    seat: int
    round: int


# -- what actions change ------------------------------------------------------------------------------------
class Popularity(Payload):
    seat: int
    color: Color
    value: int
    """The new value."""


class Money(Payload):
    seat: int
    value: int
    """The new value."""


class Votes(Payload):
    seat: int
    gained: int


class DieChanged(Payload):
    seat: int
    spot: Spot
    old: int
    new: int


class DieRolled(Payload):
    seat: int
    spot: Spot
    old: int
    new: int


class RollKept(Payload):
    seat: int
    keep: bool
    spot: Spot
    value: int
    """The value the die shows now."""


class DiceSwapped(Payload):
    seat: int
    action: str
    """"exchange" or "follower_influence"."""
    a: Spot
    b: Spot
    dice: tuple[Die, Die]
    """The dice that were at `a` and at `b`."""


class RepMoved(Payload):
    seat: int
    owner: int
    """The Rep's owner (BAG for the bag's)."""
    source: Spot
    target: Spot
    die: Die
    """The die that took the Rep's old space."""


# -- interactive and spicy modes ------------------------------------------------------------------------------
class CancelOffered(Payload):
    seat: int
    """Who may pay."""
    by: int
    action: str
    spot: Spot
    """The Rep's space (Rep influence) or the follower (focus, manipulate)."""
    target: Spot | None = None
    """Rep influence: the space of the die the Rep would swap with."""
    die: Die | None = None
    """Rep influence: that die."""


class ActionCancelled(Payload):
    seat: int
    by: int
    action: str


class ActionAllowed(Payload):
    seat: int
    by: int
    action: str


# -- cards -------------------------------------------------------------------------------------------------------
class CardsDrawn(Payload):
    seat: int
    deck: str
    """"adverts", "stunts" or "agendas"."""
    cards: tuple[int, ...] | None = None
    """Only in the drawer's copy."""
    count: int


class CardTaken(Payload):
    seat: int
    deck: str
    slot: int
    card: int


class CardRevealed(Payload):
    deck: str
    slot: int
    card: int | None
    """None: the deck and its discards were empty."""


class CardRemoved(Payload):
    seat: int
    """Always BAG."""
    deck: str
    slot: int
    card: int


class DeckReshuffled(Payload):
    deck: str
    cards: int


class AgendaDiscarded(Payload):
    seat: int
    card: int | None = None
    """Only in the discarder's copy: a discarded agenda stays secret."""
    pile: int
    """How many agendas now lie on the discard pile."""


class AdvertPlayed(Payload):
    seat: int
    card: int
    name: str
    cost: int


class StuntPlayed(Payload):
    seat: int
    card: int
    name: str
    kind: str
    reward: int


# -- the solo opponent ------------------------------------------------------------------------------------------
class BagDrawn(Payload):
    round: int
    die: Die


class DistrictSpace(Record):
    position: int
    space: int


class BagTie(Payload):
    choices: tuple[DistrictSpace, ...]


class BagReturned(Payload):
    color: Color


# -- the election -----------------------------------------------------------------------------------------------
class ScoredDie(Record):
    color: Color
    value: int
    printed: bool


class DistrictScoring(Payload):
    district: str
    position: int
    reps: dict[int, int]
    """Reps per seat (BAG included)."""
    dice: tuple[ScoredDie, ...]
    popularity: dict[int, dict[str, int]]
    """Each player with a Rep there: its popularity by colour."""
    majority: tuple[int, ...]
    votes: dict[int, int]


class FinalScore(Record):
    """A player's final votes by category (game.diceocracy.scoring.final_scores)."""

    stunts: int
    adverts: int
    districts: int
    agendas: int
    candidate_bonus: int
    total: int


class Congress(Record):
    """Where a player's cubes stand on the Twilight Congress board (game.diceocracy.scoring.congress_position)."""

    vote_tiles: int
    tens: int
    units: int


class FinalScoring(Payload):
    scores: dict[int, FinalScore]
    congress: dict[int, Congress]


class AgendasRevealed(Payload):
    agendas: dict[int, tuple[int, ...]]


EVENT_PAYLOADS: Mapping[str, type[Payload]] = MappingProxyType(dict(payload_table(
    SetUp, AgendasDealt, CandidateChosen, PersonalityChosen, RoundStarted, Turn, FollowerPlaced, FollowerMoved,
    ActionUsed, ActionSkipped, ActionDeclined, FirstPlayerGiven, TurnEnded, Popularity, Money, Votes, DieChanged,
    DieRolled, RollKept, DiceSwapped, RepMoved, CancelOffered, ActionCancelled, ActionAllowed, CardsDrawn,
    CardTaken, CardRevealed, CardRemoved, DeckReshuffled, AgendaDiscarded, AdvertPlayed, StuntPlayed, BagDrawn,
    BagTie, BagReturned, DistrictScoring, FinalScoring, AgendasRevealed,
)))
assert EVENT_PAYLOADS.keys() == EVENT_TYPES.keys()
