"""The end screen: placings as 1st, 2nd, …; no column that repeats the score; a solo game's score and rank;
DēmoS's round table credits each round its own points; "View the table" and back; Esc never leaves; a
visible scrollbar that the wheel, the keys and a drag move; an empty list reads "none".

Every game's end screen fits at 1280×720 and at 1920×1080: seven Dindex parties with the longest default
names, four Diceocracy players, a solo game, DēmoS with five players and in teams. No text is wider than its
box (nothing is cut with an ellipsis), the headline is whole, the widgets stay inside the panel and apart, and
no other panel peeks out behind the end screen."""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.core.protocol import Result
from game.core.simulate import play_game
from scenes.engine.widgets import text_width
from scenes.shell.endscreen import BACK_TO_RESULTS, VIEW_TABLE, EndScreen
from scenes.shell.menu import MainMenu
from scenes.shell.results import cell, ordinal, placings, result_sections, round_section
from tests.scenes.support.endscreen import FINISHED_GAMES, end_screen_over_its_table, finished, real_app, resize  # noqa: F401
from tests.scenes.support.shell import click, home, key, send  # noqa: F401


def seated(players: int) -> Match:
    """A match to hang a hand-made Result on (only its seats and moves are read)."""
    return finished("diceocracy", players, 3, names=["Anna", "Ben", "Cleo", "Dũng"])


