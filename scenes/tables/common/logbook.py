"""The log book: the complete history of a game as one viewer saw it, worded line by line.

One implementation for every table. The book is kept in step with `match.events_seen_by(viewer)`: new events
are appended (one wording each), an undo or a replay step back cuts the book at the first event that differs,
and another viewer or renamed seats word it anew, so no private line of the previous person stays on screen.
Nothing is capped: a long game keeps every line. While moves are animated the table adds each event when its
animation starts (`add`), so the log follows what the table shows; the next `sync` finds them already there.

Listeners keep what a table derives from the history (the last random card, the bag's latest turn, the term's
news): they are told every event once, and are reset and told again whenever the book is cut.

The "your last turn" marker: the table tells `add` whose move each event came with (the mover, None for nobody's:
the bag's turn, an answer sent on a person's behalf); events the book only catches up on (the set-up, a load)
are UNKNOWN, neither a person's turn nor news. A seat's previous turn ended after the last event of its own that
another seat's (or nobody's) event followed; the marker goes there, and only when such news came since.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Protocol

from game.core.protocol import Event
from scenes.tables.common.words import Line, plain


class LogListener(Protocol):
    def reset(self) -> None:
        """Forget everything: the history is about to be told again from the start."""

    def see(self, event: Event) -> None:
        """One more event of the history, in order."""


UNKNOWN = "?"
"""The mover of an event the book caught up on without being told (the set-up, a load): no seat's turn, no news."""

Lead = Callable[[Event, Event], "Line | None"]
"""(previous event, event) → a line said before the event's own: what only the next event makes known (a team's
vote that ended without a veto is known once another side is asked)."""


class LogBook:
    def __init__(self, word: Callable[[Event], Line | None], listeners: Sequence[LogListener] = (),
                 lead: Lead | None = None) -> None:
        self.word = word
        self.listeners = list(listeners)
        self.lead = lead
        self.previous: Event | None = None
        """While an event is worded: the event right before it in the book (None for the first)."""
        self.following: Event | None = None
        """While an event is worded: the event known to come right after it (the rest of its move's events),
        None when it is the last known; a wording may read it (a player's own veto answer is a consent unless
        the veto follows in the same move)."""
        self.events: list[Event] = []
        self.lines: list[Line] = []
        self._lines_before: list[int] = []
        """For each event, how many lines the book had before it: where to cut when the event goes."""
        self._key: Hashable = None
        self.generation = 0
        """Raised whenever lines are taken away, so a panel showing the book knows to start afresh."""
        self.movers: list[int | str | None] = []
        """For each event, the seat whose move brought it (None: nobody's; UNKNOWN: not told), for the marker."""
        self.told_movers: dict[int, int | None] = {}
        """Whose move brought the event at each index of the history, as the table was told (`tell_movers`)."""

    # -- keeping in step --------------------------------------------------------------------------
    def add(self, event: Event, following: Event | None = None, mover: int | str | None = UNKNOWN) -> Line | None:
        """Append one event (and its line, if it has one; a lead line before it, if its predecessor calls for
        one). `following`: the event known to come next (see `following`). `mover`: whose move it came with."""
        previous = self.events[-1] if self.events else None
        self._lines_before.append(len(self.lines))
        if mover == UNKNOWN:
            mover = self.told_movers.get(len(self.events), UNKNOWN)
        self.events.append(event)
        self.movers.append(mover)
        for listener in self.listeners:
            listener.see(event)
        if self.lead is not None and previous is not None and (lead := self.lead(previous, event)):
            self.lines.append(lead)
        self.previous, self.following = previous, following
        try:
            line = self.word(event)
        finally:
            self.previous = self.following = None
        if line:
            self.lines.append(line)
        return line

    def sync(self, events: Sequence[Event], key: Hashable) -> None:
        """Make the book hold exactly `events`. `key` names who reads and how seats are named: when it
        changes, every line is worded again."""
        if key != self._key:
            # another reader (or new names): word everything anew; whose move each event came with stays
            self._key = key
            self._cut(0)
        keep = self._common_prefix(events)
        self._cut(keep)
        for k in range(keep, len(events)):
            self.add(events[k], events[k + 1] if k + 1 < len(events) else None)

    def _common_prefix(self, events: Sequence[Event]) -> int:
        n = len(self.events)
        # the usual case, checked first: the book is a prefix of the new history (list equality tries
        # identity before comparing fields, and a match hands out the same event objects every time)
        if len(events) >= n and list(events[:n]) == self.events:
            return n
        k = 0
        for mine, theirs in zip(self.events, events, strict=False):
            if mine != theirs:
                break
            k += 1
        return k

    def _cut(self, k: int) -> None:
        if k >= len(self.events):
            return
        del self.lines[self._lines_before[k]:]
        del self.events[k:]
        del self._lines_before[k:]
        del self.movers[k:]
        self.generation += 1
        for listener in self.listeners:
            listener.reset()
        for event in self.events:
            for listener in self.listeners:
                listener.see(event)

    # -- turns ------------------------------------------------------------------------------------
    def tell_movers(self, start: int, count: int, mover: int | None) -> None:
        """The `count` events from index `start` of the reader's history came with `mover`'s move."""
        for k in range(max(0, start), start + count):
            self.told_movers[k] = mover
            if k < len(self.movers):  # already caught up on (an instant move's re-sync ran ahead)
                self.movers[k] = mover

    def last_turn_line(self, seat: int | None) -> int | None:
        """The line after which `seat`'s previous turn ended: after its last event that another seat's (or
        nobody's) worded event followed. None when nothing happened since its last turn, or it had none yet
        (the set-up lines before a first decision are no turn of its own)."""
        if seat is None:
            return None
        news = False
        for k in range(len(self.events) - 1, -1, -1):
            mover = self.movers[k]
            if mover == seat:
                if news:
                    return self._lines_before[k + 1]
            elif mover != UNKNOWN and self._has_line(k):
                news = True
        return None

    def _has_line(self, k: int) -> bool:
        end = self._lines_before[k + 1] if k + 1 < len(self._lines_before) else len(self.lines)
        return end > self._lines_before[k]

    # -- reading ----------------------------------------------------------------------------------
    def lines_by_event(self) -> list[tuple[Event, Line]]:
        """Every line with the event it belongs to (a lead line with the event that called for it), in order."""
        ends = [*self._lines_before[1:], len(self.lines)]
        return [(event, line) for event, start, end in zip(self.events, self._lines_before, ends, strict=True)
                for line in self.lines[start:end]]

    def text(self) -> str:
        """The whole log as plain text, a line each."""
        return "\n".join(plain(line) for line in self.lines)
