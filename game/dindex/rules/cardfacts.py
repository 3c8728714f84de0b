"""What the rules ask of an action card before every decision, read off its printed data once.

The register, the stickers and the target kind never change during a game, yet the legal actions of an open
turn, a response window or a secret action read them for every card in hand at every step (issue 14.2).
`card_facts()[card]` answers those questions from sets and flags computed once from `components()`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.dindex.components import LEVELS, PORTFOLIOS, ActionCard, TargetKind, components
from game.dindex.effects_model import Uncover, iter_steps


@dataclass(frozen=True, slots=True)
class CardFacts:
    counter: bool
    """The hand sticker: it counters the card on top of the chain (§ 3.8)."""
    open_levels: frozenset[int]
    """Dindex levels at which the register allows open play (§ 3.8)."""
    secret_levels: frozenset[int]
    """Levels at which it may be carried out as a secret action: open, or the magnifying glass (§ 5.4)."""
    wolf: bool
    """Only an Oligarch may play it."""
    vulture_offices: tuple[int, ...] | None
    """The offices (0 the Chancellery, 1.. the ministries) one of which its player must hold; None: no vulture."""
    hare: bool
    """Only the opposition may play it."""
    target: TargetKind
    """The kind of party it names: none, another party, one of the opposition or of the government (§ 3.8)."""
    bombs: tuple[int, ...]
    """The register's bombs at each Dindex level (index 0 unused; ActionCard.bombs_at(level) is bombs[level])."""
    shoots: bool = False
    """It shoots a minister of its target ("A minister is shot. The office stands empty."): its player names the
    target's ministry as well (decision 18)."""


def facts_of(card: ActionCard) -> CardFacts:
    modes = {int(level): entry.mode for level, entry in card.register_.items()}
    stickers = card.stickers
    vulture = None
    if "vulture" in stickers:
        vulture = (0,) if card.portfolio is None else (0, 1 + PORTFOLIOS.index(card.portfolio))
    return CardFacts(
        counter=card.is_counter,
        open_levels=frozenset(level for level, mode in modes.items() if mode == "open"),
        secret_levels=frozenset(level for level, mode in modes.items() if mode in ("open", "secret")),
        wolf="wolf" in stickers,
        vulture_offices=vulture,
        hare="hare" in stickers,
        target=card.target,
        bombs=tuple(card.bombs_at(level) for level in range(len(LEVELS) + 1)),
        shoots=any(isinstance(step, Uncover) for step in iter_steps(card.steps)),
    )


@cache
def card_facts() -> tuple[CardFacts, ...]:
    """Per action card index, its facts (the card data is read once per process, like `components()`)."""
    return tuple(facts_of(card) for card in components().cards)


@cache
def counter_cards() -> frozenset[int]:
    """The action cards with the hand sticker (counters), by index."""
    return frozenset(index for index, facts in enumerate(card_facts()) if facts.counter)
