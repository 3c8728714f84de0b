"""Diceocracy positions built for the table tests (no tests here): a solo turn at its actions step or
its cards step, a solo turn resolving a given effect, and a solo match at a tie of the bag's roll."""

from __future__ import annotations

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy.actions import EndTurn, PlaceFollower, SkipDistrictAction, SkipFollowerAction, TakeDie
from game.diceocracy.board import put_space
from game.diceocracy.state import Die, Effect, Space


def solo_turn_at_its_actions_step() -> Match:
    """A solo game at step 4 of Anna's first turn: set-up the first way offered, a die taken and placed on
    slot 5."""
    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 1)
    while m.view(0).phase != "take":
        m.submit(0, m.legal_actions(0)[0])
    m.submit(0, next(a for a in m.legal_actions(0) if isinstance(a, TakeDie)))
    m.submit(0, PlaceFollower(slot=4))
    assert m.view(0).phase == "actions"
    return m


def solo_turn_at_its_cards_step() -> Match:
    """The same turn at step 5: both step-4 actions skipped."""
    m = solo_turn_at_its_actions_step()
    for action in (SkipDistrictAction(), SkipFollowerAction()):
        m.submit(0, action)
    assert m.view(0).phase == "cards"
    return m


def solo_turn_resolving(effect: Effect) -> Match:
    """Step 4 of that turn with `effect` waiting to be resolved (as an action or a card would leave it)."""
    m = solo_turn_at_its_actions_step()
    m.state = m.state.model_copy(update={"pending": (effect,), "phase": "resolve"})  # a hand-built position
    return m


def solo_match_at_a_bag_tie() -> Match:
    """The bag's turn with only two pink 3s left on the districts, in one district: whatever it rolls, both
    fit equally (same colour or the largest group, same value, same district), so the player decides."""
    m = solo_turn_at_its_cards_step()
    state = m.state
    a, b = [i for i, space in enumerate(state.districts[5]) if space.die is not None][:2]
    for pos, spaces in enumerate(state.districts):
        for i, space in enumerate(spaces):
            if space.die is not None:
                state = put_space(state, pos, i, Space())
    pink3 = Die(color="pink", value=3)
    state = put_space(put_space(state, 5, a, Space(die=pink3)), 5, b, Space(die=pink3))
    m.state = state  # the hand-built position (as tests/diceocracy/test_games.py does)
    m.submit(0, EndTurn())
    assert m.view(0).phase == "bag_tie"
    return m
