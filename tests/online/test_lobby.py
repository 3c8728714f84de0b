"""A table with a lobby waits for its host: nobody moves, bots included, until the host says Start; the host is
whoever sits in the seat the table was made for."""

from __future__ import annotations

import pytest

from game.online.client import Connection, Refusal
from game.online.hosting import ServerThread
from game.online.schema import Act, Create, SeatRequest, Start, Update
from tests.online.players import code_of

OPEN, BOT = SeatRequest(kind="open"), SeatRequest(kind="bot", level="heuristic")


def test_a_lobby_table_waits_for_its_hosts_start(server: ServerThread) -> None:
    with Connection(server.address) as maker:
        created = maker.create(Create(game="demos", seats=[BOT, OPEN, OPEN], seed=4, host_seat=2, lobby=True))
    assert created.host == code_of(created, 2)
    with Connection(server.address) as guest, Connection(server.address) as host:
        assert not guest.join(code_of(created, 1)).host
        waiting = guest.expect(Update)
        assert not waiting.started and waiting.step == 0 and waiting.legal == []
        guest.send(Act(step=0, action={"kind": "skip_discard"}))
        with pytest.raises(Refusal, match="not started yet"):
            guest.receive()
        guest.send(Start())
        with pytest.raises(Refusal, match="Only the host starts"):
            guest.receive()
        assert host.join(created.host).host
        host.send(Start())
        update = host.expect(Update)
        while not update.started:
            update = host.expect(Update)
        assert update.started


def test_the_host_seat_must_be_an_open_seat(server: ServerThread) -> None:
    with Connection(server.address) as maker, pytest.raises(Refusal, match="not open"):
        maker.create(Create(game="demos", seats=[BOT, OPEN, OPEN], host_seat=0))
