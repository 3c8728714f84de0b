"""Playtest 5 at the Diceocracy table, the cards: a hand closes up when a card is played and every card shows
its effect whenever it fits (five cards lost their text although there was room); a stunt's pattern stands
clear of its words and says what a white square means."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.diceocracy.actions import PlayAdvert
from game.diceocracy.components import components
from scenes.engine.headless import make_context, pump
from scenes.engine.render import Painter
from scenes.tables.diceocracy.board import CARD_H, CARD_W
from scenes.tables.diceocracy.look import card_face_text, pattern_rect, stunt_text
from scenes.tables.diceocracy.seats import HAND_CARD_H
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from tests.scenes.tables.diceocracy.test_fits import SIZES, check_fits, crowded_match


@pytest.fixture
def painter() -> Iterator[Painter]:
    context, _screen = make_context((1280, 720))
    yield context.painter
    pygame.quit()


def pattern_stunts() -> list[int]:
    return [i for i, s in enumerate(components().stunts) if s.pattern is not None]


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_stunts_pattern_stands_clear_of_its_words_on_the_streets_and_in_hand(painter: Painter, scale: float) -> None:
    for card in pattern_stunts():
        cells = components().stunts[card].pattern
        for w, h in ((CARD_W, CARD_H), (104, HAND_CARD_H)):
            pw, ph = round(w * scale), round(h * scale)
            name, body, fits, below = card_face_text(painter, "stunts", card, 2, pw, ph, scale)
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


def open_crowded(size: tuple[int, int], hand: dict[str, tuple[int, ...]]) -> DiceocracyTable:
    """Maximiliane at step 5 with these cards in hand (and money for any)."""
    match = crowded_match("cards")
    players = list(match.state.players)
    players[0] = players[0].model_copy(update=hand)
    match.state = match.state.model_copy(update={"players": tuple(players)})  # the hand-built position
    context, screen = make_context(size)
    table = make_table(context, match)
    context.stack.push(table)
    pump(context, screen, frames=2)
    return table


def readable(table: DiceocracyTable) -> list[bool]:
    """Whether each card in hand shows its effect (a compact card shows kind and name only)."""
    return [not node.compact for node in table.hand_nodes.values()]


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_five_cards_in_hand_each_show_their_effect(size: tuple[int, int]) -> None:
    try:
        table = open_crowded(size, {"agendas": (0, 1), "adverts": (0, 1), "stunts": (pattern_stunts()[0],)})
        assert len(table.hand_nodes) == 5
        assert all(readable(table))
        check_fits(table)
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_a_card_played_closes_the_hand_up_at_once(size: tuple[int, int]) -> None:
    try:
        table = open_crowded(size, {"agendas": (0, 1, 2), "adverts": (0, 1, 2), "stunts": (0, 1, 2)})
        played = next(a for a in table.legal() if isinstance(a, PlayAdvert))
        table.hand_nodes[("adverts", played.card)].on_click()
        assert ("adverts", played.card) not in table.hand_nodes
        view = table.view
        assert view.order[view.order_index] == 0  # still her turn
        rects = sorted(node.world_rect() for node in table.hand_nodes.values())
        assert len(rects) == 8
        gaps = {b.left - a.right for a, b in zip(rects, rects[1:], strict=False)}
        assert max(gaps) - min(gaps) <= 1, gaps  # evenly spaced: no hole where the card was
        assert rects[0].left == round(table.right_x * table.stage.root.scale)
        check_fits(table)
    finally:
        pygame.quit()


def total_stunts() -> list[int]:
    return [i for i, s in enumerate(components().stunts) if s.pattern is None]


def test_a_card_in_hand_not_lit_at_step_5_says_why_in_its_tooltip() -> None:
    from game.diceocracy.state import Die

    stunt = components().stunts[total_stunts()[0]]
    other = next(c for c in ("pink", "blue", "green", "orange") if c != stunt.color)
    try:
        # no follower of the stunt's group: its total is 0; one advert costs more than her 1 money
        costly = next(i for i, a in enumerate(components().adverts) if a.cost > 1)
        table = open_crowded((1280, 720), {"agendas": (), "adverts": (costly,), "stunts": (stunt.id,),
                                           "followers": tuple(Die(color=other, value=2) for _ in range(9)),
                                           "money": 1})
        stunt_card, advert_card = table.hand_nodes[("stunts", stunt.id)], table.hand_nodes[("adverts", costly)]
        assert not stunt_card.lit and not advert_card.lit
        assert stunt_card.tooltip.endswith(
            f"Not playable now: your {stunt.color} followers total 0, it needs {stunt.min_total}.")
        cost = components().adverts[costly].cost
        assert advert_card.tooltip.endswith(f"Not playable now: it costs {cost} money, you have 1.")
    finally:
        pygame.quit()


def test_once_an_advert_was_played_this_turn_the_others_say_one_a_turn() -> None:
    match = crowded_match("cards")
    turn = match.state.turn
    assert turn is not None
    players = list(match.state.players)
    players[0] = players[0].model_copy(update={"adverts": (0, 1)})
    match.state = match.state.model_copy(update={"players": tuple(players),  # the hand-built position
                                                 "turn": turn.model_copy(update={"advert_played": True})})
    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen, frames=2)
        assert table.hand_nodes[("adverts", 1)].tooltip.endswith(
            "Not playable now: one advertising card a turn: this turn's is played.")
    finally:
        pygame.quit()
