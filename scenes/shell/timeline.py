"""A match's course, read by replaying its record once: the round number and the public scores after every
action. The replay viewer jumps by round with it; the end screen shows the round-by-round breakdown.

Generic over games: the round ("round", or Dindex's legislative "term") and the scores ("scores", or
Dindex's government points "rp") are read from the public view (or the state) when the game has such fields;
a game without rounds simply gets no round jumps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.match import Match, MatchRecord


ROUND_FIELDS = ("round", "term")
SCORE_FIELDS = ("scores", "rp")


def _field(match: Match, names: tuple[str, ...]) -> tuple[str, Any]:
    view = match.view(None)
    for name in names:
        for source in (view, match.state):
            value = getattr(source, name, None)
            if value is not None:
                return name, value
    return "", None


def _scores(match: Match) -> tuple[float, ...] | None:
    _, raw = _field(match, SCORE_FIELDS)
    if isinstance(raw, Sequence) and not isinstance(raw, str) and all(isinstance(v, int | float) for v in raw):
        return tuple(float(v) for v in raw)
    return None


@dataclass
class Timeline:
    rounds: list[int | None] = field(default_factory=list)
    """rounds[k]: the round after the first k actions (None when the game has no round field)."""
    scores: list[tuple[float, ...] | None] = field(default_factory=list)
    unit: str = "round"
    """What the game calls its rounds ("round", "term")."""

    @property
    def has_rounds(self) -> bool:
        return any(r is not None for r in self.rounds)

    def next_round(self, k: int) -> int:
        """The first step of the next round after step k (or the end)."""
        here = self.rounds[k]
        for j in range(k + 1, len(self.rounds)):
            if self.rounds[j] != here:
                return j
        return len(self.rounds) - 1

    def previous_round(self, k: int) -> int:
        """The first step of this round, or of the one before when already there."""
        start = self.round_start(k)
        return self.round_start(start - 1) if start == k and k > 0 else start

    def round_start(self, k: int) -> int:
        here = self.rounds[k]
        while k > 0 and self.rounds[k - 1] == here:
            k -= 1
        return k

    def breakdown(self) -> list[tuple[int, tuple[float, ...]]]:
        """(round, scores at its end) for each round, in order, when the game keeps public scores."""
        rows: list[tuple[int, tuple[float, ...]]] = []
        for k, (rnd, sc) in enumerate(zip(self.rounds, self.scores)):
            if rnd is None or sc is None:
                continue
            last_of_round = k + 1 == len(self.rounds) or self.rounds[k + 1] != rnd
            if last_of_round:
                rows.append((rnd, sc))
        return rows


def build_timeline(record: MatchRecord) -> Timeline:
    match = Match.from_record(record, upto=0)
    line = Timeline()

    def note() -> None:
        name, rnd = _field(match, ROUND_FIELDS)
        line.rounds.append(rnd if isinstance(rnd, int) and not isinstance(rnd, bool) else None)
        line.unit = name or line.unit
        line.scores.append(_scores(match))

    note()
    for logged in record.actions:
        match.submit(logged.player, logged.action)
        note()
    return line
