"""Shell screens' words fit their boxes in German and English at 1280×720 and 1920×1080 (the German playtest
found cut labels and lists): nothing ellipsised where the screen has room, every button's label whole."""

from __future__ import annotations

import os

import pygame
import pytest

from game.core.match import Match, SeatSpec
from scenes.engine.widgets import Button, text_width
from scenes.shell.bot_names import difficulty
from scenes.shell.history import HistoryEntry
from scenes.shell.history_view import HistoryScreen
from scenes.shell.menu import MainMenu
from scenes.shell.pause import PauseMenu
from scenes.shell.rules_view import RulesScreen
from tests.scenes.support.endscreen import FINISHED_GAMES, end_screen_over_its_table, real_app, resize  # noqa: F401
from tests.scenes.support.shell import TOY, FakeTable, app, home, key, send, top, toy_registered  # noqa: F401

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "de"]


def at(app, size: tuple[int, int], language: str) -> None:  # noqa: F811
    app.use_language(language)
    app.ctx.stack.language_changed()
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size), frames=2)


def shot(app, name: str) -> None:  # noqa: F811
    """A picture of the screen for a person to look at, when HUSTINGS_SHOTS names a folder."""
    folder = os.environ.get("HUSTINGS_SHOTS")
    if folder:
        pygame.image.save(app.screen, os.path.join(folder, name + ".png"))


def whole_label(button: Button) -> bool:
    """The button's label at its own size fits inside the button on one line."""
    ctx = button.ctx
    return text_width(ctx, button.text, button.size, True) <= button.rect.w - round(16 * ctx.scale)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_recent_games_show_every_seat_and_the_replay_button_its_whole_label(app, size, language) -> None:  # noqa: F811
    seats = (SeatSpec(kind="bot", name="Spieler 1 (bot)", level="heuristic"),
             SeatSpec(kind="bot", name="Otto (Beginner)", level="random"),
             SeatSpec(kind="bot", name="Ines (Normal)", level="heuristic"), SeatSpec(name="Karoline Hohenstein"))
    app.services.history.add(HistoryEntry(finished_at="2026-12-07T12:41:00+00:00", game="demos", title="DēmoS",
                                          seats=seats, winners=(0,)))
    at(app, size, language)
    app.ctx.stack.push(HistoryScreen(app.ctx))
    send(app, frames=2)
    screen = top(app)
    shot(app, f"history_{language}_{size[1]}")
    cut = [(cell, lines) for cell, lines in screen.grid.drawn_cells() if any(line.endswith("…") for line in lines)]
    assert not cut
    recent = screen.grid.sections[-1].rows[0][2]
    assert "Ines (Normal)" in recent
    assert whole_label(screen.replay_button) and whole_label(screen.back_button)


def marked(menu) -> list[str]:
    """The menu's buttons that stand out: the suggested (primary) one and the one with the keyboard focus."""
    return [name for name, b in menu.buttons.items() if b.kind == "primary" or menu.form.focused is b]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_main_menu_marks_one_button_at_a_time(app, size, language) -> None:  # noqa: F811
    at(app, size, language)
    menu = top(app)
    assert isinstance(menu, MainMenu)
    menu.form.focus(menu.buttons["Settings"])  # as after coming back from the settings (playtest)
    send(app, frames=2)
    shot(app, f"menu_{language}_{size[1]}")
    assert marked(menu) == ["Settings"]
    menu.form.focus(menu.buttons["New game"])
    send(app, frames=2)
    assert marked(menu) == ["New game"]
    send(app, key(pygame.K_DOWN), frames=2)  # the focus walks on: New game is no longer drawn as the suggestion
    assert marked(menu) == ["Learn to play"]
    assert all(whole_label(b) for b in menu.buttons.values())


def test_f1_on_the_main_menu_opens_the_rules(app) -> None:  # noqa: F811
    send(app, key(pygame.K_F1), frames=2)
    assert isinstance(top(app), RulesScreen)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pause_menu_says_every_changed_seat_in_whole_words(app, size, language) -> None:  # noqa: F811
    at(app, size, language)
    tr = app.ctx.tr
    seats = [SeatSpec(name="Anna"), SeatSpec(name="Ben"), SeatSpec(name="Cleo")]
    table = FakeTable(app.ctx, Match(TOY.rules, {}, seats, 1))
    pause = PauseMenu(app.ctx, table, table.match)
    app.ctx.stack.push(pause)
    send(app, frames=2)
    # what the seats dialog says after two seats went to Beginner bots (the playtest's 3-seat Dindex)
    changes = [tr("seat {number} {level} bot", number=n, level=difficulty("random", tr)) for n in (1, 2)]
    pause.status = tr("Now: {changes}.", changes=", ".join(changes))
    send(app, frames=2)
    shot(app, f"pause_status_{language}_{size[1]}")
    lines = pause.status_lines()
    assert " ".join(lines) == pause.status and not any(line.endswith("…") for line in lines)
    line = pause.status_rect()
    assert pause.panel.rect.contains(line) and pygame.Rect((0, 0), size).contains(pause.panel.rect)
    for widget in pause.form.widgets:
        if widget is not pause.panel:
            assert not widget.rect.colliderect(line)
            assert not isinstance(widget, Button) or whole_label(widget)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_bar_over_the_final_table_says_its_headline_whole(real_app, size, language) -> None:  # noqa: F811
    """DēmoS playtest: "Tisch am Spielende · Kein Sieg: niemand hat ein ELJ-Trio prä…" beside the bar's buttons."""
    real_app.use_language(language)
    resize(real_app, size)
    table, end = end_screen_over_its_table(real_app, FINISHED_GAMES["demos-5"]())
    tr = real_app.ctx.tr
    end.said = tr("No winner: {reason}", reason=tr("nobody presented an E-L-J trio"))
    end.show_table()
    end.resized(size)
    send(real_app, frames=2)
    shot(real_app, f"final_table_bar_{language}_{size[1]}")
    lines = end.bar_title.lines()
    assert not any(line.endswith("…") for line in lines) and " ".join(lines).endswith(end.said)
    assert end.bar_title.size >= 13
    for button in (end.back_button, end.result_button):
        assert not end.bar_title.rect.colliderect(button.rect) and whole_label(button)
    assert end.table_bar.contains(end.bar_title.rect)
    assert not end.table_bar.colliderect(table.log.world_rect())  # type: ignore[attr-defined]
