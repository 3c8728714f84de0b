"""The Dindex components (§ 2, § 3) as pydantic models, and the loader that validates game/dindex/data/.

A bad entry raises DataError naming the file and the card, so a typo in the data never becomes a silent
rule change.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from game.core.jsonio import GAME_DATA_MAX_BYTES, JsonFileError, read_json
from game.core.protocol import Frozen
from game.core.validation import first_error
from game.dindex.effects_model import (
    GROUP_REFS,
    CounterStep,
    SeizePower,
    Step,
    Uncover,
    iter_steps,
    party_refs,
)

DATA_DIR = Path(__file__).with_name("data")

Portfolio = Literal["finance", "environment", "social", "interior", "defence"]
PORTFOLIOS: tuple[str, ...] = ("finance", "environment", "social", "interior", "defence")
OFFICES: tuple[str, ...] = ("chancellery", *PORTFOLIOS)  # office index 0 is the Chancellery
Level = Literal["democratic", "populist", "extremist", "antilegal", "oligarchic"]
LEVELS: tuple[str, ...] = ("democratic", "populist", "extremist", "antilegal", "oligarchic")
LEVEL_COUNTS = {"democratic": 30, "populist": 25, "extremist": 20, "antilegal": 15, "oligarchic": 10}
Mode = Literal["none", "secret", "open"]
Sticker = Literal["vulture", "hare", "hand", "wolf"]
TargetKind = Literal["none", "other", "opposition", "government"]
Role = Literal["democrat", "oligarch"]

# § 3.8 and § 7 "Anti-democratic actions": (mode, bombs) at Dindex 5, 4, 3, 2 for each level.
LEVEL_REGISTERS: dict[str, dict[str, tuple[str, int]]] = {
    "democratic": {"5": ("open", 0), "4": ("open", 0), "3": ("open", 0), "2": ("open", 0)},
    "populist": {"5": ("open", 1), "4": ("open", 0), "3": ("open", 0), "2": ("open", 0)},
    "extremist": {"5": ("secret", 2), "4": ("open", 1), "3": ("open", 0), "2": ("open", 0)},
    "antilegal": {"5": ("none", 0), "4": ("secret", 2), "3": ("open", 1), "2": ("open", 0)},
    "oligarchic": {"5": ("none", 0), "4": ("none", 0), "3": ("secret", 2), "2": ("open", 1)},
}


class DataError(ValueError):
    """A component data file with a bad entry."""


class RegisterEntry(Frozen):
    mode: Mode
    bombs: int = Field(default=0, ge=0, le=2)


class ActionCard(Frozen):
    code: str
    name: str
    level: Level
    # "register" is the printed name; the attribute avoids shadowing BaseModel internals.
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)
    register_: dict[str, RegisterEntry] = Field(alias="register")
    stickers: tuple[Sticker, ...] = ()
    portfolio: Portfolio | None = None
    target: TargetKind = "none"
    flavour: str
    steps: tuple[Step, ...] = Field(min_length=1)
    printed: bool = False

    @model_validator(mode="after")
    def _rules(self) -> ActionCard:
        expected = LEVEL_REGISTERS[self.level]
        if set(self.register_) != set(expected):
            raise ValueError("the register must list Dindex 5, 4, 3 and 2")
        for level, (mode, bombs) in expected.items():
            entry = self.register_[level]
            if (entry.mode, entry.bombs) != (mode, bombs):
                raise ValueError(
                    f"a {self.level} card at Dindex {level} must be {mode} with {bombs} bomb(s) (§ 3.8), "
                    f"not {entry.mode} with {entry.bombs}"
                )
        if len(set(self.stickers)) != len(self.stickers):
            raise ValueError("a sticker is listed twice")
        if self.portfolio is not None and "vulture" not in self.stickers:
            raise ValueError("a portfolio sticker only comes with the vulture (Chancellery or that ministry)")
        if "hare" in self.stickers and "vulture" in self.stickers:
            raise ValueError("a card cannot be both for the opposition (hare) and the Chancellery (vulture)")
        is_counter = "hand" in self.stickers
        counters = [i for i, s in enumerate(self.steps) if isinstance(s, CounterStep)]
        if is_counter and counters != [0]:
            raise ValueError("a counter (hand sticker) starts with exactly one counter step")
        if not is_counter and counters:
            raise ValueError("a counter step needs the hand sticker")
        if any(isinstance(s, CounterStep) for s in iter_steps(self.steps) if s not in self.steps):
            raise ValueError("a counter step cannot sit inside a random-card outcome")
        if any(isinstance(s, SeizePower) for s in iter_steps(self.steps)) and "wolf" not in self.stickers:
            raise ValueError("only an Oligarch (wolf sticker) can seize power")
        refs = party_refs(self.steps)
        if "ministry" in refs:
            raise ValueError("'ministry' is only meaningful on government tasks")
        if "countered" in refs and not is_counter:
            raise ValueError("'countered' is only meaningful on a counter")
        if ("target" in refs) != (self.target != "none"):
            raise ValueError("steps use 'target' exactly when the card names a target kind")
        if is_counter and self.target != "none":
            raise ValueError("a counter aims at the previous card, not at a chosen party")
        shots = [s for s in iter_steps(self.steps) if isinstance(s, Uncover)]
        if shots and (self.target != "government" or any(s.who != "target" for s in shots)):
            # "A minister is shot" (decision 18): one ministry of the governing party the player names
            raise ValueError("an uncover step shoots a minister of the card's target, a governing party")
        return self

    # -- conveniences the engine uses ---------------------------------------------------------------
    @property
    def is_counter(self) -> bool:
        return "hand" in self.stickers

    @property
    def counter_step(self) -> CounterStep | None:
        first = self.steps[0]
        return first if isinstance(first, CounterStep) else None

    def mode_at(self, dindex_level: int) -> str:
        entry = self.register_.get(str(dindex_level))
        return "none" if entry is None else entry.mode

    def bombs_at(self, dindex_level: int) -> int:
        entry = self.register_.get(str(dindex_level))
        return 0 if entry is None else entry.bombs


class Task(Frozen):
    code: str
    name: str
    portfolio: Portfolio
    kind: Literal["problem", "crisis"]
    flavour: str
    unsolved: tuple[Step, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _refs(self) -> Task:
        bad = party_refs(self.unsolved) - GROUP_REFS - {"chancellery", "ministry"}
        if bad:
            raise ValueError(f"a task has no player, so it cannot refer to {', '.join(sorted(bad))}")
        if any(isinstance(s, (CounterStep, SeizePower)) for s in iter_steps(self.unsolved)):
            raise ValueError("a task cannot counter or seize power")
        return self


class PartyCard(Frozen):
    code: str
    name: str
    competences: tuple[Portfolio, Portfolio]

    @model_validator(mode="after")
    def _distinct(self) -> PartyCard:
        if self.competences[0] == self.competences[1]:
            raise ValueError("a party card has two different core competencies")
        return self


class Office(Frozen):
    code: str
    name: str
    symbol: str


class RoleCard(Frozen):
    code: str
    role: Role
    symbol: Literal["dog", "wolf"]


class DindexCard(Frozen):
    level: int = Field(ge=1, le=5)
    bar: int = Field(ge=1, le=5)
    name: str
    quote: str | None = None


class VoterCards(Frozen):
    count: int
    front: str
    back: str


class TableRow(Frozen):
    players: int
    democrats: int
    oligarchs: int
    rp: dict[Literal["short", "medium", "long"], int]


class SetupRules(Frozen):
    """The numbers of § 4 and § 5, kept as data so a house rule is a data change."""

    table: tuple[TableRow, ...]
    start_dindex_cards: dict[Literal["short", "medium", "long"], int]
    start_voters: dict[Literal["highest_card", "others", "core", "system_opponents"], int]
    party_cards_two_players: int
    hand_base: int
    core_group: int
    opponent_group: int
    tasks_per_term: int
    formation_attempts: int = Field(ge=1)
    second_formation_ministries: int
    chancellery_rp: int
    ministry_rp: int
    competence_bonus_rp: int
    oligarch_rp_core_voters: int
    oligarch_rp_dindex_fall: int
    chaos_dindex_fall: int
    chaos_core_to_voter: int

    def row(self, players: int) -> TableRow:
        for row in self.table:
            if row.players == players:
                return row
        raise ValueError(f"The § 4.1 table has no row for {players} parties")


class Components(Frozen):
    cards: tuple[ActionCard, ...]
    tasks: tuple[Task, ...]
    parties: tuple[PartyCard, ...]
    offices: tuple[Office, ...]
    roles: tuple[RoleCard, ...]
    dindex_cards: tuple[DindexCard, ...]
    random_cards: tuple[int, ...]
    voter_cards: VoterCards
    setup: SetupRules

    def card_index(self, code: str) -> int:
        """The index of the action card with this code (KeyError for none)."""
        kept = _CARD_INDICES.get(id(self.cards))
        if kept is None or kept[0] is not self.cards:
            kept = _CARD_INDICES[id(self.cards)] = (self.cards, {card.code: i for i, card in enumerate(self.cards)})
        return kept[1][code]


_CARD_INDICES: dict[int, tuple[tuple[ActionCard, ...], dict[str, int]]] = {}
"""Per loaded set of cards (by identity: the components are loaded once), each code's index."""


