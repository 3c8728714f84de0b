"""Clients for the loopback tests: bots playing seats on threads, and one that keeps every frame it receives
(what a modified client could read is exactly these)."""

from __future__ import annotations

import threading
from typing import Any

from websockets.sync.client import connect

from game.core.registry import get_game
from game.core.rng import Rng
from game.online.client import hello, play_seat, server_url
from game.online.remote import RemoteMatch
from game.online.schema import Act, Created, Join, Joined, Update, read_server_message

TIMEOUT = 60.0


class SeatThread(threading.Thread):
    """`play_seat` on a thread: its result or the error it ended with."""

    def __init__(self, address: str, code: str, level: str = "heuristic", give_up_after: float = 20.0) -> None:
        super().__init__(daemon=True)
        self.address, self.code, self.level, self.give_up_after = address, code, level, give_up_after
        self.result: Any = None
        self.error: BaseException | None = None
        self.said: list[str] = []

    def run(self) -> None:
        try:
            self.result = play_seat(self.address, self.code, self.level, give_up_after=self.give_up_after,
                                    say=self.said.append)
        except BaseException as exc:  # noqa: BLE001 - read by the test
            self.error = exc

    def outcome(self) -> Any:
        self.join(TIMEOUT)
        assert not self.is_alive(), "the seat's bot did not finish in time"
        assert self.error is None, self.error
        return self.result


def code_of(created: Created, seat: int | None) -> str:
    return next(c.code for c in created.codes if c.seat == seat)


def play_recording(address: str, code: str, level: str = "heuristic") -> tuple[list[str], RemoteMatch]:
    """Play a seat with a bot, keeping every frame the server sent, to the end of the game."""
    frames: list[str] = []
    with connect(server_url(address), max_size=16 * 1024 * 1024) as ws:
        ws.send(hello().model_dump_json())
        frames.append(str(ws.recv(timeout=TIMEOUT)))
        ws.send(Join(code=code).model_dump_json())
        joined: Joined | None = None
        remote: RemoteMatch | None = None
        rng = Rng(7)
        acted_at = -1
        while True:
            frame = str(ws.recv(timeout=TIMEOUT))
            frames.append(frame)
            message = read_server_message(frame)
            if isinstance(message, Joined):
                joined, remote = message, RemoteMatch(message)
                bot = get_game(joined.game).make_bot(level)
            elif isinstance(message, Update):
                assert remote is not None
                remote.apply(message)
                if remote.is_over:
                    return frames, remote
                legal = remote.legal_actions(remote.seat)  # type: ignore[arg-type]
                if legal and acted_at != remote.step:
                    action = bot.choose(remote.view(remote.seat), legal, rng)
                    ws.send(Act(step=remote.step, action=remote.rules.dump_action(action)).model_dump_json())
                    acted_at = remote.step
