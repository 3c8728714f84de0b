"""A seat's name never holds what cannot be drawn: refused in saves, the new-game form and the seats dialog,
and a damaged text reaching the renderer is drawn with a placeholder instead of crashing.

People keep their names (issue 10, § 6): a seat handed to a bot from the pause menu is "Alice (bot)",
and given back to the person it offers her name again."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from pydantic import ValidationError

from game.core.match import SeatSpec
from game.core.names import name_problem, printable
from scenes.engine.render import Painter
from scenes.engine.theme import Fonts, Palette
from scenes.engine.widgets import text_surface
from scenes.shell.pause import PauseMenu
from scenes.shell.seats import SeatsDialog, bot_name, person_name
from tests.scenes.shell.test_newgame import open_new_game
from tests.scenes.shell.test_saves import button, pause, start_toy
from tests.scenes.support.shell import app, click_widget, home, key, send, top, toy_registered, type_text  # noqa: F401


@pytest.mark.parametrize("name", ["An\x00na", "Tab\tbed", "Esc\x1b", "Line\u2028break", "Half\ud800"])
def test_a_name_with_a_control_character_is_refused(name: str) -> None:
    assert (name_problem(name) or "").startswith("A name cannot hold")
    with pytest.raises(ValidationError):  # pydantic refuses lone surrogates itself, before the check
        SeatSpec(name=name)


def test_names_in_any_script_are_fine() -> None:
    for name in ("Anna", "Zoë", "Ἀθηνᾶ", "陳", "Nadia 🌻"):
        assert name_problem(name) is None and SeatSpec(name=name).name == name


def test_control_characters_typed_or_pasted_into_a_name_are_dropped(app) -> None:  # noqa: F811
    screen = open_new_game(app)
    name = screen.seat_rows[0][2]
    screen.form.focus(name)
    send(app, key(pygame.K_BACKSPACE, pygame.KMOD_CTRL))
    type_text(app, "An\x00n\x07a\u2028")
    send(app, frames=2)  # drawn: a NUL in the field would fail to render
    assert name.value == "Anna" and screen.names[0] == "Anna"


def test_the_new_game_form_says_why_a_name_is_refused(app) -> None:  # noqa: F811
    screen = open_new_game(app)
    screen.names[0] = "An\x07na"  # as a name carried in from elsewhere would arrive, not typed
    assert screen.problem() == "Seat 1: A name cannot hold a control character (U+0007)."


def test_drawing_text_with_a_nul_or_a_lone_surrogate_never_fails() -> None:
    pygame.font.init()
    painter = Painter(Fonts(), Palette())
    for text in ("An\x00na", "Half\ud800", "two\nlines\x00"):
        assert painter.text(text, 16, (255, 255, 255)).get_width() > 0
    assert printable("two\nlines\x00") == "two\nlines\ufffd"


def test_the_seats_dialog_drops_control_characters_as_typed(app) -> None:  # noqa: F811
    table = start_toy(app)
    seats_before = list(table.match.seats)
    click_widget(app, button(pause(app), "Seats: people and bots"))
    dialog = top(app)
    assert isinstance(dialog, SeatsDialog)
    dialog.form.focus(dialog.names[0])
    type_text(app, "\x00\x1b")
    send(app, frames=2)
    assert top(app) is dialog and dialog.names[0].value == seats_before[0].name
    click_widget(app, button(dialog, "Apply"))
    assert table.match.seats == seats_before


def test_shell_widgets_draw_a_nul_without_failing(app) -> None:  # noqa: F811
    assert text_surface(app.ctx, "An\x00na \ud800", 16, (255, 255, 255)).get_width() > 0


def test_bot_levels_are_offered_as_a_difficulty() -> None:
    from scenes.shell.seats import level_words

    assert [level_words(lvl) for lvl in ("random", "heuristic", "search")] == [
        "Bot · Beginner", "Bot · Normal", "Bot · Hard"]
    assert level_words("expert") == "Bot · expert"  # a level without words is still offered by its id


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


@pytest.mark.parametrize(("language", "mark"), [("en", " (bot)"), ("de", " (Bot)")])
def test_a_long_name_with_the_bot_mark_still_fits_a_seat(language: str, mark: str) -> None:
    from scenes.engine.i18n import load_language

    tr = load_language(language).translator
    long = SeatSpec(name="A" * 40)
    name = bot_name(long, "heuristic", 0, tr)
    assert name.endswith(mark) and len(name) == 40 and SeatSpec(kind="bot", name=name, level="heuristic")
    assert person_name(SeatSpec(kind="bot", name=name, level="heuristic"), tr) == "A" * 34
    assert person_name(SeatSpec(kind="bot", name="Heuristic bot 2", level="heuristic")) == ""
    assert bot_name(SeatSpec(kind="bot", name="Anna (bot)", level="random"), "heuristic", 0) == "Anna (bot)"
