"""One game per test in the default run, every game in CI's slow run.

Tests that drive whole stretches of play through the real table cost seconds each; run for all three games they
pushed the default run past issue 14's three minutes of CPU. Each such test keeps one game in the default run
(chosen per test, so that between them every game is driven) and marks the others slow: `.ci/run` runs both."""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from _pytest.mark import ParameterSet


def one_game_by_default(names: Iterable[str], default: str) -> list[ParameterSet]:
    """`names` as parameters: `default` in the quick run, the others marked slow."""
    names = sorted(names)
    if default not in names:
        raise ValueError(f"{default!r} is not one of {names}")
    return [pytest.param(n, id=n) if n == default else pytest.param(n, id=n, marks=pytest.mark.slow)
            for n in names]
