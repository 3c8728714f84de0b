"""New game remembers the last game started (game, options, seats, names) in the settings, checked on the way in;
a first run offers a person against bots; the player count is said once."""

from __future__ import annotations

import json
import re

import pygame

from game.core.match import SeatSpec
from scenes.app import App
from scenes.shell.last_game import LastGame, RememberedSeat
from scenes.shell.newgame import NewGame
from scenes.shell.storage import UserDirs, settings_from
from scenes.tables.common.tableinfo import TableInfo
from tests.scenes.support.shell import FakeTable, app, click_widget, home, key, send, top, toy_registered, type_text  # noqa: F401


def open_new_game(app: App) -> NewGame:  # noqa: F811
    app.services.to_menu()
    send(app)
    click_widget(app, top(app).buttons["New game"])
    screen = top(app)
    assert isinstance(screen, NewGame)
    send(app)
    return screen


def start_anna_and_a_bot_racing_to_30(app: App) -> None:  # noqa: F811
    screen = open_new_game(app)
    screen.form.focus(screen.count_field)
    send(app, key(pygame.K_LEFT))  # two seats
    screen.form.focus(screen.seat_rows[0][2])
    send(app, key(pygame.K_a, pygame.KMOD_CTRL))
    type_text(app, "Anna")
    screen.form.focus(screen.option_rows[0][1])
    send(app, key(pygame.K_a, pygame.KMOD_CTRL))
    type_text(app, "30")
    click_widget(app, screen.start_button)
    assert isinstance(top(app), FakeTable)


def write_settings(data: dict) -> None:
    dirs = UserDirs.from_env()
    dirs.settings.parent.mkdir(parents=True, exist_ok=True)
    dirs.settings.write_text(json.dumps(data), encoding="utf-8")


def test_a_first_run_offers_a_person_against_bots(app) -> None:  # noqa: F811
    screen = open_new_game(app)
    assert screen.kinds[0] == "human" and screen.names[0] == "Player 1"
    assert all(kind.startswith("bot:") for kind in screen.kinds[1:]) and screen.seat_count > 1
    click_widget(app, screen.start_button)
    table = top(app)
    assert isinstance(table, FakeTable)
    assert [s.is_bot for s in table.match.seats] == [False] + [True] * (screen.seat_count - 1)


def test_a_first_run_of_the_real_games_seats_a_person_against_heuristic_bots(home) -> None:  # noqa: F811
    real = App(["--size", "1280x720"])
    try:
        screen = open_new_game(real)
        assert screen.game is not None and screen.problem() == ""
        assert screen.kinds[0] == "human" and screen.kinds[1:] == ["bot:heuristic"] * (screen.seat_count - 1)
    finally:
        real.close()


def test_new_game_offers_the_last_game_again_with_its_options_seats_and_names(app) -> None:  # noqa: F811
    start_anna_and_a_bot_racing_to_30(app)
    last = app.services.settings.last_game
    assert last == LastGame(game="toy", seats=(RememberedSeat(kind="human", name="Anna"),
                                                RememberedSeat(kind="bot", level="random")), options={"target": 30},
                            by_game={"toy": {"target": 30}})
    screen = open_new_game(app)
    assert screen.game is not None and screen.game.id == "toy"
    assert screen.seat_count == 2 and screen.kinds == ["human", "bot:random"] and screen.names[0] == "Anna"
    assert screen.seat_rows[0][2] is not None and screen.seat_rows[0][2].value == "Anna"
    assert screen.option_rows[0][1].value == "30"
    assert screen.problem() == ""


def test_the_memory_outlives_the_app(home, toy_registered) -> None:  # noqa: F811
    first = App(["--size", "1280x720"], tables={"toy": TableInfo("toy", FakeTable)})
    try:
        start_anna_and_a_bot_racing_to_30(first)
    finally:
        first.close()
    second = App(["--size", "1280x720"], tables={"toy": TableInfo("toy", FakeTable)})
    try:
        screen = open_new_game(second)
        assert screen.names[0] == "Anna" and screen.option_values["target"] == 30 and screen.seat_count == 2
    finally:
        second.close()


