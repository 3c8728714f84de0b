"""Learn to play's screens (scenes/tutorial/screens.py) and the first start's offer on the menu
(scenes/tutorial/offer.py): only the games with a lesson are listed; a damaged lesson file says what is wrong and
nothing else breaks; every word goes through the translator; the screens fit every window."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.engine.i18n import PSEUDO, Translator
from scenes.shell.menu import MainMenu
from scenes.shell.newgame import NewGame
from scenes.tutorial import screens as screens_module
from scenes.tutorial.screens import LearnToPlay, LessonEnd
from scenes.tutorial.script import Lesson
from tests.scenes.support.i18n import DrawnTexts
from tests.scenes.support.shell import click_widget, home, key, send, top  # noqa: F401
from tests.scenes.tutorial.lessons import lesson

SIZES = [(800, 600), (1280, 720), (1920, 1080), (3840, 2160)]


@pytest.fixture
def app(home: Path) -> Iterator[App]:  # noqa: F811
    instance = App(["--size", "1280x720"])
    pygame.event.clear()
    send(instance)
    yield instance
    instance.close()


def finished_lesson_end(app: App) -> LessonEnd:
    from game.core.match import Match, SeatSpec
    from game.demos import GAME

    match = Match(GAME.rules, {"round_limit": 1}, [SeatSpec(name="Ada"), SeatSpec(kind="bot", name="B", level="random"),
                                                   SeatSpec(kind="bot", name="C", level="random")], 3)
    while not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    return LessonEnd(app.ctx, "demos", lesson(), match)


def fits(scene: object, size: tuple[int, int]) -> list[str]:
    window = pygame.Rect((0, 0), size)
    widgets = [w for w in scene.form.widgets if w.visible and w.focusable]  # type: ignore[attr-defined]
    out = [f"{type(w).__name__} {w.rect} outside" for w in widgets if not window.contains(w.rect)]
    out += [f"{type(a).__name__} {a.rect} over {type(b).__name__} {b.rect}"
            for a, b in itertools.combinations(widgets, 2) if a.rect.colliderect(b.rect)]
    return out


def test_learn_to_play_lists_each_game_that_has_a_lesson_and_only_those(app: App) -> None:
    click_widget(app, top(app).buttons["Learn to play"])
    screen = top(app)
    assert isinstance(screen, LearnToPlay)
    assert [row.game for row in screen.rows] == ["demos", "dindex", "diceocracy"]
    assert screen.rows[0].title.text == "DēmoS: your first game"
    assert screen.rows[2].title.text == "Diceocracy: your first game"
    assert [b.text for b in screen.rows[0].buttons] == ["Start the lesson"]
    send(app, key(pygame.K_ESCAPE))
    assert isinstance(top(app), MainMenu)


def test_a_damaged_lesson_file_says_what_is_wrong_and_nothing_else_breaks(app: App, tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes import tutorial

    damaged = tmp_path / "demos.json"
    data = json.loads(tutorial.lesson_file("demos").read_text(encoding="utf-8"))
    del data["steps"][4]["say"]["de"]
    damaged.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(tutorial, "lesson_file", lambda game: damaged)
    click_widget(app, top(app).buttons["Learn to play"])
    row = top(app).rows[0]
    assert row.problem == "demos.json: bad entry steps.4.say.de: Field required"
    assert row.about.text == row.problem and row.buttons == []
    send(app, key(pygame.K_ESCAPE))
    click_widget(app, top(app).buttons["New game"])  # the rest of the app is as ever
    assert isinstance(top(app), NewGame)


@pytest.mark.parametrize("size", SIZES)
def test_the_screens_fit_every_window(app: App, size: tuple[int, int]) -> None:
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    for scene in (LearnToPlay(app.ctx), finished_lesson_end(app)):
        app.ctx.stack.push(scene)
        send(app)
        assert fits(top(app), size) == []
        app.ctx.stack.pop()
    menu = top(app)
    assert isinstance(menu, MainMenu) and menu.offer is not None  # the first start: the offer beside the buttons
    assert fits(menu, size) == []


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
def test_every_lesson_left_unfinished_is_listed_with_its_two_buttons_and_the_screen_still_fits(
        app: App, size: tuple[int, int], language: str) -> None:
    from scenes.engine.i18n import load_language
    from scenes.tutorial import lesson_games
    from scenes.tutorial.session import open_lesson

    app.ctx.tr = load_language(language).translator
    for game in lesson_games():  # each lesson opened and left: kept where it was
        assert open_lesson(app.ctx, game) is None
        send(app)
    send(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    screen = LearnToPlay(app.ctx)
    app.ctx.stack.push(screen)
    send(app)
    assert all(len(row.buttons) == 2 for row in screen.rows)  # Resume the lesson, Start again
    assert all(row.where.text for row in screen.rows)  # where it was left
    assert fits(screen, size) == []
    for row in screen.rows:
        line_h = app.ctx.fonts.get(round(row.about.size * row.about.s)).get_linesize()
        assert len(row.about.lines()) * line_h <= row.about.rect.h, f"{row.game}: the summary runs over"
        assert row.panel.rect.contains(row.about.rect) and row.panel.rect.contains(row.where.rect)
        assert not row.where.rect.colliderect(row.about.rect), f"{row.game}: where it was left is over the summary"
        if row.where.rect.colliderect(row.title.rect):  # beside the title, right-aligned: their words apart
            title_w = app.ctx.fonts.get(round(row.title.size * row.title.s), True).size(row.title.text)[0]
            where_w = app.ctx.fonts.get(round(row.where.size * row.where.s)).size(row.where.text)[0]
            assert row.title.rect.x + title_w < row.where.rect.right - where_w
    assert screen.rows[-1].panel.rect.bottom < screen.done.rect.top  # the Back button under the last row


def test_no_english_is_left_on_learn_to_play_the_lesson_s_end_or_the_offer(app: App) -> None:
    drawn = DrawnTexts(app.ctx)
    app.ctx.tr = Translator(PSEUDO)
    app.ctx.stack.language_changed()
    send(app)
    for scene in (LearnToPlay(app.ctx), finished_lesson_end(app)):
        app.ctx.stack.push(scene)
        for widget in scene.form.widgets:  # every help line, as hovering shows it
            scene.form.focus(widget)
            send(app)
        app.ctx.stack.pop()
    from scenes.tutorial import lesson_games, lesson_setup

    every: list[Lesson] = [lesson_setup(game).load() for game in lesson_games()]
    data = [text for words in every  # the lessons' own words
            for text in (words.title.en, words.summary.en, *(item.en for item in words.learnt),
                         *([words.real_game.en] if words.real_game is not None else []))]
    # (which it says in the languages it is written in: English for the pseudo language)
    left = [text for text in drawn.english(allowed={"Ada"}) if not any(text.strip("• ") in d for d in data)]
    assert left == []


def test_the_first_start_offers_the_lesson_once_beside_the_menu(app: App) -> None:
    menu = top(app)
    assert isinstance(menu, MainMenu) and menu.offer is not None and menu.offer.open
    assert app.ctx.stack.top is menu and menu.form.focused is menu.buttons["New game"]  # nothing in the way
    click_widget(app, menu.offer.no)
    assert not menu.offer.open and not menu.offer.yes.visible
    assert json.loads(app.dirs.settings.read_text(encoding="utf-8"))["tutorial_offered"] is True
    app.services.to_menu()
    send(app)
    assert top(app).offer is None  # once


def test_the_offer_s_buttons_follow_the_menu_s_in_the_keyboard_s_order(app: App) -> None:
    menu = top(app)
    menu.form.focus(menu.buttons["Quit"])
    send(app, key(pygame.K_TAB))
    assert menu.form.focused is menu.offer.yes
    send(app, key(pygame.K_TAB))
    assert menu.form.focused is menu.offer.no
    send(app, key(pygame.K_RETURN))  # "Not now" from the keyboard
    assert not menu.offer.open and menu.form.focused is menu.buttons["New game"]


def test_the_offer_s_learn_to_play_opens_learn_to_play(app: App) -> None:
    click_widget(app, top(app).offer.yes)
    assert isinstance(top(app), LearnToPlay)
    assert app.services.settings.tutorial_offered


def test_an_app_that_has_been_started_before_offers_nothing(home: Path) -> None:  # noqa: F811
    from scenes.shell.userdirs import UserDirs

    dirs = UserDirs.from_env()
    dirs.config.mkdir(parents=True, exist_ok=True)
    dirs.settings.write_text(json.dumps({"volume": 30}), encoding="utf-8")
    instance = App(["--size", "1280x720"])
    try:
        send(instance)
        assert top(instance).offer is None
    finally:
        instance.close()


def test_the_real_game_after_the_lesson_plays_the_full_rules(app: App) -> None:
    end = finished_lesson_end(app)
    app.ctx.stack.push(end)
    send(app)
    assert screens_module.LessonEnd is LessonEnd
    click_widget(app, end.real)
    offer = top(app)
    assert isinstance(offer, NewGame) and offer.game is not None and offer.game.id == "demos"
    assert offer.names[0] == "Ada" and offer.kinds == ["human", "bot:heuristic", "bot:heuristic"]
    click_widget(app, offer.start_button)
    table = top(app)
    assert type(table).__name__ == "DemosTable" and table.match.options.mode == "full"
    assert app.services.settings.last_game is not None and app.services.settings.last_game.game == "demos"


def test_the_real_game_after_the_lesson_keeps_the_other_games_remembered_options(app: App) -> None:
    from game.core.match import Match, SeatSpec
    from game.dindex import GAME as DINDEX
    from scenes.shell.last_game import remember

    dindex = Match(DINDEX.rules, {"rp_target": 25}, [SeatSpec(name="Ada"), SeatSpec(name="Ben"),
                                                     SeatSpec(name="Cleo")], 1)
    app.services.update_settings(last_game=remember("dindex", list(dindex.seats), dindex.options))
    end = finished_lesson_end(app)
    app.ctx.stack.push(end)
    send(app)
    click_widget(app, end.real)
    click_widget(app, top(app).start_button)
    last = app.services.settings.last_game
    assert last is not None and last.game == "demos"
    assert last.by_game["dindex"]["rp_target"] == 25  # New game still offers Dindex as it was last set up


def test_the_lesson_s_end_says_a_real_game_has_up_to_14_rounds_beside_the_offer_of_one(app: App) -> None:
    end = finished_lesson_end(app)
    app.ctx.stack.push(end)
    send(app)
    assert "up to 14 rounds" in end.real_note.text
    assert end.real_note.rect.bottom <= end.real.rect.top and end.real_note.rect.h > 0
    assert "14" in lesson().steps[-1].say.en and "14" in lesson().steps[-1].say.de  # the last step says it too


def test_after_the_solo_lesson_new_game_offers_diceocracy_with_the_learner_and_normal_bots(app: App) -> None:
    """Playtest: the lesson's end dropped into a fixed game. New game opens on the lesson's game instead, the
    learner's name at seat 1 and Normal bots at two more seats, each of which the learner may change."""
    from scenes.tutorial import lesson_setup
    from tests.scenes.tables.diceocracy.positions import finished

    end = LessonEnd(app.ctx, "diceocracy", lesson_setup("diceocracy").load(), finished(1))
    app.ctx.stack.push(end)
    send(app)
    assert end.real_note.text.startswith("A real game lasts 9 rounds")
    click_widget(app, end.real)
    offer = top(app)
    assert isinstance(offer, NewGame) and offer.game is not None and offer.game.id == "diceocracy"
    assert offer.names[0] == "Anna" and offer.kinds == ["human", "bot:heuristic", "bot:heuristic"]
    assert offer.start_button.enabled
