"""Driving a Dindex match to a position and seating it at a hot-seat table (no tests here): heuristic
bots in every seat decide by a fixed rule until the position comes, then the seats that matter are handed to
people; the pass screen walked through and read, and the check that an Undo label reads whole."""

from __future__ import annotations

from typing import Any

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from scenes.engine.headless import mouse, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.dindex.table import DindexTable, make_table

NAMES = ["Ada", "Ben", "Hard bot 3", "Hard bot 4", "Hard bot 5"]


def two_people_three_bots(seed: int = 0) -> Match:
    seats = [SeatSpec(name=n) for n in NAMES[:2]] + [SeatSpec(kind="bot", name=n, level="heuristic")
                                                     for n in NAMES[2:]]
    return Match(dindex.GAME.rules, {}, seats, seed)


def all_bots() -> Match:
    seats = [SeatSpec(kind="bot", name=f"Hard bot {i + 1}", level="heuristic") for i in range(5)]
    return Match(dindex.GAME.rules, {}, seats, 0)


def drive_until(match: Match, done: Any, prefer: Any = lambda action: False, limit: int = 4000) -> None:
    """Every seat decides by a fixed rule (a preferred action if legal, else the last legal one) until
    `done(seat 0's view)`: the path depends on the rules alone."""
    for _ in range(limit):
        if done(match.view(0)):
            return
        seat = match.active_players()[0]
        legal = match.legal_actions(seat)
        match.submit(seat, next((a for a in legal if prefer(a)), legal[-1]))
    raise AssertionError("the position never came")


def seated(context: Any, screen: Any, match: Match) -> DindexTable:
    table = make_table(context, match)
    context.stack.push(table)
    pump(context, screen)
    return table


def through_pass_screen(context: Any, screen: Any) -> None:
    assert isinstance(context.stack.top, PrivacyScreen)
    pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))])


def wait_until_asked(context: Any, screen: Any, table: DindexTable, seat: int) -> None:
    for _ in range(400):  # the last move's animations play first
        if table.presenter is not None and table.presenter.asking == seat and not table.animating:
            return
        pump(context, screen)
    raise AssertionError(f"seat {seat} was never asked")


def pass_screen_lines(context: Any, screen: Any, table: DindexTable) -> list[str]:
    for _ in range(400):  # the bots' moves animate before the computer is handed on
        if isinstance(context.stack.top, PrivacyScreen):
            return context.stack.top.lines()
        pump(context, screen)
    raise AssertionError("no pass screen came")


def readable_in(button: Any, painter: Any) -> bool:
    """The label at the size the button draws it on one line, or on two lines a little smaller (never shrunk
    further or cut): the room is the button's less its padding."""
    scale = button.world_scale()
    room, height = round(button.w * scale) - round(16 * scale), round(button.h * scale) - round(4 * scale)
    px = button.font_size * scale
    if painter.text(button.label, px, (0, 0, 0), bold=True).get_width() <= room:
        return True
    two = painter.text(button.label, px * 0.85, (0, 0, 0), bold=True, width=room, align="center")
    return bool(two.get_width() <= room and two.get_height() <= height)
