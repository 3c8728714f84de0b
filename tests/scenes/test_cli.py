"""The `hustings` command line (scenes/cli.py): one-line errors with exit status 2, no argparse usage dump."""

from __future__ import annotations

import pytest

from scenes.cli import main


def test_version_prints_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("hustings ")


def test_version_with_something_after_it_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version", "extra"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == "hustings: --version takes nothing after it, got 'extra'\n"


def test_a_bad_smoke_option_is_one_line_without_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--smoke", "--no-such-option"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "usage:" not in err
    assert err.startswith("hustings --smoke: error: unrecognized arguments: --no-such-option")


def test_simulate_is_reached_through_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "demos", "--seats", "random,random,random", "--games", "1", "--json"]) == 0
    assert '"games": 1' in capsys.readouterr().out
