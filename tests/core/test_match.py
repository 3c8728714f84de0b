"""The Match: validation, undo up to commit points, atomic save, load by replay, corrupt saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.match import LoadError, Match, MatchRecord, SeatSpec, read_record
from game.core.protocol import IllegalAction
from tests.core.toy_game import Roll, Step, ToyRules

SEATS = [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Bot", level="random")]


def new_match(seed: int = 5) -> Match:
    return Match(ToyRules(), {"target": 12}, SEATS, seed)


def test_inactive_player_is_refused_and_nothing_changes() -> None:
    match = new_match()
    before = match.state
    with pytest.raises(IllegalAction, match="not Bot's turn"):
        match.submit(1, Step(size=1))
    assert match.state is before and match.actions == []


def test_action_not_in_legal_actions_is_refused() -> None:
    match = new_match()
    with pytest.raises(IllegalAction, match="not a valid action"):
        match.submit(0, {"kind": "step", "size": 3})
    with pytest.raises(IllegalAction, match="not a valid action"):
        match.submit(0, {"kind": "fly"})
    assert match.actions == []


def test_undo_restores_the_previous_state() -> None:
    match = new_match()
    start = match.state
    match.submit(0, Step(size=2))
    assert match.can_undo(0) and not match.can_undo(1)
    match.undo(0)
    assert match.state == start and match.actions == []


def test_undo_never_crosses_a_random_draw() -> None:
    match = new_match()
    match.submit(0, Roll())
    assert not match.can_undo()
    with pytest.raises(IllegalAction):
        match.undo()
    match.submit(1, Step(size=1))
    assert match.can_undo(1)
    match.undo(1)
    assert not match.can_undo()


def test_options_are_validated() -> None:
    with pytest.raises(ValueError):
        Match(ToyRules(), {"target": 1}, SEATS, 1)
    with pytest.raises(ValueError, match="2 to 3 players"):
        Match(ToyRules(), {}, SEATS[:1], 1)


def play_some(match: Match, n: int) -> None:
    for i in range(n):
        if match.is_over:
            return
        player = match.active_players()[0]
        match.submit(player, match.legal_actions(player)[i % 3])


def test_save_then_load_replays_to_the_same_state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.core import registry

    monkeypatch.setattr(registry, "get_game", lambda gid: _toy_info())
    match = new_match()
    play_some(match, 5)
    path = tmp_path / "saves" / "game.json"
    match.save(path)
    loaded = Match.load(path)
    assert loaded.state == match.state and loaded.seats == match.seats
    assert not list(path.parent.glob(".*.tmp"))  # no temp file left behind


def _toy_info():  # type: ignore[no-untyped-def]
    from game.core.registry import GameInfo, Variant, default_bots

    return GameInfo(rules=ToyRules(), bots=default_bots(), variants=(Variant("2p", 2),))


@pytest.mark.parametrize(
    "content, message",
    [
        ("not json at all", "could not be read"),
        ('{"game": "toy"}', "not a valid Hustings save"),
        ("[1, 2, 3]", "not a valid Hustings save"),
    ],
)
def test_corrupt_save_is_a_clear_error(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(LoadError, match=message):
        read_record(path)


def test_save_with_an_unreplayable_action_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.core import registry

    monkeypatch.setattr(registry, "get_game", lambda gid: _toy_info())
    match = new_match()
    record = match.record().model_dump(mode="json")
    record["actions"] = [{"player": 1, "action": {"kind": "step", "size": 1}}]
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(record))
    with pytest.raises(LoadError, match="Action 1 of the save cannot be replayed"):
        Match.load(path)


def test_oversized_save_is_refused(tmp_path: Path) -> None:
    from game.core import match as match_module

    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (match_module.MAX_SAVE_BYTES + 1))
    with pytest.raises(LoadError, match="too large"):
        read_record(path)


def test_record_round_trips_through_json() -> None:
    match = new_match()
    play_some(match, 4)
    record = match.record()
    assert MatchRecord.model_validate_json(record.model_dump_json()) == record


def test_bot_rng_is_derived_from_seed_and_move_number() -> None:
    a, b = new_match(9), new_match(9)
    assert a.bot_rng().next64() == b.bot_rng().next64()
    a.submit(0, Step(size=1))
    assert a.bot_rng().next64() != b.bot_rng().next64()


def test_actions_are_named_in_full_only_to_their_own_player_by_default() -> None:
    rules = ToyRules()
    assert rules.describe_action_for(Step(size=2), 0, 0) == "step(size=2)"
    assert rules.describe_action_for(Step(size=2), 0, 1) == "step"
    assert rules.describe_action_for(Roll(), 0, None) == "roll"


def test_events_seen_by_replays_the_whole_game_for_one_viewer() -> None:
    from game.core.protocol import Event

    class SecretToy(ToyRules):
        def initial_events(self, state):  # type: ignore[no-untyped-def]
            return tuple(Event(type="dealt", data={"seat": s, "secret": v}, audience=(s,), public={"seat": s})
                         for s, v in enumerate(state.secrets))

    match = Match(SecretToy(), {"target": 12}, SEATS, 5)
    match.submit(0, Step(size=2))
    match.submit(1, Step(size=1))
    seen = match.events_seen_by(1)
    assert [e.type for e in seen] == ["dealt", "dealt", "moved", "moved"]
    assert seen[0].data == {"seat": 0} and seen[1].data == {"seat": 1, "secret": match.state.secrets[1]}
    assert all("secret" not in e.data for e in match.events_seen_by(None))
    assert match.events_seen_by(0)[0].data["secret"] == match.state.secrets[0]
