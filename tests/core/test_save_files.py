"""Save files from outside: every damaged, foreign or strange save is one LoadError in one line, never a crash."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.core.match import LoadError, Match, MatchRecord, SeatSpec, read_record
from game.core.registry import games

SEATS = [SeatSpec(name="Anna"), SeatSpec(name="Ben"), SeatSpec(name="Cleo")]


def demos_save(tmp_path: Path, **changes: Any) -> Path:
    """A real DēmoS save after one move, with top-level fields replaced as given."""
    match = Match(games()["demos"].rules, {}, SEATS, 7)
    seat = match.active_players()[0]
    match.submit(seat, match.legal_actions(seat)[0])
    data = json.loads(match.record().model_dump_json())
    data.update(changes)
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def load_error(path: Path) -> str:
    with pytest.raises(LoadError) as caught:
        Match.from_record(read_record(path))
    message = str(caught.value)
    assert "\n" not in message and "http" not in message, message
    return message


def test_a_save_nested_thousands_deep_is_a_load_error(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"game": "demos", "options": ' + "[" * 5000 + "]" * 5000 + "}", encoding="utf-8")
    assert "nested more than" in load_error(path)


def test_a_save_with_a_seed_of_thousands_of_digits_is_a_load_error(tmp_path: Path) -> None:
    path = demos_save(tmp_path, seed=7)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"seed": 7', '"seed": ' + "9" * 4400), encoding="utf-8")
    assert "more than 100 digits" in load_error(path)


def test_a_seed_written_as_a_decimal_is_damage_not_rounded(tmp_path: Path) -> None:
    assert "seed: Input should be a valid integer" in load_error(demos_save(tmp_path, seed=42.0))


def test_a_saved_discard_of_an_empty_card_is_a_load_error(tmp_path: Path) -> None:
    path = demos_save(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][0]["action"] = {"kind": "discard", "card": ""}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert "Action 1 of the save cannot be replayed" in load_error(path)


def test_a_saved_seat_name_with_a_control_character_is_refused(tmp_path: Path) -> None:
    path = demos_save(tmp_path, seats=[{"kind": "human", "name": "An\x00na"}, {"name": "Ben"}, {"name": "Cleo"}])
    assert "seats.0.name: A name cannot hold a control character (U+0000)" in load_error(path)


def test_an_unknown_game_is_named_without_stray_quotes(tmp_path: Path) -> None:
    message = load_error(demos_save(tmp_path, game="chess"))
    assert message.startswith("Unknown game 'chess'") and not message.startswith('"')


def test_an_empty_rules_version_is_worded(tmp_path: Path) -> None:
    assert "made with DēmoS no rules version;" in load_error(demos_save(tmp_path, rules_version=""))


def test_bad_options_in_a_save_are_one_line_without_pydantics_dump(tmp_path: Path) -> None:
    message = load_error(demos_save(tmp_path, options={"round_limit": 99}))
    assert message.startswith("The save's options are not valid: round_limit: Input should be less than")


def test_a_future_save_format_is_named(tmp_path: Path) -> None:
    assert "uses save format 2; expected 1" in load_error(demos_save(tmp_path, format=2, new_field=True))


def test_a_good_save_still_loads(tmp_path: Path) -> None:
    record = read_record(demos_save(tmp_path))
    assert isinstance(record, MatchRecord) and len(Match.from_record(record).actions) == 1
