"""Playing a card and its counters (§ 3.8 "Counter", § 5.4, § 5.5).

An open card waits on the chain; a successful counter is put on top of it and repels the card below
(failed counters go straight to the discard pile, their bombs void). When nobody adds to the chain any more,
it resolves: the top card takes effect, the one below it is repelled, the one below that takes effect again,
and so on, each in the order it was played. A repelled card has no effect at all, its bombs included.

A secret action takes effect at once, when its party carries it out (§ 5.4); it stays on the chain only so
that the next party's secret counter can aim at it, and a successful counter reverses it (rules/undo.py).
"""

from __future__ import annotations

from game.core.trusted import build, evolve
from game.dindex.events import CardPlayed, CardRepelled, CardResolved, Counter
from game.dindex.rules.cardfacts import card_facts
from game.dindex.rules.draft import Draft, dindex_level
from game.dindex.rules.effects import Ctx, run_steps
from game.dindex.rules.pools import fall, reveal
from game.dindex.rules.undo import reverse, start_recording, stop_recording
from game.dindex.state import Pending


def announce(d: Draft, seat: int, card: int, target: int | None, mode: str, ministry: str | None = None,
             level: int | None = None) -> None:
    """A played card is revealed and read aloud; a wolf card shows its player's role (§ 3.1, § 3.8). `level`:
    the Dindex it is judged at, when not the one shown (a counter against a secret action that took effect)."""
    info = d.comps.cards[card]
    d.emit(CardPlayed, seat=seat, card=card, code=info.code, name=info.name, mode=mode,
           dindex=dindex_level(d.dindex) if level is None else level, target=target, ministry=ministry)
    if "wolf" in info.stickers:
        reveal(d, seat, "wolf_card")


def start_chain(d: Draft, seat: int, card: int, target: int | None, ministry: str | None = None) -> None:
    # Built unvalidated (game.core.trusted.build): every value is the rules' own, of its declared type.
    d.chain.append(build(Pending, {"card": card, "seat": seat, "target": target, "ministry": ministry,
                                   "dindex_level": dindex_level(d.dindex)}))


def play_counter(d: Draft, seat: int, card: int, level: int) -> bool:
    """Draw the random card for a counter against the top of the chain, judged at `level` (the Dindex without the
    card it counters, decision 6: its bombs are read there); True when it succeeds."""
    info = d.comps.cards[card]
    step = info.counter_step
    assert step is not None and d.chain, "a counter needs a card to aim at"
    top = d.chain[-1]
    value = d.random_card("counter", seat)
    success = step.low <= value <= step.high
    d.emit(Counter, seat=seat, card=card, code=info.code, against=top.card, against_seat=top.seat, value=value,
           success=success)
    if success:
        d.chain.append(build(Pending, {"card": card, "seat": seat, "countered": top.seat, "dindex_level": level}))
    else:
        d.discard.append(card)  # a failed counter has no effect, its bombs neither
    return success


def take_effect_now(d: Draft) -> None:
    """The secret action on top of the chain is carried out now, recording how to reverse it."""
    top = d.chain[-1]
    before = start_recording(d)
    apply_card(d, top)
    d.chain[-1] = evolve(top, {"undo": stop_recording(d, before)})


def counter_takes_effect_now(d: Draft) -> None:
    """A successful secret counter (on top of the chain): the card below it is reversed and its bombs with it,
    then the counter's own steps and bombs take effect. The record starts before the reversal, so a counter
    against this counter puts the first card's effect back as it was."""
    top, below = d.chain[-1], d.chain[-2]
    before = start_recording(d)
    d.emit(CardRepelled, seat=below.seat, card=below.card, code=d.comps.cards[below.card].code, reversed=True)
    if below.undo is not None:
        reverse(d, below.undo)
    apply_card(d, top)
    d.chain[-1] = evolve(top, {"undo": stop_recording(d, before)})


def close_chain(d: Draft) -> None:
    """Secret actions whose effects stand: nobody can counter them any more, they go to the discard pile."""
    d.discard.extend(p.card for p in d.chain)
    d.chain = []


def resolve_chain(d: Draft) -> None:
    """From the top down every other card takes effect. At the bottom there may lie the last secret action
    and the secret counters on it, already in effect (their `undo` recorded): the table shows them resolved, so
    only the topmost of them matters, reversed if an open counter repels it (§ 5.5 "otherwise the effect of
    the countered action must be reversed again") and left standing otherwise."""
    chain, d.chain = list(d.chain), []
    in_effect = max((i for i, p in enumerate(chain) if p.undo is not None), default=-1)
    for depth, pending in enumerate(chain):
        effective = (len(chain) - 1 - depth) % 2 == 0
        if not d.over and depth >= in_effect:
            code = d.comps.cards[pending.card].code
            if depth == in_effect:
                if not effective and pending.undo is not None:
                    d.emit(CardRepelled, seat=pending.seat, card=pending.card, code=code, reversed=True)
                    reverse(d, pending.undo)
            elif effective:
                apply_card(d, pending)
            else:
                d.emit(CardRepelled, seat=pending.seat, card=pending.card, code=code)
        d.discard.append(pending.card)


def apply_card(d: Draft, pending: Pending) -> None:
    """Effects from top to bottom, then the bombs of the register at the Dindex it was played at.

    Effects come first so that a successful seizure of power is a seizure (§ 6.3), and a failed one still
    lets the Dindex suffer ("see the bombs in the register", Military Coup)."""
    info = d.comps.cards[pending.card]
    d.emit(CardResolved, seat=pending.seat, card=pending.card, code=info.code)
    ctx = Ctx(why=info.code, seat=pending.seat, target=pending.target, countered=pending.countered,
              ministry=pending.ministry)
    run_steps(d, info.steps, ctx)
    bombs = card_facts()[pending.card].bombs[pending.dindex_level]
    if bombs and not d.over:
        fall(d, bombs, "bombs")
