"""A mutable working copy of a DindexState used inside one `apply`.

Phase handlers change a Draft in place (lists instead of tuples) and collect events; `finish` freezes it back
into a new state. This keeps the many small changes of one card's effect cheap while the states that leave
`apply` stay immutable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, TypeGuard, get_args

from game.core.protocol import Event
from game.core.rng import Rng
from game.core.trusted import event
from game.dindex.components import Components, components
from game.dindex.state import NO_SEAT, Answer, CardShift, DindexState, Pending, Phase, SecretLast

Transient = Literal["formed", "tasks_done", "secret_done", "open_done", "reposition_done", "term_end"]
"""Steps a handler names when its part of the term is done; `term.advance` starts the next part from them, so
they never reach a frozen state."""
DECISION_PHASES: frozenset[str] = frozenset(get_args(Phase))


def is_decision_phase(phase: str) -> TypeGuard[Phase]:
    return phase in DECISION_PHASES


@dataclass(eq=False)
class Draft:
    """The fields of DindexState, those that handlers change as lists; `events` and `commit` collect what the
    transition reports. Build one with `from_state`, freeze it with `finish`."""

    num_players: int
    rp_target: int
    role_pool: tuple[int, int]
    term: int
    phase: Phase | Transient
    dindex: int
    dindex_discard: int
    voters: list[int]
    core: list[int]
    non_voters: int
    opponents: int
    rp: list[int]
    roles: list[str]
    revealed: list[bool]
    rp_triggered: list[bool]
    parties: tuple[tuple[int, ...], ...]
    hands: list[list[int]]
    stack: list[int]
    discard: list[int]
    offices: list[int]
    tasks: list[int]
    task_deck: list[int]
    covers: list[int]
    empty_offices: list[bool]
    votes: list[int]
    majority: int
    formateur: int
    second_formation: bool
    first_failed: bool
    attempt: int
    partners: list[int]
    ministries: list[int]
    responders: list[int]
    answers: list[Answer]
    asks: list[tuple[str, ...]]
    task_office: int
    secret_in: list[int]
    secret_drawn: list[int]
    secret_order: list[int]
    secret_pos: int
    secret_last: SecretLast
    chain: list[Pending]
    turn: int
    quiet: int
    window: list[int]
    campaign_order: list[int]
    winners: tuple[int, ...] | None
    reason: str
    start_dindex: int
    setup_rng: int
    generator: Rng
    """The game's generator; draw from it through `rand`, which marks the transition as a commit point."""
    events: list[Event] = field(default_factory=list)
    commit: bool = False
    journal: list[CardShift] | None = None
    """While a secret action takes effect: the action cards its effect moves, so a counter can move them back
    (rules/undo.py). None when nothing is being recorded."""
    comps: Components = field(default_factory=components)

    @classmethod
    def from_state(cls, s: DindexState) -> Draft:
        # Filled in directly rather than through the generated __init__ (this runs on every action); the
        # fields are the dataclass's, in its order, defaults included.
        draft = _new(cls)
        draft.__dict__.update(
            num_players=s.num_players, rp_target=s.rp_target, role_pool=s.role_pool, term=s.term, phase=s.phase,
            dindex=s.dindex, dindex_discard=s.dindex_discard, voters=list(s.voters), core=list(s.core),
            non_voters=s.non_voters, opponents=s.opponents, rp=list(s.rp), roles=list(s.roles),
            revealed=list(s.revealed), rp_triggered=list(s.rp_triggered), parties=s.parties,
            hands=[list(h) for h in s.hands], stack=list(s.stack), discard=list(s.discard), offices=list(s.offices),
            tasks=list(s.tasks), task_deck=list(s.task_deck), covers=list(s.covers),
            empty_offices=list(s.empty_offices), votes=list(s.votes),
            majority=s.majority, formateur=s.formateur, second_formation=s.second_formation,
            first_failed=s.first_failed, attempt=s.attempt, partners=list(s.partners),
            ministries=list(s.ministries), responders=list(s.responders), answers=list(s.answers),
            asks=list(s.asks), task_office=s.task_office,
            secret_in=list(s.secret_in), secret_drawn=list(s.secret_drawn), secret_order=list(s.secret_order),
            secret_pos=s.secret_pos, secret_last=s.secret_last, chain=list(s.chain), turn=s.turn, quiet=s.quiet,
            window=list(s.window), campaign_order=list(s.campaign_order), winners=s.winners, reason=s.reason,
            start_dindex=s.start_dindex, setup_rng=s.setup_rng, generator=Rng(s.rng),
            events=[], commit=False, journal=None, comps=components(),
        )
        return draft

    def finish(self) -> DindexState:
        """The frozen state after this transition (built unvalidated: every field already has its type)."""
        phase: Phase
        if self.winners is not None:
            phase = "over"  # a handler may have named its next phase before the game ended
        elif is_decision_phase(self.phase):
            phase = self.phase
        else:
            raise AssertionError(f"the transition stopped at the transient step {self.phase!r}")
        # What DindexState.model_construct(...) makes, at a fraction of its cost: every field set, in the
        # declared order (dumps keep that order; tests/dindex/test_draft_freeze.py checks it).
        state = _new(DindexState)
        _set(state, "__dict__", {
            "num_players": self.num_players, "rp_target": self.rp_target, "role_pool": self.role_pool,
            "term": self.term, "phase": phase, "dindex": self.dindex, "dindex_discard": self.dindex_discard,
            "voters": tuple(self.voters), "core": tuple(self.core), "non_voters": self.non_voters,
            "opponents": self.opponents, "rp": tuple(self.rp), "roles": tuple(self.roles),
            "revealed": tuple(self.revealed), "rp_triggered": tuple(self.rp_triggered), "parties": self.parties,
            "hands": tuple(tuple(h) for h in self.hands), "stack": tuple(self.stack), "discard": tuple(self.discard),
            "offices": tuple(self.offices), "tasks": tuple(self.tasks), "task_deck": tuple(self.task_deck),
            "covers": tuple(self.covers), "empty_offices": tuple(self.empty_offices), "votes": tuple(self.votes),
            "majority": self.majority, "formateur": self.formateur, "second_formation": self.second_formation,
            "first_failed": self.first_failed, "attempt": self.attempt, "partners": tuple(self.partners),
            "ministries": tuple(self.ministries), "responders": tuple(self.responders),
            "answers": tuple(self.answers), "asks": tuple(self.asks), "task_office": self.task_office,
            "secret_in": tuple(self.secret_in), "secret_drawn": tuple(self.secret_drawn),
            "secret_order": tuple(self.secret_order), "secret_pos": self.secret_pos,
            "secret_last": self.secret_last, "chain": tuple(self.chain), "turn": self.turn, "quiet": self.quiet,
            "window": tuple(self.window), "campaign_order": tuple(self.campaign_order), "winners": self.winners,
            "reason": self.reason, "rng": self.generator.state, "start_dindex": self.start_dindex,
            "setup_rng": self.setup_rng,
        })
        _set(state, "__pydantic_fields_set__", set(_STATE_FIELDS))
        _set(state, "__pydantic_extra__", None)
        _set(state, "__pydantic_private__", None)
        return state

    # -- randomness ---------------------------------------------------------------------------------
    @property
    def rand(self) -> Rng:
        """The game's generator; drawing from it makes this transition a commit point."""
        self.commit = True
        return self.generator

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
        self.events.append(event(type=type_, data=data, audience=audience, public=public))

    # -- reading helpers ------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.winners is not None

    @property
    def n(self) -> int:
        return self.num_players

    def clockwise_from(self, seat: int) -> list[int]:
        return [(seat + i) % self.n for i in range(self.n)]


_STATE_FIELDS = tuple(DindexState.model_fields)
_new = object.__new__
_set = object.__setattr__


# What the reading helpers below accept: the frozen state or a transition's working copy.
Table = DindexState | Draft


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


def government(state: Table) -> list[int]:
    """Seats holding at least one office, the Chancellery first and then clockwise (§ 5.7 order)."""
    chancellor = state.offices[0]
    if chancellor == NO_SEAT:
        return []
    n = state.num_players
    seats = {s for s in state.offices if s != NO_SEAT}
    return sorted(seats, key=lambda s: (s - chancellor) % n)


def competences(state: Table, seat: int) -> set[str]:
    """A party's core competencies: the portfolios on its party card(s) (§ 3.2)."""
    parties = components().parties
    out: set[str] = set()
    for index in state.parties[seat]:
        out.update(parties[index].competences)
    return out
