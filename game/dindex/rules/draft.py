"""A mutable working copy of a DindexState used inside one `apply`.

Phase handlers change a Draft in place (lists instead of tuples) and collect events; `finish` freezes it back
into a new state. This keeps the many small changes of one card's effect cheap while the states that leave
`apply` stay immutable.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.core.rng import Rng
from game.dindex.components import Components, components
from game.dindex.state import NO_SEAT, DindexState

# Fields that handlers mutate: converted to lists on the way in and back to tuples on the way out.
_LIST_FIELDS = (
    "voters", "core", "rp", "roles", "revealed", "rp_triggered", "stack", "discard", "offices", "tasks",
    "task_deck", "covers", "votes", "partners", "ministries", "responders", "secret_in", "secret_drawn",
    "secret_order", "chain", "window", "campaign_order",
)


class Draft:
    """Attributes mirror DindexState; `events` and `commit` collect what the transition reports."""

    def __init__(self, state: DindexState) -> None:
        self.__dict__.update(state.__dict__)
        for name in _LIST_FIELDS:
            setattr(self, name, list(getattr(state, name)))
        self.hands: list[list[int]] = [list(h) for h in state.hands]
        self.events: list[Event] = []
        self.commit = False
        self.comps: Components = components()
        self._rng = Rng(state.rng)

    # -- randomness ---------------------------------------------------------------------------------
    @property
    def rand(self) -> Rng:
        """The game's generator; drawing from it makes this transition a commit point."""
        self.commit = True
        return self._rng

    def random_card(self, purpose: str, seat: int | None = None) -> int:
        """§ 3.7: draw one of the 7 random cards from a freshly shuffled stack (reshuffled after every draw)."""
        value = self.rand.choice(self.comps.random_cards)
        data: dict[str, Any] = {"value": value, "purpose": purpose}
        if seat is not None:
            data["seat"] = str(seat)
        self.emit("random_card", data)
        return value

    # -- events ---------------------------------------------------------------------------------------
    def emit(self, type_: str, data: dict[str, Any], audience: tuple[int, ...] | None = None,
             public: dict[str, Any] | None = None) -> None:
        self.events.append(Event(type=type_, data=data, audience=audience, public=public))

    # -- reading helpers ------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.winners is not None

    @property
    def n(self) -> int:
        return int(self.num_players)

    def clockwise_from(self, seat: int) -> list[int]:
        return [(seat + i) % self.n for i in range(self.n)]

    def finish(self) -> DindexState:
        fields = dict(self.__dict__)
        for name in ("events", "commit", "comps", "_rng"):
            fields.pop(name)
        for name in _LIST_FIELDS:
            fields[name] = tuple(fields[name])
        fields["hands"] = tuple(tuple(h) for h in self.hands)
        fields["rng"] = self._rng.state
        if fields["winners"] is not None:
            fields["phase"] = "over"  # a handler may have named its next phase before the game ended
        return DindexState.model_construct(**fields)


def dindex_level(cards: int) -> int:
    """The level shown by the top card when `cards` lie on the stack (§ 3.6: 5/4/3/2/1 cards per level)."""
    if cards >= 11:
        return 5
    if cards >= 7:
        return 4
    if cards >= 4:
        return 3
    if cards >= 2:
        return 2
    return 1


def government(state: Any) -> list[int]:
    """Seats holding at least one office, the Chancellery first and then clockwise (§ 5.7 order)."""
    chancellor = state.offices[0]
    if chancellor == NO_SEAT:
        return []
    n = state.num_players
    seats = {s for s in state.offices if s != NO_SEAT}
    return sorted(seats, key=lambda s: (s - chancellor) % n)


def competences(state: Any, seat: int) -> set[str]:
    """A party's core competencies: the portfolios on its party card(s) (§ 3.2)."""
    parties = components().parties
    out: set[str] = set()
    for index in state.parties[seat]:
        out.update(parties[index].competences)
    return out
