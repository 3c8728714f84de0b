"""Which log line names a move on the Undo button and the pass screen's take-back: the mover's own line,
found by the mover's whole name (last stop's note: "Ann" was found inside "Anna")."""

from __future__ import annotations

from scenes.tables.common.table import mover_line


def test_the_movers_line_is_found_by_the_whole_name_not_inside_a_longer_one() -> None:
    lines = ["Anna takes 7♠ from Ben's discard", "Ann lays 3♥ face up"]
    assert mover_line(lines, "Ann") == "Ann lays 3♥ face up"
    assert mover_line(lines, "Anna") == "Anna takes 7♠ from Ben's discard"


def test_a_line_that_begins_with_the_mover_wins_over_one_the_move_set_off() -> None:
    # an end of turn sets off the next round's header, which names the mover as the one who starts
    lines = ["— Round 5 of 9 — Mia starts", "Mia ends her turn"]
    assert mover_line(lines, "Mia") == "Mia ends her turn"


def test_a_line_that_only_mentions_the_mover_still_counts_and_none_gives_nothing() -> None:
    assert mover_line(["The counter of Mia is judged"], "Mia") == "The counter of Mia is judged"
    assert mover_line(["Anna lays a card face down"], "Ann") == ""
    assert mover_line([], "Ann") == ""


def test_names_with_signs_of_a_pattern_are_read_as_plain_text() -> None:
    assert mover_line(["Bot (Hard) passes", "Bot passes"], "Bot (Hard)") == "Bot (Hard) passes"
    assert mover_line(["Bot (Hard) passes"], "Bot.") == ""
