"""How Diceocracy's cards and boards read at 1280×720 and 1920×1080: no text cut off.

An Edge agenda plays differently from its print (docs/rules/diceocracy.md, Edge agendas; issue 30.9): wherever
a player reads the card, its words say so; a card that plays as printed says nothing of the kind."""

from __future__ import annotations

import pygame
import pytest

from game.diceocracy.components import components
from scenes.engine.headless import make_context
from scenes.engine.render import Painter
from scenes.tables.diceocracy.board import CARD_H, CARD_W
from scenes.tables.diceocracy.look import BODY_SIZES, EDGE_VARIANT, card_face_text, card_tip, variant_note


@pytest.fixture
def painter():
    context, _ = make_context((1280, 720))
    yield Painter(context.fonts, context.palette)
    pygame.quit()


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_every_card_effect_fits_on_its_face_on_the_streets_and_in_hand(painter: Painter, scale: float) -> None:
    c = components()
    sizes = {BODY_SIZES[0]: 0}
    for deck, cards in (("adverts", c.adverts), ("stunts", c.stunts), ("agendas", c.agendas)):
        for card in (cards.keys() if isinstance(cards, dict) else range(len(cards))):
            for w, h in ((CARD_W, CARD_H), (104, 72)):  # a street's face-up card, a card in hand
                for players in (1, 4):  # agenda texts depend on the player count
                    pw, ph = round(w * scale), round(h * scale)
                    name, body, fits, below = card_face_text(painter, deck, card, players, pw, ph, scale)
                    assert fits, (deck, card, w, h)
                    assert round(15 * scale) + name.get_height() + below + body.get_height() <= ph - round(3 * scale)
                    if body.get_height() == painter.text("x", BODY_SIZES[0] * scale, (0, 0, 0)).get_height():
                        sizes[BODY_SIZES[0]] += 1
    assert sizes[BODY_SIZES[0]] > 0  # short effects keep the largest size


def test_every_card_effect_stays_readable_at_7_5_points_or_more(painter: Painter,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.tables.diceocracy.look as look

    c = components()
    monkeypatch.setattr(look, "BODY_SIZES", (8.0, 7.5))
    for deck, cards in (("adverts", c.adverts), ("stunts", c.stunts), ("agendas", c.agendas)):
        for card in (cards.keys() if isinstance(cards, dict) else range(len(cards))):
            for w, h in ((CARD_W, CARD_H), (104, 72)):
                assert look.card_face_text(painter, deck, card, 2, round(w), round(h), 1.0)[2], (deck, card, w)


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
