"""Damaged and strange files through every screen that reads them, driven headlessly: Load, Replay, Continue,
History, the settings at start and the end of a game. Nothing crashes, nothing is lost, the player is told."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.core.files import STALE_AFTER_SECONDS
from game.core.match import Match, SeatSpec, read_record
from scenes.app import App
from scenes.shell.base import MessageBox
from scenes.shell.endscreen import EndScreen
from scenes.shell.history import HistoryEntry
from scenes.shell.history_view import HistoryScreen
from scenes.shell.load import LoadScreen
from scenes.shell.menu import MainMenu
from scenes.shell.storage import UserDirs
from scenes.tables.common.tableinfo import TableInfo
from tests.scenes.support.shell import TOY, FakeTable, app, click_widget, home, key, send, top, toy_registered  # noqa: F401

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, /dev/zero and symlinks as on POSIX")


DEEP = "[" * 100_000 + "]" * 100_000


HUGE_NUMBER = '{"games": [' + "7" * 5000 + "]}"


def toy_match(seed: int = 5) -> Match:
    return Match(TOY.rules, {"target": 20}, [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Bot", level="random")],
                 seed)


def save_good(folder: Path, name: str = "good") -> Path:
    match = toy_match()
    match.submit(0, {"kind": "step", "size": 1})
    path = folder / f"{name}.json"
    match.save(path)
    return path


def fill_with_strange_files(folder: Path) -> None:
    """A deep save, one with a huge number, and (on POSIX) a FIFO, a link to /dev/zero and a dangling link."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "deep.json").write_text(DEEP, encoding="utf-8")
    (folder / "huge.json").write_text('{"seed": ' + "9" * 5000 + "}", encoding="utf-8")
    if sys.platform != "win32":
        os.mkfifo(folder / "pipe.json")
        (folder / "zero.json").symlink_to("/dev/zero")
        (folder / "gone.json").symlink_to(folder / "never-there.json")


def open_menu_screen(app: App, label: str) -> object:  # noqa: F811
    app.services.to_menu()  # a fresh menu sees the files the test has just written (Continue's autosave)
    send(app)
    menu = top(app)
    assert isinstance(menu, MainMenu)
    click_widget(app, menu.buttons[label])
    send(app, frames=2)  # drawn, too: a name or message that cannot be drawn would fail here
    return top(app)


@pytest.mark.parametrize("label", ["Load", "Replay"])
def test_strange_files_in_the_saves_folder_are_listed_as_skipped_or_damaged(app, label: str) -> None:  # noqa: F811
    fill_with_strange_files(app.dirs.saves)
    save_good(app.dirs.saves)
    screen = open_menu_screen(app, label)
    assert isinstance(screen, LoadScreen)
    rows = {item.label.removeprefix("⚠ "): item for item in screen.list.items}
    assert rows["good"].note != "damaged"
    assert "nested more than" in rows["deep"].detail and "more than 100 digits" in rows["huge"].detail
    if sys.platform != "win32":
        assert rows["pipe"].detail == "skipped: a pipe (FIFO), not a saved game"
        assert rows["zero"].detail == "skipped: a device, not a saved game"
        assert rows["gone"].detail == "skipped: a link to nothing, not a saved game"
    assert all(rows[name].note == "damaged" for name in rows if name != "good")
    assert screen.list.items[screen.list.selected].label == "good"  # the first save that opens is chosen


@posix_only
def test_opening_a_fifo_from_the_list_says_why_and_changes_nothing(app) -> None:  # noqa: F811
    fill_with_strange_files(app.dirs.saves)
    screen = open_menu_screen(app, "Load")
    assert isinstance(screen, LoadScreen)
    pipe = next(item for item in screen.list.items if item.label == "⚠ pipe")
    screen.open(pipe)
    send(app)
    box = top(app)
    assert isinstance(box, MessageBox) and "pipe (FIFO), not a regular file" in box.text


def test_finished_games_that_are_damaged_do_not_stop_the_replay_list(app) -> None:  # noqa: F811
    fill_with_strange_files(app.dirs.finished)
    screen = open_menu_screen(app, "Replay")
    assert isinstance(screen, LoadScreen) and all(item.note == "damaged" for item in screen.list.items)


