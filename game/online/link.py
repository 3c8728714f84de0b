"""One seat's connection kept open on a thread of its own, for a program with a frame loop (the app).

The thread connects, joins with the seat's code and hands every message it receives to the loop through a
queue (`poll`); the loop sends with `send`, which never blocks on the network for long. When the connection
drops, the thread reconnects by itself and joins again; the server then sends the whole log anew, so nothing
is lost. `status` says where the link stands, in words a table can show ("reconnecting…").
"""

from __future__ import annotations

import queue
import threading
import time
from typing import Any

from game.online import words
from game.online.client import Connection, OnlineError, Quiet, Refusal
from game.online.schema import Joined, Message

RETRY_SECONDS = 0.5
GIVE_UP_SECONDS = 120.0


class SeatLink:
    def __init__(self, server: str, code: str, name: str = "") -> None:
        self.server, self.code, self.name = server, code, name
        self.status = "connecting"
        """"connecting", "connected", "reconnecting" or "closed" (then `problem` says why)."""
        self.problem = ""
        self.joined: Joined | None = None
        self._inbox: queue.Queue[Any] = queue.Queue()
        self._connection: Connection | None = None
        self._send_lock = threading.Lock()
        self._closing = threading.Event()
        self._thread = threading.Thread(target=self._run, name="hustings-link", daemon=True)

    def start(self) -> SeatLink:
        self._thread.start()
        return self

    def wait_joined(self, timeout: float = 10.0) -> Joined:
        """Block until the seat is joined (the lobby's first step); OnlineError with the reason if it is not."""
        deadline = time.monotonic() + timeout
        while self.joined is None and self.status != "closed" and time.monotonic() < deadline:
            time.sleep(0.01)
        if self.joined is None:
            raise OnlineError(self.problem or words.NOT_LET_IN)
        return self.joined

    def poll(self) -> list[Any]:
        """Every message received since the last poll, in order (Refusal objects for refused messages)."""
        messages = []
        while True:
            try:
                messages.append(self._inbox.get_nowait())
            except queue.Empty:
                return messages

    def send(self, message: Message) -> bool:
        """Send now; False when the link is down (the move is then not made: the server's next update after
        the reconnection asks for it again)."""
        connection = self._connection
        if connection is None:
            return False
        try:
            with self._send_lock:
                connection.send(message)
        except OnlineError:
            return False
        return True

    def close(self) -> None:
        self._closing.set()
        connection = self._connection
        if connection is not None:
            connection.close()
        self._thread.join(5)

    def _run(self) -> None:
        away_since = time.monotonic()
        while not self._closing.is_set():
            try:
                with Connection(self.server) as connection:
                    joined = connection.join(self.code, self.name)
                    self.joined = joined
                    self._connection = connection
                    self.status = "connected"
                    self._inbox.put(joined)
                    while not self._closing.is_set():
                        try:
                            self._inbox.put(connection.receive(timeout=0.25))
                        except Refusal as refusal:
                            if refusal.fatal:
                                raise
                            self._inbox.put(refusal)
                        except Quiet:
                            continue  # nobody moved for a while (the library's pings watch the connection)
            except Refusal as refusal:
                self._close_for(str(refusal))
                return
            except OnlineError as exc:
                self._connection = None
                if self._closing.is_set():
                    break
                if self.status == "connected":
                    away_since = time.monotonic()
                if time.monotonic() - away_since > GIVE_UP_SECONDS:
                    self._close_for(words.STAYED_AWAY.format(seconds=f"{GIVE_UP_SECONDS:.0f}", problem=exc))
                    return
                self.status = "reconnecting" if self.joined is not None else "connecting"
                self.problem = str(exc)
                self._closing.wait(RETRY_SECONDS)
        self.status = "closed"

    def _close_for(self, reason: str) -> None:
        self._connection = None
        self.problem = reason
        self.status = "closed"
        self._inbox.put(Refusal(reason, fatal=True))
