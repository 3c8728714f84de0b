"""What the Dindex table keeps from the history besides the log lines: the last random card drawn (shown on
the random pile, § 3.7), the term's news summed up beside the government board's title (§ 5.1, § 5.2,
§ 5.7) and each term's record for the end-of-term summary (§ 5.3 – § 5.8). All are `LogListener`s: the log
book tells them every event once, in order, and tells them again from the start whenever the history is cut
(an undo, a replay step back, another viewer)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import Event, Payload
from game.dindex.components import PORTFOLIOS, components
from game.dindex.events import (
    Chaos,
    DindexChanged,
    Election,
    Government,
    RandomCard,
    Settlement,
    TaskSolved,
    TaskUnsolved,
    TermStart,
)
from scenes.tables.dindex.look import REACHED_POINTS
from scenes.tables.dindex.words import purpose_words

NameFn = Callable[[Any], str]
NEWS: Mapping[type[Payload], Callable[[Any, NameFn], str]] = {
    TermStart: lambda d, name: f"Term {d.term} began",
    Election: lambda d, name: f"majority {d.majority} of {d.total} votes",
    Government: lambda d, name: f"Chancellery: {name(d.chancellery)}"
    + (" (second formation)" if d.first_formation_failed else ""),
    Settlement: lambda d, name: "settled: " + (", ".join(f"{name(s)} +{g} RP" for s, g in d.rp_gained.items()
                                                         if g) or "no RP"),
}
"""The term's events worth a word on the government board, in the order they happen."""


class LastRandomCard:
    """The value of the last random card drawn and what it was drawn for ("“Strong Constitutional Court”")."""

    def __init__(self) -> None:
        self.drawn: tuple[int, str] | None = None

    def reset(self) -> None:
        self.drawn = None

    def see(self, event: Event) -> None:
        d = event.data
        if isinstance(d, RandomCard):
            self.drawn = (d.value, purpose_words(d.purpose).removeprefix("for "))


class TermNews:
    """The current term's news, one fact per kind of event; a new term starts a fresh list."""

    def __init__(self, name: NameFn) -> None:
        self.name = name
        self.facts: dict[str, str] = {}

    def reset(self) -> None:
        self.facts = {}

    def see(self, event: Event) -> None:
        words = NEWS.get(type(event.data))
        if words is None:
            return
        if isinstance(event.data, TermStart):
            self.facts = {}
        self.facts[event.type] = words(event.data, self.name)

    def lines(self) -> tuple[str, ...]:
        """The whole line, else the latest facts (the settlement is the one to keep), then the last alone."""
        parts = list(self.facts.values())
        return tuple(" · ".join(parts[k:]) for k in range(len(parts))) or ("",)


CAUSE_WORDS = {"bombs": "bombs on a played card", "chaos": "chaos at the end of the term",
               "formation_failed": "a failed formation", "system_opponents": "a full group of three system opponents",
               "rp_target_reached": f"an Oligarch {REACHED_POINTS}", "repelled": "a repelled secret action"}
"""What made the Dindex move, for the end-of-term summary (a card's or task's code is named by its card)."""


def cause_words(cause: str) -> str:
    if cause in CAUSE_WORDS:
        return CAUSE_WORDS[cause]
    tasks = {t.code: t.name for t in components().tasks}
    if cause in tasks:
        return f"the unsolved task “{tasks[cause]}”"
    return purpose_words(cause).removeprefix("for ")


@dataclass
class TermRecord:
    """What one term came to (§ 5.3 – § 5.8), gathered from its events."""

    term: int
    offices: dict[int, int] = field(default_factory=dict)
    """Office (0 the Chancellery, 1–5 the ministries) → the seat that holds it."""
    solved: list[int] = field(default_factory=list)
    unsolved: list[int] = field(default_factory=list)
    rp_gained: dict[int, int] | None = None
    """Per seat, the RP of the settlement (§ 5.7); None until the term is settled."""
    dindex: list[tuple[int, str]] = field(default_factory=list)
    """Every move of the Dindex in the term: (cards, what caused it)."""
    chaos: bool = False


class TermReport:
    """The terms' records: the summary of a term shows once it is settled and stays until dismissed."""

    def __init__(self) -> None:
        self.terms: dict[int, TermRecord] = {}
        self.current: TermRecord | None = None

    def reset(self) -> None:
        self.terms = {}
        self.current = None

    def see(self, event: Event) -> None:
        d = event.data
        if isinstance(d, TermStart):
            self.current = self.terms[d.term] = TermRecord(d.term)
            return
        rec = self.current
        if rec is None:
            return
        if isinstance(d, Government):
            rec.offices = {0: d.chancellery}
            rec.offices |= {1 + PORTFOLIOS.index(p): s for p, s in d.ministries.items()}
        elif isinstance(d, TaskSolved):
            rec.solved.append(d.task)
        elif isinstance(d, TaskUnsolved):
            rec.unsolved.append(d.task)
        elif isinstance(d, Settlement):
            rec.rp_gained = dict(d.rp_gained)
        elif isinstance(d, DindexChanged):
            rec.dindex.append((d.delta, cause_words(d.cause)))
        elif isinstance(d, Chaos):
            rec.chaos = True

    def settled(self) -> TermRecord | None:
        """The latest term that has been settled (its summary can be shown), or None."""
        done = [r for r in self.terms.values() if r.rp_gained is not None]
        return max(done, key=lambda r: r.term) if done else None
