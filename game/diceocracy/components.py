"""Diceocracy's components as pydantic models (the faces live in data/*.json, read by loader.py).

The rulebook names the components but prints few faces; every design decision is documented in
docs/rules/diceocracy.md. A bad entry raises ComponentError naming the file and the entry.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, Literal, get_args

from pydantic import Field, model_validator

from game.core.protocol import Frozen

DATA_DIR = Path(__file__).parent / "data"

Color = Literal["pink", "blue", "green", "orange"]
COLORS: tuple[Color, ...] = ("pink", "blue", "green", "orange")
PLAYER_COLORS = ("red", "yellow", "teal", "purple")

ActionType = Literal[
    "popularity", "advertising", "stunt", "fundraising", "focus", "manipulate",
    "exchange", "follower_influence", "rep_influence",
]
EffectType = Literal[
    "popularity", "advertising", "stunt", "fundraising", "focus", "manipulate",
    "exchange", "follower_influence", "rep_influence",
    "draw_stunts", "give_first", "draw_agendas", "money", "votes",
]


AdvertKind = Literal["actions", "stunt_and_marker", "two_stunts", "agendas", "income", "free_popularity",
                     "paid_popularity"]
StuntKind = Literal["votes_for_total", "money_for_total", "votes_for_pattern", "popularity_for_pattern"]


class ComponentError(ValueError):
    """A data file that does not describe valid components."""


class ActionSpec(Frozen):
    """One depicted action. `color`: a group, "die" (the placed die's group) or "any" (player's choice)."""

    type: EffectType
    color: Color | Literal["die", "any"] | None = None
    amount: int = Field(default=1, ge=1, le=10)

    @model_validator(mode="after")
    def _color_only_for_popularity(self) -> ActionSpec:
        if (self.type == "popularity") != (self.color is not None):
            raise ValueError("a popularity action needs a color; other actions take none")
        return self


class Cell(Frozen):
    """One square of a district tile: a die space or a printed die. `needs`: used only with that many players."""

    x: int = Field(ge=0, le=7)
    y: int = Field(ge=0, le=7)
    kind: Literal["die", "printed"]
    color: Color | None = None
    value: int | None = Field(default=None, ge=1, le=6)
    needs: int = Field(default=1, ge=1, le=4)

    @model_validator(mode="after")
    def _printed_has_face(self) -> Cell:
        if (self.kind == "printed") != (self.color is not None and self.value is not None):
            raise ValueError("printed dice need a color and a value; die spaces have neither")
        return self


class DistrictSide(Frozen):
    width: int = Field(ge=2, le=8)
    height: int = Field(ge=1, le=8)
    cells: tuple[Cell, ...]

    @model_validator(mode="after")
    def _cells_fit(self) -> DistrictSide:
        seen: set[tuple[int, int]] = set()
        for c in self.cells:
            if c.x >= self.width or c.y >= self.height:
                raise ValueError(f"cell ({c.x},{c.y}) lies outside the {self.width}x{self.height} tile")
            if (c.x, c.y) in seen:
                raise ValueError(f"two cells at ({c.x},{c.y})")
            seen.add((c.x, c.y))
        if self.width % 2:
            raise ValueError("tiles have an even width so every space is clearly left or right")
        return self

    def printed(self) -> tuple[Cell, ...]:
        return tuple(c for c in self.cells if c.kind == "printed")

    def spaces(self) -> tuple[Cell, ...]:
        return tuple(c for c in self.cells if c.kind == "die")


class District(Frozen):
    id: int
    name: str = Field(min_length=1)
    action: ActionSpec
    big: DistrictSide = Field(alias="3-4")
    small: DistrictSide = Field(alias="1-2")

    @model_validator(mode="after")
    def _sides(self) -> District:
        if len(self.big.printed()) != 4 or len(self.small.printed()) != 2:
            raise ValueError("the 3-4 player side prints four dice, the 1-2 player side two")
        if sum(c.needs == 4 for c in self.big.spaces()) != 1 or any(c.needs == 3 for c in self.big.spaces()):
            raise ValueError("the 3-4 player side marks exactly one space empty with 3 players")
        marks = sorted(c.needs for c in self.small.spaces() if c.needs > 2)
        if marks != [3, 4]:
            raise ValueError("the 1-2 player side marks two spaces empty (one per missing player)")
        if len(self.small.spaces()) != len(self.big.spaces()):
            raise ValueError("both sides have the same number of die spaces")
        return self

    def side(self, num_players: int) -> DistrictSide:
        return self.big if num_players >= 3 else self.small


class Layout(Frozen):
    """Streets of two tiles, an advertising slot at the left end and a stunt slot at the right end."""

    streets: int = Field(ge=1)
    tiles_per_street: int = Field(ge=1)


class DiceSupply(Frozen):
    per_color: int = Field(ge=1)
    removed_per_missing_player: int = Field(ge=0)


class BoardSlot(Frozen):
    row: int = Field(ge=0)
    col: int = Field(ge=0)
    arrow: Literal["row", "col"]


class CandidateBoard(Frozen):
    rows: int = Field(ge=1, le=5)
    cols: int = Field(ge=1, le=5)
    slots: tuple[BoardSlot, ...]
    row_actions: tuple[ActionSpec | Literal["trait", "role"], ...]
    col_actions: tuple[ActionSpec | Literal["trait", "role"], ...]
    popularity_max: int = Field(ge=1)
    money_max: int = Field(ge=1)
    start_money: int = Field(ge=0)
    start_agendas: int = Field(ge=0)
    reps: int = Field(ge=1)

    @model_validator(mode="after")
    def _grid(self) -> CandidateBoard:
        if len(self.row_actions) != self.rows or len(self.col_actions) != self.cols:
            raise ValueError("one action per row and per column")
        if [(s.row, s.col) for s in self.slots] != [(r, c) for r in range(self.rows) for c in range(self.cols)]:
            raise ValueError("slots list every (row, col) once, row by row")
        personal = [a for a in (*self.row_actions, *self.col_actions) if isinstance(a, str)]
        if sorted(personal) != ["role", "trait"]:
            raise ValueError("the board has one slot for each personality tile's action")
        return self


class CandidateTile(Frozen):
    id: int
    color: Color
    popularity: int = Field(ge=1)
    votes_per_follower: int = Field(ge=1)


class Bonus(Frozen):
    money: int = 0
    popularity: dict[Color, int] = {}
    adverts: int = 0
    stunts: int = 0
    agendas: int = 0


class PersonalitySide(Frozen):
    word: str = Field(min_length=1)
    bonus: Bonus
    action: ActionSpec


class PersonalityTile(Frozen):
    id: int
    type: Literal["trait", "role"]
    sides: tuple[PersonalitySide, PersonalitySide]


class Advert(Frozen):
    id: int
    name: str
    kind: AdvertKind
    cost: int = Field(ge=0, le=10)
    effects: tuple[ActionSpec, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _kind_matches(self) -> Advert:
        types = [e.type for e in self.effects]
        expected: dict[str, Any] = {
            "stunt_and_marker": ["draw_stunts", "give_first"], "two_stunts": ["draw_stunts"],
            "agendas": ["draw_agendas"],
        }
        if self.kind in expected and types != expected[self.kind]:
            raise ValueError(f"a {self.kind} card has the effects {expected[self.kind]}")
        if self.kind == "income" and (len(types) != 1 or types[0] not in ("money", "votes")):
            raise ValueError("an income card gives money or votes")
        if self.kind in ("free_popularity", "paid_popularity") and set(types) != {"popularity"}:
            raise ValueError("a popularity card gives popularity")
        if (self.kind == "free_popularity") != (self.cost == 0):
            raise ValueError("exactly the free popularity cards cost nothing")
        if self.kind == "actions" and not set(types) <= set(get_args(ActionType)):
            raise ValueError("an actions card depicts candidate/district actions")
        return self


PatternCell = tuple[int, int, Color | None]


class Stunt(Frozen):
    id: int
    name: str
    kind: StuntKind
    reward: int = Field(ge=1)
    color: Color | None = None
    min_total: int | None = Field(default=None, ge=1)
    pattern: tuple[PatternCell, ...] | None = None
    reward_color: Color | None = None

    @model_validator(mode="after")
    def _fields(self) -> Stunt:
        total = self.kind.endswith("_total")
        if total != (self.color is not None and self.min_total is not None) or total == (self.pattern is not None):
            raise ValueError("total cards need color and min_total; pattern cards need a pattern")
        if (self.kind == "popularity_for_pattern") != (self.reward_color is not None):
            raise ValueError("popularity cards (only) name the group whose popularity rises")
        if self.pattern is not None and (len(self.pattern) < 2 or len(set((x, y) for x, y, _ in self.pattern))
                                         != len(self.pattern)):
            raise ValueError("a pattern has at least two distinct cells")
        return self


AgendaKind = Literal[
    "money", "district_value", "adjacent_color", "district_color", "follower_set", "adjacent_pair",
    "follower_value", "adjacent_value", "same_value_set", "all_values_set", "adjacent_rivals", "parity",
    "all_districts", "edge",
]
PER_PLAYER_COUNT = {"adjacent_color", "district_color", "adjacent_rivals"}


class Agenda(Frozen):
    id: int
    name: str
    kind: AgendaKind
    votes: int | dict[str, int]
    """Votes per card, or per player count ("1" to "4", all four given)."""
    color: Color | None = None
    colors: tuple[Color, ...] | None = None
    value: int | None = Field(default=None, ge=1, le=6)
    set_size: int | None = Field(default=None, ge=2, le=6)
    parity: Literal["odd", "even"] | None = None

    @model_validator(mode="after")
    def _fields(self) -> Agenda:
        needs: dict[str, tuple[str, ...]] = {
            "district_value": ("value",), "adjacent_color": ("color",), "district_color": ("color",),
            "follower_set": ("colors",), "adjacent_pair": ("color",), "follower_value": ("value",),
            "adjacent_value": ("value",), "same_value_set": ("set_size",), "parity": ("parity",),
            "edge": ("color",),
        }
        for name in ("color", "colors", "value", "set_size", "parity"):
            wanted = name in needs.get(self.kind, ())
            if wanted != (getattr(self, name) is not None):
                raise ValueError(f"a {self.kind} agenda {'needs' if wanted else 'takes no'} {name}")
        per_count = isinstance(self.votes, dict)
        if per_count != (self.kind in PER_PLAYER_COUNT):
            raise ValueError(f"{self.kind} agendas {'give' if self.kind in PER_PLAYER_COUNT else 'do not give'} "
                             "votes according to player count")
        if isinstance(self.votes, dict) and sorted(self.votes) != ["1", "2", "3", "4"]:
            raise ValueError("per-player-count votes list 1, 2, 3 and 4 players")
        return self

    def votes_for(self, num_players: int) -> int:
        return self.votes[str(num_players)] if isinstance(self.votes, dict) else self.votes


class SoloRank(Frozen):
    low: int
    high: int | None
    title: str


class Congress(Frozen):
    cubes_per_player: int = Field(ge=1)
    track_length: int = Field(ge=1)
    tile_every: int = Field(ge=1)
    solo_ranks: tuple[SoloRank, ...]


class Components(Frozen):
    districts: tuple[District, ...]
    layout: Layout
    dice: DiceSupply
    board: CandidateBoard
    candidates: tuple[CandidateTile, ...]
    personalities: tuple[PersonalityTile, ...]
    adverts: tuple[Advert, ...]
    stunts: tuple[Stunt, ...]
    agendas: tuple[Agenda, ...]
    congress: Congress


@cache
def components() -> Components:
    """The validated components, loaded once (they never change while the program runs)."""
    from game.diceocracy.loader import load_components

    return load_components()
