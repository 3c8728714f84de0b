"""What a seat's name may hold: a person types it once and every screen, log and save shows it after.

Control characters (NUL, tab, escape …), line and paragraph separators and lone surrogates are refused:
they cannot be drawn, break a one-line label, or cannot even be written to a UTF-8 file.
"""

from __future__ import annotations

import unicodedata

_REFUSED_CATEGORIES = {"Cc": "a control character", "Cs": "a lone surrogate", "Zl": "a line separator",
                       "Zp": "a paragraph separator"}


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a seat's name, in one line, or None when it can."""
    for char in name:
        what = _REFUSED_CATEGORIES.get(unicodedata.category(char))
        if what is not None:
            return f"A name cannot hold {what} (U+{ord(char):04X})."
    return None


def name_character_allowed(char: str) -> bool:
    """Whether a typed or pasted character may go into a name field (the others are dropped as typed)."""
    return unicodedata.category(char) not in _REFUSED_CATEGORIES


def printable(text: str) -> str:
    """`text` with what cannot be drawn replaced by U+FFFD, newlines kept (drawing never fails on a name)."""
    if all(char == "\n" or unicodedata.category(char) not in _REFUSED_CATEGORIES for char in text):
        return text
    return "".join(char if char == "\n" or unicodedata.category(char) not in _REFUSED_CATEGORIES else "\ufffd"
                   for char in text)
