"""The DēmoS search plan: a playout's end is valued by the bot's chances in the game (a figure by what it
does for the bot's trio, a kept veto a little), only the heuristic's best few moves are raced, and a seat that
declined its secret discard is dealt a hand worth keeping."""

from __future__ import annotations

import pytest

from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from game.core.search import with_budget
from game.demos import GAME
from game.demos.inference import KEPT_POINTS, keeps
from game.demos.scandal import end_main_phase
from game.demos.scoring import best_combination
from game.demos.search_plan import VETO_WORTH, deal, deal_kept, kept_hands, outlook, round_over, shortlist
from game.demos.state import CastVeto, DemosState, Discard, SkipDiscard, TakeDiscard, TakeFromDeck

from .helpers import RULES, figs, new, with_figures, with_hands


def round_five(*rows: tuple[str, ...]) -> DemosState:
    """Four players dealt round 5 of 14, the seats holding these figures (the rest in the power deck)."""
    state = new(4, seed=3, mode="full").model_copy(update={"round": 5})
    return with_figures(state, *(figs(*row) for row in rows))


def test_a_playout_stops_when_the_next_round_is_dealt() -> None:
    root = round_five((), (), (), ())
    assert not round_over(root, root, 0)
    assert round_over(root, root.model_copy(update={"round": 6}), 0)


def test_a_playout_stops_when_a_round_a_team_veto_voided_is_dealt_again() -> None:
    # rules 3: the round that did not take place is dealt again under its number, by the next dealer
    root = with_hands(new(4, teams="2v2"), ("7S", "8S", "9S", "2H", "4D"), ("7H", "8D", "9C", "2S", "4C"),
                      ("1S", "3H", "5D", "7C", "10H"), ("1H", "3D", "5C", "10S", "6S"))
    root = root.model_copy(update={"phase": "veto", "veto_queue": (0,), "votes": (None,) * 4})
    voted = RULES.apply(root, 0, CastVeto()).state
    assert not round_over(root, voted, 0)
    again = RULES.apply(voted, 2, CastVeto()).state
    assert again.round == root.round and round_over(root, again, 0)


def test_the_outlook_of_a_finished_game_is_won_or_lost() -> None:
    # No media among the figures: laying out the power cards ends the game at once.
    state, _ = end_main_phase(with_figures(new(4, mode="full"), figs("ES", "LH", "JD"), figs("EH"), (), (),
                                           power=()))
    assert RULES.result(state) is not None
    assert outlook(state, state, 0) == 1.0 and outlook(state, state, 1) == 0.0


def mean_outlook(root: DemosState, state: DemosState, worlds: int = 8) -> float:
    """The outlook of seat 0 averaged over several worlds' abstract finishes (one world's 16 may tie)."""
    return sum(outlook(root.model_copy(update={"rng": k}), state, 0) for k in range(worlds)) / worlds


def test_a_figure_that_completes_the_trio_is_worth_more_than_a_second_of_one_power() -> None:
    root = round_five(("ES", "LH"), ("EH",), ("LD",), ("JC",))
    completed = round_five(("ES", "LH", "JD"), ("EH",), ("LD",), ("JC",))
    doubled = round_five(("ES", "LH", "EC"), ("EH",), ("LD",), ("JC",))
    assert mean_outlook(root, completed) > mean_outlook(root, doubled) > mean_outlook(root, root)


def test_a_rival_s_figure_lowers_the_outlook() -> None:
    root = round_five(("ES", "LH"), ("EH", "LS"), (), ())
    assert outlook(root, round_five(("ES", "LH"), ("EH", "LS", "JD"), (), ()), 0) < outlook(root, root, 0)


def test_in_team_play_a_teammate_s_trio_is_the_bot_s_own_chance() -> None:
    # 2 v 2, seats 0 and 2 against 1 and 3: the same three-suit trio before a teammate or before a rival.
    state = new(4, seed=3, teams="2v2").model_copy(update={"round": 12})
    with_mate = with_figures(state, (), figs("EH"), figs("ES", "LH", "JD"), figs("LS"))
    with_rival = with_figures(state, (), figs("ES", "LH", "JD"), figs("EH"), figs("LS"))
    assert outlook(with_mate, with_mate, 0) > 0.8 > 0.2 > outlook(with_rival, with_rival, 0)


def test_a_veto_kept_is_worth_a_little_and_no_more() -> None:
    root = round_five(("ES",), ("EH",), ("LD",), ("JC",))
    spent = root.model_copy(update={"vetoes": (0, 1, 1, 1)})
    assert abs(outlook(root, root, 0) - outlook(root, spent, 0) - VETO_WORTH) < 1e-6


