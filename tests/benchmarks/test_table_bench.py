"""Table frame time: a busy DēmoS table at 1920×1080 while a card is dragged, against a bare pygame-ce loop.

Run with: pytest -m benchmark --benchmark-enable tests/benchmarks/test_table_bench.py -s

The busy table: five players, full rules, a few rounds in (discards, figures, a long log), the human's hand
card dragged in a circle, one MOUSEMOTION per frame through the real scene stack (handle, update, draw,
flip). The bare loop does "the same" with plain pygame-ce: fill the window, blit as many converted
surfaces as the table has drawn nodes, move one, flip. Both run under SDL's dummy driver here; the ratio
is the engine's overhead. Medians and p99 are printed; the aim is a median well under the 16.7 ms of a
60 fps frame.
"""

from __future__ import annotations

import math
import statistics
import time
from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.demos.table import DemosTable

SIZE = (1920, 1080)
FRAMES = 300


def busy_table() -> tuple[Any, pygame.Surface, DemosTable]:
    ctx, screen = make_context(SIZE, "instant")
    bots = [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Ben", "Cleo", "Dan", "Eve")]
    seats = [SeatSpec(name="Anna"), *bots]
    table = DemosTable(ctx, Match(demos.GAME.rules, {"mode": "full"}, seats, 21))
    ctx.stack.push(table)
    bot = demos.GAME.make_bot("heuristic")
    for _ in range(5000):
        pump(ctx, screen)
        if isinstance(ctx.stack.top, PrivacyScreen):
            pump(ctx, screen, [mouse("down", (5, 5)), mouse("up", (5, 5))])
        p = table.presenter
        assert p is not None
        if p.asking == 0 and table.view.phase == "public_discard" and table.view.round >= 4:
            break
        if p.asking == 0:
            m = table.match
            p.act(0, bot.choose(m.view(0), m.legal_actions(0), m.bot_rng()))
    return ctx, screen, table


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def drag_frames(ctx: Any, screen: pygame.Surface, table: DemosTable) -> list[float]:
    card = table.hand.cards()[2]
    start = card.world_rect().center
    ctx.stack.handle(mouse("down", start))
    ctx.stack.handle(mouse("move", (start[0] + 20, start[1] - 20)))
    assert table.stage.dragging is card
    times = []
    for i in range(FRAMES):
        a = i / 30
        pos = (960 + 500 * math.cos(a), 560 + 300 * math.sin(a))
        t0 = time.perf_counter()
        ctx.stack.handle(mouse("move", pos))
        ctx.stack.update(1 / 60)
        ctx.stack.draw(screen)
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
    assert table.stage.dragging is card  # still dragging: bots wait for a held card
    return times


def bare_frames(count: int) -> list[float]:
    """Plain pygame-ce: fill, blit `count` converted card-sized surfaces, move one, flip."""
    screen = pygame.display.set_mode(SIZE)
    card = pygame.Surface((108, 156), pygame.SRCALPHA)
    pygame.draw.rect(card, (250, 248, 240), card.get_rect(), border_radius=10)
    card = card.convert_alpha()
    spots = [((i * 97) % 1800, (i * 53) % 900) for i in range(count)]
    times = []
    for i in range(FRAMES):
        a = i / 30
        t0 = time.perf_counter()
        screen.fill((22, 74, 58))
        for spot in spots:
            screen.blit(card, spot)
        screen.blit(card, (960 + 500 * math.cos(a), 560 + 300 * math.sin(a)))
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
    return times


def bare_cached_frames() -> list[float]:
    """The least a bare pygame-ce program can do for a drag: blit a prepared background, one card, flip."""
    screen = pygame.display.set_mode(SIZE)
    background = pygame.Surface(SIZE).convert()
    background.fill((22, 74, 58))
    card = pygame.Surface((108, 156), pygame.SRCALPHA)
    pygame.draw.rect(card, (250, 248, 240), card.get_rect(), border_radius=10)
    card = card.convert_alpha()
    times = []
    for i in range(FRAMES):
        a = i / 30
        t0 = time.perf_counter()
        screen.blit(background, (0, 0))
        screen.blit(card, (960 + 500 * math.cos(a), 560 + 300 * math.sin(a)))
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
    return times


@pytest.mark.benchmark
def test_busy_demos_table_frame_time_while_dragging_at_1080p() -> None:
    ctx, screen, table = busy_table()
    drawn = sum(1 for n in table.stage.root.walk() if n.look() is not None and n.effectively_visible())
    before = table.stage.static_redraws
    table_times = drag_frames(ctx, screen, table)
    redraws = table.stage.static_redraws - before
    bare_times = bare_frames(drawn)
    cached_times = bare_cached_frames()
    t_med, t_p99 = statistics.median(table_times) * 1000, percentile(table_times, 0.99) * 1000
    b_med, b_p99 = statistics.median(bare_times) * 1000, percentile(bare_times, 0.99) * 1000
    c_med, c_p99 = statistics.median(cached_times) * 1000, percentile(cached_times, 0.99) * 1000
    print(f"\nbusy DēmoS table at 1920x1080, dragging ({drawn} drawn nodes, {FRAMES} frames): "
          f"median {t_med:.2f} ms, p99 {t_p99:.2f} ms, static-layer redraws during the drag {redraws}")
    print(f"bare pygame-ce loop blitting {drawn} surfaces: median {b_med:.2f} ms, p99 {b_p99:.2f} ms")
    print(f"ratio table/bare: median {t_med / b_med:.2f}, p99 {t_p99 / b_p99:.2f}")
    print(f"bare pygame-ce loop blitting a prepared background and one card: median {c_med:.2f} ms, "
          f"p99 {c_p99:.2f} ms; ratio table/that: median {t_med / c_med:.2f}, p99 {t_p99 / c_p99:.2f}")
    pygame.quit()


@pytest.mark.benchmark
def test_idle_table_frame_costs_one_blit() -> None:
    ctx, screen, table = busy_table()
    pump(ctx, screen, frames=3)
    redraws = table.stage.static_redraws
    times = []
    for _ in range(FRAMES):
        t0 = time.perf_counter()
        ctx.stack.update(1 / 60)
        ctx.stack.draw(screen)
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
    print(f"\nidle DēmoS table at 1920x1080: median {statistics.median(times) * 1000:.2f} ms, "
          f"p99 {percentile(times, 0.99) * 1000:.2f} ms; "
          f"static redraws while idle: {table.stage.static_redraws - redraws}")
    pygame.quit()
    assert table.stage.static_redraws == redraws


@pytest.mark.benchmark
def test_full_redraw_of_the_busy_table_the_cost_of_a_frame_where_something_changed() -> None:
    """The worst ordinary frame: the static layer is stale (a hover lift, a new view) and redrawn whole."""
    ctx, screen, table = busy_table()
    times = []
    for _ in range(120):
        table.stage._dirty = True
        t0 = time.perf_counter()
        ctx.stack.update(1 / 60)
        ctx.stack.draw(screen)
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
    sync_times = []
    for _ in range(30):
        t0 = time.perf_counter()
        table.show()
        sync_times.append(time.perf_counter() - t0)
    print(f"\nbusy DēmoS table at 1920x1080, whole static layer redrawn each frame: median "
          f"{statistics.median(times) * 1000:.2f} ms, p99 {percentile(times, 0.99) * 1000:.2f} ms; "
          f"rebuilding the nodes from a view (sync): median {statistics.median(sync_times) * 1000:.2f} ms")
    pygame.quit()
