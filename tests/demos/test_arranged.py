"""A hand-built deal (option `arranged`, docs/rules/demos.md decision 30): the dealer deals from a stacked
people's deck, one card at a time from the left, so every seat receives its arranged hand and the deck's next
cards are the arranged draws; the power deck's arranged figures are drawn first. Everything the arrangement
leaves out is shuffled from the seed, and a game without one is dealt as it always was."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from game.core.match import Match, SeatSpec
from game.demos.components import figure_cards, number_cards
from game.demos.state import ArrangedRound, Arrangement, DemosOptions, Discard, TakeFromDeck

from .helpers import RULES, new, number_multiset, run

HANDS = (("2S", "3S", "4S", "9H", "10C"), ("5H", "6H", "7H", "1D", "8C"), ("1S", "2D", "3D", "4D", "9C"))
DRAWS = ("7S", "7D", "7C", "8S")


def arranged(**more: object) -> Arrangement:
    return Arrangement(rounds=(ArrangedRound(hands=HANDS, draws=DRAWS), ArrangedRound(draws=("10S",))),
                       power=("M", "ES", "LH"), **more)  # type: ignore[arg-type]


def test_the_arranged_round_deals_exactly_those_hands_one_card_at_a_time_from_the_dealers_left() -> None:
    # "Der Geber teilt jedem Spieler 5 Zahlenkarten, einzeln, aus": the stacked deck gives each seat its hand
    for dealer in (0, 1, 2):
        state = new(3, seed=7, first_dealer=dealer, arranged=arranged())
        assert state.hands == HANDS
        assert state.people_deck[:len(DRAWS)] == DRAWS
        assert number_multiset(state) == Counter(number_cards("full"))


def test_the_deck_s_next_cards_are_the_arranged_draws_in_the_order_the_seats_receive_them() -> None:
    # "legt sie offen vor sich ab und erhält die erste verdeckte Karte vom Volkspaket", seat by seat
    state = new(3, seed=7, first_dealer=2, arranged=arranged())
    state, _ = run(state, (0, Discard(card="10C")), (1, Discard(card="8C")), (2, Discard(card="9C")))
    assert [state.hands[s][-1] for s in range(3)] == ["7S", "7D", "7C"]
    state, _ = run(state, (0, Discard(card="9H")), (0, TakeFromDeck()))
    assert state.hands[0][-1] == "8S"


def test_the_power_deck_s_arranged_figures_are_on_top_and_the_rest_is_shuffled_under_them() -> None:
    state = new(3, seed=7, arranged=arranged())
    assert state.power_deck[:3] == ("M", "ES", "LH")
    assert Counter(state.power_deck) == Counter(figure_cards("full"))


def test_a_round_with_only_draws_arranged_is_dealt_from_the_shuffled_rest_with_the_draws_on_top() -> None:
    state = new(3, seed=7, first_dealer=2, arranged=Arrangement(rounds=(ArrangedRound(draws=("10S", "10H")),)))
    assert state.people_deck[:2] == ("10S", "10H")
    assert not {"10S", "10H"} & {c for hand in state.hands for c in hand}


def test_rounds_beyond_the_arrangement_are_shuffled_from_the_seed_as_usual() -> None:
    state = new(3, seed=7, first_dealer=2, arranged=Arrangement(rounds=(ArrangedRound(hands=HANDS),)))
    plain = new(3, seed=7, first_dealer=2)
    assert state.hands == HANDS and plain.hands != HANDS


def test_without_an_arrangement_every_seed_deals_as_before() -> None:
    # the option's default changes nothing: the same options and seed give the same game (the recorded
    # games of tests/core/recorded_games replay to their very final states)
    assert DemosOptions().arranged is None
    assert new(4, seed=3) == new(4, seed=3, arranged=None)


def test_the_arranged_game_is_reproducible_from_its_options_seed_and_actions(tmp_path: Path) -> None:
    seats = [SeatSpec(name=n) for n in ("Ada", "Ben", "Cleo")]
    options = DemosOptions(first_dealer=2, round_limit=3, arranged=arranged())
    match = Match(RULES, options.model_dump(mode="json"), seats, 5)
    match.submit(0, Discard(card="10C"))
    path = tmp_path / "lesson.json"
    match.save(path)
    again = Match.load(path)
    assert again.state == match.state and again.state.hands[0][-1] == "7S"


def test_a_card_that_is_not_in_the_mode_s_deck_is_refused() -> None:
    with pytest.raises(ValidationError, match="'1S' is not a card of the simplified rules' people's deck"):
        DemosOptions(mode="simplified", arranged=Arrangement(rounds=(ArrangedRound(draws=("1S",)),)))
    with pytest.raises(ValidationError, match="'XS' is not a card"):
        DemosOptions(arranged=Arrangement(rounds=(ArrangedRound(draws=("XS",)),)))
    with pytest.raises(ValidationError, match="'M' is not a figure of the simplified rules"):
        DemosOptions(mode="simplified", arranged=Arrangement(power=("M",)))


def test_a_card_arranged_twice_is_refused() -> None:
    with pytest.raises(ValidationError, match="2S is arranged twice"):
        DemosOptions(arranged=Arrangement(rounds=(ArrangedRound(hands=HANDS, draws=("2S",)),)))
    with pytest.raises(ValidationError, match="ES is arranged 2 times; the deck has 1"):
        DemosOptions(arranged=Arrangement(power=("ES", "ES")))
    DemosOptions(arranged=Arrangement(power=("M", "M")))  # the full rules have two media


def test_a_hand_of_other_than_five_cards_is_refused() -> None:
    with pytest.raises(ValidationError, match="seat 1's hand has 4 cards, not 5"):
        DemosOptions(arranged=Arrangement(rounds=(ArrangedRound(hands=(HANDS[0], HANDS[1][:4], HANDS[2])),)))


def test_hands_for_another_number_of_seats_are_refused() -> None:
    options = DemosOptions(arranged=arranged())
    with pytest.raises(ValueError, match="deals 3 hands, not one per seat \\(4\\)"):
        RULES.check_player_count(options, 4)


def test_more_arranged_rounds_than_the_game_has_are_refused() -> None:
    with pytest.raises(ValidationError, match="arranged has 2 rounds; the game has at most 1"):
        DemosOptions(round_limit=1, arranged=arranged())
