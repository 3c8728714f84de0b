"""The ministries the rules placed without asking (§ 5.3, § 5.6: a ministry with one task it may take goes onto
it), told apart from the tasks their holders chose, so the log and the pass screen say the rules did it.

The rules emit the same `task_covered` for both. A decision is one action, and the cover it makes is the first
`task_covered` of its transition; every other ministry's cover in a transition was the rules' (the Chancellery
is always asked). So the record tells them apart: this reads the match's transitions and the actions that made
them, never the rules' options again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.eventlog import EventLog
from game.core.protocol import Event
from game.dindex.state import CoverTask

Record = tuple[EventLog | None, Sequence[tuple[int, Any]]]
"""The match's event log (None: the match keeps none) and its actions, transition k made by action k - 1."""


class ForcedCovers:
    """`forced(event)`: the `task_covered` event is a ministry the rules placed. Events are known by identity
    (a public event is the same object in every viewer's copy of the log); the transitions are read again only
    when the actions change, and from the start only after an undo."""

    def __init__(self, record: Callable[[], Record]) -> None:
        self.record = record
        self._read: list[tuple[int, Any]] = []
        """The actions whose transitions have been read (their tuples, to notice an undo and a new move)."""
        self._forced: dict[int, Event] = {}
        """id → event of every forced cover read (the event is kept, so its id is never another's)."""

    def __call__(self, event: Event) -> bool:
        if event.type != "task_covered":
            return False
        self._catch_up()
        return self._forced.get(id(event)) is event

    def _catch_up(self) -> None:
        log, actions = self.record()
        if log is None:
            return
        read = self._read
        if len(read) > len(actions) or (read and read[-1] is not actions[len(read) - 1]):
            self._read, self._forced = [], {}  # moves were taken back (and others made): read the game again
            read = self._read
        upto = min(len(log), len(actions) + 1)  # a replay's log may hold more transitions than its step
        if len(read) + 1 >= upto:
            return
        before = len(log.seen_by(None, len(read) + 1))
        for transition in range(len(read) + 1, upto):
            seen = log.seen_by(None, transition + 1)
            action = actions[transition - 1][1]
            covers = [e for e in seen[before:] if e.type == "task_covered"]
            chosen = covers[0] if isinstance(action, CoverTask) and covers else None
            for cover in covers:
                if cover is not chosen and int(cover.data["office"]) > 0:
                    self._forced[id(cover)] = cover
            before = len(seen)
            read.append(actions[transition - 1])
