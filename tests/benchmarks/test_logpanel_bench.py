"""The log panel's cost per refresh with a long history.

Run with: pytest -m benchmark --benchmark-enable tests/benchmarks/test_logpanel_bench.py

The yardstick is the panel before it kept the whole history: it re-wrapped every line at each refresh, so
with 40 lines a refresh after one new line took a median 4.3 ms here, and with 3,000 lines 284 ms. Now each
line is wrapped once and only the rows in view become nodes: a 3,000-line history must cost no more than
those 40 lines did. Measured: the tables' way (hand the whole history again, then refresh), one
`append_lines` + refresh, and the same with only 40 lines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from scenes.engine.cards import CardFace
from scenes.engine.headless import make_context
from scenes.engine.logpanel import LogPanel, Segment
from scenes.engine.stage import Stage

ROUNDS = 200


def line(i: int) -> list[Segment]:
    """A two-row line with two card names, like a busy DēmoS trick."""
    return [(f"Round {i // 12 + 1}: Heuristic bot {i % 4} plays ", None), ("7♥", "7H"),
            (" onto the pile, Anna draws ", None), ("Q♠", "QS"),
            (f", and the media turns to scandal number {i}.", None)]


@pytest.fixture
def panel() -> Iterator[LogPanel]:
    ctx, _ = make_context((1280, 720))
    stage = Stage(ctx)
    log = LogPanel(stage.painter, lambda c: CardFace(id=c, corner=c, center="♠", color=(0, 0, 0)),
                   lambda c: c, lambda c: (250, 250, 250))
    stage.root.add(log)
    log.set_rect(990, 10, 280, 700)
    yield log
    pygame.quit()


def run(benchmark: Any, step: Callable[[], None]) -> None:
    benchmark.pedantic(step, rounds=ROUNDS, iterations=1, warmup_rounds=3)
    print(f"\n{benchmark.name}: median {benchmark.stats.stats.median * 1000:.3f} ms")


def whole_history_again(panel: LogPanel, start: int) -> Callable[[], None]:
    history = [line(i) for i in range(start)]
    panel.set_lines(history)
    panel.refresh()

    def step() -> None:
        history.append(line(len(history)))
        panel.set_lines(history)
        panel.refresh()

    return step


@pytest.mark.benchmark
def test_refresh_with_3000_lines_after_the_table_hands_the_history_again(benchmark: Any, panel: LogPanel) -> None:
    run(benchmark, whole_history_again(panel, 3000))
    assert panel.at_end and panel.line_count == 3000 + ROUNDS + 3


@pytest.mark.benchmark
def test_refresh_with_3000_lines_after_one_append(benchmark: Any, panel: LogPanel) -> None:
    panel.set_lines([line(i) for i in range(3000)])
    panel.refresh()

    def step() -> None:
        panel.append_lines([line(panel.line_count)])
        panel.refresh()

    run(benchmark, step)
    assert panel.at_end


@pytest.mark.benchmark
def test_refresh_with_40_lines_the_yardstick(benchmark: Any, panel: LogPanel) -> None:
    run(benchmark, whole_history_again(panel, 40))


@pytest.mark.benchmark
def test_wrapping_3000_lines_at_a_new_width(benchmark: Any, panel: LogPanel) -> None:
    """What a window resize costs once: every line wrapped again (word widths are remembered per font)."""
    panel.set_lines([line(i) for i in range(3000)])
    panel.refresh()
    widths = iter([260.0, 280.0] * ROUNDS * 2)

    def step() -> None:
        panel.w = next(widths)
        panel.refresh()

    run(benchmark, step)
