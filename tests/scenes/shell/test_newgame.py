"""New game: seat count bounds and the rules' own player-count check, the options form generated from a
pydantic Options model, seat kinds and names, the seed, and Start putting a Match on its table."""

from __future__ import annotations

import enum
from typing import Literal

import pygame
import pytest
from pydantic import Field, model_validator

from game.core.protocol import Frozen
from scenes.engine.widgets import Checkbox, Choice, NumberField, TextInput
from scenes.shell.newgame import NewGame
from scenes.tables.common.optionsform import OptionsForm
from scenes.tables.common.tableinfo import TableInfo
from tests.scenes.support.shell import (  # noqa: F401
    FakeTable,
    app,
    click,
    click_widget,
    home,
    key,
    send,
    top,
    toy_registered,
    type_text,
)


class Speed(enum.Enum):
    CALM = "calm"
    WILD = "wild"


class SampleOptions(Frozen):
    mode: Literal["simplified", "full"] = "full"
    speed: Speed = Speed.CALM
    bonus: bool = False
    rounds: int = Field(default=5, ge=1, le=14, description="How many rounds to play")
    first: int | None = Field(default=None, ge=0, le=4)
    layout: tuple[int, ...] | None = None
    teams: Literal["none", "2v2"] | None = None

    @model_validator(mode="after")
    def _coherent(self) -> SampleOptions:
        if self.mode == "simplified" and self.teams not in (None, "none"):
            raise ValueError("the simplified rules have no teams")
        return self


def open_new_game(app) -> NewGame:  # noqa: F811
    send(app)
    click_widget(app, top(app).buttons["New game"])
    screen = top(app)
    assert isinstance(screen, NewGame)
    send(app)
    return screen


def test_the_options_form_follows_the_model(app) -> None:  # noqa: F811
    form = OptionsForm(app.ctx, SampleOptions, lambda: None)
    widgets = {f.name: f.widget for f in form.fields}
    assert isinstance(widgets["mode"], Choice) and [v for v, _ in widgets["mode"].options] == ["simplified", "full"]
    assert isinstance(widgets["speed"], Choice) and widgets["speed"].value is Speed.CALM
    assert isinstance(widgets["bonus"], Checkbox)
    rounds = widgets["rounds"]
    assert isinstance(rounds, NumberField) and (rounds.lo, rounds.hi) == (1, 14)
    assert rounds.help == "How many rounds to play"
    first = widgets["first"]
    assert isinstance(first, NumberField) and first.allow_none and first.parsed() is None
    assert isinstance(widgets["layout"], TextInput)
    assert widgets["teams"].options[0] == (None, "none")  # Optional: "none" is a choice
    assert form.parse() == SampleOptions()


def test_the_options_form_reports_bad_values_in_words(app) -> None:  # noqa: F811
    form = OptionsForm(app.ctx, SampleOptions, lambda: None)
    widgets = {f.name: f.widget for f in form.fields}
    widgets["rounds"].value = "15"
    with pytest.raises(ValueError, match="Rounds: at most 14"):
        form.parse()
    widgets["rounds"].value = "3"
    widgets["layout"].value = "0,1,x"
    with pytest.raises(ValueError, match="Layout: .*not a list of whole numbers"):
        form.parse()
    widgets["layout"].value = "0, 1,0,1"
    widgets["mode"].step(-1)  # simplified
    widgets["teams"].step(2)  # 2v2
    with pytest.raises(ValueError, match="simplified rules have no teams"):
        form.parse()
    widgets["teams"].step(-1)
    assert form.parse() == SampleOptions(mode="simplified", teams="none", rounds=3, layout=(0, 1, 0, 1))


def test_a_game_without_a_table_is_greyed_out_and_cannot_be_chosen(app) -> None:  # noqa: F811
    screen = open_new_game(app)
    rows = {item.value: item for item in screen.game_list.items}
    assert rows["walk"].note == "table coming" and not rows["walk"].enabled
    assert rows["toy"].enabled and screen.game is not None and screen.game.id == "toy"
    walk = list(rows).index("walk")
    click(app, (screen.game_list.rect.x + 40, screen.game_list.rect.y + walk * screen.game_list.row + 10))
    assert screen.game.id == "toy" and "table is coming" in screen.status


def test_seat_count_is_bounded_by_the_game(app) -> None:  # noqa: F811
    screen = open_new_game(app)
    assert screen.seat_count == 3  # toy race: 2-3 players, default as close to 4 as allowed
    screen.form.focus(screen.count_field)
    send(app, key(pygame.K_RIGHT))
    assert screen.seat_count == 3
    send(app, key(pygame.K_LEFT), key(pygame.K_LEFT), key(pygame.K_LEFT))
    assert screen.seat_count == 2 and len(screen.seat_rows) == 2
    screen.form.focus(screen.count_field)
    send(app, key(pygame.K_BACKSPACE))
    type_text(app, "9")
    assert screen.count_field.error and screen.seat_count == 2  # out of range: shown red, not taken


def test_the_rules_player_count_check_is_shown_and_blocks_start(app, monkeypatch) -> None:  # noqa: F811
    screen = open_new_game(app)
    rules = screen.game.rules

    def only_three(options, n):  # a mode that needs exactly three, like DēmoS' team modes
        if options.target > 20 and n != 3:
            raise ValueError("A long race needs 3 players")

    monkeypatch.setattr(rules, "check_player_count", only_three)
    screen.form.focus(screen.count_field)
    send(app, key(pygame.K_LEFT))
    target = screen.option_rows[0][1]
    screen.form.focus(target)
    send(app, key(pygame.K_BACKSPACE), key(pygame.K_BACKSPACE))
    type_text(app, "30")
    assert screen.problem_label.text == "A long race needs 3 players" and not screen.start_button.enabled
    screen.form.focus(screen.count_field)
    send(app, key(pygame.K_RIGHT))
    assert screen.problem_label.text == "" and screen.start_button.enabled


