"""The Dindex table's motion (scenes/tables/dindex/anim.py): at Normal speed a term's start (election,
formation, the tasks covered) plays one step at a time, each held as long as a bot's move takes, instead of all
at once, and the tasks laid out drop in together; a voter card flies from its pool to the new one and RP floats
up."""

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


def test_the_term_start_plays_one_step_at_a_time_and_the_government_shows_its_holders_as_it_stands(ctx) -> None:
    """§ 5.2-5.3 at Normal speed: the steps before the government are held one at a time; when it stands its offices
    show their holders at once, with no caption repeating the log's kept result and the prompt; its tasks (§ 5.3)
    drop into their columns in one short motion, not one caption after another (playtest of issue 31)."""
    context, screen = ctx
    *before, (seat, last) = moves_to_the_government(seed=7)
    match = Match(dindex.GAME.rules, {}, SEATS, 7)
    for s, a in before:
        match.submit(s, a)
    table = make_table(context, match, mode="replay")
    context.stack.push(table)
    events = [e for e in match.submit(seat, last) if e.for_viewer(None) is not None]
    government = next(e.data for e in events if e.type == "government")
    tasks = [e for e in events if e.type == "task_drawn"]
    held = [e for e in events if e.type in TERM_START_EVENTS and e.type not in ("government", "task_drawn")]
    assert tasks and len(tasks) == 5

    table.play([e.for_viewer(None) for e in events])
    lines = len(table.log_text().splitlines())
    grew_at: list[float] = []
    holders_at: float | None = None
    clock = 0.0
    chancellor = table.name(government.chancellery)
    while table.animating:
        pump(context, screen, dt=FRAME)
        clock += FRAME
        now = len(table.log_text().splitlines())
        grew_at += [clock] * (now - lines)
        lines = now
        shown = [n.text for n in table.tokens[0].walk() if isinstance(n, TextNode)]
        if holders_at is None and chancellor in shown and not any("forming" in t for t in shown):
            holders_at = clock
            captions = [n.text for n in table.fx.walk() if isinstance(n, TextNode) and n.effectively_visible()]
            assert not any(t.startswith("Government of term") for t in captions)  # the log and the prompt say it
            assert table.stage.toast_text is None  # nor a toast
            assert table.prompt.title.text.startswith("Replay · Government of term")
        assert clock < 60, "the term's start never finished playing"
    assert len(grew_at) == len(events)  # every event has its line, each logged as its step begins
    assert len(set(grew_at)) == len(grew_at)  # no two lines in the same frame: separate steps
    assert clock >= len(held) * STEP_HOLD - FRAME  # the negotiation's steps are each held
    logged = dict(zip([id(e) for e in events], grew_at, strict=True))
    stood = logged[id(next(e for e in events if e.type == "government"))]
    assert holders_at is not None and holders_at <= stood + FRAME  # the holders show as the government stands
    first, final = logged[id(tasks[0])], logged[id(tasks[-1])]
    assert final - first <= 1.0  # the five tasks in one short motion
    assert table.view.tasks and all(n.effectively_visible() for n in table.task_layer.children)


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


def test_a_term_step_caption_is_not_drawn_over_the_end_of_term_summary() -> None:
    """A step's caption lies across the Government board; while the end-of-term summary lies there, its words
    are the summary's (playtest of issue 31: "Term 2 begins" over them): the caption waits unseen, the prompt and
    the log say the step. With the board clear the caption shows."""
    from game.core.trusted import emit
    from game.dindex.events import Formateur
    from scenes.engine.nodes import PanelNode

    context, screen = make_context((1280, 720), "normal")
    try:
        table = table_of(context, screen, 4)
        board = table.board

        def captions() -> list[PanelNode]:
            return [n for n in table.fx.children if isinstance(n, PanelNode) and n.visible
                    and any(isinstance(c, TextNode) and "form the government" in c.text for c in n.children)]

        table.summary.place(board.x, board.y, board.w, board.h)
        table.summary.show(1, [("Tasks solved", "none")], tr=context.tr)
        table.play([emit(Formateur(seat=1, second_formation=False))])
        table.update(0.05)
        assert table.animating and not captions()
        table.stage.animator.finish_all()
        table.summary.hide()
        table.play([emit(Formateur(seat=2, second_formation=False))])
        table.update(0.05)
        assert captions()
    finally:
        pygame.quit()
