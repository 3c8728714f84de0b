"""Choosing the language: the system's on first start, Settings changes it at once and remembers it,
`--lang de|en` opens the app in that language this time, and every shell word goes through the translator."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from scenes.app import App, main
from scenes.engine.i18n import LANGUAGES, PSEUDO, Translator
from scenes.shell.menu import MainMenu
from scenes.shell.settings_view import SettingsScreen
from scenes.shell.storage import UserDirs, load_settings
from tests.scenes.support.i18n import DrawnTexts
from tests.scenes.support.shell import app, click_widget, home, key, send, top, toy_registered  # noqa: F401


def started(argv: list[str]) -> App:
    instance = App(["--size", "1280x720", *argv], tables={})
    send(instance)
    return instance


def test_the_first_start_speaks_the_systems_language(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    monkeypatch.setenv("LANGUAGE", "de_DE")
    instance = started([])
    try:
        menu = top(instance)
        assert isinstance(menu, MainMenu)
        assert menu.buttons["New game"].text == "Neues Spiel"
    finally:
        instance.close()


def test_choosing_deutsch_in_settings_applies_at_once_to_every_screen_and_is_remembered(app) -> None:  # noqa: F811
    send(app)
    click_widget(app, top(app).buttons["Settings"])
    screen = top(app)
    assert isinstance(screen, SettingsScreen) and screen.done.text == "Back"
    screen.form.focus(screen.language)
    send(app, key(pygame.K_RIGHT))  # English -> Deutsch
    screen = top(app)
    assert isinstance(screen, SettingsScreen)
    assert screen.done.text == "Zurück" and screen.language.value == "de"
    assert screen.form.focused is screen.language  # the player stays where they were
    assert load_settings(app.dirs).language == "de"
    send(app, key(pygame.K_ESCAPE))
    menu = top(app)
    assert isinstance(menu, MainMenu) and menu.buttons["Quit"].text == "Beenden"


def test_the_remembered_language_wins_over_the_systems(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text(json.dumps({"language": "de"}), encoding="utf-8")
    monkeypatch.setenv("LANGUAGE", "en_GB")
    instance = started([])
    try:
        assert instance.ctx.tr.language == "de"
    finally:
        instance.close()


def test_lang_on_the_command_line_wins_this_time_without_changing_the_setting(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text(json.dumps({"language": "en"}), encoding="utf-8")
    instance = started(["--lang", "de"])
    try:
        menu = top(instance)
        assert isinstance(menu, MainMenu) and menu.buttons["Rules"].text == "Regeln"
    finally:
        instance.close()
    assert load_settings(dirs).language == "en"


def test_a_language_hustings_does_not_speak_is_a_usage_error(home: Path, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: F811
    assert main(["--lang", "fr", "--frames", "1"]) == 2
    err = capsys.readouterr().err
    assert "--lang" in err and "'fr'" in err and "de" in err


def test_a_damaged_language_setting_is_the_systems_language(home: Path) -> None:  # noqa: F811
    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text(json.dumps({"language": "klingon"}), encoding="utf-8")
    instance = started([])
    try:
        assert instance.ctx.tr.language == "en"
    finally:
        instance.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_english_is_left_on_the_menu_and_settings(app, size: tuple[int, int]) -> None:  # noqa: F811
    drawn = DrawnTexts(app.ctx)
    app.ctx.tr = Translator(PSEUDO)
    app.ctx.stack.language_changed()
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    click_widget(app, top(app).buttons["Settings"])
    send(app)
    for widget in top(app).form.widgets:  # every help line, as hovering shows it
        top(app).form.focus(widget)
        send(app)
    folders = {part for p in (app.dirs.config, app.dirs.data) for part in Path(p).parts}
    names = {word for part in folders for word in part.replace("-", " ").replace("_", " ").split()}
    assert drawn.english(allowed=names | set(LANGUAGES.values())) == []  # a language is named in itself


def test_another_setting_changed_keeps_the_language_lang_chose(home: Path) -> None:  # noqa: F811
    """--lang de, then New game remembers its set-up (or the lobby its seat): the app stays German (it went
    back to the system's English at the table)."""
    instance = started(["--lang", "de"])
    try:
        instance.services.update_settings(volume=30)
        assert instance.ctx.tr.language == "de"
        instance.services.update_settings(language="en")  # choosing a language in Settings still applies
        assert instance.ctx.tr.language == "en"
    finally:
        instance.close()
