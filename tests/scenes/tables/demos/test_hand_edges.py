"""Hand cards stay on their table, in German and English at 1280×720 and 1920×1080 (playtest: DēmoS's fanned
hand ran over its panel's bottom edge; Dindex's cards reach the window's foot). A fanned card is measured as
drawn, turned by its fan angle."""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from scenes.engine.headless import make_context, pump
from tests.scenes.tables.demos.crowded import five_player_table
from tests.scenes.tables.dindex.test_fits import first_decision

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "de"]


@pytest.fixture(params=[(size, lang) for size in SIZES for lang in LANGUAGES],
                ids=[f"{tag}-{lang}" for tag in ("720p", "1080p") for lang in LANGUAGES])
def ctx(request: Any) -> Iterator[tuple[Any, Any]]:
    size, language = request.param
    context, screen = make_context(size, "instant", language=language)
    yield context, screen
    pygame.quit()


def turned(card: Any) -> pygame.Rect:
    """The window rectangle a card covers, turned by its fan angle about its centre."""
    r, a = card.world_rect(), math.radians(card.angle)
    w = r.w * abs(math.cos(a)) + r.h * abs(math.sin(a))
    h = r.w * abs(math.sin(a)) + r.h * abs(math.cos(a))
    cx, cy = card.world_center()
    return pygame.Rect(math.floor(cx - w / 2), math.floor(cy - h / 2), math.ceil(w), math.ceil(h))


def shot(screen: Any, name: str) -> None:
    folder = os.environ.get("HUSTINGS_SHOTS")
    if folder:
        pygame.image.save(screen, os.path.join(folder, name + ".png"))


def test_the_demos_hand_stays_inside_its_panel_clear_of_its_lit_edge(ctx: Any) -> None:
    context, screen = ctx
    table = five_player_table(context)
    pump(context, screen, frames=2)
    shot(screen, f"demos_hand_{context.tr.language}_{screen.get_height()}")
    scale = table.stage.root.scale
    panel = table.own.world_rect()
    inside = panel.inflate(-2 * round(3 * scale), -2 * round(3 * scale))  # the edge, lit on the person's turn
    cards = table.hand.cards()
    assert cards
    for card in cards:
        assert inside.contains(turned(card)), (turned(card), inside)


def test_the_dindex_hand_stays_inside_the_window(ctx: Any) -> None:
    context, screen = ctx
    table = first_decision(context, screen, 3, 1)
    pump(context, screen, frames=2)
    shot(screen, f"dindex_hand_{context.tr.language}_{screen.get_height()}")
    window = screen.get_rect()
    cards = table.hand.cards()
    assert cards
    for card in cards:
        assert window.contains(turned(card)), (turned(card), window)
