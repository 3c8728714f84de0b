"""Scoring of combinations, round tie-breaks and trios, straight from the rulebook's numbers."""

from __future__ import annotations

import pytest

from game.demos.scoring import (
    allocate_draws,
    best_combination,
    best_trio,
    dealing_order,
    is_sequence,
    max_suit_count,
    round_key,
    sequence_points,
    top_players,
    trio_options,
)
from game.demos.state import Figure

from .helpers import figs


def test_sequence_one_suit_is_12_plus_smallest() -> None:
    assert sequence_points(["7S", "8S", "9S"]) == 19  # the book's example: 12 + 7


def test_sequence_two_suits_is_8_plus_smallest() -> None:
    assert sequence_points(["7S", "8S", "9H"]) == 15


def test_sequence_three_suits_is_4_plus_smallest() -> None:
    assert sequence_points(["7S", "8H", "9D"]) == 11


def test_sequences_do_not_wrap_around() -> None:
    assert not is_sequence(["9S", "10S", "1S"])
    assert not is_sequence(["10S", "1S", "2S"])
    assert is_sequence(["1S", "2H", "3D"])
    assert best_combination(["9S", "10S", "1S", "4H", "6D"], allow_quad=True) is None


def test_player_without_sequence_has_no_combination() -> None:
    assert best_combination(["2S", "4S", "6H", "8D", "10C"], allow_quad=True) is None


def test_full_quad_is_worth_30() -> None:
    combo = best_combination(["7S", "7H", "7D", "7C", "2S"], allow_quad=True)
    assert combo is not None and combo.kind == "quad" and combo.points == 30
    assert set(combo.cards) == {"7S", "7H", "7D", "7C"}


def test_full_quad_beats_the_best_sequence() -> None:
    combo = best_combination(["8S", "8H", "8D", "8C", "9S"], allow_quad=True)
    assert combo is not None and combo.points == 30 > sequence_points(["8S", "9S", "10S"])


def test_simplified_has_no_quad() -> None:
    combo = best_combination(["7S", "7H", "7D", "7C", "8S"], allow_quad=False)
    assert combo is None


def test_best_combination_takes_most_points() -> None:
    combo = best_combination(["2S", "3S", "4S", "8H", "9D"], allow_quad=True)
    assert combo is not None and combo.points == 14 and set(combo.cards) == {"2S", "3S", "4S"}
    combo = best_combination(["2S", "3H", "4D", "3S", "4S"], allow_quad=True)
    assert combo is not None and combo.points == 14 and set(combo.cards) == {"2S", "3S", "4S"}


def test_tiebreak_suit_count_in_full_hand() -> None:
    a = ["4S", "5S", "6H", "2S", "9S"]  # 8+4 = 12, four spades
    b = ["4H", "5H", "6D", "2C", "9D"]  # 8+4 = 12, two hearts / two diamonds
    ka = round_key(a, best_combination(a, True))
    kb = round_key(b, best_combination(b, True))
    assert ka is not None and kb is not None and ka[0] == kb[0]
    assert top_players([ka, kb], (0, 1)) == (0,)
    assert max_suit_count(a) == 4


def test_tiebreak_unplayed_cards_total() -> None:
    a = ["4S", "5S", "6H", "2D", "10C"]  # unplayed 2 + 10 = 12
    b = ["4H", "5H", "6D", "3S", "8C"]  # unplayed 3 + 8 = 11
    ka = round_key(a, best_combination(a, True))
    kb = round_key(b, best_combination(b, True))
    assert ka is not None and kb is not None and ka[:2] == kb[:2]
    assert top_players([kb, ka], (0, 1)) == (1,)


def test_tiebreak_quad_leaves_one_unplayed_card() -> None:
    a = ["7S", "7H", "7D", "7C", "2S"]
    combo = best_combination(a, True)
    key = round_key(a, combo)
    assert key == (30, 2, 2)


def test_absolute_tie_is_ex_aequo_in_dealing_order() -> None:
    a = ["4S", "5S", "6H", "2D", "10C"]
    b = ["4H", "5H", "6S", "2C", "10D"]
    keys = [round_key(h, best_combination(h, True)) for h in (a, b, ["2S", "9H", "7C", "4D", "1S"])]
    assert keys[0] == keys[1] and keys[2] is None
    assert top_players(keys, dealing_order(0, 3)) == (1, 0)  # both win, listed from the dealer's left


def test_dealing_order_starts_left_of_the_dealer() -> None:
    assert dealing_order(0, 4) == (1, 2, 3, 0)
    assert dealing_order(3, 4) == (0, 1, 2, 3)
    assert dealing_order(2, 5) == (3, 4, 0, 1, 2)


def test_ex_aequo_winners_each_draw_when_enough_figures() -> None:
    draws = allocate_draws((1, 2), (False, False, False), (0, 1, 2), team_play=False, deck_size=5)
    assert [(d.seat, d.count) for d in draws] == [(1, 1), (2, 1)]


def test_short_power_deck_dealing_order_has_precedence() -> None:
    draws = allocate_draws((2, 0), (False, False, False), (0, 1, 2), team_play=False, deck_size=1)
    assert [(d.seat, d.count) for d in draws] == [(2, 1)]


def test_full_quad_winner_draws_two_unless_only_one_left() -> None:
    assert [d.count for d in allocate_draws((1,), (False, True), (0, 1), False, 5)] == [2]
    assert [d.count for d in allocate_draws((1,), (False, True), (0, 1), False, 1)] == [1]


def test_team_tie_within_one_team_draws_once() -> None:
    draws = allocate_draws((0, 2), (False, False, False, False), (0, 1, 0, 1), team_play=True, deck_size=5)
    assert [(d.seat, d.team, d.count) for d in draws] == [(0, 0, 1)]


def test_team_tie_across_teams_each_team_draws() -> None:
    draws = allocate_draws((1, 2), (False, False, False, False), (0, 1, 0, 1), team_play=True, deck_size=5)
    assert [(d.seat, d.team) for d in draws] == [(1, 1), (2, 0)]


def test_trio_three_suits_beats_two_beats_one() -> None:
    assert best_trio(figs("ES", "LH", "JD"))[0] == 3
    assert best_trio(figs("ES", "LS", "JD"))[0] == 2
    assert best_trio(figs("ES", "LS", "JS"))[0] == 1
    assert best_trio(figs("ES", "LS", "JS", "JH"))[0] == 2
    assert best_trio(figs("ES", "LS", "M")) == (0, None)


def test_media_recoloured_figure_must_be_in_the_trio() -> None:
    row = (Figure(card="ES"), Figure(card="LH"), Figure(card="JD"),
           Figure(card="EC", reveal="media", suit="H", media_from=1))
    harmony, trio = best_trio(row)
    assert trio is not None and "EH" in trio and harmony == 2  # EH with LH: two suits


def test_two_recoloured_figures_of_one_power_leave_no_trio() -> None:
    row = (Figure(card="ES", reveal="media", suit="H", media_from=1),
           Figure(card="EC", reveal="media", suit="D", media_from=2), Figure(card="LH"), Figure(card="JD"))
    assert trio_options(row) == []


@pytest.mark.parametrize("hand", [["1S", "2S", "3S", "5H", "7D"], ["8C", "9C", "10C", "1H", "2D"]])
def test_full_rank_one_and_ten_make_sequences(hand: list[str]) -> None:
    combo = best_combination(hand, allow_quad=True)
    assert combo is not None and combo.points == 12 + min(int(c[:-1]) for c in combo.cards)
