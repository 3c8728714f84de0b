"""hustings simulate with search seats: --budget reaches the search bots; a bad budget or level is one line
on stderr with exit status 2, found before any game is played."""

from __future__ import annotations

import io
import json

import pytest

from game.core import simulate
from game.core.bots import Bot
from game.core.search import SearchBot, with_budget


def run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return simulate.main(argv, out=out), out.getvalue()


@pytest.mark.slow  # a whole Dindex game with a search seat (seconds)
def test_search_seats_play_with_the_budget_given(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[tuple[str, int]] = []

    def recording(bot: Bot, budget: int | None) -> Bot:
        searched = with_budget(bot, budget)
        if isinstance(searched, SearchBot):
            made.append((searched.level, searched.budget))
        return searched

    monkeypatch.setattr(simulate, "with_budget", recording)
    code, out = run(["dindex", "--seats", "search,heuristic,heuristic", "--budget", "2", "--json"])
    assert code == 0 and json.loads(out)["games"] == 1
    assert made == [("search", 2)]


@pytest.mark.parametrize(("argv", "message"), [
    (["dindex", "--seats", "search,heuristic", "--budget", "0"], "--budget must be a whole number of playouts"),
    (["dindex", "--seats", "search,heuristic", "--budget", "-1"], "at least 1, not -1"),
    (["dindex", "--seats", "search,hard"], "unknown bot level 'hard' for dindex; choose from random, heuristic"),
])
def test_bad_budget_or_level_is_one_line_with_exit_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out = run(argv)
    err = capsys.readouterr().err
    assert code == 2 and out == ""
    assert err.startswith("hustings simulate: error: ") and message in err and err.count("\n") == 1
