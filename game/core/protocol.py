"""The small protocol every game implements; the UI, bots, simulator, save/load and replay use only this.

A game is a `Rules` object of pure functions over immutable (frozen pydantic) states:

    new_game(options, num_players, seed) -> State
    active_players(state) -> tuple[int, ...]     # () when over; several for simultaneous decisions
    legal_actions(state, player) -> list[Action] # ordered, duplicate-free, the single source of truth
    apply(state, player, action) -> Transition   # trusts legality: `Match.submit` validates first
    view(state, viewer) -> View                  # viewer None = the public view behind a privacy screen
    result(state) -> Result | None
    determinize(view, viewer, rng) -> State      # a world consistent with what the viewer knows
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, TypeAdapter

from game.core.record import REQUIRED, Record, set_fields
from game.core.rng import Rng
from game.core.words import N_, Worded, WordedError


class IllegalAction(Worded, ValueError):
    """An action that the rules do not allow now. Raising it never changes the match. Its message may be a
    marked template and its names (game.core.words.Worded), so the app says it in the player's language."""


class Frozen(BaseModel):
    """Base for every state, view, action and component model: immutable and strict about fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Payload(Record):
    """The data of one event type: a frozen Record subclass per type, declared in game/<game>/events.py.

    `event_type` is the type's name in the log, on the wire and in docs/log-format.md: the class name in
    snake case (`RoundStart` is "round_start") unless the class sets it. Only the rules build payloads, from
    values they computed, so calling the class does not validate (speed, as `game.core.trusted`); what comes
    from outside (a wire frame) is validated by `model_validate`. Seats are ints.
    """

    event_type: ClassVar[str] = ""
    made_by: ClassVar[str | None] = "seat"
    """The field naming the seat whose doing the event is ("seat" unless the class says otherwise; a class
    without the field is nobody's doing, as a round's start or a scoring), or MOVER: the event only its
    mover's own move makes, whichever seat it names. The Undo button words a take-back by the mover's event."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "event_type" not in cls.__dict__:
            cls.event_type = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()

    def __init__(self, **values: Any) -> None:
        fields = type(self).record_fields
        merged = {**fields, **values}
        if len(merged) != len(fields) or any(value is REQUIRED for value in merged.values()):
            unknown = sorted(values.keys() - fields.keys())
            missing = sorted(name for name, value in merged.items() if value is REQUIRED)
            raise TypeError(f"{type(self).__name__}: unknown fields {unknown}, missing fields {missing}")
        set_fields(self, merged)


MOVER = "<mover>"
"""`Payload.made_by` of an event that is always the move's own, whoever made it (a figure given to a teammate
names only the teammate)."""


def is_made_by(data: Any, seat: int) -> bool:
    """Is the event with payload `data` the doing of `seat` (its `made_by` field names it, or it is MOVER)?"""
    field = getattr(type(data), "made_by", None)
    return field == MOVER or (field is not None and getattr(data, field, None) == seat)


class Event(Record):
    """Something that happened, as data: the table animates it, the log words it, the simulator writes it.

    `audience` None means everyone may see `data`. Otherwise only those seats see `data`; everyone else sees
    `public` (a redacted copy), or nothing at all when `public` is None.
    """

    type: str
    data: Any = {}
    """The event's Payload (a dict only in the games not yet moved to typed payloads)."""
    audience: tuple[int, ...] | None = None
    public: Any = None

    def for_viewer(self, viewer: int | None) -> Event | None:
        if self.audience is None or (viewer is not None and viewer in self.audience):
            return self
        if self.public is None:
            return None
        return Event(type=self.type, data=self.public)


class Transition(Record):
    """The result of applying one action.

    `commit` marks a commit point: the action drew at random or revealed hidden information, so undo may
    not step back across it.
    """

    state: Any
    events: tuple[Event, ...] = ()
    commit: bool = False


class Progress(Frozen):
    """Where a game stands, as its public view tells: the replay's round jumps, the end screen's
    round-by-round scores and the Load list's "term 2" read this, never a game's field names."""

    unit: str = "round"
    """What the game calls its rounds ("round", Dindex's legislative "term")."""
    number: int | None = None
    """The round being played (None: the game has no rounds)."""
    limit: int | None = None
    """The last round, when the game has one."""
    scores: tuple[float, ...] | None = None
    """The public scores by seat (None: the game keeps none in public while it is played)."""


class Result(Frozen):
    """The outcome of a finished game. `details` carries game-specific facts (roles, solo rank, ...)."""

    winners: tuple[int, ...]
    reason: str
    scores: dict[int, float] = {}
    details: dict[str, Any] = {}


