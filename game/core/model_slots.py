"""A pydantic model's own slots, set through their descriptors, found once: `object.__setattr__` looks each slot
up by name on every call and costs about three times as much (the rules build hundreds of models a game, and a
Record is dumped through a model made this way)."""

from __future__ import annotations

from pydantic import BaseModel

set_model_dict = BaseModel.__dict__["__dict__"].__set__
set_model_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
set_model_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
set_model_private = BaseModel.__dict__["__pydantic_private__"].__set__
