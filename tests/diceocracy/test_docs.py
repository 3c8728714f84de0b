"""The coverage table in docs/rules/diceocracy.md names only tests that exist."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_test_named_in_the_coverage_table_exists() -> None:
    doc = (ROOT / "docs" / "rules" / "diceocracy.md").read_text(encoding="utf-8")
    named = set(re.findall(r"\btest_[a-z0-9_]+\b", doc))
    defined = set()
    for path in (ROOT / "tests" / "diceocracy").glob("test_*.py"):
        defined.update(re.findall(r"^def (test_[a-z0-9_]+)", path.read_text(encoding="utf-8"), re.M))
    named -= {"test_components", "test_setup", "test_modes", "test_games", "test_cards", "test_solo", "test_scoring",
              "test_agendas", "test_views", "test_turn", "test_rules_version", "test_bots"}  # file names in the table
    assert named, "the coverage table names tests"
    assert sorted(named - defined) == []
