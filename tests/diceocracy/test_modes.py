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
    rep = district_spot(target, 0)
    assert Pick(spot=rep) in legal(state)
    dest = legal(act(state, Pick(spot=rep)))[0].spot
    asked = act(act(state, Pick(spot=rep)), Pick(spot=dest))
    assert asked.phase == "respond" and asked.active == other
    assert RULES.legal_actions(asked, other) == [Respond(cancel=True), Respond(cancel=False)]
    assert RULES.legal_actions(asked, me) == []
    money = asked.players[other].money
    die = asked.districts[dest.index][dest.pos].die
    cancelled = act(asked, Respond(cancel=True))
    assert cancelled.players[other].money == money - 1 and cancelled.active == me
    assert cancelled.districts[target][0].rep == other and cancelled.districts[dest.index][dest.pos].die == die
    moved = act(asked, Respond(cancel=False))
    assert moved.districts[dest.index][dest.pos].rep == other and moved.districts[target][0].die == die
    assert moved.players[other].money == money and moved.active == me


def test_the_cancel_is_asked_once_the_move_is_fully_chosen_after_the_rep_and_its_destination() -> None:
    """Rules version 3: the owner is not asked when the Rep is picked (they would pay blind) but once the die it
    swaps with is chosen too; the question carries both ends of the move."""
    state, me, target = rep_influence_turn("interactive")
    other = 1 - me
    rep = district_spot(target, 0)
    picked = RULES.apply(state, me, Pick(spot=rep))
    assert picked.state.phase == "resolve" and picked.state.active == me
    assert picked.state.response is None and "cancel_offered" not in [e.type for e in picked.events]
    dest = legal(picked.state)[-1].spot  # any loose die: the destination is the mover's choice
    die = picked.state.districts[dest.index][dest.pos].die
    assert die is not None
    chosen = RULES.apply(picked.state, me, Pick(spot=dest))
    asked = chosen.state
    assert asked.phase == "respond" and asked.active == other
    assert asked.response is not None and (asked.response.spot, asked.response.target) == (rep, dest)
    assert asked.districts[target][0].rep == other  # nothing has moved while the owner decides
    offered = [e.data.model_dump(mode="json") for e in chosen.events if e.type == "cancel_offered"]
    assert offered == [{"seat": other, "by": me, "action": "rep_influence",
                        "spot": {"area": "district", "index": target, "pos": 0},
                        "target": {"area": "district", "index": dest.index, "pos": dest.pos},
                        "die": {"color": die.color, "value": die.value}}]


def test_a_cancelled_rep_influence_is_used_up() -> None:
    state, me, target = rep_influence_turn("spicy")
    rep = district_spot(target, 0)
    picked = act(state, Pick(spot=rep))
    cancelled = act(act(picked, legal(picked)[0]), Respond(cancel=True))
    assert cancelled.active == me and cancelled.phase in ("actions", "cards") and cancelled.pending == ()
    assert cancelled.turn is not None and cancelled.turn.district_done
    assert UseDistrictAction() not in legal(cancelled)


def test_cancel_needs_money() -> None:
    state, me, target = rep_influence_turn("interactive")
    state = set_player(state, 1 - me, money=0)
    picked = act(state, Pick(spot=district_spot(target, 0)))
    dest = legal(picked)[0].spot
    after = act(picked, Pick(spot=dest))
    assert after.active == me and after.phase != "respond"
    assert after.districts[dest.index][dest.pos].rep == 1 - me


def test_your_own_rep_asks_no_one() -> None:
    state, me, target = rep_influence_turn("spicy")
    own = next(a for a in legal(state) if state.districts[a.spot.index][a.spot.pos].rep == me)
    picked = act(state, own)
    dest = legal(picked)[0].spot
    after = act(picked, Pick(spot=dest))
    assert after.active == me and after.phase != "respond"
    assert after.districts[dest.index][dest.pos].rep == me


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
    picked = act(state, Pick(spot=district_spot(target, 0)))
    dest = legal(picked)[0].spot
    after = act(picked, Pick(spot=dest))
    assert after.active == 0 and after.phase != "respond"
    assert after.districts[dest.index][dest.pos].rep == -1
