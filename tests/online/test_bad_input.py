"""Bad input on the wire: each is refused with a clear message or a closed connection, and the table and the
other players go on as if nothing had happened."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from game import __version__
from game.core.match import Match
from game.online.client import Connection, Refusal, hello, server_url
from game.online.hosting import ServerThread
from game.online.schema import (
    MAX_FRAME_BYTES,
    Act,
    Create,
    HandSeat,
    Hello,
    Join,
    SeatRequest,
    Update,
    read_server_message,
)
from game.online.store import Store
from tests.online.players import SeatThread, code_of

OPEN, BOT = SeatRequest(kind="open"), SeatRequest(kind="bot", level="heuristic")


def raw(server: ServerThread) -> ClientConnection:
    return connect(server_url(server.address))


def answer(ws: ClientConnection) -> dict:
    return json.loads(ws.recv(timeout=10))


def test_another_version_is_refused_in_words(server: ServerThread) -> None:
    with raw(server) as ws:
        ws.send(Hello(protocol=1, app="0.0.1").model_dump_json())
        refused = answer(ws)
        assert refused == {"type": "refused", "fatal": True,
                           "reason": f"The host runs Hustings {__version__}, you run 0.0.1: both need the same "
                                     "version."}
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=10)


def test_a_client_that_does_not_say_hello_first_is_closed(server: ServerThread) -> None:
    with raw(server) as ws:
        ws.send(Join(code="AAAA-BBBB-CCCC").model_dump_json())
        assert "hello first" in answer(ws)["reason"]
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=10)


def test_an_oversized_frame_closes_the_connection(server: ServerThread) -> None:
    with raw(server) as ws:
        ws.send(hello().model_dump_json())
        answer(ws)
        ws.send(json.dumps({"type": "chat", "text": "x" * MAX_FRAME_BYTES}))
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=10)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # message too big


def test_a_wrong_code_a_move_out_of_turn_and_a_guests_seat_change_are_refused(server: ServerThread) -> None:
    with Connection(server.address) as host:
        created = host.create(Create(game="demos", seats=[OPEN, OPEN, OPEN], seed=5))
    with Connection(server.address) as guest:
        with pytest.raises(Refusal, match="No table has that code"):
            guest.join("ZZZZ-ZZZZ-ZZZZ")
        joined = guest.join(code_of(created, 1))
        update = guest.receive()
        assert update.step == 0 and 1 not in update.active
        guest.send(Act(step=0, action={"kind": "skip_discard"}))
        with pytest.raises(Refusal, match="turn|not allowed"):
            guest.receive()
        guest.send(HandSeat(seat=0, level="random"))
        with pytest.raises(Refusal, match="Only the host"):
            guest.receive()
        assert joined.seat == 1 and not joined.host


def test_a_thousand_malformed_messages_leave_the_game_and_its_players_unaffected(
        server: ServerThread, data: Path) -> None:
    with Connection(server.address) as host:
        created = host.create(Create(game="dindex", seats=[OPEN, OPEN, BOT], seed=8))
    seats = [SeatThread(server.address, code_of(created, seat)) for seat in (0, 1)]
    for seat in seats:
        seat.start()
    garbage = ["{", "[]", '{"type": "teleport"}', '{"type": "act", "step": "x"}', "\x00" * 50,
               '{"type": "join", "code": "' + "Q" * 39 + '"}']
    sent = refusals = closed_for_flooding = 0
    while sent < 1000:
        with raw(server) as ws:
            ws.send(hello().model_dump_json())
            answer(ws)
            try:
                while sent < 1000:
                    ws.send(garbage[sent % len(garbage)])
                    sent += 1
                    reply = read_server_message(ws.recv(timeout=10))
                    assert reply.type == "refused"
                    refusals += 1
                    if reply.fatal:
                        assert "Too many messages" in reply.reason
                        closed_for_flooding += 1
                        break
            except ConnectionClosed:
                closed_for_flooding += 1
    results = [seat.outcome() for seat in seats]
    assert refusals >= 990 and closed_for_flooding >= 1
    server.stop()
    store = Store(data)
    assert Match.from_record(store.table(created.table).record).result() == results[0] == results[1]
    store.close()


def test_a_seats_code_opened_again_moves_the_seat_to_the_newest_connection(server: ServerThread) -> None:
    with Connection(server.address) as host:
        created = host.create(Create(game="demos", seats=[OPEN, OPEN, OPEN], seed=5))
    code = code_of(created, 1)
    with Connection(server.address) as old, Connection(server.address) as new:
        old.join(code)
        new.join(code)
        with pytest.raises(Refusal, match="opened on another connection") as refused:
            while True:
                old.receive()
        assert refused.value.fatal
        assert new.expect(Update).view["viewer"] == 1
