"""`Out`, which collects a transition's events as the Diceocracy rules report them, built by
game.core.trusted's `event` (one way of building unvalidated models for every game: the same models pydantic
builds, tests/diceocracy/test_frozen.py)."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.core.trusted import event


class Out:
    """What one `apply` produced besides the state: events, and whether it drew at random."""

    __slots__ = ("events", "commit")  # one per action applied

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.commit = False

    def add(self, type_: str, data: dict[str, Any], audience: tuple[int, ...] | None = None,
            public: dict[str, Any] | None = None) -> None:
        """Report `Event(type=type_, data=data, audience=audience, public=public)`, built without validation
        (an action reports one to a dozen)."""
        self.events.append(event(type_, data, audience, public))
