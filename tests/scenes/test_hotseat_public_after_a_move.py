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


@pytest.mark.parametrize("game", sorted(GAMES))
def test_only_the_persons_own_last_move_can_be_taken_back_while_the_public_view_shows(game: str) -> None:
    """Review: the mover kept the computer after a bot's move or an answer the presenter sent on their behalf
    ("let it stand"), so Undo offered to take back that answer."""
    kinds, options = GAMES[game]
    evening = Evening(game, kinds, options, 3, speed="fast")
    own_moves: set[int] = set()  # the number of actions right after each move a person made themselves
    act = evening.presenter.act

    def recording_act(seat: int, action: object) -> str | None:
        refused = act(seat, action)
        if refused is None:
            own_moves.add(len(evening.match.actions))
        return refused

    evening.presenter.act = recording_act
    try:
        offered = 0
        for _ in range(2500):
            evening.frame()
            p = evening.presenter
            if p.can_undo():
                offered += 1
                assert len(evening.match.actions) in own_moves
                assert evening.match.actions[-1][0] == p.at_screen
            if p.take_back_offer() is not None:
                assert len(evening.match.actions) in own_moves
        assert offered, "some move of a person could be taken back"
    finally:
        pygame.quit()
