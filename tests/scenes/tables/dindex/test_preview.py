"""The large preview of an action card (scenes/tables/dindex/preview.py): while the pointer rests on a hand
card, clear of the prompt; pinned by a right-click until the next one; for the keyboard focus; and for a card
named in the log."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context, mouse, pump
from scenes.tables.dindex.look import ActionCardNode
from scenes.tables.dindex.preview import HOVER_DELAY
from scenes.tables.dindex.table import DindexTable, make_table
from tests.scenes.tables.dindex.crowded import drive_until


@pytest.fixture
def ctx() -> Iterator[tuple[Any, Any]]:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def table_for(context: Any, screen: Any, seed: int = 1) -> DindexTable:
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="heuristic")
                                       for n in ("Ben", "Cleo", "Dan", "Eve")]
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, seed))
    context.stack.push(table)
    pump(context, screen)
    return table


def play_until(ctx: Any, table: DindexTable, done: Any) -> None:
    """The match moves on by the rules-only driver until `done(Anna's view)`; the table catches up."""
    drive_until(table.match, done)
    table.show()
    pump(*ctx)


def anna_asked(phase: str) -> Any:
    return lambda v: v.phase == phase and v.active[:1] == (0,)


def test_resting_the_pointer_on_a_hand_card_shows_its_large_preview_clear_of_the_prompt(ctx: Any) -> None:
    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("open_turn"))
    card = table.hand.cards()[0]
    assert isinstance(card, ActionCardNode)
    pump(*ctx, [mouse("move", card.world_rect().center)], frames=round(HOVER_DELAY * 60) + 3)
    preview = table.preview
    assert preview.visible and preview.index == card.index
    assert any("Register" in line for line in preview.texts())
    x, y = table.prompt.world_pos()
    prompt = pygame.Rect(round(x), round(y), round(table.prompt.width), round(table.prompt.h))
    assert not preview.world_rect().colliderect(prompt)
    assert not preview.world_rect().colliderect(table.hand.world_rect())
    assert table.stage.tooltip_text is None  # the preview explains the card; no tooltip over the prompt
    pump(*ctx, [mouse("move", (3, 3))], frames=2)
    assert not preview.visible


def test_a_right_click_pins_a_card_s_preview_until_the_next_right_click(ctx: Any) -> None:
    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("open_turn"))
    card = table.hand.cards()[-1]
    assert isinstance(card, ActionCardNode)
    at = card.world_rect().center
    pump(*ctx, [mouse("down", at, button=3), mouse("move", (3, 3))], frames=2)
    assert table.preview.visible and table.preview.index == card.index
    pump(*ctx, [mouse("down", (3, 3), button=3)], frames=2)
    assert not table.preview.visible


def test_the_keyboard_focus_on_a_hand_card_shows_its_preview_and_leaves_with_the_card(ctx: Any) -> None:
    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("open_turn"))
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
    for _ in range(40):
        if isinstance(table.stage.focus_ring.current, ActionCardNode):
            break
        pump(*ctx, [tab])
    focused = table.stage.focus_ring.current
    assert isinstance(focused, ActionCardNode)
    pump(*ctx, frames=2)
    assert table.preview.visible and table.preview.index == focused.index
    table.hand.remove(focused)  # as when the card has been played and the hand rebuilt
    pump(*ctx, frames=2)
    assert not table.preview.visible


def test_an_action_card_named_in_the_log_previews_as_the_whole_card(ctx: Any) -> None:
    """The whole card at the current Dindex, in the table's large preview beside the log (the stage draws no
    small card of its own by the pointer, and a task named in the log has no face: its tooltip says it)."""
    from scenes.engine.logpanel import CardWord
    from scenes.tables.dindex.look import card_face
    from scenes.tables.dindex.preview import HOVER_DELAY

    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("open_turn"))
    drawn = table.stage.preview_node
    assert drawn is not None
    stage_own = drawn(card_face("a12"))
    assert stage_own is not None and stage_own.look() is None  # nothing drawn by the pointer
    log_face, _words, _color = table.log_look()
    assert log_face("t1") is None
    word = next(n for n in table.log.walk() if isinstance(n, CardWord) and n.preview is not None
                and n.preview.id.startswith("a") and n.effectively_visible())
    pump(*ctx, [mouse("move", word.world_rect().center)], frames=round(HOVER_DELAY * 60) + 3)
    assert table.stage.hover is word
    assert word.preview is not None
    assert table.preview.visible and table.preview.index == int(word.preview.id[1:])
    assert table.preview.level == table.view.dindex_level
