"""The pause menu dims the whole table below it, its log too (issue 12, playtest: "the pause menu leaves the log
undimmed")."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match, SeatSpec
from game.core.registry import get_game
from scenes.engine.headless import make_context, pump
from scenes.shell.pause import PauseMenu
from scenes.tables import TABLE_INFO

GAMES = {"demos": ({"mode": "full"}, 4), "dindex": ({}, 5), "diceocracy": ({}, 4)}


def brightest(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The brightest pixel's sum of R, G and B inside `rect` (text is the brightest thing in a log)."""
    area = surface.subsurface(rect.clip(surface.get_rect()))
    return max(sum(area.get_at((x, y))[:3]) for x in range(0, area.get_width(), 2)
               for y in range(0, area.get_height(), 2))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_pause_menu_dims_the_whole_table_its_log_too_so_no_hand_stays_readable(game: str) -> None:
    ctx, screen = make_context((1280, 720), "instant")
    try:
        options, n = GAMES[game]
        seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=f"Bot {i}", level="heuristic")
                                          for i in range(1, n)]
        match = Match(get_game(game).rules, options, seats, 4)
        table = TABLE_INFO[game].make_table(ctx, match)
        ctx.stack.push(table)
        pump(ctx, screen, frames=3)
        log = table.log.world_rect()  # type: ignore[attr-defined]
        before = brightest(screen, log)
        pause = PauseMenu(ctx, table, match)
        ctx.stack.push(pause)
        pump(ctx, screen)
        dialog = pause.panel.rect
        outside = pygame.Rect(max(log.x, dialog.right + 4), log.y, log.right - max(log.x, dialog.right + 4), log.h)
        assert outside.w > 50, "part of the log lies beside the dialog"
        assert brightest(screen, outside) <= 0.3 * before  # a hand behind it is not left readable
    finally:
        pygame.quit()
