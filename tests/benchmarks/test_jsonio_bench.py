"""What the bounded JSON reader costs over a bare json.loads, on a history file of 2,500 finished games
(about 1 MB) and on a 300-action save.

Run with: pytest -m benchmark --benchmark-enable tests/benchmarks/test_jsonio_bench.py -s
The checks that make a damaged file harmless (strings stripped, bracket depth, number lengths) run in C
regular expressions, so the reader should stay within a small factor of json.loads.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.core.jsonio import read_json
from game.core.match import Match, SeatSpec, read_record
from game.core.registry import games

pytestmark = pytest.mark.benchmark
REPEATS = 15


def history_text(entries: int) -> str:
    entry = {"finished_at": "2026-12-01T08:00:00+00:00", "game": "demos", "title": "DēmoS",
             "seats": [{"kind": "human", "name": "Anna", "level": None}, {"kind": "bot", "name": "Heuristic bot 2",
                                                                       "level": "heuristic"}],
             "winners": [0], "reason": "harmony", "scores": {"0": 31.0, "1": 12.0}, "roles": {}, "actions": 280,
             "record_file": "20261201-080000-000000-demos-0123456789abcdef01234567.json",
             "game_key": "0123456789abcdef01234567"}
    return json.dumps({"format": 1, "games": [entry] * entries}, indent=1, ensure_ascii=False)


def median_ms(run: Callable[[], Any]) -> float:
    times = []
    for _ in range(REPEATS):
        started = time.perf_counter()
        run()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def test_history_of_2500_games_read_bounded_and_bare(tmp_path: Path) -> None:
    path = tmp_path / "history.json"
    path.write_text(history_text(2500), encoding="utf-8")
    bare = median_ms(lambda: json.loads(path.read_text(encoding="utf-8")))
    bounded = median_ms(lambda: read_json(path, max_bytes=16 << 20))
    size = path.stat().st_size / 1e6
    print(f"\nhistory {size:.2f} MB: json.loads {bare:.1f} ms, read_json {bounded:.1f} ms ({bounded / bare:.2f}x)")


def test_a_300_action_save_read_bounded_and_bare(tmp_path: Path) -> None:
    info = games()["demos"]
    match = Match(info.rules, {}, [SeatSpec(name=f"P{i}") for i in range(4)], 3)
    while not match.is_over and len(match.actions) < 300:
        seat = match.active_players()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    path = tmp_path / "save.json"
    match.save(path)
    bare = median_ms(lambda: json.loads(path.read_text(encoding="utf-8")))
    bounded = median_ms(lambda: read_record(path))
    print(f"\nsave of {len(match.actions)} actions ({path.stat().st_size / 1e3:.0f} kB): json.loads {bare:.2f} ms, "
          f"read_record (bounded read + strict validation) {bounded:.2f} ms")
