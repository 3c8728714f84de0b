"""No English left over a whole game: bots play each title through the real app in the pseudo language (every
translated text comes back accented), to the end screen, its table and Replay; every text drawn on the way
must have gone through the translator. Slow: whole games through the frame loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.match import Match, SeatSpec
from game.core.registry import games
from scenes.app import App
from scenes.engine.i18n import PSEUDO, Translator
from tests.scenes.support.i18n import DrawnTexts
from tests.scenes.support.shell import home  # noqa: F401

NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus")
REPLAY_STEPS = 40


def step_forward() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["demos", "dindex", "diceocracy"])
def test_a_whole_game_its_end_screen_and_replay_show_no_english(home: Path, game_id: str) -> None:  # noqa: F811
    app = App(["--size", "1280x720"])
    try:
        drawn = DrawnTexts(app.ctx)
        app.ctx.tr = Translator(PSEUDO)
        app.ctx.stack.language_changed()
        app.services.update_settings(animation_speed="instant")
        info = games()[game_id]
        variant = info.variants[0]
        names = NAMES[: variant.num_players]
        seats = [SeatSpec(kind="bot", name=n, level="random") for n in names]
        match = Match(info.rules, dict(variant.options), seats, 7)
        table = app.services.start_match(match)
        for _ in range(20_000):
            app.frame()
            if match.is_over and app.ctx.stack.top is not table:
                break
        end = app.ctx.stack.top
        assert match.is_over and end is not table
        app.frame()
        end.replay()  # type: ignore[union-attr]
        for _ in range(REPLAY_STEPS):
            pygame.event.post(step_forward())
            app.frame()
        assert drawn.english(allowed=set(names)) == []
    finally:
        app.close()