def test_a_bad_seed_is_refused_with_a_reason(app) -> None:  # noqa: F811
    screen = open_new_game(app)
    screen.form.focus(screen.seed_input)
    type_text(app, "12a")
    assert "not a whole number" in screen.problem_label.text and not screen.start_button.enabled
    assert screen.seed_input.error
    click_widget(app, screen.start_button)
    assert top(app) is screen  # nothing started
    send(app, key(pygame.K_BACKSPACE))
    assert screen.start_button.enabled and not screen.seed_input.error


def test_a_person_needs_a_name_of_their_own(app) -> None:  # noqa: F811
    screen = open_new_game(app)
    name = screen.seat_rows[0][2]
    screen.form.focus(name)
    send(app, key(pygame.K_BACKSPACE, pygame.KMOD_CTRL))
    assert screen.problem_label.text == "Seat 1 needs a name"
    type_text(app, "anna")
    screen.form.focus(screen.seat_rows[1][1])
    send(app, key(pygame.K_LEFT))  # seat 2 becomes a person too
    screen.form.focus(screen.seat_rows[1][2])
    send(app, key(pygame.K_BACKSPACE, pygame.KMOD_CTRL))
    type_text(app, "Anna")
    assert screen.problem_label.text == "Two seats are called anna: give each person their own name"
    assert not screen.start_button.enabled


def test_start_builds_the_match_from_the_form_and_opens_its_table(app) -> None:  # noqa: F811
    screen = open_new_game(app)
    screen.form.focus(screen.count_field)
    send(app, key(pygame.K_LEFT))  # two seats
    name = screen.seat_rows[0][2]
    screen.form.focus(name)
    send(app, key(pygame.K_BACKSPACE, pygame.KMOD_CTRL))
    type_text(app, "Anna")
    assert screen.kinds[1] == "bot:random"  # the toy game has only random bots
    screen.form.focus(screen.seed_input)
    type_text(app, "42")
    click_widget(app, screen.start_button)
    table = top(app)
    assert isinstance(table, FakeTable) and table.mode == "play"
    match = table.match
    assert match.seed == 42 and match.options.target == 10
    assert [(s.kind, s.name, s.level) for s in match.seats] == [("human", "Anna", None),
                                                                ("bot", "Otto (Beginner)", "random")]
    assert app.services.has_autosave()  # saved from the first moment, so Continue works after a crash
    assert len(app.ctx.stack) == 1


def test_seat_kinds_switch_between_person_and_bot(app) -> None:  # noqa: F811
    screen = open_new_game(app)
    kind = screen.seat_rows[1][1]
    assert screen.kinds[1] == "bot:random" and screen.seat_rows[1][2] is None
    click(app, (kind.rect.left + 5, kind.rect.centery))  # ◀ half: the previous kind, "Person"
    assert screen.kinds[1] == "human" and screen.seat_rows[1][2] is not None
    assert screen.seat_rows[1][2].value == "Player 2"


def test_with_no_table_at_all_nothing_can_start_and_nothing_crashes(home, toy_registered) -> None:  # noqa: F811
    from scenes.app import App

    bare = App(["--size", "1280x720"], tables={})
    try:
        send(bare)
        click_widget(bare, top(bare).buttons["New game"])
        screen = top(bare)
        send(bare, frames=2)
        assert all(not item.enabled and item.note == "table coming" for item in screen.game_list.items)
        assert not screen.start_button.enabled and "tables are coming" in screen.problem_label.text
        send(bare, key(pygame.K_DOWN), key(pygame.K_RETURN), key(pygame.K_TAB), key(pygame.K_RETURN))
        assert top(bare) is screen
    finally:
        bare.close()


def test_the_whole_set_up_works_from_the_keyboard(app) -> None:  # noqa: F811
    send(app, key(pygame.K_RETURN))  # "New game" has the focus on the menu
    screen = top(app)
    assert isinstance(screen, NewGame) and screen.form.focused is screen.game_list
    visited = []
    for _ in range(30):
        send(app, key(pygame.K_TAB))
        visited.append(type(screen.form.focused).__name__)
        if screen.form.focused is screen.seed_input:
            type_text(app, "77")
        if screen.form.focused is screen.count_field:
            send(app, key(pygame.K_LEFT))  # two players
        if screen.form.focused is screen.start_button:
            break
    assert {"TextInput", "NumberField", "Choice", "Button"} <= set(visited)
    send(app, key(pygame.K_RETURN))
    table = top(app)
    assert isinstance(table, FakeTable) and table.match.seed == 77 and table.match.num_players == 2


def test_a_table_that_fails_to_open_leaves_the_set_up_in_place(home, toy_registered, capsys) -> None:  # noqa: F811
    from scenes.app import App

    def broken(ctx, match, *, mode="play", viewer=None):
        raise RuntimeError("no felt")

    broken_app = App(["--size", "1280x720"], tables={"toy": TableInfo("toy", broken)})
    try:
        screen = open_new_game(broken_app)
        click_widget(broken_app, screen.start_button)
        assert top(broken_app) is screen and screen.status == "The Toy Race table could not open: no felt"
        assert "RuntimeError: no felt" in capsys.readouterr().err
    finally:
        broken_app.close()
