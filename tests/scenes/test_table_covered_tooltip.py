"""A tooltip goes when a dialog covers the table (Diceocracy playtest: a tooltip stayed visible behind the
pause menu)."""

from __future__ import annotations

import pygame

from scenes.engine.headless import mouse, pump
from scenes.engine.scene import Scene
from scenes.engine.stage import TOOLTIP_DELAY
from tests.scenes.test_hotseat_handoffs import Evening


def test_a_dialog_over_the_table_takes_the_tooltip_away() -> None:
    evening = Evening("demos", "hbbb", {"mode": "full"}, 5, speed="instant")
    try:
        table, ctx, screen = evening.table, evening.ctx, evening.screen
        pump(ctx, screen, frames=3)
        deck = table.people
        assert deck.tooltip
        pump(ctx, screen, [mouse("move", deck.world_rect().center)], frames=round(TOOLTIP_DELAY * 60) + 5)
        assert table.stage.tooltip_text == deck.tooltip
        ctx.stack.push(Scene(ctx))  # the pause menu, say
        pump(ctx, screen)
        assert table.stage.tooltip_text is None
        ctx.stack.pop()
        pump(ctx, screen, [mouse("move", deck.world_rect().center)], frames=round(TOOLTIP_DELAY * 60) + 5)
        assert table.stage.tooltip_text == deck.tooltip  # back at the table, the pointer picks again
    finally:
        pygame.quit()
