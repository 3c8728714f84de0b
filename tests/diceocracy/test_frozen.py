"""Diceocracy's own builders (and the events `Out` reports) make exactly what validation (and game.core.trusted)
make: same values, same field order."""

from __future__ import annotations

from game.core.protocol import Event, Payload, Transition
from game.core.trusted import evolve, transition
from game.diceocracy import events as ev
from game.diceocracy.frozen import Out
from game.diceocracy.rules import DiceocracyRules
from game.diceocracy.state import DiceocracyOptions, Player

RULES = DiceocracyRules()


def _player() -> Player:
    return Player(color="red", reps=5, followers=(None,) * 9, popularity=(0, 1, 2, 3), money=4, personality=(0, 6))


def test_evolve_is_model_copy_with_update() -> None:
    player = _player()
    changes = {"money": 7, "candidate": 2}
    evolved, copied = evolve(player, changes), player.model_copy(update=changes)
    assert evolved == copied
    assert list(evolved.__dict__.items()) == list(copied.__dict__.items())
    assert player.money == 4 and player.candidate is None  # the original is untouched


def test_evolve_of_an_evolved_record_changes_only_what_it_is_given() -> None:
    player = _player()
    evolved = evolve(player, {"money": 1})
    again = evolve(evolved, {"money": 2})
    assert (player.money, evolved.money, again.money) == (4, 1, 2)
    assert {k: v for k, v in again.__dict__.items() if k != "money"} == {
        k: v for k, v in player.__dict__.items() if k != "money"}


def test_evolve_of_a_state_is_model_copy() -> None:
    state = RULES.new_game(DiceocracyOptions(), 4, 3)
    changes = {"phase": "take", "active": 2, "round": 1}
    evolved, copied = evolve(state, changes), state.model_copy(update=changes)
    assert evolved == copied
    assert evolved.model_dump() == copied.model_dump()
    assert list(evolved.model_dump()) == list(type(state).record_fields)


def _reported(data: Payload, audience: tuple[int, ...] | None = None, public: Payload | None = None) -> Event:
    out = Out()
    out.add(data, audience, public)
    (built,) = out.events
    return built


def test_a_reported_event_is_the_validated_event() -> None:
    built = _reported(ev.CardsDrawn(seat=1, deck="stunts", cards=(3,), count=1), (1,),
                      ev.CardsDrawn(seat=1, deck="stunts", count=1))
    validated = Event(type="cards_drawn", data=ev.CardsDrawn.model_validate({"seat": 1, "deck": "stunts", "cards": [3],
                                                                             "count": 1}),
                      audience=(1,), public=ev.CardsDrawn.model_validate({"seat": 1, "deck": "stunts", "count": 1}))
    assert built == validated
    assert list(built.__dict__) == list(validated.__dict__)
    assert list(built.data.__dict__) == list(validated.data.__dict__)
    assert built.for_viewer(0) == Event(type="cards_drawn", data=ev.CardsDrawn(seat=1, deck="stunts", count=1))


def test_a_reported_public_event_is_the_validated_event() -> None:
    built = _reported(ev.TurnEnded(seat=0, round=2))
    assert built == Event(type="turn_ended", data=ev.TurnEnded.model_validate({"seat": 0, "round": 2}), audience=None,
                          public=None)
    assert built.for_viewer(3) is built


def test_transition_is_the_validated_transition() -> None:
    state = RULES.new_game(DiceocracyOptions(), 2, 5)
    out = Out()
    out.add(ev.TurnEnded(seat=0, round=1))
    events = out.events
    built = transition(state, events, True)
    validated = Transition(state=state, events=tuple(events), commit=True)
    assert built == validated
    assert built.events.__class__ is tuple
