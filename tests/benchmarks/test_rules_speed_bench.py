"""Random games per CPU second through the simulator and through the bare protocol (issue 14.2), per table.

Run with: pytest -m benchmark --benchmark-enable tests/benchmarks/test_rules_speed_bench.py -s
Figures only (the machine is shared): the before/after medians and how they were taken are in
tests/benchmarks/rules_speed.py, which also runs as a script to compare two checkouts back to back.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.benchmarks.rules_speed import TABLES, TARGETS, median_rate, protocol_games, simulator_games

GAMES, REPEATS = 20, 5


@pytest.mark.benchmark
@pytest.mark.parametrize("label", list(TABLES))
def test_random_games_per_cpu_second_simulator_and_protocol(benchmark: Any, label: str) -> None:
    simulator_games(label, 2)  # card data and validators loaded outside the timing
    protocol_games(label, GAMES)  # the games' decision streams derived outside it
    rates: dict[str, float] = {}

    def measure() -> None:
        rates["simulator"] = median_rate(simulator_games, label, GAMES, REPEATS)
        rates["protocol"] = median_rate(protocol_games, label, GAMES, REPEATS)

    benchmark.pedantic(measure, rounds=1, iterations=1)
    benchmark.extra_info.update({f"{kind}_games_per_s": round(rate, 1) for kind, rate in rates.items()})
    print(f"\n{label}: simulator {rates['simulator']:.0f} games/s, bare protocol {rates['protocol']:.0f} games/s "
          f"(median of {REPEATS} x {GAMES} random games, CPU time; issue 14.2 aims at {TARGETS[label]:.0f} "
          f"through the simulator on an idle core)")
    assert rates["simulator"] > 0 and rates["protocol"] > 0
