"""The effect vocabulary of Dindex cards: small steps the engine interprets in order (§ 3.8 "further effect").

A step names pools of voter cards and parties by short references, so the same vocabulary serves action
cards and the unsolved effects of government tasks:

- pools: ``non_voter`` and ``opponent`` (the centre of the table), ``<party>.voter`` and ``<party>.core``
- parties: ``self`` (who played the card), ``target`` (the party chosen on playing it), ``countered`` (the
  party whose card a counter repels), ``government`` / ``opposition`` / ``others`` (each such party in
  turn), ``chancellery`` (the Chancellery's party), ``ministry`` (a task's responsible minister).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Literal, get_args

from pydantic import Field, field_validator, model_validator

from game.core.protocol import Frozen

PartyRef = Literal["self", "target", "countered", "government", "opposition", "others", "chancellery", "ministry"]
PARTY_REFS: tuple[str, ...] = get_args(PartyRef)
GROUP_REFS = frozenset({"government", "opposition", "others"})
SHARED_POOLS = frozenset({"non_voter", "opponent"})
PARTY_POOLS = frozenset({"voter", "core"})


def pool_party(pool: str) -> str | None:
    """The party reference of a pool, or None for the centre of the table."""
    return None if pool in SHARED_POOLS else pool.split(".", 1)[0]


class Move(Frozen):
    """Move up to `count` voter cards from one pool to another, one at a time; a missing card lapses."""

    op: Literal["move"] = "move"
    src: str
    dst: str
    count: int = Field(default=1, ge=1, le=5)

    @field_validator("src", "dst")
    @classmethod
    def _pool(cls, value: str) -> str:
        if value in SHARED_POOLS:
            return value
        party, _, kind = value.partition(".")
        if party not in PARTY_REFS or kind not in PARTY_POOLS:
            raise ValueError(f"{value!r} is not a pool (non_voter, opponent or <party>.voter/.core)")
        return value

    @model_validator(mode="after")
    def _sensible(self) -> Move:
        if self.src == self.dst:
            raise ValueError(f"a move from {self.src} to itself does nothing")
        src, dst = pool_party(self.src), pool_party(self.dst)
        if src in GROUP_REFS and dst is not None:
            raise ValueError("a move from a group of parties must go to the centre of the table")
        if dst in GROUP_REFS and src is not None:
            raise ValueError("a move to a group of parties must come from the centre of the table")
        return self


class ChangeDindex(Frozen):
    """Stack the Dindex on (+) or off (−) by cards (§ 3.6)."""

    op: Literal["dindex"] = "dindex"
    delta: int = Field(ge=-2, le=2)

    @field_validator("delta")
    @classmethod
    def _nonzero(cls, value: int) -> int:
        if value == 0:
            raise ValueError("a Dindex step must change the Dindex")
        return value


class DrawCards(Frozen):
    """A party draws action cards from the stack (no hand limit during the term, § 5.1 note)."""

    op: Literal["draw"] = "draw"
    who: PartyRef = "self"
    count: int = Field(default=1, ge=1, le=4)


class DiscardCards(Frozen):
    """A party loses action cards drawn blind from its hand, face down to the discard pile (Party Raid)."""

    op: Literal["discard"] = "discard"
    who: PartyRef = "target"
    count: int = Field(default=1, ge=1, le=4)


class Outcome(Frozen):
    low: int = Field(ge=1, le=7)
    high: int = Field(ge=1, le=7)
    steps: tuple[Step, ...] = ()

    @model_validator(mode="after")
    def _range(self) -> Outcome:
        if self.low > self.high:
            raise ValueError(f"outcome range {self.low}-{self.high} is empty")
        return self


class Chance(Frozen):
    """Draw a random card (§ 3.7) and carry out the outcome whose range holds it; others do nothing."""

    op: Literal["chance"] = "chance"
    outcomes: tuple[Outcome, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _disjoint(self) -> Chance:
        seen: set[int] = set()
        for outcome in self.outcomes:
            values = set(range(outcome.low, outcome.high + 1))
            if values & seen:
                raise ValueError("random-card outcomes overlap")
            seen |= values
        return self


class SeizePower(Frozen):
    """The party that played the card seizes power and wins alone (§ 6.3)."""

    op: Literal["seize_power"] = "seize_power"


class CounterStep(Frozen):
    """The hand sticker: repel the previous action card if the random card falls in low..high (§ 3.8)."""

    op: Literal["counter"] = "counter"
    low: int = Field(default=1, ge=1, le=7)
    high: int = Field(ge=1, le=7)

    @model_validator(mode="after")
    def _range(self) -> CounterStep:
        if self.low > self.high:
            raise ValueError(f"counter range {self.low}-{self.high} is empty")
        return self


class AddTask(Frozen):
    """Additional government tasks come onto the table (§ 5.6 "through action cards")."""

    op: Literal["add_task"] = "add_task"
    count: int = Field(default=1, ge=1, le=3)


class Uncover(Frozen):
    """A minister of the party is shot ("A minister is shot. The office stands empty.", § 5.6 "a minister has
    been shot"): the one ministry the card's player names is lifted off its task, if it covers one, and stands
    empty for the rest of the term (decision 18)."""

    op: Literal["uncover"] = "uncover"
    who: PartyRef = "target"


Step = Annotated[
    # No step changes Government Points: § 8 has no symbol for them and RP come from offices only (§ 5.6, § 5.7).
    Move | ChangeDindex | DrawCards | DiscardCards | Chance | SeizePower | CounterStep | AddTask | Uncover,
    Field(discriminator="op"),
]
Outcome.model_rebuild()
Chance.model_rebuild()


def iter_steps(steps: tuple[Step, ...]) -> Iterator[Step]:
    """Every step, including those inside random-card outcomes."""
    for step in steps:
        yield step
        if isinstance(step, Chance):
            for outcome in step.outcomes:
                yield from iter_steps(outcome.steps)


def party_refs(steps: tuple[Step, ...]) -> set[str]:
    """All party references the steps use."""
    refs: set[str] = set()
    for step in iter_steps(steps):
        if isinstance(step, Move):
            for pool in (step.src, step.dst):
                party = pool_party(pool)
                if party is not None:
                    refs.add(party)
        elif isinstance(step, (DrawCards, DiscardCards, Uncover)):
            refs.add(step.who)
    return refs
