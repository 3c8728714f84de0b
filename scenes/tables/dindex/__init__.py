"""The dindex table: one module per job, mirroring game/dindex/ (see docs/ARCHITECTURE.md); `TABLE` is what the
shell needs of it."""

from __future__ import annotations

from scenes.tables.common.tableinfo import TableInfo
from scenes.tables.dindex.prompt import column_words
from scenes.tables.dindex.rules_section import rules_section
from scenes.tables.dindex.setup import dindex_setup
from scenes.tables.dindex.table import make_table
from scenes.tables.dindex.words import action_words

TABLE = TableInfo("dindex", make_table, setup_fields=dindex_setup, column_words=column_words,
                  move_words=action_words, rules_section=rules_section, losers_placed=False)
