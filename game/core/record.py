"""Records: the frozen values the rules build and read by the thousand (a game's state and what it holds), as
plain classes whose fields Python reads at a plain attribute's cost.

Pydantic's BaseModel defines `__getattr__` (for private attributes and extras), and CPython then cannot
specialise a read of any field of any model: each costs ~70 ns against ~12 ns on a plain object, and a random
game reads its state's fields tens of thousands of times (issue 14.2). A Record declares its fields as a model
does, with annotations and defaults, and keeps pydantic wherever values come from outside:

- calling the class validates (and coerces) its arguments through a pydantic model of the same fields, made on
  first use, so a test's or a loader's position is checked as before and a bad one is a ValidationError;
- a Record may be a field of a model or of another Record: it is validated from a mapping or taken as it is,
  and dumped as its fields (`model_dump`, `model_validate` work as a model's);
- the rules build and change Records without validation (`game.core.trusted.build` and `evolve`), as they
  build models, and `model_copy(update=…)` is `evolve`.

A Record is immutable, equal to another of its class with equal fields, and hashable when its fields are.
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar, dataclass_transform

from pydantic import BaseModel, create_model
from pydantic.fields import FieldInfo
from pydantic_core import core_schema

from game.core.model_slots import unchecked_model

R = TypeVar("R", bound="Record")

REQUIRED: Any = object()
"""The default of a field that has none (a marker, never a value)."""


class FrozenRecordError(AttributeError):
    """A Record's fields cannot be set or deleted: build a new one (`evolve`, `model_copy`)."""


@dataclass_transform(kw_only_default=True, frozen_default=True)
class Record:
    """Base of every Record (see the module). Subclasses declare fields as annotations, with defaults."""

    record_fields: ClassVar[dict[str, Any]] = {}
    """Every field in declaration order (a base's first) with its default, or REQUIRED."""
    _declared: ClassVar[dict[str, Any]] = {}
    """What each field was declared with: its default, a pydantic `Field(...)` (constraints), or REQUIRED."""
    _validator: ClassVar[type[BaseModel] | None] = None
    _all_fields: ClassVar[set[str]] = set()
    """Every field's name: a Record sets them all (what pydantic's fields-set says of the model it dumps)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields, declared = dict(cls.record_fields), dict(cls._declared)
        for name, annotation in cls.__dict__.get("__annotations__", {}).items():
            if str(annotation).startswith(("ClassVar", "typing.ClassVar")):
                continue
            given = declared[name] = cls.__dict__.get(name, REQUIRED)
            if isinstance(given, FieldInfo):
                fields[name] = REQUIRED if given.is_required() else given.get_default(call_default_factory=True)
            else:
                fields[name] = given
            if name in cls.__dict__:
                # A class attribute of a field's name would keep CPython from specialising the instance's
                # reads of it (every instance holds every field in its own __dict__).
                delattr(cls, name)
        cls.record_fields, cls._declared, cls._all_fields = fields, declared, set(fields)
        cls._validator = None

    # -- validation: what comes from outside ----------------------------------------------------------------
    def __init__(self, **values: Any) -> None:
        checked = type(self).validator().model_validate(values)
        _set_dict(self, dict(checked.__dict__))

    @classmethod
    def validator(cls) -> type[BaseModel]:
        """The pydantic model of this Record's fields (frozen, no extras), made on first use: annotations are
        resolved then, when every Record they name exists."""
        made = cls.__dict__.get("_validator")
        if made is None:
            from game.core.protocol import Frozen

            hints = typing.get_type_hints(cls)
            definitions: dict[str, Any] = {
                name: (hints[name], ... if given is REQUIRED else given) for name, given in cls._declared.items()
            }
            made = create_model(cls.__name__, __base__=Frozen, __module__=cls.__module__, **definitions)
            cls._validator = made
        return made

    @classmethod
    def model_validate(cls: type[R], data: Any) -> R:
        if isinstance(data, cls):
            return data
        if isinstance(data, Record):
            data = data.__dict__
        return cls._from_checked(cls.validator().model_validate(data))

    @classmethod
    def _from_checked(cls: type[R], checked: BaseModel) -> R:
        new = object.__new__(cls)
        _set_dict(new, dict(checked.__dict__))
        return new

    def model_dump(self, **options: Any) -> dict[str, Any]:
        """The fields as pydantic dumps a model's (`mode="json"` and the other options too)."""
        dumped: dict[str, Any] = self._as_checked().model_dump(**options)
        return dumped

    def model_dump_json(self, **options: Any) -> str:
        return self._as_checked().model_dump_json(**options)

    def _as_checked(self) -> BaseModel:
        """This Record as an instance of its validating model, for pydantic to dump: made as the rules make
        models (game.core.trusted), sharing the fields, since a Diceocracy view holds a hundred spaces and dice
        and is dumped whenever the table compares what two seats see (model_construct costs ten times this)."""
        return unchecked_model(type(self).validator(), self.__dict__, type(self)._all_fields)

    def model_copy(self: R, update: Mapping[str, Any] | None = None) -> R:
        """A copy with the fields in `update` replaced, nothing validated (as pydantic's model_copy)."""
        from game.core.trusted import evolve

        return evolve(self, update or {})

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> core_schema.CoreSchema:
        """A field of this Record's type takes a Record as it is or validates a mapping into one, and dumps
        the Record's fields."""
        checked = handler.generate_schema(cls.validator())
        return core_schema.union_schema(
            [core_schema.is_instance_schema(cls),
             core_schema.no_info_after_validator_function(cls._from_checked, checked)],
            serialization=core_schema.plain_serializer_function_ser_schema(
                lambda record: record._as_checked(), return_schema=checked),
        )

    # -- a value ---------------------------------------------------------------------------------------------
    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenRecordError(f"{type(self).__name__} is immutable: {name} cannot be set")

    def __delattr__(self, name: str) -> None:
        raise FrozenRecordError(f"{type(self).__name__} is immutable: {name} cannot be deleted")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash((self.__class__, *self.__dict__.values()))

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in self.__dict__.items())
        return f"{type(self).__name__}({fields})"


_set_dict = Record.__dict__["__dict__"].__set__
"""An instance's fields set through the `__dict__` descriptor (Records refuse attribute assignment)."""

set_fields: Callable[[Record, dict[str, Any]], None] = _set_dict
"""`set_fields(record, values)` gives a Record that `object.__new__` just made its fields: `values` holds every
one, in declaration order (game.core.trusted builds Records so, without validation; the descriptor's own
setter, since the rules build hundreds of states a game and a function around it would cost a call each)."""
