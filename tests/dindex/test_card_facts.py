"""The card facts the legal actions read are the printed card: register, stickers and target kind."""

from __future__ import annotations

import pytest

from game.dindex.components import PORTFOLIOS, ActionCard, components
from game.dindex.rules.cardfacts import card_facts, counter_cards

LEVELS = range(1, 6)


@pytest.mark.parametrize("index, card", list(enumerate(components().cards)), ids=lambda v: getattr(v, "code", ""))
def test_the_facts_of_every_card_are_its_printed_register_and_stickers(index: int, card: ActionCard) -> None:
    facts = card_facts()[index]
    assert facts.counter == ("hand" in card.stickers)
    assert facts.open_levels == {level for level in LEVELS if card.mode_at(level) == "open"}
    assert facts.secret_levels == {level for level in LEVELS if card.mode_at(level) in ("open", "secret")}
    assert facts.wolf == ("wolf" in card.stickers) and facts.hare == ("hare" in card.stickers)
    if "vulture" not in card.stickers:
        assert facts.vulture_offices is None
    elif card.portfolio is None:
        assert facts.vulture_offices == (0,)  # the Chancellery only
    else:
        assert facts.vulture_offices == (0, 1 + PORTFOLIOS.index(card.portfolio))
    assert facts.target == card.target
    assert [facts.bombs[level] for level in LEVELS] == [card.register_[str(level)].bombs if str(level) in
                                                        card.register_ else 0 for level in LEVELS]


def test_no_card_is_playable_at_dindex_1() -> None:
    # Oligarchy ends the game at the last card: the register prints levels 5 to 2 only (§ 3.8).
    assert not any(1 in f.open_levels or 1 in f.secret_levels for f in card_facts())


def test_the_counters_are_the_cards_with_the_hand_sticker() -> None:
    cards = components().cards
    assert counter_cards() == {i for i, card in enumerate(cards) if "hand" in card.stickers}
    assert counter_cards()  # the game has counters to play
