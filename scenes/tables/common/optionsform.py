"""A form generated from a game's pydantic Options model, so a new option needs no UI code.

Literal / Enum → a choice; bool → a checkbox; int (with its ge/le bounds) → a number field; tuples of ints
→ a text field of comma-separated numbers; Optional → "none" is one of the choices (or a blank field).
Field descriptions (or attribute docstrings) become the help line. The values are checked by the model
itself, so the form never holds a second copy of the rules' constraints.
"""

from __future__ import annotations

import enum
import itertools
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from annotated_types import Ge, Gt, Le, Lt
from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from scenes.engine.context import AppContext
from scenes.engine.i18n import N_, Translator
from scenes.engine.widgets import Checkbox, Choice, NumberField, TextInput, Widget
from scenes.tables.common.words import ENGLISH, worded

NONE_LABEL = N_("none")
"""The choice of no value for an optional option (shown as `ctx.tr(NONE_LABEL)`)."""


@dataclass
class OptionField:
    name: str
    label: str
    help: str
    widget: Widget
    read: Callable[[], Any]
    """The widget's value as the model expects it; raises ValueError with a reason for bad input."""
    hidden: bool = False
    """No row of its own: its value is read from another field's widget (or it does not apply now)."""


FieldBuilder = Callable[[AppContext, str, FieldInfo, Any, Callable[[], None]], OptionField]
"""A game's own widget for one option (scenes.tables.SETUP): names the choices in words a player knows."""


def _strip_optional(annotation: Any) -> tuple[Any, bool]:
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        optional = len(args) < len(typing.get_args(annotation))
        if len(args) == 1:
            return args[0], optional
    return annotation, False


def _resolve_alias(annotation: Any) -> Any:
    value = getattr(annotation, "__value__", None)  # `type X = Literal[...]` aliases
    return value if value is not None else annotation


def _bounds(info: FieldInfo) -> tuple[int | None, int | None]:
    lo = hi = None
    for meta in info.metadata:
        if isinstance(meta, Ge):
            lo = _whole(meta.ge)
        elif isinstance(meta, Gt):
            lo = _whole(meta.gt) + 1
        elif isinstance(meta, Le):
            hi = _whole(meta.le)
        elif isinstance(meta, Lt):
            hi = _whole(meta.lt) - 1
    return lo, hi


def _whole(bound: object) -> int:
    """A bound of an int option as a whole number (annotated_types only promises it can be compared)."""
    if not isinstance(bound, typing.SupportsInt):
        raise TypeError(f"an int option's bound must be a number, not {bound!r}")
    return int(bound)


def _label(name: str, info: FieldInfo) -> str:
    return info.title or name.replace("_", " ").capitalize()


def _word(value: Any) -> str:
    if isinstance(value, enum.Enum):
        value = value.value
    return str(value).replace("_", " ")


def _parse_ints(text: str, optional: bool, tr: Translator = ENGLISH) -> tuple[int, ...] | None:
    text = text.strip()
    if not text:
        if optional:
            return None
        raise ValueError(tr("enter numbers separated by commas"))
    try:
        return tuple(int(part) for part in text.replace(";", ",").split(",") if part.strip())
    except ValueError:
        raise ValueError(tr("{text} is not a list of whole numbers like 0,1,0,1", text=repr(text))) from None