def test_a_file_name_that_is_no_text_is_shown_not_a_crash(app) -> None:  # noqa: F811
    if sys.platform == "win32" or os.fsencode("\udcff") != b"\xff":
        pytest.skip("needs a file system that takes any bytes in names")
    app.dirs.saves.mkdir(parents=True)
    (Path(os.fsdecode(bytes(app.dirs.saves)) + "/" + os.fsdecode(b"bad\xffname.json"))).write_text("{}")
    screen = open_menu_screen(app, "Load")
    assert isinstance(screen, LoadScreen) and screen.list.items[0].label == "⚠ bad\ufffdname"


def test_a_save_with_a_nul_in_a_name_is_damaged_and_the_list_still_draws(app) -> None:  # noqa: F811
    path = save_good(app.dirs.saves)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][0]["name"] = "An\x00na"
    path.write_text(json.dumps(data), encoding="utf-8")
    screen = open_menu_screen(app, "Load")
    assert isinstance(screen, LoadScreen)
    assert "A name cannot hold a control character (U+0000)" in screen.list.items[0].detail


@pytest.mark.parametrize("content", [DEEP, '{"seed": ' + "9" * 5000 + "}"])
def test_continue_with_a_damaged_autosave_says_why(app, content: str) -> None:  # noqa: F811
    app.dirs.data.mkdir(parents=True, exist_ok=True)
    app.dirs.autosave.write_text(content, encoding="utf-8")
    box = open_menu_screen(app, "Continue")
    assert isinstance(box, MessageBox) and box.title == "Cannot continue"
    assert "autosave.json could not be read as a Hustings save" in box.text
    assert app.dirs.autosave.read_text(encoding="utf-8") == content  # kept, not deleted


def test_continue_after_a_kill_at_the_end_of_a_game_records_it_once(app) -> None:  # noqa: F811
    match = toy_match()
    while not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    app.services.record_finished(match)
    match.save(app.dirs.autosave)  # as a kill before the autosave was removed would leave it
    box = open_menu_screen(app, "Continue")
    assert isinstance(box, MessageBox) and "had already ended" in box.text
    assert len(app.services.history.load()) == 1 and len(list(app.dirs.finished.iterdir())) == 1
    assert not app.dirs.autosave.exists()


def test_finishing_the_same_game_twice_counts_it_once(app) -> None:  # noqa: F811
    match = toy_match()
    while not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    first = app.services.record_finished(match)
    second = app.services.record_finished(Match.from_record(match.record()))
    assert first == second and len(app.services.history.load()) == 1


@pytest.mark.parametrize("content", [DEEP, HUGE_NUMBER])
def test_a_damaged_history_opens_an_empty_history_and_is_kept_aside(app, content: str) -> None:  # noqa: F811
    app.dirs.data.mkdir(parents=True, exist_ok=True)
    app.dirs.history.write_text(content, encoding="utf-8")
    screen = open_menu_screen(app, "History")
    assert isinstance(screen, HistoryScreen) and screen.entries == []
    assert (app.dirs.data / "history.json.damaged").read_text(encoding="utf-8") == content


def test_a_second_damaged_history_keeps_the_first_damaged_copy(app) -> None:  # noqa: F811
    app.dirs.data.mkdir(parents=True, exist_ok=True)
    for content in ("first [[[", "second {{{"):
        app.dirs.history.write_text(content, encoding="utf-8")
        app.services.history.load()
    assert (app.dirs.data / "history.json.damaged").read_text(encoding="utf-8") == "first [[["
    assert (app.dirs.data / "history.json.damaged-2").read_text(encoding="utf-8") == "second {{{"


def play_to_the_end(app: App) -> FakeTable:  # noqa: F811
    app.services.start_match(toy_match())
    send(app)
    table = top(app)
    assert isinstance(table, FakeTable)
    while not table.match.is_over:
        send(app, key(pygame.K_SPACE))
    return table


def test_the_end_of_a_game_over_a_damaged_history_records_it_and_keeps_the_old_file(app) -> None:  # noqa: F811
    app.dirs.data.mkdir(parents=True, exist_ok=True)
    app.dirs.history.write_text(DEEP, encoding="utf-8")
    table = play_to_the_end(app)
    send(app)
    assert isinstance(top(app), EndScreen) and not app.services.has_autosave()
    assert [e.winners for e in app.services.history.load()] == [table.match.result().winners]
    assert (app.dirs.data / "history.json.damaged").stat().st_size == len(DEEP)


