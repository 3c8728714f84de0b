"""Match.legal_after: what the asked seat may do after an action, asked of the rules without making it."""

from __future__ import annotations

import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.core.protocol import IllegalAction
from game.diceocracy.actions import PlaceFollower, TakeDie
from tests.core.toy_game import Step, ToyRules


def solo_match_at_the_first_take() -> Match:
    """A solo Diceocracy game whose set-up is done the first way offered: Anna is asked to take a die."""
    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 1)
    while m.view(0).phase != "take":
        m.submit(0, m.legal_actions(0)[0])
    return m


def test_after_taking_a_die_the_same_seat_may_place_it_on_every_empty_slot() -> None:
    m = solo_match_at_the_first_take()
    take = next(a for a in m.legal_actions(0) if isinstance(a, TakeDie))
    actions_before, state_before = list(m.actions), m.state
    after = m.legal_after(0, take)
    empty = [slot for slot, die in enumerate(m.view(0).players[0].followers) if die is None]
    assert after == [PlaceFollower(slot=slot) for slot in empty]
    assert m.actions == actions_before and m.state is state_before  # only asked, nothing made


def test_an_action_that_hands_the_turn_on_leaves_nothing_for_the_seat_that_made_it() -> None:
    m = Match(ToyRules(), {}, [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 3)
    assert m.legal_after(0, Step(size=1)) == []


def test_an_action_that_is_not_legal_now_is_refused_in_words() -> None:
    m = solo_match_at_the_first_take()
    with pytest.raises(IllegalAction, match="not a legal action of seat 0"):
        m.legal_after(0, PlaceFollower(slot=0))
    with pytest.raises(IllegalAction):
        m.legal_after(1, next(a for a in m.legal_actions(0) if isinstance(a, TakeDie)))


def test_a_preview_shows_the_actions_events_and_changes_nothing() -> None:
    m = solo_match_at_the_first_take()
    take = next(a for a in m.legal_actions(0) if isinstance(a, TakeDie))
    actions_before, state_before = list(m.actions), m.state
    preview = m.preview(0, take)
    assert m.actions == actions_before and m.state is state_before  # only asked, nothing made
    assert [e.type for e in preview.events] == [e.type for e in m.submit(0, take)] and preview.state == m.state
    with pytest.raises(IllegalAction, match="not a legal action of seat 0"):
        m.preview(0, take)  # taken already: now a die is placed