def test_a_stale_memory_falls_back_item_by_item(home, toy_registered) -> None:  # noqa: F811
    bell = "Ben\u0007"  # a control character: no longer a name
    write_settings({"sound": False, "last_game": {
        "game": "toy", "options": {"target": 99},  # the toy race allows 3 to 50
        "seats": [{"kind": "human", "name": "Cleo"}, {"kind": "human", "name": bell},
                  {"kind": "bot", "level": "search"}, {"kind": "bot", "level": "random"}]}})
    instance = App(["--size", "1280x720"], tables={"toy": TableInfo("toy", FakeTable)})
    try:
        assert instance.services.settings.sound is False
        screen = open_new_game(instance)
        assert screen.seat_count == 3, "four seats remembered, the race seats three at most"
        assert screen.kinds == ["human", "human", "bot:random"], "a level the game lacks: its default bot"
        assert screen.names[:2] == ["Cleo", "Player 2"]
        assert screen.option_rows[0][1].value == "10", "options the rules refuse: the defaults"
        assert screen.problem() == ""
    finally:
        instance.close()


def test_a_remembered_game_that_is_not_installed_is_not_offered(home, toy_registered) -> None:  # noqa: F811
    write_settings({"last_game": {"game": "walk", "seats": [{"kind": "human", "name": "Dũng"}]}})
    instance = App(["--size", "1280x720"], tables={"toy": TableInfo("toy", FakeTable)})  # "walk" has no table
    try:
        screen = open_new_game(instance)
        assert screen.game is not None and screen.game.id == "toy" and screen.names[0] == "Player 1"
    finally:
        instance.close()


def test_a_damaged_memory_in_the_settings_file_is_dropped_alone() -> None:
    settings, problems = settings_from({"sound": False, "last_game": {"game": "", "seats": []}})
    assert settings.sound is False and settings.last_game is None and len(problems) == 1
    settings, problems = settings_from({"last_game": {"game": "toy", "seats": [{"kind": "ghost"}]}})
    assert settings.last_game is None and problems
    too_long = [{"kind": "bot", "level": "random"}] * 13
    assert settings_from({"last_game": {"game": "toy", "seats": too_long}})[0].last_game is None


def test_the_memory_of_a_started_game_keeps_people_by_name_and_bots_by_level() -> None:
    from scenes.shell.last_game import remember
    from tests.core.toy_game import ToyOptions

    last = remember("toy", [SeatSpec(name="Eva"), SeatSpec(kind="bot", name="Random bot 2", level="random")],
                    ToyOptions(target=12))
    assert last.seats == (RememberedSeat(kind="human", name="Eva"), RememberedSeat(kind="bot", level="random"))
    assert last.options == {"target": 12}


def test_the_player_count_is_said_once(home) -> None:  # noqa: F811
    real = App(["--size", "1280x720"])
    try:
        screen = open_new_game(real)
        for item in screen.game_list.items:
            screen.choose_game(item)
            screen = top(real)
            assert isinstance(screen, NewGame) and screen.game is not None
            shown = [screen.about.text, *(f"{i.label} {i.detail}" for i in screen.game_list.items
                                          if i.value == screen.game.id)]
            counts = re.findall(r"\d+\s*[–-]\s*\d+ players", " ".join(shown))
            assert len(counts) == 1, (screen.game.id, shown)
    finally:
        real.close()


def test_each_game_s_options_are_offered_again_when_it_is_picked_after_another_game() -> None:
    """Playtest: DēmoS's round count fell back to 14 in a new set-up while the seats were remembered."""
    from game.core.registry import get_game
    from scenes.shell.last_game import remember, remembered_options

    demos, dindex = get_game("demos"), get_game("dindex")
    seats = [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Bot", level="heuristic")]
    memory = remember("demos", seats, demos.rules.parse_options({"mode": "full", "round_limit": 6}))
    memory = remember("dindex", seats, dindex.rules.parse_options({}), memory)  # another game started since
    kept = LastGame.model_validate(json.loads(memory.model_dump_json()))  # as the settings file keeps it
    assert kept.game == "dindex"
    options = remembered_options(kept, demos)
    assert options["round_limit"] == 6 and options["mode"] == "full"


def test_a_damaged_remembered_option_falls_back_to_its_default_alone() -> None:
    from game.core.registry import get_game
    from scenes.shell.last_game import remembered_options

    demos = get_game("demos")
    memory = LastGame.model_validate({"game": "dindex", "seats": [{"kind": "human", "name": "Anna"}],
                                      "by_game": {"demos": {"mode": "full", "round_limit": "lots", "teams": "2v2"},
                                                  "dindex": "garbage"}})
    options = remembered_options(memory, demos)
    assert options["mode"] == "full" and options["teams"] == "2v2"  # the good values stay
    assert options["round_limit"] == demos.rules.parse_options({"mode": "full"}).round_limit  # the damaged one
    assert "dindex" not in memory.by_game and memory.seats[0].name == "Anna"  # a damaged entry goes alone
