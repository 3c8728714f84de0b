"""Dindex performance: random full games per second, heuristic decision time (median, p99)."""

from __future__ import annotations

import statistics
import time

import pytest

from game.core.match import Match, SeatSpec
from game.core.simulate import play_game
from game.dindex import GAME


def _random_game(seed: int, n: int = 5) -> int:
    match = Match(GAME.rules, {}, [SeatSpec(kind="bot", name=f"b{i}", level="random") for i in range(n)], seed)
    return play_game(match, [GAME.make_bot("random") for _ in range(n)])


@pytest.mark.benchmark
def test_random_full_games_per_second(benchmark) -> None:  # type: ignore[no-untyped-def]
    seeds = iter(range(10**6))
    benchmark.pedantic(lambda: _random_game(next(seeds)), rounds=40, iterations=1)
    games_per_second = 1.0 / benchmark.stats.stats.median
    print(f"\nDindex random 5-party games: median {benchmark.stats.stats.median * 1000:.1f} ms "
          f"= {games_per_second:.0f} games/s")


@pytest.mark.benchmark
def test_heuristic_decision_time() -> None:
    times: list[float] = []
    choices: list[float] = []  # decisions with a real choice (two or more legal actions)
    for seed in range(20):
        match = Match(GAME.rules, {}, [SeatSpec(kind="bot", name=f"b{i}", level="heuristic") for i in range(5)], seed)
        bots = [GAME.make_bot("heuristic") for _ in range(5)]
        while match.result() is None:
            p = match.active_players()[0]
            view, legal, rng = match.view(p), match.legal_actions(p), match.bot_rng()
            started = time.perf_counter()
            action = bots[p].choose(view, legal, rng)
            elapsed = time.perf_counter() - started
            times.append(elapsed)
            if len(legal) > 1:
                choices.append(elapsed)
            match.submit(p, action)
    for label, sample in (("all decisions", times), ("real choices", choices)):
        sample.sort()
        median = statistics.median(sample) * 1000
        p99 = sample[int(len(sample) * 0.99)] * 1000
        print(f"\nDindex heuristic, {label}: {len(sample)}, median {median:.3f} ms, p99 {p99:.3f} ms")
