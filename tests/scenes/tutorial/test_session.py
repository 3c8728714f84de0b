"""A lesson in the app (scenes/tutorial/session.py): started from Learn to play, kept in its own file after every
move (never in the autosave Continue resumes), left any time through the pause menu, resumed where it was with
the coach knowing what it said, started again, and ended with what the learner learnt and a real game."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.demos.state import Discard
from scenes.app import App
from scenes.shell.menu import MainMenu
from scenes.shell.newgame import NewGame
from scenes.tables.demos.table import DemosTable
from scenes.tutorial.demos import DemosLesson
from scenes.tutorial.screens import LearnToPlay, LessonEnd
from scenes.tutorial.session import LessonPause, LessonQuitDialog, lesson_save
from tests.scenes.support.shell import click_widget, home, key, send, top  # noqa: F401
from tests.scenes.tutorial.lessons import follow_the_coach


@pytest.fixture
def app(home: Path) -> Iterator[App]:  # noqa: F811
    """The app with the real games and tables, at 1280×720, with instant moves."""
    instance = App(["--size", "1280x720"])
    pygame.event.clear()
    send(instance)
    instance.services.update_settings(animation_speed="instant")
    yield instance
    instance.close()


def start_lesson(app: App) -> DemosLesson:
    menu = top(app)
    assert isinstance(menu, MainMenu)
    click_widget(app, menu.buttons["Learn to play"])
    screen = top(app)
    assert isinstance(screen, LearnToPlay)
    click_widget(app, screen.rows[0].buttons[0])
    table = top(app)
    assert isinstance(table, DemosLesson)
    return table


def coach_move(app: App, table: DemosLesson) -> None:
    """Dismiss what the coach says until the learner is asked, then make the suggested move."""
    for _ in range(200):
        send(app)
        presenter = table.presenter
        if presenter is not None and presenter.asking == 0 and not table.animating and table.coaching.suggestion():
            table.act(table.coaching.suggestion())
            if table.confirm_box.open:
                table.confirm_box.confirm()
            return
        if table.coaching.speaking:
            send(app, key(pygame.K_RETURN))
    raise AssertionError("the learner was never asked")


def leave(app: App) -> None:
    send(app, key(pygame.K_ESCAPE))
    pause = top(app)
    assert isinstance(pause, LessonPause)
    click_widget(app, next(w for w in pause.form.widgets if getattr(w, "text", None) == "Quit to menu"))
    dialog = top(app)
    assert isinstance(dialog, LessonQuitDialog)
    click_widget(app, next(w for w in dialog.form.widgets if getattr(w, "text", None) == "Leave"))
    assert isinstance(top(app), MainMenu)


def test_the_lesson_is_kept_after_every_move_in_its_own_file_not_in_the_autosave(app: App) -> None:
    table = start_lesson(app)
    coach_move(app, table)
    kept = lesson_save(app.services, "demos")
    assert kept.is_file() and len(json.loads(kept.read_text())["actions"]) == len(table.match.actions) >= 1
    assert not app.dirs.autosave.is_file()  # Continue resumes the player's own game, never the lesson


def test_leaving_and_coming_back_resumes_where_the_lesson_was_and_the_coach_does_not_repeat_itself(app: App) -> None:
    table = start_lesson(app)
    coach_move(app, table)  # the public discard
    coach_move(app, table)  # the secret discard
    moves = list(table.match.actions)
    leave(app)
    click_widget(app, top(app).buttons["Learn to play"])
    screen = top(app)
    assert isinstance(screen, LearnToPlay)
    assert [b.text for b in screen.rows[0].buttons] == ["Resume the lesson", "Start again"]
    assert screen.rows[0].where.text == "Left in round 1 of 4"
    click_widget(app, screen.rows[0].buttons[0])
    again = top(app)
    assert isinstance(again, DemosLesson) and list(again.match.actions) == moves
    send(app, frames=3)
    coach = again.coaching.coach
    assert coach.said("welcome") and coach.said("secret-discard")
    assert coach.now is not None and coach.now.step.id == "secret-take"  # where the game is now, and only that


def test_start_again_deals_the_lesson_from_its_first_move(app: App) -> None:
    table = start_lesson(app)
    coach_move(app, table)
    leave(app)
    click_widget(app, top(app).buttons["Learn to play"])
    click_widget(app, top(app).rows[0].buttons[1])
    table = top(app)
    assert isinstance(table, DemosLesson) and table.match.actions == []


def test_the_lesson_ends_with_what_was_learnt_and_offers_a_real_game_against_normal_bots(app: App) -> None:
    table = start_lesson(app)
    for _ in range(8000):
        send(app)
        if isinstance(top(app), LessonEnd):
            break
        presenter = table.presenter
        if presenter is not None and presenter.asking == 0 and not table.animating and (
                not table.coaching.speaking or table.coaching.suggestion() is not None):
            table.act(follow_the_coach(table))
            if table.confirm_box.open:
                table.confirm_box.confirm()
        elif table.coaching.speaking:
            send(app, key(pygame.K_RETURN))
    end = top(app)
    assert isinstance(end, LessonEnd)
    assert end.title_words == "You won your first game of DēmoS!"
    assert [label.text for label in end.learnt] == ["• " + item.en for item in end.lesson.learnt]
    assert not lesson_save(app.services, "demos").is_file()  # a finished lesson is not resumed
    assert app.services.history.load() == []  # a scripted game goes in no history
    click_widget(app, end.real)
    offer = top(app)
    assert isinstance(offer, NewGame) and offer.game is not None and offer.game.id == "demos"
    assert offer.kinds == ["human", "bot:heuristic", "bot:heuristic"]  # the seats may be changed there
    click_widget(app, offer.start_button)
    real = top(app)
    assert isinstance(real, DemosTable) and not isinstance(real, DemosLesson)
    match = real.match
    assert [s.is_bot for s in match.seats] == [False, True, True]
    assert {s.level for s in match.seats[1:]} == {"heuristic"} and match.options.mode == "full"
    assert app.dirs.autosave.is_file()  # a real game: Continue resumes it


def test_a_lesson_rewritten_since_it_was_kept_starts_again(app: App) -> None:
    table = start_lesson(app)
    coach_move(app, table)
    leave(app)
    kept = lesson_save(app.services, "demos")
    record: dict[str, Any] = json.loads(kept.read_text())
    record["seed"] += 1
    kept.write_text(json.dumps(record))
    click_widget(app, top(app).buttons["Learn to play"])
    screen = top(app)
    assert [b.text for b in screen.rows[0].buttons] == ["Start the lesson"]
    assert not kept.exists()


def test_the_learner_plays_under_the_name_new_game_remembers(app: App) -> None:
    app.services.update_settings(last_game={"game": "demos", "seats": [{"kind": "human", "name": "Ada"}]})
    table = start_lesson(app)
    assert table.match.seats[0].name == "Ada"
    assert [s.name for s in table.match.seats[1:]] == ["Otto (Normal)", "Ines (Normal)"]


def test_a_move_the_coach_did_not_suggest_is_played_all_the_same(app: App) -> None:
    table = start_lesson(app)
    for _ in range(50):
        send(app)
        if table.presenter is not None and table.presenter.asking == 0:
            break
    assert table.act(Discard(card="10D"))
    assert table.match.actions[-1] == (0, Discard(card="10D"))


def test_after_leaving_a_lesson_continue_resumes_it_and_learn_to_play_starts_on_its_resume(app: App) -> None:
    table = start_lesson(app)
    coach_move(app, table)
    moves = list(table.match.actions)
    leave(app)
    menu = top(app)
    assert isinstance(menu, MainMenu) and menu.buttons["Continue"].enabled  # no game of one's own: the lesson
    assert menu.offer is None  # a lesson was started: the first start's offer is done
    click_widget(app, menu.buttons["Learn to play"])
    screen = top(app)
    assert isinstance(screen, LearnToPlay) and screen.form.focused is screen.rows[0].buttons[0]  # its Resume
    send(app, key(pygame.K_ESCAPE))
    click_widget(app, top(app).buttons["Continue"])
    again = top(app)
    assert isinstance(again, DemosLesson) and list(again.match.actions)[:len(moves)] == moves


def test_continue_resumes_the_game_played_after_the_lesson_was_left(app: App) -> None:
    table = start_lesson(app)
    coach_move(app, table)
    leave(app)
    click_widget(app, top(app).buttons["New game"])
    click_widget(app, top(app).start_button)
    game = top(app)
    assert not hasattr(game, "coaching")  # a real game (New game's first choice)
    app.services.to_menu()
    send(app)
    click_widget(app, top(app).buttons["Continue"])
    assert type(top(app)) is type(game) and top(app).match.seed == game.match.seed


def test_the_lesson_s_pause_menu_says_it_is_the_lesson(app: App) -> None:
    start_lesson(app)
    send(app, key(pygame.K_ESCAPE))
    pause = top(app)
    assert isinstance(pause, LessonPause) and pause.panel.title == "Paused: Learn to play DēmoS"


@pytest.mark.slow  # the Dindex lesson's term played through the app
def test_the_dindex_lesson_ends_after_its_one_term_with_who_is_ahead_and_its_kept_game_dropped(app: App) -> None:
    """Playtest: a learner who went another way played on into an uncoached term 2, and a bot's win ended it as
    "You won your first game of Dindex!". The lesson ends after the first term's settlement whatever the points."""
    import random

    from scenes.tutorial.dindex import DindexLesson

    menu = top(app)
    assert isinstance(menu, MainMenu)
    click_widget(app, menu.buttons["Learn to play"])
    screen = top(app)
    assert isinstance(screen, LearnToPlay)
    click_widget(app, next(r for r in screen.rows if r.game == "dindex").buttons[0])
    table = top(app)
    assert isinstance(table, DindexLesson)
    chance = random.Random(1)  # this learner reaches no 7 RP in the term (the test asserts it below)
    for _ in range(20000):
        send(app)
        if isinstance(top(app), LessonEnd):
            break
        presenter = table.presenter
        if presenter is not None and presenter.asking == 0 and not table.animating and not table.coaching.speaking:
            table.act(chance.choice(table.match.legal_actions(0)))
        elif table.coaching.speaking:
            send(app, key(pygame.K_RETURN))
    end = top(app)
    assert isinstance(end, LessonEnd)
    view = table.match.view(None)
    assert view.term == 1 and table.match.result() is None  # no Democrat won, and no second term was played
    assert end.title_words == "Your first term of Dindex is over."
    assert end.rank_words.startswith("Government Points (RP): ") and f"you {view.rp[0]}" in end.rank_words
    assert not lesson_save(app.services, "dindex").exists()  # Learn to play starts it afresh
    moves = len(table.match.actions)
    for _ in range(300):
        send(app)
    assert len(table.match.actions) == moves  # the bots play no more under the end screen
    events = table.match.events_seen_by(0)
    assert [e.data.term for e in events if e.type == "term_start"] == [1]
    assert "settlement" in {e.type for e in events}
    assert not {e.type for e in events} & {"campaign_card", "campaign_ended"}  # nothing of the campaign played