def test_ordinals_read_as_placings() -> None:
    assert [ordinal(p) for p in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st"]
    with pytest.raises(ValueError, match="starts at 1"):
        ordinal(0)


def test_winners_share_first_place_and_equal_scores_share_a_place() -> None:
    # a faction wins together whatever its members scored; the others follow by score
    result = Result(winners=(2, 0), reason="oligarchy", scores={0: 1.0, 1: 5.0, 2: 4.0, 3: 5.0, 4: 2.0})
    assert placings(result, 5) == {0: 1, 2: 1, 1: 3, 3: 3, 4: 5}


def test_a_game_places_its_losers_itself_a_trio_above_more_points_without_one() -> None:
    """DēmoS: the most harmonious trio places first, round points only break ties (playtest: Ben without a
    trio, 164 points, stood 2nd above Ada with a three-suit trio and 148)."""
    result = Result(winners=(2,), reason="harmony_points", scores={0: 148.0, 1: 164.0, 2: 185.0, 3: 90.0},
                    details={"placings": ["2", "0", ["1", "3"]]})
    assert placings(result, 4) == {2: 1, 0: 2, 1: 3, 3: 3}


def test_places_a_history_file_names_wrongly_are_passed_over() -> None:
    result = Result(winners=(0,), reason="harmony", scores={0: 1.0, 1: 3.0, 2: 2.0},
                    details={"placings": ["9", "x", None, ["1", "1"], 7]})
    assert placings(result, 3) == {0: 2, 1: 1, 2: 3}  # only seat 1 is a seat of this game's list


def test_s6_1_the_democrats_win_placed_by_their_rp_and_the_facts_show_no_seat_ids() -> None:
    """Dindex § 6.1: "all Democrats win, placed by their RP" (playtest: every Democrat was "★ 1st" and the
    Facts said "Placings 0 2 4")."""
    match = seated(4)
    result = Result(winners=(0, 2, 3), reason="rp_reached", scores={0: 15.0, 1: 9.0, 2: 4.0, 3: 4.0},
                    details={"rp": {"0": 15, "1": 9, "2": 4, "3": 4}, "placings": ["0", ["2", "3"]]})
    assert placings(result, 4) == {0: 1, 2: 2, 3: 2, 1: 4}  # equal RP share a place; the winners lead
    sections = result_sections(match, result)
    assert [row[:2] for row in sections[0].rows] == [["★ 1st", "Anna"], ["★ 2nd", "Cleo"], ["★ 2nd", "Dũng"],
                                                     ["4th", "Ben"]]
    facts = next(s for s in sections if s.title == "Facts")
    assert not any("0 2 3" in " ".join(row) or row[0].lower().startswith("placing") for row in facts.rows)


def test_s6_2_the_oligarchs_win_together_and_the_democrats_lose_together_unplaced() -> None:
    """Dindex § 6.2: democracy fell, all Oligarchs win; the Democrats lose together, so the result screen gives
    them no places by RP (playtest of issue 31: the losing Democrats stood 2nd, 3rd and 4th). The game says so
    in its table's declaration, not in its recorded result."""
    from scenes.tables import TABLE_INFO

    match = seated(4)
    result = Result(winners=(1,), reason="oligarchy", scores={0: 6.0, 1: 3.0, 2: 9.0, 3: 4.0},
                    details={"rp": {"0": 6, "1": 3, "2": 9, "3": 4}})
    assert TABLE_INFO["dindex"].losers_placed is False and TABLE_INFO["demos"].losers_placed is True
    rows = result_sections(match, result, losers_placed=False)[0].rows
    assert [row[:2] for row in rows] == [["★ 1st", "Ben"], ["—", "Anna"], ["—", "Cleo"], ["—", "Dũng"]]
    # a game whose losers are placed still places them by score
    placed = result_sections(match, result)[0].rows
    assert [row[:2] for row in placed] == [["★ 1st", "Ben"], ["2nd", "Cleo"], ["3rd", "Anna"], ["4th", "Dũng"]]


def test_the_result_table_places_every_seat_and_stars_the_winners() -> None:
    match = seated(4)
    result = Result(winners=(1,), reason="most_votes", scores={0: 12.0, 1: 30.0, 2: 12.0, 3: 3.0})
    section = result_sections(match, result)[0]
    assert section.header[:3] == ["Place", "Player", "Score"]
    assert [row[:2] for row in section.rows] == [["★ 1st", "Ben"], ["2nd", "Anna"], ["2nd", "Cleo"], ["4th", "Dũng"]]
    assert section.highlight == {0}


def test_a_column_that_repeats_the_score_takes_its_place() -> None:
    match = seated(2)
    rp = Result(winners=(0,), reason="rp_reached", scores={0: 9.0, 1: 4.0}, details={"rp": {"0": 9, "1": 4}})
    assert result_sections(match, rp)[0].header == ["Place", "Player", "RP"]
    total = Result(winners=(1,), reason="most_votes", scores={0: 7.0, 1: 8.0},
                   details={"categories": {"0": {"districts": 5, "total": 7}, "1": {"districts": 8, "total": 8}}})
    section = result_sections(match, total)[0]
    assert section.header == ["Place", "Player", "Districts", "Total"]
    assert section.rows[0] == ["★ 1st", "Ben", "8", "8"]
    # a column that only happens to match some seats is a column of its own
    other = Result(winners=(0,), reason="most_votes", scores={0: 7.0, 1: 8.0}, details={"stunts": {"0": 7, "1": 2}})
    assert result_sections(match, other)[0].header == ["Place", "Player", "Score", "Stunts"]


def test_a_solo_game_shows_its_score_and_rank_title_not_a_winner() -> None:
    match = FINISHED_GAMES["diceocracy-solo"]()
    result = match.result()
    assert result is not None and isinstance(result.details["solo_rank"], str)
    sections = result_sections(match, result)
    text = " ".join(" ".join(row) for section in sections for row in [section.header, *section.rows])
    assert "winner" not in text.lower() and "1st" not in text and "Place" not in sections[0].header
    facts = dict(map(tuple, sections[-1].rows))
    assert facts["Solo rank"] == result.details["solo_rank"]
    assert sections[0].rows[0][-1] == f"{result.scores[0]:g}"  # the Total column is the score


def test_a_game_nobody_won_says_why_and_places_nobody_first() -> None:
    from scenes.shell.results import headline

    match = seated(2)
    result = Result(winners=(), reason="no_trio", scores={0: 7.0, 1: 8.0})
    assert headline(match, result) == "No winner: no trio"
    section = result_sections(match, result)[0]
    assert "Place" not in section.header and [row[0] for row in section.rows] == ["Ben", "Anna"]


def test_diceocracy_says_where_the_votes_came_from_district_by_district_and_agenda_by_agenda() -> None:
    """Playtest: the end screen showed only the totals; the replay's last move had the districts and the
    agendas, which the End Game Scoring reveals."""
    match = FINISHED_GAMES["diceocracy-4"]()
    result = match.result()
    assert result is not None
    sections = {s.title: s for s in result_sections(match, result)}
    districts = sections["District votes"]
    assert len(districts.rows) == 8 and all(not row[0].islower() for row in districts.rows)  # names as printed
    categories = result.details["categories"]
    for seat in range(4):  # each seat's column adds up to its district votes
        assert sum(int(row[1 + seat]) for row in districts.rows) == categories[str(seat)]["districts"]
    agendas = sections["Secret agendas"]
    for seat in range(4):  # and its agendas' votes to its agenda votes
        own = [row[1 + seat] for row in agendas.rows if row[1 + seat] != "–"]
        assert sum(int(v) for v in own) == categories[str(seat)]["agendas"]
    assert "Districts" in sections["Result"].header  # the categories keep their own heading


def test_diceocracy_says_why_each_seat_scored_what_it_did_in_each_district() -> None:
    """Playtest 147: a bot's 11 in a district the player held read as a mistake. End Game Scoring: the majority
    scores the pips (shared when tied, rounded up) and the popularity of the dice colours; a Rep outside the
    majority scores the popularity of one colour; the parts add up to the district's votes."""
    import re

    from game.diceocracy.scoring import tally_district

    match = FINISHED_GAMES["diceocracy-4"]()
    result = match.result()
    assert result is not None
    sections = {s.title: s for s in result_sections(match, result)}
    why = next(s for title, s in sections.items() if title.startswith("How each district scored: pips + popularity"))
    votes = sections["District votes"]
    assert [row[0] for row in why.rows] == [row[0] for row in votes.rows]
    kinds = set()
    for pos, (reasons, totals) in enumerate(zip(why.rows, votes.rows, strict=True)):
        tally = tally_district(match.state, pos)
        for seat in range(4):
            text = reasons[1 + seat]
            if seat not in tally.reps:
                assert text == "–" and totals[1 + seat] == "0"
                continue
            kind = "★" if tally.majority == (seat,) else "★=" if seat in tally.majority else "minority"
            kinds.add(kind)
            if kind == "minority":
                assert text == totals[1 + seat]  # its popularity for one colour per Rep is all it scores
                continue
            pips = sum(die.value for die, _ in tally.dice)
            share, popularity = map(int, re.findall(r"\d+", text))
            assert text.endswith(" " + kind) and share == -(-pips // len(tally.majority))
            assert share + popularity == int(totals[1 + seat]), (text, totals)
    assert "minority" in kinds and kinds & {"★", "★="}


def test_dindex_says_how_it_ended_in_the_tables_own_words_of_section_6() -> None:
    """The end screen said "RP reached" where the table says "Government Points to win" (§ 6.1)."""
    from scenes.tables.dindex.prompt import column_words

    match = seated(4)
    won = Result(winners=(0, 2), reason="rp_reached", scores={0: 15.0, 1: 9.0, 2: 4.0, 3: 4.0})
    facts = dict(map(tuple, result_sections(match, won, None, column_words)[-1].rows))
    assert facts["How it ended"] == "A Democrat reached the Government Points to win: democracy has won (§ 6.1)."
    oligarchy = Result(winners=(1, 3), reason="oligarchy", scores={0: 1.0, 1: 2.0, 2: 3.0, 3: 4.0})
    assert dict(map(tuple, result_sections(match, oligarchy, None, column_words)[-1].rows))["How it ended"] == (
        "The Dindex fell to Oligarchy: the Oligarchs have won (§ 6.2).")


def test_demos_says_why_the_game_ended_and_apart_from_it_how_a_tie_was_broken() -> None:
    """Playtest: "How it ended: Harmony points" is no term of the rules; a second one read the tie-break,
    "(2nd priority)", where it asked why the game had ended. The main phase ends when every figure has been
    drawn or after the predefined number of rounds; the strongest harmony of powers wins; between equal
    harmonies the most points over all rounds."""
    from scenes.shell.results import headline
    from scenes.tables.demos.look import column_words

    match = seated(4)
    won = Result(winners=(1,), reason="harmony_points", scores={0: 148.0, 1: 185.0, 2: 90.0, 3: 60.0},
                 details={"rounds": 14, "ending": "round_limit"})
    rows = [tuple(row) for row in result_sections(match, won, None, column_words)[-1].rows]
    assert rows[:3] == [("How it ended", "The set number of rounds has been played"),
                        ("Winner decided by", "The strongest harmony of powers"),
                        ("Tie", "Equal harmony of powers: the most points over all rounds won")]
    assert not any("priority" in text for row in rows for text in row)
    clear = Result(winners=(2,), reason="harmony", scores={0: 1.0, 1: 2.0, 2: 3.0, 3: 4.0},
                   details={"rounds": 9, "ending": "deck_empty"})
    facts = dict(map(tuple, result_sections(match, clear, None, column_words)[-1].rows))
    assert facts["How it ended"] == "Every figure has been drawn" and "Tie" not in facts
    nobody = Result(winners=(), reason="no_trio", scores={0: 1.0, 1: 2.0, 2: 3.0, 3: 4.0},
                    details={"rounds": 5, "ending": "round_limit"})
    rows = [tuple(row) for row in result_sections(match, nobody, None, column_words)[-1].rows]
    assert rows[:2] == [("How it ended", "The set number of rounds has been played"),
                        ("No winner", "nobody presented an E-L-J trio")]
    nobody = Result(winners=(), reason="no_trio", scores={0: 7.0, 1: 8.0, 2: 0.0, 3: 0.0})
    assert headline(match, nobody, column_words) == "No winner: nobody presented an E-L-J trio"
    assert headline(match, won, column_words) == "Ben wins!"


def test_demos_round_table_credits_each_round_its_own_points() -> None:
    # a short game: three rounds; the move that scores a round also deals the next one
    seats = [SeatSpec(kind="bot", name=name, level="heuristic") for name in ("Anna", "Ben", "Cleo")]
    match = Match(demos.GAME.rules, {"mode": "full", "round_limit": 3}, seats, 11)
    play_game(match, [demos.GAME.make_bot("heuristic") for _ in seats])
    won: dict[int, list[int]] = {}
    for event in match.events_seen_by(None):
        if event.type == "round_end":
            won[event.data.round] = [event.data.points[s] or 0 for s in range(3)]
    assert sorted(won) == [1, 2, 3] and any(won[1]), "round 1 scored something: the test would not see a shift"
    section = round_section(match)
    assert section is not None and section.header == ["", "Anna", "Ben", "Cleo"]
    assert [row[0] for row in section.rows] == ["Round 1", "Round 2", "Round 3"]
    totals = [0, 0, 0]
    for row, rnd in zip(section.rows, (1, 2, 3), strict=True):
        totals = [t + p for t, p in zip(totals, won[rnd], strict=True)]
        shown = [cell.split()[0] for cell in row[1:]]
        gains = [f"(+{p})" if p else "" for p in won[rnd]]
        assert shown == [str(t) for t in totals], (rnd, row)
        assert [cell.split()[1] if " " in cell else "" for cell in row[1:]] == gains
    result = match.result()
    assert result is not None and totals == [round(result.scores[s]) for s in range(3)]


def test_view_the_table_shows_the_table_and_its_own_result_is_one_key_away(real_app) -> None:  # noqa: F811
    """Playtest: "View the table" opened a second results panel over the table, and its toggle lay over a seat.
    Now the table itself shows; the table's own result (Diceocracy's district-by-district count) comes and
    goes with T or the bar's button, and the table's own toggle stays off the seats."""
    table, end = end_screen_over_its_table(real_app, FINISHED_GAMES["diceocracy-4"]())
    overlay = table.overlay  # type: ignore[attr-defined]
    assert overlay.visible and not overlay.panel.effectively_visible(), "no second panel behind the end screen"
    assert end.table_button.text == VIEW_TABLE
    click(real_app, end.table_button.rect.center)
    assert end.looking_at_table and not overlay.panel.effectively_visible()  # the board itself
    assert not overlay.toggle.effectively_visible() and end.result_button.visible
    assert end.back_button.visible and end.back_button.text == BACK_TO_RESULTS
    assert end.result_button.rect.bottom <= end.table_bar.bottom  # in the bar, over no seat
    send(real_app, key(pygame.K_t))
    assert end.looking_at_table and overlay.panel.effectively_visible() and "Hide" in end.result_button.text
    click(real_app, end.result_button.rect.center)
    assert not overlay.panel.effectively_visible() and "Show" in end.result_button.text
    click(real_app, end.back_button.rect.center)
    assert not end.looking_at_table and not overlay.panel.effectively_visible()
    assert real_app.ctx.stack.top is end and end.buttons[0].visible


def test_esc_turns_to_the_table_and_back_and_never_leaves_the_result(real_app) -> None:  # noqa: F811
    _table, end = end_screen_over_its_table(real_app, FINISHED_GAMES["dindex-7"]())
    send(real_app, key(pygame.K_ESCAPE))
    assert real_app.ctx.stack.top is end and end.looking_at_table
    send(real_app, key(pygame.K_ESCAPE))
    assert real_app.ctx.stack.top is end and not end.looking_at_table
    send(real_app, key(pygame.K_t))
    assert end.looking_at_table
    send(real_app, key(pygame.K_ESCAPE))
    click(real_app, end.buttons[2].rect.center)  # Main menu: the way out is a button
    assert isinstance(real_app.ctx.stack.top, MainMenu)


def test_long_results_scroll_with_a_visible_bar(real_app) -> None:  # noqa: F811
    _table, end = end_screen_over_its_table(real_app, FINISHED_GAMES["demos-5"]())
    view = end.view
    assert view.scrolls() and view.top == 0
    bar = view.bar_rect()
    assert end.panel.rect.contains(bar) and view.rect.contains(bar)
    surface = pygame.display.get_surface()
    thumb_colour = surface.get_at((bar.centerx, bar.y + 3))
    assert thumb_colour != surface.get_at((bar.centerx, bar.bottom - 3)), "the thumb stands out from the track"
    send(real_app, pygame.event.Event(pygame.MOUSEMOTION, pos=view.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert view.top == 3
    send(real_app, key(pygame.K_END))
    last = view.top
    assert last > 3
    send(real_app, key(pygame.K_PAGEDOWN))
    assert view.top == last, "the end is the end"
    send(real_app, key(pygame.K_HOME))
    assert view.top == 0
    # drag the thumb to the bottom of its track
    send(real_app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.centerx, bar.y + 3), button=1),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.centerx, bar.bottom + 40), rel=(0, 0), buttons=(1, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.centerx, bar.bottom + 40), button=1))
    assert view.top == last and not view.dragging
    # a click on the track above the thumb moves a page up
    send(real_app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.centerx, bar.y + 2), button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.centerx, bar.y + 2), button=1))
    assert view.top == max(0, last - (view.shown_lines() - 1)) < last


