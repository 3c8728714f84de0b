"""DēmoS's typed event payloads (issue 29.1): every event of random games in every variant carries the payload
class its type declares, in both copies, with every field set in the declared order (the rules build the busiest
payloads without the class's checks, `game.demos.events.made`), and reads back from the wire as it was sent."""

from __future__ import annotations

import json

import pytest

from game.core.eventwire import event_from_wire, event_to_wire
from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from game.demos import GAME
from game.demos.events import EVENT_PAYLOADS

from .helpers import RULES

VARIANTS = [(v.label, v.num_players, dict(v.options)) for v in GAME.variants]


@pytest.mark.parametrize("label, n, options", VARIANTS, ids=[v[0] for v in VARIANTS])
def test_every_event_carries_its_declared_payload_whole_in_both_copies(label: str, n: int, options: dict) -> None:
    assert RULES.event_payloads is EVENT_PAYLOADS
    match = Match(RULES, options, [SeatSpec() for _ in range(n)], 11)
    rng = Rng(11)
    while not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, rng.choice(match.legal_actions(seat)))
    for viewer in (None, *range(n)):
        for event in match.events_seen_by(viewer):
            payload = EVENT_PAYLOADS[event.type]
            assert type(event.data) is payload
            assert list(event.data.__dict__) == list(payload.record_fields), event.type
            back = event_from_wire(json.loads(json.dumps(event_to_wire(event))), EVENT_PAYLOADS)
            assert (back.type, back.data) == (event.type, event.data)
