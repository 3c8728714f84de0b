"""A server run inside another program: the app's Host, `--smoke` and the tests start one on a thread of its own
(its own asyncio loop), listening on a free port unless told which.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from game.online.server import HustingsServer, bound_port, start
from game.online.store import Store


class ServerThread:
    def __init__(self, data: Path | None, host: str = "127.0.0.1", port: int = 0) -> None:
        """`data`: the folder of the tables' file (None: tables live in memory only, as in a quick test)."""
        self.data, self.host, self.port = data, host, port
        self.server: HustingsServer | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="hustings-server", daemon=True)

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"

    def start(self, timeout: float = 10.0) -> str:
        """Listen; the address to connect to. OSError (or the store's error) when it cannot."""
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("The server did not start in time.")
        if self._failure is not None:
            raise self._failure
        return self.address

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stop is not None and self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout)

    def __enter__(self) -> ServerThread:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as exc:  # noqa: BLE001 - handed to the thread that asked for the server
            self._failure = exc
            self._ready.set()

    async def _serve(self) -> None:
        store = Store(self.data) if self.data is not None else None
        try:
            self.server = HustingsServer(store)
            listening = await start(self.server, self.host, self.port)
            self.port = bound_port(listening)
            self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
            self._ready.set()
            await self._stop.wait()
            listening.close()
            await listening.wait_closed()
            for task in list(self.server.bot_tasks.values()):
                task.cancel()
        finally:
            if store is not None:
                store.close()


def play_loopback_table(game: str = "demos", seed: int = 1) -> str:
    """Host a table on 127.0.0.1, play it to the end with two joined bot clients (and the server's bot in the
    third seat), and check both clients got the result the stored actions replay to: the smoke run's check
    that a build can host and join. The words for the smoke's log; RuntimeError when something failed."""
    import threading
    import time

    from game.core.match import Match
    from game.online.client import Connection, play_seat
    from game.online.schema import Create, SeatRequest

    started = time.perf_counter()
    results: dict[int, object] = {}
    errors: list[BaseException] = []

    def seat(address: str, code: str, index: int) -> None:
        try:
            results[index] = play_seat(address, code, "heuristic", give_up_after=10, say=lambda _: None)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    with ServerThread(None) as running:
        with Connection(running.address) as host:
            created = host.create(Create(game=game, seed=seed, seats=[
                SeatRequest(kind="open"), SeatRequest(kind="open"), SeatRequest(kind="bot", level="heuristic")]))
        assert running.server is not None
        match = running.server.tables[created.table].match  # held here: a finished table leaves the server
        codes = {c.seat: c.code for c in created.codes}
        threads = [threading.Thread(target=seat, args=(running.address, codes[i], i), daemon=True) for i in (0, 1)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        if errors or len(results) != 2:
            raise RuntimeError(f"the loopback table did not finish: {errors[0] if errors else 'a client hung'}")
        replayed = Match.from_record(match.record()).result()
        if not results[0] == results[1] == replayed:
            raise RuntimeError("the two clients and the stored actions disagree on the result")
    return (f"{match.rules.title} hosted on {running.address}, {len(match.actions)} moves by two joined clients "
            f"and the server's bot, same result on both ({time.perf_counter() - started:.2f} s)")
