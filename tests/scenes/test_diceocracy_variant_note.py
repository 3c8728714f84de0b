"""An Edge agenda plays differently from its print (docs/rules/diceocracy.md, Edge agendas; issue 30.9): wherever
a player reads the card, its words say so; a card that plays as printed says nothing of the kind."""

from __future__ import annotations

from game.diceocracy.components import components
from scenes.tables.diceocracy.look import EDGE_VARIANT, card_tip, variant_note


def edge_cards() -> list[int]:
    return [a.id for a in components().agendas if a.kind == "edge"]


def test_every_edge_agenda_is_marked_as_a_variant_in_its_tooltip_and_the_log() -> None:
    assert len(edge_cards()) == 4
    for card in edge_cards():
        assert variant_note("agendas", card) == EDGE_VARIANT
        assert card_tip(f"agendas:{card}:2").endswith(EDGE_VARIANT)


def test_a_card_that_plays_as_printed_carries_no_variant_mark() -> None:
    other = next(a.id for a in components().agendas if a.kind != "edge")
    assert variant_note("agendas", other) == "" and EDGE_VARIANT not in card_tip(f"agendas:{other}:2")
    assert variant_note("adverts", 0) == ""
