"""The Hustings server: asyncio WebSockets (`websockets`), many tables at once, every one kept in the store.

Server-authoritative: a client sends messages (schema.py) and gets back what its seat may see; the server alone
holds each match, validates every message against it and plays its bots. Each connection has a writer that
sends its queued messages in order and then, if its table changed, one `Update` made at that moment: a slow
reader gets fewer, fuller updates instead of a growing queue.

Limits on what comes in: frames of at most MAX_FRAME_BYTES (the library closes the connection on a larger one),
the bounded JSON reader's depth, a token bucket per connection (a flood is refused and the connection closed),
a first message that must be `Hello` within HELLO_SECONDS, and a cap on tables per connection and per server.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game import __version__
from game.core.match import LoadError
from game.core.registry import games
from game.online import words
from game.online.codes import normal_code
from game.online.schema import (
    MAX_FRAME_BYTES,
    PROTOCOL,
    Ack,
    Act,
    Chat,
    ChatLine,
    Create,
    Created,
    HandSeat,
    Hello,
    Join,
    Joined,
    Message,
    Ping,
    Pong,
    Refused,
    Start,
    Undo,
    Welcome,
    WireError,
    clean_chat,
    read_client_message,
)
from game.online.store import Store
from game.online.table import OnlineTable, Reader, Refusal

log = logging.getLogger("hustings.server")

HELLO_SECONDS = 10.0
RATE_PER_SECOND = 40.0
"""Messages a connection may send per second on average, accepted moves not counted (the game bounds those)."""
BURST = 80
MAX_TABLES_PER_CONNECTION = 20
MAX_TABLES = 5000
"""Tables in memory: the unfinished ones and the finished ones somebody still sits at."""
THREADED_LEVELS = frozenset({"search"})
"""Bot levels that think long enough to run on a worker thread (the others answer on the event loop)."""


class TokenBucket:
    """`rate` tokens a second up to `burst`; a message takes one."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.last = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def refund(self) -> None:
        """Give back a message's token (an accepted move: the game itself bounds how many there can be)."""
        self.tokens = min(self.burst, self.tokens + 1)


@dataclass(eq=False)
class Peer:
    """One connection: where it sits and what waits to be sent to it."""

    ws: ServerConnection
    table: OnlineTable | None = None
    reader: Reader | None = None
    host: bool = False
    created: list[str] = field(default_factory=list)
    """The tables this connection made."""
    outbox: deque[str] = field(default_factory=deque)
    dirty: bool = False
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    bucket: TokenBucket = field(default_factory=lambda: TokenBucket(RATE_PER_SECOND, BURST))
    closing: str | None = None

    def send(self, message: Message) -> None:
        self.outbox.append(message.model_dump_json())
        self.wake.set()

    def changed(self) -> None:
        self.dirty = True
        self.wake.set()

    def close_with(self, reason: str) -> None:
        """Send `reason` as a fatal refusal after what is queued, then close."""
        self.send(Refused(reason=reason, fatal=True))
        self.closing = reason


