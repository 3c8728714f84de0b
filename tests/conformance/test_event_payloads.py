"""Every event carries its declared payload (issue 29.1), in every game and every registered variant: the rules
build their payloads without the classes' own checks (`game.core.trusted.public_event` / `private_event`,
DēmoS's `made`), so random games check here that each copy a seat can see is an instance of its type's payload
class with every field, in the declared order, of its declared type, and comes back equal from the wire; and that
a private event shows the others the same payload with only its card or cards left out."""

from __future__ import annotations

import json

import pytest

from game.core.eventwire import event_from_wire, event_to_wire
from game.core.protocol import Event
from game.core.record import REQUIRED
from game.core.registry import GameInfo, Variant, games
from game.core.rng import Rng, seed_state

SEEDS = (0, 1)
HIDDEN_FIELDS = {
    "demos": {"card", "cards", "veto", "hands", "figures_drawn"},
    "dindex": {"card", "cards"},
    "diceocracy": {"card", "cards", "agendas"},
}
"""What a private event may leave out of the others' copy: its cards (Diceocracy's dealt agendas are cards), and
in DēmoS a team member's veto vote, which only the team sees, and a round's end's hands and drawn figures
(whose full copy it gives no seat: its audience is empty)."""
PRIVATE_TYPES = {
    "demos": {"deal", "draw", "discard", "veto_vote"},
    "dindex": {"cards_drawn", "secret_submitted"},
    "diceocracy": {"agendas_dealt", "cards_drawn"},
}
"""Private event types random games of a game's variants make between them, so the check is never vacuous."""

CASES = [(info, variant) for info in games().values() for variant in info.variants]


def random_game(info: GameInfo, variant: Variant, seed: int) -> list[Event]:
    """Every event of a game between random bots, the set-up's included."""
    rules = info.rules
    state = rules.new_game(rules.parse_options(variant.options), variant.num_players, seed)
    events = list(rules.initial_events(state))
    bots = [info.make_bot("random") for _ in range(variant.num_players)]
    rng = Rng(seed_state(seed, "payloads"))
    while active := rules.active_players(state):
        seat = active[rng.below(len(active))]
        action = bots[seat].choose(rules.view(state, seat), rules.legal_actions(state, seat), rng)
        transition = rules.apply(state, seat, action)
        events.extend(transition.events)
        state = transition.state
    return events


@pytest.mark.parametrize(("info", "variant"), CASES, ids=[f"{i.id}-{v.label}" for i, v in CASES])
def test_every_copy_of_every_event_is_its_declared_payload_and_survives_the_wire(info: GameInfo,
                                                                                 variant: Variant) -> None:
    payloads = info.rules.event_payloads
    for seed in SEEDS:
        for event in random_game(info, variant, seed):
            for viewer in (None, *range(variant.num_players)):
                seen = event.for_viewer(viewer)
                if seen is None:
                    continue
                payload = payloads[seen.type]
                assert type(seen.data) is payload, seen
                assert list(seen.data.__dict__) == list(payload.record_fields), seen  # every field, in order
                assert REQUIRED not in seen.data.__dict__.values(), seen
                assert payload.model_validate(seen.data.__dict__) == seen.data  # every field of its declared type
                back = event_from_wire(json.loads(json.dumps(event_to_wire(seen))), payloads)
                assert (back.type, back.data) == (seen.type, seen.data)


@pytest.mark.parametrize(("info", "variant"), CASES, ids=[f"{i.id}-{v.label}" for i, v in CASES])
def test_a_private_event_shows_the_others_the_same_payload_without_its_cards(info: GameInfo,
                                                                            variant: Variant) -> None:
    private = [event for event in random_game(info, variant, 3) if event.audience is not None]
    assert private, "every variant deals or draws in private"
    for event in private:
        assert type(event.public) is type(event.data)
        hidden = {name for name, value in event.public.__dict__.items() if value != event.data.__dict__[name]}
        assert hidden <= HIDDEN_FIELDS[info.id] and all(event.public.__dict__[name] is None for name in hidden)


@pytest.mark.parametrize("game_id", sorted(PRIVATE_TYPES))
def test_the_private_event_types_come_up_in_the_games_variants(game_id: str) -> None:
    info = games()[game_id]
    made = {event.type for variant in info.variants for event in random_game(info, variant, 3)
            if event.audience is not None}
    assert made >= PRIVATE_TYPES[game_id]
