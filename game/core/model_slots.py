"""A pydantic model made from values already of their declared types, nothing validated: what
`model_construct` makes, at a fraction of its cost.

The model's own slots are set through their descriptors, found once: `object.__setattr__` looks each slot up by
name on every call and costs about three times as much (the rules build hundreds of models a game, views are
built on every action, and a Record is dumped through a model made this way)."""

from __future__ import annotations

from collections.abc import Set
from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

_new = object.__new__
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


def unchecked_model(model: type[M], values: dict[str, Any], fields_set: Set[str]) -> M:
    """An instance of `model` whose `__dict__` is `values` itself (not copied) and whose set fields are
    `fields_set` (shared, not copied: pydantic copies the set before it ever changes it)."""
    new: M = _new(model)
    _set_dict(new, values)
    _set_fields_set(new, fields_set)
    _set_extra(new, None)
    _set_private(new, None)
    return new
