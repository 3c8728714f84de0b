"""The local history of finished games and its statistics: per player name, per game, per role."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from game.core.match import Match, SeatSpec
from game.core.protocol import Result
from scenes.shell.history import History, HistoryEntry, entry_for, roles_of, statistics
from scenes.shell.history_view import HistoryScreen
from tests.scenes.support.shell import TOY, app, click_widget, home, send, top, toy_registered  # noqa: F401

ANNA, BEN = SeatSpec(name="Anna"), SeatSpec(name="Ben")


BOT = SeatSpec(kind="bot", name="Bot", level="heuristic")


def entry(title: str, seats: tuple[SeatSpec, ...], winners: tuple[int, ...], roles: dict[str, str] | None = None):
    return HistoryEntry(finished_at="2026-01-01T20:00:00+00:00", game=title.lower(), title=title, seats=seats,
                        winners=winners, roles=roles or {})


def test_games_and_wins_per_player_and_per_game() -> None:
    stats = statistics([
        entry("DēmoS", (ANNA, BEN, BOT), (0,)),
        entry("DēmoS", (ANNA, BEN, BOT), (2,)),
        entry("Diceocracy", (BEN, ANNA), (0,)),
        entry("Diceocracy", (BEN, ANNA), ()),  # nobody won
    ])
    assert stats.total == 4
    assert (stats.per_player["Anna"].games, stats.per_player["Anna"].wins) == (4, 1)
    assert (stats.per_player["Ben"].games, stats.per_player["Ben"].wins) == (4, 1)
    assert stats.per_player["Normal bot"].wins == 1  # bots count by difficulty, whatever their seat's name
    assert (stats.per_game["DēmoS"].games, stats.per_game["Diceocracy"].games) == (2, 2)
    assert stats.per_game_player[("Diceocracy", "Ben")].wins == 1
    assert stats.per_game_player[("DēmoS", "Anna")].rate == 0.5


def test_dindex_statistics_per_role() -> None:
    democrat, oligarch = {"0": "democrat", "1": "oligarch", "2": "democrat"}, {"0": "oligarch", "1": "democrat",
                                                                               "2": "democrat"}
    stats = statistics([entry("Dindex", (ANNA, BEN, BOT), (0, 2), democrat),
                        entry("Dindex", (ANNA, BEN, BOT), (0,), oligarch)])
    assert (stats.per_role[("Dindex", "democrat")].games, stats.per_role[("Dindex", "democrat")].wins) == (4, 2)
    assert (stats.per_role[("Dindex", "oligarch")].games, stats.per_role[("Dindex", "oligarch")].wins) == (2, 1)


@pytest.mark.parametrize("raw", [["democrat", "oligarch"], {"0": "democrat", "1": "oligarch"},
                                 {0: "democrat", 1: "oligarch", "x": "ignored"}])
def test_roles_are_read_as_a_list_or_a_mapping_by_seat(raw) -> None:
    assert roles_of({"roles": raw}, 2) == {"0": "democrat", "1": "oligarch"}
    assert roles_of({}, 2) == {}


def finished_toy(seed: int) -> Match:
    match = Match(TOY.rules, {"target": 3}, [ANNA, BEN], seed)
    while not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, {"kind": "step", "size": 2})
    return match


def test_entries_round_trip_through_the_file(tmp_path: Path) -> None:
    history = History(tmp_path / "history.json")
    match, other = finished_toy(seed=3), finished_toy(seed=4)
    result = match.result()
    when = datetime(2026, 5, 1, 19, 30, tzinfo=UTC)
    history.add(entry_for(match, result, when, tmp_path / "game.json"))
    history.add(entry_for(other, Result(winners=(1,), reason="x", details={"roles": ["a", "b"]}), when, None))
    loaded = history.load()
    assert [e.winners for e in loaded] == [result.winners, (1,)]
    assert loaded[0].record_file == "game.json" and loaded[0].actions == len(match.actions)
    assert loaded[1].roles == {"0": "a", "1": "b"}
    assert not list(tmp_path.glob("*.tmp"))


def test_a_damaged_history_is_set_aside_not_fatal(tmp_path: Path) -> None:
    path = tmp_path / "history.json"
    path.write_text("[[[", encoding="utf-8")
    history = History(path)
    assert history.load() == []
    assert (tmp_path / "history.json.damaged").read_text() == "[[["
    history.add(entry("DēmoS", (ANNA,), (0,)))
    assert len(history.load()) == 1


def test_one_bad_entry_does_not_hide_the_others(tmp_path: Path) -> None:
    path = tmp_path / "history.json"
    good = entry("DēmoS", (ANNA,), (0,)).model_dump(mode="json")
    path.write_text('{"format": 1, "games": [{"oops": 1}, ' + __import__("json").dumps(good) + "]}", encoding="utf-8")
    assert [e.title for e in History(path).load()] == ["DēmoS"]


def test_the_history_screen_shows_the_statistics(app) -> None:  # noqa: F811
    app.services.history.add(entry("Dindex", (ANNA, BEN), (1,), {"0": "democrat", "1": "oligarch"}))
    send(app)
    click_widget(app, top(app).buttons["History"])
    screen = top(app)
    assert isinstance(screen, HistoryScreen)
    send(app, frames=2)
    titles = [s.title for s in screen.grid.sections]
    assert titles == ["Players (1 game)", "Games", "Roles", "Recent games"]
    players = screen.grid.sections[0].rows
    assert players[0] == ["Ben", "1", "1", "100 %"] and players[1] == ["Anna", "1", "0", "0 %"]
    assert screen.grid.sections[2].rows == [["Dindex", "Democrat", "1", "0", "0 %"],
                                            ["Dindex", "Oligarch", "1", "1", "100 %"]]
    # the last column names who won (playtest: "Ergebnis" over a name)
    recent = screen.grid.sections[3]
    assert recent.header[-1] == "Winner" and recent.rows[0][-1] == "Ben"


def test_most_wins_says_how_many_in_words_so_a_count_never_reads_as_part_of_a_name() -> None:
    from scenes.shell.history import statistics
    from scenes.shell.history_view import sections

    bot = SeatSpec(kind="bot", name="Random bot 2", level="random")
    entries = [HistoryEntry(game="demos", title="DēmoS", finished_at="2026-01-01T10:00:00", seats=[ANNA, bot],
                            winners=[1], scores={"0": 1, "1": 2}),
               HistoryEntry(game="demos", title="DēmoS", finished_at="2026-01-01T11:00:00", seats=[ANNA, bot],
                            winners=[0, 1], scores={"0": 2, "1": 2})]
    games = next(s for s in sections(entries, statistics(entries)) if s.title == "Games")
    assert games.rows == [["DēmoS", "2", "Beginner bot (2 wins), Anna (1 win)"]]
