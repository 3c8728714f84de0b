"""Saves made before the rules were sped up (issue 14 item 2) replay to the very same outcome: a save stores
only the seed and the actions, so the rules must turn them into the same final state and the same logs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.match import Match, MatchRecord
from tests.core.recorded_games.record import FOLDER, GAMES, outcome_digests

RECORDINGS = sorted(FOLDER.glob("*.json"))


def test_every_recorded_game_has_its_file() -> None:
    assert sorted(path.name for path in RECORDINGS) == sorted(f"{game}-{label}.json" for game, label, *_ in GAMES)


@pytest.mark.parametrize("path", RECORDINGS, ids=[path.stem for path in RECORDINGS])
def test_recorded_game_replays_to_the_same_final_state_and_logs(path: Path) -> None:
    entry = json.loads(path.read_text(encoding="utf-8"))
    record = MatchRecord.model_validate(entry["record"])
    match = Match.from_record(record)
    assert match.is_over, "a recorded game is a finished one"
    assert len(match.actions) == len(record.actions)
    assert outcome_digests(match) == entry["expected"]
