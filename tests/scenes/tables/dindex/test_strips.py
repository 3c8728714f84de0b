"""A crowded hand's strips: each card shows what a player sorts the hand by without hovering it. Issue 31
(0b): the counter mark the full face gives in its conditions line was missing from the strip."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.dindex.components import components
from scenes.engine.headless import make_context
from scenes.engine.i18n import Translator
from scenes.engine.render import SurfaceCache
from scenes.tables.dindex.look import ActionCardNode, sticker_word
from tests.scenes.support.i18n import DrawnTexts


@pytest.fixture(params=["en", "de"])
def ctx(request: Any) -> Iterator[Any]:
    context, _ = make_context((1280, 720), language=request.param)
    yield context
    pygame.quit()


def strip_texts(context: Any, index: int) -> list[str]:
    context.painter.cache = SurfaceCache()  # every text rendered again, so noted
    drawn = DrawnTexts(context)
    node = ActionCardNode(index, 3, tr=context.tr)
    node.strip = 34.0  # the narrowest strip a ten-card hand leaves
    node.paint(context.painter, 1.0)
    return drawn.texts


def test_a_counter_says_counter_on_its_strip_and_no_other_card_does(ctx: Any) -> None:
    tr: Translator = ctx.tr
    word = sticker_word("hand", tr)
    cards = components().cards
    counters = [i for i, c in enumerate(cards) if "hand" in c.stickers]
    others = [i for i, c in enumerate(cards) if "hand" not in c.stickers]
    assert counters and others
    for index in counters:
        assert word in strip_texts(ctx, index), cards[index].name
    for index in others[:10]:
        assert word not in strip_texts(ctx, index), cards[index].name
