"""The Dindex table's motion (scenes/tables/dindex/anim.py): at Normal speed a term's start (election,
formation, tasks laid out and covered) plays one step at a time, each held as long as a bot's move takes,
instead of all at once; a voter card flies from its pool to the new one and RP floats up."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.bots import think
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context, pump
from scenes.engine.nodes import TextNode
from scenes.tables.dindex.anim import STEP_HOLD, TERM_START_EVENTS
from scenes.tables.dindex.table import make_table
from tests.scenes.tables.dindex.test_nodes import table_of

SEATS = [SeatSpec(kind="bot", name=name, level="heuristic") for name in ("Anna", "Ben", "Cleo", "Dan")]


FRAME = 0.05


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720), speed="normal")
    yield context, screen
    pygame.quit()


def bot_move(match: Match) -> tuple[int, Any]:
    seat = match.active_players()[0]
    gen = think(dindex.GAME.make_bot("heuristic"), match.view(seat), match.legal_actions(seat), match.bot_rng())
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return seat, stop.value


def moves_to_the_government(seed: int) -> list[tuple[int, Any]]:
    """The bots' moves of the first term up to and including the one that makes the government stand."""
    match = Match(dindex.GAME.rules, {}, SEATS, seed)
    moves: list[tuple[int, Any]] = []
    while True:
        seat, action = bot_move(match)
        moves.append((seat, action))
        if "government" in [e.type for e in match.submit(seat, action)]:
            return moves


def test_the_government_and_its_tasks_are_shown_one_step_at_a_time_at_normal_speed(ctx) -> None:
    context, screen = ctx
    *before, (seat, last) = moves_to_the_government(seed=7)
    match = Match(dindex.GAME.rules, {}, SEATS, 7)
    for s, a in before:
        match.submit(s, a)
    table = make_table(context, match, mode="replay")
    context.stack.push(table)
    events = [e for e in match.submit(seat, last) if e.for_viewer(None) is not None]
    term_steps = [e for e in events if e.type in TERM_START_EVENTS]
    assert {"government", "task_drawn"} <= {e.type for e in term_steps}

    table.play([e.for_viewer(None) for e in events])
    lines = len(table.log_text().splitlines())
    grew_at: list[float] = []
    clock = 0.0
    while table.animating:
        pump(context, screen, dt=FRAME)
        clock += FRAME
        now = len(table.log_text().splitlines())
        grew_at += [clock] * (now - lines)
        lines = now
        assert clock < 60, "the term's start never finished playing"
    assert len(grew_at) == len(events)  # every event has its line, each logged as its step begins
    gaps = [b - a for a, b in zip(grew_at, grew_at[1:], strict=False)]
    assert len(set(grew_at)) == len(grew_at)  # no two lines in the same frame: separate steps
    assert clock >= len(term_steps) * STEP_HOLD - FRAME
    assert min(gaps) >= min(STEP_HOLD, 0.5) - FRAME  # nothing flashes by faster than a card's flight


def test_s3_3_a_voter_card_flies_from_its_pool_to_the_new_one_and_rp_floats_up() -> None:
    from game.core.trusted import emit
    from game.dindex.events import RpChanged, VotersMoved
    from scenes.engine.nodes import PanelNode

    context, screen = make_context((1280, 720), "normal")
    try:
        table = table_of(context, screen, 5)
        table.play([emit(VotersMoved(from_pool="non_voters", to_pool="core_voters", count=1, why="card", to_seat=2)),
                    emit(RpChanged(seat=1, delta=2, rp=2, why="test"))])
        table.update(0.05)
        tokens = [n for n in table.fx.children if isinstance(n, PanelNode)]
        assert tokens and table.animating
        token = tokens[0]
        assert token.children[0].text == "C"  # a core voter: the brown side, lettered
        start_x = token.x
        table.update(0.5)
        panel = table.panels[2]
        assert token.x != start_x and panel.x <= token.x <= panel.x + panel.w
        notes = [n for n in table.fx.children if isinstance(n, PanelNode) and n.children
                 and isinstance(n.children[0], TextNode) and n.children[0].text == "+2 RP"]
        assert notes  # a pill over the party's cards (the bots play on meanwhile: the animator does not fall idle)
    finally:
        pygame.quit()


def test_the_header_names_the_dindex_level_the_gauge_shows_while_a_change_plays(ctx) -> None:
    from game.core.protocol import Event
    from game.dindex.events import DindexChanged

    context, screen = ctx
    match = Match(dindex.GAME.rules, {}, SEATS, 7)
    table = make_table(context, match, mode="replay")
    context.stack.push(table)
    pump(context, screen)
    level = table.view.dindex_level
    assert f"Dindex {level} " in table.header.text
    cards = table.view.dindex
    table.play([Event(type="dindex_changed", data=DindexChanged(dindex=level - 1, dindex_cards=cards - 1, delta=-1,
                                                                 cause="bombs"))])
    seen: list[tuple[int, str]] = []
    clock = 0.0
    while table.animating:
        pump(context, screen, dt=FRAME)
        clock += FRAME
        seen.append((table.gauge.cards, table.header.text))
        assert clock < 10
    changed = [text for count, text in seen if count == cards - 1]
    assert changed and all(f"Dindex {level - 1} " in text for text in changed)  # never the stale level
