"""Messages a person reads about a damaged save, a refused set-up and the online server, in the reader's
language: pydantic's complaints (game/core/validation.py Complaint) are worded by their type
(scenes/engine/complaints.py), the rules' refusals are worded errors, and the server's English refusals are
matched to their templates (scenes/engine/online_words.py). Drawn in the pseudo language, they leave no English
but the file's own keys and names; the command line's English is unchanged."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest
from pydantic import ValidationError

from game.core.match import LoadError, Match, SeatSpec, read_record
from game.core.validation import first_complaint, first_error
from game.dindex.rules.setup import role_pool
from game.dindex.state import DindexOptions
from game.online import words
from scenes.app import App
from scenes.engine.complaints import complaint_words
from scenes.engine.i18n import PSEUDO, Translator, error_words, load_language, pseudo
from scenes.engine.online_words import online_words
from scenes.shell.base import MessageBox
from scenes.shell.join import JoinScreen
from scenes.shell.load import LoadScreen
from scenes.shell.newgame import NewGame
from scenes.shell.replay import ReplayScreen
from scenes.tables import TABLE_INFO
from scenes.tables.common.tableinfo import TableInfo
from tests.scenes.shell.test_no_english import (
    SIZES,
    assert_no_english,
    frames_until,
    online_app,  # noqa: F401
    speak_pseudo,
    words_of,
)
from tests.scenes.support.i18n import DrawnTexts
from tests.scenes.support.shell import TOY, FakeTable, app, click_widget, home, send, top, toy_registered  # noqa: F401

GERMAN = load_language("de").translator


def toy_record() -> dict[str, Any]:
    match = Match(TOY.rules, {"target": 20}, [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 5)
    match.submit(0, {"kind": "step", "size": 1})
    return dict(json.loads(match.record().model_dump_json()))


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(record: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = record
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        if value is DROP:
            del target[last]
        else:
            target[int(last) if last.isdigit() else last] = value
    return change


DROP = object()
DAMAGE: dict[str, Callable[[dict[str, Any]], None]] = {
    "gameless": _set("game", DROP),  # Field required
    "wordseed": _set("seed", "five"),  # Input should be a valid integer
    "stranger": _set("colour", "red"),  # Extra inputs are not permitted
    "seatless": _set("seats", "Anna"),  # Input should be a valid list
    "kindless": _set("seats.1.kind", "robot"),  # Input should be 'human' or 'bot'
    "farther": _set("options.target", 99),  # the options: less than or equal to 50
    "outoforder": _set("actions.0.player", 1),  # Ben moves first: It is not Ben's turn
    "bigstep": _set("actions.0.action.size", "big"),  # That is not a valid action: size: …
    "noseat": _set("actions.0.player", 7),  # There is no seat 7
}
FILE_KEYS = {"game", "seats", "name", "seed", "colour", "options", "target", "actions", "action", "size", "kind",
             "human", "bot", "player"}
"""The save file's own keys and values, which a message names as they are written in the file."""