def build_field(ctx: AppContext, name: str, info: FieldInfo, value: Any, on_change: Callable[[], None]) -> OptionField:
    annotation, optional = _strip_optional(_resolve_alias(info.annotation))
    annotation = _resolve_alias(annotation)
    tr = ctx.tr
    # a rules' title or description is English the game's catalog may hold (marked with game.core.words.N_)
    label, help = tr(_label(name, info)), tr(info.description) if info.description else ""
    changed: Callable[[Any], None] = lambda _value: on_change()  # noqa: E731
    origin = typing.get_origin(annotation)
    choices: list[Any] | None = None
    if origin is Literal:
        choices = list(typing.get_args(annotation))
    elif isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        choices = list(annotation)
    if choices is not None:
        options = ([(None, tr(NONE_LABEL))] if optional else []) + [(c, tr(_word(c))) for c in choices]
        choice = Choice(ctx, options, value, changed, help=help)
        return OptionField(name, label, help, choice, lambda: choice.value)
    if annotation is bool and not optional:
        box = Checkbox(ctx, "", bool(value), changed, help=help)
        return OptionField(name, label, help, box, lambda: box.value)
    if annotation is int:
        lo, hi = _bounds(info)
        field = NumberField(ctx, value, lo, hi, changed, allow_none=optional,
                            help=help or (tr("{low} to {high}", low=lo, high=hi) if lo is not None and hi is not None
                                          else ""))
        return OptionField(name, label, help, field, field.parsed)
    if origin is tuple and typing.get_args(annotation)[:1] == (int,):
        text = ",".join(str(v) for v in value) if value else ""
        entry = TextInput(ctx, text, lambda _t: on_change(), placeholder=tr(NONE_LABEL) if optional else "0,1,…",
                          max_len=40, help=help or tr("numbers separated by commas"))
        return OptionField(name, label, help, entry, lambda: _parse_ints(entry.value, optional, ctx.tr))
    if annotation is str:
        entry = TextInput(ctx, value or "", lambda _t: on_change(), help=help)
        return OptionField(name, label, help, entry, lambda: entry.value or (None if optional else ""))
    raise TypeError(f"the option {name!r} has a type the set-up form cannot show: {info.annotation}")


class OptionsForm:
    """The widgets for one Options model, and the values read back from them."""

    def __init__(self, ctx: AppContext, model: type[BaseModel], on_change: Callable[[], None],
                 values: dict[str, Any] | None = None, custom: Mapping[str, FieldBuilder] | None = None) -> None:
        self.model = model
        self.ctx = ctx
        defaults = model()
        self.fields = []
        for name, info in model.model_fields.items():
            value = (values or {}).get(name, getattr(defaults, name))
            builder = (custom or {}).get(name, build_field)
            try:
                self.fields.append(builder(ctx, name, info, value, on_change))
            except TypeError:
                continue  # an option only code can set keeps its default
        for field in self.fields:
            if not field.help:
                docstring = _docstring_help(model, field.name)
                field.help = ctx.tr(docstring) if docstring else ""
                field.widget.help = field.help

    def raw_values(self) -> dict[str, Any]:
        """Field → value for every field whose input reads; bad inputs are left out (see `errors`)."""
        out = {}
        for field in self.fields:
            try:
                out[field.name] = field.read()
            except ValueError:
                continue
        return out

    def parse(self) -> BaseModel:
        """The Options model instance; ValueError with a person-readable reason when the form is not valid (in
        the reader's language where the rules' reason carries its English: game/demos/worded.py)."""
        tr = self.ctx.tr
        for field in self.fields:
            try:
                field.read()
            except ValueError as exc:
                raise ValueError(tr("{label}: {problem}", label=field.label, problem=worded(tr, exc))) from None
        try:
            return self.model.model_validate(self.raw_values())
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first.get("loc", ()))
            cause = (first.get("ctx") or {}).get("error")
            message = (worded(tr, cause) if getattr(cause, "template", None)
                       else str(first.get("msg", exc)).removeprefix("Value error, "))
            raise ValueError(tr("{label}: {problem}", label=where, problem=message) if where else message) from None


def _docstring_help(model: type[BaseModel], name: str) -> str:
    """Attribute docstrings (a string literal right after the field) are help too, as pydantic does not keep them."""
    import ast
    import inspect
    import textwrap

    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(model)))
    except (OSError, TypeError, SyntaxError):
        return ""
    body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
    for stmt, nxt in itertools.pairwise(body):
        if (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id == name
                and isinstance(nxt, ast.Expr) and isinstance(nxt.value, ast.Constant)
                and isinstance(nxt.value.value, str)):
            return " ".join(nxt.value.value.split())
    return ""
