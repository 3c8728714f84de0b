"""Enter uses the focused node; with nothing focused, a button whose key is Enter takes it (the Dindex
counter banner's "Go on: everybody lets it stand (Enter)" did nothing when pressed in a playtest).

A tooltip never covers what it explains (issue 12): it goes below the node it describes, else above it,
else beside it, and always inside the window."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from scenes.engine.headless import key, make_context
from scenes.engine.nodes import ButtonNode
from scenes.engine.stage import Stage, tooltip_spot


@pytest.fixture
def stage() -> Iterator[Stage]:
    context, _screen = make_context((1280, 720))
    yield Stage(context)
    pygame.quit()


def test_enter_presses_the_button_whose_key_it_is_when_nothing_has_the_focus(stage: Stage) -> None:
    pressed: list[str] = []
    stage.root.add(ButtonNode("Go on (Enter)", lambda: pressed.append("go on"), hotkey=pygame.K_RETURN))
    assert stage.handle(key(pygame.K_RETURN))
    assert pressed == ["go on"]


def test_enter_uses_the_focused_button_first(stage: Stage) -> None:
    pressed: list[str] = []
    stage.root.add(ButtonNode("Go on (Enter)", lambda: pressed.append("go on"), hotkey=pygame.K_RETURN))
    other: Any = stage.root.add(ButtonNode("Counter!", lambda: pressed.append("counter"), x=200))
    stage.move_focus(1)
    while stage.focus is not other:
        stage.move_focus(1)
    assert stage.handle(key(pygame.K_RETURN))
    assert pressed == ["counter"]


WINDOW = (1280, 720)


def placed(pointer: tuple[int, int], node: pygame.Rect, size: tuple[int, int] = (200, 60)) -> pygame.Rect:
    return pygame.Rect(tooltip_spot(pointer, node, size, WINDOW, 1.0), size)


def test_a_tooltip_goes_below_a_die_right_of_the_pointer_and_clear_of_the_die() -> None:
    die = pygame.Rect(300, 100, 26, 26)
    tip = placed(die.center, die)
    assert not tip.colliderect(die) and tip.top > die.bottom and tip.left > die.centerx


def test_a_tooltip_of_a_tall_tile_is_clear_of_the_whole_tile_not_only_of_the_pointer() -> None:
    tile = pygame.Rect(100, 30, 126, 120)
    tip = placed((150, 60), tile)
    assert not tip.colliderect(tile)


def test_near_the_bottom_it_goes_above_and_for_a_node_as_tall_as_the_window_beside_it() -> None:
    button = pygame.Rect(500, 680, 150, 30)
    above = placed(button.center, button)
    assert above.bottom <= button.top and not above.colliderect(button)
    log = pygame.Rect(1020, 8, 250, 704)
    beside = placed((1100, 400), log)
    assert not beside.colliderect(log) and pygame.Rect((0, 0), WINDOW).contains(beside)


def test_a_tooltip_of_a_button_under_the_prompt_keeps_clear_of_the_prompts_words_where_there_is_room() -> None:
    """Playtest (Diceocracy step 4): the tooltip of a button in the row under the prompt went above the button,
    over the step's heading and instructions; it goes above those words instead."""
    button = pygame.Rect(12, 643, 248, 26)
    heading, words = pygame.Rect(12, 600, 520, 22), pygame.Rect(12, 623, 900, 16)
    tip = pygame.Rect(tooltip_spot(button.center, button, (330, 60), WINDOW, 1.0, [heading, words]), (330, 60))
    assert not tip.colliderect(button) and not tip.colliderect(heading) and not tip.colliderect(words)
    assert pygame.Rect((0, 0), WINDOW).contains(tip)


def test_a_tooltip_near_the_log_is_moved_left_of_it() -> None:
    """Playtest (DēmoS): a figure's tooltip ran over the log panel beside the table."""
    figure = pygame.Rect(656, 535, 56, 80)
    log = pygame.Rect(980, 10, 290, 700)
    tip = pygame.Rect(tooltip_spot((700, 600), figure, (300, 50), WINDOW, 1.0, [log]), (300, 50))
    assert not tip.colliderect(log) and not tip.colliderect(figure)


def test_without_room_clear_of_everything_the_tooltip_still_goes_beside_its_node() -> None:
    node = pygame.Rect(500, 300, 100, 40)
    everywhere = [pygame.Rect(0, 0, 1280, 290), pygame.Rect(0, 350, 1280, 370)]
    tip = pygame.Rect(tooltip_spot(node.center, node, (200, 60), WINDOW, 1.0, everywhere), (200, 60))
    assert tip == pygame.Rect(tooltip_spot(node.center, node, (200, 60), WINDOW, 1.0), (200, 60))