M = TypeVar("M", bound=BaseModel)


def _entries(path: Path, key: str, model: type[M], label: Callable[[Any, int], str]) -> tuple[M, ...]:
    raw = _read(path)
    items = raw.get(key)
    if not isinstance(items, list):
        raise DataError(f"{_name(path)}: expected a list under {key!r}")
    out: list[M] = []
    for index, item in enumerate(items):
        try:
            out.append(model.model_validate(item))
        except ValidationError as exc:
            raise DataError(f"{_name(path)}: {label(item, index)}: {first_error(exc)}") from None
    return tuple(out)


def _name(path: Path) -> str:
    return f"game/dindex/data/{path.name}" if path.parent == DATA_DIR else str(path)


def _read(path: Path) -> dict[str, Any]:
    try:
        raw = read_json(path, max_bytes=GAME_DATA_MAX_BYTES)
    except JsonFileError as exc:
        raise DataError(f"{_name(path)}: cannot be read: {exc}") from None
    if not isinstance(raw, dict):
        raise DataError(f"{_name(path)}: expected a JSON object")
    return raw


def _card_label(item: Any, index: int) -> str:
    if isinstance(item, dict):
        return f"card {item.get('code', f'#{index + 1}')!r} ({item.get('name', '?')})"
    return f"card #{index + 1}"


