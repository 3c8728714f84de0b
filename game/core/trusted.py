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
_EVENT_FIELDS = frozenset(Event.model_fields)
_TRANSITION_FIELDS = frozenset(Transition.model_fields)


def _finish(model: M, values: dict[str, Any], fields_set: set[str]) -> M:
    _set(model, "__dict__", values)
    _set(model, "__pydantic_extra__", None)
    _set(model, "__pydantic_fields_set__", fields_set)
    _set(model, "__pydantic_private__", None)
    return model


def evolve(model: M, changes: Mapping[str, Any]) -> M:
    """`model.model_copy(update=changes)` (the fields in `changes` replaced, nothing validated), at less cost."""
    values = model.__dict__.copy()
    values.update(changes)
    fields_set = model.__pydantic_fields_set__
    if not fields_set.issuperset(changes):
        fields_set = fields_set | changes.keys()
    # The set is shared with `model` while it stays the same: pydantic copies it before changing one in place.
    return _finish(_new(type(model)), values, fields_set)


def event(type: str, data: dict[str, Any] | None = None, audience: Iterable[int] | None = None,
          public: dict[str, Any] | None = None) -> Event:
    """`Event(type=…, data=…, audience=…, public=…)` for arguments the rules computed."""
    values = {
        "type": type,
        "data": {} if data is None else data,
        "audience": None if audience is None else tuple(audience),
        "public": public,
    }
    return _finish(_new(Event), values, set(_EVENT_FIELDS))


def transition(state: Any, events: Iterable[Event] = (), commit: bool = False) -> Transition:
    """`Transition(state=…, events=…, commit=…)` for what `Rules.apply` computed."""
    values = {"state": state, "events": tuple(events), "commit": commit}
    return _finish(_new(Transition), values, set(_TRANSITION_FIELDS))

