"""The Dindex set-up as a person sees it (§ 4.1–4.4): four rows in plain words instead of six model fields,
the recommended points written in the blank field, and only role splits that can seat the parties."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.dindex.state import DindexOptions
from scenes.app import App
from scenes.engine.widgets import Choice, text_width
from scenes.shell.newgame import NewGame
from scenes.tables import TABLE_INFO
from scenes.tables.common.explained import EXPLANATION_SIZE, ExplainedChoice
from scenes.tables.dindex.setup import role_choices, start_label
from tests.scenes.support.shell import FakeTable, click_widget, home, send, top  # noqa: F401


@pytest.fixture
def app(home: Path) -> Iterator[App]:  # noqa: F811
    FakeTable.instances.clear()
    instance = App(["--size", "1280x720"], tables={"dindex": replace(TABLE_INFO["dindex"], make_table=FakeTable)})
    pygame.event.clear()
    yield instance
    instance.close()


@pytest.fixture(params=["en", "de"])
def app_lang(request: Any, home: Path) -> Iterator[App]:  # noqa: F811
    """The app speaking English or German (the German words are longer: they must fit as well)."""
    FakeTable.instances.clear()
    instance = App(["--size", "1280x720", "--lang", request.param],
                   tables={"dindex": replace(TABLE_INFO["dindex"], make_table=FakeTable)})
    pygame.event.clear()
    yield instance
    instance.close()


def open_new_game(app: App) -> NewGame:
    send(app)
    click_widget(app, top(app).buttons["New game"])
    screen = top(app)
    assert isinstance(screen, NewGame) and screen.game is not None and screen.game.id == "dindex"
    send(app)
    return screen


def row(screen: NewGame, label: str) -> Any:
    found = [w for lab, w in screen.option_rows if lab.text == label]
    assert found, [lab.text for lab, _ in screen.option_rows]
    return found[0]


def click_right(app: App, widget: Any) -> None:
    pos = (widget.rect.right - 10, widget.rect.centery)
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def choose(app: App, label: str, words: str) -> NewGame:
    for _ in range(40):
        screen = top(app)
        assert isinstance(screen, NewGame)
        widget = row(screen, label)
        if widget.options[widget.index][1] == words:
            return screen
        click_right(app, widget)
    raise AssertionError(f"{label} never showed {words!r}")


@pytest.mark.parametrize("players", range(2, 8))
def test_s4_4_every_listed_role_split_seats_the_parties(players: int) -> None:
    choices = role_choices(players)
    assert choices[0][1].startswith("usual: ") and choices[-1][1] == "unknown split"
    for (dist, dem, oli), _words in choices:
        options = DindexOptions(role_distribution=dist, democrats=dem, oligarchs=oli)  # type: ignore[arg-type]
        dindex.GAME.rules.check_player_count(options, players)  # raises when the split cannot seat them
    assert len({w for _v, w in choices}) == len(choices)


def test_the_form_shows_four_plain_rows_and_the_recommended_points(app: App) -> None:
    screen = open_new_game(app)
    assert [lab.text for lab, _ in screen.option_rows] == ["Game length", "Start at", "Points to win", "Roles"]
    assert row(screen, "Points to win").placeholder == "19 (recommended)"  # § 4.1: 4 parties, medium
    assert row(screen, "Roles").options[0][1] == "usual: 3 D, 1 O"
    assert screen.options is not None and screen.options.parse() == DindexOptions()
    screen = choose(app, "Game length", "long")
    assert row(screen, "Points to win").placeholder == "24 (recommended)"
    assert "Dindex 5" in row(screen, "Game length").help


def test_a_chosen_split_and_start_reach_the_match(app: App) -> None:
    open_new_game(app)
    screen = choose(app, "Roles", "2 D, 2 O")
    assert "2 democrats (D) and 2 oligarchs (O)" in row(screen, "Roles").help
    screen = choose(app, "Start at", start_label(12))
    assert screen.problem_label.text == ""
    click_widget(app, screen.start_button)
    table = top(app)
    assert isinstance(table, FakeTable)
    assert table.match.options == DindexOptions(role_distribution="custom", democrats=2, oligarchs=2,
                                                start_dindex_cards=12)


def test_an_unknown_split_sends_no_counts_and_a_stale_split_falls_back_when_the_seats_change(app: App) -> None:
    open_new_game(app)
    screen = choose(app, "Roles", "unknown split")
    assert screen.options is not None and screen.options.parse() == DindexOptions(role_distribution="unknown")
    screen = choose(app, "Roles", "2 D, 2 O")
    field = screen.count_field
    assert field is not None and field.parsed() != 5
    while field.parsed() != 5:  # the seat count changes, as by its arrows: "2 D, 2 O" cannot seat five parties
        field.nudge(1 if (field.parsed() or 0) < 5 else -1)
    screen = top(app)
    assert isinstance(screen, NewGame) and screen.problem_label.text == ""
    assert row(screen, "Roles").options[row(screen, "Roles").index][1] == "usual: 3 D, 2 O"


def test_every_row_label_is_drawn_whole_at_1280x720(app_lang: App) -> None:
    """The points' row says the rulebook's "Points to win" (§ 4.3) in full, not cut to fit."""
    app, tr = app_lang, app_lang.ctx.tr
    screen = open_new_game(app)
    send(app)
    for label, _widget in screen.option_rows:
        assert label.lines() == [label.text], label.lines()
    points = tr("{points} (RP, § 4.3): the points a Democrat must reach; blank: {rp}, as recommended for {count} "
                "parties. Type 1–99 to change it").split("{rp}")[0].replace("{points}", tr("Government Points to win"))
    assert row(screen, tr("Points to win")).help.startswith(points)


def test_every_choice_fits_its_box_at_1280x720_without_an_ellipsis(app_lang: App) -> None:
    app = app_lang
    screen = open_new_game(app)
    for label in ("Game length", "Start at", "Roles"):
        widget = row(screen, app.ctx.tr(label))
        assert isinstance(widget, Choice)
        room = widget.rect.w - round(70 * app.ctx.scale)
        assert all(text_width(app.ctx, words, 14) <= room for _v, words in widget.options), label


def explained(screen: NewGame) -> ExplainedChoice:
    widget = row(screen, screen.ctx.tr("Roles"))
    assert isinstance(widget, ExplainedChoice)
    return widget


def explanation_fits(screen: NewGame) -> bool:
    """Under the last row, inside the options panel, every line as wide as the area at most."""
    widget = explained(screen)
    area = widget.explanation_rect()
    last_row = max(w.rect.bottom for _, w in screen.option_rows)
    font = screen.ctx.fonts.get(round(EXPLANATION_SIZE * widget.s), False)
    return (screen.panels[2].rect.contains(area) and area.top > last_row
            and widget.explanation_height() <= area.h
            and all(font.size(line)[0] <= area.w for line in widget.explanation_lines()))


def test_each_option_is_explained_under_the_rows_for_the_choice_made(app: App) -> None:
    """Playtest (issue 27): a newcomer could not tell what each option does. § 4.1: a medium game of four
    parties starts at Dindex 4 and a Democrat needs 19 RP; § 4.4: 3 Democrats and 1 Oligarch."""
    screen = open_new_game(app)
    lines = explained(screen).explain()
    assert [line.split(":")[0] for line in lines] == ["Game length", "Start at", "Points to win", "Roles"]
    assert "medium now" in lines[0] and "starts at 4 (Populism" in lines[1] and "reaches 19 RP" in lines[2]
    assert "3 democrats (D) and 1 oligarch (O)" in lines[3]
    screen = choose(app, "Game length", "long")
    lines = explained(screen).explain()
    assert "long now" in lines[0] and "starts at 5" in lines[1] and "reaches 24 RP" in lines[2]
    screen = choose(app, "Roles", "unknown split")
    assert "nobody knows the split" in explained(screen).explain()[3]
    assert explanation_fits(screen)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4, 7])
def test_in_german_the_explanation_fits_its_panel(home: Path, size: tuple[int, int],  # noqa: F811
                                                  players: int) -> None:
    instance = App(["--size", f"{size[0]}x{size[1]}", "--lang", "de"],
                   tables={"dindex": replace(TABLE_INFO["dindex"], make_table=FakeTable)})
    pygame.event.clear()
    try:
        screen = open_new_game(instance)
        field = screen.count_field
        assert field is not None
        while field.parsed() != players:
            field.nudge(1 if (field.parsed() or 0) < players else -1)
        for roles in ("unbekannt", None):
            screen = top(instance)
            assert isinstance(screen, NewGame)
            if roles is not None:
                screen = choose(instance, "Rollen", roles)
            assert explained(screen).explain()[0].startswith("Spieldauer: ") and explanation_fits(screen)
    finally:
        instance.close()


def test_s6_the_end_screen_names_roles_and_points_in_words() -> None:
    from game.core.match import Match, SeatSpec
    from scenes.shell.endscreen import result_sections
    from scenes.tables import TABLE_INFO

    seats = [SeatSpec(kind="bot", name=f"Bot {i}", level="heuristic") for i in range(3)]
    match = Match(dindex.GAME.rules, {}, seats, 4)
    bots = [dindex.GAME.make_bot("heuristic") for _ in seats]
    while match.result() is None:
        s = match.active_players()[0]
        match.submit(s, bots[s].choose(match.view(s), match.legal_actions(s), match.bot_rng()))
    result = match.result()
    assert result is not None
    rows = result_sections(match, result, None, TABLE_INFO["dindex"].column_words)[0].rows
    cells = [c for row in rows for c in row]
    assert any(c in ("Democrat (dog)", "Oligarch (wolf)") for c in cells)
    assert any(str(c).endswith(" RP") for c in cells)
