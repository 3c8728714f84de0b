"""The interpreter of the effect vocabulary (game.dindex.effects_model), and the action-card piles.

Steps run in order from top to bottom; a step that finds nothing to move lapses and the next one still runs
(§ 3.8 "Lapsed effect").
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from game.dindex.components import PORTFOLIOS
from game.dindex.effects_model import (
    AddTask,
    Chance,
    ChangeDindex,
    CounterStep,
    DiscardCards,
    DrawCards,
    Move,
    SeizePower,
    Step,
    Uncover,
    pool_party,
)
from game.dindex.events import CardsDiscarded, CardsDrawn, MinisterShot, StackReshuffled, TaskDrawn
from game.dindex.rules.draft import Draft, in_government
from game.dindex.rules.pools import fall, move_voter, rise, seize_power
from game.dindex.state import NO_SEAT, CardShift


class Ctx(NamedTuple):
    """Who the references of a card or task mean right now (a named tuple: one is made for every card that
    takes effect, and a frozen dataclass costs several times as much to make)."""

    why: str
    seat: int | None = None
    target: int | None = None
    countered: int | None = None
    portfolio: str | None = None
    ministry: str | None = None
    """The ministry a card that shoots a minister names (decision 18)."""


def parties(d: Draft, ref: str, ctx: Ctx) -> list[int]:
    """The seats a party reference stands for, in a fixed clockwise order."""
    if ref == "self":
        return [] if ctx.seat is None else [ctx.seat]
    if ref == "target":
        return [] if ctx.target is None else [ctx.target]
    if ref == "countered":
        return [] if ctx.countered is None else [ctx.countered]
    if ref == "chancellery":
        return [] if d.offices[0] == NO_SEAT else [d.offices[0]]
    if ref == "ministry":
        if ctx.portfolio is None:
            return []
        holder = d.offices[1 + PORTFOLIOS.index(ctx.portfolio)]
        return [] if holder == NO_SEAT else [holder]
    start = ctx.seat if ctx.seat is not None else (d.offices[0] if d.offices[0] != NO_SEAT else 0)
    order = d.clockwise_from(start)
    gov = in_government(d)
    if ref == "government":
        return [s for s in order if s in gov]
    if ref == "opposition":
        return [s for s in order if s not in gov]
    return [s for s in order if s != ctx.seat]  # "others"


def run_steps(d: Draft, steps: tuple[Step, ...], ctx: Ctx) -> None:
    for step in steps:
        if d.over:
            return
        run_step(d, step, ctx)


def run_step(d: Draft, step: Step, ctx: Ctx) -> None:
    if isinstance(step, Move):
        _move(d, step, ctx)
    elif isinstance(step, ChangeDindex):
        if step.delta > 0:
            rise(d, step.delta, ctx.why)
        else:
            fall(d, -step.delta, ctx.why)
    elif isinstance(step, DrawCards):
        for seat in parties(d, step.who, ctx):
            draw_cards(d, seat, step.count, ctx.why)
    elif isinstance(step, DiscardCards):
        for seat in parties(d, step.who, ctx):
            discard_blind(d, seat, step.count, ctx.why)
    elif isinstance(step, Chance):
        value = d.random_card(ctx.why, ctx.seat)
        for outcome in step.outcomes:
            if outcome.low <= value <= outcome.high:
                run_steps(d, outcome.steps, ctx)
                break
    elif isinstance(step, SeizePower):
        if ctx.seat is not None:
            seize_power(d, ctx.seat)
    elif isinstance(step, CounterStep):
        pass  # decided when the counter is played (chain.py); its further steps run on resolution
    elif isinstance(step, AddTask):
        for _ in range(step.count):
            draw_task(d, ctx.why)
    elif isinstance(step, Uncover):
        for seat in parties(d, step.who, ctx):
            shoot(d, seat, ctx.ministry, ctx.why)


@cache  # a handful of pool names, split once rather than at every step played
def _split(pool: str) -> tuple[str | None, str]:
    party = pool_party(pool)
    return (None, pool) if party is None else (party, pool.split(".", 1)[1])


def _move(d: Draft, step: Move, ctx: Ctx) -> None:
    src_ref, src_kind = _split(step.src)
    dst_ref, dst_kind = _split(step.dst)
    src_seats: list[int | None] = [None] if src_ref is None else list(parties(d, src_ref, ctx))
    dst_seats: list[int | None] = [None] if dst_ref is None else list(parties(d, dst_ref, ctx))
    if not src_seats or not dst_seats:
        return  # the named party does not exist now: the step lapses
    if len(src_seats) > 1:  # each party of a group loses `count` cards to the centre
        for seat in src_seats:
            for _ in range(step.count):
                move_voter(d, src_kind, seat, dst_kind, None, ctx.why)
        return
    for seat in dst_seats:  # one party, or each party of a group, gains `count` cards
        for _ in range(step.count):
            move_voter(d, src_kind, src_seats[0], dst_kind, seat, ctx.why)


# -- action-card piles (§ 3.6 stack and discard pile) -------------------------------------------------
def refill_stack(d: Draft) -> bool:
    """An empty stack is refilled by shuffling the face-down discard pile (a design decision: the rulebook
    only reshuffles at § 5.1, but a draw must be possible mid-term)."""
    if d.stack or not d.discard:
        return bool(d.stack)
    d.stack = list(d.rand.shuffled(d.discard))
    d.discard = []
    d.emit(StackReshuffled, stack_size=len(d.stack))
    return True


def draw_cards(d: Draft, seat: int, n: int, why: str) -> int:
    drawn: list[int] = []
    while len(drawn) < n and refill_stack(d):
        # The cards come off the top (the end) of the stack one by one: as many at once as it holds.
        stack = d.stack
        take = min(n - len(drawn), len(stack))
        drawn.extend(reversed(stack[-take:]))
        del stack[-take:]
    d.hands[seat].extend(drawn)
    if drawn:
        d.commit = True
        if d.journal is not None:  # a refill on the way is not undone: the piles just stay merged
            d.journal.append(CardShift(src="stack", dst="hand", seat=seat, count=len(drawn)))
        d.emit_private(seat, "cards", CardsDrawn, seat=seat, cards=tuple(drawn), count=len(drawn), why=why)
    return len(drawn)


def discard_blind(d: Draft, seat: int, n: int, why: str) -> None:
    """Cards drawn face down from a party's hand to the discard pile (nobody else sees which)."""
    lost: list[int] = []
    hand = d.hands[seat]
    for _ in range(min(n, len(hand))):
        lost.append(hand.pop(d.rand.below(len(hand))))
    d.discard.extend(lost)
    if lost:
        if d.journal is not None:
            d.journal.append(CardShift(src="hand", dst="discard", seat=seat, count=len(lost)))
        d.emit_private(seat, "cards", CardsDiscarded, seat=seat, cards=tuple(lost), count=len(lost), why=why)


def draw_task(d: Draft, why: str) -> None:
    if not d.task_deck:
        return
    task = d.task_deck.pop()
    d.tasks.append(task)
    d.commit = True
    info = d.comps.tasks[task]
    d.emit(TaskDrawn, task=task, code=info.code, portfolio=info.portfolio, kind=info.kind, why=why)


def shoot(d: Draft, seat: int, ministry: str | None, why: str) -> None:
    """“A minister is shot. The office stands empty” (decision 18): the one ministry of the party that the card's
    player named is lifted off its task, if it covers one, and covers nothing again this term, not even at
    § 5.6's repositioning (which otherwise places every office anew and would undo the effect). Without a
    ministry of that party to name (it holds only the Chancellery, or its ministries stand empty already) the
    step lapses (§ 3.8)."""
    if ministry is None:
        return
    office = 1 + PORTFOLIOS.index(ministry)
    if d.offices[office] != seat or d.empty_offices[office]:
        return
    task = d.covers[office]
    d.emit(MinisterShot, office=office, seat=seat, task=None if task == NO_SEAT else task, why=why)
    d.covers[office] = NO_SEAT
    d.empty_offices[office] = True
