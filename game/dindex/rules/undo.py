"""Reversing a secret action that has already taken effect (§ 5.4, § 3.8 "Counter", § 5.5).

A secret action is carried out when its party's turn comes, so the next party's card is judged on the table
it left behind (Dindex included). A secret counter then aims at that action: if it succeeds, the action
"has no effect at all" and its bombs neither, so what it did is reversed ("otherwise the effect of the
countered action must be reversed again", § 5.5). Before a secret action takes effect the public table is
recorded (`Undo`); the action cards its effect moves are journalled by count (drawn cards lie at the end of
the hand, lost ones at the end of the discard pile), so reversing moves as many back without naming them.
A successful counter records the table before it reverses the card below, so a counter against that counter
restores the first card's effect exactly as it happened (same random cards, nothing drawn anew).
"""

from __future__ import annotations

from game.core.trusted import build, evolve
from game.dindex.rules.draft import Draft
from game.dindex.rules.pools import restore_dindex
from game.dindex.state import CardPlace, CardShift, Undo


def start_recording(d: Draft) -> Undo:
    """The public table now, and a fresh journal for the cards the coming effect moves."""
    d.journal = []
    return build(Undo, {
        "voters": tuple(d.voters), "core": tuple(d.core), "non_voters": d.non_voters, "opponents": d.opponents,
        "dindex": d.dindex, "dindex_discard": d.dindex_discard, "tasks": tuple(d.tasks), "covers": tuple(d.covers),
        "empty_offices": tuple(d.empty_offices)})


def stop_recording(d: Draft, before: Undo) -> Undo:
    journal, d.journal = d.journal or [], None
    return evolve(before, {"cards": tuple(journal)})


def reverse(d: Draft, undo: Undo) -> None:
    """Put the table back as `undo` recorded it: the moved cards back (last moved, first back), the voter
    pools, tasks, covers and the Dindex as they were. Roles shown stay shown: a played card was read aloud."""
    for shift in reversed(undo.cards):
        _shift(d, shift.dst, shift.src, shift.seat, shift.count)
    d.voters, d.core = list(undo.voters), list(undo.core)
    d.non_voters, d.opponents = undo.non_voters, undo.opponents
    returned = [t for t in d.tasks if t not in undo.tasks]  # tasks the effect added go back on the deck
    d.task_deck = [t for t in d.task_deck if t not in undo.tasks] + returned
    d.tasks = list(undo.tasks)
    d.covers, d.empty_offices = list(undo.covers), list(undo.empty_offices)
    restore_dindex(d, undo.dindex, undo.dindex_discard, "repelled")


def _pile(d: Draft, place: CardPlace, seat: int) -> list[int]:
    if place == "hand":
        return d.hands[seat]
    return d.stack if place == "stack" else d.discard


def _shift(d: Draft, src: CardPlace, dst: CardPlace, seat: int, count: int) -> None:
    source, target = _pile(d, src, seat), _pile(d, dst, seat)
    moved = min(count, len(source))
    for _ in range(moved):
        target.append(source.pop())
    if moved and d.journal is not None:
        d.journal.append(CardShift(src=src, dst=dst, seat=seat, count=moved))
