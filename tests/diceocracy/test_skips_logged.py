"""Step 4's actions are optional; skipping one is a choice made in the open, so it is an event (the log says
it) naming the action given up, and it changes nothing else."""

from __future__ import annotations

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy.actions import PlaceFollower, SkipDistrictAction, SkipFollowerAction, TakeDie
from game.diceocracy.components import components


def solo_at_step_4() -> Match:
    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 1)
    while m.view(0).phase != "take":
        m.submit(0, m.legal_actions(0)[0])
    m.submit(0, next(a for a in m.legal_actions(0) if isinstance(a, TakeDie)))
    m.submit(0, PlaceFollower(slot=4))
    return m


def test_skipping_the_district_and_the_follower_action_is_each_an_event_naming_the_action_given_up() -> None:
    m = solo_at_step_4()
    turn = m.state.turn
    assert turn is not None
    district = components().districts[m.state.tiles[turn.district]].action.model_dump(mode="json")
    follower = turn.follower_action
    assert follower is not None
    before = m.state
    events = m.rules.apply(m.state, 0, SkipDistrictAction()).events
    assert [(e.type, e.data.model_dump(mode="json")) for e in events] == [
        ("action_declined", {"seat": 0, "source": "district", "action": district})]
    m.submit(0, SkipDistrictAction())
    assert m.state.players == before.players and m.state.districts == before.districts
    events = m.rules.apply(m.state, 0, SkipFollowerAction()).events
    assert events[0].type == "action_declined"
    assert events[0].data.model_dump(mode="json") == {"seat": 0, "source": "follower",
                                                      "action": follower.model_dump(mode="json")}
