"""Playtest 5 of Dindex: a ministry the rules place without asking (§ 5.3: it had one task it could take) is
told as forced, in the log and on the pass screen, never as its holder's move ("Your Environment Ministry went
to “Flood Disaster”: the only task it could take")."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.core.protocol import Event
from game.dindex.components import components
from game.dindex.state import AskMinistries, AssignMinistry, CoverTask, DeclineCoalition, ProposeCoalition
from scenes.engine.headless import make_context
from scenes.tables.dindex.look import OFFICE_WORD
from tests.scenes.test_dindex_playtest4_handoff import (
    all_bots,
    drive_until,
    pass_screen_lines,
    seated,
    through_pass_screen,
    wait_until_asked,
)

NAMES = ["Ada", "Ben", "Cleo", "Dan", "Eve"]
FORCED = ": the only task it could take"


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def bots(seed: int) -> Match:
    return Match(dindex.GAME.rules, {}, [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES], seed)


def last_transition(match: Match) -> list[Event]:
    log = match.event_log
    return log.seen_by(None)[len(log.seen_by(None, len(log) - 1)):]


def ministry_covers(events: list[Event]) -> list[Event]:
    return [e for e in events if e.type == "task_covered" and e.data.office > 0]


def play_until(seed: int, moment: Any, limit: int = 600) -> tuple[Match, Any]:
    """The heuristic bots play seed `seed` until the move after which `moment(match, seat, action)` holds; the
    match is given back just before that move (replayed from the start without it), with that move."""
    match = bots(seed)
    for _ in range(limit):
        seat = match.active_players()[0]
        action = dindex.GAME.make_bot("heuristic").choose(match.view(seat), match.legal_actions(seat),
                                                          match.bot_rng())
        match.submit(seat, action)
        if moment(match, seat, action):
            before = bots(seed)
            for s, a in match.actions[:-1]:
                before.submit(s, a)
            return before, (seat, action)
    raise AssertionError("the moment never came")


def others_move_places_a_ministry(match: Match, seat: int, action: Any) -> bool:
    """Another party's move (the last partner's yes, say) leaves a ministry with a single task (§ 5.3)."""
    return not isinstance(action, CoverTask) and any(e.data.seat != seat
                                                     for e in ministry_covers(last_transition(match)))


def own_cover_places_another_of_ones_ministries(match: Match, seat: int, action: Any) -> bool:
    covers = ministry_covers(last_transition(match))
    return isinstance(action, CoverTask) and any(e.data.seat == seat for e in covers[1:])


def task_name(task: Any) -> str:
    return components().tasks[int(task)].name


def test_the_holders_own_log_says_the_rules_placed_their_ministry(ctx) -> None:
    context, screen = ctx
    match, (mover, action) = play_until(0, others_move_places_a_ministry)
    match.submit(mover, action)
    placed = next(e for e in ministry_covers(last_transition(match)) if e.data.seat != mover)
    holder = placed.data.seat
    match.replace_seat(holder, SeatSpec(name=NAMES[holder]))  # alone at the computer: the log is theirs
    table = seated(context, screen, match)
    assert table.viewer == holder
    office, task = OFFICE_WORD[placed.data.office], task_name(placed.data.task)
    log = table.log_text()
    assert f"Your {office} went to “{task}”{FORCED}" in log, log
    assert f"{office} ({NAMES[holder]}) covers “{task}”" not in log


def test_a_take_back_names_the_move_and_then_what_the_rules_placed_of_the_movers(ctx) -> None:
    context, screen = ctx
    match, (mover, action) = play_until(2, own_cover_places_another_of_ones_ministries)
    other = next(s for s in range(5) if s != mover)
    match.replace_seat(mover, SeatSpec(name=NAMES[mover]))
    match.replace_seat(other, SeatSpec(name=NAMES[other]))  # two people: the take-back is said in public words
    table = seated(context, screen, match)
    through_pass_screen(context, screen)
    wait_until_asked(context, screen, table, mover)
    assert table.act(action)
    covers = ministry_covers(last_transition(match))
    chosen, placed = covers[0], next(e for e in covers[1:] if e.data.seat == mover)
    name = NAMES[mover]
    move = f"{OFFICE_WORD[chosen.data.office]} ({name}) covers “{task_name(chosen.data.task)}”"
    where = f"{OFFICE_WORD[placed.data.office]} went to “{task_name(placed.data.task)}”{FORCED}"
    presenter = table.presenter
    assert presenter is not None
    # the pass screen's words (anyone may read them), and the mover's own (the Undo button's tooltip)
    assert presenter.take_back_offer(public=True) == (mover, f"{move} (then {name}'s {where})")
    assert table.move_words(mover, mover) == f"{move} (then your {where})"
    # taken back and made again: the placement is the new move's, and still told as forced
    assert presenter.undo()
    wait_until_asked(context, screen, table, mover)
    assert f"{name}'s {where}" not in table.log_text() and f"Your {where}" not in table.log_text()
    assert table.act(action)
    assert presenter.take_back_offer(public=True) == (mover, f"{move} (then {name}'s {where})")


def test_the_take_back_of_the_ministry_that_formed_the_government_names_that_ministry(ctx) -> None:
    """§ 5.2: the second formation's last offer needs no answers (it "cannot fail a second time"), so its last
    ministry given forms the government at once (the tasks come, ministries are placed): the take-back read
    "Government of term 1: Chancellery …". The partners ask on the offers before it (decision 8)."""
    context, screen = ctx
    match = all_bots()
    drive_until(match, lambda v: v.phase == "assign" and v.second_formation
                and v.attempt + 1 == v.formation_attempts,
                prefer=lambda a: (isinstance(a, ProposeCoalition) and len(a.partners) == 2)
                or isinstance(a, (DeclineCoalition, AskMinistries)))
    ada = match.view(None).formateur
    match.replace_seat(ada, SeatSpec(name="Ada"))
    table = seated(context, screen, match)
    while match.view(None).phase == "assign":
        wait_until_asked(context, screen, table, ada)
        give = next(a for a in match.legal_actions(ada) if isinstance(a, AssignMinistry))
        assert table.act(give)
    assert any(e.type == "government" for e in last_transition(match))
    words = table.move_words(ada, None)
    assert words.startswith(f"{give.portfolio.capitalize()} Ministry → "), words
    assert "Government of term" not in words


def test_the_holders_pass_screen_tells_them_their_ministry_was_placed_by_the_rules(ctx) -> None:
    context, screen = ctx
    match, (mover, action) = play_until(0, others_move_places_a_ministry)
    after = bots(0)
    for s, a in [*match.actions, (mover, action)]:
        after.submit(s, a)
    placed = next(e for e in ministry_covers(last_transition(after)) if e.data.seat != mover)
    holder = placed.data.seat
    for person in (mover, holder):  # two people: the computer is handed from one to the other
        match.replace_seat(person, SeatSpec(name=NAMES[person]))
    table = seated(context, screen, match)
    through_pass_screen(context, screen)
    wait_until_asked(context, screen, table, mover)
    assert table.act(action)
    lines = pass_screen_lines(context, screen, table)
    assert lines[0] == f"Pass to {NAMES[holder]}", lines
    office, task = OFFICE_WORD[placed.data.office], task_name(placed.data.task)
    assert f"Your {office} went to “{task}”{FORCED}" in lines, lines