def test_a_short_result_has_no_scrollbar(real_app) -> None:  # noqa: F811
    _table, end = end_screen_over_its_table(real_app, finished("dindex", 3, 5))
    assert not end.view.scrolls()
    assert isinstance(end, EndScreen)


@pytest.mark.parametrize("game", ["diceocracy-4", "dindex-7"])
def test_the_way_back_to_the_results_lies_over_the_status_line_and_leaves_the_log_and_its_heading_clear(
        real_app, game: str) -> None:  # noqa: F811
    table, end = end_screen_over_its_table(real_app, FINISHED_GAMES[game]())
    end.show_table()
    send(real_app)
    log = table.log.world_rect()  # type: ignore[attr-defined]
    assert not end.back_button.rect.colliderect(log) and not end.bar_title.rect.colliderect(log)
    assert end.bar_title.visible and end.bar_title.text.startswith("Final table · ")
    assert end.back_button.rect.right <= log.x


def test_a_long_result_headline_takes_a_smaller_size_and_the_body_starts_below_it(real_app) -> None:  # noqa: F811
    table, end = end_screen_over_its_table(real_app, FINISHED_GAMES["dindex-7"]())
    end.show_table()
    send(real_app, frames=2)
    overlay = table.overlay  # type: ignore[attr-defined]
    overlay.open("Game over — " + ", ".join(f"Heuristic bot {i} (a very long name indeed)" for i in range(1, 7))
                 + " win")  # three lines even at the smallest size
    title = overlay.title.world_rect()
    drawn = table.stage.painter.surface(overlay.title, overlay.title.world_scale())  # type: ignore[attr-defined]
    assert drawn is not None
    assert title.y + drawn.get_height() <= overlay.body.world_rect().y  # the body is not under the headline
    assert not end.back_button.rect.colliderect(table.log.world_rect())  # type: ignore[attr-defined]


