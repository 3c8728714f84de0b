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

ENDING = "ending"
"""A result detail saying why the game ended, where the Result's reason says how the winner was decided
(DēmoS: "deck_empty", every figure drawn; "round_limit", the set number of rounds played), worded by the
game's column words under this key. The end screen shows it as "How it ended" and the reason beside it as
"Winner decided by" (a playtest read the tie-break where it asked why the game had ended)."""

TIE_BREAK = "tie_break"
"""The key under which a game's column words say, given the Result's reason, how a tie for the win was decided
("harmony_points" → equal harmony, the most points over all rounds won); None: there was no tie."""

NOTE = "note"
"""The key under which a game's column words may add one short line under the end screen's headline, given
the whole Result as the value (DēmoS: the most points without a trio did not win, since points only break
ties between trios); None: no line."""
