"""The game tables: `TABLE_INFO` maps a game id to its table package's `TableInfo` (its table factory,
New game fields, result words and the rules section F1 links to), each declared once in
`scenes/tables/<game>/__init__.py`."""

from __future__ import annotations

from scenes.tables.common.tableinfo import TableInfo
from scenes.tables.demos import TABLE as DEMOS
from scenes.tables.diceocracy import TABLE as DICEOCRACY
from scenes.tables.dindex import TABLE as DINDEX

TABLE_INFO: dict[str, TableInfo] = {info.game_id: info for info in (DEMOS, DINDEX, DICEOCRACY)}
