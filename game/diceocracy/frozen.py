"""`evolve` and `transition` of game.core.trusted, and `Out`, which collects a transition's events as its
`event` builds them: exactly the same models (same fields, same fields set, nothing validated), with the
models' slots set through their own descriptors.

`object.__setattr__` finds a slot by name on every call; the descriptor found once here sets it for a third of
that, and a Diceocracy game makes some 600 states and 260 events (issue 14.2). Game/dindex/rules/draft.py sets
its states the same way. What is built is exactly what the core's builders build (tests/diceocracy/test_frozen.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from pydantic import BaseModel

from game.core.protocol import Event, Transition

M = TypeVar("M", bound=BaseModel)

_new = object.__new__
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__
# Every field of an event or a transition is set; one set serves them all, as in game.core.trusted (pydantic
# copies a model's set of fields before it changes one, and nothing else changes it).
_EVENT_FIELDS_SET = set(Event.model_fields)
_TRANSITION_FIELDS_SET = set(Transition.model_fields)


def evolve(model: M, changes: Mapping[str, Any]) -> M:
    """`model.model_copy(update=changes)`: the fields in `changes` replaced, nothing validated."""
    fields_set = model.__pydantic_fields_set__
    if not fields_set.issuperset(changes):
        fields_set = fields_set | changes.keys()
    new = _new(type(model))  # type() is a cheap call; model.__class__ goes through pydantic's __getattr__ hook
    _set_dict(new, {**model.__dict__, **changes})
    _set_fields_set(new, fields_set)
    _set_extra(new, None)
    _set_private(new, None)
    return new


class Out:
    """What one `apply` produced besides the state: events, and whether it drew at random."""

    __slots__ = ("events", "commit")  # one per action applied

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.commit = False

    def add(self, type_: str, data: dict[str, Any], audience: tuple[int, ...] | None = None,
            public: dict[str, Any] | None = None) -> None:
        """Report `Event(type=type_, data=data, audience=audience, public=public)`, built here without
        validation (an action reports one to a dozen)."""
        new = _new(Event)
        _set_dict(new, {"type": type_, "data": data, "audience": audience, "public": public})
        _set_fields_set(new, _EVENT_FIELDS_SET)
        _set_extra(new, None)
        _set_private(new, None)
        self.events.append(new)


def transition(state: Any, events: list[Event], commit: bool) -> Transition:
    """`Transition(state=…, events=…, commit=…)` for what `apply` computed."""
    new = _new(Transition)
    _set_dict(new, {"state": state, "events": tuple(events), "commit": commit})
    _set_fields_set(new, _TRANSITION_FIELDS_SET)
    _set_extra(new, None)
    _set_private(new, None)
    return new
