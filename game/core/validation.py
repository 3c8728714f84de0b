"""pydantic's complaints in the words of one line, for messages a player or a command line shows."""

from __future__ import annotations

from pydantic import ValidationError


def first_complaint(exc: ValidationError) -> tuple[str, str]:
    """Where the first complaint is ("seats.0.name", "" at the top level) and what it says, without
    pydantic's "Value error, " prefix, URL and input dump: for messages that word the place their own way."""
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"])
    return where, str(error["msg"]).removeprefix("Value error, ")


def first_error(exc: ValidationError) -> str:
    """The first complaint as "where: what" ("seats.0.name: …"), or only "what" at the top level."""
    where, message = first_complaint(exc)
    return f"{where}: {message}" if where else message
