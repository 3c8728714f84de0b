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

from game.core.protocol import Event, Payload
from game.dindex.components import PORTFOLIOS
from game.dindex.events import (
    CampaignCard,
    CardExchanged,
    CardPlayed,
    CardRepelled,
    CardsDiscarded,
    CardsDrawn,
    Chaos,
    CoalitionAnswer,
    CoalitionProposed,
    Counter,
    DindexChanged,
    Election,
    Formateur,
    Government,
    MinisterShot,
    MinistryAssigned,
    OfficeUncovered,
    PowerSeized,
    RandomCard,
    RoleRevealed,
    RpChanged,
    SecretDrawn,
    SecretSubmitted,
    SecretUnplayable,
    StackReshuffled,
    TaskCovered,
    TaskDrawn,
    TaskLeft,
    TaskSolved,
    TaskUnsolved,
    VotersMoved,
)
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
        self._by_type: Mapping[type[Payload], Callable[[Any], list[Node]]] = {
            CardPlayed: self._card_played,
            Counter: self._counter,
            SecretSubmitted: self._secret_laid,
            SecretDrawn: lambda d: self._line(d.seat, "status"),
            SecretUnplayable: lambda d: [self.t.discard_pile],
            CardRepelled: lambda d: [] if self._on_chain(d.card) else [self.t.discard_pile],
            CardExchanged: lambda d: [self.t.discard_pile],
            CampaignCard: lambda d: [self.t.discard_pile],
            # every party's hand filled up at a term's start is routine, not a move to look for
            CardsDrawn: lambda d: [] if d.why == "term_start" else self._line(d.seat, "rp"),
            CardsDiscarded: lambda d: self._line(d.seat, "rp") + [self.t.discard_pile],
            StackReshuffled: lambda d: [self.t.stack_pile],
            VotersMoved: self._voters,
            DindexChanged: lambda d: [self.t.gauge],
            Chaos: lambda d: [self.t.gauge],
            RandomCard: lambda d: [self.t.random_pile],
            RpChanged: lambda d: self._line(d.seat, "rp") if d.delta else [],
            RoleRevealed: lambda d: self._line(d.seat, "role"),
            PowerSeized: lambda d: self._panels([d.seat]),
            Election: lambda d: [n for s in d.votes for n in self._line(s, "votes")],
            Formateur: lambda d: [self.t.tokens[0]],
            CoalitionProposed: lambda d: [n for s in d.partners for n in self._line(s, "status")],
            MinistryAssigned: self._ministry,
            CoalitionAnswer: lambda d: self._line(d.seat, "status"),
            Government: lambda d: list(self.t.tokens),
            TaskDrawn: lambda d: self._task(d.task),
            TaskCovered: lambda d: self._task(d.task),
            TaskSolved: lambda d: self._task(d.task),
            TaskUnsolved: lambda d: self._task(d.task),
            TaskLeft: lambda d: [self.t.tokens[0]],
            OfficeUncovered: self._office_uncovered,
            MinisterShot: lambda d: [self.t.tokens[d.office]] + ([] if d.task is None else self._task(d.task)),
        }

    def nodes(self, event: Event) -> Sequence[Node]:
        spot = self._by_type.get(type(event.data))
        return spot(event.data) if spot is not None else ()

    # -- the pieces ---------------------------------------------------------------------------------
    def _card_played(self, d: CardPlayed) -> list[Node]:
        where = self._on_chain(d.card) or [self.t.discard_pile]
        return where + self._panels([d.target])

    def _counter(self, d: Counter) -> list[Node]:
        """§ 5.5: the countered card, on the chain while it is open, else on the discard pile."""
        return self._on_chain(d.against) or [self.t.discard_pile]

    def _secret_laid(self, d: SecretSubmitted) -> list[Node]:
        zone = self.t.zones["secret"]
        return ([zone] if zone.visible else []) + self._line(d.seat, "status")

    def _voters(self, d: VotersMoved) -> list[Node]:
        out: list[Node] = []
        for pool, seat in ((d.from_pool, d.from_seat), (d.to_pool, d.to_seat)):
            if pool in CENTRE_POOLS:
                out.append(self.t.gauge)
            elif pool in PARTY_POOLS and (panel := self._panel(seat)) is not None:
                row = panel.rows.get(PARTY_POOLS[pool])
                if row is not None:
                    out.append(row.cards_spot(self.t.stage.painter))
        return out

    def _ministry(self, d: MinistryAssigned) -> list[Node]:
        return [self.t.tokens[1 + PORTFOLIOS.index(d.portfolio)]] if d.portfolio in PORTFOLIOS else []

    def _office_uncovered(self, d: OfficeUncovered) -> list[Node]:
        token = [self.t.tokens[d.office]] if 0 <= d.office < 6 else []
        return token + self._task(d.task)

    # -- finding the synced nodes -------------------------------------------------------------------
    def _panel(self, seat: int | None) -> Any:
        return self.t.panels.get(seat) if seat is not None else None

    def _panels(self, seats: Sequence[int | None]) -> list[Node]:
        return [p for s in seats if (p := self._panel(s)) is not None]

    def _line(self, seat: int | None, what: str) -> list[Node]:
        panel = self._panel(seat)
        spot = panel.line_spot(what) if panel is not None else None
        return [spot] if spot is not None else []

    def _task(self, task: int) -> list[Node]:
        return [n for n in self.t.task_layer.children if isinstance(n, TaskNode) and n.task == task]

    def _on_chain(self, card: int) -> list[Node]:
        """The card on the open chain: its top card when it lies on top, else its entry in the list."""
        for node in self.t.centre.children:
            if node.name == "chain top" and getattr(node, "index", None) == card:
                return [node]
        return [n for n in self.t.centre.children if n.name == "chain entry" and n.data[2] == card]
