"""A match's course, read from its replayed record: the round number and the public scores after every
action. The replay viewer jumps by round with it; the end screen shows the round-by-round breakdown.

Generic over games: each game's rules say where its public view stands (`Rules.progress`: the round, or
Dindex's legislative term, and the public scores); a game without rounds simply gets no round jumps.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.cursor import MatchTimeline
from game.core.match import MatchRecord
from scenes.engine.i18n import N_, Translator

UNIT_WORDS: dict[str, dict[str, str]] = {
    "round": {"number": N_("round {number}"), "title": N_("Round {number}"),
              "breakdown": N_("Round by round (running totals)"),
              "jump": N_("Type a round number and press Enter to jump to its start")},
    "term": {"number": N_("term {number}"), "title": N_("Term {number}"),
             "breakdown": N_("Term by term (running totals)"),
             "jump": N_("Type a term number and press Enter to jump to its start")},
}
"""The words of a game's rounds by what its rules call them (`Progress.unit`: DēmoS's and Diceocracy's
rounds, Dindex's legislative terms), whole sentences for each, so a language words each its own way."""
_UNKNOWN_UNIT = {"number": "{unit} {number}", "title": "{Unit} {number}",
                 "breakdown": "{Unit} by {unit} (running totals)",
                 "jump": "Type a {unit} number and press Enter to jump to its start"}
"""A unit the app has no words for is named by the rules' own word (English)."""


def unit_words(tr: Translator, unit: str, what: str, number: int | None = None) -> str:
    """`what` ("number": "round 3", "title": "Round 3", "breakdown", "jump") said of the game's `unit`."""
    known = UNIT_WORDS.get(unit)
    if known is None:
        return _UNKNOWN_UNIT[what].format(unit=unit, Unit=unit.capitalize(), number=number)
    return tr(known[what], number=number)


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
        """(round, scores at its end) for each round in which something was played, in order, when the game
        keeps public scores.

        A move belongs to the round it was played in, the round before it: the move that scores a round
        usually deals the next one too (DēmoS), so the round read after it would credit the points to the
        round they were not won in.
        """
        ends: dict[int, tuple[float, ...]] = {}
        for k in range(len(self.rounds) - 1):
            rnd, after = self.rounds[k], self.scores[k + 1]
            if rnd is not None and after is not None:
                ends[rnd] = after
        return list(ends.items())


def build_timeline(record: MatchRecord) -> Timeline:
    """Replay the record once and read its course (LoadError when it cannot be replayed)."""
    return course_of(MatchTimeline.from_record(record))


def course_of(history: MatchTimeline) -> Timeline:
    """The rounds and scores at every step of an already replayed record."""
    line = Timeline()
    rules = history.rules
    for step in range(history.total + 1):
        progress = rules.progress(history.at(step).view(None))
        line.rounds.append(progress.number)
        line.unit = progress.unit
        line.scores.append(progress.scores)
    return line
