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


@pytest.mark.parametrize(("level", "name"), [("random", "Otto (Beginner)"), ("heuristic", "Otto (Normal)"),
                                             ("search", "Otto (Hard)")])
def test_a_new_bot_has_a_name_and_its_difficulty_beside_it(level: str, name: str) -> None:
    """Issue 31: "Hard bot 3" beside "Hard bot 4" was hard to tell apart or remember."""
    assert default_bot_name(level, 1) == name
    # a bot seat given another level in the pause menu keeps its name and takes the new difficulty
    assert bot_name(SeatSpec(kind="bot", name="Otto (Beginner)", level="random"), level, 1) == name
    # a bot of a save made before bots had names takes its seat's name
    assert bot_name(SeatSpec(kind="bot", name="Beginner bot 2", level="random"), level, 1) == name


def test_no_bot_shares_a_name_with_a_person_or_another_bot() -> None:
    from scenes.shell.bot_names import bot_names

    names = bot_names()
    assert default_bot_name("search", 0, taken=[names[0]]) == f"{names[1]} (Hard)"
    taken = [names[0], f"{names[1]} (Hard)"]  # a person took the first name, the bot before took the next
    assert default_bot_name("search", 0, taken=taken) == f"{names[2]} (Hard)"
    assert len({n.casefold() for n in names}) == len(names) >= 14


def test_every_seat_of_the_largest_table_gets_a_distinct_bot_name() -> None:
    seven = [default_bot_name("heuristic", i) for i in range(7)]
    assert len(set(seven)) == 7 and all(name.endswith(" (Normal)") for name in seven)


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
