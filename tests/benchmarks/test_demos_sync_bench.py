"""DēmoS table sync time (issue 14.3): `table.show()` on a busy five-player table at 1920×1080.

Run with: pytest -m benchmark --benchmark-enable tests/benchmarks/test_demos_sync_bench.py -s

The busy table: the crowded position the fits tests use (five players, 2 v 2 + 1, round 12 of 14, every pile
holding a card, many figures, a long log), shown again after each of a run of real actions of a heuristic
game, as the table does once per action. Median and p99 in ms are printed; the target is 2 ms. Figures only.

The p99 is mostly Python's cyclic garbage collector walking the whole heap (a 100 ms pause inside a sync is a
full collection, not the table): the figures are printed twice, as the app runs and with the heap built so
far frozen (`gc.freeze()`), so the table's own cost can be told from the collector's.
"""

from __future__ import annotations

import gc
import statistics
import time

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context, pump
from scenes.tables.demos.table import DemosTable

SIZE = (1920, 1080)
ACTIONS = 200


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@pytest.mark.benchmark
@pytest.mark.parametrize("frozen", [False, True], ids=["as-run", "heap-frozen"])
def test_demos_table_sync_median_and_p99_at_1080p(frozen: bool) -> None:
    ctx, screen = make_context(SIZE, "instant")
    try:
        bots = [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Ben", "Cleo", "Dan", "Eve")]
        match = Match(demos.GAME.rules, {"mode": "full", "teams": "2v2+1"}, [SeatSpec(name="Anna"), *bots], 21)
        table = DemosTable(ctx, match, mode="replay", viewer=0)
        ctx.stack.push(table)
        bot = demos.GAME.make_bot("heuristic")
        if frozen:
            gc.collect()
            gc.freeze()
        seconds: list[float] = []
        for _ in range(ACTIONS):
            if match.result() is not None:
                break
            seat = match.active_players()[0]
            match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
            start = time.perf_counter()
            table.show()
            seconds.append(time.perf_counter() - start)
            pump(ctx, screen)
        median, p99 = statistics.median(seconds) * 1000, percentile(seconds, 0.99) * 1000
        print(f"\nDēmoS sync at 1920x1080 over {len(seconds)} actions ({'heap frozen' if frozen else 'as run'}): "
              f"median {median:.2f} ms, p99 {p99:.2f} ms")
    finally:
        gc.unfreeze()
        pygame.quit()
