"""A recorded game replayed once and read at any step: the same positions, views and logs as replaying the
record that far, for every game; an unfinished game is shown in the public view only."""

from __future__ import annotations

import pytest

from game.core.cursor import HiddenInformation, MatchTimeline
from game.core.match import LoadError, Match, MatchRecord, SeatSpec
from game.core.registry import GameInfo, games
from game.core.simulate import play_game

GAMES = list(games().values())
SETUPS = {"demos": ({"mode": "full"}, 4), "dindex": ({}, 5), "diceocracy": ({"mode": "interactive"}, 3)}


def bot_match(info: GameInfo, seed: int) -> Match:
    options, seats = SETUPS[info.id]
    return Match(info.rules, options, [SeatSpec(kind="bot", name=f"Bot {i}", level="random") for i in range(seats)],
                 seed)


def finished_record(info: GameInfo, seed: int = 4) -> MatchRecord:
    match = bot_match(info, seed)
    play_game(match, [info.make_bot("random") for _ in range(match.num_players)])
    return match.record()


def unfinished_record(info: GameInfo, actions: int = 40, seed: int = 4) -> MatchRecord:
    match = bot_match(info, seed)
    bot = info.make_bot("random")
    while len(match.actions) < actions:
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    return match.record()


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_every_step_reads_as_the_record_replayed_that_far(info: GameInfo) -> None:
    record = finished_record(info)
    timeline = MatchTimeline.from_record(record)
    total = len(record.actions)
    assert timeline.total == total and timeline.is_finished
    # forwards, backwards and jumping, as the replay viewer moves
    for step in (0, 1, total // 2, total - 1, total, total // 3, 2):
        cursor = timeline.at(step)
        replayed = Match.from_record(record, upto=step)
        assert cursor.state == replayed.state and list(cursor.actions) == replayed.actions
        assert cursor.result() == replayed.result() and cursor.is_over == replayed.is_over
        assert cursor.record() == replayed.record()
        for viewer in (None, *range(len(record.seats))):
            assert cursor.view(viewer) == replayed.view(viewer)
            assert cursor.events_seen_by(viewer) == replayed.events_seen_by(viewer)


def test_a_cursor_is_read_only_and_offers_no_undo() -> None:
    info = games()["demos"]
    timeline = MatchTimeline.from_record(finished_record(info))
    cursor = timeline.at(timeline.total)
    assert cursor.is_over and not cursor.can_undo() and not cursor.can_undo(0)
    assert cursor.seats == timeline.seats and cursor.num_players == len(timeline.seats)
    assert cursor.rules is info.rules and cursor.active_players() == ()


def test_a_step_outside_the_game_is_refused() -> None:
    timeline = MatchTimeline.from_record(unfinished_record(games()["demos"], actions=5))
    for step in (-1, 6):
        with pytest.raises(ValueError, match="steps 0 to 5"):
            timeline.at(step)


def test_a_record_that_cannot_be_replayed_is_a_load_error() -> None:
    record = unfinished_record(games()["demos"], actions=5)
    nonsense = record.actions[0].model_copy(update={"action": {"kind": "no_such_action"}})
    broken = record.model_copy(update={"actions": (*record.actions[:3], nonsense)})
    with pytest.raises(LoadError, match="Action 4 of the save cannot be replayed"):
        MatchTimeline.from_record(broken)


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_replay_of_unfinished_game_is_public_only(info: GameInfo) -> None:
    record = unfinished_record(info)
    timeline = MatchTimeline.from_record(record)
    assert not timeline.is_finished
    for step in (0, timeline.total):
        cursor = timeline.at(step)
        replayed = Match.from_record(record, upto=step)
        assert cursor.view(None) == replayed.view(None)
        assert cursor.events_seen_by(None) == replayed.events_seen_by(None)
        for seat in range(len(record.seats)):
            with pytest.raises(HiddenInformation, match="public view only"):
                cursor.view(seat)
            with pytest.raises(HiddenInformation):
                cursor.events_seen_by(seat)
    with pytest.raises(ValueError, match="no seat 9"):
        timeline.at(0).view(9)


def test_a_finished_game_opens_every_seats_view_from_the_first_step() -> None:
    info = games()["dindex"]
    timeline = MatchTimeline.from_record(finished_record(info))
    first = timeline.at(0)
    assert [first.view(seat).viewer for seat in range(len(timeline.seats))] == list(range(len(timeline.seats)))


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_the_last_move_s_events_are_those_the_move_added_to_the_viewer_s_log(info: GameInfo) -> None:
    """What a take-back would undo, in the log's own terms: the events the latest action added, as each reader
    saw them, the same from the match being played and from the replay at that step."""
    record = finished_record(info)
    timeline = MatchTimeline.from_record(record)
    for step in (1, len(record.actions) // 2, len(record.actions)):
        replayed = Match.from_record(record, upto=step)
        before = Match.from_record(record, upto=step - 1)
        for viewer in (None, 0, replayed.num_players - 1):
            added = replayed.events_seen_by(viewer)[len(before.events_seen_by(viewer)):]
            assert replayed.last_move_events(viewer) == added
            assert timeline.at(step).last_move_events(viewer) == added


def test_before_the_first_move_there_is_no_last_move() -> None:
    info = GAMES[0]
    assert bot_match(info, 1).last_move_events(None) == []
    assert MatchTimeline.from_record(finished_record(info)).at(0).last_move_events(None) == []
