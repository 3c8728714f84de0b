"""Playtest 5, the DēmoS card faces: the corner at a card's foot cannot be read as another card (the 9♠ turned
on one line read "♥6"), and ♣ and ♠ tell apart on the small figure cards at 1280x720."""

from __future__ import annotations

import pytest

from game.demos.components import figure_cards, number_cards
from scenes.tables.demos.look import card_face
from scenes.tables.demos.table import log_color


@pytest.mark.parametrize("code", number_cards("full"))
def test_a_number_cards_index_has_the_pip_under_the_number_as_printed_cards_do(code: str) -> None:
    # the foot's index is the same turned 180°: an upside-down "9 over ♠", never "♠6" on one line
    number, pip = card_face(code).corner.split("\n")
    assert number == code[:-1] and pip == {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[code[-1]]


def distance(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    return float(sum((x - y) ** 2 for x, y in zip(a[:3], b[:3], strict=True)) ** 0.5)


def test_clubs_and_spades_differ_in_colour_on_every_card_and_in_the_log() -> None:
    figures = [c for c in figure_cards("full") if c != "M"]
    for power in "ELJ":
        spade, club = (card_face(f"{power}{s}", captioned=False).color for s in "SC")
        assert f"{power}S" in figures and distance(spade, club) > 100
    assert distance(card_face("7S").color, card_face("7C").color) > 100
    assert distance(log_color("7S"), log_color("7C")) > 100
    # and the red suits stay red
    assert card_face("7H").color == card_face("7D").color == card_face("EH").color
