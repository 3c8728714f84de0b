"""A Match owns one game in progress: validate -> apply -> log; undo up to the last commit point; save/load.

A match is fully reproducible from its record (game, rules version, options, seats, seed, actions, and the seats
handed over mid-game): loading replays the actions through the rules, so a save file never has to trust a
serialised state.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Generic, Literal

from pydantic import BaseModel, Field, SerializerFunctionWrapHandler, ValidationError, field_validator, model_serializer
from typing_extensions import TypeVar  # a TypeVar with a default (PEP 696, in typing from Python 3.13)

from game.core.eventlog import EventLog
from game.core.files import write_atomic
from game.core.jsonio import JsonFileError, read_json
from game.core.names import name_problem
from game.core.protocol import Event, Frozen, IllegalAction, Result, Rules, Transition
from game.core.record import Record
from game.core.rng import DecisionStreams, Rng
from game.core.validation import first_error
from game.core.words import N_, Complaint, Move, WordedError

# A match of no game in particular (the shell's, the simulator's) is `Match`: every type argument Any.
S = TypeVar("S", bound=BaseModel | Record, default=Any)
A = TypeVar("A", bound=BaseModel, default=Any)
V = TypeVar("V", bound=BaseModel, default=Any)

SAVE_FORMAT = 1
MAX_SAVE_BYTES = 8 * 1024 * 1024


class LoadError(WordedError):
    """A save file that cannot be loaded: unreadable, not ours, too large, or not replayable (a worded error: the
    app says it in the player's language)."""


class SeatSpec(Frozen):
    """Who sits in a seat: a human with a name, or a bot with a level."""

    kind: Literal["human", "bot"] = "human"
    name: str = Field(default="Player", min_length=1, max_length=40)
    level: str | None = None

    @field_validator("name")
    @classmethod
    def _drawable_name(cls, name: str) -> str:
        problem = name_problem(name)
        if problem is not None:
            raise ValueError(problem)
        return name

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


class LoggedAction(Frozen):
    player: int
    action: dict[str, Any]


class SeatChange(Frozen):
    """A seat handed to a bot or a person mid-game: after the first `at` actions, seat `seat` is `spec`'s (the
    log names the seat as it was when each line happened)."""

    at: int = Field(ge=0)
    seat: int = Field(ge=0)
    spec: SeatSpec


class MatchRecord(Frozen):
    """The save file: everything needed to replay a match exactly.

    `seats` are the seats at the start; `seat_changes` the hand-overs since, in the order they were made (left
    out of the file when there were none, so such a save reads as it always did). `seats_now` is who sits where
    after all of them."""

    format: int = SAVE_FORMAT
    game: str
    rules_version: str
    options: dict[str, Any]
    seats: tuple[SeatSpec, ...]
    seed: int
    actions: tuple[LoggedAction, ...] = ()
    seat_changes: tuple[SeatChange, ...] = ()

    @model_serializer(mode="wrap")
    def _without_empty_changes(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        if not self.seat_changes:
            data.pop("seat_changes", None)
        return data

    @property
    def seats_now(self) -> tuple[SeatSpec, ...]:
        """The seats after every hand-over: who plays the game as it stands."""
        return seats_after(self.seats, self.seat_changes, len(self.actions))


def seats_after(start: Sequence[SeatSpec], changes: Sequence[SeatChange], actions: int) -> tuple[SeatSpec, ...]:
    """The seats `start` after the first `actions` actions: every hand-over made by then applied."""
    seats = list(start)
    for change in changes:
        if change.at > actions:
            break
        seats[change.seat] = change.spec
    return tuple(seats)


def seats_at_event(log: EventLog, start: Sequence[SeatSpec], changes: Sequence[SeatChange], viewer: int | None,
                   index: int, counts: dict[tuple[int | None, int], int] | None = None) -> tuple[SeatSpec, ...]:
    """The seats when the `index`-th event `viewer` saw in `log` happened (a hand-over after `at` actions holds
    from transition `at + 1`, the next action's). `counts`: a cache of `log.count_seen` for transitions the
    log holds (the caller forgets it when the log is cut)."""
    seats = list(start)
    for change in changes:
        first = change.at + 1  # the transition the new seat's time begins with
        if first >= len(log):
            break  # not logged yet: every event the viewer saw came before it
        key = (viewer, first)
        seen = counts.get(key) if counts is not None else None
        if seen is None:
            seen = log.count_seen(viewer, first)
            if counts is not None:
                counts[key] = seen
        if seen > index:
            break
        seats[change.seat] = change.spec
    return tuple(seats)


class Match(Generic[S, A, V]):
    """One game in progress. Every change goes through `submit`, which validates before it applies.

    Generic in the game's state, action and view types, which it takes from its `Rules`: a DēmoS match's
    `view()` is a `DemosView` and its `legal_actions()` are DēmoS actions, to mypy as at run time.
    """

    def __init__(
        self,
        rules: Rules[S, A, V, Any],
        options: Mapping[str, Any] | BaseModel | None,
        seats: Sequence[SeatSpec],
        seed: int,
        *,
        keep_positions: bool = True,
    ) -> None:
        """`keep_positions=False`: nobody will take a move back or step through the game's positions (the
        simulator, a tournament), so the position before each action is not kept: undo is never offered,
        `states()` refuses, and each position is freed as soon as the next one is made."""
        self.rules = rules
        self.options = rules.parse_options(options)
        self.seats: list[SeatSpec] = list(seats)
        self._start_seats: tuple[SeatSpec, ...] = tuple(seats)
        self.seat_changes: list[SeatChange] = []
        """Every seat handed over since the start, in order (`replace_seat`)."""
        self._seen_counts: dict[tuple[int | None, int], int] = {}
        rules.check_player_count(self.options, len(self.seats))
        self.seed = seed
        self._state = rules.new_game(self.options, len(self.seats), seed)
        self.actions: list[tuple[int, A]] = []
        self._snapshots: list[S] = []  # state before each action, for undo
        self._keeps_positions = keep_positions
        self._commit_floor = 0  # actions before this index may never be undone
        self._events = EventLog(rules.initial_events(self.state))
        self._bot_streams = DecisionStreams(seed, "bot")
        self._forget_position()

    def _forget_position(self) -> None:
        """The state changed: what the rules said about the old one (who acts, what they may do, whether the
        game is over) no longer holds. A bot loop asks each several times per action, the rules once."""
        self._legal_cache: dict[int, list[A]] = {}
        self._active: tuple[int, ...] | None = None
        self._result: Result | None = None
        self._result_known = False

    # -- reading --------------------------------------------------------------------------------
    @property
    def state(self) -> S:
        return self._state

    @state.setter
    def state(self, state: S) -> None:
        """A hand-built position (tests, tools): what was known about the previous one is forgotten."""
        self._state = state
        self._forget_position()

    @property
    def num_players(self) -> int:
        return len(self.seats)

    def active_players(self) -> tuple[int, ...]:
        active = self._active
        if active is None:
            active = self._active = self.rules.active_players(self._state)
        return active

    def legal_actions(self, player: int) -> list[A]:
        cached = self._legal_cache.get(player)
        if cached is None:
            cached = self.rules.legal_actions(self._state, player)
            self._legal_cache[player] = cached
        return cached

    def preview(self, player: int, action: A) -> Transition:
        """What `player`'s legal `action` would do now (its state and events), without doing it: nothing
        about the match changes. An action that is not legal now is refused as `submit` refuses it."""
        if player not in self.active_players() or action not in self.legal_actions(player):
            raise IllegalAction(N_("{move} is not a legal action of seat {seat} now."),
                                move=Move(self.rules.describe_action(action)), seat=player)
        return self.rules.apply(self.state, player, action)

    def legal_after(self, player: int, action: A, after: S | None = None) -> list[A]:
        """What `player` may do next if it made the legal `action` now and is still the one asked ([] when
        someone else would be): a two-step gesture (take a die, then place it) asks the rules instead of
        predicting. `after`: the state the action leads to, when the caller previewed it already. Nothing
        about the match changes."""
        if after is None:
            after = self.preview(player, action).state
        return self.rules.legal_actions(after, player) if player in self.rules.active_players(after) else []

    def view(self, viewer: int | None) -> V:
        return self.rules.view(self.state, viewer)

    def result(self) -> Result | None:
        if not self._result_known:
            self._result = self.rules.result(self._state)
            self._result_known = True
        return self._result

    @property
    def is_over(self) -> bool:
        return self.result() is not None

    # -- changing -------------------------------------------------------------------------------
    def submit(self, player: int, action: A | Mapping[str, Any]) -> tuple[Event, ...]:
        """Validate and apply one action. Anything refused is an IllegalAction, and then nothing has changed."""
        if (self._result if self._result_known else self.result()) is not None:
            raise IllegalAction(N_("The game is over; no more actions can be taken."))
        # JSON and callers may hand over anything (a bool is an int to isinstance, never a seat).
        if type(player) is not int and (isinstance(player, bool) or not isinstance(player, int)):
            given = f"{player!r:.40}"
            if self.num_players == 1:
                raise IllegalAction(N_("A seat is a whole number (0 in this game), not {given}."), given=given)
            raise IllegalAction(N_("A seat is a whole number (0 to {last} in this game), not {given}."),
                                last=self.num_players - 1, given=given)
        if not 0 <= player < len(self.seats):
            raise IllegalAction(N_("There is no seat {seat} in this game."), seat=player)
        if player not in (self._active or self.active_players()):
            raise IllegalAction(N_("It is not {name}'s turn to act."), name=self.seats[player].name)
        legal = self._legal_cache.get(player)
        if legal is None:
            legal = self.legal_actions(player)
        # Bots hand back one of the very objects in `legal`: an identity check spares parsing and comparing.
        for candidate in legal:
            if candidate is action:
                parsed = action
                break
        else:
            parsed = parse_submitted(self.rules, action)
            if parsed not in legal:
                raise IllegalAction(N_("{move} is not allowed now ({count} legal action(s) for {name})."),
                                    move=Move(self.rules.describe_action(parsed)), count=len(legal),
                                    name=self.seats[player].name)
        transition = self.rules.apply(self._state, player, parsed)
        if self._keeps_positions:
            self._snapshots.append(self._state)
        self.actions.append((player, parsed))
        self._state = transition.state
        # What was known about the old position no longer holds (`_forget_position`, written out: every
        # action comes here).
        self._legal_cache = {}
        self._active = None
        self._result_known = False
        events = transition.events
        self._events.append(events)
        if transition.commit:
            self._commit_floor = len(self.actions)
        return events

    def events_seen_by(self, viewer: int | None) -> list[Event]:
        """Every event of the game so far, set-up included, as `viewer` saw it (None: the public view).

        Kept as the actions are applied (and taken back), so a table can word a whole log for whoever sits at
        the screen after a hot-seat hand-off, a load or a replay step without replaying the game. The events
        are shared between calls: read them, never change them.
        """
        return self._events.seen_by(viewer)

    def last_move_events(self, viewer: int | None) -> list[Event]:
        """The events of the latest action as `viewer` saw them ([] before the first): what a take-back
        would undo, in the log's own terms."""
        if not self.actions:
            return []
        return self._events.seen_from(viewer, len(self._events) - 1)

    @property
    def event_log(self) -> EventLog:
        """The raw events of every transition, set-up first: redact with `seen_by` before showing any."""
        return self._events

    def states(self) -> list[S]:
        """The state after each number of actions, from the set-up (0) to now: a replay's positions."""
        if not self._keeps_positions:
            raise ValueError("This match keeps no earlier positions (it was made with keep_positions=False).")
        return [*self._snapshots, self.state]

    def bot_rng(self) -> Rng:
        """Randomness for a bot's next decision: derived from the seed and the move number, so a bot game
        is reproducible and a loaded game continues exactly as the uninterrupted one would."""
        return self._bot_streams.rng(len(self.actions))

    def can_undo(self, player: int | None = None) -> bool:
        """True when the last action may be taken back (by `player`, if given: only one's own action)."""
        if len(self.actions) <= self._commit_floor or not self._keeps_positions:
            return False
        return player is None or self.actions[-1][0] == player

    def undo(self, player: int | None = None) -> None:
        if not self.can_undo(player):
            raise IllegalAction(N_("Nothing can be undone: the last action revealed something or drew at random."))
        self.state = self._snapshots.pop()  # forgets what was known about the undone position
        self.actions.pop()
        self._events.pop()
        self._seen_counts.clear()
        done = len(self.actions)
        # a hand-over after the move taken back still holds: from now on
        self.seat_changes = [c if c.at <= done else c.model_copy(update={"at": done}) for c in self.seat_changes]

    def replace_seat(self, index: int, seat: SeatSpec) -> None:
        """Hand a seat to a bot or a human mid-game; the rules state is untouched. The match remembers when
        (`seat_changes`, `seats_at`): the log names the seat as it was when each line happened."""
        if type(index) is not int or not 0 <= index < len(self.seats):
            raise IndexError(f"There is no seat {index!r} in this game.")
        if seat == self.seats[index]:
            return
        self.seats[index] = seat
        self.seat_changes.append(SeatChange(at=len(self.actions), seat=index, spec=seat))

    def seats_at(self, actions: int) -> tuple[SeatSpec, ...]:
        """The seats as they were after the first `actions` actions (every hand-over made by then)."""
        if not 0 <= actions <= len(self.actions):
            raise ValueError(f"This game has had {len(self.actions)} actions, not {actions}.")
        return seats_after(self._start_seats, self.seat_changes, actions)

    def seats_at_event(self, viewer: int | None, index: int) -> Sequence[SeatSpec]:
        """The seats when the `index`-th event of `events_seen_by(viewer)` happened: a log line names a seat
        handed over later as it was then ("Alice" before, "Alice (bot)" after)."""
        if not self.seat_changes:
            return self.seats
        return seats_at_event(self._events, self._start_seats, self.seat_changes, viewer, index, self._seen_counts)

    # -- persistence ----------------------------------------------------------------------------
    def record(self) -> MatchRecord:
        return MatchRecord(
            game=self.rules.game_id,
            rules_version=self.rules.rules_version,
            options=self.options.model_dump(mode="json"),
            seats=self._start_seats,
            seed=self.seed,
            actions=tuple(
                LoggedAction(player=p, action=self.rules.dump_action(a)) for p, a in self.actions
            ),
            seat_changes=tuple(self.seat_changes),
        )

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record atomically: a crash mid-write never leaves a half-written save."""
        write_atomic(Path(path), self.record().model_dump_json(indent=1))

    @classmethod
    def from_record(cls, record: MatchRecord, upto: int | None = None) -> Match[Any, Any, Any]:
        """Rebuild a match by replaying its actions (the first `upto` of them, if given)."""
        from game.core.registry import get_game

        try:
            info = get_game(record.game)
        except KeyError as exc:
            # str(KeyError) would wrap the sentence in quotes; a worded one is said in the app's language
            template, names = getattr(exc, "template", exc.args[0]), getattr(exc, "names", {})
            raise LoadError(template, **names) from None
        if record.rules_version != info.rules.rules_version:
            if record.rules_version.strip():
                raise LoadError(N_("This save was made with {game} rules version {saved}; this Hustings plays "
                                   "version {played}."), game=info.title, saved=record.rules_version,
                                played=info.rules.rules_version)
            raise LoadError(N_("This save was made with {game} no rules version; this Hustings plays version "
                               "{played}."), game=info.title, played=info.rules.rules_version)
        try:
            match = cls(info.rules, record.options, record.seats, record.seed)
        except ValidationError as exc:
            raise LoadError(N_("The save's options are not valid: {problem}"), problem=first_error(exc)) from None
        except ValueError as exc:
            raise LoadError(N_("The save's set-up is not valid: {problem}"), problem=exc) from None
        _check_seat_changes(record)
        actions = record.actions if upto is None else record.actions[:upto]
        changes = list(record.seat_changes)
        for n, logged in enumerate(actions, start=1):
            while changes and changes[0].at < n:
                change = changes.pop(0)
                match.replace_seat(change.seat, change.spec)
            try:
                match.submit(logged.player, logged.action)
            except IllegalAction as exc:  # submit refuses every bad action with IllegalAction, and only so
                raise LoadError(N_("Action {number} of the save cannot be replayed: {problem}"), number=n,
                                problem=exc) from None
        for change in changes:
            if change.at <= len(actions):
                match.replace_seat(change.seat, change.spec)
        return match

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match[Any, Any, Any]:
        return cls.from_record(read_record(path))


def _check_seat_changes(record: MatchRecord) -> None:
    """A hand-over after the save's last action, of a seat the game lacks, or listed before an earlier one is
    damage: a LoadError in one line."""
    last = 0
    for number, change in enumerate(record.seat_changes, start=1):
        if change.at > len(record.actions):
            raise LoadError(N_("Seat change {number} of the save comes after action {at}; the save ends after "
                               "action {count}."), number=number, at=change.at, count=len(record.actions))
        if change.seat >= len(record.seats):
            raise LoadError(N_("Seat change {number} of the save is for seat {seat}; the game has seats 0 to "
                               "{last}."), number=number, seat=change.seat, last=len(record.seats) - 1)
        if change.at < last:
            raise LoadError(N_("Seat change {number} of the save (after action {at}) is listed after one made "
                               "later (after action {later})."), number=number, at=change.at, later=last)
        last = change.at


def read_record(path: str | os.PathLike[str]) -> MatchRecord:
    """Read and validate a save file without replaying it; anything wrong with it is a LoadError."""
    target = Path(path)
    try:
        raw = read_json(target, max_bytes=MAX_SAVE_BYTES)
    except JsonFileError as exc:
        raise LoadError(N_("{file} could not be read as a Hustings save: {problem}"), file=target.name,
                        problem=exc) from None
    if isinstance(raw, dict) and isinstance(raw.get("format"), int) and raw["format"] != SAVE_FORMAT:
        raise LoadError(N_("{file} uses save format {found}; expected {expected}."), file=target.name,
                        found=raw["format"], expected=SAVE_FORMAT)
    try:
        # Strict, as JSON: a seed of 42.0 or a seat of "0" is damage, not something to round or convert.
        record = MatchRecord.model_validate_json(json.dumps(raw), strict=True)
    except ValidationError as exc:
        raise LoadError(N_("{file} is not a valid Hustings save: {problem}"), file=target.name,
                        problem=first_error(exc)) from None
    if record.format != SAVE_FORMAT:
        raise LoadError(N_("{file} uses save format {found}; expected {expected}."), file=target.name,
                        found=record.format, expected=SAVE_FORMAT)
    return record


def parse_submitted(rules: Rules[Any, Any, Any, Any], action: Any) -> Any:
    """`action` as one of this game's own action models, or an IllegalAction that says why it is not one.

    `Rules.parse_action` trusts any model object, so another game's action would reach this game's rules;
    a model is therefore checked against the game's own action types as well.
    """
    if not isinstance(action, Mapping | BaseModel):
        if action is None:
            raise IllegalAction(N_("That is not a valid action: an action has a kind and its fields, not nothing."))
        raise IllegalAction(N_("That is not a valid action: an action has a kind and its fields, not a {type}."),
                            type=type(action).__name__)
    try:
        if isinstance(action, BaseModel):
            return rules.action_adapter.validate_python(action)
        return rules.parse_action(action)
    except ValidationError as exc:
        error = exc.errors()[0]
        if isinstance(action, BaseModel) and error["type"] in ("union_tag_invalid", "model_type",
                                                               "model_attributes_type"):
            raise IllegalAction(N_("That is not a valid action: {type} is not a {game} action."),
                                type=type(action).__name__, game=rules.title) from None
        if error["type"] == "union_tag_invalid":
            tag = str(error.get("ctx", {}).get("tag", ""))
            raise IllegalAction(N_("That is not a valid action: {game} has no action {tag}."), game=rules.title,
                                tag=f"{tag!r:.40}") from None
        if error["type"] == "union_tag_not_found":
            raise IllegalAction(N_("That is not a valid action: it does not say which kind of action it is.")) from None
        where = ".".join(str(part) for part in error["loc"][1:])  # loc[0] is the action's kind
        detail = f"{where}: {error['msg']}" if where else str(error["msg"])
        context = dict(error.get("ctx") or {})
        cause = context.pop("error", None)
        complaint = Complaint(detail, where, str(error["type"]), context,
                              cause if isinstance(cause, BaseException) else None, placed=bool(where))
        raise IllegalAction(N_("That is not a valid action: {problem}"), problem=complaint) from None
