"""Diceocracy performance: random full games per second (aim >= 20 on one core) and the heuristic bot's
decision time (aim: p99 under 50 ms).

Run: /work/venv/bin/python -m pytest -m benchmark --benchmark-enable tests/benchmarks/test_diceocracy_bench.py -s
"""

from __future__ import annotations

import statistics
import time

import pytest

from game.core.match import Match, SeatSpec
from game.core.simulate import play_game
from game.diceocracy import GAME


def random_game(n: int, seed: int) -> int:
    match = Match(GAME.rules, {"mode": "spicy"}, [SeatSpec(kind="bot", level="random")] * n, seed)
    return play_game(match, [GAME.make_bot("random") for _ in range(n)])


@pytest.mark.benchmark
@pytest.mark.parametrize("n", [1, 4])
def test_random_full_games_per_second(benchmark: pytest.FixtureRequest, n: int) -> None:
    seeds = iter(range(10**6))
    benchmark.pedantic(lambda: random_game(n, next(seeds)), rounds=30, iterations=1)
    median = benchmark.stats.stats.median
    print(f"\nrandom {n}-player game: median {median * 1000:.1f} ms = {1 / median:.1f} games/s")


@pytest.mark.benchmark
def test_heuristic_decision_time() -> None:
    times: list[float] = []
    for seed in range(4):
        match = Match(GAME.rules, {"mode": "interactive"}, [SeatSpec(kind="bot", level="heuristic")] * 4, seed)
        bots = [GAME.make_bot("heuristic") for _ in range(4)]
        while not match.is_over:
            seat = match.active_players()[0]
            legal, view, rng = match.legal_actions(seat), match.view(seat), match.bot_rng()
            started = time.perf_counter()
            action = bots[seat].choose(view, legal, rng)
            times.append(time.perf_counter() - started)
            match.submit(seat, action)
    times.sort()
    median, p99 = statistics.median(times), times[int(len(times) * 0.99)]
    print(f"\nheuristic decisions: {len(times)}, median {median * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms")
