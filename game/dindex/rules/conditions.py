"""When may a party play an action card? (§ 3.8 register and stickers, § 5.4 secret, § 5.5 open)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from game.dindex.rules.cardfacts import card_facts
from game.dindex.rules.draft import Table, dindex_level, in_government


def playable_cards(state: Table, seat: int, cards: Iterable[int], secret: bool, counters: bool = True) -> list[int]:
    """The cards, in the order given, whose printed conditions this party meets now (a counter's target is
    checked separately): open play needs an open register entry at the Dindex shown, a secret action may also
    use the magnifying glass (§ 5.4); the wolf is for Oligarchs, the vulture for the Chancellery (or its
    ministry), the hare for the opposition. What they depend on is read once for all the cards. With
    `counters` False the counters are left out as well (a turn plays none: they answer a card)."""
    facts = card_facts()
    free, allowed = _allowed_at(dindex_level(state.dindex), secret, counters)
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


def unmet_condition(state: Table, seat: int, card_index: int, secret: bool) -> str | None:
    """Which printed condition keeps this party from playing the card now, checked in the order of
    `playable_cards`, named by the register or the sticker that refuses it: "register" (no register entry at
    the Dindex shown, magnifying glass included for a secret action), "wolf" (for Oligarchs), "vulture" (it
    holds neither office the sticker names), "hare" (it governs); None when it may play it. The log says the
    true reason: in a hidden-role game a revealed, discarded card is evidence, and "at Dindex 6" read as a
    wrong guess when it was the wolf. (The codes name stickers, never a role: no event data names a role
    before its card is turned up.)"""
    facts = card_facts()
    free, allowed = _allowed_at(dindex_level(state.dindex), secret, True)
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


def conditions_met(state: Table, seat: int, card_index: int, secret: bool) -> bool:
    """All printed conditions of the card for this party now (see `playable_cards`)."""
    return bool(playable_cards(state, seat, (card_index,), secret))


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
