"""The round's combination and tie-break values, checked against the rulebook's definitions read literally
(every three or four cards of a hand tried) on hands drawn from the full people's deck."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.demos.components import number_cards, rank_of, suit_of
from game.demos.scoring import (
    QUAD_POINTS,
    best_combination,
    is_quad,
    is_sequence,
    max_suit_count,
    round_key,
    scored_hand,
    sequence_points,
)

HANDS = st.lists(st.sampled_from(number_cards("full")), min_size=3, max_size=7, unique=True)


def unplayed(hand: list[str], shown: tuple[str, ...]) -> int:
    return sum(rank_of(card) for card in hand if card not in shown)


def literal_best_value(hand: list[str], allow_quad: bool) -> tuple[int, int] | None:
    """The most points a combination of the hand scores, then the most unplayed points it leaves."""
    if allow_quad and any(is_quad(four) for four in combinations(hand, 4)):
        return None  # a quad: checked on its own below
    values = [(sequence_points(trio), unplayed(hand, trio)) for trio in combinations(hand, 3) if is_sequence(trio)]
    return max(values, default=None)


@settings(max_examples=200, deadline=None)
@given(HANDS, st.booleans())
def test_the_combination_shown_is_the_best_the_hand_holds(hand: list[str], allow_quad: bool) -> None:
    combo = best_combination(hand, allow_quad)
    if allow_quad and any(is_quad(four) for four in combinations(hand, 4)):
        assert combo is not None and combo.kind == "quad" and combo.points == QUAD_POINTS
        assert is_quad(combo.cards) and set(combo.cards) <= set(hand)
        return
    best = literal_best_value(hand, allow_quad)
    if best is None:
        assert combo is None
        return
    assert combo is not None and combo.kind == "sequence" and set(combo.cards) <= set(hand)
    assert is_sequence(combo.cards)
    assert (combo.points, unplayed(hand, combo.cards)) == best


@settings(max_examples=200, deadline=None)
@given(HANDS, st.booleans())
def test_a_scored_hand_is_its_combination_and_its_round_key(hand: list[str], allow_quad: bool) -> None:
    combo = best_combination(hand, allow_quad)
    assert scored_hand(hand, allow_quad) == (combo, round_key(hand, combo))


@settings(max_examples=200, deadline=None)
@given(HANDS)
def test_the_most_cards_of_one_suit_are_counted_in_the_whole_hand(hand: list[str]) -> None:
    assert max_suit_count(hand) == max(Counter(suit_of(card) for card in hand).values())


def test_no_cards_have_no_suit_to_count() -> None:
    assert max_suit_count([]) == 0
