"""Decide Mode: standard, interactive and spicy, and the 1-money cancel as the affected player's answer."""

from __future__ import annotations

from game.diceocracy.actions import Focus, Manipulate, Pick, PlaceFollower, Respond, TakeDie, UseDistrictAction
from game.diceocracy.state import DiceocracyState
from tests.diceocracy.helpers import (
    RULES,
    act,
    board_spot,
    d,
    district_spot,
    legal,
    place,
    position_of,
    set_player,
    started,
)


def rep_influence_turn(mode: str) -> tuple[DiceocracyState, int, int]:
    """Seat `me` has used Town Hall Plaza's Rep Influence; the other seat has a Rep at district 0 space 0."""
    state = started(2, mode=mode)
    me = state.active
    other = 1 - me
    pos = position_of(state, "Town Hall Plaza")
    space = next(i for i, s in enumerate(state.districts[pos]) if s.die is not None)
    state = act(act(state, TakeDie(district=pos, space=space)), PlaceFollower(slot=4))
    target = 0 if pos != 0 else 1
    state = place(state, target, 0, other)
    state = act(state, UseDistrictAction())
    return state, me, target


def focus_turn(mode: str) -> tuple[DiceocracyState, int]:
    state = started(2, mode=mode)
    me = state.active
    pos = position_of(state, "Old Town")
    space = next(i for i, s in enumerate(state.districts[pos]) if s.die is not None)
    state = act(act(state, TakeDie(district=pos, space=space)), PlaceFollower(slot=4))
    state = set_player(state, 1 - me, followers=(d("pink", 3),) + (None,) * 8)
    return act(state, UseDistrictAction()), me


def test_standard_cannot_move_other_players_reps() -> None:
    state, me, target = rep_influence_turn("standard")
    assert Pick(spot=district_spot(target, 0)) not in legal(state)


def test_standard_and_interactive_cannot_change_other_players_followers() -> None:
    for mode in ("standard", "interactive"):
        state, me = focus_turn(mode)
        assert not any(a.spot.area == "board" and a.spot.index != me for a in legal(state))


def test_interactive_can_move_other_players_reps_and_they_may_pay_one_money_to_cancel() -> None:
    state, me, target = rep_influence_turn("interactive")
    other = 1 - me
    assert Pick(spot=district_spot(target, 0)) in legal(state)
    asked = act(state, Pick(spot=district_spot(target, 0)))
    assert asked.phase == "respond" and asked.active == other
    assert RULES.legal_actions(asked, other) == [Respond(cancel=True), Respond(cancel=False)]
    assert RULES.legal_actions(asked, me) == []
    money = asked.players[other].money
    cancelled = act(asked, Respond(cancel=True))
    assert cancelled.players[other].money == money - 1
    assert cancelled.districts[target][0].rep == other and cancelled.active == me
    allowed = act(asked, Respond(cancel=False))
    assert allowed.phase == "resolve" and allowed.active == me
    dest = next(a for a in legal(allowed))
    moved = act(allowed, dest)
    assert moved.districts[dest.spot.index][dest.spot.pos].rep == other
    assert moved.players[other].money == money


def test_cancel_needs_money() -> None:
    state, me, target = rep_influence_turn("interactive")
    state = set_player(state, 1 - me, money=0)
    after = act(state, Pick(spot=district_spot(target, 0)))
    assert after.phase == "resolve" and after.active == me


def test_your_own_rep_asks_no_one() -> None:
    state, me, target = rep_influence_turn("spicy")
    own = next(a for a in legal(state) if state.districts[a.spot.index][a.spot.pos].rep == me)
    after = act(state, own)
    assert after.phase == "resolve" and after.active == me


def test_spicy_can_focus_and_manipulate_other_players_followers_with_the_cancel() -> None:
    state, me = focus_turn("spicy")
    other = 1 - me
    target = board_spot(other, 0)
    assert Focus(spot=target, delta=1) in legal(state)
    asked = act(state, Focus(spot=target, delta=1))
    assert asked.phase == "respond" and asked.active == other
    assert act(asked, Respond(cancel=False)).players[other].followers[0] == d("pink", 4)
    kept = act(asked, Respond(cancel=True))
    assert kept.players[other].followers[0] == d("pink", 3) and kept.players[other].money == \
        asked.players[other].money - 1
    # manipulation of someone's follower asks before the roll
    manip = state.model_copy(update={"pending": (state.pending[0].model_copy(update={"type": "manipulate"}),)})
    asked = act(manip, Manipulate(spot=target))
    assert asked.phase == "respond"
    assert RULES.apply(asked, other, Respond(cancel=True)).commit is False


def test_solo_opponent_reps_can_be_moved_in_interactive_without_a_cancel() -> None:
    state = started(1, mode="interactive")
    pos = position_of(state, "Town Hall Plaza")
    space = next(i for i, s in enumerate(state.districts[pos]) if s.die is not None)
    state = act(act(state, TakeDie(district=pos, space=space)), PlaceFollower(slot=4))
    target = 0 if pos != 0 else 1
    state = place(state, target, 0, -1)
    state = act(state, UseDistrictAction())
    after = act(state, Pick(spot=district_spot(target, 0)))
    assert after.phase == "resolve" and after.active == 0