def test_the_race_lays_one_of_the_three_cards_the_heuristic_parts_with_most_easily() -> None:
    # The two loose cards come first, then an end of the straight flush (two of it still make a near one).
    state = with_hands(new(3, first_dealer=2), ("7S", "8S", "9S", "2H", "4D"), ("1S", "3H", "5D", "7C", "10H"),
                       ("1H", "3D", "5C", "10S", "6S"))
    legal = RULES.legal_actions(state, 0)
    raced = shortlist(RULES.view(state, 0), legal, Rng(1))
    assert raced[:2] in ([Discard(card="2H"), Discard(card="4D")], [Discard(card="4D"), Discard(card="2H")])
    assert len(raced) == 3 and raced[2] in (Discard(card="7S"), Discard(card="9S"))


def test_a_secret_discard_may_also_be_declined_in_the_race() -> None:
    state = with_hands(new(3), ("7S", "8S", "9S", "2H", "4D"), ("1S", "3H", "5D", "7C", "10H"),
                       ("1H", "3D", "5C", "10S", "6S"))
    state = state.model_copy(update={"phase": "secret_discard", "turn_queue": (0, 1, 2)})
    raced = shortlist(RULES.view(state, 0), RULES.legal_actions(state, 0), Rng(1))
    assert SkipDiscard() in raced and len(raced) == 4


def test_the_race_takes_the_deck_or_one_of_the_two_most_useful_visible_cards() -> None:
    state = with_hands(new(3), ("7S", "8S", "2H", "4D"), ("1S", "3H", "5D", "7C", "10H"), ("1H", "3D", "5C", "10S"))
    state = state.model_copy(update={
        "phase": "secret_take", "public_discards": (("1D",), ("9S",), ("6S",)),
        "secret_discards": (("2C",), (), ("9C",)), "turn_queue": (0, 2),
        "people_deck": tuple(c for c in state.people_deck if c not in ("1D", "9S", "6S", "2C", "9C"))})
    legal = RULES.legal_actions(state, 0)
    assert len(legal) > 3
    raced = shortlist(RULES.view(state, 0), legal, Rng(1))
    assert set(raced) == {TakeFromDeck(), TakeDiscard(card="9S"), TakeDiscard(card="6S")}


def declined_by_seat_one() -> DemosState:
    """Four players in the secret step: seat 1 declined its secret discard, seat 2 laid one, seat 3 is next."""
    state = with_hands(new(4, first_dealer=0, mode="full"), ("1H", "3D", "5C", "10S", "6H"),
                       ("4S", "5S", "6S", "9H", "2C"), ("1S", "3H", "5D", "7C", "10H"), ("2H", "4D", "6C", "8D", "9D"))
    return state.model_copy(update={"secret_discards": ((), (), ("7D",), ()), "phase": "secret_discard",
                                    "turn_queue": (3, 0),
                                    "people_deck": tuple(c for c in state.people_deck if c != "7D")})


def test_a_seat_that_declined_its_secret_discard_is_dealt_a_hand_worth_keeping() -> None:
    state = declined_by_seat_one()
    view = RULES.view(state, 0)
    assert kept_hands(view) == [1]
    for seed in range(20):
        world = deal(view, 0, Rng(seed))
        assert RULES.view(world, 0) == view
        combo = best_combination(world.hands[1], allow_quad=True)
        assert combo is not None and (combo.kind == "quad" or combo.points >= KEPT_POINTS)


def test_a_seat_that_declined_is_dealt_a_hand_worth_keeping_by_the_plan_before_reading_too() -> None:
    view = RULES.view(declined_by_seat_one(), 0)
    for seed in range(20):
        world = deal_kept(view, 0, Rng(seed))
        assert RULES.view(world, 0) == view and keeps(world.hands[1], True)


def test_the_plan_before_reading_deals_a_seat_that_laid_its_secret_discard_as_any_other() -> None:
    view = RULES.view(declined_by_seat_one(), 0)
    assert 2 not in kept_hands(view) and 3 not in kept_hands(view)
    assert deal_kept(view, 0, Rng(5)).hands[2] == RULES.determinize(view, 0, Rng(5)).hands[2]


@pytest.mark.parametrize("teams", ["2v3", "2v2+1"])
def test_a_racing_search_bot_plays_a_whole_round_of_a_team_game(teams: str) -> None:
    # Budget 6: every decision with several moves races them, so the outlook's team winner checks run.
    match = Match(RULES, {"teams": teams}, [SeatSpec(kind="bot", name=f"b{i}", level="heuristic") for i in range(5)],
                  2024)
    bots = [with_budget(GAME.make_bot("search"), 6)] + [GAME.make_bot("heuristic") for _ in range(4)]
    raced = 0
    while match.result() is None and match.state.round == 1:
        seat = match.active_players()[0]
        legal = match.legal_actions(seat)
        action = bots[seat].choose(match.view(seat), legal, match.bot_rng())
        raced += seat == 0 and len(legal) > 1
        match.submit(seat, action)
    assert raced >= 3 and (match.state.round == 2 or match.result() is not None)
