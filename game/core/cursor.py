"""A saved game read at any step without replaying it again: `MatchTimeline` replays a record once and keeps
the state after every action and the events of every transition; `MatchCursor` is that game positioned at
one step, with the read surface a table uses (`ReadableMatch`).

Privacy lives here too: while the recorded game is not over, a seat's hand is still in play, so a cursor
shows the public view only. Seat views open once the record reaches the end of the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from pydantic import BaseModel
from typing_extensions import TypeVar  # with a default (PEP 696)

from game.core.eventlog import EventLog
from game.core.match import Match, MatchRecord, SeatChange, SeatSpec, seats_after, seats_at_event
from game.core.protocol import Event, Result, Rules


class HiddenInformation(PermissionError):
    """A seat's view of a game that is still being played, asked for outside the game's privacy screens."""


# A table of no game in particular reads `ReadableMatch`: both type arguments Any.
A_co = TypeVar("A_co", bound=BaseModel, covariant=True, default=Any)
V_co = TypeVar("V_co", bound=BaseModel, covariant=True, default=Any)


class ReadableMatch(Protocol[A_co, V_co]):
    """What a table reads from the match it shows: a `Match` being played, a `MatchCursor` in a replay, and a
    match held elsewhere (a server) can each stand behind it. It names no state: a table reads views, the
    events each seat saw and the actions' public words, never the position itself.
    """

    @property
    def rules(self) -> Rules[Any, Any, Any, Any]: ...
    @property
    def options(self) -> Any: ...
    @property
    def seats(self) -> Sequence[SeatSpec]: ...
    def seats_at_event(self, viewer: int | None, index: int) -> Sequence[SeatSpec]:
        """The seats when the `index`-th event of `events_seen_by(viewer)` happened (a seat handed over since
        is named in the log as it was then)."""
        ...
    @property
    def actions(self) -> Sequence[tuple[int, A_co]]: ...
    @property
    def num_players(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    def view(self, viewer: int | None) -> V_co: ...
    def events_seen_by(self, viewer: int | None) -> list[Event]: ...
    def last_move_events(self, viewer: int | None) -> list[Event]: ...
    def result(self) -> Result | None: ...
    def active_players(self) -> tuple[int, ...]: ...
    def can_undo(self, player: int | None = None) -> bool: ...
    def record(self) -> MatchRecord: ...


class MatchTimeline:
    """Every position of a recorded game, from the set-up (step 0) to the last recorded action."""

    def __init__(self, record: MatchRecord, match: Match[Any, Any, Any]) -> None:
        """`match`: the record replayed to its end (use `from_record`, which validates every action)."""
        self.record = record
        self.rules: Rules[Any, Any, Any, Any] = match.rules
        self.options = match.options
        self.seats: tuple[SeatSpec, ...] = tuple(match.seats)
        """The seats at the end of the record (`seats_at` for an earlier step)."""
        self._start_seats: tuple[SeatSpec, ...] = match.seats_at(0)
        self.seat_changes: tuple[SeatChange, ...] = tuple(match.seat_changes)
        self._seen_counts: dict[tuple[int | None, int], int] = {}
        self.seed = match.seed
        self.actions: tuple[tuple[int, BaseModel], ...] = tuple(match.actions)
        self.states: tuple[Any, ...] = tuple(match.states())
        self.events: EventLog = match.event_log
        self.is_finished = match.is_over
        """Seat views open only then: before the end, a seat's view shows a hand still in play."""
        self._views: dict[tuple[int, int | None], Any] = {}

    @classmethod
    def from_record(cls, record: MatchRecord) -> MatchTimeline:
        """Replay the record once (LoadError when it cannot be replayed, as for `Match.from_record`)."""
        return cls(record, Match.from_record(record))

    @property
    def total(self) -> int:
        """The number of recorded actions: the last step."""
        return len(self.actions)

    def seats_at(self, step: int) -> tuple[SeatSpec, ...]:
        """The seats after the first `step` actions (every hand-over made by then)."""
        return seats_after(self._start_seats, self.seat_changes, step)

    def seats_at_event(self, viewer: int | None, index: int) -> tuple[SeatSpec, ...]:
        """The seats when the `index`-th event `viewer` saw happened."""
        if not self.seat_changes:
            return self.seats
        return seats_at_event(self.events, self._start_seats, self.seat_changes, viewer, index, self._seen_counts)

    def at(self, step: int) -> MatchCursor:
        """The game after its first `step` actions."""
        if not 0 <= step <= self.total:
            raise ValueError(f"This game has steps 0 to {self.total}, not {step}.")
        return MatchCursor(self, step)

    def check_viewer(self, viewer: int | None) -> None:
        """Refuse a seat's view of an unfinished game, and seats the game does not have."""
        if viewer is None:
            return
        if not 0 <= viewer < len(self.seats):
            raise ValueError(f"There is no seat {viewer} in this game.")
        if not self.is_finished:
            raise HiddenInformation(
                f"This {self.rules.title} game is not over: it can be watched in the public view only "
                f"(seat {viewer + 1}'s view opens once the game has ended)."
            )

    def view(self, step: int, viewer: int | None) -> Any:
        """The view at `step` for `viewer`, made once and kept (a replay comes back to the same steps)."""
        self.check_viewer(viewer)
        key = (step, viewer)
        view = self._views.get(key)
        if view is None:
            view = self._views[key] = self.rules.view(self.states[step], viewer)
        return view


