"""Where a Dindex event left its piece on the table as just synced (issue 12, bot pacing): the nodes the
table base rings while the others' moves are news (scenes/tables/common/marks.py).

A played card is ringed where it lies now (the chain's top card, its entry lower down the chain, or the
discard pile once it has been carried out) and on the party it aims at; a secret card laid, on the secret
stack's zone and the party's "secret card laid" line; voters, on the sheep cards of the party rows that
changed (the gauge for the centre pools); an office, on its token; a task covered, drawn or solved, on the
task; the Dindex and the chaos, on the gauge; a counter, on the card it counters. Events that change nothing
the table shows give no node.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.core.protocol import Event
from game.dindex.components import PORTFOLIOS
from scenes.engine.node import Node
from scenes.tables.dindex.nodes import TaskNode

if TYPE_CHECKING:
    from scenes.tables.dindex.table import DindexTable

CENTRE_POOLS = frozenset({"non_voters", "system_opponents"})
"""Voter pools shown on the Dindex gauge, not on a party's panel."""
PARTY_POOLS = {"voters": "voters", "core_voters": "core_voters"}
"""A party's pools in `voters_moved`, by the name of the panel's row of sheep cards."""


class LandingSpots:
    """Answers `BaseTable.landing_nodes` for the Dindex table, reading only the nodes the last sync made."""

    def __init__(self, table: DindexTable) -> None:
        self.t = table
        self._by_type: Mapping[str, Callable[[Mapping[str, Any]], list[Node]]] = {
            "card_played": self._card_played,
            "counter": self._counter,
            "secret_submitted": self._secret_laid,
            "secret_drawn": lambda d: self._line(d.get("seat"), "status"),
            "secret_unplayable": lambda d: [self.t.discard_pile],
            "card_repelled": lambda d: [] if self._on_chain(d.get("card")) else [self.t.discard_pile],
            "card_exchanged": lambda d: [self.t.discard_pile],
            "campaign_card": lambda d: [self.t.discard_pile],
            # every party's hand filled up at a term's start is routine, not a move to look for
            "cards_drawn": lambda d: [] if d.get("why") == "term_start" else self._line(d.get("seat"), "rp"),
            "cards_discarded": lambda d: self._line(d.get("seat"), "rp") + [self.t.discard_pile],
            "stack_reshuffled": lambda d: [self.t.stack_pile],
            "voters_moved": self._voters,
            "dindex_changed": lambda d: [self.t.gauge],
            "chaos": lambda d: [self.t.gauge],
            "random_card": lambda d: [self.t.random_pile],
            "rp_changed": lambda d: self._line(d.get("seat"), "rp") if d.get("delta") else [],
            "role_revealed": lambda d: self._line(d.get("seat"), "role"),
            "power_seized": lambda d: self._panels([d.get("seat")]),
            "election": lambda d: [n for s in d.get("votes", {}) for n in self._line(s, "votes")],
            "formateur": lambda d: [self.t.tokens[0]],
            "coalition_proposed": lambda d: [n for s in d.get("partners", ()) for n in self._line(s, "status")],
            "ministry_assigned": self._ministry,
            "coalition_answer": lambda d: self._line(d.get("seat"), "status"),
            "government": lambda d: list(self.t.tokens),
            "task_drawn": lambda d: self._task(d.get("task")),
            "task_covered": lambda d: self._task(d.get("task")),
            "task_solved": lambda d: self._task(d.get("task")),
            "task_unsolved": lambda d: self._task(d.get("task")),
            "task_left": lambda d: [self.t.tokens[0]],
            "office_uncovered": self._office_uncovered,
        }

    def nodes(self, event: Event) -> Sequence[Node]:
        spot = self._by_type.get(event.type)
        return spot(event.data) if spot is not None else ()

    # -- the pieces ---------------------------------------------------------------------------------
    def _card_played(self, d: Mapping[str, Any]) -> list[Node]:
        where = self._on_chain(d.get("card")) or [self.t.discard_pile]
        return where + self._panels([d.get("target")])

    def _counter(self, d: Mapping[str, Any]) -> list[Node]:
        """§ 5.5: the countered card, on the chain while it is open, else on the discard pile."""
        return self._on_chain(d.get("against")) or [self.t.discard_pile]

    def _secret_laid(self, d: Mapping[str, Any]) -> list[Node]:
        zone = self.t.zones["secret"]
        return ([zone] if zone.visible else []) + self._line(d.get("seat"), "status")

    def _voters(self, d: Mapping[str, Any]) -> list[Node]:
        out: list[Node] = []
        for pool, seat in ((d.get("from"), d.get("from_seat")), (d.get("to"), d.get("to_seat"))):
            if pool in CENTRE_POOLS:
                out.append(self.t.gauge)
            elif pool in PARTY_POOLS and (panel := self._panel(seat)) is not None:
                row = panel.rows.get(PARTY_POOLS[pool])
                if row is not None:
                    out.append(row.cards_spot(self.t.stage.painter))
        return out

    def _ministry(self, d: Mapping[str, Any]) -> list[Node]:
        portfolio = d.get("portfolio")
        return [self.t.tokens[1 + PORTFOLIOS.index(portfolio)]] if portfolio in PORTFOLIOS else []

    def _office_uncovered(self, d: Mapping[str, Any]) -> list[Node]:
        office = d.get("office")
        token = [self.t.tokens[int(office)]] if office is not None and 0 <= int(office) < 6 else []
        return token + self._task(d.get("task"))

    # -- finding the synced nodes -------------------------------------------------------------------
    def _panel(self, seat: Any) -> Any:
        return self.t.panels.get(int(seat)) if seat is not None and str(seat).lstrip("-").isdigit() else None

    def _panels(self, seats: Sequence[Any]) -> list[Node]:
        return [p for s in seats if (p := self._panel(s)) is not None]

    def _line(self, seat: Any, what: str) -> list[Node]:
        panel = self._panel(seat)
        spot = panel.line_spot(what) if panel is not None else None
        return [spot] if spot is not None else []

    def _task(self, task: Any) -> list[Node]:
        if task is None:
            return []
        return [n for n in self.t.task_layer.children if isinstance(n, TaskNode) and n.task == int(task)]

    def _on_chain(self, card: Any) -> list[Node]:
        """The card on the open chain: its top card when it lies on top, else its entry in the list."""
        if card is None:
            return []
        card = int(card)
        for node in self.t.centre.children:
            if node.name == "chain top" and getattr(node, "index", None) == card:
                return [node]
        return [n for n in self.t.centre.children if n.name == "chain entry" and n.data[2] == card]