def write_damaged(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, damage in DAMAGE.items():
        record = toy_record()
        damage(record)
        (folder / f"{name}.json").write_text(json.dumps(record), encoding="utf-8")


def load_problem(path: Path, tr: Translator) -> str:
    try:
        Match.load(path)
    except LoadError as exc:
        return error_words(tr, exc)
    raise AssertionError(f"{path.name} loaded")


# -- damaged saves -------------------------------------------------------------------------------------------
def test_a_damaged_save_is_said_in_english_as_before_and_in_german(tmp_path: Path, toy_registered) -> None:  # noqa: F811
    write_damaged(tmp_path)
    english = Translator()
    assert load_problem(tmp_path / "gameless.json", english) == \
        "gameless.json is not a valid Hustings save: game: Field required"
    assert load_problem(tmp_path / "outoforder.json", english) == \
        "Action 1 of the save cannot be replayed: It is not Ben's turn to act."
    assert load_problem(tmp_path / "gameless.json", GERMAN) == \
        "gameless.json ist kein gültiger Hustings-Spielstand: „game“: hier fehlt eine Angabe"
    assert load_problem(tmp_path / "wordseed.json", GERMAN) == \
        "wordseed.json ist kein gültiger Hustings-Spielstand: „seed“: hier gehört eine ganze Zahl hin"
    assert load_problem(tmp_path / "kindless.json", GERMAN).endswith("„seats.1.kind“: erlaubt ist hier nur „human“ "
                                                                     "oder „bot“")
    assert load_problem(tmp_path / "farther.json", GERMAN) == \
        "Die Optionen des Spielstands sind ungültig: „target“: das darf höchstens 50 sein"
    assert load_problem(tmp_path / "outoforder.json", GERMAN) == \
        "Aktion 1 des Spielstands lässt sich nicht ausführen: Ben ist nicht am Zug."
    with pytest.raises(LoadError, match="is not a valid Hustings save: seed: Input should be a valid integer"):
        read_record(tmp_path / "wordseed.json")  # the command line's words are pydantic's, as they were


@pytest.mark.parametrize("size", SIZES)
def test_no_english_in_the_load_list_and_its_messages_about_damaged_saves(app, size) -> None:  # noqa: F811
    write_damaged(app.dirs.saves)
    drawn = speak_pseudo(app, size)
    screen = LoadScreen(app.ctx, purpose="play")
    app.ctx.stack.push(screen)
    send(app, frames=2)
    shown = 0
    for item in list(screen.list.items):
        screen.open(item)
        send(app)
        if isinstance(top(app), MessageBox):
            shown += 1
        app.ctx.stack.reset(screen)
        send(app)
    assert shown == len(DAMAGE)
    assert_no_english(drawn, set(DAMAGE) | FILE_KEYS | {"Anna", "Ben", "json", "big", "five", "red", "robot"})


@pytest.mark.parametrize("content", ['{"format": 1}', '{"format": 1, "game": "toy", "seed": 1.5}'])
def test_no_english_when_continue_meets_a_damaged_autosave(app, content: str) -> None:  # noqa: F811
    app.dirs.data.mkdir(parents=True, exist_ok=True)
    app.dirs.autosave.write_text(content, encoding="utf-8")
    drawn = speak_pseudo(app, (1280, 720))
    app.services.to_menu()
    send(app)
    click_widget(app, top(app).buttons["Continue"])
    send(app, frames=2)
    box = top(app)
    assert isinstance(box, MessageBox)
    assert_no_english(drawn, {"autosave", "json", "game", "rules_version", "options", "seats", "seed"})


def complaint_of(model: Any, data: Any) -> Any:
    try:
        model.model_validate(data)
    except ValidationError as exc:
        return first_error(exc)
    raise AssertionError("valid")


def test_pydantic_s_common_complaints_are_german_sentences_and_others_a_general_one() -> None:
    from pydantic import BaseModel, ConfigDict, Field

    class Sample(BaseModel):
        model_config = ConfigDict(extra="forbid", strict=True)
        count: int = Field(default=1, ge=1, le=9)
        name: str = Field(default="a", min_length=1, max_length=3)
        items: list[int] = Field(default_factory=list, max_length=2)
        flag: bool = False

    said = {data_key: complaint_words(GERMAN, complaint_of(Sample, data))
            for data_key, data in {"missing": {"count": None}, "low": {"count": 0}, "high": {"count": 10},
                                   "text": {"name": 5}, "long": {"name": "abcd"}, "many": {"items": [1, 2, 3]},
                                   "flag": {"flag": "yes"}, "extra": {"colour": 1}}.items()}
    assert said == {"missing": "„count“: hier gehört eine ganze Zahl hin",
                    "low": "„count“: das muss mindestens 1 sein",
                    "high": "„count“: das darf höchstens 9 sein",
                    "text": "„name“: hier gehört ein Text hin",
                    "long": "„name“: dieser Text sollte höchstens 3 Zeichen haben",
                    "many": "„items“: hier gehören höchstens 2 Einträge hin",
                    "flag": "„flag“: hier gehört true oder false hin",
                    "extra": "„colour“: diesen Eintrag kennt Hustings hier nicht"}
    try:
        Sample.model_validate_json("{")
    except ValidationError as exc:
        where, complaint = first_complaint(exc)
        assert complaint_words(GERMAN, complaint) == "das ist kein gültiges JSON"
    from game.core.validation import Complaint

    unusual = Complaint("Input should be a valid UUID", "id", "uuid_type")
    assert complaint_words(GERMAN, unusual) == "dieser Wert ist hier nicht gültig"
    assert str(unusual) == "Input should be a valid UUID"  # the English for the command line


# -- New game's refusals -------------------------------------------------------------------------------------
@pytest.fixture
def dindex_app(home: Path) -> Iterator[App]:  # noqa: F811
    FakeTable.instances.clear()
    instance = App(["--size", "1280x720"], tables={"dindex": replace(TABLE_INFO["dindex"], make_table=FakeTable)})
    pygame.event.clear()
    yield instance
    instance.close()


REFUSED_ROLES = [DindexOptions(role_distribution="custom", democrats=2, oligarchs=1),
                 DindexOptions(role_distribution="custom", democrats=2),
                 DindexOptions(role_distribution="table", oligarchs=1),
                 DindexOptions(role_distribution="unknown", democrats=1, oligarchs=1)]


@pytest.mark.parametrize("size", SIZES)
def test_no_english_in_new_game_s_dindex_role_refusals(dindex_app: App, size: tuple[int, int]) -> None:
    app_ = dindex_app
    drawn = speak_pseudo(app_, size)
    send(app_)
    click_widget(app_, top(app_).buttons["New game"])
    screen = top(app_)
    assert isinstance(screen, NewGame) and screen.game is not None and screen.game.id == "dindex"
    send(app_)
    assert screen.options is not None
    said = []
    for options in REFUSED_ROLES:
        screen.options.parse = lambda options=options: options  # type: ignore[method-assign]
        screen.refresh()
        send(app_)
        said.append(screen.problem_label.text)
    assert all(said) and len(set(said)) == len(REFUSED_ROLES)
    drawn.texts[:] = said  # the refusals as drawn; the rest of New game has its own test
    assert_no_english(drawn)


def test_the_dindex_role_refusals_keep_their_english_and_read_german_in_german() -> None:
    with pytest.raises(ValueError) as refused:
        role_pool(REFUSED_ROLES[0], 4)
    assert str(refused.value) == ("a custom role distribution must give every party one role: 2 democrats + 1 "
                                  "oligarchs is not 4")
    assert error_words(GERMAN, refused.value) == "Jede Partei braucht genau eine Rolle: 2 D + 1 O sind nicht 4"
    with pytest.raises(ValueError) as count:
        TOY.rules.check_player_count(TOY.rules.parse_options({}), 9)
    assert error_words(GERMAN, count.value).startswith(f"{TOY.rules.title} ist für ")


# -- the online server's words -------------------------------------------------------------------------------
def filled(template: str) -> dict[str, str]:
    import re

    return {name: f"x{k}" for k, name in enumerate(re.findall(r"\{(\w+)\}", template))}


@pytest.mark.parametrize("template", words.SAID)
def test_every_message_of_the_server_and_client_is_found_and_translated(template: str) -> None:
    names = filled(template)
    english = template.format(**names)
    assert online_words(Translator(), english) == english
    assert online_words(Translator(PSEUDO), english) == pseudo(template).format(**names)
    assert GERMAN.has(template)


def test_a_message_inside_a_message_is_translated_too() -> None:
    text = words.CLOSED.format(reason=words.NO_TABLE)
    assert online_words(GERMAN, text) == ("Der Server hat die Verbindung getrennt: Kein Tisch hat diesen Code: "
                                          "Prüfe ihn mit der Person, die ihn dir gegeben hat.")
    assert online_words(GERMAN, words.OTHER_VERSION.format(host="0.9", yours="0.8")) == \
        "Der Gastgeber hat Hustings 0.9, du hast 0.8: Ihr braucht beide dieselbe Version."
    assert online_words(GERMAN, "something else entirely") == "something else entirely"
    refused = words.NO_SERVER.format(url="ws://127.0.0.1:1", problem="ConnectionRefusedError: [Errno 111] refused")
    assert online_words(GERMAN, refused) == \
        "Unter ws://127.0.0.1:1 antwortet kein Hustings-Server (an diesem Port hört niemand zu)."


@pytest.mark.parametrize("size", SIZES)
def test_no_english_when_the_host_refuses_a_join(online_app: App, size: tuple[int, int]) -> None:  # noqa: F811
    app_ = online_app
    drawn = speak_pseudo(app_, size)
    port = app_.services.online.port  # the app's own server on this computer
    send(app_)
    click_widget(app_, top(app_).buttons["Online"])
    click_widget(app_, top(app_).buttons["Join a game"])
    join = top(app_)
    assert isinstance(join, JoinScreen)
    join.address, join.code = f"127.0.0.1:{port}", "K7QM-2XPD-9RHT"  # a code no table has
    join.join()
    frames_until(app_, lambda: join.status_is_error)
    assert join.status == pseudo(words.NO_TABLE)
    assert_no_english(drawn, words_of([join.address]))


def test_the_disconnected_line_at_an_online_table_is_in_the_reader_s_language() -> None:
    from types import SimpleNamespace

    from scenes.tables.common.remote_presenter import RemotePresenter

    presenter = RemotePresenter.__new__(RemotePresenter)
    presenter.link = SimpleNamespace(status="closed", problem=words.SEAT_ELSEWHERE)  # type: ignore[assignment]
    presenter.ctx = SimpleNamespace(tr=GERMAN)  # type: ignore[assignment]
    assert RemotePresenter.status_words(presenter) == \
        "Getrennt: Dieser Platz wurde über eine andere Verbindung geöffnet."


# -- Replay's bar names the seats ----------------------------------------------------------------------------
def test_replay_gives_the_table_s_move_words_the_players_names(app) -> None:  # noqa: F811
    heard: list[Any] = []

    def move_words(action: Any, own: bool, tr: Translator, seats: Any = ()) -> str:
        heard.append(list(seats))
        return "moved"

    app.services.tables["toy"] = TableInfo("toy", FakeTable, move_words=move_words)
    match = Match(TOY.rules, {"target": 20}, [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 5)
    match.submit(0, {"kind": "step", "size": 1})
    replay = ReplayScreen(app.ctx, match.record())
    assert replay.move_words(match.actions[0][1], 0) == "moved"
    assert heard[-1] == ["Anna", "Ben"]


def test_dindex_moves_name_the_seats_by_their_players() -> None:
    from game.dindex.state import AssignMinistry, ProposeCoalition
    from scenes.tables.dindex.words import action_words

    names = ["Anna", "Ben", "Cleo"]
    assert action_words(AssignMinistry(portfolio="interior", seat=1), True, seats=names) == \
        "Give the Interior Ministry to Ben"
    assert action_words(AssignMinistry(portfolio="interior", seat=1), True) == "Give the Interior Ministry to seat 2"
    assert action_words(ProposeCoalition(partners=(1, 2)), True, GERMAN, seats=names) == \
        "Eine Koalition mit Ben, Cleo vorschlagen"
    assert "Ben" in action_words(AssignMinistry(portfolio="interior", seat=1), True, GERMAN, seats=names)


_ = DrawnTexts  # the pseudo-language check (tests/scenes/support/i18n.py), through speak_pseudo


# -- a damaged lesson file -----------------------------------------------------------------------------------
def test_a_damaged_lesson_file_is_said_in_german(tmp_path: Path) -> None:
    from scenes.tutorial import lesson_file
    from scenes.tutorial.script import LessonError
    from tests.scenes.tutorial.test_script import load

    data = json.loads(lesson_file("demos").read_text(encoding="utf-8"))
    data["seats"] = "learner"
    with pytest.raises(LessonError) as refused:
        load(tmp_path, data)
    assert str(refused.value) == "demos.json: bad entry seats: Input should be a valid tuple"
    assert error_words(GERMAN, refused.value) == "demos.json: fehlerhafter Eintrag „seats“: hier gehört eine Liste hin"
    with pytest.raises(LessonError) as unread:
        load(tmp_path, '{"game": "demos", ', raw=True)
    said = error_words(Translator(PSEUDO), unread.value)
    assert said.startswith(pseudo("{file} cannot be read: ").format(file="demos.json"))
