"""How a table words its game's result columns for the shell's end screen and History: the one contract
between a game's table package and the shell's result sheets (`scenes/shell/results.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scenes.engine.i18n import Translator

ColumnWords = Callable[[str, Any, "Translator"], "str | None"]
"""A game's words for one of its Result columns: (column key, value, the reader's translator) → text in the
reader's language, or None for the plain form. The translator is passed, not applied afterwards, because a
value may sit inside the words ("30 RP")."""

REASON = "reason"
"""The key under which a game's column words word its endings ("harmony_points" → the rulebook's words)."""

HEADING = "heading"
"""The key under which a game's column words word its result's own keys, where they are shown as a column's
heading, a row's name or a fact's name ("district_votes" → "District votes", a district's name as the table
names it); None: the generic words of the key."""