def _check_counts(path: Path, what: str, found: dict[str, int], wanted: dict[str, int]) -> None:
    for key, n in wanted.items():
        if found.get(key, 0) != n:
            raise DataError(f"{_name(path)}: expected {n} {what} {key!r}, found {found.get(key, 0)}")


def load_components(data_dir: Path = DATA_DIR) -> Components:
    """Read and validate every data file; raise DataError naming the file and entry on a bad one."""
    cards_path, tasks_path = data_dir / "action_cards.json", data_dir / "tasks.json"
    comp_path, setup_path = data_dir / "components.json", data_dir / "setup.json"
    cards = _entries(cards_path, "cards", ActionCard, _card_label)
    codes = [c.code for c in cards]
    dupes = sorted({c for c in codes if codes.count(c) > 1})
    if dupes:
        raise DataError(f"{_name(cards_path)}: card code {dupes[0]!r} is used twice")
    _check_counts(cards_path, "action cards of level", {lv: sum(c.level == lv for c in cards) for lv in LEVELS},
                  LEVEL_COUNTS)
    tasks = _entries(tasks_path, "tasks", Task, lambda t, i: _card_label(t, i).replace("card", "task", 1))
    for portfolio in PORTFOLIOS:
        mine = [t for t in tasks if t.portfolio == portfolio]
        if len(mine) != 3 or not any(t.kind == "crisis" for t in mine) or not any(t.kind == "problem" for t in mine):
            raise DataError(f"{_name(tasks_path)}: portfolio {portfolio!r} needs 3 tasks, problems and a crisis")
    raw = _read(comp_path)
    try:
        setup = SetupRules.model_validate(_read(setup_path))
    except ValidationError as exc:
        raise DataError(f"{_name(setup_path)}: {first_error(exc)}") from None
    try:
        comps = Components(
            cards=cards, tasks=tasks,
            parties=_entries(comp_path, "parties", PartyCard, lambda p, i: f"party card #{i + 1}"),
            offices=_entries(comp_path, "offices", Office, lambda p, i: f"office #{i + 1}"),
            roles=_entries(comp_path, "roles", RoleCard, lambda p, i: f"role card #{i + 1}"),
            dindex_cards=_entries(comp_path, "dindex_cards", DindexCard, lambda p, i: f"Dindex card #{i + 1}"),
            random_cards=tuple(raw.get("random_cards", ())),
            voter_cards=VoterCards.model_validate(raw.get("voter_cards")),
            setup=setup,
        )
    except ValidationError as exc:
        raise DataError(f"{_name(comp_path)}: {first_error(exc)}") from None
    _check_totals(comp_path, comps)
    return comps


def _check_totals(path: Path, comps: Components) -> None:
    if len(comps.parties) != 7:
        raise DataError(f"{_name(path)}: expected 7 party cards, found {len(comps.parties)}")
    if tuple(o.code for o in comps.offices) != OFFICES:
        raise DataError(f"{_name(path)}: the offices must be {', '.join(OFFICES)} in that order")
    roles = {r: sum(c.role == r for c in comps.roles) for r in ("democrat", "oligarch")}
    _check_counts(path, "role cards", roles, {"democrat": 6, "oligarch": 4})
    levels = {str(lv): sum(c.level == lv for c in comps.dindex_cards) for lv in range(1, 6)}
    _check_counts(path, "Dindex cards of level", levels, {"5": 5, "4": 4, "3": 3, "2": 2, "1": 1})
    if sorted(comps.random_cards) != list(range(1, 8)):
        raise DataError(f"{_name(path)}: the random cards are numbered 1 to 7")
    if comps.voter_cards.count != 50:
        raise DataError(f"{_name(path)}: expected 50 voter cards, found {comps.voter_cards.count}")


@cache
def components() -> Components:
    """The validated components of this build (immutable, loaded once)."""
    return load_components()

