"""A seat handed over mid-game is part of the match's history: who sat where after each action survives a save,
a load and a replay, so the log can say what was true when each line happened; a damaged hand-over in a save is
refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.cursor import MatchTimeline
from game.core.match import LoadError, Match, MatchRecord, SeatSpec, read_record
from game.core.registry import games
from tests.core.toy_game import Step, ToyRules

ANNA, BEN, CLEO = SeatSpec(name="Anna"), SeatSpec(name="Ben"), SeatSpec(name="Cleo")
ANNAS_BOT = SeatSpec(kind="bot", name="Anna (bot)", level="heuristic")


def play(match: Match, moves: int) -> None:
    for _ in range(moves):
        seat = match.active_players()[0]
        match.submit(seat, match.legal_actions(seat)[0])


def handed_over(before: int = 2, after: int = 2) -> Match:
    """Anna plays `before` moves' worth of DēmoS, then her seat goes to a bot in her name for `after` more."""
    match = Match(games()["demos"].rules, {}, [ANNA, BEN, CLEO], 7)
    play(match, before)
    match.replace_seat(0, ANNAS_BOT)
    play(match, after)
    return match


def test_the_seats_are_known_as_they_were_after_any_number_of_actions() -> None:
    match = handed_over(2, 2)
    assert [match.seats_at(n)[0].name for n in range(5)] == ["Anna", "Anna", "Anna (bot)", "Anna (bot)",
                                                             "Anna (bot)"]
    assert match.seats[0] == ANNAS_BOT and match.seats_at(4)[1:] == (BEN, CLEO)
    with pytest.raises(ValueError):
        match.seats_at(5)


def test_each_event_is_named_by_the_seats_of_the_action_that_made_it() -> None:
    match = handed_over(2, 2)
    events = match.events_seen_by(None)
    before = len(Match.from_record(match.record(), upto=2).events_seen_by(None))
    names = [match.seats_at_event(None, k)[0].name for k in range(len(events))]
    assert names == ["Anna"] * before + ["Anna (bot)"] * (len(events) - before)


def test_a_hand_over_survives_saving_and_loading(tmp_path: Path) -> None:
    match = handed_over(2, 2)
    path = tmp_path / "save.json"
    match.save(path)
    loaded = Match.load(path)
    assert loaded.record() == match.record()
    assert loaded.seats == match.seats and [loaded.seats_at(n) for n in range(5)] == [match.seats_at(n)
                                                                                       for n in range(5)]
    events = match.events_seen_by(1)
    assert [loaded.seats_at_event(1, k) for k in range(len(events))] == [match.seats_at_event(1, k)
                                                                           for k in range(len(events))]


def test_the_record_keeps_the_seats_of_the_start_and_the_hand_overs_since() -> None:
    record = handed_over(2, 2).record()
    assert record.seats == (ANNA, BEN, CLEO) and record.seats_now == (ANNAS_BOT, BEN, CLEO)
    assert [(c.at, c.seat, c.spec) for c in record.seat_changes] == [(2, 0, ANNAS_BOT)]


def test_a_save_without_hand_overs_is_written_as_before() -> None:
    match = Match(games()["demos"].rules, {}, [ANNA, BEN, CLEO], 7)
    play(match, 2)
    match.replace_seat(0, ANNA)  # the same seat again is no hand-over
    data = json.loads(match.record().model_dump_json())
    assert "seat_changes" not in data and list(data) == ["format", "game", "rules_version", "options", "seats",
                                                         "seed", "actions"]
    assert MatchRecord.model_validate(data).seat_changes == ()


def test_a_hand_over_at_the_last_action_is_kept_and_one_beyond_a_replay_step_is_not() -> None:
    match = handed_over(2, 0)
    assert Match.from_record(match.record()).seats[0] == ANNAS_BOT
    timeline = MatchTimeline.from_record(handed_over(2, 2).record())
    assert timeline.at(1).seats[0] == ANNA and timeline.at(3).seats[0] == ANNAS_BOT
    early = timeline.at(1).record()
    assert early.seat_changes == () and Match.from_record(early).seats[0] == ANNA


def test_taking_back_a_move_made_before_a_hand_over_keeps_the_hand_over_from_then_on() -> None:
    match = Match(ToyRules(), {"target": 12}, [ANNA, BEN], 5)
    match.submit(0, Step(size=1))
    match.submit(1, Step(size=1))
    match.replace_seat(0, ANNAS_BOT)
    match.undo(1)
    assert match.seats[0] == ANNAS_BOT and match.seats_at(1)[0] == ANNAS_BOT and match.seats_at(0)[0] == ANNA
    assert [(c.at, c.seat) for c in match.record().seat_changes] == [(1, 0)]  # never after the last action


def damaged(tmp_path: Path, changes: list[dict[str, object]]) -> str:
    data = json.loads(handed_over(2, 2).record().model_dump_json())
    data["seat_changes"] = changes
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        Match.from_record(read_record(path))
    message = str(caught.value)
    assert "\n" not in message, message
    return message


BOT = {"kind": "bot", "name": "Anna (bot)", "level": "heuristic"}


def test_a_hand_over_after_the_saves_last_action_is_refused_in_one_line(tmp_path: Path) -> None:
    assert damaged(tmp_path, [{"at": 5, "seat": 0, "spec": BOT}]) == (
        "Seat change 1 of the save comes after action 5; the save ends after action 4.")


def test_a_hand_over_of_a_seat_the_game_lacks_is_refused_in_one_line(tmp_path: Path) -> None:
    assert damaged(tmp_path, [{"at": 1, "seat": 3, "spec": BOT}]) == (
        "Seat change 1 of the save is for seat 3; the game has seats 0 to 2.")


def test_hand_overs_out_of_order_are_refused_in_one_line(tmp_path: Path) -> None:
    assert damaged(tmp_path, [{"at": 3, "seat": 0, "spec": BOT}, {"at": 1, "seat": 1, "spec": BOT}]) == (
        "Seat change 2 of the save (after action 1) is listed after one made later (after action 3).")


def test_a_hand_over_that_is_not_one_is_refused_in_one_line(tmp_path: Path) -> None:
    message = damaged(tmp_path, [{"at": -1, "seat": 0, "spec": BOT}])
    assert message.startswith("save.json is not a valid Hustings save: seat_changes.0.at")
    message = damaged(tmp_path, [{"at": 1, "seat": 0}])
    assert message.startswith("save.json is not a valid Hustings save: seat_changes.0.spec")
