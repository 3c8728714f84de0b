"""The heuristic bot: sensible choices from its View alone, and clearly better than random play."""

from __future__ import annotations

import pytest

from game.core.bots import RandomBot
from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from game.core.simulate import play_game
from game.demos import GAME
from game.demos.bots import HeuristicBot
from game.demos.scandal import end_main_phase
from game.demos.state import (
    ApplyMedia,
    AssignFigure,
    CastVeto,
    Consent,
    Discard,
    PendingFigure,
    TakeDiscard,
    TakeFromDeck,
)

from .helpers import RULES, figs, new, with_figures, with_hands

BOT = HeuristicBot()


def choose(state, seat):
    return BOT.choose(RULES.view(state, seat), RULES.legal_actions(state, seat), Rng(1))


def test_heuristic_level_name() -> None:
    assert HeuristicBot.level == "heuristic" and GAME.make_bot("heuristic").level == "heuristic"


def test_heuristic_keeps_cards_that_build_a_sequence() -> None:
    state = with_hands(new(3, first_dealer=2), ("7S", "8S", "9S", "2H", "4D"), ("1S", "3H", "5D", "7C", "10H"),
                       ("1H", "3D", "5C", "10S", "6S"))
    assert choose(state, 0) in (Discard(card="2H"), Discard(card="4D"))


def test_heuristic_keeps_cards_of_one_suit_and_near_sequences() -> None:
    state = with_hands(new(3, first_dealer=2), ("7S", "8S", "2H", "4D", "9C"), ("1S", "3H", "5D", "7C", "10H"),
                       ("1H", "3D", "5C", "10S", "6S"))
    assert choose(state, 0) in (Discard(card="2H"), Discard(card="4D"))


def test_heuristic_takes_a_useful_public_discard() -> None:
    state = with_hands(new(3), ("7S", "8S", "2H", "4D"), ("1S", "3H", "5D", "7C", "10H"),
                       ("1H", "3D", "5C", "10S"))
    state = state.model_copy(update={
        "phase": "secret_take", "public_discards": ((), ("9S",), ("6S",)), "secret_discards": (("2C",), (), ("9C",)),
        "turn_queue": (0, 2), "people_deck": tuple(c for c in state.people_deck if c not in ("9S", "6S", "2C", "9C"))})
    assert choose(state, 0) == TakeDiscard(card="9S")


def test_heuristic_draws_from_the_deck_when_no_discard_helps() -> None:
    state = with_hands(new(3), ("7S", "8S", "9S", "4D"), ("1S", "3H", "5D", "7C", "10H"),
                       ("1H", "3D", "5C", "10S"))
    state = state.model_copy(update={
        "phase": "secret_take", "public_discards": ((), ("2C",), ()), "secret_discards": (("2H",), (), ("6S",)),
        "turn_queue": (0, 2), "people_deck": tuple(c for c in state.people_deck if c not in ("2C", "2H", "6S"))})
    assert choose(state, 0) == TakeFromDeck()


def test_heuristic_vetoes_when_the_unanimous_discard_would_help_a_leading_rival() -> None:
    state = with_hands(new(3), ("7S", "8S", "9S", "2H", "4D"), ("1S", "3H", "5D", "7C", "10H"),
                       ("1H", "3D", "5C", "10S", "6S"))
    state = with_figures(state, (), figs("EH", "LS", "JD", reveal="quad"), ())
    state = state.model_copy(update={"phase": "veto", "veto_queue": (0, 1, 2), "votes": (None,) * 3})
    assert choose(state, 0) == CastVeto()
    # with no rival ahead the bot consents
    lead = with_figures(state, figs("EH", "LS", "JD"), (), ())
    assert choose(lead, 0) == Consent()


def test_heuristic_team_vetoes_a_late_round_it_cannot_win_and_plays_out_a_strong_hand() -> None:
    # a team veto voids the whole round: late in the game, with a rival team ahead, it keeps the rival from
    # a figure, unless the bot's own hand is likely to win the round
    weak = ("1S", "3H", "5D", "7C", "10H")
    state = with_hands(new(4, teams="2v2"), weak, ("1H", "3D", "5C", "10S", "6S"),
                       ("2S", "4H", "6D", "8C", "10D"), ("2H", "4D", "6C", "8S", "9H"))
    state = with_figures(state, (), figs("EH", "LS", reveal="quad"), (), figs("JD", reveal="quad"))
    state = state.model_copy(update={"phase": "veto", "veto_queue": (0, 1), "votes": (None,) * 4, "round": 13})
    assert choose(state, 0) == CastVeto()
    strong = with_hands(state, ("7S", "8S", "9S", "2C", "4C"), *state.hands[1:])
    assert choose(strong, 0) == Consent()
    early = state.model_copy(update={"round": 3})
    assert choose(early, 0) == Consent()


def test_heuristic_aims_media_at_the_leaders_trio() -> None:
    state = with_figures(new(4), figs("M", "ES"), figs("LH"), figs("EH", "LD", "JC"), figs("JS"), power=())
    state = state.model_copy(update={"scores": (10, 10, 50, 10)})
    state, _ = end_main_phase(state)
    action = choose(state, 0)
    assert isinstance(action, ApplyMedia) and action.target == 2


def test_heuristic_team_gives_the_figure_to_the_teammate_it_completes() -> None:
    state = with_figures(new(4, teams="2v2"), figs("ES"), figs("EH", "LD"), figs("LS"), figs("EC"),
                         power=("JH",))
    state = state.model_copy(update={"phase": "assign_figure",
                                     "pending_figures": (PendingFigure(card="JS", team=1, chooser=1),)})
    assert RULES.active_players(state) == (1,)
    assert choose(state, 1) == AssignFigure(seat=1)  # E♥ L♦ J♠: three suits


@pytest.mark.slow  # whole games (seconds)
def test_heuristic_only_ever_chooses_legal_actions_in_every_mode() -> None:
    for variant in GAME.variants:
        seats = [SeatSpec(kind="bot", name=f"h{i}", level="heuristic") for i in range(variant.num_players)]
        match = Match(RULES, variant.options, seats, 2)
        play_game(match, [HeuristicBot() for _ in seats])  # Match.submit refuses anything illegal
        assert match.is_over


@pytest.mark.slow  # whole games (seconds)
def test_heuristic_beats_random_bots_clearly() -> None:
    wins = 0
    games = 40
    for seed in range(games):
        seats = [SeatSpec(kind="bot", name=f"s{i}", level="random") for i in range(4)]
        match = Match(RULES, {}, seats, 500 + seed)
        play_game(match, [HeuristicBot(), RandomBot(), RandomBot(), RandomBot()])
        wins += 0 in match.result().winners
    assert wins / games > 0.6  # a random seat would win about a quarter
