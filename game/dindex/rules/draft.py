"""A mutable working copy of a DindexState used inside one `apply`.

Phase handlers change a Draft in place (lists instead of tuples) and collect events; `finish` freezes it back
into a new state. This keeps the many small changes of one card's effect cheap while the states that leave
`apply` stay immutable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import cache
from typing import Any, Literal, ParamSpec, get_args

from game.core.model_slots import unchecked_model
from game.core.protocol import Event, Payload, Transition
from game.core.record import set_fields
from game.core.rng import Rng
from game.core.trusted import transition
from game.dindex.components import Components, components
from game.dindex.events import RandomCard
from game.dindex.state import (
    NO_SEAT,
    Answer,
    CardShift,
    DindexArrangement,
    DindexState,
    Pending,
    Phase,
    SecretLast,
)

Transient = Literal["formed", "tasks_done", "secret_done", "open_done", "reposition_done", "term_end"]
"""Steps a handler names when its part of the term is done; `term.advance` starts the next part from them, so
they never reach a frozen state."""
DECISION_PHASES: frozenset[str] = frozenset(get_args(Phase))
P = ParamSpec("P")


class Draft:
    """The fields of DindexState, those that handlers change as lists; `events` and `commit` collect what the
    transition reports. Build one with `from_state`, freeze it with `finish`.

    Thawed on first use: a field is copied out of the state (as a list where handlers change it) only when a
    handler first reads it, and `finish` freezes only the fields read or set; the others keep the state's own
    values.
    Most transitions touch a handful of the fifty fields (a party lets a card stand), and copying them all
    both ways was a third of a random game's time (issue 14.2)."""

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
    roles: tuple[str, ...]
    revealed: list[bool]
    rp_triggered: list[bool]
    parties: tuple[tuple[int, ...], ...]
    hands: Hands
    stack: list[int]
    discard: list[int]
    offices: tuple[int, ...]
    tasks: list[int]
    task_deck: list[int]
    covers: list[int]
    empty_offices: list[bool]
    draw_room: list[int]
    votes: tuple[int, ...]
    majority: int
    formateur: int
    second_formation: bool
    first_failed: bool
    attempt: int
    partners: tuple[int, ...]
    ministries: tuple[int, ...]
    responders: tuple[int, ...]
    answers: list[Answer]
    asks: list[tuple[str, ...]]
    task_office: int
    secret_in: list[int]
    secret_drawn: list[int]
    secret_order: tuple[int, ...]
    secret_pos: int
    secret_last: SecretLast
    chain: list[Pending]
    turn: int
    quiet: int
    window: tuple[int, ...]
    campaign_order: tuple[int, ...]
    winners: tuple[int, ...] | None
    reason: str
    start_dindex: int
    setup_rng: int
    arranged: DindexArrangement | None
    arranged_random: int
    # The transition's own attributes are slots, so the draft's dict holds exactly the fields thawed or set.
    __slots__ = ("_frozen", "n", "generator", "events", "commit", "journal", "comps", "__dict__")
    _frozen: dict[str, Any]
    """The state's own field values, read by fields not thawed yet."""
    n: int
    """The number of parties (`num_players`, which never changes during a game), read everywhere."""
    generator: Rng | None
    """The game's generator once the transition draws; draw from it through `rand`, which makes it and marks
    the transition as a commit point."""
    events: list[Event]
    commit: bool
    journal: list[CardShift] | None
    """While a secret action takes effect: the action cards its effect moves, so a counter can move them back
    (rules/undo.py). None when nothing is being recorded."""
    comps: Components

    @classmethod
    def from_state(cls, s: DindexState) -> Draft:
        draft = _new(cls)
        frozen = s.__dict__
        draft._frozen = frozen
        draft.n = frozen["num_players"]
        draft.generator = None
        draft.events = []
        draft.commit = False
        draft.journal = None
        draft.comps = components()
        # Read by every transition (is the game over, what phase is it): cheaper copied at once than thawed.
        fields = draft.__dict__
        fields["winners"] = frozen["winners"]
        fields["phase"] = frozen["phase"]
        return draft

    def finish(self) -> DindexState:
        """The frozen state after this transition (built unvalidated: every field already has its type)."""
        # What DindexState.model_construct(...) makes, at a fraction of its cost: every field set, in the
        # declared order (dumps keep that order; tests/dindex/test_draft_freeze.py checks it). Updating a copy
        # of the state's own dict keeps that order.
        touched = self.__dict__  # only fields: the draft's other attributes are slots
        values = self._frozen.copy()
        values.update(touched)
        if touched["winners"] is not None:
            values["phase"] = "over"  # a handler may have named its next phase before the game ended
        elif touched["phase"] not in DECISION_PHASES:
            raise AssertionError(f"the transition stopped at the transient step {self.phase!r}")
        for name in _LIST_SET.intersection(touched):
            values[name] = tuple(touched[name])
        hands = touched.get("hands")
        if hands is not None:
            values["hands"] = hands.freeze()
        if self.generator is not None:
            values["rng"] = self.generator.state
        return frozen_state(values)

    # -- randomness ---------------------------------------------------------------------------------
    @property
    def rand(self) -> Rng:
        """The game's generator; drawing from it makes this transition a commit point."""
        self.commit = True
        if self.generator is None:
            self.generator = Rng(self._frozen["rng"])
        return self.generator

    def random_card(self, purpose: str, seat: int | None = None) -> int:
        """§ 3.7: draw one of the 7 random cards from a freshly shuffled stack (reshuffled after every draw)."""
        value = self.rand.choice(self.comps.random_cards)
        arranged = self.first_term_arrangement()
        if arranged is not None and self.arranged_random < len(arranged.random):
            # a hand-built first term names its random cards in order (decision 21)
            value = arranged.random[self.arranged_random]
            self.arranged_random += 1
        self.emit(RandomCard, value=value, purpose=purpose, seat=seat)
        return value

    def first_term_arrangement(self) -> DindexArrangement | None:
        """The options' hand-built first term while the first term is played (decision 21), else None."""
        arranged = self.arranged
        return arranged if arranged is not None and self.term <= 1 else None

    def transition(self) -> Transition:
        """What this transition made: the frozen state, its events, and whether it is a commit point."""
        return transition(state=self.finish(), events=self.events, commit=self.commit)

    # -- events ---------------------------------------------------------------------------------------
    # The payload's class and its fields, not the payload: mypy checks the fields against the class as it checks
    # a call of it, and the payload is built here without the class's own checks (a class call costs about as
    # much as the rest of a small event, and a random game emits some 270 of them).
    def emit(self, payload: Callable[P, Payload], /, *_: P.args, **fields: P.kwargs) -> None:
        """The event of `payload` with these fields (the others take their defaults), seen by everyone."""
        cls: type[Payload] = payload  # type: ignore[assignment]  # a Payload class, called as its constructor
        declared = cls.record_fields
        data = _new(cls)
        # Every field given (the rules name them in the declared order, tests/conformance/test_event_payloads.py checks
        # it) is the payload's own dict as it is; else the defaults go first, each field in its declared place.
        set_fields(data, fields if len(fields) == len(declared) else {**declared, **fields})
        new = _new(Event)
        set_fields(new, {"type": cls.event_type, "data": data, "audience": None, "public": None})
        self.events.append(new)

    def emit_private(self, seat: int, hidden: str, payload: Callable[P, Payload], /, *_: P.args,
                     **fields: P.kwargs) -> None:
        """The event of `payload` with these fields for `seat` alone; the others see the same payload with its
        field `hidden` (the card or cards) None."""
        cls: type[Payload] = payload  # type: ignore[assignment]
        declared = cls.record_fields
        values = fields if len(fields) == len(declared) else {**declared, **fields}
        data = _new(cls)
        set_fields(data, values)
        public = _new(cls)
        set_fields(public, {**values, hidden: None})
        new = _new(Event)
        set_fields(new, {"type": cls.event_type, "data": data, "audience": (seat,), "public": public})
        self.events.append(new)

    # -- reading helpers ------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.winners is not None

    def clockwise_from(self, seat: int) -> list[int]:
        n = self.n
        return [(seat + i) % n for i in range(n)]


