"""Playtest 5 of Dindex: the table says the rulebook's "Government Points" (§ 4.3, § 6.1), never "RP target":
one term for the number a Democrat must reach, in the header, the log, the result and the quick reference."""

from __future__ import annotations

from pathlib import Path

import pygame

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.core.trusted import emit
from game.dindex.events import DindexChanged, RoleRevealed
from scenes.engine.headless import make_context, pump
from scenes.tables.common.words import plain
from scenes.tables.dindex.prompt import final_lines, phase_title
from scenes.tables.dindex.table import make_table
from scenes.tables.dindex.words import DindexNames, describe_event

NAMES = ["Ada", "Ben", "Cleo", "Dan", "Eve"]


QUICK = Path(__file__).resolve().parents[2] / "assets" / "rules" / "dindex.quick.md"


def names() -> DindexNames:
    return DindexNames(lambda seat: NAMES[int(seat)])


def five_bots() -> Match:
    return Match(dindex.GAME.rules, {}, [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES], 0)


def test_the_header_names_the_government_points_to_win() -> None:
    view = five_bots().view(None)
    title = phase_title(view)
    assert f"Government Points to win: {view.rp_target}" in title
    assert "target" not in title


def test_an_oligarch_revealed_for_reaching_the_points_is_worded_as_the_book_says() -> None:
    # § 6.1: the rules reveal the Oligarch with why "rp_reached" (it read "(rp reached)")
    line = plain(describe_event(emit(RoleRevealed(seat=1, role="oligarch", why="rp_reached")), names()))
    assert line == "★ Ben is revealed as OLIGARCH (reached the Government Points to win)"


def test_the_dindex_falling_for_an_oligarchs_points_says_why_in_words() -> None:
    # § 6.1: the Dindex falls two cards; the cause read "rp target reached"
    line = plain(describe_event(emit(DindexChanged(dindex=3, dindex_cards=5, delta=-2, cause="rp_target_reached")),
                                names()))
    assert "(an Oligarch reached the Government Points to win)" in line
    assert "target" not in line


def test_the_result_of_a_democrats_win_says_government_points() -> None:
    view = five_bots().view(None)
    over = view.model_copy(update={"phase": "over", "reason": "rp_reached", "winners": (0, 2),
                                   "roles": ("democrat", "oligarch", "democrat", "oligarch", "democrat")})
    first = final_lines(over, lambda s: NAMES[s])[0][0]
    assert first == "A Democrat reached the Government Points to win: democracy has won (§ 6.1)."


def test_the_quick_reference_uses_the_same_term() -> None:
    text = QUICK.read_text(encoding="utf-8")
    assert "Government Points target" not in text and "reaches the target" not in text
    assert text.count("Government Points to win") == 2


def test_the_header_with_the_longest_level_and_phase_stays_clear_of_the_log() -> None:
    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, five_bots())
        context.stack.push(table)
        pump(context, screen)
        longest = table.view.model_copy(update={"term": 10, "dindex_level": 2, "rp_target": 99,
                                                "phase": "open_window"})
        table.sync(longest)
        text, size = table.header.chosen(table.stage.painter)
        assert "Government Points to win: 99" in text and not text.endswith("…") and size >= 12
        width = table.stage.painter.text(text, size, (0, 0, 0), bold=True).get_width()
        assert table.header.x + width <= table.log.x
    finally:
        pygame.quit()
