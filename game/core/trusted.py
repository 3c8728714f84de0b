"""Building and changing the frozen models the rules themselves make, without pydantic's per-call overhead.

The rules build thousands of states, events and transitions per game from values they computed, so checking
them again is not the rules, only cost (a third of a random game's time, issue 14.2). `evolve` is exactly
`model.model_copy(update=changes)`, which does not validate either; `event` and `transition` build what
`Event(...)` and `Transition(...)` would from arguments of the declared types, without checking them, and
`build` any model without factory defaults (for small models of plain fields pydantic's own checks cost
about what building them by hand does: `build` pays off for nested tuples, such as a round's record).
Anything that comes from outside (a save, a command line, a player's action) is still validated.

Records (game.core.record: the states) are built and changed the same way, with less to set.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any, TypeVar, cast

from pydantic import BaseModel

from game.core.model_slots import unchecked_model
from game.core.protocol import Event, Payload, Transition
from game.core.record import REQUIRED, Record, set_fields

M = TypeVar("M", bound=BaseModel | Record)

_new = object.__new__


def evolve(model: M, changes: Mapping[str, Any]) -> M:
    """`model.model_copy(update=changes)` (the fields in `changes` replaced, nothing validated), at less cost."""
    values = model.__dict__.copy()
    values.update(changes)
    if isinstance(model, Record):
        record = _new(type(model))
        set_fields(record, values)
        return record
    fields_set = model.__pydantic_fields_set__
    if not fields_set.issuperset(changes):
        fields_set = fields_set | changes.keys()
    # The set is shared with `model` while it stays the same (see _EVENT_FIELDS_SET). type(model) is cheaper
    # than model.__class__, which goes through pydantic's __getattr__ hook.
    return unchecked_model(type(model), values, fields_set)


def event(type: str, data: dict[str, Any] | None = None, audience: Iterable[int] | None = None,
          public: dict[str, Any] | None = None) -> Event:
    """`Event(type=…, data=…, audience=…, public=…)` for arguments the rules computed."""
    new = _new(Event)
    set_fields(new, {
        "type": type,
        "data": {} if data is None else data,
        # The rules mostly pass a tuple already: copying it would only cost (a tuple is immutable).
        "audience": audience if audience is None or audience.__class__ is tuple else tuple(audience),
        "public": public,
    })
    return new


def emit(data: Payload, audience: Iterable[int] | None = None, public: Payload | None = None) -> Event:
    """The Event of a typed payload: everyone sees `data`, or only `audience`, the others `public` (or nothing)."""
    new = _new(Event)
    set_fields(new, {
        "type": data.event_type,
        "data": data,
        "audience": audience if audience is None or audience.__class__ is tuple else tuple(audience),
        "public": public,
    })
    return new


def build(model: type[M], values: Mapping[str, Any]) -> M:
    """`model(**values)` for values of the declared types the rules computed: the fields not in `values` take
    their defaults, the fields set are those given (as validation records them), nothing is checked but that
    every field named exists and every required one is given."""
    defaults, required = _fields_of(cast(type, model))  # a class is hashable: the cache's key
    if not required.issubset(values) or not defaults.keys() >= values.keys():
        raise TypeError(f"{model.__name__} needs the fields {sorted(required)} and has only {list(defaults)}, "
                        f"not {sorted(values)}")
    if issubclass(model, Record):
        record = _new(model)
        set_fields(record, {**defaults, **values})
        return record
    # The defaults' order: every field's place.
    return cast(M, unchecked_model(model, {**defaults, **values}, set(values)))


@cache
def _fields_of(model: type[BaseModel | Record]) -> tuple[dict[str, Any], frozenset[str]]:
    """Every field of `model` in declaration order (the order validation fills `__dict__` in, so dumps keep
    their key order) with its default (None for a required one), and the required ones. A default made by a
    factory would have to be made anew each time: such models are not built here."""
    if issubclass(model, Record):
        fields = model.record_fields
        return ({name: None if default is REQUIRED else default for name, default in fields.items()},
                frozenset(name for name, default in fields.items() if default is REQUIRED))
    defaults: dict[str, Any] = {}
    for name, field in model.model_fields.items():
        if field.default_factory is not None:
            raise TypeError(f"{model.__name__}.{name} has a default factory; build {model.__name__} by validation")
        defaults[name] = None if field.is_required() else field.default
    return defaults, frozenset(name for name, field in model.model_fields.items() if field.is_required())


def transition(state: Any, events: Iterable[Event] = (), commit: bool = False) -> Transition:
    """`Transition(state=…, events=…, commit=…)` for what `Rules.apply` computed."""
    new = _new(Transition)
    set_fields(new, {"state": state, "events": tuple(events), "commit": commit})
    return new
