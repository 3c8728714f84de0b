"""Records (game/core/record.py): plain frozen values validated where they come from outside."""

from __future__ import annotations

import pytest
from pydantic import Field, ValidationError

from game.core.protocol import Frozen
from game.core.record import FrozenRecordError, Record
from game.core.trusted import build, evolve


class Card(Record):
    code: str
    face_up: bool = False
    pips: int = Field(default=1, ge=1, le=6)


class Hand(Record):
    owner: int
    cards: tuple[Card, ...] = ()
    note: str | None = None

    @property
    def size(self) -> int:
        return len(self.cards)


class HandView(Frozen):
    """A pydantic model holding a Record, as a view holds a state's parts."""

    hand: Hand
    last: Card | None = None


def test_calling_the_class_validates_and_coerces_like_a_model() -> None:
    hand = Hand(owner=1, cards=[{"code": "7D"}, Card(code="8D", face_up=True)])  # type: ignore[arg-type]
    assert hand.cards == (Card(code="7D"), Card(code="8D", face_up=True))
    assert hand.size == 2 and hand.note is None
    with pytest.raises(ValidationError):
        Hand(owner="one")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        Hand(owner=1, colour="red")  # type: ignore[call-arg]
    with pytest.raises(ValidationError):
        Hand()  # type: ignore[call-arg]
    with pytest.raises(ValidationError, match="less than or equal to 6"):
        Card(code="7D", pips=7)  # a Field's constraints hold as in a model
    assert Card(code="7D").pips == 1 and Card.record_fields["pips"] == 1


def test_a_record_cannot_be_changed_only_copied() -> None:
    hand = Hand(owner=1)
    with pytest.raises(FrozenRecordError):
        hand.owner = 2  # type: ignore[misc]
    with pytest.raises(FrozenRecordError):
        del hand.owner
    moved = hand.model_copy(update={"owner": 2})
    assert (hand.owner, moved.owner) == (1, 2)
    assert evolve(hand, {"note": "kept"}) == Hand(owner=1, note="kept")


def test_equal_fields_make_equal_records_of_one_class_and_equal_hashes() -> None:
    assert Card(code="7D") == Card(code="7D") and hash(Card(code="7D")) == hash(Card(code="7D"))
    assert Card(code="7D") != Card(code="7D", face_up=True)
    assert len({Card(code="7D"), Card(code="7D"), Card(code="8D")}) == 2
    assert Card(code="7D") != Hand(owner=0)


def test_the_rules_build_records_without_validation_with_every_default() -> None:
    built = build(Hand, {"owner": 3})
    assert built == Hand(owner=3) and list(built.__dict__) == ["owner", "cards", "note"]
    with pytest.raises(TypeError):
        build(Hand, {"cards": ()})  # the required owner missing


def test_a_record_dumps_and_loads_as_a_model_does() -> None:
    hand = Hand(owner=1, cards=(Card(code="7D"),))
    dumped = hand.model_dump(mode="json")
    assert dumped == {"owner": 1, "cards": [{"code": "7D", "face_up": False, "pips": 1}], "note": None}
    assert Hand.model_validate(dumped) == hand
    assert Hand.model_validate(hand) is hand
    assert '"code":"7D"' in hand.model_dump_json()


def test_a_model_takes_a_record_field_as_it_is_or_from_a_mapping_and_dumps_its_fields() -> None:
    hand = Hand(owner=1, cards=(Card(code="7D"),))
    view = HandView(hand=hand, last={"code": "8D"})  # type: ignore[arg-type]
    assert view.hand is hand and view.last == Card(code="8D")
    assert view.model_dump(mode="json") == {
        "hand": {"owner": 1, "cards": [{"code": "7D", "face_up": False, "pips": 1}], "note": None},
        "last": {"code": "8D", "face_up": False, "pips": 1},
    }
    assert HandView.model_validate(view.model_dump()) == view
    with pytest.raises(ValidationError):
        HandView(hand={"owner": "one"})  # type: ignore[arg-type]


def test_field_reads_are_plain_attribute_reads() -> None:
    """What Records are for: no `__getattr__` hook and no class attribute of a field's name, so CPython
    specialises the reads (a pydantic model has both)."""
    assert not hasattr(Hand, "__getattr__") and hasattr(HandView, "__getattr__")
    assert "cards" not in Hand.__dict__ and "note" not in Hand.__dict__
    assert list(Hand.record_fields) == ["owner", "cards", "note"]
