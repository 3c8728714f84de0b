"""Saving and loading through the shell: the pause menu's save, the Load list, a damaged save's message,
the autosave that Continue resumes, seats handed between people and bots, and the end of a game.

Nothing a person played is lost (issue 31, item 0): a new game never replaces an unfinished one. The
autosave holds the game being played; starting or loading another game first moves the unfinished one to
its own file, listed under Load and resumed by Continue when no game is being played."""

from __future__ import annotations

import pygame

from game.core.match import Match, SeatSpec
from scenes.app import App
from scenes.shell.base import MessageBox
from scenes.shell.endscreen import EndScreen
from scenes.shell.load import LoadScreen
from scenes.shell.menu import MainMenu
from scenes.shell.newgame import NewGame
from scenes.shell.pause import PauseMenu, SaveDialog
from scenes.shell.seats import SeatsDialog
from tests.scenes.support.shell import (  # noqa: F401
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
    type_text,
)


def start_toy(app, seed: int = 5) -> FakeTable:  # noqa: F811
    seats = [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Bot", level="random")]
    app.services.start_match(Match(TOY.rules, {"target": 20}, seats, seed))
    send(app)
    table = top(app)
    assert isinstance(table, FakeTable)
    return table


def pause(app) -> PauseMenu:  # noqa: F811
    send(app, key(pygame.K_ESCAPE))
    menu = top(app)
    assert isinstance(menu, PauseMenu)
    return menu


def button(scene, label: str):
    return next(w for w in scene.form.widgets if getattr(w, "text", None) == label)


def test_every_action_is_autosaved_and_continue_resumes_it(app) -> None:  # noqa: F811
    table = start_toy(app)
    send(app, key(pygame.K_SPACE), key(pygame.K_SPACE), key(pygame.K_SPACE))
    record = table.match.record()
    menu = pause(app)
    click_widget(app, button(menu, "Quit to menu"))
    confirm_quit(app)
    assert isinstance(top(app), MainMenu) and app.services.has_autosave()
    send(app)
    click_widget(app, top(app).buttons["Continue"])
    resumed = top(app)
    assert isinstance(resumed, FakeTable) and resumed.match is not table.match
    assert resumed.match.record() == record


def test_the_pause_menu_is_translucent_over_the_table_and_esc_resumes(app) -> None:  # noqa: F811
    table = start_toy(app)
    menu = pause(app)
    drawn = table.drawn
    send(app, frames=2)
    assert not menu.opaque and table.drawn == drawn + 2  # the table still shows, dimmed, behind
    send(app, key(pygame.K_SPACE))  # Space activates "Resume", the focused button; the table gets nothing
    assert top(app) is table and len(table.match.actions) == 0
    pause(app)
    send(app, key(pygame.K_ESCAPE))
    assert top(app) is table


def test_save_and_load_round_trip(app) -> None:  # noqa: F811
    table = start_toy(app)
    send(app, key(pygame.K_SPACE), key(pygame.K_SPACE))
    record = table.match.record()
    menu = pause(app)
    click_widget(app, button(menu, "Save game"))
    dialog = top(app)
    assert isinstance(dialog, SaveDialog)
    send(app, key(pygame.K_BACKSPACE, pygame.KMOD_CTRL))
    type_text(app, "Friday/../evening?")  # path characters are refused as typed
    send(app, key(pygame.K_RETURN))
    assert top(app) is menu and "Fridayevening" in menu.status
    path = app.dirs.saves / "Fridayevening.json"
    assert path.is_file()
    send(app, key(pygame.K_ESCAPE))  # resume
    send(app, key(pygame.K_SPACE))  # one more move after saving
    assert len(table.match.actions) == 3
    menu = pause(app)
    click_widget(app, button(menu, "Load game"))
    load = top(app)
    assert isinstance(load, LoadScreen)
    row = load.list.items[0]
    assert row.label == "Fridayevening" and "Toy Race" in row.detail and "Anna, Bot" in row.detail
    assert "2 moves" in row.detail
    send(app, key(pygame.K_RETURN))
    loaded = top(app)
    assert isinstance(loaded, FakeTable) and loaded.match.record() == record
    assert len(app.ctx.stack) == 1


def test_a_damaged_save_says_why_and_changes_nothing(app) -> None:  # noqa: F811
    table = start_toy(app)
    app.dirs.saves.mkdir(parents=True, exist_ok=True)
    (app.dirs.saves / "spilt coffee.json").write_text('{"game": "toy", "format": 1', encoding="utf-8")
    record = table.match.record()
    click_widget(app, button(pause(app), "Load game"))
    load = top(app)
    row = load.list.items[0]
    assert row.note == "damaged" and "could not be read" in row.detail
    click_widget(app, load.open_button)
    box = top(app)
    assert isinstance(box, MessageBox) and "spilt coffee.json could not be read" in box.text
    send(app, key(pygame.K_RETURN))
    assert top(app) is load
    send(app, key(pygame.K_ESCAPE), key(pygame.K_ESCAPE))
    assert top(app) is table and table.match.record() == record


def test_a_save_that_does_not_replay_is_refused(app) -> None:  # noqa: F811
    send(app)
    match = Match(TOY.rules, {}, [SeatSpec(name="A"), SeatSpec(name="B")], 1)
    match.submit(0, {"kind": "step", "size": 1})
    app.dirs.saves.mkdir(parents=True)
    path = app.dirs.saves / "tampered.json"
    match.save(path)
    path.write_text(path.read_text().replace('"player": 0', '"player": 1'), encoding="utf-8")
    click_widget(app, top(app).buttons["Load"])
    click_widget(app, top(app).open_button)
    box = top(app)
    assert isinstance(box, MessageBox) and "Action 1 of the save cannot be replayed" in box.text


def test_a_seat_is_handed_to_a_bot_and_back_to_a_person(app) -> None:  # noqa: F811
    table = start_toy(app)
    click_widget(app, button(pause(app), "Seats: people and bots"))
    dialog = top(app)
    assert isinstance(dialog, SeatsDialog)
    dialog.form.focus(dialog.kinds[0])
    send(app, key(pygame.K_RIGHT))  # Person -> Bot · Beginner
    dialog.form.focus(dialog.kinds[1])
    send(app, key(pygame.K_LEFT))  # Bot -> Person, who needs a name
    click_widget(app, button(dialog, "Apply"))
    assert top(app) is dialog and "Seat 2 needs the name" in dialog.status
    dialog.form.focus(dialog.names[1])
    type_text(app, "Carla")
    click_widget(app, button(dialog, "Apply"))
    assert isinstance(top(app), PauseMenu)
    assert top(app).status == "Now: seat 1 Beginner bot, seat 2 Carla."  # confirmed
    assert [(s.kind, s.name) for s in table.match.seats] == [("bot", "Anna (bot)"), ("human", "Carla")]
    assert [s.name for s in Match.load(app.dirs.autosave).seats] == ["Anna (bot)", "Carla"]
    # the save remembers who sat there before, so the lines of that time keep their names
    record = Match.load(app.dirs.autosave).record()
    assert [s.name for s in record.seats] == ["Anna", "Bot"] and len(record.seat_changes) == 2


def test_the_end_of_a_game_records_it_drops_the_autosave_and_shows_the_end_screen(app) -> None:  # noqa: F811
    table = start_toy(app)
    while not table.match.is_over:
        send(app, key(pygame.K_SPACE))
    end = top(app)
    assert isinstance(end, EndScreen) and not app.services.has_autosave()
    entries = app.services.history.load()
    assert len(entries) == 1 and entries[0].winners == table.match.result().winners
    assert (app.dirs.finished / entries[0].record_file).is_file()
    app.services.game_finished(table.match)  # told twice: recorded once, shown once
    assert len(app.services.history.load()) == 1 and top(app) is end and len(app.ctx.stack) == 2
    send(app)
    click_widget(app, end.buttons[2])  # Main menu
    assert isinstance(top(app), MainMenu) and not top(app).buttons["Continue"].enabled


def test_a_save_of_a_game_without_a_table_is_refused_with_a_reason(app) -> None:  # noqa: F811
    from tests.scenes.support.shell import TABLELESS

    match = Match(TABLELESS.rules, {}, [SeatSpec(name="A"), SeatSpec(name="B")], 1)
    match.save(app.dirs.saves / "walk.json")
    send(app)
    click_widget(app, top(app).buttons["Load"])
    send(app, key(pygame.K_RETURN))
    box = top(app)
    assert isinstance(box, MessageBox) and "Toy Walk cannot be played here yet" in box.text


def wait_for_progress(app, screen) -> None:  # noqa: F811
    """Frames until the save list has read every save's round (a worker thread replays them)."""
    import time

    deadline = time.monotonic() + 20
    while not screen.progress.done and time.monotonic() < deadline:
        send(app)  # frames, not sleep: the worker starts after the list's first frame, and frames show its rows
    send(app)
    assert screen.progress.done


def test_the_save_list_shows_each_saves_round(app) -> None:  # noqa: F811
    from tests.scenes.support.shell import ROUNDS

    seats = [SeatSpec(name="Anna"), SeatSpec(name="Ben")]
    match = Match(ROUNDS.rules, {}, seats, 1)
    while match.view(None).round < 3:
        match.submit(match.active_players()[0], {"kind": "step", "size": 1})
    match.save(app.dirs.saves / "rounds.json")
    Match(TOY.rules, {}, seats, 1).save(app.dirs.saves / "no rounds.json")
    send(app)
    click_widget(app, top(app).buttons["Load"])
    screen = top(app)
    wait_for_progress(app, screen)
    rows = {item.label: item.detail for item in screen.list.items}
    assert rows["rounds"].startswith("Toy Rounds · round 3 · ")
    assert rows["no rounds"].startswith("Toy Race · ") and "round" not in rows["no rounds"]


def test_a_dindex_save_shows_its_term(home) -> None:  # noqa: F811
    import game.dindex as dindex
    from game.core.bots import RandomBot
    from scenes.app import App
    from scenes.shell.load import LoadScreen

    seats = [SeatSpec(name=name) for name in ("Anna", "Ben", "Cleo")]
    match = Match(dindex.GAME.rules, {}, seats, 4)
    bot = RandomBot()
    while match.view(None).term < 2:  # seed 4: the first term ends without ending the game
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    assert not match.is_over
    real = App(["--size", "1280x720"])
    try:
        match.save(real.dirs.saves / "term two.json")
        real.ctx.stack.push(LoadScreen(real.ctx))
        send(real)
        screen = top(real)
        wait_for_progress(real, screen)
        assert screen.list.items[0].detail.startswith("Dindex · term 2 · ")
    finally:
        real.close()


def test_a_damaged_save_is_listed_without_a_round_and_the_list_opens_at_once(app) -> None:  # noqa: F811
    (app.dirs.saves).mkdir(parents=True, exist_ok=True)
    (app.dirs.saves / "broken.json").write_text("{", encoding="utf-8")
    send(app)
    click_widget(app, top(app).buttons["Load"])
    screen = top(app)
    wait_for_progress(app, screen)
    assert screen.list.items[0].note == "damaged" and "round" not in screen.list.items[0].detail


def test_quit_to_menu_asks_first_and_says_the_game_is_kept(app) -> None:  # noqa: F811
    """Issue 31: Quit to menu asked nothing; the autosave kept the game, but nobody said so."""
    from scenes.shell.pause import QuitDialog

    table = start_toy(app)
    send(app, key(pygame.K_SPACE))
    menu = pause(app)
    click_widget(app, button(menu, "Quit to menu"))
    dialog = top(app)
    assert isinstance(dialog, QuitDialog)
    assert any("Continue on the main menu resumes it" in getattr(w, "text", "") for w in dialog.form.widgets)
    send(app, key(pygame.K_ESCAPE))  # Esc: stay
    assert top(app) is menu
    click_widget(app, button(menu, "Quit to menu"))
    click_widget(app, button(top(app), "Stay"))
    assert top(app) is menu
    click_widget(app, button(menu, "Quit to menu"))
    confirm_quit(app)
    assert isinstance(top(app), MainMenu) and app.services.continue_path() == app.dirs.autosave
    assert Match.load(app.dirs.autosave).record() == table.match.record()


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
