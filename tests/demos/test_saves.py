"""Saves across rules versions: a DēmoS save made under earlier rules is refused, never replayed under the new
ones (version 2 plays every discard step seat by seat, voids a round on a team veto, stops after 14 rounds and
breaks team ties by each team's best player)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.match import LoadError, Match, SeatSpec, read_record

from .helpers import RULES

SEATS = [SeatSpec(name="Anna"), SeatSpec(name="Ben"), SeatSpec(name="Cleo")]


def test_rules_version_is_2() -> None:
    assert RULES.rules_version == "2"


def test_a_save_of_rules_version_1_is_refused_naming_both_versions(tmp_path: Path) -> None:
    match = Match(RULES, {}, SEATS, 7)
    seat = match.active_players()[0]
    match.submit(seat, match.legal_actions(seat)[0])
    path = tmp_path / "old.json"
    match.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rules_version"] = "1"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LoadError) as refused:
        Match.from_record(read_record(path))
    assert str(refused.value) == ("This save was made with DēmoS rules version 1; "
                                  "this Hustings plays version 2.")


def test_a_save_of_the_current_rules_version_loads_and_continues(tmp_path: Path) -> None:
    match = Match(RULES, {}, SEATS, 7)
    seat = match.active_players()[0]
    match.submit(seat, match.legal_actions(seat)[0])
    path = tmp_path / "now.json"
    match.save(path)
    assert Match.from_record(read_record(path)).state == match.state
