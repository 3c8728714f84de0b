"""What may be dragged where at the DēmoS table (scenes/tables/demos/drops.py): the focus ring leaves the
secret discard slot once it cannot be used; a click on a glowing discard takes it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.demos.state import Discard, TakeDiscard, TakeFromDeck
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.stage import TOOLTIP_DELAY
from tests.scenes.tables.demos.crowded import crowded_view, five_player_table
from tests.scenes.tables.demos.test_seats import ctx  # noqa: F401
from tests.scenes.tables.demos.test_undo import at_adas_secret_discard


def test_the_focus_ring_leaves_the_secret_slot_once_it_cannot_be_used(ctx: Any) -> None:  # noqa: F811
    table = five_player_table(ctx[0])
    pump(*ctx)
    table.stage.focus_ring.focus(table.slots["secret"])  # where Tab left it while a card was being laid
    table.sync(crowded_view(table.view))
    assert table.stage.focus is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_click_on_a_glowing_discard_takes_it_into_the_hand(size: tuple[int, int], language: str) -> None:
    """Playtest (issue 27): the prompt says to take the deck's top card or a glowing discard, and a click on a
    glowing discard only showed its tooltip. After her secret discard Ada may take Ben's face-up 6♠: a click
    on it (the pointer moved there, pressed and released without moving) takes it, as dragging it to the hand
    does, and its tooltip does not stay behind once it has left the pile."""
    context, screen = make_context(size, "instant", language=language)
    try:
        table = at_adas_secret_discard(context, screen, "hbbb")
        assert table.act(Discard(card="1S"))
        pump(context, screen)
        assert TakeDiscard(card="6S") in table.legal()
        card = table.card_nodes["6S"]
        assert card.lit
        at = card.world_rect().center
        pump(context, screen, [mouse("move", at)])
        table.update(TOOLTIP_DELAY + 0.1)  # the pointer rests on it: its tooltip shows
        pump(context, screen)
        tip = table.stage.tooltip_text
        assert tip is not None and tip == card.tooltip
        pump(context, screen, [mouse("down", at), mouse("up", at)])
        pump(context, screen, frames=3)
        assert (0, TakeDiscard(card="6S")) in table.match.actions
        assert "6S" in (table.match.view(0).seats[0].hand or ())
        assert table.stage.tooltip_text != tip  # the words about the pile's card left with it
    finally:
        pygame.quit()


@pytest.mark.parametrize("speed", ["normal", "slow"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_cards_tooltip_leaves_when_the_move_takes_it_though_the_pointer_rests(language: str, speed: str) -> None:
    """Playtest (issue 27): a tooltip stayed on the screen after the move it described was made, the pointer
    not moving. Ada rests the pointer on Ben's face-up 6♠ (its tooltip shows) and takes it (Enter on it, or a
    click): while the card flies to her hand and after, the pile's words for it are not shown (what lies under
    the pointer afterwards may show its own)."""
    context, screen = make_context((1280, 720), speed, language=language)
    try:
        table = at_adas_secret_discard(context, screen, "hbbb")
        assert table.act(Discard(card="1S"))
        for _ in range(120):
            pump(context, screen, dt=1 / 30)
        card = table.card_nodes["6S"]
        pump(context, screen, [mouse("move", card.world_rect().center)])
        for _ in range(round(TOOLTIP_DELAY * 30) + 2):  # the pointer rests on it
            pump(context, screen, dt=1 / 30)
        tip = table.stage.tooltip_text
        assert tip is not None and tip == card.tooltip
        assert table.act(TakeDiscard(card="6S"))
        assert table.animating
        for _ in range(120):
            pump(context, screen, dt=1 / 30)
            assert table.stage.tooltip_text != tip
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_click_on_the_lit_deck_takes_its_top_card(language: str) -> None:
    """The other card the prompt offers to take: a click on the lit people's deck takes its top card, as
    dragging it to the hand does, and its tooltip does not stay over the table."""
    context, screen = make_context((1280, 720), "instant", language=language)
    try:
        table = at_adas_secret_discard(context, screen, "hbbb")
        assert table.act(Discard(card="1S"))
        pump(context, screen)
        assert TakeFromDeck() in table.legal() and table.people.lit
        at = table.people.world_rect().center
        pump(context, screen, [mouse("move", at)])
        table.update(TOOLTIP_DELAY + 0.1)
        pump(context, screen)
        assert table.stage.tooltip_text == table.people.tooltip
        pump(context, screen, [mouse("down", at), mouse("up", at)])
        pump(context, screen, frames=3)
        assert (0, TakeFromDeck()) in table.match.actions
        assert table.stage.tooltip_text != table.people.tooltip
    finally:
        pygame.quit()
