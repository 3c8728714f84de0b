"""A match's events as they happened: the raw events of every transition (the set-up's first), and each
viewer's redacted copy, kept as actions are applied and taken back.

A log for any seat after a hot-seat hand-off, a load or a replay step is then a lookup, not a replay of the
whole game. Redacted copies are made once per viewer and handed out again on every call, so callers must
treat the returned events as read-only (they are frozen models) and may compare lists of them cheaply.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.protocol import Event


class EventLog:
    """Transition 0 is the set-up (`Rules.initial_events`); transition k is what the k-th action produced."""

    def __init__(self, initial: Iterable[Event]) -> None:
        self._raw: list[tuple[Event, ...]] = [tuple(initial)]
        self._seen: dict[int | None, list[tuple[Event, ...]]] = {}

    def __len__(self) -> int:
        """How many transitions are logged, the set-up included (one more than the actions applied)."""
        return len(self._raw)

    def append(self, events: Iterable[Event]) -> None:
        """Log the events of one more applied action."""
        self._raw.append(events if events.__class__ is tuple else tuple(events))

    def pop(self) -> None:
        """Forget the last action's events (it was undone), with every viewer's copy of them."""
        if len(self._raw) == 1:
            raise IndexError("No action is logged: the set-up's events cannot be taken back.")
        self._raw.pop()
        for seen in self._seen.values():
            del seen[len(self._raw):]

    def seen_by(self, viewer: int | None, transitions: int | None = None) -> list[Event]:
        """The events of the first `transitions` transitions (all of them by default) as `viewer` saw them:
        a seat sees what its audience allows, None sees the public view; events hidden from it are left out."""
        upto = len(self._raw) if transitions is None else transitions
        if not 1 <= upto <= len(self._raw):
            raise ValueError(f"The log holds {len(self._raw)} transitions (set-up included), not {upto}.")
        seen = self._redacted(viewer, upto)
        return [event for events in seen[:upto] for event in events]

    def seen_from(self, viewer: int | None, transition: int) -> list[Event]:
        """The events of the transitions from `transition` on as `viewer` saw them: what a reader who holds
        the first `transition` transitions is missing (its cost is the tail's, not the whole log's)."""
        seen = self._redacted(viewer, len(self._raw))
        return [event for events in seen[transition:] for event in events]

    def count_seen(self, viewer: int | None, transitions: int) -> int:
        """How many events `viewer` saw in the first `transitions` transitions."""
        return sum(len(events) for events in self._redacted(viewer, len(self._raw))[:transitions])

    def _redacted(self, viewer: int | None, upto: int) -> list[tuple[Event, ...]]:
        """`viewer`'s copy of each transition's events, made up to transition `upto` (kept for next time)."""
        seen = self._seen.setdefault(viewer, [])
        for events in self._raw[len(seen):upto]:
            seen.append(tuple(shown for event in events if (shown := event.for_viewer(viewer)) is not None))
        return seen
