"""People keep their names (issue 10, § 6): a seat handed to a bot from the pause menu is "Alice (bot)",
and given back to the person it offers her name again."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import SeatSpec
from scenes.shell.pause import PauseMenu
from scenes.shell.seats import SeatsDialog, bot_name, person_name
from tests.scenes.test_shell_saves import button, pause, start_toy
from tests.scenes.test_shell_support import app, click_widget, home, key, send, top, toy_registered  # noqa: F401


def test_a_seat_handed_to_a_bot_keeps_the_persons_name(app: Any) -> None:  # noqa: F811
    table = start_toy(app)
    click_widget(app, button(pause(app), "Seats: people and bots"))
    dialog = top(app)
    assert isinstance(dialog, SeatsDialog)
    dialog.form.focus(dialog.kinds[0])
    send(app, key(pygame.K_RIGHT))  # Anna leaves: Person -> Bot · Beginner
    click_widget(app, button(dialog, "Apply"))
    assert table.match.seats[0] == SeatSpec(kind="bot", name="Anna (bot)", level="random")
    menu = top(app)
    assert isinstance(menu, PauseMenu) and menu.status == "Now: seat 1 Beginner bot."


def test_a_seat_given_back_to_its_person_offers_her_name(app: Any) -> None:  # noqa: F811
    table = start_toy(app)
    table.match.replace_seat(0, SeatSpec(kind="bot", name="Anna (bot)", level="random"))
    click_widget(app, button(pause(app), "Seats: people and bots"))
    dialog = top(app)
    assert isinstance(dialog, SeatsDialog) and dialog.names[0].value == "Anna"
    assert dialog.names[1].value == ""  # a bot that never was a person's seat offers no name
    dialog.form.focus(dialog.kinds[0])
    send(app, key(pygame.K_LEFT))  # Bot -> Person
    click_widget(app, button(dialog, "Apply"))
    assert table.match.seats[0] == SeatSpec(name="Anna")


def test_a_long_name_with_the_bot_mark_still_fits_a_seat() -> None:
    long = SeatSpec(name="A" * 40)
    name = bot_name(long, "heuristic", 0)
    assert name.endswith(" (bot)") and len(name) == 40 and SeatSpec(kind="bot", name=name, level="heuristic")
    assert person_name(SeatSpec(kind="bot", name="Heuristic bot 2", level="heuristic")) == ""
    assert bot_name(SeatSpec(kind="bot", name="Anna (bot)", level="random"), "heuristic", 0) == "Anna (bot)"
