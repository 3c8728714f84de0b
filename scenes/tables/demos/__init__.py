"""The demos table: one module per job, mirroring game/demos/ (see docs/ARCHITECTURE.md); `TABLE` is what the
shell needs of it."""

from __future__ import annotations

from scenes.tables.common.tableinfo import TableInfo
from scenes.tables.demos.look import code_words, column_words
from scenes.tables.demos.rules_section import rules_section
from scenes.tables.demos.setup import demos_setup
from scenes.tables.demos.table import make_table

TABLE = TableInfo("demos", make_table, setup_fields=demos_setup, column_words=column_words, code_words=code_words,
                  rules_section=rules_section)
