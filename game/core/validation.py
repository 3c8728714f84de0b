"""pydantic's complaints in the words of one line, for messages a player or a command line shows.

A complaint is a `Complaint`: a str with pydantic's English, as the command line and the logs print it, that
keeps what the app needs to say it in the player's language (scenes/engine/complaints.py): the field's place,
pydantic's error type ("missing", "int_type", …) and the numbers or choices the error names.
"""

from __future__ import annotations

from pydantic import ValidationError

from game.core.words import Complaint


def _complaint(exc: ValidationError, placed: bool) -> Complaint:
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"])
    message = str(error["msg"]).removeprefix("Value error, ")
    context = dict(error.get("ctx") or {})
    cause = context.pop("error", None)
    english = f"{where}: {message}" if placed and where else message
    return Complaint(english, where, str(error["type"]), context,
                     cause if isinstance(cause, BaseException) else None, placed and bool(where))


def first_complaint(exc: ValidationError) -> tuple[str, Complaint]:
    """Where the first complaint is ("seats.0.name", "" at the top level) and what it says, without
    pydantic's "Value error, " prefix, URL and input dump: for messages that word the place their own way."""
    complaint = _complaint(exc, placed=False)
    return complaint.where, complaint


def first_error(exc: ValidationError) -> Complaint:
    """The first complaint as "where: what" ("seats.0.name: …"), or only "what" at the top level."""
    return _complaint(exc, placed=True)
