"""The scroll check every table's log passes: wheel, PgUp, Home, End and PgDn through the table, and a reader
scrolled to the top stays there while the game goes on (the log panel and its keys belong to the table base)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import Match
from scenes.engine.headless import mouse, pump


def press(table: Any, k: int) -> None:
    assert table.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def check_log_scrolls_by_wheel_and_keys(context: Any, screen: Any, table: Any, later: Match) -> None:
    """`table` shows a replay with more history than fits; `later` is the same game further on."""
    pump(context, screen, frames=2)
    log = table.log
    assert log.line_count > log.rows_in_view  # more history than fits: the newest lines are shown
    assert log.at_end
    newest = log.first_visible
    centre = log.world_rect().center
    pump(context, screen, [mouse("move", centre), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
    after_wheel = log.first_visible
    assert after_wheel < newest and not log.at_end
    press(table, pygame.K_PAGEUP)
    assert log.first_visible < after_wheel
    press(table, pygame.K_HOME)
    assert log.first_visible == 0
    assert table.log_text().splitlines()[0] in log.visible_lines()  # the first line of the game is in view
    # the game goes on while the reader is at the top: the reader stays where they were
    lines_before = log.line_count
    table.set_match(later)
    assert log.line_count > lines_before and log.first_visible == 0
    press(table, pygame.K_END)
    assert log.at_end
    press(table, pygame.K_PAGEDOWN)  # already at the end: nothing to do, nothing breaks
    assert log.at_end
