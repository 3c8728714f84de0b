"""The simulator's command line under bad input and faults: every refusal is one line on stderr with exit
status 2 before the first game; a run cut short (Ctrl-C, a full disk) still prints the games it finished."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from game.core import simulate
from game.core.registry import GameInfo, Variant, default_bots
from tests.core.toy_game import ToyRules

TOY = GameInfo(rules=ToyRules(), bots=default_bots(), variants=(Variant("2p", 2),))
TOY_RUN = ["toy", "--seats", "random,random"]


@pytest.fixture(autouse=True)
def toy_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    def get_game(game_id: str) -> GameInfo:
        if game_id != "toy":
            raise KeyError(f"Unknown game {game_id!r}; known games: toy")
        return TOY

    monkeypatch.setattr(simulate, "get_game", get_game)


def run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return simulate.main(argv, out=out), out.getvalue()


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    code, out = run(argv)
    err = capsys.readouterr().err
    assert code == 2 and out == ""
    assert err.startswith("hustings simulate: error: ") and err.count("\n") == 1, err
    return err


def test_a_log_path_that_is_a_folder_is_refused_before_any_game(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert "is a folder" in refused([*TOY_RUN, "--log", str(tmp_path)], capsys)


def test_an_empty_log_name_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--log needs a file name" in refused([*TOY_RUN, "--log", ""], capsys)


def test_a_log_under_a_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "plain").write_text("", encoding="utf-8")
    err = refused([*TOY_RUN, "--log", str(tmp_path / "plain" / "events.jsonl")], capsys)
    assert "plain is a file, not a folder" in err


@pytest.mark.skipif(not Path("/proc/version").exists(), reason="needs Linux /proc")
def test_a_log_in_proc_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert "cannot write the log" in refused([*TOY_RUN, "--log", "/proc/hustings.jsonl"], capsys)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (a disk that is always full)")
def test_a_full_disk_mid_run_stops_with_the_summary_so_far(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run([*TOY_RUN, "--games", "500", "--json", "--log", "/dev/full"])
    err = capsys.readouterr().err
    assert code == 1
    assert err.count("\n") == 1 and "could not write the log /dev/full: No space left on device" in err
    assert json.loads(out)["games"] < 500


def test_ctrl_c_prints_the_finished_games_and_exits_130(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    real_play = simulate.play_game
    played = []

    def play_then_interrupt(*args: object, **kwargs: object) -> int:
        if len(played) == 3:
            raise KeyboardInterrupt
        played.append(1)
        return real_play(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(simulate, "play_game", play_then_interrupt)
    code, out = run([*TOY_RUN, "--games", "10", "--json"])
    assert code == simulate.EXIT_INTERRUPTED == 130
    assert json.loads(out)["games"] == 3
    assert capsys.readouterr().err == "hustings simulate: interrupted; 3 game(s) finished\n"


@pytest.mark.parametrize("games", ["0", str(simulate.MAX_GAMES + 1), "10000000000"])
def test_the_number_of_games_is_bounded(games: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert f"--games must be between 1 and {simulate.MAX_GAMES}" in refused([*TOY_RUN, "--games", games], capsys)


@pytest.mark.parametrize("option", ["target=true", "target=12.0", 'target="12"'])
def test_an_option_of_the_wrong_type_is_an_error_not_converted(option: str,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert "bad option target: Input should be a valid integer" in refused([*TOY_RUN, "--option", option], capsys)


def test_an_option_value_nested_too_deep_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused([*TOY_RUN, "--option", "target=" + "[" * 5000 + "]" * 5000], capsys)
    assert "the value of --option target cannot be used" in err


def test_an_unknown_game_is_named_without_stray_quotes(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(["chess", "--seats", "random"], capsys)
    assert err == "hustings simulate: error: Unknown game 'chess'; known games: toy\n"


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_long_run_shows_its_progress_on_a_terminal(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    terminal = FakeTerminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    code, _ = run([*TOY_RUN, "--games", "5"])
    assert code == 0
    shown = terminal.getvalue()
    assert "\r5/5 games (" in shown and shown.endswith("\r\x1b[K")  # the last count, then the line wiped


def test_no_progress_line_when_stderr_is_not_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    assert run([*TOY_RUN, "--games", "5"])[0] == 0
    assert capsys.readouterr().err == ""
