"""Faults with real processes and sockets on 127.0.0.1: a client killed mid-game and rejoined, the server killed
with SIGKILL mid-game and restarted, a client that never answers. Each game still ends, with the result of
replaying the actions the server stored.

The games are held mid-way by a seat nobody plays yet: the table waits for it, the fault happens there, and
only then does that seat's player arrive, so the fault always falls inside the game.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.core.match import Match
from game.online.client import Connection
from game.online.hosting import ServerThread
from game.online.schema import Create, HandSeat, SeatRequest, Update
from game.online.store import Store
from tests.online.players import SeatThread, code_of

OPEN, BOT = SeatRequest(kind="open"), SeatRequest(kind="bot", level="heuristic")
ROOT = Path(__file__).resolve().parents[2]
HUSTINGS = [sys.executable, "-c", "import sys; from scenes.cli import main; sys.exit(main())"]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def watch_until(address: str, code: str, ready: Callable[[Update], bool], timeout: float = 30.0) -> Update:
    """Watch a table (with its spectators' code) until an update is `ready`."""
    deadline = time.monotonic() + timeout
    with Connection(address) as watcher:
        watcher.join(code)
        while time.monotonic() < deadline:
            message = watcher.receive(timeout=deadline - time.monotonic())
            if isinstance(message, Update) and ready(message):
                return message
    raise AssertionError("the table never got there")


def waits_for(seat: int) -> Callable[[Update], bool]:
    return lambda update: update.step > 0 and update.active == [seat] and update.result is None


def open_seats_in_turn(address: str, created: object) -> tuple[int, int]:
    """The two open seats (0 and 1): the one the game asks first, then the other, which holds the game."""
    first = watch_until(address, code_of(created, None), lambda u: True).active[0]  # type: ignore[arg-type]
    assert first in (0, 1)
    return first, 1 - first


def stored_result(data: Path, table: str) -> object:
    store = Store(data)
    try:
        return Match.from_record(store.table(table).record).result()
    finally:
        store.close()


@pytest.fixture
def processes() -> Iterator[list[subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []
    yield started
    for process in started:
        if process.poll() is None:
            process.kill()
        process.wait(10)


def test_a_client_killed_mid_game_rejoins_with_its_code_and_finishes(
        server: ServerThread, data: Path, processes: list[subprocess.Popen[str]]) -> None:
    with Connection(server.address) as host:
        created = host.create(Create(game="dindex", seats=[OPEN, OPEN, BOT], seed=21))
    mover, holder = open_seats_in_turn(server.address, created)
    join = [*HUSTINGS, "join", server.address, code_of(created, mover), "--bot", "heuristic"]
    first = subprocess.Popen(join, env=ENV, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    processes.append(first)
    watch_until(server.address, code_of(created, None), waits_for(holder))
    first.send_signal(signal.SIGKILL)
    first.wait(10)
    gone = watch_until(server.address, code_of(created, None), lambda u: not u.connected[mover])
    assert gone.result is None
    again = subprocess.Popen(join, env=ENV, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    processes.append(again)
    other = SeatThread(server.address, code_of(created, holder))
    other.start()
    result = other.outcome()
    out, err = again.communicate(timeout=60)
    assert again.returncode == 0, err
    assert json.loads(out)["winners"] == list(result.winners)
    server.stop()
    assert stored_result(data, created.table) == result


def test_the_server_killed_mid_game_restarts_and_the_clients_finish_the_game(
        tmp_path: Path, processes: list[subprocess.Popen[str]]) -> None:
    port, data = free_port(), tmp_path / "server"
    serve = [*HUSTINGS, "serve", "--host", "127.0.0.1", "--port", str(port), "--data", str(data)]
    address = f"127.0.0.1:{port}"

    def start_server() -> subprocess.Popen[str]:
        process = subprocess.Popen(serve, env=ENV, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        processes.append(process)
        assert process.stdout is not None and "server on ws://" in process.stdout.readline()
        return process

    first = start_server()
    with Connection(address) as host:
        created = host.create(Create(game="demos", seats=[OPEN, OPEN, BOT], seed=4))
    mover, holder = open_seats_in_turn(address, created)
    player = SeatThread(address, code_of(created, mover), give_up_after=30)
    player.start()
    before = watch_until(address, code_of(created, None), waits_for(holder))
    first.send_signal(signal.SIGKILL)
    first.wait(10)
    second = start_server()
    late = SeatThread(address, code_of(created, holder), give_up_after=30)
    late.start()
    result = player.outcome()
    assert late.outcome() == result
    assert any("reconnecting" in line for line in player.said)
    second.send_signal(signal.SIGTERM)
    second.wait(10)
    store = Store(data)
    record = store.table(created.table).record
    store.close()
    assert len(record.actions) > before.step  # what was acknowledged before the kill is still there
    assert Match.from_record(record).result() == result


def test_a_seat_whose_player_never_answers_is_handed_to_a_bot_and_back(server: ServerThread, data: Path) -> None:
    with Connection(server.address) as host:
        created = host.create(Create(game="demos", seats=[OPEN, OPEN, BOT], seed=6))
        player = SeatThread(server.address, code_of(created, 1))
        player.start()
        with Connection(server.address) as silent:  # joins seat 0 and never moves
            silent.join(created.host)
            host_seat = silent
            watch_until(server.address, code_of(created, None), lambda u: 0 in u.active and u.result is None)
            host_seat.send(HandSeat(seat=0, level="heuristic"))
            result = player.outcome()
    server.stop()
    assert stored_result(data, created.table) == result