def test_an_autosave_path_that_is_a_folder_does_not_stop_the_game_or_its_end(app, capsys) -> None:  # noqa: F811
    app.dirs.autosave.mkdir(parents=True)
    table = play_to_the_end(app)
    send(app)
    assert isinstance(top(app), EndScreen) and app.dirs.autosave.is_dir()
    assert len(app.services.history.load()) == 1 and table.match.is_over
    assert "could not remove the autosave" in capsys.readouterr().err


def write_settings(home: Path, content: str) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True, exist_ok=True)
    dirs.settings.write_text(content, encoding="utf-8")


@pytest.mark.parametrize("content", ["[" * 30_000 + "]" * 30_000, '{"sound": ' + "1" * 5000 + "}", "\x00\x01",
                                     '"just a string"'])
def test_damaged_settings_at_start_open_the_menu_with_the_defaults(home: Path, toy_registered, content: str,  # noqa: F811
                                                                   capsys) -> None:
    write_settings(home, content)
    started = App(["--size", "1280x720"], tables={"toy": TableInfo("toy", FakeTable)})
    try:
        send(started)
        assert isinstance(top(started), MainMenu) and started.services.settings.sound is True
    finally:
        started.close()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "settings file" in err and "using the defaults" in err


def test_one_bad_setting_keeps_the_good_ones_and_names_the_bad(home: Path, toy_registered, capsys) -> None:  # noqa: F811
    write_settings(home, json.dumps({"sound": False, "animation_speed": "warp", "fullscreen": False}))
    started = App(["--size", "1280x720"], tables={"toy": TableInfo("toy", FakeTable)})
    try:
        assert started.services.settings.sound is False and started.services.settings.animation_speed == "normal"
    finally:
        started.close()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "animation_speed: Input should be" in err


def test_stale_temp_files_of_killed_writes_are_removed_at_start(home: Path, toy_registered) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    leftovers = [dirs.data / ".autosave-a1b2c3d4.tmp", dirs.config / ".settings-a1b2c3d4.tmp",
                 dirs.data / ".history-a1b2c3d4.tmp", dirs.saves / ".Friday-a1b2c3d4.tmp"]
    for path in leftovers:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("half", encoding="utf-8")
        then = time.time() - STALE_AFTER_SECONDS - 60
        os.utime(path, (then, then))
    App(["--size", "1280x720"], tables={"toy": TableInfo("toy", FakeTable)}).close()
    assert not any(path.exists() for path in leftovers)


def test_when_the_history_is_written_the_autosave_already_holds_the_finished_game(app, monkeypatch) -> None:  # noqa: F811
    """A kill between writing the history and removing the autosave leaves nothing Continue could resume."""
    seen_at_history_time = []
    history = app.services.history
    real_add = history.add

    def add_and_look(entry: HistoryEntry) -> None:
        seen_at_history_time.append(Match.from_record(read_record(app.dirs.autosave)).is_over)
        real_add(entry)

    monkeypatch.setattr(history, "add", add_and_look)
    play_to_the_end(app)
    assert seen_at_history_time == [True]


def test_a_history_entry_with_a_nul_in_a_name_is_left_out_and_the_screen_draws(app) -> None:  # noqa: F811
    match = toy_match()
    while not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    app.services.record_finished(match)
    data = json.loads(app.dirs.history.read_text(encoding="utf-8"))
    broken = json.loads(json.dumps(data["games"][0]))
    broken["seats"][0]["name"] = "An\x00na"
    data["games"].append(broken)
    app.dirs.history.write_text(json.dumps(data), encoding="utf-8")
    screen = open_menu_screen(app, "History")
    assert isinstance(screen, HistoryScreen) and [e.seats[0].name for e in screen.entries] == ["Anna"]


@posix_only
def test_a_history_that_is_a_fifo_opens_an_empty_history_without_waiting(app) -> None:  # noqa: F811
    app.dirs.data.mkdir(parents=True, exist_ok=True)
    os.mkfifo(app.dirs.history)
    screen = open_menu_screen(app, "History")
    assert isinstance(screen, HistoryScreen) and screen.entries == []
    assert (app.dirs.data / "history.json.damaged").is_fifo() and not app.dirs.history.exists()
