"""What the Dindex table keeps from the history besides the log lines: the last random card drawn (shown on
the random pile, § 3.7) and the term's news summed up beside the government board's title (§ 5.1, § 5.2,
§ 5.7). Both are `LogListener`s: the log book tells them every event once, in order, and tells them again
from the start whenever the history is cut (an undo, a replay step back, another viewer)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core.protocol import Event
from scenes.tables.dindex.words import purpose_words

NameFn = Callable[[Any], str]
NEWS: Mapping[str, Callable[[Mapping[str, Any], NameFn], str]] = {
    "term_start": lambda d, name: f"Term {d['term']} began",
    "election": lambda d, name: f"majority {d['majority']} of {d['total']} votes",
    "government": lambda d, name: f"Chancellery: {name(d['chancellery'])}"
    + (" (second formation)" if d.get("first_formation_failed") else ""),
    "settlement": lambda d, name: "settled: " + (", ".join(f"{name(s)} +{g} RP" for s, g in d["rp_gained"].items()
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
        if event.type == "random_card":
            purpose = purpose_words(str(event.data["purpose"])).removeprefix("for ")
            self.drawn = (int(event.data["value"]), purpose)


class TermNews:
    """The current term's news, one fact per kind of event; a new term starts a fresh list."""

    def __init__(self, name: NameFn) -> None:
        self.name = name
        self.facts: dict[str, str] = {}

    def reset(self) -> None:
        self.facts = {}

    def see(self, event: Event) -> None:
        words = NEWS.get(event.type)
        if words is None:
            return
        if event.type == "term_start":
            self.facts = {}
        self.facts[event.type] = words(event.data, self.name)

    def lines(self) -> tuple[str, ...]:
        """The whole line, else the latest facts (the settlement is the one to keep), then the last alone."""
        parts = list(self.facts.values())
        return tuple(" · ".join(parts[k:]) for k in range(len(parts))) or ("",)
