"""A Match owns one game in progress: validate -> apply -> log; undo up to the last commit point; save/load.

A match is fully reproducible from its record (game, rules version, options, seats, seed, actions): loading
replays the actions through the rules, so a save file never has to trust a serialised state.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from game.core.files import write_atomic
from game.core.protocol import Event, Frozen, IllegalAction, Result, Rules
from game.core.rng import Rng, seed_state

SAVE_FORMAT = 1
MAX_SAVE_BYTES = 8 * 1024 * 1024


class LoadError(ValueError):
    """A save file that cannot be loaded: unreadable, not ours, too large, or not replayable."""


class SeatSpec(Frozen):
    """Who sits in a seat: a human with a name, or a bot with a level."""

    kind: Literal["human", "bot"] = "human"
    name: str = Field(default="Player", min_length=1, max_length=40)
    level: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


class LoggedAction(Frozen):
    player: int
    action: dict[str, Any]


class MatchRecord(Frozen):
    """The save file: everything needed to replay a match exactly."""

    format: int = SAVE_FORMAT
    game: str
    rules_version: str
    options: dict[str, Any]
    seats: tuple[SeatSpec, ...]
    seed: int
    actions: tuple[LoggedAction, ...] = ()


class Match:
    """One game in progress. Every change goes through `submit`, which validates before it applies."""

    def __init__(
        self,
        rules: Rules[Any, Any, Any, Any],
        options: Mapping[str, Any] | BaseModel | None,
        seats: Sequence[SeatSpec],
        seed: int,
    ) -> None:
        self.rules = rules
        self.options = rules.parse_options(options)
        self.seats: list[SeatSpec] = list(seats)
        rules.check_player_count(self.options, len(self.seats))
        self.seed = seed
        self.state = rules.new_game(self.options, len(self.seats), seed)
        self.actions: list[tuple[int, BaseModel]] = []
        self._snapshots: list[Any] = []  # state before each action, for undo
        self._commit_floor = 0  # actions before this index may never be undone
        self._legal_cache: dict[int, list[Any]] = {}

    # -- reading --------------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.seats)

    def active_players(self) -> tuple[int, ...]:
        return self.rules.active_players(self.state)

    def legal_actions(self, player: int) -> list[Any]:
        cached = self._legal_cache.get(player)
        if cached is None:
            cached = self.rules.legal_actions(self.state, player)
            self._legal_cache[player] = cached
        return cached

    def view(self, viewer: int | None) -> Any:
        return self.rules.view(self.state, viewer)

    def result(self) -> Result | None:
        return self.rules.result(self.state)

    @property
    def is_over(self) -> bool:
        return self.result() is not None

    # -- changing -------------------------------------------------------------------------------
    def submit(self, player: int, action: Any) -> tuple[Event, ...]:
        """Validate and apply one action. On IllegalAction nothing about the match has changed."""
        if self.result() is not None:
            raise IllegalAction("The game is over; no more actions can be taken.")
        if not 0 <= player < self.num_players:
            raise IllegalAction(f"There is no seat {player} in this game.")
        if player not in self.active_players():
            raise IllegalAction(f"It is not {self.seats[player].name}'s turn to act.")
        try:
            parsed = self.rules.parse_action(action)
        except ValidationError as exc:
            raise IllegalAction(f"That is not a valid action: {exc.errors()[0]['msg']}") from None
        legal = self.legal_actions(player)
        # Bots hand back one of the very objects in `legal`: an identity check spares the field comparisons.
        if not any(a is parsed for a in legal) and parsed not in legal:
            raise IllegalAction(
                f"{self.rules.describe_action(parsed)} is not allowed now "
                f"({len(legal)} legal action(s) for {self.seats[player].name})."
            )
        transition = self.rules.apply(self.state, player, parsed)
        self._snapshots.append(self.state)
        self.actions.append((player, parsed))
        self.state = transition.state
        self._legal_cache = {}
        if transition.commit:
            self._commit_floor = len(self.actions)
        return transition.events

    def events_seen_by(self, viewer: int | None) -> list[Event]:
        """Every event of the game so far, set-up included, as `viewer` saw it (None: the public view).

        Rebuilt by replaying the actions, so a table can word a whole log for whoever sits at the screen
        after a hot-seat hand-off, a load or a replay step, without keeping anyone's private lines.
        """
        rules = self.rules
        state = rules.new_game(self.options, self.num_players, self.seed)
        raw = list(rules.initial_events(state))
        for seat, action in self.actions:
            transition = rules.apply(state, seat, action)
            state = transition.state
            raw.extend(transition.events)
        return [seen for event in raw if (seen := event.for_viewer(viewer)) is not None]

    def bot_rng(self) -> Rng:
        """Randomness for a bot's next decision: derived from the seed and the move number, so a bot game
        is reproducible and a loaded game continues exactly as the uninterrupted one would."""
        return Rng(seed_state(self.seed, f"bot:{len(self.actions)}"))

    def can_undo(self, player: int | None = None) -> bool:
        """True when the last action may be taken back (by `player`, if given: only one's own action)."""
        if len(self.actions) <= self._commit_floor:
            return False
        return player is None or self.actions[-1][0] == player

    def undo(self, player: int | None = None) -> None:
        if not self.can_undo(player):
            raise IllegalAction("Nothing can be undone: the last action revealed something or drew at random.")
        self.state = self._snapshots.pop()
        self.actions.pop()
        self._legal_cache = {}

    def replace_seat(self, index: int, seat: SeatSpec) -> None:
        """Hand a seat to a bot or a human mid-game; the rules state is untouched."""
        self.seats[index] = seat

    # -- persistence ----------------------------------------------------------------------------
    def record(self) -> MatchRecord:
        return MatchRecord(
            game=self.rules.game_id,
            rules_version=self.rules.rules_version,
            options=self.options.model_dump(mode="json"),
            seats=tuple(self.seats),
            seed=self.seed,
            actions=tuple(
                LoggedAction(player=p, action=self.rules.dump_action(a)) for p, a in self.actions
            ),
        )

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record atomically: a crash mid-write never leaves a half-written save."""
        write_atomic(Path(path), self.record().model_dump_json(indent=1))

    @classmethod
    def from_record(cls, record: MatchRecord, upto: int | None = None) -> Match:
        """Rebuild a match by replaying its actions (the first `upto` of them, if given)."""
        from game.core.registry import get_game

        try:
            info = get_game(record.game)
        except KeyError as exc:
            raise LoadError(str(exc)) from None
        if record.rules_version != info.rules.rules_version:
            raise LoadError(
                f"This save was made with {info.title} rules version {record.rules_version}; "
                f"this Hustings plays version {info.rules.rules_version}."
            )
        try:
            match = cls(info.rules, record.options, record.seats, record.seed)
        except (ValidationError, ValueError) as exc:
            raise LoadError(f"The save's set-up is not valid: {exc}") from None
        actions = record.actions if upto is None else record.actions[:upto]
        for n, logged in enumerate(actions, start=1):
            try:
                match.submit(logged.player, logged.action)
            except IllegalAction as exc:
                raise LoadError(f"Action {n} of the save cannot be replayed: {exc}") from None
        return match

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match:
        return cls.from_record(read_record(path))


def read_record(path: str | os.PathLike[str]) -> MatchRecord:
    """Read and validate a save file without replaying it."""
    target = Path(path)
    try:
        size = target.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise LoadError(f"{target.name} is too large to be a Hustings save ({size} bytes).")
        raw = json.loads(target.read_text(encoding="utf-8"))
    except LoadError:
        raise
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise LoadError(f"{target.name} could not be read as a Hustings save: {exc}") from None
    try:
        record = MatchRecord.model_validate(raw)
    except ValidationError as exc:
        raise LoadError(f"{target.name} is not a valid Hustings save: {exc.errors()[0]['msg']}") from None
    if record.format != SAVE_FORMAT:
        raise LoadError(f"{target.name} uses save format {record.format}; expected {SAVE_FORMAT}.")
    return record
