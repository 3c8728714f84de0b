r"""docs/log-format.md is checked against the declared payloads (issue 29.1): every event type a game declares
has its row in the game's section, and the row's data cell names exactly the payload's fields, so a field
cannot be added, renamed or dropped without the documentation saying so.

A row is `| \`type\` | \`{"field": …, …}\` … | when |`; the keys at the top level of each backticked object in the
data cell (and of a backticked `"field": …` fragment, such as "team modes add …") are the documented fields.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core.protocol import Payload
from game.core.registry import GameInfo, games

LOG_FORMAT = Path(__file__).resolve().parents[2] / "docs" / "log-format.md"


def _sections() -> dict[str, str]:
    text = LOG_FORMAT.read_text(encoding="utf-8")
    parts = re.split(r"^## (.+)$", text, flags=re.M)
    return {parts[i].strip(): parts[i + 1] for i in range(1, len(parts), 2)}


def _cells(row: str) -> list[str]:
    """A table row's cells; `\\|` inside a cell is a literal bar."""
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", row.strip().strip("|"))]


def documented_rows(title: str) -> dict[str, str]:
    """Each event type's data cell in the game's section."""
    rows: dict[str, str] = {}
    for line in _sections().get(title, "").splitlines():
        if line.startswith("| `"):
            cells = _cells(line)
            if len(cells) >= 2 and (m := re.fullmatch(r"`([a-z_0-9]+)`", cells[0])):
                rows[m.group(1)] = cells[1]
    return rows


def top_level_keys(cell: str) -> set[str]:
    keys: set[str] = set()
    for span in re.findall(r"`([^`]*)`", cell):
        span = span.strip()
        base = 1 if span.startswith("{") else 0
        depth = 0
        for m in re.finditer(r'[{}\[\]]|"([A-Za-z_][A-Za-z_0-9]*)"\s*:', span):
            token = m.group(0)
            if token in "{[":
                depth += 1
            elif token in "}]":
                depth -= 1
            elif depth == base:
                keys.add(m.group(1))
    return keys


def _fields(payload: type[Payload]) -> set[str]:
    return set(payload.record_fields)


TYPED = [info for info in games().values() if info.rules.event_payloads]


@pytest.mark.parametrize("info", TYPED, ids=[info.id for info in TYPED])
def test_every_declared_event_has_its_documented_row_with_exactly_its_fields(info: GameInfo) -> None:
    rows = documented_rows(info.rules.title)
    problems: list[str] = []
    for event_type, payload in info.rules.event_payloads.items():
        if event_type not in rows:
            problems.append(f"{event_type}: no row in the {info.rules.title} section")
            continue
        documented, declared = top_level_keys(rows[event_type]), _fields(payload)
        if documented != declared:
            problems.append(f"{event_type}: documented {sorted(documented)}, declared {sorted(declared)}")
    for event_type in rows.keys() - info.rules.event_payloads.keys():
        problems.append(f"{event_type}: documented but not declared")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("info", TYPED, ids=[info.id for info in TYPED])
def test_the_declared_event_types_are_the_payload_table(info: GameInfo) -> None:
    assert info.rules.event_types == frozenset(info.rules.event_payloads)


def test_the_row_reader_finds_top_level_keys_only() -> None:
    cell = '`{"seat": "1", "cards": {"0": ["7S"]}, "tiebreak": {"points": 19} \\| null}`; adds `"extra": [0]`'
    assert top_level_keys(cell) == {"seat", "cards", "tiebreak", "extra"}
