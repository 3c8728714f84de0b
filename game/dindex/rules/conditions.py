"""When may a party play an action card? (§ 3.8 register and stickers, § 5.4 secret, § 5.5 open)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from game.dindex.components import PORTFOLIOS
from game.dindex.rules.cardfacts import card_facts
from game.dindex.rules.draft import Table, dindex_level, in_government


def counter_level(state: Table) -> int:
    """The Dindex level a counter against the top of the chain is judged at, and its bombs read at (decision 6):
    the Dindex as it stands without the card it counters. An open card waits on the chain, so that is the Dindex
    shown; a secret action has already taken effect (§ 5.4), and the counter is judged at the Dindex it found,
    since a repelled card "has no effect at all" and "the bombs in the register of the repelled card are then
    also without effect" (§ 3.8). A counter "should ideally be played before the effect of an action card has
    been resolved" (§ 5.5): where it could not be, it is judged as if it had been."""
    chain = state.chain
    undo = chain[-1].undo if chain else None
    return dindex_level(state.dindex if undo is None else undo.dindex)


def playable_cards(state: Table, seat: int, cards: Iterable[int], secret: bool, counters: bool = True,
                   level: int | None = None) -> list[int]:
    """The cards, in the order given, whose printed conditions this party meets now (a counter's target is
    checked separately): open play needs an open register entry at the Dindex shown, a secret action may also
    use the magnifying glass (§ 5.4); the wolf is for Oligarchs, the vulture for the Chancellery (or its
    ministry), the hare for the opposition. What they depend on is read once for all the cards. With
    `counters` False the counters are left out as well (a turn plays none: they answer a card). `level`: the
    Dindex level to judge at, when not the one shown (`counter_level`)."""
    facts = card_facts()
    free, allowed = _allowed_at(dindex_level(state.dindex) if level is None else level, secret, counters)
    oligarch: bool | None = None  # the party's role, read when a wolf card asks
    governing: bool | None = None  # seat in the government, found out when a hare card asks
    out: list[int] = []
    for card in cards:
        if card in free:
            out.append(card)
            continue
        if card not in allowed:
            continue
        info = facts[card]
        if info.wolf:
            if oligarch is None:
                oligarch = state.roles[seat] == "oligarch"
            if not oligarch:
                continue
        vulture = info.vulture_offices
        if vulture is not None:
            offices = state.offices
            if not any(offices[o] == seat for o in vulture):
                continue
        if info.hare:
            if governing is None:
                governing = seat in in_government(state)
            if governing:
                continue
        out.append(card)
    return out


@cache
def _allowed_at(level: int, secret: bool, counters: bool) -> tuple[frozenset[int], frozenset[int]]:
    """The cards the register allows at this level (openly, or as a secret action; the counters among them or
    not), and those of them with no sticker to check as well, which anyone may play: most cards in a hand are
    decided by one lookup."""
    facts = card_facts()
    allowed = frozenset(card for card, info in enumerate(facts)
                        if level in (info.secret_levels if secret else info.open_levels)
                        and (counters or not info.counter))
    free = frozenset(card for card in allowed
                     if not facts[card].wolf and facts[card].vulture_offices is None and not facts[card].hare)
    return free, allowed


def unmet_condition(state: Table, seat: int, card_index: int, secret: bool, level: int | None = None) -> str | None:
    """Which printed condition keeps this party from playing the card now, checked in the order of
    `playable_cards`, named by the register or the sticker that refuses it: "register" (no register entry at
    the Dindex shown, magnifying glass included for a secret action), "wolf" (for Oligarchs), "vulture" (it
    holds neither office the sticker names), "hare" (it governs); None when it may play it. The log says the
    true reason: in a hidden-role game a revealed, discarded card is evidence, and "at Dindex 6" read as a
    wrong guess when it was the wolf. (The codes name stickers, never a role: no event data names a role
    before its card is turned up.)"""
    facts = card_facts()
    free, allowed = _allowed_at(dindex_level(state.dindex) if level is None else level, secret, True)
    if card_index in free:
        return None
    if card_index not in allowed:
        return "register"
    info = facts[card_index]
    if info.wolf and state.roles[seat] != "oligarch":
        return "wolf"
    if info.vulture_offices is not None and not any(state.offices[o] == seat for o in info.vulture_offices):
        return "vulture"
    if info.hare and seat in in_government(state):
        return "hare"
    return None


def conditions_met(state: Table, seat: int, card_index: int, secret: bool, level: int | None = None) -> bool:
    """All printed conditions of the card for this party now (see `playable_cards`)."""
    return bool(playable_cards(state, seat, (card_index,), secret, level=level))


def targets(state: Table, seat: int, card_index: int) -> list[int | None]:
    """The parties the card may name, clockwise from the player; [None] when it names none or none
    qualifies (the card may still be played and that part of its effect lapses, § 3.8)."""
    kind = card_facts()[card_index].target
    if kind == "none":
        return [None]
    n = state.num_players
    others: list[int | None] = [(seat + i) % n for i in range(1, n)]
    if kind == "opposition":
        gov = in_government(state)
        others = [s for s in others if s not in gov]
    elif kind == "government":
        gov = in_government(state)
        others = [s for s in others if s in gov]
    return others if others else [None]


def ministries_to_shoot(state: Table, target: int | None) -> list[str | None]:
    """The target's ministries whose minister a shooting card may name (decision 18: "A minister is shot. The
    office stands empty."), in § 3.2 order, those already empty left out; [None] when there is none (that part
    of the effect lapses, § 3.8)."""
    if target is None:
        return [None]
    offices, empty = state.offices, state.empty_offices
    named: list[str | None] = [p for i, p in enumerate(PORTFOLIOS) if offices[1 + i] == target and not empty[1 + i]]
    return named if named else [None]


def aims(state: Table, seat: int, card_index: int) -> list[tuple[int | None, str | None]]:
    """(target, ministry) for every way the card may be aimed: its targets (`targets`), and for a card that
    shoots a minister each of the target's ministries."""
    if not card_facts()[card_index].shoots:
        return [(t, None) for t in targets(state, seat, card_index)]
    return [(t, m) for t in targets(state, seat, card_index) for m in ministries_to_shoot(state, t)]
