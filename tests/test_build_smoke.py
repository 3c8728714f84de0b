"""`hustings --smoke` run from the source checkout, headless, as CI runs it against the frozen build."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_smoke(*args: str, home: Path, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HUSTINGS_HOME": str(home), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("SDL_VIDEODRIVER", None)  # the --video-driver argument alone must choose the driver
    return subprocess.run(
        [sys.executable, "-m", "scenes.cli", "--smoke", *args],
        cwd=ROOT, env=env, text=True, capture_output=True, timeout=timeout,
    )


@pytest.mark.slow
def test_smoke_starts_the_app_draws_the_menu_plays_and_quits(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    done = run_smoke("--video-driver", "dummy", home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "video driver dummy" in out
    assert "smoke: first menu frame" in out
    assert "smoke: menu: Rules -> RulesScreen" in out  # the rulebooks shipped in assets/ were found
    assert out.rstrip().splitlines()[-1].startswith("smoke: ok in")
    played = [line for line in out.splitlines() if " bots (" in line]
    for line in played:
        assert " 0 actions" not in line
        assert "still running" in line or "top scene EndScreen" in line, line
    # DēmoS has a table: its bot game is played to the end screen, and the history lands in the temporary home.
    assert any(line.startswith("smoke: demos") and "game over" in line for line in played), out
    assert "data/history.json" in out
    assert "smoke:   replay (public view): positions 0," in out  # and stepped through in replay mode
    # The player's own home (HUSTINGS_HOME as it was) is never written to.
    assert list(home.iterdir()) == []


def test_smoke_fails_with_exit_1_and_the_reason(tmp_path: Path) -> None:
    done = run_smoke("--frames", "5", "--video-driver", "no-such-driver", home=tmp_path)
    assert done.returncode == 1
    assert "smoke: FAILED" in done.stderr
    assert "no-such-driver" in done.stderr.lower() or "video" in done.stderr.lower()


def test_smoke_rejects_a_bad_frame_count(tmp_path: Path) -> None:
    done = run_smoke("--frames", "0", home=tmp_path)
    assert done.returncode == 2
    assert "--frames must be at least 1" in done.stderr


def test_startup_only_stops_after_the_first_menu_frame(tmp_path: Path) -> None:
    done = run_smoke("--startup-only", "--video-driver", "dummy", home=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1].startswith("smoke: first menu frame") and lines[-1].startswith("smoke: ok in")
    assert not [line for line in lines if line.startswith(("smoke: menu:", "smoke: demos"))]


@pytest.mark.slow
def test_all_variants_puts_every_mode_and_seat_count_on_the_table(tmp_path: Path) -> None:
    from game.core.registry import games

    done = run_smoke("--video-driver", "dummy", "--all-variants", "--frames", "40", "--speed", "instant",
                     home=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    played = [line for line in done.stdout.splitlines() if line.startswith("smoke: demos (")]
    assert [line.split("(")[1].split(")")[0] for line in played] == [v.label for v in games()["demos"].variants]
