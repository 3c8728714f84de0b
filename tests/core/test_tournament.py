"""hustings tournament: seat rotation, Wilson intervals, per-level and per-side standings, one-line errors."""

from __future__ import annotations

import io
import json

import pytest

from game.core import tournament
from game.core.registry import GameInfo, Variant, default_bots
from game.core.tournament import Standings, Tally, play_tournament, rotated, wilson
from tests.core.toy_game import ToyRules

TOY = GameInfo(rules=ToyRules(), bots=default_bots(), variants=(Variant("2p", 2),))


@pytest.fixture
def toy_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    def get_game(game_id: str) -> GameInfo:
        if game_id != "toy":
            raise KeyError(f"Unknown game {game_id!r}; known games: toy")
        return TOY

    monkeypatch.setattr(tournament, "get_game", get_game)


def run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return tournament.main(argv, out=out), out.getvalue()


def test_each_level_sits_in_each_seat_once_per_round_of_the_table() -> None:
    levels = ("search", "heuristic", "random")
    seatings = [rotated(levels, i) for i in range(3)]
    assert seatings == [("search", "heuristic", "random"), ("random", "search", "heuristic"),
                        ("heuristic", "random", "search")]
    for seat in range(3):
        assert {s[seat] for s in seatings} == set(levels)
    assert rotated(levels, 3) == rotated(levels, 0)


def test_wilson_interval_matches_the_textbook_values() -> None:
    low, high = wilson(25, 100)  # p = 0.25, n = 100, z = 1.96: (0.1755, 0.3430)
    assert (round(low, 4), round(high, 4)) == (0.1755, 0.343)
    assert wilson(0, 10)[0] == 0.0 and 0.0 < wilson(0, 10)[1] < 0.31
    assert wilson(10, 10)[1] == pytest.approx(1.0) and wilson(0, 0) == (0.0, 1.0)


def test_a_level_named_twice_is_counted_over_all_its_seat_games() -> None:
    standings = Standings(game="toy", levels=("search", "heuristic", "heuristic"))
    standings.count(("search", "heuristic", "heuristic"), winners=(1,), scores={}, roles=None)
    standings.count(("heuristic", "search", "heuristic"), winners=(1,), scores={}, roles=None)
    assert standings.by_level["search"] == Tally(games=2, wins=1)
    assert standings.by_level["heuristic"] == Tally(games=4, wins=1)


def test_a_game_without_a_winner_is_a_loss_for_every_seat_and_is_counted_as_such() -> None:
    standings = Standings(game="toy", levels=("search", "heuristic"))
    standings.count(("search", "heuristic"), winners=(), scores={}, roles=None)
    standings.count(("heuristic", "search"), winners=(1,), scores={}, roles=None)
    assert standings.no_winner == 1 and standings.as_json()["no_winner"] == 1
    assert standings.by_level["search"] == Tally(games=2, wins=1)
    assert "1 game(s) without a winner" in standings.as_text()


def test_hidden_sides_are_counted_per_side_and_level() -> None:
    standings = Standings(game="x", levels=("search", "heuristic", "heuristic"))
    roles = {"0": "democrat", "1": "oligarch", "2": "democrat"}
    standings.count(("search", "heuristic", "heuristic"), winners=(0, 2), scores={}, roles=roles)
    sides = standings.as_json()["sides"]
    assert sides["democrat"]["search"]["wins"] == 1 and sides["democrat"]["heuristic"]["wins"] == 1
    assert sides["oligarch"]["heuristic"] == {"games": 1, "wins": 0, "share": 0.0,
                                              "interval95": [0.0, round(wilson(0, 1)[1], 4)]}


def test_tiny_tournament_plays_every_game_and_counts_one_winner_each(toy_registry: None) -> None:
    code, out = run(["toy", "--levels", "random,random", "--games", "6", "--seed", "4", "--json"])
    assert code == 0
    data = json.loads(out)
    assert data["games"] == 6 and data["fair_share"] == 0.5
    assert data["levels"]["random"]["games"] == 12 and data["levels"]["random"]["wins"] == 6


def test_default_is_one_game_per_seat_and_the_text_names_every_level(toy_registry: None) -> None:
    code, out = run(["toy", "--levels", "random,random,random"])
    assert code == 0
    assert out.startswith("toy: 3 game(s), seats random,random,random rotated; fair share 33.3 %")


def test_the_same_seed_replays_the_same_tournament(toy_registry: None) -> None:
    first = play_tournament(TOY, ["random", "random"], 5, 9, {}).as_json()
    assert play_tournament(TOY, ["random", "random"], 5, 9, {}).as_json() == first


@pytest.mark.slow  # two whole Dindex games with a search seat (seconds)
def test_a_search_tournament_runs_on_a_real_game_with_a_small_budget() -> None:
    code, out = run(["dindex", "--levels", "search,heuristic", "--games", "2", "--budget", "2", "--json"])
    data = json.loads(out)
    assert code == 0 and data["games"] == 2 and set(data["sides"]) == {"democrat", "oligarch"}
    assert sum(t["games"] for t in data["levels"].values()) == 4


@pytest.mark.parametrize(("argv", "message"), [
    (["chess", "--levels", "random,random"], "Unknown game 'chess'"),
    (["toy", "--levels", "random,wizard"], "unknown bot level 'wizard' for toy; choose from random"),
    (["toy", "--levels", "random,random", "--budget", "0"], "--budget must be a whole number of playouts, at least 1"),
    (["toy", "--levels", "random,random", "--budget", "-5"], "at least 1, not -5"),
    (["toy", "--levels", "random,random", "--budget", "two"], "invalid int value: 'two'"),
    (["toy", "--levels", "random,random", "--games", "0"], "--games must be between 1 and"),
    (["toy", "--levels", "random"], "Toy Race is for 2 to 3 players, not 1"),
    (["toy", "--levels", "random,random", "--option", "target=2"], "bad option target"),
    (["toy"], "the following arguments are required: --levels"),
])
def test_bad_input_is_one_line_on_stderr_with_exit_status_2(
    toy_registry: None, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out = run(argv)
    err = capsys.readouterr().err
    assert code == 2 and out == ""
    assert err.startswith("hustings tournament: error: ") and message in err and err.count("\n") == 1


def test_the_hustings_command_starts_the_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    from scenes.cli import main as hustings

    assert hustings(["tournament", "dindex", "--levels", "search,wizard"]) == 2
    assert "unknown bot level 'wizard' for dindex" in capsys.readouterr().err