S = TypeVar("S", bound=BaseModel | Record)
A = TypeVar("A", bound=BaseModel)
V = TypeVar("V", bound=BaseModel)
Opts = TypeVar("Opts", bound=BaseModel)


class Rules(ABC, Generic[S, A, V, Opts]):
    """Base class of every game's rules object. Subclasses set the class attributes and the methods."""

    game_id: ClassVar[str]
    title: ClassVar[str]
    rules_version: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    max_actions: ClassVar[int]
    """An upper bound on actions in one complete game; random-play tests cap their loops on it."""

    event_types: ClassVar[frozenset[str]]
    """Every `Event.type` that `apply` and `initial_events` can emit (each game lists them, with what each
    reports, in game/<game>/events.py); tables keep one wording per type."""

    event_payloads: ClassVar[Mapping[str, type[Payload]]] = {}
    """Each event type's Payload class (game/<game>/events.py): how a wire frame's data is read back."""

    options_model: ClassVar[type[BaseModel]]
    state_model: ClassVar[type[BaseModel | Record]]
    view_model: ClassVar[type[BaseModel]]
    action_adapter: ClassVar[TypeAdapter[Any]]

    # -- the protocol -----------------------------------------------------------------------------
    @abstractmethod
    def new_game(self, options: Opts, num_players: int, seed: int) -> S: ...

    @abstractmethod
    def active_players(self, state: S) -> tuple[int, ...]: ...

    @abstractmethod
    def legal_actions(self, state: S, player: int) -> list[A]: ...

    @abstractmethod
    def apply(self, state: S, player: int, action: A) -> Transition: ...

    @abstractmethod
    def view(self, state: S, viewer: int | None) -> V: ...

    @abstractmethod
    def result(self, state: S) -> Result | None: ...

    @abstractmethod
    def determinize(self, view: V, viewer: int | None, rng: Rng) -> S: ...

    def progress(self, view: V) -> Progress:
        """Where the game shown in `view` stands (games with rounds or public scores override this)."""
        return Progress()

    def initial_events(self, state: S) -> tuple[Event, ...]:
        """Events that set-up itself produced (the first deal, say), for the log and the table to show.

        `new_game` returns only a state; games whose set-up deals or draws override this to describe it.
        """
        return ()

    # -- helpers shared by every game -------------------------------------------------------------
    def parse_options(self, raw: Mapping[str, Any] | BaseModel | None) -> Opts:
        if isinstance(raw, self.options_model):
            return raw  # type: ignore[return-value]
        data = dict(raw) if isinstance(raw, Mapping) else (raw.model_dump() if raw is not None else {})
        return self.options_model.model_validate(data)  # type: ignore[return-value]

    def check_player_count(self, options: Opts, num_players: int) -> None:
        """Raise ValueError when the options do not allow this many players (override for modes)."""
        if not self.min_players <= num_players <= self.max_players:
            raise WordedError(N_("{game} is for {least} to {most} players, not {count}"), game=self.title,
                              least=self.min_players, most=self.max_players, count=num_players)

    def parse_action(self, raw: Any) -> A:
        if isinstance(raw, BaseModel):
            return raw  # type: ignore[return-value]
        return self.action_adapter.validate_python(raw)  # type: ignore[no-any-return]

    def dump_action(self, action: A) -> dict[str, Any]:
        return action.model_dump(mode="json")

    def dump_state(self, state: S) -> dict[str, Any]:
        return state.model_dump(mode="json")

    def load_state(self, data: Mapping[str, Any]) -> S:
        return self.state_model.model_validate(data)  # type: ignore[return-value]

    def describe_action(self, action: A) -> str:
        """Plain words for an action (menus, logs). Games override for nicer wording."""
        fields = ", ".join(f"{k}={v}" for k, v in action.model_dump(exclude={"kind"}).items())
        kind = getattr(action, "kind", type(action).__name__)
        return f"{kind}({fields})" if fields else str(kind)

    def describe_action_for(self, action: A, player: int, viewer: int | None) -> str:
        """Plain words for `player`'s action as `viewer` may know it (replays, logs, seat hand-overs).

        The default names an action in full only to its own player and by its kind alone to everyone else,
        so nothing hidden leaks; games override it to say what the others do see.
        """
        if viewer == player:
            return self.describe_action(action)
        return str(getattr(action, "kind", type(action).__name__)).replace("_", " ")

    def seat_labels(self, state: S) -> Sequence[str]:
        """Short per-seat tags shown next to names (teams, roles once revealed). Default: none."""
        return ()
