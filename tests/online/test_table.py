"""One hosted table without sockets: what it accepts, what it refuses, and what each reader is sent."""

from __future__ import annotations

import pytest

from game.online.schema import Create, SeatRequest
from game.online.table import OnlineTable, Reader, Refusal

OPEN = SeatRequest(kind="open")


def demos_table(*seats: SeatRequest) -> OnlineTable:
    return OnlineTable.create(Create(game="demos", seats=list(seats or (OPEN, OPEN, OPEN)), seed=11))


@pytest.mark.parametrize(("request_", "words"), [
    (Create(game="chess", seats=[OPEN, OPEN]), "Unknown game 'chess'"),
    (Create(game="demos", seats=[OPEN, OPEN]), "3"),
    (Create(game="demos", seats=[OPEN, OPEN, SeatRequest(kind="bot", level="genius")]), "no bot level 'genius'"),
    (Create(game="demos", seats=[OPEN] * 3, options={"rounds": "many"}), "bad option"),
    (Create(game="demos", seats=[SeatRequest(name="\x07bell"), OPEN, OPEN]), "cannot be used"),
])
def test_a_table_that_cannot_be_played_is_refused_in_words(request_: Create, words: str) -> None:
    with pytest.raises(Refusal, match=words):
        OnlineTable.create(request_)


def test_each_open_seat_has_its_own_code_and_the_spectators_one() -> None:
    table = demos_table(OPEN, OPEN, SeatRequest(kind="bot", level="heuristic"))
    seats = sorted(table.codes.values(), key=lambda s: -1 if s is None else s)
    assert seats == [None, 0, 1]
    assert table.is_host(table.host_code) and table.codes[table.host_code] == 0
    assert table.seat_of("nonsense") == (False, None)
    assert table.match.seats[2].name == "Normal bot 3"


def test_a_move_out_of_turn_or_on_an_old_position_changes_nothing() -> None:
    table = demos_table()
    mover = table.match.active_players()[0]
    waiting = next(s for s in range(3) if s not in table.match.active_players())
    action = table.legal_for(mover)[0]
    with pytest.raises(Refusal, match="turn"):
        table.submit(waiting, 0, action)
    with pytest.raises(Refusal, match="old position"):
        table.submit(mover, 5, action)
    with pytest.raises(Refusal, match="Spectators"):
        table.submit(None, 0, action)
    with pytest.raises(Refusal, match="no action .teleport."):
        table.submit(mover, 0, {"kind": "teleport"})
    assert table.step == 0
    table.submit(mover, 0, action)
    assert table.step == 1


def test_a_reader_is_sent_only_what_it_is_missing_and_a_take_back_rewinds_it() -> None:
    table = demos_table()
    mover = table.match.active_players()[0]
    watcher = Reader(seat=None)
    table.readers.append(watcher)
    first = table.update_for(watcher, [True] * 3)
    assert first.events_from == 0 and first.events and first.actions == []
    table.submit(mover, 0, table.legal_for(mover)[0])
    second = table.update_for(watcher, [True] * 3)
    assert second.events_from == len(first.events) and len(second.actions) == 1
    assert second.actions[0].action is None and second.actions[0].words  # not the watcher's move: words only
    if table.match.can_undo(mover):
        table.undo(mover, 1)
        third = table.update_for(watcher, [True] * 3)
        assert third.events_from == len(first.events) and third.actions_from == 0 and third.step == 0


def test_a_seat_handed_to_a_bot_keeps_its_persons_name_and_goes_back_to_them() -> None:
    table = demos_table()
    table.name_seat(1, "Ben")
    table.hand_seat(1, "heuristic")
    assert table.match.seats[1].is_bot and table.match.seats[1].name == "Ben (bot)"
    assert table.legal_for(1) == []
    table.hand_seat(1, None)
    assert not table.match.seats[1].is_bot and table.match.seats[1].name == "Ben"
    with pytest.raises(Refusal, match="no bot level"):
        table.hand_seat(1, "genius")


def test_seats_deciding_at_once_may_each_answer_the_position_they_were_asked_on() -> None:
    """Dindex's secret actions are chosen by every party at once: one party's choice does not make another's,
    sent on the position both were asked on, a move on an old position."""
    table = OnlineTable.create(Create(game="dindex", seats=[OPEN, OPEN, OPEN], seed=3))
    match = table.match
    while len(match.active_players()) < 2:  # play the game forward, first legal move each time, to that phase
        seat = match.active_players()[0]
        table.submit(seat, table.step, table.legal_for(seat)[0])
    first, second = match.active_players()[:2]
    asked_at = table.step
    second_move, first_move = table.legal_for(second)[0], table.legal_for(first)[0]
    table.submit(second, asked_at, second_move)
    assert first in match.active_players()  # still choosing its own secret action
    table.submit(first, asked_at, first_move)
    assert table.step == asked_at + 2
    with pytest.raises(Refusal, match="old position"):
        table.submit(match.active_players()[0], asked_at - 1, table.legal_for(match.active_players()[0])[0])
