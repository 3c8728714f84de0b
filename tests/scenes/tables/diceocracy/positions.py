"""Diceocracy positions built for the table tests (no tests here): a solo turn at its take, place, actions or
cards step, a solo turn resolving a given effect, a solo match at a tie of the bag's roll, the set-up's
choices, a hot-seat cancel question, and finished games."""

from __future__ import annotations

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.core.rng import Rng
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


def two_players_at_set_up(phase: str = "candidate") -> Match:
    """Anna (a person) and Ben (a bot) choosing their tiles: Anna at her candidate tile, or (`phase`
    "personality") at her personality tiles, the candidate chosen the first way offered."""
    m = Match(dc.GAME.rules, {"mode": "interactive"}, [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Ben",
                                                                                          level="random")], 2)
    while not (m.state.active == 0 and m.view(0).phase == phase):
        seat = m.active_players()[0]
        m.submit(seat, m.legal_actions(seat)[0])
    return m


def solo_turn_at_its_take_step() -> Match:
    """A solo game at the start of Anna's first turn (steps 1-2: a die to take)."""
    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 1)
    while m.view(0).phase != "take":
        m.submit(0, m.legal_actions(0)[0])
    return m


def solo_turn_at_its_place_step() -> Match:
    """The same turn with a die taken, to be placed (step 3)."""
    m = solo_turn_at_its_take_step()
    m.submit(0, next(a for a in m.legal_actions(0) if isinstance(a, TakeDie)))
    assert m.view(0).phase == "place"
    return m


def hot_seat_at_a_cancel() -> Match:
    """Anna and Ben at one computer, spicy mode: Anna is asked whether to pay 1 money to stop Ben's Rep
    influence (both played by the heuristic bot until then)."""
    m = Match(dc.GAME.rules, {"mode": "spicy"}, [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 1)
    bot = dc.GAME.make_bot("heuristic")
    for n in range(400):
        seat = m.active_players()[0]
        if m.view(seat).phase == "respond":
            return m
        m.submit(seat, bot.choose(m.view(seat), m.legal_actions(seat), Rng(n)))
    raise AssertionError("no cancel was offered")


def finished(players: int) -> Match:
    """A game played to its end (solo: with its score and rank), every seat taking its first legal action."""
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=name, level="random")
                                       for name in ("Ben", "Cleo", "Dan")[:players - 1]]
    m = Match(dc.GAME.rules, {"mode": "standard"}, seats, 4)
    while not m.is_over:
        seat = m.active_players()[0]
        m.submit(seat, m.legal_actions(seat)[0])
    return m
