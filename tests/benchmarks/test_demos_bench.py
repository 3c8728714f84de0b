"""DēmoS performance: random games per second per mode, and the heuristic bot's decision time.

Run with: pytest -m benchmark --benchmark-enable tests/benchmarks/test_demos_bench.py -s
Aims (issue 2): at least 100 random four-player full-rules games per second on one core; a heuristic
decision under 50 ms at p99. The machine is shared, so rates are measured in CPU time of this process
(`time.process_time`), which is what "on one core" means; pytest-benchmark's wall-clock table is kept too.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import pytest

from game.core.bots import RandomBot
from game.core.match import Match, SeatSpec
from game.core.rng import Rng, seed_state
from game.core.simulate import play_game
from game.demos import GAME
from game.demos.bots import HeuristicBot

RULES = GAME.rules
MODES = [
    ("full-4", 4, {}),
    ("simplified-4", 4, {"mode": "simplified"}),
    ("full-3", 3, {}),
    ("full-5", 5, {}),
    ("team-2v2", 4, {"teams": "2v2"}),
    ("team-2v3", 5, {"teams": "2v3"}),
    ("team-2v2+1", 5, {"teams": "2v2+1"}),
]
GAMES = 60


def engine_games(n: int, options: dict[str, Any], games: int, first_seed: int = 0) -> int:
    """Random games through the bare protocol (legal_actions + apply); returns the actions taken."""
    parsed = RULES.parse_options(options)
    actions = 0
    for seed in range(first_seed, first_seed + games):
        state = RULES.new_game(parsed, n, seed)
        rng = Rng(seed_state(seed, "bench"))
        while state.outcome is None:
            seat = RULES.active_players(state)[0]
            state = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat))).state
            actions += 1
    return actions


def match_games(n: int, options: dict[str, Any], games: int) -> None:
    """Random games the way the simulator plays them: Match validation, a View per decision, events."""
    seats = [SeatSpec(kind="bot", name=f"r{i}", level="random") for i in range(n)]
    for seed in range(games):
        play_game(Match(RULES, options, seats, seed), [RandomBot() for _ in range(n)])


def _cpu_timed(out: list[float], fn: Any, *args: Any) -> None:
    start = time.process_time()
    fn(*args)
    out.append(time.process_time() - start)


@pytest.mark.benchmark
@pytest.mark.parametrize("label, n, options", MODES, ids=[m[0] for m in MODES])
def test_random_games_per_second_engine(benchmark: Any, label: str, n: int, options: dict[str, Any]) -> None:
    cpu: list[float] = []
    benchmark.pedantic(_cpu_timed, args=(cpu, engine_games, n, options, GAMES), rounds=3, iterations=1)
    per_second = GAMES / statistics.median(cpu)
    benchmark.extra_info["games_per_second"] = round(per_second, 1)
    print(f"\n{label}: {per_second:.0f} random games/s (engine protocol loop, CPU time, median of 3 x {GAMES})")


@pytest.mark.benchmark
@pytest.mark.parametrize("label, n, options", MODES, ids=[m[0] for m in MODES])
def test_random_games_per_second_through_match(benchmark: Any, label: str, n: int, options: dict[str, Any]) -> None:
    cpu: list[float] = []
    benchmark.pedantic(_cpu_timed, args=(cpu, match_games, n, options, GAMES // 2), rounds=3, iterations=1)
    per_second = (GAMES // 2) / statistics.median(cpu)
    benchmark.extra_info["games_per_second"] = round(per_second, 1)
    print(f"\n{label}: {per_second:.0f} random games/s (Match + views + events as the simulator plays, CPU time)")


@pytest.mark.benchmark
def test_heuristic_decision_time_median_and_p99(benchmark: Any) -> None:
    samples: list[tuple[Any, list[Any]]] = []
    for _label, n, options in MODES:
        seats = [SeatSpec(kind="bot", name=f"h{i}", level="heuristic") for i in range(n)]
        for seed in range(4):
            match = Match(RULES, options, seats, seed)
            bots = [HeuristicBot() for _ in range(n)]
            while not match.is_over:
                seat = match.active_players()[0]
                view, legal = match.view(seat), match.legal_actions(seat)
                samples.append((view, legal))
                match.submit(seat, bots[seat].choose(view, legal, match.bot_rng()))
    bot = HeuristicBot()
    rng = Rng(1)

    def decide_all() -> list[float]:
        times = []
        for view, legal in samples:
            start = time.process_time()
            bot.choose(view, legal, rng)
            times.append(time.process_time() - start)
        return times

    times = benchmark.pedantic(decide_all, rounds=1, iterations=1)
    times.sort()
    median = statistics.median(times) * 1000
    p99 = times[int(len(times) * 0.99)] * 1000
    worst = times[-1] * 1000
    benchmark.extra_info.update({"decisions": len(times), "median_ms": median, "p99_ms": p99, "max_ms": worst})
    print(f"\nheuristic: {len(times)} decisions, median {median:.3f} ms, p99 {p99:.3f} ms, max {worst:.3f} ms")
