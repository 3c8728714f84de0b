"""Saves made before the rules were sped up (issue 14 item 2) replay to the very same outcome: a save stores
only the seed and the actions, so the rules must turn them into the same result and the same final state.

A field a later change adds to a game's state (or to a part of it, such as an option of its options), or a detail
it adds to the result (the end screen's placings), is not in the recordings and not compared; every recorded one
is.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.match import Match, MatchRecord
from tests.core.recorded_games.record import FOLDER, GAMES, outcome


def as_recorded(now: object, recorded: object) -> object:
    """`now` cut to the fields `recorded` has, at every depth (a field added since is not compared)."""
    if isinstance(now, dict) and isinstance(recorded, dict):
        return {field: as_recorded(now.get(field), value) for field, value in recorded.items()}
    return now

RECORDINGS = sorted(FOLDER.glob("*.json"))


def test_every_recorded_game_has_its_file() -> None:
    assert sorted(path.name for path in RECORDINGS) == sorted(f"{game}-{label}.json" for game, label, *_ in GAMES)


@pytest.mark.parametrize("path", RECORDINGS, ids=[path.stem for path in RECORDINGS])
def test_recorded_game_replays_to_the_same_result_and_final_state(path: Path) -> None:
    entry = json.loads(path.read_text(encoding="utf-8"))
    record = MatchRecord.model_validate(entry["record"])
    match = Match.from_record(record)
    assert match.is_over, "a recorded game is a finished one"
    assert len(match.actions) == len(record.actions)
    now, recorded = outcome(match), entry["expected"]
    details = recorded["result"].get("details", {})
    result = {**now["result"], "details": {k: v for k, v in now["result"].get("details", {}).items() if k in details}}
    assert result == recorded["result"]
    assert as_recorded(now["final_state"], recorded["final_state"]) == recorded["final_state"]
