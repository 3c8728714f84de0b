"""pydantic's complaints about a file (a damaged save, a lesson) in the player's language.

The rules and the file readers keep pydantic's English for the command line and the logs
(game/core/words.py `Complaint`, made by game/core/validation.py); the app says the common kinds of
complaint in whole sentences of its
own, from pydantic's error type and the numbers or choices it names, and anything else in a general
sentence. The field's place ("seats.0.name") is the file's own key, shown as it is written in the file.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.words import Complaint
from scenes.engine.i18n import N_, SOURCE_LANGUAGE, Translator

KINDS: dict[str, str] = {
    "missing": N_("a value is missing here"),
    "extra_forbidden": N_("this is no entry Hustings knows here"),
    "int_type": N_("this should be a whole number"),
    "int_parsing": N_("this should be a whole number"),
    "int_from_float": N_("this should be a whole number"),
    "float_type": N_("this should be a number"),
    "float_parsing": N_("this should be a number"),
    "string_type": N_("this should be a text"),
    "bool_type": N_("this should be true or false"),
    "bool_parsing": N_("this should be true or false"),
    "list_type": N_("this should be a list"),
    "tuple_type": N_("this should be a list"),
    "set_type": N_("this should be a list"),
    "dict_type": N_("this should be a group of entries in braces ({…})"),
    "model_type": N_("this should be a group of entries in braces ({…})"),
    "model_attributes_type": N_("this should be a group of entries in braces ({…})"),
    "none_required": N_("this should be empty (null)"),
    "string_pattern_mismatch": N_("this text is not in the form asked for here"),
    "json_invalid": N_("this is not valid JSON"),
    "union_tag_not_found": N_("this does not say which kind it is"),
}
"""pydantic's error types a damaged file commonly shows, in words without numbers."""
GENERAL = N_("this value is not valid here")
"""Any other complaint (a validator's own English reason that has no translation, an unusual type)."""


def complaint_words(tr: Translator, complaint: Complaint) -> str:
    """`complaint` in the player's language: "„seats.0.name“: a value is missing here" when its English
    names the place, else only what is wrong (the caller names the place its own way). In English, pydantic's
    own words, as the command line says them."""
    if tr.language == SOURCE_LANGUAGE:
        return str(complaint)
    what = what_words(tr, complaint)
    return tr("“{where}”: {problem}", where=complaint.where, problem=what) if complaint.placed else what


def what_words(tr: Translator, complaint: Complaint) -> str:
    kind, limits = complaint.kind, complaint.limits
    if kind in KINDS:
        return tr(KINDS[kind])
    bounds = {"greater_than": N_("this should be more than {limit}"),
              "greater_than_equal": N_("this should be at least {limit}"),
              "less_than": N_("this should be less than {limit}"),
              "less_than_equal": N_("this should be at most {limit}")}
    keys = {"greater_than": "gt", "greater_than_equal": "ge", "less_than": "lt", "less_than_equal": "le"}
    if kind in bounds and keys[kind] in limits:
        return tr(bounds[kind], limit=limits[keys[kind]])
    if kind in ("too_short", "too_long"):
        count = _int(limits.get("min_length" if kind == "too_short" else "max_length"))
        if count is not None:
            return (tr.trn("this should have at least {count} entry", "this should have at least {count} entries",
                           count) if kind == "too_short"
                    else tr.trn("this should have at most {count} entry", "this should have at most {count} entries",
                                count))
    if kind in ("string_too_short", "string_too_long"):
        count = _int(limits.get("min_length" if kind == "string_too_short" else "max_length"))
        if count is not None:
            return (tr.trn("this text should have at least {count} character",
                           "this text should have at least {count} characters", count)
                    if kind == "string_too_short"
                    else tr.trn("this text should have at most {count} character",
                                "this text should have at most {count} characters", count))
    if kind in ("literal_error", "enum") and isinstance(limits.get("expected"), str):
        return tr("this should be {choices}", choices=choices_words(tr, limits["expected"]))
    if kind == "union_tag_invalid" and "tag" in limits:
        return tr("there is no kind “{tag}” here", tag=str(limits["tag"])[:40])
    if kind in ("value_error", "assertion_error") and complaint.cause is not None \
            and getattr(complaint.cause, "template", None):
        from scenes.engine.i18n import error_words

        return error_words(tr, complaint.cause)
    return tr(GENERAL)


def choices_words(tr: Translator, expected: str) -> str:
    """pydantic's "'a', 'b' or 'c'" (the values are the file's own words) with the language's "or"."""
    values = re.findall(r"'((?:[^'\\]|\\.)*)'|(-?\d+(?:\.\d+)?)", expected)
    items = [quoted or number for quoted, number in values]
    if not items:
        return expected
    shown = [tr("“{value}”", value=item) for item in items]
    if len(shown) == 1:
        return shown[0]
    return tr("{values} or {last}", values=", ".join(shown[:-1]), last=shown[-1])


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
