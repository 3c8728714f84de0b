"""Dindex: the piles' count badges cover none of the current step's words, in German and English at 1280×720
and 1920×1080 (German playtest: the Random pile's "7" covered the "A" of "Aufgaben schaden")."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from scenes.engine.cards import PileNode
from scenes.engine.headless import make_context, pump
from tests.scenes.support.fit_checks import text_nodes
from tests.scenes.tables.dindex.test_fits import first_decision

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "de"]


@pytest.fixture(params=[(size, language) for language in LANGUAGES for size in SIZES],
                ids=[f"{language}-{name}" for language in LANGUAGES for name in ("720p", "1080p")])
def ctx(request: Any) -> Iterator[tuple[Any, Any]]:
    size, language = request.param
    context, screen = make_context(size, "instant", language=language)
    yield context, screen
    pygame.quit()


def badge(table: Any, pile: PileNode) -> pygame.Rect:
    """The square around the pile's count badge, at the lower right of its stacked cards (as PileNode paints it:
    past the card's edge by the stack's depth and a pad)."""
    x, y = pile.world_pos()
    scale = pile.world_scale()
    number = table.stage.painter.text(str(pile.count), 13 * scale, (20, 20, 20), bold=True)
    r = max(number.get_width(), number.get_height()) // 2 + round(3 * scale)
    depth = min(4, (pile.count + 4) // 5)
    right = x + round(pile.w * scale) + depth * round(2 * scale) + round(12 * scale) - 1
    bottom = y + round(pile.h * scale) + depth * round(2 * scale) + round(12 * scale) - 1
    return pygame.Rect(round(right - 2 * r), round(bottom - 2 * r), 2 * r, 2 * r)


def drawn(table: Any, text: Any) -> pygame.Rect:
    """Where a text is drawn: its picture's size at its place."""
    x, y = text.world_pos()
    surf = table.stage.painter.surface(text, text.world_scale())
    return pygame.Rect(round(x), round(y), *(surf.get_size() if surf is not None else (0, 0)))


def shot(screen: Any, name: str) -> None:
    folder = os.environ.get("HUSTINGS_SHOTS")
    if folder:
        pygame.image.save(screen, os.path.join(folder, name + ".png"))


@pytest.mark.parametrize("players, seed", [(3, 1), (5, 1)])
def test_no_pile_badge_covers_a_word_of_the_prompt(ctx: Any, players: int, seed: int) -> None:
    table = first_decision(*ctx, players, seed)
    # a heading on two lines and a sub on three, as in the playtest's "Du bist am Zug" step
    title = table.prompt.title.text
    table.prompt.say(title + " " + title, "Klick eine leuchtende Karte an; Aufgaben schaden " * 4)
    pump(*ctx, frames=2)
    shot(ctx[1], f"dindex_badge_{ctx[0].tr.language}_{ctx[1].get_height()}_{players}")
    words = [t for t in text_nodes(table.prompt) if t.text]
    assert words
    for pile in (table.stack_pile, table.discard_pile, table.random_pile):
        for text in words:
            assert not badge(table, pile).colliderect(drawn(table, text)), (pile.label, text.text)
