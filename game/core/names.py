"""What a seat's name may hold: a person types it once and every screen, log and save shows it after.

Control characters (NUL, tab, escape …), line and paragraph separators and lone surrogates are refused:
they cannot be drawn, break a one-line label, or cannot even be written to a UTF-8 file.
"""

from __future__ import annotations

import unicodedata

from game.core.words import N_, WordedError

_REFUSED_CATEGORIES = {
    "Cc": N_("A name cannot hold a control character (U+{code})."),
    "Cs": N_("A name cannot hold a lone surrogate (U+{code})."),
    "Zl": N_("A name cannot hold a line separator (U+{code})."),
    "Zp": N_("A name cannot hold a paragraph separator (U+{code})."),
}
"""The characters a name may not hold, by Unicode category: the sentence saying so (the app translates it)."""


def name_error(name: str) -> WordedError | None:
    """Why `name` cannot be a seat's name, as an error the app can say in the player's language (its str() is
    `name_problem`), or None when it can."""
    for char in name:
        sentence = _REFUSED_CATEGORIES.get(unicodedata.category(char))
        if sentence is not None:
            return WordedError(sentence, code=f"{ord(char):04X}")
    return None


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a seat's name, in one line, or None when it can."""
    error = name_error(name)
    return str(error) if error is not None else None


def name_character_allowed(char: str) -> bool:
    """Whether a typed or pasted character may go into a name field (the others are dropped as typed)."""
    return unicodedata.category(char) not in _REFUSED_CATEGORIES


def printable(text: str) -> str:
    """`text` with what cannot be drawn replaced by U+FFFD, newlines kept (drawing never fails on a name)."""
    if all(char == "\n" or unicodedata.category(char) not in _REFUSED_CATEGORIES for char in text):
        return text
    return "".join(char if char == "\n" or unicodedata.category(char) not in _REFUSED_CATEGORIES else "\ufffd"
                   for char in text)