class MatchCursor:
    """A recorded game positioned at one step: read-only, for the replay viewer's table."""

    def __init__(self, timeline: MatchTimeline, step: int) -> None:
        self.timeline = timeline
        self.step = step
        self.actions: tuple[tuple[int, BaseModel], ...] = timeline.actions[:step]
        self.state: Any = timeline.states[step]

    @property
    def rules(self) -> Rules[Any, Any, Any, Any]:
        return self.timeline.rules

    @property
    def options(self) -> Any:
        return self.timeline.options

    @property
    def seats(self) -> tuple[SeatSpec, ...]:
        """The seats at this step: a seat handed over later is still its earlier holder's."""
        return self.timeline.seats_at(self.step)

    def seats_at_event(self, viewer: int | None, index: int) -> tuple[SeatSpec, ...]:
        return self.timeline.seats_at_event(viewer, index)

    @property
    def seed(self) -> int:
        return self.timeline.seed

    @property
    def num_players(self) -> int:
        return len(self.timeline.seats)

    def view(self, viewer: int | None) -> Any:
        return self.timeline.view(self.step, viewer)

    def events_seen_by(self, viewer: int | None) -> list[Event]:
        """The events up to this step as `viewer` saw them (shared objects: read them, never change them)."""
        self.timeline.check_viewer(viewer)
        return self.timeline.events.seen_by(viewer, self.step + 1)

    def last_move_events(self, viewer: int | None) -> list[Event]:
        """The events of the action that led to this step, as `viewer` saw them ([] at the set-up)."""
        if self.step == 0:
            return []
        self.timeline.check_viewer(viewer)
        events = self.timeline.events
        return events.seen_by(viewer, self.step + 1)[len(events.seen_by(viewer, self.step)):]

    def result(self) -> Result | None:
        return self.rules.result(self.state)

    @property
    def is_over(self) -> bool:
        return self.result() is not None

    def active_players(self) -> tuple[int, ...]:
        return self.rules.active_players(self.state)

    def can_undo(self, player: int | None = None) -> bool:
        """Never: a replay shows the game as it was played."""
        return False

    def record(self) -> MatchRecord:
        """The record as far as this step."""
        record = self.timeline.record
        return record.model_copy(update={"actions": record.actions[:self.step],
                                         "seat_changes": tuple(c for c in record.seat_changes if c.at <= self.step)})
