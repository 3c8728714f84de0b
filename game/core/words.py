"""A marker for texts the rules hand to the app (a variant's label, a game's summary, an option's words), and
errors the app can say in the player's language.

The rules stay English and never translate: they mark such a text with `N_` so the app's catalog tool
(tools/i18n.py) finds it, and the app translates it where it shows it (`ctx.tr(variant.label)`). The rules
must not import the app, so the marker lives here; it is the identity.

An error a player reads (a damaged save, a refused name) is raised as a `WordedError`: its message is a
marked template and the names that fill it, so the app can translate the template and put the names in
where its language wants them (scenes.engine.i18n.error_words); `str()` of it is the English, as always. A
name that is itself a short marked text ("a folder") is a `Phrase`, translated with the sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def N_(text: str) -> str:
    """Mark `text` for the app's translation catalogs; returns it unchanged."""
    return text


class Phrase(str):
    """A marked piece of words filled into a worded error's sentence ("it is {kind}, not a regular file"):
    a str in every way; the app translates it where it shows the sentence."""

    __slots__ = ()


class Move(str):
    """A move as the rules describe it in English, filled into a worded error's sentence ("{move} is not
    allowed now"): the app says it in the player's language where the description keeps its template (a
    DēmoS description does: its `template` and `names` are kept), else as a plain "this move"
    (scenes.engine.i18n.error_words)."""

    template: str
    names: dict[str, object]

    def __new__(cls, text: str) -> Move:
        move = super().__new__(cls, text)
        template, names = getattr(text, "template", None), getattr(text, "names", None)
        move.template = template if isinstance(template, str) else ""
        move.names = dict(names) if isinstance(names, dict) else {}
        return move


class Worded(Exception):
    """An error whose message is `template` (marked with N_) filled with `names`: str() is the English."""

    def __init__(self, template: str, /, **names: object) -> None:
        super().__init__(template.format(**names) if names else template)
        self.template = template
        self.names = names


class WordedError(Worded, ValueError):
    """A ValueError the app can say in the player's language (see Worded)."""


class WordedKeyError(Worded, KeyError):
    """A KeyError the app can say in the player's language (see Worded); as any KeyError, str() quotes the
    sentence, `args[0]` is the sentence itself."""


class Complaint(str):
    """pydantic's first complaint in English (str), with `where` (the field's path, "" at the top level),
    `kind` (pydantic's error type), `limits` (the error's context: {"ge": 1}, {"expected": "'a' or 'b'"}),
    `cause` (a validator's own error, which may be worded: game.core.words.Worded) and `placed` (whether the
    English names the place, "seats.0.name: …", or says only what is wrong)."""

    where: str
    kind: str
    limits: Mapping[str, Any]
    cause: BaseException | None
    placed: bool

    def __new__(cls, english: str, where: str, kind: str, limits: Mapping[str, Any] | None = None,
                cause: BaseException | None = None, placed: bool = False) -> Complaint:
        text = super().__new__(cls, english)
        text.where, text.kind, text.placed = where, kind, placed
        text.limits = dict(limits or {})
        text.cause = cause
        return text
