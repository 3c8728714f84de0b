"""When may a party play an action card? (§ 3.8 register and stickers, § 5.4 secret, § 5.5 open)."""

from __future__ import annotations

from game.dindex.rules.cardfacts import card_facts
from game.dindex.rules.draft import Table, dindex_level, government


def conditions_met(state: Table, seat: int, card_index: int, secret: bool) -> bool:
    """All printed conditions of the card for this party now (a counter's target is checked separately):
    open play needs an open register entry at the Dindex shown, a secret action may also use the magnifying
    glass (§ 5.4); the wolf is for Oligarchs, the vulture for the Chancellery (or its ministry), the hare for
    the opposition."""
    facts = card_facts()[card_index]
    if dindex_level(state.dindex) not in (facts.secret_levels if secret else facts.open_levels):
        return False
    if facts.wolf and state.roles[seat] != "oligarch":
        return False
    offices = facts.vulture_offices
    if offices is not None and not any(state.offices[o] == seat for o in offices):
        return False
    return not (facts.hare and seat in government(state))


def targets(state: Table, seat: int, card_index: int) -> list[int | None]:
    """The parties the card may name, clockwise from the player; [None] when it names none or none
    qualifies (the card may still be played and that part of its effect lapses, § 3.8)."""
    kind = card_facts()[card_index].target
    if kind == "none":
        return [None]
    n = state.num_players
    others = [(seat + i) % n for i in range(1, n)]
    if kind == "opposition":
        gov = set(government(state))
        others = [s for s in others if s not in gov]
    elif kind == "government":
        gov = set(government(state))
        others = [s for s in others if s in gov]
    return others if others else [None]
