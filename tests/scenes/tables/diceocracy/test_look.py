"""How Diceocracy's pieces look and read (scenes/tables/diceocracy/look.py): the cards' and boards' words at
1280×720 and 1920×1080, no text cut off; a stunt's pattern clear of its words and saying what a white square
means, the boards' actions in whole words (playtest 5); the Edge agendas' group on the card (rules version 2)
and their variant mark (issue 30.9)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.diceocracy.components import components
from scenes.engine.headless import make_context
from scenes.engine.i18n import Translator, load_language
from scenes.engine.render import Painter
from scenes.tables.diceocracy.board import CARD_H, CARD_W
from scenes.tables.diceocracy.look import (
    BODY_SIZES,
    EDGE_VARIANT,
    SHORT,
    action_words,
    agenda_text,
    card_face_text,
    card_tip,
    pattern_rect,
    stunt_text,
    variant_note,
)
from scenes.tables.diceocracy.seats import HAND_CARD_H
from tests.scenes.tables.diceocracy.test_seats import pattern_stunts

LANGUAGES = ["en", "de"]


def translator(language: str) -> Translator:
    return load_language(language).translator


@pytest.fixture
def painter():
    context, _ = make_context((1280, 720))
    yield Painter(context.fonts, context.palette)
    pygame.quit()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_every_card_effect_fits_on_its_face_on_the_streets_and_in_hand(painter: Painter, scale: float,
                                                                         language: str) -> None:
    tr = translator(language)
    c = components()
    sizes = {BODY_SIZES[0]: 0}
    for deck, cards in (("adverts", c.adverts), ("stunts", c.stunts), ("agendas", c.agendas)):
        for card in (cards.keys() if isinstance(cards, dict) else range(len(cards))):
            for w, h in ((CARD_W, CARD_H), (104, 72)):  # a street's face-up card, a card in hand
                for players in (1, 4):  # agenda texts depend on the player count
                    pw, ph = round(w * scale), round(h * scale)
                    name, body, fits, below = card_face_text(painter, deck, card, players, pw, ph, scale, tr=tr)
                    assert fits, (deck, card, w, h)
                    assert name.get_width() <= pw - round(6 * scale), (deck, card, w, h)
                    assert round(15 * scale) + name.get_height() + below + body.get_height() <= ph - round(3 * scale)
                    if body.get_height() == painter.text("x", BODY_SIZES[0] * scale, (0, 0, 0)).get_height():
                        sizes[BODY_SIZES[0]] += 1
    assert sizes[BODY_SIZES[0]] > 0  # short effects keep the largest size


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_effect_stays_readable_at_7_5_points_or_more(painter: Painter, monkeypatch: pytest.MonkeyPatch,
                                                                 language: str) -> None:
    import scenes.tables.diceocracy.look as look

    tr = translator(language)
    c = components()
    monkeypatch.setattr(look, "BODY_SIZES", (8.0, 7.5))
    for deck, cards in (("adverts", c.adverts), ("stunts", c.stunts), ("agendas", c.agendas)):
        for card in (cards.keys() if isinstance(cards, dict) else range(len(cards))):
            for w, h in ((CARD_W, CARD_H), (104, 72)):
                assert look.card_face_text(painter, deck, card, 2, round(w), round(h), 1.0, tr=tr)[2], (deck, card, w)


@pytest.fixture
def context_painter() -> Iterator[Painter]:
    context, _screen = make_context((1280, 720))
    yield context.painter
    pygame.quit()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_stunts_pattern_stands_clear_of_its_words_on_the_streets_and_in_hand(context_painter: Painter,
                                                                              scale: float, language: str) -> None:
    tr = translator(language)
    for card in pattern_stunts():
        cells = components().stunts[card].pattern
        for w, h in ((CARD_W, CARD_H), (104, HAND_CARD_H)):
            pw, ph = round(w * scale), round(h * scale)
            name, body, fits, below = card_face_text(context_painter, "stunts", card, 2, pw, ph, scale, tr=tr)
            assert fits
            top = round(15 * scale) + name.get_height()
            box = pattern_rect(cells, pw, top, scale)
            words = pygame.Rect(round(4 * scale), top + below, body.get_width(), body.get_height())
            gap = round(4 * scale)  # the words end a little short of the squares, never touching them
            assert not words.inflate(2 * gap, 0).colliderect(box), (components().stunts[card].name, w, scale)
            assert box.right <= pw - round(3 * scale)


def test_a_pattern_with_white_squares_says_they_mean_a_follower_of_any_group() -> None:
    for card in pattern_stunts():
        white = any(color is None for _, _, color in components().stunts[card].pattern)
        assert ("any group" in stunt_text(card)[1]) == white, stunt_text(card)


def test_the_boards_name_their_actions_in_whole_words() -> None:
    whole = {"follower_influence": "Follower influence", "rep_influence": "Rep influence",
             "manipulate": "Manipulate", "exchange": "Exchange"}
    for kind, words in whole.items():
        assert action_words({"type": kind}, short=True) == SHORT[kind] == words


def test_each_edge_agenda_names_its_group() -> None:
    edge = [a for a in components().agendas if a.kind == "edge"]
    for a in edge:
        assert f"per {a.color} follower on the board's edge" in agenda_text(a.id, 2)[1]


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


@pytest.mark.parametrize(("language", "name"), [("en", "demographic exchange"), ("de", "Bevölkerungstausch")])
def test_the_demographic_exchange_has_one_name_on_the_tile_the_card_and_in_the_log(language: str, name: str) -> None:
    """The rulebook's Demographic Exchange: Harbour Docks' tile, Census Reform's text and the log say it alike
    (the playtest read "exchange dice" on the tile and "demographic exchange" on the card), and the card's
    tooltip says in a phrase what it does, as the tile's does."""
    from game.core.trusted import emit
    from game.diceocracy import events as ev
    from game.diceocracy.state import Die, Spot
    from scenes.tables.diceocracy.board import tile_words
    from scenes.tables.diceocracy.look import TextCard, card_tip
    from scenes.tables.diceocracy.words import DiceNames, describe_event

    tr = translator(language)
    census = next(c.id for c in components().adverts if c.name == "Census Reform")
    docks = next(d for d in components().districts if d.name == "Harbour Docks")
    assert tile_words(docks.action, tr) == name
    card = TextCard("adverts", census, tr=tr)
    tip = card.own_tooltip() or ""
    assert name in tip and tr("swap two loose dice on the districts") in tip, tip
    assert tr("swap two loose dice on the districts") in card_tip(f"adverts:{census}:2", tr)
    swap = emit(ev.DiceSwapped(seat=0, action="exchange", dice=(Die(color="blue", value=3), Die(color="pink", value=5)),
                               a=Spot(area="district", index=0, pos=0), b=Spot(area="district", index=1, pos=0)))
    line = describe_event(swap, DiceNames(lambda s: "Anna", lambda p: "X", players=1, rounds=9, tr=tr))
    assert name in "".join(t for t, _ in line or []), line
