"""The quick references explain what the tables draw (playtest: "the quick reference does not explain the card
symbols"), in the tables' own words: when a table's words change, its quick reference must follow."""

from __future__ import annotations

import pytest

from scenes.shell.rules_links import book_for
from scenes.tables.demos.look import POWER_ICON, POWER_NAME, SUIT_GLYPH, SUIT_THEME
from scenes.tables.dindex.look import LEVEL_WORD, PORTFOLIO_SHORT, PORTFOLIO_WORD, STICKER_WORD, STRIP_REGISTER


def quick_reference(game: str) -> str:
    book = book_for(game)
    assert book is not None
    return book.path(book.quick).read_text(encoding="utf-8")


def section(text: str, anchor: str) -> str:
    start = text.index(f"{{#{anchor}}}")
    end = text.find("\n## ", start)
    return text[start:end if end != -1 else len(text)]


def test_dindex_explains_each_part_of_an_action_card_in_the_cards_own_words() -> None:
    card = section(quick_reference("dindex"), "card")
    for word in [*LEVEL_WORD.values(), *STICKER_WORD.values(), "open & secret", "secret only", "✕ not playable",
                 "magnifying glass", "no bomb", "Dindex −2"]:
        assert word in card, word
    for role in ("DEMOCRAT (dog)", "OLIGARCH (wolf)"):  # playtest: "dog" and "wolf" were explained nowhere
        assert role in card
    for strip in STRIP_REGISTER.values():
        assert " ".join(strip) in card
    for portfolio, short in PORTFOLIO_SHORT.items():
        assert f"{short} {PORTFOLIO_WORD[portfolio]}" in card


@pytest.mark.parametrize("suit", sorted(SUIT_GLYPH))
def test_demos_names_each_suit_by_its_glyph_and_theme(suit: str) -> None:
    assert f"{SUIT_GLYPH[suit]} {SUIT_THEME[suit]}" in section(quick_reference("demos"), "table")


@pytest.mark.parametrize("power", sorted(POWER_NAME))
def test_demos_names_each_figure_by_its_letter_emblem_and_power(power: str) -> None:
    table = section(quick_reference("demos"), "table")
    emblem = POWER_ICON[power]  # the emblem's name in scenes/engine/icons.py is the word for it
    assert f"{power} with a {emblem}" in table or f"{power} with {emblem}" in table
    assert POWER_NAME[power] in table or POWER_NAME[power].lower() in table
