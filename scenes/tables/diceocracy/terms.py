"""The words of Diceocracy's data files (game/diceocracy/data/*.json) for the translation catalog, and how the
table shows them in the player's language.

`terms()` lists every name a person reads that comes from the components rather than from the code: the
district tiles, the personality tiles' words, the advertising, political stunt and secret agenda cards, and
the solo ranks. tools/i18n.py puts them in the diceocracy catalog; the table shows them with
`tr.trc(context, text)` through the functions below, so a card reads as the German rulebook names it
(assets/rules/diceocracy.de.md, docs/glossary.de.md).

The solo ranks have no context: the rules hand one to the app as the result's `solo_rank`, and the end screen
translates it as it is (`tr(rank)`).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.diceocracy.components import components
from scenes.engine.i18n import Translator

ENGLISH = Translator()
"""The source language: what a helper speaks when no translator is handed to it (the rules' tests, tools)."""

DISTRICT = "district"
ADVERT = "advertising card"
STUNT = "political stunt card"
AGENDA = "secret agenda card"
TRAIT = "trait"
"""A trait tile's word standing alone ("Charismatic": German „Charismatisch“)."""
TRAIT_BEFORE_ROLE = "trait before a role"
"""A trait's word as it stands before the role's ("Charismatic Banker": German „Charismatischer Bankier“)."""
ROLE = "role"
DECK_CONTEXT = {"adverts": ADVERT, "stunts": STUNT, "agendas": AGENDA}


def terms() -> Iterator[tuple[str | None, str]]:
    """(context, text) for every name in the data files that a person reads."""
    c = components()
    for district in c.districts:
        yield DISTRICT, district.name
    for tile in c.personalities:
        for side in tile.sides:
            if tile.type == "trait":
                yield TRAIT, side.word
                yield TRAIT_BEFORE_ROLE, side.word
            else:
                yield ROLE, side.word
    for advert in c.adverts:
        yield ADVERT, advert.name
    for stunt in c.stunts:
        yield STUNT, stunt.name
    for agenda in c.agendas:
        yield AGENDA, agenda.name
    for rank in c.congress.solo_ranks:
        yield None, rank.title


def district_term(name: str, tr: Translator = ENGLISH) -> str:
    """A district tile's name ("Old Town" → „Altstadt“)."""
    return tr.trc(DISTRICT, name)


def card_term(deck: str, name: str, tr: Translator = ENGLISH) -> str:
    """A card's name in its deck's context ("adverts", "stunts", "agendas"; "advert…" and "stunt…" as the
    decks' singular forms too)."""
    key = "adverts" if deck.startswith("advert") else "stunts" if deck.startswith("stunt") else "agendas"
    return tr.trc(DECK_CONTEXT[key], name)


def personality_term(kind: str, word: str, tr: Translator = ENGLISH, *, before_role: bool = False) -> str:
    """A personality tile's word: a trait alone or before its role, or a role."""
    if kind == "trait":
        return tr.trc(TRAIT_BEFORE_ROLE if before_role else TRAIT, word)
    return tr.trc(ROLE, word)


def rank_term(title: str, tr: Translator = ENGLISH) -> str:
    """A solo rank's title ("Elected!" → „Gewählt!“)."""
    return tr(title)