def test_an_enter_meant_for_the_last_pass_screen_never_throws_the_results_away(real_app) -> None:  # noqa: F811
    """Playtest: New game had the focus, and the Enter people press at every pass screen and counter banner
    left the results for New game. Enter now puts the results aside to look at the table, and back."""
    table, end = end_screen_over_its_table(real_app, FINISHED_GAMES["dindex-7"]())
    assert end.form.focused is end.table_button
    send(real_app, key(pygame.K_RETURN))
    assert real_app.ctx.stack.top is end and end.looking_at_table
    send(real_app, key(pygame.K_RETURN))  # the way back has the focus on the table's bar
    assert real_app.ctx.stack.top is end and not end.looking_at_table


def test_ctrl_z_at_the_final_table_never_reopens_a_finished_game(real_app) -> None:  # noqa: F811
    """Review: from "View the table", Ctrl+Z reached the table and took back the last move of a finished game
    (already in the history), leaving it frozen half-open."""
    match = FINISHED_GAMES["dindex-7"]()
    last_seat = match.actions[-1][0]
    match.replace_seat(last_seat, SeatSpec(name="Ada"))  # the last move was a person's, so it could be undone
    _table, end = end_screen_over_its_table(real_app, match)
    moves = len(match.actions)
    send(real_app, key(pygame.K_t))
    assert end.looking_at_table
    send(real_app, key(pygame.K_z, pygame.KMOD_CTRL))
    assert len(match.actions) == moves and match.result() is not None


SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(FINISHED_GAMES))
def test_end_screen_text_fits_its_boxes_without_clipping(real_app, game, size, language) -> None:  # noqa: F811
    real_app.use_language(language)
    resize(real_app, size)
    table, end = end_screen_over_its_table(real_app, FINISHED_GAMES[game]())
    cut = [c for c in end.view.cells() if c.width > c.box or c.drawn != c.text]
    assert not cut, f"{game} at {size}: clipped {[(c.text, c.width, c.box) for c in cut]}"
    title = end.title
    assert title.lines() == [title.text], "the headline is whole"
    assert text_width(real_app.ctx, title.text, title.size, True) <= title.rect.w
    for button in [end.table_button, *end.buttons, end.back_button, end.result_button]:
        assert text_width(real_app.ctx, button.text, button.size * 1.05, True) < button.rect.w, button.text


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(FINISHED_GAMES))
def test_end_screen_panels_fit_the_window_and_hide_the_tables_own(real_app, game, size, language) -> None:  # noqa: F811
    real_app.use_language(language)
    resize(real_app, size)
    table, end = end_screen_over_its_table(real_app, FINISHED_GAMES[game]())
    window = pygame.Rect(0, 0, *size)
    assert window.contains(end.panel.rect), "the panel is inside the window"
    parts = [end.title, end.view, end.table_button, *end.buttons]
    for part in parts:
        assert end.panel.rect.contains(part.rect), type(part).__name__
    for a, b in itertools.combinations(parts, 2):
        assert not a.rect.colliderect(b.rect), (type(a).__name__, type(b).__name__)
    overlay = table.overlay  # type: ignore[attr-defined]
    assert not overlay.panel.effectively_visible() and not overlay.toggle.effectively_visible()
    end.show_table()
    assert not overlay.panel.effectively_visible(), "the table itself shows"
    end.flip_table_result()
    assert overlay.panel.effectively_visible(), "the table's own result is one click away"
    assert window.contains(end.back_button.rect) and window.contains(end.result_button.rect)
    assert not end.result_button.rect.colliderect(end.back_button.rect)
    assert not end.result_button.rect.colliderect(end.bar_title.rect)


def test_an_empty_list_on_the_end_screen_reads_none() -> None:
    assert cell([]) == "none" and cell({}) == "none" and cell(["A", "B"]) == "A B"


def test_a_finished_dindex_game_places_only_its_winners_on_the_end_screen(real_app: Any) -> None:  # noqa: F811
    """The end screen reads the Dindex table's declaration: the winners are placed, every loser shows "—"."""
    match = FINISHED_GAMES["dindex-7"]()
    result = match.result()
    assert result is not None and result.winners and len(result.winners) < match.num_players
    _table, end = end_screen_over_its_table(real_app, match)
    assert isinstance(end, EndScreen)
    rows = end.view.sections[0].rows
    won = len(result.winners)
    assert all(row[0].startswith("★") for row in rows[:won])
    assert all(row[0] == "—" for row in rows[won:])
