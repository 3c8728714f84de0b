"""A whole game of each title across the wire: two remote seats played by bots on their own connections, the
server's bot in the rest; the result every client gets is the result of replaying the actions the server
stored."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.match import Match
from game.online.client import Connection
from game.online.hosting import ServerThread
from game.online.schema import Create, SeatRequest
from game.online.store import Store
from tests.online.players import SeatThread, code_of

OPEN, BOT = SeatRequest(kind="open"), SeatRequest(kind="bot", level="heuristic")

TABLES = {
    "dindex": [OPEN, OPEN, BOT],
    "diceocracy": [OPEN, OPEN],
    "demos": [OPEN, OPEN, BOT],
}


@pytest.mark.parametrize("game", sorted(TABLES))
def test_two_remote_seats_play_a_whole_game_that_the_stored_actions_replay(
        game: str, server: ServerThread, data: Path) -> None:
    with Connection(server.address) as host:
        created = host.create(Create(game=game, seats=TABLES[game], seed=2026))
    seats = [SeatThread(server.address, code_of(created, seat)) for seat in (0, 1)]
    for seat in seats:
        seat.start()
    results = [seat.outcome() for seat in seats]
    assert results[0] == results[1]
    server.stop()
    store = Store(data)
    replayed = Match.from_record(store.table(created.table).record)
    store.close()
    assert replayed.is_over and replayed.result() == results[0]


def test_the_spectators_code_watches_the_public_view(server: ServerThread) -> None:
    with Connection(server.address) as host:
        created = host.create(Create(game="demos", seats=[BOT, BOT, BOT], seed=3))
    with Connection(server.address) as watcher:
        joined = watcher.join(code_of(created, None))
        assert joined.seat is None
        update = watcher.receive()
        assert update.type == "update" and update.view["viewer"] is None and update.legal == []
