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
from scenes.engine.i18n import Translator
from scenes.tables.dindex.look import ENGLISH, task_name
from scenes.tables.dindex.words import cause_name, quoted

NameFn = Callable[[Any], str]


def _settled(d: Settlement, name: NameFn, tr: Translator) -> str:
    gains = ", ".join(tr("{name} +{rp} RP", name=name(s), rp=g) for s, g in d.rp_gained.items() if g)
    return tr("settled: {gains}", gains=gains) if gains else tr("settled: no RP")


def _chancellery(d: Government, name: NameFn, tr: Translator) -> str:
    if d.first_formation_failed:
        return tr("Chancellery: {name} (second formation)", name=name(d.chancellery))
    return tr("Chancellery: {name}", name=name(d.chancellery))


NEWS: Mapping[type[Payload], Callable[[Any, NameFn, Translator], str]] = {
    TermStart: lambda d, name, tr: tr("Term {term} began", term=d.term),
    Election: lambda d, name, tr: tr("majority {majority} of {total} votes", majority=d.majority, total=d.total),
    Government: _chancellery,
    Settlement: _settled,
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
            self.drawn = (d.value, d.purpose)

    def words(self, tr: Translator = ENGLISH) -> tuple[int, str] | None:
        """(the value, what it was drawn for in the reader's words), or None before the first draw."""
        if self.drawn is None:
            return None
        return self.drawn[0], cause_name(self.drawn[1], tr)


class TermNews:
    """The current term's news, one fact per kind of event; a new term starts a fresh list."""

    def __init__(self, name: NameFn) -> None:
        self.name = name
        self.facts: dict[str, Event] = {}
        """The latest event of each kind this term (worded when the board is filled, in the reader's language)."""

    def reset(self) -> None:
        self.facts = {}

    def see(self, event: Event) -> None:
        words = NEWS.get(type(event.data))
        if words is None:
            return
        if isinstance(event.data, TermStart):
            self.facts = {}
        self.facts[event.type] = event

    def lines(self, tr: Translator = ENGLISH) -> tuple[str, ...]:
        """The whole line, else the latest facts (the settlement is the one to keep), then the last alone."""
        parts = [NEWS[type(event.data)](event.data, self.name, tr) for event in self.facts.values()]
        return tuple(" · ".join(parts[k:]) for k in range(len(parts))) or ("",)


CAUSE_WORDS = {"bombs": "bombs on a played card", "chaos": "chaos at the end of the term",
               "formation_failed": "a failed formation", "system_opponents": "a full group of three system opponents",
               "rp_target_reached": "an Oligarch reached the Government Points to win",
               "repelled": "a repelled secret action"}
"""What made the Dindex move, for the end-of-term summary (a card's or task's code is named by its card)."""


def cause_words(cause: str, tr: Translator = ENGLISH) -> str:
    words = {"bombs": tr("bombs on a played card"), "chaos": tr("chaos at the end of the term"),
             "formation_failed": tr("a failed formation"),
             "system_opponents": tr("a full group of three system opponents"),
             "rp_target_reached": tr("an Oligarch reached the Government Points to win"),
             "repelled": tr("a repelled secret action")}
    if cause in words:
        return words[cause]
    tasks = {t.code: i for i, t in enumerate(components().tasks)}
    if cause in tasks:
        return tr("the unsolved task {task}", task=quoted(task_name(tasks[cause], tr), tr))
    return cause_name(cause, tr)


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
    """Every move of the Dindex in the term: (cards, the rules' code of what caused it: `cause_words`)."""
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
            rec.dindex.append((d.delta, d.cause))
        elif isinstance(d, Chaos):
            rec.chaos = True

    def settled(self) -> TermRecord | None:
        """The latest term that has been settled (its summary can be shown), or None."""
        done = [r for r in self.terms.values() if r.rp_gained is not None]
        return max(done, key=lambda r: r.term) if done else None
