"""The rules' unchecked builders make exactly the models pydantic would: equal, dumped alike (same keys in the
same order), the same fields set, and a copy never shares a change with its original."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel, Field

from game.core.protocol import Event, Transition
from game.core.trusted import build, event, evolve, transition
from tests.core.toy_game import ToyState

EVENTS: list[dict[str, Any]] = [
    {"type": "round_start"},
    {"type": "discard", "data": {"seat": "1", "card": "7S"}},
    {"type": "draw", "data": {"seat": "0", "card": "3H"}, "audience": (0,), "public": {"seat": "0"}},
    {"type": "deal", "data": {"cards": ["1S"]}, "audience": (), "public": None},
]


def same_model(built: Any, validated: Any) -> None:
    assert built == validated
    assert type(built) is type(validated)
    assert built.model_dump() == validated.model_dump()
    assert built.model_dump_json() == validated.model_dump_json()  # key order included
    assert repr(built) == repr(validated)


@pytest.mark.parametrize("fields", EVENTS, ids=[f["type"] for f in EVENTS])
def test_event_is_the_validated_event(fields: dict[str, Any]) -> None:
    same_model(event(**fields), Event(**fields))
    for viewer in (None, 0, 1):
        assert event(**fields).for_viewer(viewer) == Event(**fields).for_viewer(viewer)


def test_an_audience_given_as_a_list_becomes_a_tuple_as_validation_makes_it() -> None:
    same_model(event("veto_vote", {"seat": "2"}, [2, 3], {}), Event(type="veto_vote", data={"seat": "2"},
                                                               audience=(2, 3), public={}))


def test_events_without_data_do_not_share_one_dict() -> None:
    assert event("a").data is not event("b").data


def test_transition_is_the_validated_transition() -> None:
    events = [Event(type="moved")]
    same_model(transition("state", events, True), Transition(state="state", events=tuple(events), commit=True))
    same_model(transition(3), Transition(state=3))


def test_evolve_is_model_copy_with_update() -> None:
    state = ToyState(target=10, secrets=(1, 2), rng=5)
    changes = {"counter": 4, "winner": 1}
    evolved, copied = evolve(state, changes), state.model_copy(update=changes)
    same_model(evolved, copied)
    assert evolved.model_fields_set == copied.model_fields_set
    assert state.counter == 0 and state.winner is None  # the original is untouched
    assert "counter" not in state.model_fields_set


def test_a_model_copy_of_an_evolved_model_does_not_change_its_original() -> None:
    state = evolve(ToyState(target=10, secrets=(1, 2), rng=5), {"counter": 1})
    again = evolve(state, {"counter": 2})  # may share the fields-set with `state`
    again.model_copy(update={"winner": 0})
    assert state.model_fields_set == again.model_fields_set == {"target", "secrets", "rng", "counter"}


def test_build_is_the_validated_model_with_its_defaults_and_fields_set() -> None:
    given: dict[str, Any] = {"target": 10, "secrets": (1, 2), "rng": 5}
    built, validated = build(ToyState, given), ToyState(**given)
    same_model(built, validated)
    assert built.model_fields_set == validated.model_fields_set == {"target", "secrets", "rng"}
    assert build(ToyState, {**given, "counter": 3}) == ToyState(**given, counter=3)


def test_build_refuses_an_unknown_field_and_a_missing_required_one() -> None:
    with pytest.raises(TypeError, match="ToyState"):
        build(ToyState, {"target": 10, "secrets": (), "rng": 5, "colour": "red"})
    with pytest.raises(TypeError, match="ToyState"):
        build(ToyState, {"target": 10})


def test_build_refuses_a_model_whose_default_is_made_by_a_factory() -> None:
    class Listed(BaseModel):
        items: list[int] = Field(default_factory=list)

    with pytest.raises(TypeError, match="default factory"):
        build(Listed, {})
