"""Nothing a person played is lost (issue 31, item 0): a new game never replaces an unfinished one. The
autosave holds the game being played; starting or loading another game first moves the unfinished one to
its own file, listed under Load and resumed by Continue when no game is being played."""

from __future__ import annotations

import pygame

from game.core.match import Match, SeatSpec
from scenes.app import App
from scenes.shell.load import LoadScreen
from scenes.shell.menu import MainMenu
from scenes.shell.newgame import NewGame
from tests.scenes.test_shell_saves import button, pause, start_toy
from tests.scenes.test_shell_support import (  # noqa: F401
    TOY,
    FakeTable,
    app,
    click_widget,
    confirm_quit,
    home,
    key,
    send,
    top,
    toy_registered,
)


def quit_to_menu(app: App) -> None:  # noqa: F811
    click_widget(app, button(pause(app), "Quit to menu"))
    confirm_quit(app)
    send(app)
    assert isinstance(top(app), MainMenu)


def new_game_started_from_the_menu(app: App) -> FakeTable:  # noqa: F811
    click_widget(app, top(app).buttons["New game"])
    screen = top(app)
    assert isinstance(screen, NewGame)
    send(app)
    click_widget(app, screen.start_button)
    send(app)
    table = top(app)
    assert isinstance(table, FakeTable)
    return table


def test_the_playtest_repro_new_game_after_quit_to_menu_keeps_the_first_game(app) -> None:  # noqa: F811
    first = start_toy(app)
    send(app, *[key(pygame.K_SPACE)] * 3)
    first_record = first.match.record()
    quit_to_menu(app)
    second = new_game_started_from_the_menu(app)
    send(app, key(pygame.K_SPACE))
    quit_to_menu(app)
    assert top(app).buttons["Continue"].enabled
    # the first game is listed under Load, and resumes exactly where it was left
    click_widget(app, top(app).buttons["Load"])
    load = top(app)
    assert isinstance(load, LoadScreen)
    unfinished = [item for item in load.list.items if item.note == "unfinished"]
    assert len(unfinished) == 1 and "Anna" in unfinished[0].detail
    load.list.select(load.list.items.index(unfinished[0]))
    click_widget(app, load.open_button)
    resumed = top(app)
    assert isinstance(resumed, FakeTable) and resumed.match.record() == first_record
    assert second.match is not resumed.match


def test_continue_resumes_the_game_being_played_and_the_other_stays_kept(app) -> None:  # noqa: F811
    start_toy(app, seed=5)
    send(app, key(pygame.K_SPACE))
    quit_to_menu(app)
    second = new_game_started_from_the_menu(app)
    send(app, *[key(pygame.K_SPACE)] * 2)
    second_record = second.match.record()
    quit_to_menu(app)
    click_widget(app, top(app).buttons["Continue"])
    resumed = top(app)
    assert isinstance(resumed, FakeTable) and resumed.match.record() == second_record
    assert len(app.services.unfinished_games()) == 1  # the first game, still kept


def test_one_file_per_unfinished_game_however_often_they_are_switched(app) -> None:  # noqa: F811
    start_toy(app, seed=5)
    send(app, key(pygame.K_SPACE))
    quit_to_menu(app)
    new_game_started_from_the_menu(app)
    quit_to_menu(app)
    for _ in range(3):  # load the kept one, which moves the other out of the autosave
        kept = app.services.unfinished_games()
        assert len(kept) == 1
        assert app.services.play_saved(kept[0]) is None
        send(app, key(pygame.K_SPACE))
        quit_to_menu(app)
    assert app.dirs.autosave.is_file() and len(app.services.unfinished_games()) == 1


def test_finishing_a_game_removes_only_that_game(app) -> None:  # noqa: F811
    start_toy(app, seed=5)
    send(app, key(pygame.K_SPACE))
    kept_record = top(app).match.record()
    quit_to_menu(app)
    seats = [SeatSpec(name="Ben"), SeatSpec(kind="bot", name="Bot", level="random")]
    app.services.start_match(Match(TOY.rules, {"target": 3}, seats, 9))
    send(app)
    table = top(app)
    assert isinstance(table, FakeTable)
    while not table.match.is_over:
        table.step()
    assert not app.dirs.autosave.exists()  # the finished game is in the history, not resumable
    kept = app.services.unfinished_games()
    assert len(kept) == 1 and Match.load(kept[0]).record() == kept_record
    assert app.services.continue_path() == kept[0]  # Continue resumes the game still unfinished


def test_a_damaged_unfinished_game_is_listed_as_damaged_and_touches_nothing_else(app) -> None:  # noqa: F811
    start_toy(app, seed=5)
    send(app, key(pygame.K_SPACE))
    quit_to_menu(app)
    app.dirs.unfinished.mkdir(parents=True, exist_ok=True)
    (app.dirs.unfinished / "torn.json").write_text('{"game": "toy"', encoding="utf-8")
    before = app.dirs.autosave.read_bytes()
    click_widget(app, top(app).buttons["Load"])
    load = top(app)
    assert isinstance(load, LoadScreen)
    torn = next(item for item in load.list.items if "torn" in item.label)
    assert torn.note == "damaged"
    assert app.services.play_saved(app.dirs.unfinished / "torn.json") is not None  # refused, in words
    assert app.dirs.autosave.read_bytes() == before and (app.dirs.unfinished / "torn.json").exists()
