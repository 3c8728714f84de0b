"""Diceocracy's state, options and the small value models it is built from.

Districts are indexed by layout position (0-7): position p lies in street p // 2, on its left (even p) or
right (odd p) side; `tiles[p]` says which district tile lies there. A district's spaces follow the die cells
of its tile side in data order. A space holds a die, a Rep, or nothing (a space left empty for a missing
player). Seat -1 is the solo opponent, "the bag".
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import Field, model_validator

from game.core.protocol import Frozen
from game.core.record import Record
from game.diceocracy.components import COLORS, ActionSpec, Color, components

Mode = Literal["standard", "interactive", "spicy"]
Phase = Literal["candidate", "personality", "take", "place", "actions", "resolve", "respond", "cards",
                "bag_tie", "over"]
BAG = -1
ROUNDS = 9


class Die(Record):
    color: Color
    value: int = Field(ge=1, le=6)


class Arrangement(Frozen):
    """A hand-built set-up (Learn to play's lesson, docs/rules/diceocracy.md "A hand-built set-up"): each part
    given replaces the shuffle or the roll that would deal it; a part left out is dealt from the seed as ever."""

    rounds: int = Field(default=ROUNDS, ge=1, le=ROUNDS)
    """How many rounds the game lasts (the book: 9)."""
    tiles: tuple[int, ...] | None = None
    """The district tile at each layout position 0-7."""
    dice: tuple[tuple[Die, ...], ...] | None = None
    """Per layout position, the dice on its tile's used spaces, in space order (needs `tiles`)."""
    advert_row: tuple[int, ...] | None = None
    """The face-up advertising cards, one per street."""
    stunt_row: tuple[int, ...] | None = None
    """The face-up stunt cards, one per street."""
    adverts: tuple[int, ...] = ()
    """The advertising deck's top cards, the first drawn first (the rest shuffled under them)."""
    stunts: tuple[int, ...] = ()
    """The stunt deck's top cards."""
    agendas: tuple[int, ...] = ()
    """The secret agenda deck's top cards: the starting agendas are dealt from them, seat by seat."""
    personalities: tuple[tuple[int, int], ...] = ()
    """Per seat from seat 0, its trait tile and its role tile (the seats not named get theirs at random)."""
    bag: tuple[Die, ...] = ()
    """Solo: the bag's draws and rolls, one per opponent turn, in order (then drawn from the seed)."""

    @model_validator(mode="after")
    def _consistent(self) -> Arrangement:
        comps = components()
        districts = len(comps.districts)
        if self.tiles is not None and sorted(self.tiles) != list(range(districts)):
            raise ValueError(f"arranged tiles: each of the {districts} district tiles 0-{districts - 1} once")
        if self.dice is not None:
            if self.tiles is None:
                raise ValueError("arranged dice need the arranged tiles they lie on")
            if len(self.dice) != districts:
                raise ValueError(f"arranged dice: {len(self.dice)} districts, not {districts}")
            counts = {c: sum(d.color == c for row in self.dice for d in row) for c in COLORS}
            if len(set(counts.values())) != 1:
                raise ValueError("arranged dice: every demographic group has as many dice "
                                 f"({', '.join(f'{c} {n}' for c, n in counts.items())})")
        streets = comps.layout.streets
        for name in ("advert_row", "stunt_row"):
            row = getattr(self, name)
            if row is not None and len(row) != streets:
                raise ValueError(f"arranged {name}: {len(row)} cards, not one per street ({streets})")
        for name, row_name, cards in (("adverts", "advert_row", comps.adverts), ("stunts", "stunt_row", comps.stunts),
                                      ("agendas", None, comps.agendas)):
            named = list(getattr(self, name)) + list(getattr(self, row_name) or () if row_name else ())
            wrong = next((c for c in named if not 0 <= c < len(cards)), None)
            if wrong is not None:
                raise ValueError(f"arranged {name}: {wrong} is no card (0-{len(cards) - 1})")
            twice = next((c for c in named if named.count(c) > 1), None)
            if twice is not None:
                raise ValueError(f"arranged {name}: card {twice} is arranged twice")
        kinds = {t.id: t.type for t in comps.personalities}
        named_tiles: list[int] = []
        for seat, (trait, role) in enumerate(self.personalities):
            if kinds.get(trait) != "trait" or kinds.get(role) != "role":
                raise ValueError(f"arranged personalities: seat {seat}'s ({trait}, {role}) is not a trait tile and "
                                 "a role tile")
            named_tiles += [trait, role]
        twice = next((t for t in named_tiles if named_tiles.count(t) > 1), None)
        if twice is not None:
            raise ValueError(f"arranged personalities: tile {twice} is dealt twice")
        if len(self.bag) > self.rounds:
            raise ValueError(f"arranged bag: {len(self.bag)} draws for a game of {self.rounds} rounds")
        return self

    def check(self, num_players: int) -> None:
        """What depends on the number of players: the dice on the tiles' used spaces, a tile pair per seat,
        the bag only solo (ValueError in one line)."""
        table = max(num_players, 2)
        comps = components()
        if self.dice is not None and self.tiles is not None:
            for pos, (tile, dice) in enumerate(zip(self.tiles, self.dice, strict=True)):
                used = sum(cell.needs <= table for cell in comps.districts[tile].side(table).spaces())
                if len(dice) != used:
                    raise ValueError(f"arranged dice: position {pos} ({comps.districts[tile].name}) has {used} "
                                     f"dice spaces with {num_players} player(s), not {len(dice)}")
            per_color = comps.dice.per_color - comps.dice.removed_per_missing_player * (4 - table)
            have = sum(d.color == "pink" for row in self.dice for d in row)
            if have != per_color:
                raise ValueError(f"arranged dice: {have} of each group, not the {per_color} of {num_players} "
                                 "player(s)")
        if len(self.personalities) > num_players:
            raise ValueError(f"arranged personalities: {len(self.personalities)} seats, not {num_players}")
        if self.bag and num_players != 1:
            raise ValueError("arranged bag: the bag plays only solo")


class DiceocracyOptions(Frozen):
    """Chosen before play: the mode decides how far players may interfere with each other."""

    mode: Mode = "standard"
    arranged: Arrangement | None = None
    """A hand-built set-up (Learn to play); None: everything dealt and rolled from the seed."""


@cache
def shared_die(color: Color, value: int) -> Die:
    """A shared Die (frozen, so sharing is safe): set-up rolls and every reroll would otherwise validate a new one."""
    return Die(color=color, value=value)


class Space(Record):
    die: Die | None = None
    rep: int | None = None

    @property
    def blank(self) -> bool:
        return self.die is None and self.rep is None


EMPTY_SPACE = Space()


def die_space(die: Die) -> Space:
    """A space holding `die`, shared with every space holding an equal die."""
    return _die_space(die.color, die.value)


@cache
def _die_space(color: Color, value: int) -> Space:
    return Space(die=shared_die(color, value))


@cache
def rep_space(seat: int) -> Space:
    """A space holding a Rep of `seat` (BAG for the solo opponent), shared: a Rep lands on every turn."""
    return Space(rep=seat)


Area = Literal["district", "board"]


class Spot(Record):
    """A die or Rep location: a district space (index = district position, pos = space) or a candidate
    board slot (index = seat, pos = slot)."""

    area: Area
    index: int
    pos: int


@cache
def spot(area: Area, index: int, pos: int) -> Spot:
    """A shared Spot: legal-action lists are rebuilt on every step, so equal spots are built once."""
    return Spot(area=area, index=index, pos=pos)


class Effect(Record):
    """One pending step of an action still to be resolved.

    `type` is an action or card effect type, or a follow-up step: "exchange2", "follower_influence2",
    "rep_influence2" (the second pick, `spot` = the first), "keep" (after a manipulation roll; `value` = the
    old pips), "discard_agenda". `owner` is the seat whose Rep or follower the action involves.

    As the `response` a player is asked about, the effect is a fully chosen action: focus (`spot`, `value` =
    the change), manipulate (`spot`), or Rep influence (`spot` = the Rep, `target` = the die it swaps with).
    """

    type: str
    color: str | None = None
    amount: int = 1
    spot: Spot | None = None
    target: Spot | None = None
    """Rep influence awaiting the owner's answer: the district die the Rep would swap places with."""
    value: int | None = None
    owner: int | None = None


class TurnInfo(Record):
    district: int
    space: int
    die: Die
    slot: int | None = None
    follower_action: ActionSpec | None = None
    district_done: bool = False
    follower_done: bool = False
    advert_played: bool = False
    stunt_played: bool = False


class Player(Record):
    color: str
    reps: int
    followers: tuple[Die | None, ...]
    popularity: tuple[int, int, int, int]
    money: int
    stunt_votes: int = 0
    advert_votes: int = 0
    candidate: int | None = None
    candidate_side: Literal["popularity", "votes"] | None = None
    personality: tuple[int, int]
    personality_sides: tuple[int, int] | None = None
    agendas: tuple[int, ...] = ()
    adverts: tuple[int, ...] = ()
    stunts: tuple[int, ...] = ()
    played_stunts: tuple[int, ...] = ()


class Decks(Record):
    """Face-down decks (order hidden), discard piles and the face-up rows, one slot per street.

    The advertising and stunt discards lie face up. A discarded secret agenda stays secret: only the seat that
    discarded it knows the card, so `agenda_discarders` records, entry by entry, who put each card there.
    """

    adverts: tuple[int, ...]
    stunts: tuple[int, ...]
    agendas: tuple[int, ...]
    advert_discard: tuple[int, ...] = ()
    stunt_discard: tuple[int, ...] = ()
    agenda_discard: tuple[int, ...] = ()
    agenda_discarders: tuple[int, ...] = ()
    """The seat that discarded each card of `agenda_discard`, in the same order."""
    advert_row: tuple[int | None, ...]
    stunt_row: tuple[int | None, ...]


class DiceocracyState(Record):
    num_players: int
    mode: Mode
    phase: Phase
    active: int | None
    round: int = 0
    first_player: int
    marker_given: bool = False
    order: tuple[int, ...]
    order_index: int = 0
    tiles: tuple[int, ...]
    districts: tuple[tuple[Space, ...], ...]
    players: tuple[Player, ...]
    decks: Decks
    candidates_left: tuple[int, ...]
    turn: TurnInfo | None = None
    pending: tuple[Effect, ...] = ()
    response: Effect | None = None
    bag: tuple[Color, ...] = ()
    bag_reps: int = 0
    bag_roll: Die | None = None
    bag_choices: tuple[Spot, ...] = ()
    removed: tuple[Die, ...] = ()
    final: dict[str, dict[str, int]] | None = None
    solo_rank: str | None = None
    rounds: int = ROUNDS
    """How many rounds the game lasts: the book's 9, fewer in an arranged game (Learn to play)."""
    bag_draws: tuple[Die, ...] = ()
    """Solo, an arranged game: the bag's next draws and rolls, the first drawn next (hidden: a real bag's
    draws are random)."""
    rng: int

    @property
    def solo(self) -> bool:
        return self.num_players == 1

    @property
    def table_players(self) -> int:
        """Solo follows the set-up for two players."""
        return max(self.num_players, 2)


def active_seats(state: DiceocracyState) -> tuple[int, ...]:
    """The seats deciding now: Diceocracy never asks two at once, so one seat or none (the game is over)."""
    return () if state.active is None else (state.active,)
