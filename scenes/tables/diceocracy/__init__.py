"""The diceocracy table: one module per job, mirroring game/diceocracy/ (see docs/ARCHITECTURE.md); `TABLE` is what the
shell needs of it."""

from __future__ import annotations

from scenes.tables.common.tableinfo import TableInfo
from scenes.tables.diceocracy.moves import move_words
from scenes.tables.diceocracy.result import column_words
from scenes.tables.diceocracy.rules_section import rules_section
from scenes.tables.diceocracy.setup import diceocracy_setup
from scenes.tables.diceocracy.table import make_table

TABLE = TableInfo("diceocracy", make_table, setup_fields=diceocracy_setup, move_words=move_words,
                  column_words=column_words, rules_section=rules_section)
