"""No English is left on the shell's screens: each is drawn in the pseudo language (every translated text comes
back accented, scenes.engine.i18n.PSEUDO) at 1280×720 and 1920×1080, every help line shown as hovering shows
it, and the texts drawn in plain ASCII words are listed (tests/scenes/support/i18n.py).

Allowed are the names the test itself gave (seats, save files, the user's folders), the games' titles, and
texts that come from the games rather than the shell: a game's summary and option words on New game (the
games' packages mark them and their domains translate them; ctx.tr shows the English until they do), the
rules' own description of a move in the replay's move line, a view's field names in a replay in words, and
the words a table's package gives to its result columns (its column words). Each test collects those from
the games it shows, so a new English word of the shell's own still fails it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.match import Match, SeatSpec
from game.core.protocol import Result
from game.core.registry import GameInfo
from scenes.app import App
from scenes.engine.i18n import LANGUAGES, PSEUDO, Translator, pseudo
from scenes.engine.privacy import PrivacyScreen
from scenes.engine.render import SurfaceCache
from scenes.engine.scene import Scene
from scenes.engine.widgets import Checkbox, Choice, TextInput
from scenes.shell.endscreen import EndScreen
from scenes.shell.history import HistoryEntry, entry_for
from scenes.shell.history_view import HistoryScreen
from scenes.shell.load import LoadScreen
from scenes.shell.newgame import NewGame
from scenes.shell.replay import ReplayScreen
from tests.scenes.support.endscreen import FINISHED_GAMES, end_screen_over_its_table, real_app  # noqa: F401
from tests.scenes.support.i18n import PLAIN_WORD, DrawnTexts, catalog_pseudo
from tests.scenes.support.shell import (  # noqa: F401
    TOY,
    FakeTable,
    app,
    click_widget,
    home,
    key,
    send,
    top,
    toy_registered,
    type_text,
)

SIZES = [(1280, 720), (1920, 1080)]
TOY_TITLES = {"Toy", "Race", "Walk", "Rounds"}
SEATS = ["Anna", "Ben"]


# -- helpers ---------------------------------------------------------------------------------------------------
def speak_pseudo(app: App, size: tuple[int, int]) -> DrawnTexts:  # noqa: F811
    """Record what is drawn from now on, in the pseudo language, at `size`."""
    drawn = DrawnTexts(app.ctx)
    app.ctx.tr = Translator(PSEUDO)
    app.ctx.stack.language_changed()
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    assert app.ctx.size == size
    return drawn


def words_of(texts: Iterable[Any]) -> set[str]:
    return {word for text in texts if isinstance(text, str) for word in PLAIN_WORD.findall(text)}


def code_words(codes: Iterable[Any]) -> set[str]:
    """Seat codes as a screen may draw them: whole, or cut short to fit ('ZK…'); random letters, not English."""
    return {word[:n] for word in words_of(codes) for n in range(1, len(word) + 1)}


def folder_words(app: App) -> set[str]:  # noqa: F811
    """The user's folders as the screens name them (a temporary folder of the test, and the app's own folders in
    it: a saved game's message names the saves folder, wrapped whole since the pause status has three lines)."""
    folders = (app.dirs.config, app.dirs.data, app.dirs.saves, app.dirs.finished, app.dirs.unfinished)
    parts = {part for p in folders for part in Path(p).parts}
    words = {word for part in parts for word in re.split(r"[-_ .]", part) if word}
    return {word[:n] for word in words for n in range(1, len(word) + 1)}  # whole, or cut short to fit ("sa…")


def hover_all(app: App, scene: Any) -> None:  # noqa: F811
    """Every widget's help line, as hovering shows it."""
    for widget in list(scene.form.widgets):
        scene.form.focus(widget)
        send(app)


def draw_alone(app: App, scene: Scene) -> None:  # noqa: F811
    """Draw `scene` by itself on a blank frame, the text cache emptied so every text of it is rendered (and so
    noted) again: a dialog over a table is checked without the table's own words, which its domain covers."""
    app.ctx.painter.cache = SurfaceCache()
    surface = pygame.Surface(app.ctx.size)
    scene.draw(surface)


