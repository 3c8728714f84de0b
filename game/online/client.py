"""The client side of the wire: a connection to a server (the `websockets` threading client, so the app keeps it
off its frame loop and a headless bot simply blocks), and `play_seat`, the bot that plays one seat to the end.

Every frame from the server is read through the schema too: a client trusts the server's rules, not its bytes.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import Any, TypeVar

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from game import __version__
from game.core.registry import games, get_game
from game.core.rng import Rng, seed_state
from game.online import words
from game.online.schema import (
    PROTOCOL,
    Ack,
    Act,
    Create,
    Created,
    Hello,
    Join,
    Joined,
    Message,
    Refused,
    Update,
    Welcome,
    WireError,
    read_server_message,
)

MAX_SERVER_FRAME = 16 * 1024 * 1024
"""A whole log of a long game, sent once on joining, is the largest frame a server sends."""

M = TypeVar("M", bound=Message)


class OnlineError(RuntimeError):
    """Something a person can act on, in words: the server is unreachable, refused, or went away."""


class Refusal(OnlineError):
    """The server refused a message (the connection goes on unless `fatal`)."""

    def __init__(self, reason: str, fatal: bool = False) -> None:
        super().__init__(reason)
        self.fatal = fatal


class Quiet(OnlineError):
    """Nothing came from the server in the time given (a quiet table, or a server that stopped answering)."""


def server_url(text: str) -> str:
    """A server as typed ("192.168.1.20:8765", "example.org", "ws://…", "wss://…") as a WebSocket URL."""
    text = text.strip()
    if text.startswith(("ws://", "wss://")):
        return text
    if "://" in text:
        raise OnlineError(words.BAD_ADDRESS.format(text=f"{text!r:.60}"))
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit() or "]" in port:
        return f"ws://{text}:{DEFAULT_PORT}"
    return f"ws://{host}:{port}"


DEFAULT_PORT = 8765


def hello() -> Hello:
    return Hello(protocol=PROTOCOL, app=__version__,
                 games={game_id: info.rules.rules_version for game_id, info in games().items()})


class Connection:
    """One WebSocket to a server, its hello said. Messages in and out are schema models."""

    def __init__(self, server: str, timeout: float = 10.0) -> None:
        url = server_url(server)
        self._opened = contextlib.ExitStack()
        try:
            self.ws: ClientConnection = self._opened.enter_context(
                connect(url, open_timeout=timeout, max_size=MAX_SERVER_FRAME, close_timeout=2))
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
            raise OnlineError(words.NO_SERVER.format(url=url, problem=f"{type(exc).__name__}: {exc}")) from None
        self.timeout = timeout
        self.send(hello())
        self.expect(Welcome)

    def close(self) -> None:
        self._opened.close()

    def __enter__(self) -> Connection:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def send(self, message: Message) -> None:
        try:
            self.ws.send(message.model_dump_json())
        except ConnectionClosed as exc:
            raise OnlineError(words.CLOSED_BECAUSE.format(reason=exc.rcvd.reason if exc.rcvd else words.GONE)) \
                from None

    def receive(self, timeout: float | None = None) -> Any:
        """The next message (a Refused is raised as a Refusal; OnlineError when the connection is gone)."""
        try:
            frame = self.ws.recv(timeout=self.timeout if timeout is None else timeout)
        except TimeoutError:
            raise Quiet(words.NO_ANSWER) from None
        except ConnectionClosed as exc:
            reason = exc.rcvd.reason if exc.rcvd is not None and exc.rcvd.reason else words.DROPPED
            raise OnlineError(words.CLOSED.format(reason=reason)) from None
        try:
            message = read_server_message(frame)
        except WireError as exc:
            raise OnlineError(words.UNREADABLE.format(problem=exc)) from None
        if isinstance(message, Refused):
            raise Refusal(message.reason, message.fatal)
        return message

    def expect(self, kind: type[M], on_other: Callable[[Any], None] | None = None) -> M:
        """Wait for a message of `kind`, handing any other to `on_other` (or dropping it)."""
        while True:
            message = self.receive()
            if isinstance(message, kind):
                return message
            if on_other is not None:
                on_other(message)

    def create(self, request: Create) -> Created:
        self.send(request)
        return self.expect(Created)

    def join(self, code: str, name: str = "") -> Joined:
        self.send(Join(code=code, name=name))
        return self.expect(Joined)


def play_seat(server: str, code: str, level: str, *, name: str = "", give_up_after: float = 60.0,
              say: Callable[[str], None] = print) -> Any:
    """Play the seat `code` opens with a `level` bot until the game ends; reconnect by itself when the
    connection drops (for up to `give_up_after` seconds at a stretch). The game's Result; OnlineError when the
    seat cannot be played (refused, or the server stays away)."""
    from game.online.remote import RemoteMatch

    remote: RemoteMatch | None = None
    bot: Any = None
    rng: Rng | None = None
    away_since: float | None = None
    while True:
        try:
            with Connection(server) as connection:
                joined = connection.join(code, name)
                if remote is None:
                    info = get_game(joined.game)
                    bot = info.make_bot(level)
                    rng = Rng(seed_state(sum(map(ord, code)), f"online-{joined.seat}"))
                remote = RemoteMatch(joined)  # a fresh copy: the server sends the whole log on joining
                if away_since is not None:
                    say(f"back at table {joined.table} after {time.monotonic() - away_since:.1f} s")
                away_since = None
                result = _play(connection, remote, bot, rng)
                if result is not None:
                    return result
        except Refusal:
            raise  # a wrong code, another version, a closed door: asking again would change nothing
        except OnlineError as exc:
            now = time.monotonic()
            if away_since is None:
                away_since = now
                say(f"reconnecting… ({exc})")
            if now - away_since > give_up_after:
                raise OnlineError(words.GAVE_UP.format(seconds=f"{give_up_after:.0f}", problem=exc)) from None
            time.sleep(0.2)


def _play(connection: Connection, remote: Any, bot: Any, rng: Rng | None) -> Any:
    """Answer updates until the game is over (its Result). One move in flight at a time: while several seats
    decide at once, another seat's move brings an update that still asks for the move already sent."""
    assert rng is not None
    pending = acked = False
    while True:
        try:
            message = connection.receive(timeout=120)
        except Refusal as exc:
            if exc.fatal:
                raise
            pending = acked = False  # refused: ask the bot again on the position held
        else:
            if isinstance(message, Ack):
                acked = True  # the move is in; the update showing it comes next
                continue
            if not isinstance(message, Update):
                continue
            remote.apply(message)
            if acked:
                pending = acked = False
        if remote.is_over:
            return remote.result()
        legal = remote.legal_actions(remote.seat)
        if legal and not pending:
            action = bot.choose(remote.view(remote.seat), legal, rng)
            connection.send(Act(step=remote.step, action=remote.rules.dump_action(action)))
            pending = True
