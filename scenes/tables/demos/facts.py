"""The numbers the DēmoS seat panels show (points, vetoes left, cards in hand), carried forward event by event
while a move plays.

The table is synced to the view only once the animations have drained, and by then a round's last move has
already dealt the next round. While the veto notice or the show-down plays, the panels must show the
position that result belongs to (playtest: "1 veto" beside the seat that had just vetoed, "0 pts" beside the
round's winner, "4 cards" while the hands were scored), so each event the log shows moves these facts on by
what it says, and nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from game.core.protocol import Event
from game.demos import events as ev
from game.demos.state import DemosView


@dataclass(frozen=True)
class SeatFacts:
    score: int
    vetoes_left: int
    hand_size: int


@dataclass(frozen=True)
class TableFacts:
    seats: Mapping[int, SeatFacts]
    team_vetoes: Mapping[int, int]
    """Vetoes left to each side (a team's veto is the whole team's)."""


def facts_of(view: DemosView) -> TableFacts:
    seats = {s.seat: SeatFacts(s.score, s.vetoes_left, len(s.hand) if s.hand is not None else s.hand_size)
             for s in view.seats}
    return TableFacts(seats, {t.team: t.vetoes_left for t in view.teams})


def advance(facts: TableFacts, event: Event) -> TableFacts:
    """The facts once `event` (as the viewer received it) has happened."""
    data = event.data
    seats = dict(facts.seats)
    if isinstance(data, ev.Discard | ev.Draw | ev.Take) and data.seat in seats:
        seat = data.seat
        change = -1 if isinstance(data, ev.Discard) else 1
        seats[seat] = replace(seats[seat], hand_size=max(0, seats[seat].hand_size + change))
    elif isinstance(data, ev.Deal) and data.cards is not None and data.seat in seats:
        seat = data.seat
        seats[seat] = replace(seats[seat], hand_size=len(data.cards))
    elif isinstance(data, ev.Veto):
        left = data.vetoes_left
        for seat in data.seats:
            if seat in seats:
                seats[seat] = replace(seats[seat], vetoes_left=left)
        return TableFacts(seats, {**facts.team_vetoes, data.team: left})
    elif isinstance(data, ev.RoundEnd):
        for seat, points in data.points.items():
            if seat in seats and points:
                seats[seat] = replace(seats[seat], score=seats[seat].score + points)
    else:
        return facts
    return TableFacts(seats, facts.team_vetoes)
