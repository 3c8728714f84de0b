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
    data, kind = event.data, event.type
    seats = dict(facts.seats)
    if kind in ("discard", "draw", "take") and int(data["seat"]) in seats:
        seat = int(data["seat"])
        change = -1 if kind == "discard" else 1
        seats[seat] = replace(seats[seat], hand_size=max(0, seats[seat].hand_size + change))
    elif kind == "deal" and data.get("cards") is not None and int(data["seat"]) in seats:
        seat = int(data["seat"])
        seats[seat] = replace(seats[seat], hand_size=len(data["cards"]))
    elif kind == "veto":
        left = int(data.get("vetoes_left") or 0)
        for seat in (int(s) for s in data.get("seats", ())):
            if seat in seats:
                seats[seat] = replace(seats[seat], vetoes_left=left)
        return TableFacts(seats, {**facts.team_vetoes, int(data["team"]): left})
    elif kind == "round_end":
        for name, points in dict(data.get("points", {})).items():
            seat = int(name)
            if seat in seats and points:
                seats[seat] = replace(seats[seat], score=seats[seat].score + int(points))
    else:
        return facts
    return TableFacts(seats, facts.team_vetoes)
