"""Dindex's counter window at one computer (scenes/tables/dindex/counter.py; § 5.5 "it is enough to call
out"): one public banner, a Counter! button and key per person, "go on" for all; only a caller is passed the
computer, and nobody can tell from the hand-offs who holds a counter. Alone against bots, a person is asked only
when they hold a counter. A minister handed the computer in the tasks phase is told why (playtest 4)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.match import Match, SeatSpec
from game.core.registry import get_game
from game.dindex.components import components
from game.dindex.rules.draft import dindex_level
from game.dindex.state import Counter, LetStand, Pending
from scenes.engine.headless import key, make_context, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.tables import TABLE_INFO
from scenes.tables.dindex.counter import tasks_reason
from tests.scenes.tables.dindex.driving import all_bots, drive_until, seated

PLAYED = 0
"""An ordinary action card: Anna plays it and the window opens."""


COUNTER = 16
"""Independent Audit, a counter playable at the starting Dindex."""


OTHERS = (1, 2, 3, 4)
"""Cards that are no counters."""


@pytest.fixture
def ctx() -> Any:
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def window_table(context: Any, kinds: str, *, ben_holds_counter: bool,
                 names: tuple[str, ...] = ("Anna", "Ben", "Cleo", "Dan")) -> Any:
    """Anna (seat 0) has just played an open card; the other parties are asked clockwise, Ben (seat 1) first.
    `kinds`: 'h' a person, 'b' a bot, per seat (Anna, Ben, then two more)."""
    seats = [SeatSpec(name=n) if k == "h" else SeatSpec(kind="bot", name=f"Bot {n}", level="heuristic")
             for k, n in zip(kinds, names, strict=True)]
    match = Match(get_game("dindex").rules, {}, seats, 4)
    state = match.state
    hands = ((OTHERS[0],), (COUNTER,) if ben_holds_counter else (OTHERS[1],), (OTHERS[2],), (OTHERS[3],))
    match.state = state.model_copy(update={  # a hand-built position: Anna's card waits for counters
        "phase": "open_window", "turn": 0, "quiet": 0, "window": (1, 2, 3), "hands": hands,
        "chain": (Pending(card=PLAYED, seat=0, dindex_level=dindex_level(state.dindex)),),
    })
    table = TABLE_INFO["dindex"].make_table(context, match)
    context.stack.push(table)
    return table


def run_window(context: Any, screen: Any, table: Any, answer: Any) -> list[str]:
    """Pump until the window is closed; `answer(table)` plays the people. Returns what was on top each frame:
    'banner', 'pass to <name>', or 'asked <name>'."""
    seen: list[str] = []
    for _ in range(400):
        if table.match.view(None).phase != "open_window":
            return seen
        pump(context, screen)
        if table.match.view(None).phase != "open_window":
            return seen  # closed on this frame (alone with bots, the next decision may be asked on it already)
        top, presenter = context.stack.top, table.presenter
        if isinstance(top, PrivacyScreen):
            seen.append(f"pass to {top.name}")
            pump(context, screen, [key(pygame.K_RETURN)])
        elif presenter.calling:
            seen.append("banner")
            answer(table)
        elif presenter.asking is not None and presenter.asking == presenter.viewer:
            seen.append(f"asked {table.name(presenter.asking)}")
            answer(table)
    raise AssertionError("the counter window never closed")


def go_on(table: Any) -> None:
    pump_key = table.call_banner.button("Go on")
    pump_key.click()


def squash(seen: list[str]) -> list[str]:
    """The same thing on top for several frames counts once."""
    return [s for i, s in enumerate(seen) if i == 0 or seen[i - 1] != s]


@pytest.mark.parametrize("holds", [False, True])
def test_counter_window_handoffs_none_when_nobody_calls(ctx: Any, holds: bool) -> None:
    context, screen = ctx
    table = window_table(context, "hhbb", ben_holds_counter=holds)
    before = table.presenter.handoffs
    seen = run_window(context, screen, table, go_on)
    assert squash(seen) == ["banner"]  # the same whether Ben holds a counter or not
    assert table.presenter.handoffs == before
    assert not any(isinstance(a, Counter) for _, a in table.match.actions)


def test_counter_window_handoffs_one_for_the_caller_who_picks_a_counter(ctx: Any) -> None:
    context, screen = ctx
    table = window_table(context, "hhbb", ben_holds_counter=True)
    assert table.call_banner.visible is False
    before = table.presenter.handoffs

    def answer(t: Any) -> None:
        if t.presenter.calling:
            labels = t.call_banner.labels()
            if "Ben: Counter! (1)" in labels:
                pump(context, screen, [key(pygame.K_1)])  # Ben calls out with his key
            else:
                go_on(t)
        else:
            assert t.presenter.asking == 1 and Counter(card=COUNTER) in t.legal()
            assert t.act(Counter(card=COUNTER))

    seen = squash(run_window(context, screen, table, answer))
    assert seen[:3] == ["banner", "pass to Ben", "asked Ben"]
    assert table.presenter.handoffs == before + 1
    assert (1, Counter(card=COUNTER)) in table.match.actions


@pytest.mark.parametrize("holds", [False, True])
def test_a_caller_may_change_their_mind_on_their_privacy_screen_revealing_nothing(ctx: Any, holds: bool) -> None:
    context, screen = ctx
    table = window_table(context, "hhbb", ben_holds_counter=holds)
    before = table.presenter.handoffs

    def answer(t: Any) -> None:
        if t.presenter.calling:
            t.call_banner.button("Ben:").click()
        else:
            assert LetStand() in t.legal()
            assert t.act(LetStand())  # he lets it stand after all, with or without a counter in hand

    seen = squash(run_window(context, screen, table, answer))
    assert seen == ["banner", "pass to Ben", "asked Ben"]  # the same whether he held a counter or not
    assert table.presenter.handoffs == before + 1
    assert [a for s, a in table.match.actions if s == 1] == [LetStand()]


def test_the_caller_is_told_why_they_are_handed_the_computer(ctx: Any) -> None:
    context, screen = ctx
    table = window_table(context, "hhbb", ben_holds_counter=True)
    pump(context, screen, frames=3)
    assert table.presenter.calling and table.call_banner.visible
    assert table.call_banner.labels() == ["Ben: Counter! (1)", "Go on: everybody lets it stand (Enter)"]
    assert table.view.viewer is None  # the banner is public: nobody's hand is on the screen
    table.call_banner.button("Ben:").click()
    pump(context, screen, frames=2)
    top = context.stack.top
    assert isinstance(top, PrivacyScreen)
    assert top.headline.startswith("Ben: you called Counter!")


@pytest.mark.parametrize("holds", [False, True])
def test_alone_against_bots_a_person_is_asked_only_when_holding_a_counter(ctx: Any, holds: bool) -> None:
    context, screen = ctx
    table = window_table(context, "bhbb", ben_holds_counter=holds)

    def answer(t: Any) -> None:
        assert not t.presenter.calling  # no banner with one person at the table
        assert t.act(LetStand())

    seen = squash(run_window(context, screen, table, answer))
    assert seen == (["asked Ben"] if holds else [])
    assert (1, LetStand()) in table.match.actions
    assert table.presenter.handoffs == 0


def test_the_counter_banner_lies_over_the_empty_hand_not_over_the_government_the_chain_or_undo(ctx: Any) -> None:
    """Playtest: the banner came up for nearly every bot card and covered the government's tasks each time."""
    context, screen = ctx
    table = window_table(context, "hhbb", ben_holds_counter=False)
    pump(context, screen, frames=3)
    assert table.presenter.calling and table.call_banner.visible and table.view.viewer is None
    banner = table.call_banner.panel.world_rect()
    x, y = table.prompt.world_pos()
    scale = table.prompt.world_scale()
    prompt = pygame.Rect(round(x), round(y), round(table.prompt.width * scale), round(table.prompt.h * scale))
    for name, rect in (("government", table.board.world_rect()), ("undo", table.undo_button.world_rect()),
                       ("prompt", prompt)):
        assert not banner.colliderect(rect), name
    assert banner.bottom <= screen.get_height()


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


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_counter_banner_words_stay_above_its_buttons_for_the_longest_names(language: str) -> None:
    """Playtest: the banner's explanation ran to a third line under the Counter! buttons, its last word hidden.
    The longest card countered by a party with a long name still leaves the buttons' row free, and the title
    fits the banner."""
    context, screen = make_context((1280, 720), "instant", language)
    try:
        longest = max(range(len(components().cards)), key=lambda c: len(components().cards[c].name))
        table = window_table(context, "hhbb", ben_holds_counter=False,
                             names=("Maximiliane-Alexandra", "Bartholomew", "Cleo", "Dan"))
        chain = (Pending(card=PLAYED, seat=1, dindex_level=3),
                 Pending(card=longest, seat=0, countered=1, dindex_level=3))
        table.match.state = table.match.state.model_copy(update={"chain": chain})
        pump(context, screen, frames=3)
        banner = table.call_banner
        assert banner.visible
        painter = table.stage.painter
        sub_w, sub_h = banner.sub.measure(painter)
        first_button = min(b.y for b in banner.buttons.children)
        assert banner.sub.y + sub_h <= first_button, banner.sub.text
        assert banner.title.measure(painter)[0] <= banner.w - 2 * banner.title.x, banner.title.text
    finally:
        pygame.quit()
