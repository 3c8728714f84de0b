"""Events as JSON: what the simulator's log writes and what the online wire sends, and back.

An event on the wire is `{"type": ..., "data": {...}}`, already redacted for its reader (only `for_viewer`'s copy
is ever sent, so `audience` and `public` never leave the process). `data` is the payload's fields as pydantic
dumps them in JSON mode; a reader rebuilds the payload by its type through the game's declared payload classes,
validating every field (a frame is outside input).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import Event, Payload


class UnknownEvent(ValueError):
    """An event whose type the game does not declare, or whose data does not fit its declaration."""


def event_data(event: Event) -> dict[str, Any]:
    """The event's data as JSON-ready values (seats stay ints; a mapping's int keys become strings in JSON)."""
    data = event.data
    if isinstance(data, Payload):
        return data.model_dump(mode="json")
    return dict(data)


def event_to_wire(event: Event) -> dict[str, Any]:
    return {"type": event.type, "data": event_data(event)}


def event_from_wire(raw: Mapping[str, Any], payloads: Mapping[str, type[Payload]]) -> Event:
    """The event a frame describes, its data validated against the declared payload of its type."""
    kind = raw.get("type")
    data = raw.get("data", {})
    if not isinstance(kind, str) or not isinstance(data, Mapping):
        raise UnknownEvent("An event needs a type (text) and data (an object).")
    if not payloads:  # a game not yet moved to typed payloads: its data stays a mapping
        return Event(type=kind, data=dict(data))
    payload = payloads.get(kind)
    if payload is None:
        raise UnknownEvent(f"There is no event type {kind!r} in this game.")
    try:
        return Event(type=kind, data=payload.model_validate(dict(data)))
    except ValueError as exc:
        raise UnknownEvent(f"The {kind} event does not fit its declaration: {exc}") from exc


def payload_table(*classes: type[Payload]) -> Mapping[str, type[Payload]]:
    """A game's payload classes by event type, each type once (game/<game>/events.py builds its table so)."""
    table: dict[str, type[Payload]] = {}
    for cls in classes:
        if cls.event_type in table:
            raise ValueError(f"two payloads declare the event type {cls.event_type!r}")
        table[cls.event_type] = cls
    return table
