"""The DēmoS table's log: the whole history as the viewer saw it, scrollable, never yanking a reader back,
with a marker where the viewer's last turn began."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context, pump
from scenes.tables import TABLE_INFO
from scenes.tables.demos.table import DemosTable
from tests.scenes.support.log_scroll import check_log_scrolls_by_wheel_and_keys

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def bot_game(actions: int, seed: int = 3) -> Match:
    """Four heuristic bots play `actions` moves of a full-rules game (a position with a long history), or
    the whole game if it ends sooner."""
    match = Match(demos.GAME.rules, {"mode": "full"},
                  [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES], seed)
    bot = demos.GAME.make_bot("heuristic")
    for _ in range(actions):
        if match.is_over:
            break
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    return match


def replay_table(context: Any, match: Match, viewer: int | None) -> DemosTable:
    table = TABLE_INFO["demos"].make_table(context, match, mode="replay", viewer=viewer)
    assert isinstance(table, DemosTable)
    context.stack.push(table)
    return table


def test_the_log_scrolls_by_wheel_and_keys(ctx) -> None:
    context, screen = ctx
    record = bot_game(80).record()
    table = replay_table(context, Match.from_record(record, upto=60), viewer=None)
    check_log_scrolls_by_wheel_and_keys(context, screen, table, Match.from_record(record, upto=80))


def test_the_log_keeps_the_whole_game_without_a_cap(ctx) -> None:
    context, screen = ctx
    match = bot_game(10_000)  # a whole game
    table = replay_table(context, match, viewer=None)
    pump(context, screen)
    worded = [line for e in match.events_seen_by(None) if (line := table.word_event(e))]
    assert len(worded) > 200  # more than the DēmoS table used to keep
    assert table.log.line_count == len(worded) == len(table.log_text().splitlines())


def test_a_replay_step_back_takes_the_later_lines_away(ctx) -> None:
    context, screen = ctx
    record = bot_game(60).record()
    table = replay_table(context, Match.from_record(record, upto=60), viewer=1)
    pump(context, screen)
    at_60 = table.log_text()
    table.set_match(Match.from_record(record, upto=30))
    at_30 = table.log_text()
    assert at_60.startswith(at_30) and len(at_30) < len(at_60)
    fresh = replay_table(context, Match.from_record(record, upto=30), viewer=1)
    assert fresh.log_text() == at_30  # stepping back reads exactly as opening the game at that point


def test_the_marker_shows_where_the_viewers_last_turn_began(ctx) -> None:
    context, screen = ctx
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:]]
    table = TABLE_INFO["demos"].make_table(context, Match(demos.GAME.rules, {"mode": "full"}, seats, 5))
    assert isinstance(table, DemosTable)
    context.stack.push(table)
    bot = demos.GAME.make_bot("heuristic")
    marks: list[int | None] = []
    for _ in range(400):
        pump(context, screen)
        if table.presenter is not None and table.presenter.asking == 0 and not table.animating:
            marks.append(table.log.marker)
            m = table.match
            table.act(bot.choose(m.view(0), m.legal_actions(0), m.bot_rng()))
        if len(marks) >= 4:
            break
    assert marks[0] is None  # Anna's first decision: no earlier turn of hers to mark
    later = [mk for mk in marks[1:] if mk is not None]
    assert later, marks
    assert all(0 <= mk <= table.log.line_count for mk in later)
    assert later == sorted(later)  # each new turn marks a later point of the history


def test_every_event_type_demos_declares_has_a_wording() -> None:
    from scenes.tables.demos.words import WORDS

    assert set(demos.GAME.rules.event_types) == set(WORDS.types())


def test_every_event_of_a_game_is_worded_for_every_seat_and_the_public() -> None:
    from game.core.protocol import Event
    from scenes.tables.demos.words import WORDS, DemosNames

    match = bot_game(10_000, seed=8)
    names = DemosNames(lambda s: NAMES[int(s)], lambda t: f"Team {t}", teams=False)
    for viewer in (None, 0, 1, 2, 3):
        for event in match.events_seen_by(viewer):
            line = WORDS.word(event, names)
            assert isinstance(event, Event)
            # a line or a deliberate None (another seat's hidden choice); never the bare type as a fallback
            assert line is None or "".join(t for t, _ in line) != event.type.replace("_", " ")
