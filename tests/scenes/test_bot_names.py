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


def test_a_recent_games_winners_are_named_by_seat_though_the_players_table_counts_bots_by_difficulty() -> None:
    """Playtest: "Ada, Normal bot" under Result did not say which of two Normal bots won."""
    from scenes.shell.history import HistoryEntry, statistics
    from scenes.shell.history_view import outcome_words

    seats = (SeatSpec(name="Ada"), SeatSpec(kind="bot", name="Normal bot 3", level="heuristic"),
             SeatSpec(kind="bot", name="Normal bot 5", level="heuristic"), SeatSpec(name="Ben"))
    entry = HistoryEntry(finished_at="2026-12-01T20:00:00", game="dindex", title="Dindex", seats=seats,
                         winners=(0, 1, 2), scores={"0": 15, "1": 4, "2": 4, "3": 0})
    assert outcome_words(entry) == "Ada, Normal bot 3, Normal bot 5"
    normal = statistics([entry]).per_player["Normal bot"]  # one record for the level, counted once a game
    assert (normal.games, normal.wins) == (1, 1)
