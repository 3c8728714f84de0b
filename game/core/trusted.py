"""Building and changing the frozen models the rules themselves make, without pydantic's per-call overhead.

The rules build thousands of states, events and transitions per game from values they computed, so checking
them again is not the rules, only cost (a third of a random game's time, issue 14.2). `evolve` is exactly
`model.model_copy(update=changes)`, which does not validate either; `event` and `transition` build what
`Event(...)` and `Transition(...)` would from arguments of the declared types, without checking them (for
small models without dicts pydantic's own checks cost no more than building them by hand).
Anything that comes from outside (a save, a command line, a player's action) is still validated.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from pydantic import BaseModel

from game.core.protocol import Event, Transition

M = TypeVar("M", bound=BaseModel)

_set = object.__setattr__
_new = object.__new__
# Every field of an event or a transition is set. One set serves them all: pydantic copies a model's set of
# fields before it ever changes one (model_copy), and nothing else changes it.
_EVENT_FIELDS_SET = set(Event.model_fields)
_TRANSITION_FIELDS_SET = set(Transition.model_fields)


def evolve(model: M, changes: Mapping[str, Any]) -> M:
    """`model.model_copy(update=changes)` (the fields in `changes` replaced, nothing validated), at less cost."""
    values = model.__dict__.copy()
    values.update(changes)
    fields_set = model.__pydantic_fields_set__
    if not fields_set.issuperset(changes):
        fields_set = fields_set | changes.keys()
    # The set is shared with `model` while it stays the same (see _EVENT_FIELDS_SET).
    new = _new(type(model))
    _set(new, "__dict__", values)
    _set(new, "__pydantic_fields_set__", fields_set)
    _set(new, "__pydantic_extra__", None)
    _set(new, "__pydantic_private__", None)
    return new


def event(type: str, data: dict[str, Any] | None = None, audience: Iterable[int] | None = None,
          public: dict[str, Any] | None = None) -> Event:
    """`Event(type=…, data=…, audience=…, public=…)` for arguments the rules computed."""
    new = _new(Event)
    _set(new, "__dict__", {
        "type": type,
        "data": {} if data is None else data,
        "audience": None if audience is None else tuple(audience),
        "public": public,
    })
    _set(new, "__pydantic_fields_set__", _EVENT_FIELDS_SET)
    _set(new, "__pydantic_extra__", None)
    _set(new, "__pydantic_private__", None)
    return new


def transition(state: Any, events: Iterable[Event] = (), commit: bool = False) -> Transition:
    """`Transition(state=…, events=…, commit=…)` for what `Rules.apply` computed."""
    new = _new(Transition)
    _set(new, "__dict__", {"state": state, "events": tuple(events), "commit": commit})
    _set(new, "__pydantic_fields_set__", _TRANSITION_FIELDS_SET)
    _set(new, "__pydantic_extra__", None)
    _set(new, "__pydantic_private__", None)
    return new
