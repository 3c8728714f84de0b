"""Words the DēmoS playtest found wrong: a veto in the last round promised a next round (since rules 3 a void
round is always dealt again, and says so), the replay named seats from 0, and the end screen left "Winning
teams" blank when nobody won."""

from __future__ import annotations

import game.demos as demos
from game.core.trusted import emit
from game.demos.events import RoundVoid, Take
from game.demos.state import ApplyMedia, AssignFigure
from scenes.shell.results import cell
from scenes.tables.demos.words import WORDS, DemosNames


def names() -> DemosNames:
    return DemosNames(lambda s: ["Ada", "Ben", "Cleo", "Dan"][int(s)], lambda t: f"Team {'AB'[t]}", teams=True,
                      independent=lambda s: False)


def test_a_void_round_says_it_is_dealt_again() -> None:
    # a round that does not take place is not one of the 14 (rules 3): the same round is always dealt again
    line = WORDS.word(emit(RoundVoid(round=6, team=1)), names())
    text = "".join(part for part, _card in line or [])
    assert text == "Round 6 does not take place: no show-down, no points, no figure; it is dealt again"


def test_the_replay_names_seats_as_people_count_them_from_one() -> None:
    rules = demos.GAME.rules
    assert rules.describe_action(AssignFigure(seat=1)) == "give the figure to seat 2"
    assert rules.describe_action(ApplyMedia(target=0, slot=1, suit="H")).startswith("media on seat 1's figure 2")


def test_an_empty_list_on_the_end_screen_reads_none() -> None:
    assert cell([]) == "none" and cell({}) == "none" and cell(["A", "B"]) == "A B"


def test_a_seat_taking_back_its_own_discard_takes_from_their_own_pile() -> None:
    line = WORDS.word(emit(Take(seat=3, card="2D", owner=3, pile="public", step="secret")), names())
    assert "".join(part for part, _card in line or []) == "Dan takes 2♦ from their own public discard"
