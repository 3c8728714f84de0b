"""The DēmoS set-up as a person sees it in New game (scenes/tables/demos/setup.py): team composition as a
choice of named seatings (no free-text team numbers), the seat count following the team mode, each seat marked
with its team, the first dealer by seat number, help that fits; every option explained in its own words under
the options, for the choices as they stand, inside the panel (playtest 5); one round in the singular."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.demos.setup import check_seats
from game.demos.state import DemosOptions
from scenes.app import App
from scenes.engine.widgets import Choice, TextInput, text_width
from scenes.shell.base import footer_lines
from scenes.shell.newgame import NewGame
from scenes.tables import TABLE_INFO
from scenes.tables.demos.setup import LOT, DemosSetup, ExplainedChoice, layout_words, layouts, team_marks
from tests.scenes.support.shell import FakeTable, click_widget, home, send, top  # noqa: F401
from tests.scenes.tables.demos.test_seats import ctx  # noqa: F401


@pytest.fixture
def app(home: Path) -> Iterator[App]:  # noqa: F811
    FakeTable.instances.clear()
    instance = App(["--size", "1280x720"], tables={"demos": replace(TABLE_INFO["demos"], make_table=FakeTable)})
    pygame.event.clear()
    yield instance
    instance.close()


def open_new_game(app: App) -> NewGame:
    send(app)
    click_widget(app, top(app).buttons["New game"])
    screen = top(app)
    assert isinstance(screen, NewGame) and screen.game is not None and screen.game.id == "demos"
    send(app)
    return screen


def row(screen: NewGame, label: str) -> Any:
    found = [w for lab, w in screen.option_rows if lab.text == label]
    assert found, [lab.text for lab, _ in screen.option_rows]
    return found[0]


def choose(app: App, screen: NewGame, label: str, words: str) -> None:
    """Click the ▶ half of a choice until it shows `words` (the form may be rebuilt on the way)."""
    for _ in range(40):
        widget = row(screen, label)
        if widget.options[widget.index][1] == words:
            return
        click_widget_at(app, widget, right=True)
    raise AssertionError(f"{label} never showed {words!r}")


def click_widget_at(app: App, widget: Any, right: bool) -> None:
    x = widget.rect.right - 10 if right else widget.rect.x + 10
    pos = (x, widget.rect.centery)
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


@pytest.mark.parametrize(("teams", "n"), [("2v2", 3), ("2v3", 10), ("2v2+1", 15)])
def test_every_listed_seating_is_a_valid_distinct_team_composition(teams: str, n: int) -> None:
    found = layouts(teams)
    assert len(found) == n and len(set(found)) == n
    for layout in found:
        options = DemosOptions(teams=teams, team_layout=layout)  # type: ignore[arg-type]
        check_seats(options, len(layout))
    words = [layout_words(layout) for layout in found]
    assert len(set(words)) == n  # no two seatings read alike
    assert words[0] == {"2v2": "1+3 vs 2+4", "2v3": "1+3 vs 2+4+5", "2v2+1": "1+3 vs 2+4, 5 alone"}[teams]


def test_the_form_has_no_free_text_team_numbers_and_hides_seating_without_teams(app: App) -> None:
    screen = open_new_game(app)
    labels = [lab.text for lab, _ in screen.option_rows]
    assert "Team layout" not in labels and "Team by lot" not in labels and "Teams sit" not in labels
    assert not any(isinstance(w, TextInput) and not isinstance(w, Choice) and lab.text.startswith("Team")
                   for lab, w in screen.option_rows)
    assert row(screen, "Mode").options[row(screen, "Mode").index][1] == "full rules"


def test_choosing_2v2_plus_1_seats_five_and_starts_with_the_chosen_seating(app: App) -> None:
    screen = open_new_game(app)
    choose(app, screen, "Teams", "2 vs 2 + 1")
    screen = top(app)
    assert isinstance(screen, NewGame) and screen.seat_count == 5  # the seats follow the team mode
    assert screen.problem_label.text == ""
    seating = row(screen, "Teams sit")
    assert isinstance(seating, Choice) and seating.options[-1][0] == LOT
    choose(app, screen, "Teams sit", "2+4 vs 3+5, 1 alone")
    assert "Player 1 alone (independent)" in row(screen, "Teams sit").help
    assert "Otto (Normal) + Bruno (Normal)" in row(screen, "Teams sit").help  # the names the table will show
    choose(app, screen, "First dealer", "seat 2")
    click_widget(app, screen.start_button)
    table = top(app)
    assert isinstance(table, FakeTable)
    options = table.match.options
    assert options.teams == "2v2+1" and options.team_layout == (2, 0, 1, 0, 1) and not options.team_by_lot
    assert options.first_dealer == 1


def test_the_default_seating_and_the_lot_give_the_models_plain_values(app: App) -> None:
    screen = open_new_game(app)
    choose(app, screen, "Teams", "2 vs 2")
    screen = top(app)
    assert isinstance(screen, NewGame) and screen.seat_count == 4
    assert screen.options is not None and screen.options.parse() == DemosOptions(teams="2v2")
    choose(app, screen, "Teams sit", "drawn by lot")
    assert screen.options.parse() == DemosOptions(teams="2v2", team_by_lot=True)


def test_long_choices_shrink_to_fit_and_the_help_line_keeps_clear_of_the_buttons(app: App) -> None:
    screen = open_new_game(app)
    choose(app, screen, "Teams", "2 vs 2 + 1")
    screen = top(app)
    assert isinstance(screen, NewGame)
    seating = row(screen, "Teams sit")
    room = seating.rect.w - round(70 * app.ctx.scale)
    assert all(text_width(app.ctx, words, 13) <= room for _v, words in seating.options)
    hint = screen.hint_rect()
    assert not hint.colliderect(screen.back_button.rect) and not hint.colliderect(screen.start_button.rect)
    assert screen.problem_label.text == "" or not hint.colliderect(screen.problem_label.rect)


def test_a_long_help_line_wraps_whole_beside_the_buttons_instead_of_being_cut(app: App) -> None:
    screen = open_new_game(app)
    mode = row(screen, "Mode")
    assert mode.help.startswith("Full rules: add vetoes") and text_width(app.ctx, mode.help, 15) > screen.hint_rect().w
    lines = footer_lines(app.ctx, mode.help, screen.hint_rect())
    assert len(lines) == 2 and " ".join(lines) == mode.help  # "…public and secret dis…" no more
    assert all(text_width(app.ctx, line, 15) <= screen.hint_rect().w for line in lines)


def test_the_end_screen_names_demos_cards_as_players_write_them() -> None:
    import game.demos as demos
    from game.core.match import Match, SeatSpec
    from scenes.shell.endscreen import result_sections
    from scenes.tables import TABLE_INFO

    seats = [SeatSpec(kind="bot", name=f"Bot {i}", level="heuristic") for i in range(3)]
    match = Match(demos.GAME.rules, {"mode": "full"}, seats, 19)
    bots = [demos.GAME.make_bot("heuristic") for _ in seats]
    while match.result() is None:
        s = match.active_players()[0]
        match.submit(s, bots[s].choose(match.view(s), match.legal_actions(s), match.bot_rng()))
    result = match.result()
    assert result is not None

    rows = result_sections(match, result, TABLE_INFO["demos"].code_words, TABLE_INFO["demos"].column_words)[0].rows
    text = " ".join(" ".join(r) for r in rows)
    assert "E♥ L♠ J♣" in text and "E♣ L♦ J♦" in text  # seed 19: two seats present a trio
    card_codes = ("ES", "EH", "ED", "EC", "LS", "LH", "LD", "LC", "JS", "JH", "JD", "JC")
    assert not any(code in text.split() for code in card_codes)
    assert [r[1] for r in rows] and not rows[0][1][0].isdigit()  # names, not "4. Dũng"
    assert "no trio" in text and ("three suits (best)" in text or "two suits" in text)  # harmony in words


def test_the_chosen_games_summary_is_shown_whole_under_the_list(app: App) -> None:
    screen = open_new_game(app)
    assert screen.game is not None and screen.game.summary in screen.about.text
    assert screen.about.rect.top >= screen.game_list.rect.bottom
    assert screen.about.rect.bottom <= screen.seed_label.rect.top


def test_the_learning_rules_hide_the_options_they_do_not_have(app: App) -> None:
    screen = open_new_game(app)
    choose(app, screen, "Teams", "2 vs 2 + 1")
    choose(app, screen, "Mode", "learning rules")
    screen = top(app)
    assert isinstance(screen, NewGame)
    labels = [lab.text for lab, _ in screen.option_rows]
    assert labels == ["Mode", "First dealer"]  # no teams, no round limit: they cannot apply
    assert screen.problem_label.text == "" and screen.seat_count == 5
    assert screen.options is not None and screen.options.parse() == DemosOptions(mode="simplified")
    choose(app, screen, "Mode", "full rules")
    assert [lab.text for lab, _ in top(app).option_rows][:3] == ["Mode", "Teams", "Round limit"]  # back again


def test_a_round_limit_chosen_before_trying_the_learning_rules_is_there_again_after(app: App) -> None:
    screen = open_new_game(app)
    choose(app, screen, "Round limit", "6 rounds")
    choose(app, screen, "Mode", "learning rules")
    screen = top(app)
    assert isinstance(screen, NewGame) and screen.options is not None
    assert screen.options.parse() == DemosOptions(mode="simplified")  # the learning rules have no limit
    choose(app, screen, "Mode", "full rules")
    screen = top(app)
    assert isinstance(screen, NewGame) and screen.options is not None
    limit = row(screen, "Round limit")
    assert limit.options[limit.index][1] == "6 rounds"
    assert screen.options.parse().round_limit == 6


def marks(screen: NewGame) -> list[str]:
    return [mark.text for mark in screen.seat_marks]


def test_team_marks_name_the_pair_teams_a_and_b_and_the_one_alone_i() -> None:
    assert team_marks((0, 1, 0, 1, 2)) == ["A", "B", "A", "B", "I"]
    assert team_marks((2, 0, 1, 0, 1)) == ["I", "A", "B", "A", "B"]
    assert team_marks((0, 1, 0, 1, 1)) == ["A", "B", "A", "B", "B"]  # 2 vs 3: nobody is alone
    assert team_marks((0, 1, 0, 1)) == ["A", "B", "A", "B"]


def test_new_game_marks_each_seat_with_its_team_as_the_seating_changes(app: App) -> None:
    screen = open_new_game(app)
    assert set(marks(screen)) <= {""}  # no teams: seat numbers only
    choose(app, screen, "Teams", "2 vs 2 + 1")
    screen = top(app)
    assert isinstance(screen, NewGame)
    assert marks(screen) == ["A", "B", "A", "B", "I"]  # the default: teammates alternate, seat 5 alone
    for mark, (number, kind, _name) in zip(screen.seat_marks, screen.seat_rows, strict=True):
        assert number.rect.right <= mark.rect.x and mark.rect.right <= kind.rect.x  # beside the number, clear
    choose(app, screen, "Teams sit", "2+4 vs 3+5, 1 alone")
    assert marks(top(app)) == ["I", "A", "B", "A", "B"]
    choose(app, screen, "Teams sit", "drawn by lot")
    assert marks(top(app)) == ["?"] * 5
    choose(app, screen, "Teams", "2 vs 3")
    assert marks(top(app)) == ["A", "B", "A", "B", "B"]


def explained(screen: NewGame) -> ExplainedChoice:
    widget = row(screen, "First dealer")
    assert isinstance(widget, ExplainedChoice)
    return widget


def fits_its_panel(screen: NewGame) -> bool:
    widget = explained(screen)
    area = widget.explanation_rect()
    panel = screen.panels[2].rect
    last_row = max(w.rect.bottom for _, w in screen.option_rows)
    return (panel.contains(area) and area.top > last_row and widget.explanation_height() <= area.h
            and all(width <= area.w for width in (screen.ctx.fonts.get(round(13 * widget.s), False).size(line)[0]
                                                   for line in widget.explanation_lines())))


def test_each_option_of_the_full_rules_is_explained_for_the_choice_made(app: App) -> None:  # noqa: F811
    screen = open_new_game(app)
    paragraphs = explained(screen).explain()
    assert [p.split(":")[0] for p in paragraphs] == ["Mode", "Teams", "Round limit", "First dealer (drawn by lot)"]
    assert "unanimous" in paragraphs[0] and "Every player for themselves" in paragraphs[1]
    assert "after 14 rounds" in paragraphs[2]
    choose(app, screen, "Round limit", "5 rounds")
    assert "after 5 rounds" in explained(screen).explain()[2]  # follows the choice without a rebuild
    choose(app, screen, "First dealer", "seat 2")
    assert explained(screen).explain()[-1].startswith("First dealer (seat 2): deals round 1")
    assert fits_its_panel(screen)


def test_team_play_explains_the_teams_and_their_seating_and_still_fits(app: App) -> None:  # noqa: F811
    screen = open_new_game(app)
    choose(app, screen, "Teams", "2 vs 2 + 1")
    screen = top(app)
    assert isinstance(screen, NewGame)
    paragraphs = explained(screen).explain()
    assert [p.split(":")[0] for p in paragraphs][:3] == ["Mode", "Teams", "Teams sit"]
    assert "independent" in paragraphs[1]
    assert fits_its_panel(screen)


def test_the_learning_rules_explain_only_what_they_have(app: App) -> None:  # noqa: F811
    screen = open_new_game(app)
    choose(app, screen, "Mode", "learning rules")
    screen = top(app)
    assert isinstance(screen, NewGame)
    paragraphs = explained(screen).explain()
    assert [p.split(":")[0] for p in paragraphs] == ["Mode", "First dealer (drawn by lot)"]
    assert "no vetoes" in paragraphs[0]
    assert fits_its_panel(screen)


@pytest.mark.parametrize("size", [(1920, 1080)])
def test_the_explanation_fits_at_full_hd_too(home, size: tuple[int, int]) -> None:  # noqa: F811
    from tests.scenes.support.shell import FakeTable

    tables = {"demos": replace(TABLE_INFO["demos"], make_table=FakeTable)}
    instance = App(["--size", f"{size[0]}x{size[1]}"], tables=tables)
    pygame.event.clear()
    try:
        screen = open_new_game(instance)
        choose(instance, screen, "Teams", "2 vs 3")
        screen = top(instance)
        assert isinstance(screen, NewGame) and fits_its_panel(screen)
    finally:
        instance.close()


def test_new_game_names_one_round_in_the_singular_and_the_rulebooks_fourteen_shortly(ctx: Any) -> None:  # noqa: F811
    build = DemosSetup({"mode": "full"}, ["Anna", "Ben", "Cleo"]).builders()["round_limit"]
    field = build(ctx[0], "round_limit", DemosOptions.model_fields["round_limit"], 14, lambda: None)
    assert isinstance(field.widget, Choice)
    words = [text for _, text in field.widget.options]
    assert words[:2] == ["1 round", "2 rounds"] and words[-1] == "14 (the rulebook)"
    assert field.read() == 14


# -- in German (issue 27): the DēmoS fields' words a third longer, the same room ---------------------------
def german_new_game(size: tuple[int, int]) -> App:
    tables = {"demos": replace(TABLE_INFO["demos"], make_table=FakeTable)}
    instance = App(["--size", f"{size[0]}x{size[1]}", "--lang", "de"], tables=tables)
    pygame.event.clear()
    return instance


def german_explained(screen: NewGame) -> ExplainedChoice:
    widget = row(screen, screen.ctx.tr("First dealer"))
    assert isinstance(widget, ExplainedChoice)
    return widget


def fits_its_panel_in_any_language(screen: NewGame) -> bool:
    widget = german_explained(screen)
    area = widget.explanation_rect()
    panel = screen.panels[2].rect
    last_row = max(w.rect.bottom for _, w in screen.option_rows)
    font = screen.ctx.fonts.get(round(13 * widget.s), False)
    return (panel.contains(area) and area.top > last_row and widget.explanation_height() <= area.h
            and all(font.size(line)[0] <= area.w for line in widget.explanation_lines()))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("teams", ["no teams", "2 vs 2", "2 vs 3", "2 vs 2 + 1"])
def test_in_german_every_explanation_fits_and_every_choice_reads_whole(home, size: tuple[int, int],  # noqa: F811
                                                                       teams: str) -> None:
    instance = german_new_game(size)
    try:
        screen = open_new_game(instance)
        tr = instance.ctx.tr
        mode = row(screen, tr.trc("rules", "Mode"))
        assert mode.options[mode.index][1] == "Vollständig"
        choose(instance, screen, tr("Teams"), tr(teams))
        screen = top(instance)
        assert isinstance(screen, NewGame) and fits_its_panel_in_any_language(screen)
        for _label, widget in screen.option_rows:  # each choice's words whole in its box, as in English
            if isinstance(widget, Choice) and widget.options:
                room = widget.rect.w - round(70 * instance.ctx.scale)
                assert all(text_width(instance.ctx, words, 13) <= room for _v, words in widget.options), widget.options
        lines = footer_lines(instance.ctx, row(screen, tr.trc("rules", "Mode")).help, screen.hint_rect())
        assert len(lines) <= 2 and " ".join(lines) == row(screen, tr.trc("rules", "Mode")).help  # the help line whole
        if teams == "no teams":
            choose(instance, screen, tr.trc("rules", "Mode"), tr("learning rules"))
            screen = top(instance)
            assert isinstance(screen, NewGame) and fits_its_panel_in_any_language(screen)
            assert german_explained(screen).explain()[0].startswith("Regeln: Nur Öffentlicher und Geheimer")
    finally:
        instance.close()