class HustingsServer:
    def __init__(self, store: Store | None) -> None:
        self.store = store
        self.tables: dict[str, OnlineTable] = {}
        self.by_code: dict[str, str] = {}
        self.peers: dict[str, set[Peer]] = {}
        self.bot_tasks: dict[str, asyncio.Task[None]] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.unreadable: dict[str, str] = {}
        """Stored tables that no longer replay, with why (left in the file untouched)."""

    # -- tables ---------------------------------------------------------------------------------------------
    def resume_stored(self) -> int:
        """Load every unfinished table from the store; the count resumed."""
        if self.store is None:
            return 0
        for stored in self.store.unfinished():
            if isinstance(stored, tuple):
                self.unreadable[stored[0]] = stored[1]
                continue
            try:
                table = OnlineTable.restore(stored)
            except (LoadError, KeyError, ValueError) as exc:
                self.unreadable[stored.id] = str(exc)[:300]
                continue
            self.add(table)
        for table_id, why in self.unreadable.items():
            log.warning("table %s is not resumed: %s", table_id, why)
        return len(self.tables)

    def add(self, table: OnlineTable) -> None:
        self.tables[table.id] = table
        self.peers[table.id] = set()
        self.locks[table.id] = asyncio.Lock()
        for code in table.codes:
            self.by_code[code] = table.id

    def forget_if_done(self, table: OnlineTable) -> None:
        """A finished table nobody sits at leaves memory (its file keeps it: a code brings it back)."""
        if not table.match.is_over or self.peers.get(table.id):
            return
        del self.tables[table.id], self.peers[table.id], self.locks[table.id]
        self.bot_tasks.pop(table.id, None)
        for code in table.codes:
            self.by_code.pop(code, None)

    def table_of(self, code: str) -> OnlineTable | None:
        """The table a code opens: in memory, or brought back from the file (a finished game's last look)."""
        table = self.tables.get(self.by_code.get(code, ""))
        if table is not None or self.store is None:
            return table
        table_id = self.store.table_with_code(code)
        if table_id is None:
            return None
        try:
            table = OnlineTable.restore(self.store.table(table_id))
        except (LoadError, KeyError, ValueError) as exc:
            raise Refusal(words.TABLE_GONE.format(problem=str(exc)[:200])) from None
        self.add(table)
        return table

    def start_bots(self) -> None:
        for table in self.tables.values():
            self.wake_bots(table)

    def connected(self, table: OnlineTable) -> list[bool]:
        here = {peer.reader.seat for peer in self.peers[table.id] if peer.reader is not None}
        return [seat.is_bot or i in here for i, seat in enumerate(table.match.seats)]

    def changed(self, table: OnlineTable) -> None:
        for peer in self.peers[table.id]:
            peer.changed()

    def record_action(self, table: OnlineTable) -> None:
        """Store the match's newest action (before anyone is told of it)."""
        if self.store is None:
            return
        player, action = table.match.actions[-1]
        self.store.append_action(table.id, table.step - 1, player, table.match.rules.dump_action(action),
                                 table.match.is_over)

    def wake_bots(self, table: OnlineTable) -> None:
        running = self.bot_tasks.get(table.id)
        if (running is None or running.done()) and table.bot_to_move() is not None:
            self.bot_tasks[table.id] = asyncio.get_running_loop().create_task(self.play_bots(table))

    async def play_bots(self, table: OnlineTable) -> None:
        """Play the table's bot seats while one of them is asked (off the event loop: a Hard bot thinks)."""
        try:
            await self._play_bots(table)
        except Exception:  # a bot's fault stops that table's bots, never the server
            log.exception("the bots of table %s stopped", table.id)

    async def _play_bots(self, table: OnlineTable) -> None:
        match = table.match
        while (seat := table.bot_to_move()) is not None:
            step, bot = table.step, table.bot(seat)
            view, legal, rng = match.view(seat), match.legal_actions(seat), match.bot_rng()
            if getattr(bot, "level", "") in THREADED_LEVELS:
                action = await asyncio.to_thread(bot.choose, view, legal, rng)  # seconds of thought: off the loop
            else:
                action = bot.choose(view, legal, rng)  # a rule of thumb takes microseconds: no thread hop
                await asyncio.sleep(0)  # the others' messages first
            async with self.locks[table.id]:
                if table.step != step or table.bot_to_move() != seat:
                    continue  # someone moved meanwhile, or the seat went back to its person: think again
                table.play_bot(seat, action)
                self.record_action(table)
            self.changed(table)
        self.forget_if_done(table)

    # -- connections ----------------------------------------------------------------------------------------
    async def handle(self, ws: ServerConnection) -> None:
        peer = Peer(ws)
        writer = asyncio.get_running_loop().create_task(self.write(peer))
        try:
            if await self.handshake(peer):
                async for frame in ws:
                    if not peer.bucket.take():
                        await self.close(peer, words.TOO_MANY.format(rate=f"{RATE_PER_SECOND:.0f}"), code=1008)
                        return
                    await self.dispatch(peer, frame)
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            if peer.table is not None and peer.reader is not None:
                self.peers[peer.table.id].discard(peer)
                peer.table.readers.remove(peer.reader)
                self.changed(peer.table)  # the others see who left
                self.forget_if_done(peer.table)

    async def handshake(self, peer: Peer) -> bool:
        try:
            frame = await asyncio.wait_for(peer.ws.recv(), HELLO_SECONDS)
            hello = read_client_message(frame)
        except TimeoutError:
            await self.close(peer, words.NO_HELLO)
            return False
        except WireError as exc:
            await self.close(peer, str(exc))
            return False
        if not isinstance(hello, Hello):
            await self.close(peer, words.NOT_HELLO)
            return False
        if hello.protocol != PROTOCOL or hello.app != __version__:
            await self.close(peer, words.OTHER_VERSION.format(host=__version__, yours=f"{hello.app:.20}"))
            return False
        for game_id, version in hello.games.items():
            if game_id in games() and games()[game_id].rules.rules_version != version:
                mine = games()[game_id].rules.rules_version
                await self.close(peer, words.OTHER_RULES.format(game=games()[game_id].title, host=mine,
                                                                yours=f"{version:.20}"))
                return False
        peer.send(Welcome(app=__version__))
        return True

    async def close(self, peer: Peer, reason: str, code: int = 1008) -> None:
        with contextlib.suppress(ConnectionClosed):
            await peer.ws.send(Refused(reason=reason, fatal=True).model_dump_json())
            await peer.ws.close(code, reason[:120])

    async def write(self, peer: Peer) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await peer.wake.wait()
                peer.wake.clear()
                while peer.outbox:
                    await peer.ws.send(peer.outbox.popleft())
                if peer.closing is not None:
                    await peer.ws.close(1000, peer.closing[:120])
                    return
                if peer.dirty and peer.table is not None and peer.reader is not None:
                    peer.dirty = False
                    update = peer.table.update_for(peer.reader, self.connected(peer.table))
                    await peer.ws.send(update.model_dump_json())

    async def dispatch(self, peer: Peer, frame: str | bytes) -> None:
        try:
            message = read_client_message(frame)
            await self.act_on(peer, message)
        except WireError as exc:
            peer.send(Refused(reason=str(exc)))
        except Refusal as exc:
            peer.send(Refused(reason=str(exc)))

    async def act_on(self, peer: Peer, message: Any) -> None:
        if isinstance(message, Ping):
            peer.send(Pong())
        elif isinstance(message, Hello):
            raise Refusal(words.HELLO_TWICE)
        elif isinstance(message, Create):
            self.create(peer, message)
        elif isinstance(message, Join):
            self.join(peer, message)
        else:
            table, reader = peer.table, peer.reader
            if table is None or reader is None:
                raise Refusal(words.JOIN_FIRST)
            async with self.locks[table.id]:
                if isinstance(message, Act):
                    table.submit(reader.seat, message.step, message.action)
                    self.record_action(table)
                    peer.send(Ack(step=table.step))
                    peer.bucket.refund()
                elif isinstance(message, Undo):
                    table.undo(reader.seat, message.step)
                    if self.store is not None:
                        self.store.drop_last_action(table.id, table.step)
                    peer.send(Ack(step=table.step))
                elif isinstance(message, Chat):
                    self.chat(table, reader.seat, message)
                    return
                elif isinstance(message, Start):
                    if not peer.host:
                        raise Refusal(words.HOST_STARTS)
                    table.start()
                    if self.store is not None:
                        self.store.mark_started(table.id)
                elif isinstance(message, HandSeat):
                    if not peer.host:
                        raise Refusal(words.HOST_HANDS)
                    table.hand_seat(message.seat, message.level)
                    if self.store is not None:
                        self.store.set_seats(table.id, table.match.seats, table.people)
            self.changed(table)
            self.wake_bots(table)

    def create(self, peer: Peer, message: Create) -> None:
        open_here = [t for t in peer.created if t in self.tables and not self.tables[t].match.is_over]
        if len(open_here) >= MAX_TABLES_PER_CONNECTION:
            raise Refusal(words.TABLES_PER_CONNECTION.format(count=MAX_TABLES_PER_CONNECTION))
        if len(self.tables) >= MAX_TABLES:
            raise Refusal(words.NO_ROOM)
        table = OnlineTable.create(message)
        if self.store is not None:
            self.store.create_table(table.id, table.match.record(), table.people, table.codes, table.host_code,
                                    table.started)
        peer.created.append(table.id)
        self.add(table)
        peer.send(Created(table=table.id, host=table.host_code, codes=table.seat_codes()))
        self.wake_bots(table)

    def join(self, peer: Peer, message: Join) -> None:
        if peer.table is not None:
            raise Refusal(words.SITS_ALREADY)
        code = normal_code(message.code)
        table = self.table_of(code)
        if table is None:
            raise Refusal(words.NO_TABLE)
        seat = table.codes[code]
        if seat is not None:
            for other in list(self.peers[table.id]):
                if other.reader is not None and other.reader.seat == seat:
                    # The same code again: the person is back (on another computer, or after a connection that
                    # has not timed out yet); the newest connection holds the seat.
                    self.peers[table.id].discard(other)
                    table.readers.remove(other.reader)
                    other.table = other.reader = None
                    other.close_with(words.SEAT_ELSEWHERE)
        if seat is not None and message.name and table.name_seat(seat, message.name) and self.store is not None:
            self.store.set_seats(table.id, table.match.seats, table.people)
        peer.table, peer.reader, peer.host = table, Reader(seat), table.is_host(code)
        self.peers[table.id].add(peer)
        table.readers.append(peer.reader)
        match = table.match
        peer.send(Joined(table=table.id, game=match.rules.game_id, rules_version=match.rules.rules_version,
                         options=match.options.model_dump(mode="json"), seats=list(match.seats), seat=seat,
                         host=peer.host))
        for line_seat, name, text in table.chat:
            peer.send(ChatLine(seat=line_seat, name=name, text=text))
        self.changed(table)

    def chat(self, table: OnlineTable, seat: int | None, message: Chat) -> None:
        text = clean_chat(message.text)
        if not text:
            raise Refusal(words.EMPTY_CHAT)
        name = table.match.seats[seat].name if seat is not None else "Spectator"
        table.chat.append((seat, name, text))
        if self.store is not None:
            self.store.add_chat(table.id, seat, name, text)
        for other in self.peers[table.id]:
            other.send(ChatLine(seat=seat, name=name, text=text))


async def start(server: HustingsServer, host: str, port: int) -> WsServer:
    """Listen (port 0: a free one, read it from the returned server's sockets) and resume the stored tables."""
    server.resume_stored()
    listening = await serve(server.handle, host, port, max_size=MAX_FRAME_BYTES, max_queue=32)
    server.start_bots()
    return listening


def bound_port(listening: WsServer) -> int:
    return int(next(iter(listening.sockets)).getsockname()[1])
