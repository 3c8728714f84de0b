"""The simplified learning rules: 36 number cards 2–10, 12 figures, two discards, no quad, veto or media."""

from __future__ import annotations

from game.demos.components import figure_cards, number_cards
from game.demos.round_end import score_round
from game.demos.state import Discard, SkipDiscard, TakeDiscard, TakeFromDeck

from .helpers import RULES, new, run, with_hands


def test_simplified_deck_is_36_number_cards_without_aces() -> None:
    cards = number_cards("simplified")
    assert len(cards) == 36 and not any(c.startswith("1") and len(c) == 2 for c in cards)
    assert {int(c[:-1]) for c in cards} == set(range(2, 11))


def test_simplified_power_deck_is_12_figures_without_media() -> None:
    figures = figure_cards("simplified")
    assert len(figures) == 12 and "M" not in figures
    state = new(3, mode="simplified")
    assert sorted(state.power_deck) == sorted(figures)


def test_simplified_each_player_holds_five_cards() -> None:
    state = new(5, mode="simplified")
    assert all(len(h) == 5 for h in state.hands) and len(state.people_deck) == 36 - 25


def test_simplified_has_no_vetoes() -> None:
    assert new(3, mode="simplified").vetoes == (0, 0, 0)


def test_simplified_secret_discard_is_compulsory_then_round_is_scored() -> None:
    state = with_hands(new(3, mode="simplified"), ("2S", "3S", "4S", "9H", "10D"),
                       ("5H", "6H", "7C", "2D", "3C"), ("8S", "9S", "10S", "2H", "4D"))
    state, _ = run(state, (1, Discard(card="2D")), (2, Discard(card="2H")), (0, Discard(card="10D")))
    assert state.phase == "secret_discard" and RULES.active_players(state) == (1,)
    assert SkipDiscard() not in RULES.legal_actions(state, 1)
    state, _ = run(state, (1, Discard(card="3C")))
    legal = RULES.legal_actions(state, 1)
    assert legal[0] == TakeFromDeck() and TakeDiscard(card="10D") in legal
    state, _ = run(state, (1, TakeDiscard(card="2D")), (2, Discard(card="4D")), (2, TakeFromDeck()),
                   (0, Discard(card="9H")), (0, TakeFromDeck()))
    # no unanimous discard and no veto: straight to the next round
    assert state.round == 2 and state.last_round is not None and state.phase == "public_discard"


def test_simplified_four_of_a_kind_is_not_a_quad() -> None:
    state = with_hands(new(3, mode="simplified"), ("5S", "5H", "5D", "5C", "10D"),
                       ("7H", "8D", "9C", "2S", "4C"), ("3H", "6D", "8C", "10H", "3S"))
    state, _, _ = score_round(state)
    assert state.last_round.points == (None, 11, None) and state.last_round.winners == (1,)
