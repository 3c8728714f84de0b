"""pydantic's complaints in the words of one line, for messages a player or a command line shows."""

from __future__ import annotations

from pydantic import ValidationError


def first_error(exc: ValidationError) -> str:
    """The first complaint as "where: what" ("seats.0.name: …"), without pydantic's URL and input dump."""
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"])
    message = str(error["msg"]).removeprefix("Value error, ")
    return f"{where}: {message}" if where else message
