"""Saves across rules versions: a DēmoS save made under earlier rules is refused, never replayed under the new
ones (version 2 plays every discard step seat by seat, voids a round on a team veto, stops after 14 rounds and
broke team ties by each team's best player; version 3 breaks them by the tied players' points and does not
count a void round among the 14)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.match import LoadError, Match, SeatSpec, read_record

from .helpers import RULES

SEATS = [SeatSpec(name="Anna"), SeatSpec(name="Ben"), SeatSpec(name="Cleo")]


def test_rules_version_is_3() -> None:
    assert RULES.rules_version == "3"


def _refusal_of_a_save_of_version(old: str, tmp_path: Path) -> str:
    match = Match(RULES, {}, SEATS, 7)
    seat = match.active_players()[0]
    match.submit(seat, match.legal_actions(seat)[0])
    path = tmp_path / "old.json"
    match.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rules_version"] = old
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LoadError) as refused:
        Match.from_record(read_record(path))
    return str(refused.value)


def test_a_save_of_rules_version_1_is_refused_naming_both_versions(tmp_path: Path) -> None:
    assert _refusal_of_a_save_of_version("1", tmp_path) == ("This save was made with DēmoS rules version 1; "
                                                            "this Hustings plays version 3.")


def test_a_save_of_rules_version_2_is_refused_naming_both_versions(tmp_path: Path) -> None:
    assert _refusal_of_a_save_of_version("2", tmp_path) == ("This save was made with DēmoS rules version 2; "
                                                            "this Hustings plays version 3.")


def test_a_save_of_the_current_rules_version_loads_and_continues(tmp_path: Path) -> None:
    match = Match(RULES, {}, SEATS, 7)
    seat = match.active_players()[0]
    match.submit(seat, match.legal_actions(seat)[0])
    path = tmp_path / "now.json"
    match.save(path)
    assert Match.from_record(read_record(path)).state == match.state
