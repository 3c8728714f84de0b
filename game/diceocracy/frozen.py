"""`Out`, which collects a transition's events as the Diceocracy rules report them: each a typed payload
(game/diceocracy/events.py) in its Event, both built without validation or the payload class's own checks (one
way of building unvalidated models for every game: the same models pydantic builds, tests/diceocracy/test_frozen.py;
tests/conformance/test_event_payloads.py checks every payload of random games against its declaration)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ParamSpec

from game.core.protocol import Event, Payload
from game.core.record import set_fields
from game.core.trusted import emit

P = ParamSpec("P")
_new = object.__new__


class Out:
    """What one `apply` produced besides the state: events, and whether it drew at random."""

    __slots__ = ("events", "commit")  # one per action applied

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.commit = False

    def add(self, data: Payload, audience: tuple[int, ...] | None = None, public: Payload | None = None) -> None:
        """Report the event of a payload already built: everyone sees it, or only `audience` and the others
        `public`."""
        self.events.append(emit(data, audience, public))

    def emit(self, payload: Callable[P, Payload], /, *_: P.args, **fields: P.kwargs) -> None:
        """Report the event of `payload` with these fields (mypy checks them as a call of the class; the others
        take their defaults), seen by everyone. An action reports one to a dozen: nothing is checked, and
        when every field is given (the rules name them in the declared order) their dict is the payload's own."""
        cls: type[Payload] = payload  # type: ignore[assignment]  # a Payload class, called as its constructor
        declared = cls.record_fields
        data = _new(cls)
        set_fields(data, fields if len(fields) == len(declared) else {**declared, **fields})
        new = _new(Event)
        set_fields(new, {"type": cls.event_type, "data": data, "audience": None, "public": None})
        self.events.append(new)

    def emit_private(self, seat: int, hidden: str, payload: Callable[P, Payload], /, *_: P.args,
                     **fields: P.kwargs) -> None:
        """The event of `payload` with these fields for `seat` alone; the others see the same payload with its
        field `hidden` (the card or cards) None."""
        cls: type[Payload] = payload  # type: ignore[assignment]
        declared = cls.record_fields
        values = fields if len(fields) == len(declared) else {**declared, **fields}
        data = _new(cls)
        set_fields(data, values)
        public = _new(cls)
        set_fields(public, {**values, hidden: None})
        new = _new(Event)
        set_fields(new, {"type": cls.event_type, "data": data, "audience": (seat,), "public": public})
        self.events.append(new)
