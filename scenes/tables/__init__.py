"""The game tables: `TABLES` maps a game id to the factory the shell calls to build its table scene."""

from __future__ import annotations

from scenes.engine.services import TableFactory
from scenes.tables.demos import make_table as make_demos_table

TABLES: dict[str, TableFactory] = {"demos": make_demos_table}  # type: ignore[dict-item]
