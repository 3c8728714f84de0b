"""The log book: the complete history of a game as one viewer saw it, worded line by line.

One implementation for every table. The book is kept in step with `match.events_seen_by(viewer)`: new events
are appended (one wording each), an undo or a replay step back cuts the book at the first event that differs,
and another viewer or renamed seats word it anew, so no private line of the previous person stays on screen.
Nothing is capped: a long game keeps every line. While moves are animated the table adds each event when its
animation starts (`add`), so the log follows what the table shows; the next `sync` finds them already there.

Listeners keep what a table derives from the history (the last random card, the bag's latest turn, the term's
news): they are told every event once, and are reset and told again whenever the book is cut.
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
        self._turns: dict[int, list[int]] = {}
        """Per seat, the event indices at which its turns began (for the 'your last turn' marker)."""

    # -- keeping in step --------------------------------------------------------------------------
    def add(self, event: Event, following: Event | None = None) -> Line | None:
        """Append one event (and its line, if it has one; a lead line before it, if its predecessor calls for
        one). `following`: the event known to come next (see `following`)."""
        previous = self.events[-1] if self.events else None
        self._lines_before.append(len(self.lines))
        self.events.append(event)
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
            # another reader (or new names): word everything anew. Turn starts stay: each seat's are
            # indices into its own history, recorded while it was the reader.
            self._key = key
            self._cut(0, keep_turns=True)
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

    def _cut(self, k: int, *, keep_turns: bool = False) -> None:
        if k >= len(self.events):
            return
        del self.lines[self._lines_before[k]:]
        del self.events[k:]
        del self._lines_before[k:]
        self.generation += 1
        if not keep_turns:  # an undo or a step back: turns that began after the cut never happened
            for seat, starts in self._turns.items():
                self._turns[seat] = [i for i in starts if i <= k]
        for listener in self.listeners:
            listener.reset()
        for event in self.events:
            for listener in self.listeners:
                listener.see(event)

    # -- turns ------------------------------------------------------------------------------------
    def turn_began(self, seat: int) -> None:
        """`seat` is asked now, after someone else was: its turn begins at the end of the book."""
        starts = self._turns.setdefault(seat, [])
        if not starts or starts[-1] != len(self.events):
            starts.append(len(self.events))

    def last_turn_line(self, seat: int | None, *, asked_now: bool) -> int | None:
        """The line where `seat`'s last turn began: while it is asked, the turn before this one (so it can
        read everything since); None when it has had no such turn."""
        if seat is None:
            return None
        starts = self._turns.get(seat, [])
        if asked_now:  # the turn going on now is not the last one: mark the one before
            starts = starts[:-1]
        if not starts:
            return None
        k = starts[-1]
        return self._lines_before[k] if k < len(self._lines_before) else len(self.lines)

    # -- reading ----------------------------------------------------------------------------------
    def lines_by_event(self) -> list[tuple[Event, Line]]:
        """Every line with the event it belongs to (a lead line with the event that called for it), in order."""
        ends = [*self._lines_before[1:], len(self.lines)]
        return [(event, line) for event, start, end in zip(self.events, self._lines_before, ends, strict=True)
                for line in self.lines[start:end]]

    def text(self) -> str:
        """The whole log as plain text, a line each."""
        return "\n".join(plain(line) for line in self.lines)