_STATE_FIELDS = tuple(DindexState.model_fields)
_new = object.__new__

# Fields handlers change in place, thawed as lists (hands as Hands) and frozen back as tuples; the
# others are immutable values, read and set as they are. The roles, offices, votes, partners, ministries, secret
# order and the queues of seats asked (responders, window, campaign order) are only ever replaced whole, as
# tuples, so reading them copies nothing.
_LIST_FIELDS = (
    "voters", "core", "rp", "revealed", "rp_triggered", "stack", "discard", "tasks",
    "task_deck", "covers", "empty_offices", "draw_room", "answers", "asks", "secret_in", "secret_drawn", "chain",
)
_VALUE_FIELDS = tuple(
    name for name in _STATE_FIELDS if name not in _LIST_FIELDS and name not in ("hands", "rng"))
_LIST_SET = frozenset(_LIST_FIELDS)


# Every field of a state is set. One set serves them all, as in game/core/trusted.py: pydantic copies a
# model's set of fields before it ever changes one.
_STATE_FIELDS_SET = set(_STATE_FIELDS)


def frozen_state(values: dict[str, Any]) -> DindexState:
    """The state of `values`, every field of it in the declared order and of its declared type (a state's own
    `__dict__`, copied and changed): what DindexState.model_construct(**values) makes, without its cost."""
    return unchecked_model(DindexState, values, _STATE_FIELDS_SET)


