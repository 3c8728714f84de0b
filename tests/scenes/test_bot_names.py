"""Bots are named by the difficulty a player picks them by (playtest: "Heuristic bot 3" beside a New game
menu that offers Normal), everywhere a name is made: New game, a seat handed over, the history's records."""

from __future__ import annotations

import pytest

from game.core.match import SeatSpec
from game.core.registry import games
from scenes.shell.bot_names import LEVEL_WORDS, default_bot_name
from scenes.shell.history import credit
from scenes.shell.seats import bot_name


@pytest.mark.parametrize("game_id", sorted(games()))
def test_every_bot_level_of_every_game_has_a_difficulty_word(game_id: str) -> None:
    assert set(games()[game_id].bots) <= set(LEVEL_WORDS)


@pytest.mark.parametrize(("level", "name"), [("random", "Beginner bot 2"), ("heuristic", "Normal bot 2"),
                                             ("search", "Hard bot 2")])
def test_a_new_bot_is_named_by_its_difficulty_and_seat(level: str, name: str) -> None:
    assert default_bot_name(level, 1) == name
    # a bot seat given another level in the pause menu takes the new level's name
    assert bot_name(SeatSpec(kind="bot", name="Beginner bot 2", level="random"), level, 1) == name


def test_the_history_counts_a_bot_by_its_difficulty_whatever_its_seat_was_called() -> None:
    assert credit(SeatSpec(kind="bot", name="Search 3", level="search")).name == "Hard bot"
    assert credit(SeatSpec(kind="bot", name="Anna (bot)", level="heuristic")).name == "Anna"
