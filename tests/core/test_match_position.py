"""The match answers who acts, what they may do and whether the game is over for the position it holds now:
after an action, an undo or a hand-built position, never from the position before."""

from __future__ import annotations

import pytest

from game.core.match import IllegalAction, Match, SeatSpec
from game.core.rng import DecisionStreams
from tests.core.toy_game import Step, ToyRules

SEATS = [SeatSpec(name="Anna"), SeatSpec(name="Ben")]


def new_match() -> Match:
    return Match(ToyRules(), {"target": 5}, SEATS, 9)


def test_who_acts_follows_each_action_and_undo() -> None:
    match = new_match()
    assert match.active_players() == (0,)
    match.submit(0, Step(size=1))
    assert match.active_players() == (1,) and match.legal_actions(0) == []
    match.undo()
    assert match.active_players() == (0,) and match.legal_actions(1) == []


def test_the_game_is_over_once_the_winning_action_is_applied_and_not_after_its_undo() -> None:
    match = new_match()
    for seat in (0, 1, 0):
        match.submit(seat, Step(size=1))
    assert match.result() is None
    match.submit(1, Step(size=2))
    result = match.result()
    assert result is not None and result.winners == (1,)
    match.undo()
    assert match.result() is None and not match.is_over and match.active_players() == (1,)


def test_a_hand_built_position_is_read_afresh() -> None:
    match = new_match()
    assert match.active_players() == (0,) and match.result() is None and match.legal_actions(0)
    match.state = match.state.model_copy(update={"winner": 1, "counter": 5})
    assert match.active_players() == () and match.legal_actions(0) == []
    result = match.result()
    assert result is not None and result.winners == (1,)


def test_each_decision_gets_the_seed_and_move_numbers_stream() -> None:
    """A bot's randomness for move n is decision n's generator of the seed's "bot" streams: the seed and the
    move number alone decide it."""
    match = new_match()
    for n, seat in enumerate((0, 1, 0)):
        assert match.bot_rng().state == DecisionStreams(9, "bot").state(n)
        match.submit(seat, Step(size=1))


def test_a_match_that_keeps_no_positions_plays_the_same_and_offers_no_undo() -> None:
    """The simulator's and the tournament's matches: nobody takes a move back there, so the positions before
    each action are freed as the game goes on."""
    kept, lean = new_match(), Match(ToyRules(), {"target": 5}, SEATS, 9, keep_positions=False)
    for seat in (0, 1, 0):
        assert kept.submit(seat, Step(size=1)) == lean.submit(seat, Step(size=1))
    assert lean.state == kept.state and lean.actions == kept.actions
    assert kept.can_undo() and not lean.can_undo() and not lean.can_undo(0)
    with pytest.raises(IllegalAction):
        lean.undo()
    with pytest.raises(ValueError, match="keeps no earlier positions"):
        lean.states()
    assert len(kept.states()) == 4 and lean.state == kept.state
