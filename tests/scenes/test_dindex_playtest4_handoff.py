"""Playtest 4 of Dindex at the hot-seat table: what the pass screen says when the computer changes hands, the
take-back of a move (shot_161) and the reason a minister is handed the computer in the tasks phase (shot_99)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.dindex.components import components
from game.dindex.state import AssignMinistry, ProposeCoalition
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.dindex.counter import tasks_reason
from scenes.tables.dindex.table import DindexTable, make_table

NAMES = ["Ada", "Ben", "Hard bot 3", "Hard bot 4", "Hard bot 5"]


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


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


def test_the_take_back_of_a_ministry_names_the_ministry_and_the_parties_as_the_log_does(ctx) -> None:
    context, screen = ctx
    match = all_bots()
    drive_until(match, lambda v: v.phase == "assign" and not v.second_formation,
                prefer=lambda a: isinstance(a, ProposeCoalition) and len(a.partners) == 2)
    view = match.view(None)
    ada, (ben, other) = view.formateur, view.partners
    match.replace_seat(ada, SeatSpec(name="Ada"))  # the formateur and a partner are the two people
    match.replace_seat(ben, SeatSpec(name="Ben"))
    table = seated(context, screen, match)
    through_pass_screen(context, screen)
    for portfolio, seat in (("finance", ada), ("environment", ben), ("social", ada), ("interior", ben)):
        wait_until_asked(context, screen, table, ada)
        assert table.act(AssignMinistry(portfolio=portfolio, seat=seat))
    # the Defence Ministry is forced on the other partner by Ada's last move: taking it back takes back both
    lines = pass_screen_lines(context, screen, table)
    assert lines[0] == "Pass to Ben", lines
    assert lines[-1] == (f"Ada: take back “Interior Ministry → Ben (then Defence Ministry → {match.seats[other].name})”"
                         " (Ctrl+Z)"), lines


def test_the_rules_name_seats_as_new_game_counts_them_from_one() -> None:
    rules = dindex.GAME.rules
    assert rules.describe_action(AssignMinistry(portfolio="interior", seat=1)) == \
        "Give the Interior Ministry to seat 2"
    assert rules.describe_action(ProposeCoalition(partners=(1, 2))) == "Propose a coalition with seat 2, seat 3"


def kind_of(task: int) -> str:
    return components().tasks[task].kind


def test_a_minister_handed_the_computer_in_a_term_of_problems_only_is_not_told_of_crises(ctx) -> None:
    context, screen = ctx
    match = all_bots()
    drive_until(match, lambda v: v.phase == "tasks")
    seat = match.active_players()[0]
    match.replace_seat(seat, SeatSpec(name="Ada"))
    table = seated(context, screen, match)
    on_table = match.view(seat).tasks
    expected = {("problem",): "cover a problem", ("crisis",): "cover a crisis",
                ("crisis", "problem"): "cover a problem or a crisis"}[tuple(sorted({kind_of(t) for t in on_table}))]
    assert table.handoff_reason(seat) == f"your government tasks: {expected}"
    problems = tuple(t for t in range(len(components().tasks)) if kind_of(t) == "problem")[:3]
    crises = tuple(t for t in range(len(components().tasks)) if kind_of(t) == "crisis")[:1]
    view = match.view(seat)
    assert tasks_reason(view.model_copy(update={"tasks": problems})) == "your government tasks: cover a problem"
    assert tasks_reason(view.model_copy(update={"tasks": crises})) == "your government tasks: cover a crisis"
    assert tasks_reason(view.model_copy(update={"tasks": problems + crises})) == \
        "your government tasks: cover a problem or a crisis"


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


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_undo_button_names_a_coalition_offer_in_words_short_enough_to_read(size: tuple[int, int]) -> None:
    context, screen = make_context(size)
    try:
        match = all_bots()
        drive_until(match, lambda v: v.phase == "propose" and not v.second_formation)
        ada = match.view(None).formateur
        match.replace_seat(ada, SeatSpec(name="Ada"))
        table = seated(context, screen, match)  # alone at the computer: no pass screen
        wait_until_asked(context, screen, table, ada)
        offer = next(a for a in match.legal_actions(ada) if isinstance(a, ProposeCoalition))
        assert table.act(offer)
        wait_until_asked(context, screen, table, ada)  # the ministries are Ada's next decision
        button = table.undo_button
        assert button.enabled and button.label == "Undo: coalition offer"
        assert readable_in(button, table.stage.painter)
        assert button.tooltip is not None and "proposes a coalition with" in button.tooltip
    finally:
        pygame.quit()
