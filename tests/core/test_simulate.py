"""The headless simulator: summary, JSON summary, JSON Lines log, and one-line errors with exit status 2."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from game.core import simulate
from game.core.registry import GameInfo, Variant, default_bots
from tests.core.toy_game import ToyRules

TOY = GameInfo(rules=ToyRules(), bots=default_bots(), variants=(Variant("2p", 2),))


@pytest.fixture(autouse=True)
def toy_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    def get_game(game_id: str) -> GameInfo:
        if game_id != "toy":
            raise KeyError(f"Unknown game {game_id!r}; known games: toy")
        return TOY

    monkeypatch.setattr(simulate, "get_game", get_game)


def run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    code = simulate.main(argv, out=out)
    return code, out.getvalue()


def test_json_summary_counts_every_game_and_win() -> None:
    code, out = run(["toy", "--seats", "random,random", "--games", "7", "--seed", "3", "--json"])
    assert code == 0
    summary = json.loads(out)
    assert summary["game"] == "toy" and summary["games"] == 7
    assert set(summary["wins"]) == {"0", "1"} and sum(summary["wins"].values()) == 7
    assert summary["reasons"] == {"target_reached": 7}
    assert summary["mean_actions"] > 0 and summary["games_per_second"] > 0


def test_text_summary_names_each_seat() -> None:
    code, out = run(["toy", "--seats", "random,random,random", "--games", "2"])
    assert code == 0
    assert "seat 2 (random)" in out and "mean actions per game" in out


def test_same_seed_gives_the_same_games() -> None:
    a = json.loads(run(["toy", "--seats", "random,random", "--games", "5", "--seed", "9", "--json"])[1])
    b = json.loads(run(["toy", "--seats", "random,random", "--games", "5", "--seed", "9", "--json"])[1])
    assert a["wins"] == b["wins"] and a["mean_actions"] == b["mean_actions"]


def test_log_writes_json_lines_with_game_seq_and_type(tmp_path: Path) -> None:
    log = tmp_path / "events.jsonl"
    code, _ = run(["toy", "--seats", "random,random", "--games", "2", "--seed", "1", "--log", str(log),
                   "--option", "target=6"])
    assert code == 0
    lines = list(simulate.iter_log(log))
    for game_index in (0, 1):
        events = [e for e in lines if e["game"] == game_index]
        assert [e["seq"] for e in events] == list(range(len(events)))
        assert events[0]["type"] == "game_start" and events[0]["seed"] == 1 + game_index
        assert events[0]["options"] == {"target": 6}
        assert events[-1]["type"] == "game_over"
        assert events[-1]["winners"] and "final_state" in events[-1]
        assert all(e["type"] == "moved" for e in events[1:-1])


@pytest.mark.parametrize(
    "argv, message",
    [
        (["chess", "--seats", "random,random"], "Unknown game"),
        (["toy", "--seats", "random,genius"], "unknown bot level 'genius'"),
        (["toy", "--seats", "random"], "2 to 3 players"),
        (["toy", "--seats", "random,random", "--option", "target=1"], "bad option target"),
        (["toy", "--seats", "random,random", "--option", "target"], "KEY=VALUE"),
        (["toy", "--seats", "random,random", "--option", "speed=3"], "bad option speed"),
        (["toy", "--seats", "random,random", "--games", "0"], "between 1 and"),
        (["toy", "--seats", "random,random", "--frobnicate"], "unrecognized arguments"),
        (["toy"], "--seats"),
    ],
)
def test_bad_command_lines_are_one_line_errors_with_status_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = run(argv)
    err = capsys.readouterr().err
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1


class RoleToy(ToyRules):
    """The toy game with hidden roles: seat 0 is red, everyone else blue."""

    def result(self, state):  # type: ignore[no-untyped-def]
        base = super().result(state)
        if base is None:
            return None
        roles = {str(s): "red" if s == 0 else "blue" for s in range(len(state.secrets))}
        return base.model_copy(update={"details": {"roles": roles}})


def test_games_with_hidden_roles_report_wins_per_side() -> None:
    info = GameInfo(rules=RoleToy(), bots=default_bots(), variants=(Variant("3p", 3),))
    summary = simulate.simulate(info, ["random"] * 3, 12, 5, {})
    data = summary.as_json()
    red, blue = data["sides"]["red"], data["sides"]["blue"]
    assert red["games"] == blue["games"] == 12
    assert red["wins"] == data["wins"]["0"] and blue["wins"] == 12 - red["wins"]
    assert "reds won" in summary.as_text(["random"] * 3)


def test_games_without_roles_have_no_sides() -> None:
    assert "sides" not in simulate.simulate(TOY, ["random", "random"], 3, 1, {}).as_json()
