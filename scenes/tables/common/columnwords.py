"""How a table words its game's result columns for the shell's end screen and History: the one contract
between a game's table package and the shell's result sheets (`scenes/shell/results.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

ColumnWords = Callable[[str, Any], "str | None"]
"""A game's words for one of its Result columns: (column key, value) → text, or None for the plain form. The
text is the English of an entry of the game's catalog (marked with N_ in its table package), so whoever shows
it translates it whole: `ctx.tr(text)` (the app's translator reads every domain's catalog)."""

REASON = "reason"
"""The key under which a game's column words word its endings ("harmony_points" → the rulebook's words)."""
