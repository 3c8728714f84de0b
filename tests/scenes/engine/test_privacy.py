"""Only a click that began on the pass screen passes the computer (Dindex playtest: a click on the table's
"OK, seen", released as "Pass to Lena" came up, dismissed it unseen and opened Lena's hand).

The pass screen's "While you were away" fits the window: as many of the latest lines as its rows allow, the
earlier ones counted (playtests: only about seven lines were kept, the other person's moves hid behind a count)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.privacy import AWAY_ROWS, PrivacyScreen


@pytest.fixture
def ctx() -> Any:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def test_the_end_of_a_click_that_began_below_does_not_pass_the_computer(ctx: Any) -> None:
    context, screen = ctx
    ready: list[bool] = []
    gate = PrivacyScreen(context, "Lena", lambda: ready.append(True))
    context.stack.push(gate)
    pump(context, screen, [mouse("up", (640, 360))])
    assert not ready and context.stack.top is gate
    pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))])
    assert ready == [True] and context.stack.top is not gate


LONG = ("Round 3 show-down: Ada 7♥ 8♥ 9♣ = 15, Ben 3♥ 4♥ 5♣ = 11, Hard bot 3 5♠ 6♦ 7♠ = 13, Normal bot 4 out. "
        "Round won by Ada.")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_news_fits_the_window_and_ends_with_the_latest_line(size: tuple[int, int], language: str) -> None:
    context, screen = make_context(size, "instant", language)
    try:
        news = [f"Ben lays {n}♠ face up (public discard)" for n in range(10)] + [LONG] * 6 + ["Ben draws a card"]
        gate = PrivacyScreen(context, "Ada", lambda: None, away=news, take_back=("Ben: take back", lambda: None))
        context.stack.push(gate)
        pump(context, screen)
        assert gate.box is not None and gate.box.top >= 0 and gate.box.bottom <= size[1] - 40 * context.scale
        shown = gate.news_shown
        assert shown[-1] == "Ben draws a card" and shown[0].startswith("… ") and len(shown) <= AWAY_ROWS
        assert int(shown[0].split()[1]) == len(news) - (len(shown) - 1)  # the count is of the lines left out
    finally:
        pygame.quit()


def test_a_short_absence_is_shown_whole() -> None:
    context, screen = make_context((1280, 720), "instant")
    try:
        news = ["Ben lays 9♠ face up (public discard)", "Ben draws from the people's deck"] * 4
        gate = PrivacyScreen(context, "Ada", lambda: None, away=news)
        context.stack.push(gate)
        pump(context, screen)
        assert gate.news_shown == news
    finally:
        pygame.quit()


def test_a_single_line_of_news_is_shown() -> None:
    """A pass screen with one line of news drew its title and no line at all."""
    context, screen = make_context((1280, 720), "instant")
    try:
        gate = PrivacyScreen(context, "Ada", lambda: None, away=["Ben draws from the people's deck"])
        context.stack.push(gate)
        pump(context, screen)
        assert gate.news_shown == ["Ben draws from the people's deck"]
    finally:
        pygame.quit()
