"""The game tables: `TABLES` maps a game id to the factory the shell calls to build its table scene."""

from __future__ import annotations

from scenes.engine.services import TableFactory

TABLES: dict[str, TableFactory] = {}
