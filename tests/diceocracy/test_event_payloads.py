"""Every Diceocracy event carries its declared payload (issue 29.1): the rules build each one without the class's
own checks (game/diceocracy/frozen.py, `Out.emit`), so random games check here that each copy a seat can see is an
instance of its type's payload class with every field, in the declared order, of its declared type, and comes
back equal from the wire."""

from __future__ import annotations

import pytest

from game.core.eventwire import event_from_wire, event_to_wire
from game.core.protocol import Event
from game.core.record import REQUIRED
from game.core.registry import get_game
from game.core.rng import Rng, seed_state

GAME = get_game("diceocracy")
RULES = GAME.rules


def _random_game(seats: int, mode: str, seed: int) -> list[Event]:
    state = RULES.new_game(RULES.parse_options({"mode": mode}), seats, seed)
    events = list(RULES.initial_events(state))
    bot = GAME.make_bot("random")
    rng = Rng(seed_state(seed, "payloads"))
    while active := RULES.active_players(state):
        seat = active[0]
        action = bot.choose(RULES.view(state, seat), RULES.legal_actions(state, seat), rng)
        transition = RULES.apply(state, seat, action)
        events.extend(transition.events)
        state = transition.state
    return events


@pytest.mark.parametrize(("seats", "mode"), [(1, "standard"), (2, "interactive"), (4, "spicy")])
def test_every_copy_of_every_event_is_its_declared_payload_and_survives_the_wire(seats: int, mode: str) -> None:
    for seed in range(2):
        for event in _random_game(seats, mode, seed):
            for viewer in (None, *range(seats)):
                seen = event.for_viewer(viewer)
                if seen is None:
                    continue
                payload = RULES.event_payloads[seen.type]
                assert type(seen.data) is payload, seen
                assert list(seen.data.__dict__) == list(payload.record_fields), seen  # every field, in order
                assert REQUIRED not in seen.data.__dict__.values(), seen
                assert payload.model_validate(seen.data.__dict__) == seen.data  # every field of its declared type
                assert event_from_wire(event_to_wire(seen), RULES.event_payloads).data == seen.data


def test_a_private_event_shows_the_others_the_same_payload_without_the_cards() -> None:
    private = [event for event in _random_game(3, "standard", 3) if event.audience is not None]
    assert {event.type for event in private} >= {"agendas_dealt", "cards_drawn"}
    for event in private:
        assert type(event.public) is type(event.data)
        hidden = {name for name, value in event.public.__dict__.items() if value != event.data.__dict__[name]}
        assert hidden <= {"card", "cards", "agendas"} and all(event.public.__dict__[name] is None for name in hidden)
