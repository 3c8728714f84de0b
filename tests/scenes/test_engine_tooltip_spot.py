"""A tooltip never covers what it explains (issue 12): it goes below the node it describes, else above it,
else beside it, and always inside the window."""

from __future__ import annotations

import pygame

from scenes.engine.stage import tooltip_spot

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