def assert_no_english(drawn: DrawnTexts, allowed: Iterable[str] = ()) -> None:
    left = drawn.english(allowed=set(allowed) | TOY_TITLES | set(LANGUAGES.values()))
    assert left == [], "English drawn:\n" + "\n".join(left)


def game_data_words(games: Iterable[GameInfo]) -> set[str]:
    """What a game hands the shell to show: its title, summary, variants and its options model's words."""
    texts: list[Any] = []
    for game in games:
        texts += [game.title, game.summary, *(v.label for v in game.variants)]
        for name, info in game.rules.options_model.model_fields.items():
            texts += [name.replace("_", " "), info.title, info.description]
    return words_of(texts)


def option_words(screen: NewGame) -> set[str]:
    """The words of the options panel: the options form and a game's own set-up fields (the table framework's
    and the games' domains, scenes/tables/), not the shell's."""
    texts: list[Any] = []
    for field in screen.options.fields if screen.options is not None else []:
        widget = field.widget
        texts += [field.label, field.help, widget.help]
        if isinstance(widget, Choice):
            texts += [label for _, label in widget.options]
        if isinstance(widget, Checkbox):
            texts.append(widget.label)
        if isinstance(widget, TextInput):
            texts.append(widget.placeholder)
        explain = getattr(widget, "explain", None)  # a game's own choice may explain its options under the rows
        if callable(explain):
            texts += explain()
    return words_of(texts)


