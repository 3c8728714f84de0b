"""When may a party play an action card? (§ 3.8 register and stickers, § 5.4 secret, § 5.5 open)."""

from __future__ import annotations

from game.dindex.components import PORTFOLIOS, ActionCard, components
from game.dindex.rules.draft import Table, dindex_level, government


def register_allows(card: ActionCard, level: int, secret: bool) -> bool:
    """Open play needs an open register entry; a secret action may also use the magnifying glass (§ 5.4)."""
    mode = card.mode_at(level)
    return mode == "open" or (secret and mode == "secret")


def stickers_allow(state: Table, seat: int, card: ActionCard) -> bool:
    stickers = card.stickers
    if "wolf" in stickers and state.roles[seat] != "oligarch":
        return False
    if "vulture" in stickers:
        allowed = [0] if card.portfolio is None else [0, 1 + PORTFOLIOS.index(card.portfolio)]
        if not any(state.offices[o] == seat for o in allowed):
            return False
    return not ("hare" in stickers and seat in government(state))


def conditions_met(state: Table, seat: int, card_index: int, secret: bool) -> bool:
    """All printed conditions of the card for this party now (a counter's target is checked separately)."""
    card = components().cards[card_index]
    return register_allows(card, dindex_level(state.dindex), secret) and stickers_allow(state, seat, card)


def targets(state: Table, seat: int, card_index: int) -> list[int | None]:
    """The parties the card may name, clockwise from the player; [None] when it names none or none
    qualifies (the card may still be played and that part of its effect lapses, § 3.8)."""
    kind = components().cards[card_index].target
    if kind == "none":
        return [None]
    gov = set(government(state))
    n = state.num_players
    others = [(seat + i) % n for i in range(1, n)]
    if kind == "opposition":
        others = [s for s in others if s not in gov]
    elif kind == "government":
        others = [s for s in others if s in gov]
    return list(others) if others else [None]
