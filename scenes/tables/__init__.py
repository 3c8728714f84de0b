"""The game tables: `TABLES` maps a game id to the factory the shell calls to build its table scene, `SETUP`
to the game's own fields in the new-game form."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenes.engine.services import TableFactory
from scenes.tables.demos.look import code_words as demos_code_words
from scenes.tables.demos.look import column_words as demos_column_words
from scenes.tables.demos.setup import demos_setup
from scenes.tables.demos.table import make_table as make_demos_table
from scenes.tables.diceocracy.setup import diceocracy_setup
from scenes.tables.diceocracy.table import make_table as make_diceocracy_table
from scenes.tables.dindex.prompt import column_words as dindex_column_words
from scenes.tables.dindex.setup import dindex_setup
from scenes.tables.dindex.table import make_table as make_dindex_table

TABLES: dict[str, TableFactory] = {
    "demos": make_demos_table,
    "dindex": make_dindex_table,
    "diceocracy": make_diceocracy_table,
}
SETUP: dict[str, Callable[[dict[str, Any], list[str]], Any]] = {"demos": demos_setup, "dindex": dindex_setup,
                                                               "diceocracy": diceocracy_setup}
"""Per game, the new-game form's own fields for its options (see scenes.tables.demos.setup.DemosSetup)."""
CODE_WORDS: dict[str, Callable[[str], str]] = {"demos": demos_code_words}
"""Per game, how the end screen names the game's codes in a Result ("EC" → "E♣"); other text unchanged."""
COLUMN_WORDS: dict[str, Callable[[str, Any], str | None]] = {"demos": demos_column_words,
                                                            "dindex": dindex_column_words}
"""Per game, words for a Result column's values ("harmony" 3 → "three suits (best)"); None: the plain form."""