class _Thawed:
    """A field of the draft that is taken from the state on first use: the value, or a list (`thaw`) of it.

    A non-data descriptor, like functools.cached_property: once the value is in the draft's own dict, reads and
    writes go there directly, and setting a field before reading it never thaws it at all."""

    __slots__ = ("name", "thaw")

    def __init__(self, name: str, thaw: Callable[[Any], Any] | None) -> None:
        self.name = name
        self.thaw = thaw

    def __get__(self, draft: Draft | None, owner: type | None = None) -> Any:
        if draft is None:
            return self
        value = draft._frozen[self.name]
        if self.thaw is not None:
            value = self.thaw(value)
        draft.__dict__[self.name] = value
        return value


class Hands:
    """The parties' hands in a draft: `hands[seat]` is that hand as a list, copied from the state the first
    time it is used; `freeze` gives the hands back as the state holds them, the untouched ones as they were.
    (A transition changes one or two hands: thawing all of them was most of the cost of a card played.)"""

    __slots__ = ("_frozen", "_thawed")

    def __init__(self, frozen: tuple[tuple[int, ...], ...]) -> None:
        self._frozen = frozen
        self._thawed: dict[int, list[int]] = {}

    def __getitem__(self, seat: int) -> list[int]:
        hand = self._thawed.get(seat)
        if hand is None:
            hand = self._thawed[seat] = list(self._frozen[seat])
        return hand

    def held(self, seat: int) -> Sequence[int]:
        """That hand as it is now, to read only: not thawed (a copy) when the transition has not touched it."""
        hand = self._thawed.get(seat)
        return self._frozen[seat] if hand is None else hand

    def __len__(self) -> int:
        return len(self._frozen)

    def __iter__(self) -> Iterator[list[int]]:
        return (self[seat] for seat in range(len(self._frozen)))

    def freeze(self) -> tuple[tuple[int, ...], ...]:
        thawed = self._thawed
        if not thawed:
            return self._frozen
        hands = list(self._frozen)
        for seat, hand in thawed.items():
            hands[seat] = tuple(hand)
        return tuple(hands)


_DESCRIPTORS: dict[str, _Thawed] = {
    **{name: _Thawed(name, list) for name in _LIST_FIELDS},
    **{name: _Thawed(name, None) for name in _VALUE_FIELDS},
    "hands": _Thawed("hands", Hands),
}
for _name, _descriptor in _DESCRIPTORS.items():
    setattr(Draft, _name, _descriptor)


# What the reading helpers below accept: the frozen state or a transition's working copy.
Table = DindexState | Draft


def hand_reader(state: Table) -> Callable[[int], Sequence[int]]:
    """Each party's hand by seat, to read only: a draft's untouched hands are not thawed for it."""
    hands = state.hands
    return hands.held if isinstance(hands, Hands) else hands.__getitem__


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


def in_government(state: Table) -> set[int]:
    """The seats holding at least one office, as a set (`government` without its order, for the many places
    that only ask whether a party governs: cheaper than sorting them)."""
    offices = state.offices
    if offices[0] == NO_SEAT:
        return set()
    seats = set(offices)
    seats.discard(NO_SEAT)
    return seats


def competences(state: Table, seat: int) -> frozenset[str]:
    """A party's core competencies: the portfolios on its party card(s) (§ 3.2)."""
    return _competences_of(state.parties[seat])


@cache  # a party's cards never change during a game: read once per set of party cards
def _competences_of(party_cards: tuple[int, ...]) -> frozenset[str]:
    parties = components().parties
    return frozenset(portfolio for index in party_cards for portfolio in parties[index].competences)
