"""Replay step time: a 300-action game stepped through from start to end in the real replay scene.

Run with: pytest -m benchmark --benchmark-enable tests/benchmarks/test_replay_bench.py -s

The game: DēmoS, full rules, five random bots, seed 0 (319 actions). The replay screen is opened on its
record at 1920×1080 under SDL's dummy driver, with the real DēmoS table, from the public view; then → is
pressed once per step through the real scene stack and a frame is drawn (handle, update, draw, flip). Each
step is timed whole, and split into the table's own sync (`set_match`: the table rebuilding its nodes and
wording its log; of it, the match's `events_seen_by`, the log's events for the viewer, is shown apart), the
replay screen's part (positioning the game at the step, the bar's text) and the frame. Medians and p99
are printed, also as a ratio to one 60 fps frame (16.7 ms). Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.match import Match, MatchRecord, SeatSpec
from game.core.registry import get_game
from game.core.simulate import play_game
from scenes.app import App
from scenes.shell.replay import ReplayScreen

SIZE = "1920x1080"
FRAME_MS = 1000 / 60
SEATS, SEED = 5, 0


def long_demos_record() -> MatchRecord:
    info = get_game("demos")
    seats = [SeatSpec(kind="bot", name=f"Bot {i + 1}", level="random") for i in range(SEATS)]
    match = Match(info.rules, {"mode": "full"}, seats, SEED)
    play_game(match, [info.make_bot("random") for _ in range(SEATS)])
    assert len(match.actions) >= 300, "the benchmark wants a game of at least 300 actions"
    return match.record()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(name: str, seconds: list[float]) -> str:
    median, p99 = statistics.median(seconds) * 1000, percentile(seconds, 0.99) * 1000
    return (f"{name}: median {median:.2f} ms ({median / FRAME_MS:.2f} frames), "
            f"p99 {p99:.2f} ms ({p99 / FRAME_MS:.2f} frames)")


def timed(calls: list[float], method: Callable[[Any], None]) -> Callable[[Any], None]:
    def wrapper(argument: Any) -> None:
        start = time.perf_counter()
        method(argument)
        calls.append(time.perf_counter() - start)
    return wrapper


@pytest.mark.benchmark
def test_stepping_through_a_300_action_replay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HUSTINGS_HOME", str(tmp_path))
    record = long_demos_record()
    app = App(["--size", SIZE])
    pygame.event.clear()
    app.frame()
    start = time.perf_counter()
    replay = ReplayScreen(app.ctx, record)
    app.ctx.stack.push(replay)
    app.frame()
    opening = time.perf_counter() - start
    assert type(replay.table).__name__ == "DemosTable"
    sync: list[float] = []
    seen: list[float] = []
    match_type = type(replay.table.match)  # type: ignore[attr-defined]
    events_seen_by = match_type.events_seen_by

    def timed_events_seen_by(match: Any, viewer: int | None) -> Any:
        start = time.perf_counter()
        events = events_seen_by(match, viewer)
        seen.append(time.perf_counter() - start)
        return events

    monkeypatch.setattr(match_type, "events_seen_by", timed_events_seen_by)
    replay.table.set_match = timed(sync, replay.table.set_match)  # type: ignore[attr-defined]
    steps: list[float] = []
    frames: list[float] = []
    right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    seen_per_step: list[float] = []
    for _ in range(len(record.actions)):
        seen.clear()
        start = time.perf_counter()
        app.ctx.stack.handle(right)
        handled = time.perf_counter()
        app.ctx.stack.update(1 / 60)
        app.ctx.stack.draw(app.screen)
        pygame.display.flip()
        done = time.perf_counter()
        steps.append(done - start)
        frames.append(done - handled)
        seen_per_step.append(sum(seen))
    assert replay.step == len(record.actions) and len(sync) == len(steps)
    screen_part = [step - table - frame for step, table, frame in zip(steps, sync, frames, strict=True)]
    print(f"\nDēmoS full rules, {SEATS} random bots, seed {SEED}: {len(record.actions)} actions, replayed at {SIZE}; "
          f"opening the replay {opening * 1000:.0f} ms; the whole game stepped through in {sum(steps):.2f} s")
    print(summary("a step (key, positioning, table sync, frame)", steps))
    print(summary("  the table's sync (set_match)", sync))
    print(summary("    of which the viewer's events (events_seen_by)", seen_per_step))
    print(summary("  the replay screen (positioning the game, the bar's text)", screen_part))
    print(summary("  the frame (update, draw, flip)", frames))
    print(summary("the last 30 steps", steps[-30:]))
    app.close()