def finished_toy(seats: list[SeatSpec] | None = None) -> Match:
    match = Match(TOY.rules, {"target": 6}, seats or [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 2)
    while not match.is_over:
        match.submit(match.active_players()[0], {"kind": "step", "size": 1})
    return match


def start_toy(app: App) -> FakeTable:  # noqa: F811
    seats = [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Greta (Nórmál)", level="heuristic")]
    app.services.start_match(Match(TOY.rules, {"target": 20}, seats, 5))
    send(app)
    table = top(app)
    assert isinstance(table, FakeTable)
    return table


# -- the screens -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_no_english_on_new_game_its_seats_levels_and_messages(app, size) -> None:  # noqa: F811
    drawn = speak_pseudo(app, size)
    send(app)
    click_widget(app, top(app).buttons["New game"])
    screen = top(app)
    assert isinstance(screen, NewGame)
    send(app)
    screen.kinds[1] = "bot:search"  # a bot seat, named with its difficulty
    screen.rebuild()
    hover_all(app, screen)
    screen.choose_game(next(item for item in screen.game_list.items if not item.enabled))  # "table coming"
    send(app)
    screen.names[0] = ""  # the validation messages
    screen.refresh()
    send(app)
    screen.names[0] = "Anna"
    screen._seed_changed("abc")
    send(app)
    allowed = game_data_words(app.services.games().values()) | option_words(screen) | {"abc"}  # the seed typed
    assert_no_english(drawn, allowed)


@pytest.mark.parametrize("size", SIZES)
def test_no_english_on_new_game_with_the_real_games(real_app, size) -> None:  # noqa: F811
    drawn = speak_pseudo(real_app, size)
    send(real_app)
    click_widget(real_app, top(real_app).buttons["New game"])
    screen = top(real_app)
    assert isinstance(screen, NewGame)
    allowed = game_data_words(real_app.services.games().values())
    for item in list(screen.game_list.items):  # every game's seats and options
        screen.choose_game(item)
        send(real_app)
        hover_all(real_app, screen)
        allowed |= option_words(screen)
    assert_no_english(drawn, allowed)


@pytest.mark.parametrize("size", SIZES)
def test_no_english_on_load_and_replay_lists_and_their_messages(app, size) -> None:  # noqa: F811
    dirs = app.dirs
    dirs.saves.mkdir(parents=True, exist_ok=True)
    Match(TOY.rules, {}, [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 3).save(dirs.saves / "Friday.json")
    (dirs.saves / "broken.json").write_text("{", encoding="utf-8")
    (dirs.saves / "folder.json").mkdir()
    finished_toy().save(dirs.autosave)  # a finished game in the autosave: it is recorded when opened
    drawn = speak_pseudo(app, size)
    for purpose in ("play", "replay"):
        screen = LoadScreen(app.ctx, purpose=purpose)
        app.ctx.stack.push(screen)
        send(app, frames=3)
        hover_all(app, screen)
        for item in list(screen.list.items):  # each file's message when it cannot be opened
            screen.open(item)
            send(app)
            for _ in range(3):  # the message box read, then closed
                if top(app) is screen or isinstance(top(app), FakeTable | ReplayScreen):
                    break
                send(app, key(pygame.K_ESCAPE))
            app.ctx.stack.reset(screen)
            send(app)
        app.ctx.stack.pop()
    empty = LoadScreen(app.ctx)  # an empty list says so
    for path in dirs.saves.iterdir():
        path.unlink() if path.is_file() else path.rmdir()
    app.ctx.stack.push(empty)
    send(app)
    import json

    try:
        json.loads("{")
    except ValueError as exc:  # Python's own words for the broken file, which no catalog of ours holds
        said = words_of([exc.msg])  # type: ignore[attr-defined]
    python_words = {word[:k] for word in said for k in range(2, len(word) + 1)}  # a row cuts it with "…"
    allowed = {"Friday", "broken", "folder", "autosave", "json", *SEATS} | python_words
    assert_no_english(drawn, allowed)


@pytest.mark.parametrize("size", SIZES)
def test_no_english_on_the_replay_its_controls_and_views(app, size) -> None:  # noqa: F811
    match = finished_toy()
    drawn = speak_pseudo(app, size)
    replay = ReplayScreen(app.ctx, match.record())
    app.ctx.stack.push(replay)
    send(app)
    hover_all(app, replay)
    for step in (1, 5, replay.total):
        replay.go(step)
        send(app)
    replay.set_viewer(0)
    send(app)
    app.ctx.stack.pop()
    walk = app.services.games()["walk"]  # a game without a table: its view in words
    tableless = Match(walk.rules, {}, [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 1)
    tableless.submit(0, {"kind": "step", "size": 2})
    words_replay = ReplayScreen(app.ctx, tableless.record())
    app.ctx.stack.push(words_replay)
    send(app)
    # the rules' own description of each move and a view's field names come from the game
    moves = [r.rules.describe_action_for(a, p, None) for r in (match, tableless) for p, a in r.actions]
    fields = [name.replace("_", " ") for name in walk.rules.view_model.model_fields]
    assert_no_english(drawn, words_of([*moves, *fields]) | set(SEATS))


@pytest.mark.parametrize("size", SIZES)
def test_no_english_in_the_history(app, size) -> None:  # noqa: F811
    from datetime import datetime

    history = app.services.history
    won = finished_toy([SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Greta (Hard)", level="search")])
    history.add(entry_for(won, won.result(), datetime(2026, 12, 7, 9, 23), None))
    handed = finished_toy([SeatSpec(kind="bot", name="Anna (bot)", level="heuristic"), SeatSpec(name="Ben")])
    nobody = Result(winners=(), reason="target_reached", details={"roles": ["democrat", "oligarch"]})
    history.add(entry_for(handed, nobody, datetime(2026, 12, 8, 20, 5), None))
    history.add(HistoryEntry(finished_at="2026-12-09T10:00:00", game="toy", title="Toy Race",
                             seats=(SeatSpec(name="Anna"),), winners=(), scores={"0": 173.5}, rank="Local Hero"))
    drawn = speak_pseudo(app, size)
    screen = HistoryScreen(app.ctx)
    app.ctx.stack.push(screen)
    send(app)
    hover_all(app, screen)
    for _ in range(12):  # every table of it, scrolled into view
        screen.grid.wheel(-3)
        send(app)
    assert_no_english(drawn, words_of(s.name for e in history.load() for s in e.seats))


@pytest.mark.parametrize("size", SIZES)
def test_the_history_names_a_games_roles_in_its_words(real_app, size) -> None:  # noqa: F811
    """The History's roles table as German players read it (a playtest read "Democrat" in the Chronik): the role
    in the game's own words, which its catalog holds."""
    from datetime import datetime

    match = FINISHED_GAMES["dindex-7"]()
    real_app.services.history.add(entry_for(match, match.result(), datetime(2026, 12, 7, 9, 23), None))
    drawn = speak_pseudo(real_app, size)
    real_app.ctx.tr = catalog_pseudo()
    screen = HistoryScreen(real_app.ctx)
    real_app.ctx.stack.push(screen)
    send(real_app)
    for _ in range(12):  # every table of it, scrolled into view
        screen.grid.wheel(-3)
        send(real_app)
    roles = [row[1] for section in screen.grid.sections if section.title == real_app.ctx.tr("Roles")
             for row in section.rows]
    assert sorted(roles) == sorted({real_app.ctx.tr("Democrat (dog)"), real_app.ctx.tr("Oligarch (wolf)")})
    assert_no_english(drawn, code_words(s.name for s in match.seats))  # the seats' list cut short: "He…"


@pytest.mark.parametrize("size", SIZES)
def test_no_english_in_the_pause_menu_and_its_dialogs(app, size) -> None:  # noqa: F811
    table = start_toy(app)
    drawn = speak_pseudo(app, size)
    send(app, key(pygame.K_ESCAPE))
    menu = top(app)
    hover_all(app, menu)
    for name in ("save", "seats", "quit_to_menu"):
        getattr(menu, name)()
        send(app)
        dialog = top(app)
        hover_all(app, dialog)
        if name == "save":
            dialog.name.value = ""  # said why it cannot save
            dialog.save()
            send(app)
            dialog.name.value = "Evening"
            dialog.save()  # closed, and the pause menu says where it went
        elif name == "seats":
            dialog.names[0].value = ""
            dialog.kinds[0].index = 0
            dialog.apply()  # the seat needs a name
            send(app)
            dialog.kinds[0].step(1)  # hand Anna's seat to a bot
            dialog.apply()
        else:
            dialog.close()
        send(app)
        draw_alone(app, top(app))
    assert table.match.seats[0].name.startswith("Anna")
    allowed = {"Greta", "Evening", *SEATS} | folder_words(app)
    assert_no_english(drawn, allowed)


@pytest.mark.parametrize("size", SIZES)
def test_no_english_on_the_toy_end_screen(app, size) -> None:  # noqa: F811
    match = finished_toy()
    drawn = speak_pseudo(app, size)
    table = FakeTable(app.ctx, match)
    app.ctx.stack.reset(table)
    app.services.game_finished(match)
    send(app)
    end = top(app)
    assert isinstance(end, EndScreen)
    hover_all(app, end)
    end.show_table()
    send(app)
    end.show_results()
    send(app)
    assert_no_english(drawn, SEATS)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", sorted(FINISHED_GAMES))
def test_no_english_in_the_end_screens_frame_over_every_game(real_app, game, size) -> None:  # noqa: F811
    match = FINISHED_GAMES[game]()
    drawn = speak_pseudo(real_app, size)
    _table, end = end_screen_over_its_table(real_app, match)
    drawn.texts.clear()
    draw_alone(real_app, end)  # the frame and its sheets; the table's own words are its domain's
    end.show_table()
    draw_alone(real_app, end)
    names = words_of(s.name for s in match.seats)
    assert_no_english(drawn, names | column_words(real_app, match))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", sorted(FINISHED_GAMES))
def test_every_word_of_a_games_end_screen_is_in_the_catalogs(real_app, game, size) -> None:  # noqa: F811
    """The end screen's headings, rows and facts as German players read them: a word the translator is handed
    but no catalog holds shows in English (a playtest read "Harmony", "Rounds", "Term", "Adverts", the
    districts' and agendas' names and "Most votes" in German games), so only the catalogs' words are accented."""
    match = FINISHED_GAMES[game]()
    drawn = speak_pseudo(real_app, size)
    real_app.ctx.tr = catalog_pseudo()
    real_app.ctx.stack.language_changed()
    _table, end = end_screen_over_its_table(real_app, match)
    drawn.texts.clear()
    draw_alone(real_app, end)
    end.show_table()
    draw_alone(real_app, end)
    assert_no_english(drawn, words_of(s.name for s in match.seats) | {"RP"})


def column_words(app: App, match: Match) -> set[str]:  # noqa: F811
    """The words a game's table package gives its result's values (its column words and codes' names)."""
    result = match.result()
    assert result is not None
    columns = app.services.column_words(match.rules.game_id)
    codes = app.services.code_words(match.rules.game_id)
    texts: list[Any] = []

    def walk(key: str, value: Any) -> None:
        if columns is not None and not isinstance(value, dict | list | tuple):
            texts.append(columns(key, value, app.ctx.tr))
        if codes is not None and isinstance(value, str):
            texts.append(codes(value))
        if isinstance(value, dict):
            for k, v in value.items():
                walk(key if str(k).isdigit() else str(k), v)
                walk(str(k), v)
        elif isinstance(value, list | tuple):
            for v in value:
                walk(key, v)

    walk("reason", result.reason)
    for name, value in result.details.items():
        walk(name, value)
    return words_of(texts)


@pytest.mark.parametrize("size", SIZES)
def test_no_english_on_the_pass_screen(app, size) -> None:  # noqa: F811
    drawn = speak_pseudo(app, size)
    away = [pseudo(f"Ben plays a card, line {n}") for n in range(30)]  # the table's words (its domain)
    for take_back, reason in ((None, ""), ((pseudo("Ben: take back the card"), lambda: None), pseudo("your vote"))):
        screen = PrivacyScreen(app.ctx, "Anna", lambda: None, reason=reason, away=away, take_back=take_back,
                               on_escape=lambda: None)
        app.ctx.stack.push(screen)
        send(app)
        app.ctx.stack.pop()
    first = PrivacyScreen(app.ctx, "Anna", lambda: None, away=away[:2], away_title="So far:")
    app.ctx.stack.push(first)
    send(app)
    assert_no_english(drawn, SEATS)


@pytest.mark.parametrize("size", SIZES)
def test_no_english_in_the_message_after_an_unexpected_error(app, size) -> None:  # noqa: F811
    start_toy(app)
    drawn = speak_pseudo(app, size)
    app._recover(RuntimeError("boom"))
    send(app)
    assert_no_english(drawn, folder_words(app) | {"crash", "log", "txt"})


# -- online: the app's own server on this computer -------------------------------------------------------------
@pytest.fixture
def online_app(home: Path) -> Iterator[App]:  # noqa: F811
    from scenes.smoke import FixedClock

    instance = App(["--size", "1280x720"])
    instance.clock = FixedClock()  # type: ignore[assignment]
    instance.services.online_listen = "127.0.0.1"
    instance.services.update_settings(animation_speed="instant")
    pygame.event.clear()
    yield instance
    instance.close()


def frames_until(app: App, done: Any, limit: int = 600) -> None:  # noqa: F811
    import time

    for _ in range(limit):
        send(app)
        if done():
            return
        time.sleep(0.002)
    raise AssertionError(f"not there after {limit} frames; top scene {top(app)}")


@pytest.mark.parametrize("size", SIZES)
def test_no_english_online_menu_host_join_lobby_and_online_pause(online_app, size) -> None:
    from scenes.shell.host import HUMAN, HostGame
    from scenes.shell.join import JoinScreen
    from scenes.shell.lobby import LobbyScreen
    from scenes.tables.common.table import BaseTable

    app_ = online_app
    drawn = speak_pseudo(app_, size)
    send(app_)
    click_widget(app_, top(app_).buttons["Online"])
    hover_all(app_, top(app_))
    click_widget(app_, top(app_).buttons["Join a game"])
    join = top(app_)
    assert isinstance(join, JoinScreen)
    hover_all(app_, join)
    join.join()  # no address: said why
    send(app_)
    join.address = "127.0.0.1:1"
    join.join()  # no code: said why
    send(app_)
    send(app_, key(pygame.K_ESCAPE))
    click_widget(app_, top(app_).buttons["Host a game"])
    host = top(app_)
    assert isinstance(host, HostGame)
    allowed = game_data_words(app_.services.games().values()) | option_words(host)
    hover_all(app_, host)
    kinds = list(host.kinds)
    host.kinds = [HUMAN] * len(kinds)  # two people at this computer: said why not
    host.refresh()
    send(app_)
    host.kinds = kinds
    host.refresh()
    click_widget(app_, host.start_button)
    lobby = top(app_)
    assert isinstance(lobby, LobbyScreen), host.status
    frames_until(app_, lambda: lobby.remote is not None and lobby.rows)
    hover_all(app_, lobby)
    lobby.start()  # someone is missing
    send(app_)
    seats = lobby.remote.seats
    allowed |= words_of(s.name for s in seats) | {"Greta"}
    friend = next(i for i, row in enumerate(lobby.rows) if len(row) > 4)
    click_widget(app_, lobby.rows[friend][4])  # Bot plays
    frames_until(app_, lambda: lobby.start_button.enabled)
    lobby.copy(friend)
    send(app_)
    allowed |= words_of(s.name for s in lobby.remote.seats) | folder_words(app_) | code_words(lobby.codes.values())
    assert_no_english(drawn, allowed)
    click_widget(app_, lobby.start_button)
    frames_until(app_, lambda: isinstance(top(app_), BaseTable))
    # at the table only the shell's dialogs are checked, each drawn alone: the table's words are its domain's
    seen: list[str] = []

    def look(scene: Scene) -> None:
        drawn.texts.clear()
        draw_alone(app_, scene)
        seen.extend(drawn.texts)

    send(app_, key(pygame.K_ESCAPE))
    pause = top(app_)
    look(pause)
    pause.seats()
    send(app_)
    look(top(app_))
    top(app_).close()
    pause.chat()
    send(app_)
    chat = top(app_)
    chat.line.value = "hello"  # what a person types is theirs
    look(chat)
    chat.line.value = ""
    chat.send()  # nothing typed: it closes
    drawn.texts[:] = seen
    assert_no_english(drawn, allowed | words_of(s.name for s in pause.match.seats) | {"hello"})



def test_the_names_and_words_the_shell_makes_are_german_in_german() -> None:
    """The pseudo language accents every text handed to the translator, found in a catalog or not: this checks
    the German catalog holds the words of names the shell makes (a call the extractor cannot read is missed)."""
    from scenes.engine.i18n import load_language
    from scenes.shell.bot_names import bot_names, default_bot_name
    from scenes.shell.last_game import default_name
    from scenes.shell.seats import bot_name, check_distinct_names, level_words

    german = load_language("de").translator
    assert default_name(0, german) == "Spieler 1"
    assert default_bot_name("search", 0, tr=german).endswith(" (Schwer)")
    assert default_bot_name("random", 0, taken=bot_names(), tr=german) == "Bot 1 (Anfänger)"
    assert level_words("heuristic", german) == "Bot · Normal" and level_words("search", german) == "Bot · Schwer"
    assert bot_name(SeatSpec(name="Anna"), "random", 0, german) == "Anna (Bot)"
    with pytest.raises(ValueError, match="Zwei Plätze heißen Anna"):
        check_distinct_names([SeatSpec(name="Anna"), SeatSpec(name="anna")], german)
