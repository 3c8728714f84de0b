"""With two people at the computer, a person's hand and role leave the screen as soon as their move passes the
decision to someone else (Dindex playtest: after Ada accepted a coalition, her role and hand stayed in sight for
the seconds the government and its tasks took to appear, until Ben's pass screen came up)."""

from __future__ import annotations

import pygame
import pytest

from scenes.engine.privacy import PrivacyScreen
from tests.scenes.test_hotseat_handoffs import Evening

GAMES = {"demos": ("hbhb", {"mode": "full"}), "dindex": ("hbhbb", {}), "diceocracy": ("hbhb", {})}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_screen_shows_a_persons_own_view_only_while_that_person_decides_next(game: str) -> None:
    kinds, options = GAMES[game]
    evening = Evening(game, kinds, options, 5, speed="fast")  # a speed at which the moves take time to play
    people = [s for s, kind in enumerate(kinds) if kind == "h"]
    try:
        seen_moves_played = 0
        for _ in range(2500):
            moves = len(evening.match.actions)
            evening.frame()
            if evening.match.result() is not None or isinstance(evening.ctx.stack.top, PrivacyScreen):
                continue
            viewer, upcoming = evening.table.viewer, evening.presenter.next_seat()
            if evening.table.animating and any(s in people for s, _ in evening.match.actions[moves:]):
                seen_moves_played += 1
            assert viewer is None or viewer == upcoming, (
                f"{evening.match.seats[viewer].name}'s view is on the screen while "
                f"{evening.match.seats[upcoming].name if upcoming is not None else 'nobody'} decides next")
        assert seen_moves_played, "a person's move played out on the screen"
    finally:
        pygame.quit()
