"""What the rules tell the table about a round's result and a seat's hand (issue 12): how a tie on points was
broken (the round_end event's `tiebreak`), and each seat's own best sequence or quad and best trio now, in
its view only."""

from __future__ import annotations

from game.demos.events import RoundEnd, Tiebreak
from game.demos.round_end import score_round
from game.demos.views import make_view

from .helpers import figs, new, of_type, with_figures, with_hands

NOTHING = ("1S", "3H", "5D", "7C", "10H")
NOTHING2 = ("1H", "3D", "5C", "10S", "6S")


def round_end(*hands: tuple[str, ...], power: tuple[str, ...] = ("ES", "LH", "JD")) -> RoundEnd:
    state = with_figures(with_hands(new(len(hands)), *hands), *(() for _ in hands), power=power)
    _, events, _ = score_round(state)
    return of_type(events, "round_end")[0].for_viewer(None).data


def test_a_clear_winner_needs_no_tiebreak() -> None:
    data = round_end(("7S", "8S", "9S", "2H", "4D"), ("7H", "8D", "9C", "2S", "4C"), NOTHING, NOTHING2)
    assert data.tiebreak is None


def test_tie_on_points_broken_by_most_cards_of_one_suit_is_public_with_every_count() -> None:
    # 19 against 19 (12 + 7 each): seat 1 holds four clubs, seat 0 three spades
    data = round_end(("7S", "8S", "9S", "2H", "4D"), ("7C", "8C", "9C", "2C", "4H"), NOTHING, NOTHING2)
    assert data.tiebreak == Tiebreak(points=19, tied=(1, 0), suits={1: 4, 0: 3}, by="suits")
    assert data.winners == (1,)


def test_tie_on_points_and_suits_broken_by_the_unplayed_cards() -> None:
    data = round_end(("7S", "8S", "9S", "2S", "4D"), ("7C", "8C", "9C", "2C", "5H"), NOTHING, NOTHING2)
    tie = data.tiebreak
    assert tie is not None
    assert tie.by == "unplayed" and tie.suits == {1: 4, 0: 4} and tie.unplayed == {1: 7, 0: 6}
    assert data.winners == (1,)


def test_tie_on_every_rule_is_ex_aequo() -> None:
    data = round_end(("7S", "8S", "9S", "2S", "4D"), ("7C", "8C", "9C", "2C", "4H"), NOTHING, NOTHING2)
    assert data.tiebreak is not None
    assert data.tiebreak.by == "ex_aequo" and data.tiebreak.unplayed == {1: 6, 0: 6}
    assert data.winners == (1, 0)


def test_only_players_level_on_the_best_points_are_in_the_tiebreak() -> None:
    data = round_end(("7S", "8S", "9S", "2H", "4D"), ("7C", "8C", "9C", "2C", "4H"), ("7H", "8D", "9C", "2S", "4C"),
                     NOTHING2)
    assert data.tiebreak is not None
    assert data.tiebreak.tied == (1, 0)


def test_own_view_shows_the_best_sequence_of_the_hand_and_nobody_elses() -> None:
    state = with_hands(new(3), ("7S", "8S", "9S", "8H", "4D"), NOTHING, NOTHING2)
    seats = make_view(state, 0).seats
    assert seats[0].best_combination == ("7S", "8S", "9S") and seats[0].best_points == 19
    assert seats[1].best_combination is None and seats[1].best_points is None
    assert make_view(state, 1).seats[1].best_combination is None  # a hand without a sequence shows none


def test_own_view_shows_a_harmonic_quad_as_the_best_combination_in_the_full_rules() -> None:
    state = with_hands(new(3), ("5S", "5H", "5D", "5C", "6C"), NOTHING, NOTHING2)
    assert make_view(state, 0).seats[0].best_points == 30


def test_best_trio_of_own_figures_and_a_teammates_but_not_an_opponents() -> None:
    state = with_figures(new(4, teams="2v2"), figs("ES", "LH", "JD", "JS"), figs("ED", "LS", "JH"),
                         figs("EC", "LC", "JC"), figs("EH"), power=())
    seats = make_view(state, 0).seats
    assert seats[0].best_trio == ("ES", "LH", "JD") and seats[0].trio_harmony == 3
    assert seats[2].best_trio == ("EC", "LC", "JC") and seats[2].trio_harmony == 1  # seat 2 is the teammate
    assert seats[1].best_trio is None and seats[1].trio_harmony == 0
    assert seats[3].best_trio is None
