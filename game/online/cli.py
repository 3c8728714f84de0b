"""`hustings serve`, `hustings table create` and `hustings join`: the server and its headless clients.

Each exits 0 when it did its job and otherwise prints one line saying why and exits non-zero (2 for a wrong
command line, 1 for a server that cannot be reached or refuses).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import logging
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import IO, NoReturn

from game import __version__
from game.core.registry import get_game
from game.core.simulate import YOUNG_COLLECTION_EVERY, UsageError, parse_option_pairs
from game.online.client import DEFAULT_PORT, Connection, OnlineError, play_seat
from game.online.schema import Create, SeatRequest


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def default_data_folder() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("hustings", appauthor=False)) / "server"


def serve_main(argv: Sequence[str], out: IO[str] | None = None) -> int:
    out = out or sys.stdout
    parser = _Parser(prog="hustings serve", description="Host Hustings tables for players on other computers.")
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on (default: every interface)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any)")
    parser.add_argument("--data", type=Path, default=None, help="folder for the tables' file")
    args = parser.parse_args(list(argv))
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be 0 to 65535, not {args.port}")
    from game.online.server import HustingsServer, bound_port, start
    from game.online.store import Store, StoreError

    logging.basicConfig(level=logging.WARNING, format="%(message)s", stream=sys.stderr)
    try:
        store = Store(args.data or default_data_folder())
    except (StoreError, OSError) as exc:
        print(f"hustings serve: {exc}", file=sys.stderr)
        return 1

    async def run() -> int:
        server = HustingsServer(store)
        # A server keeps hundreds of matches (and every position of each, for take-backs) alive: the cyclic
        # collector tracing them all every 700 allocations made pauses of a tenth of a second, which every
        # move waiting behind them felt. They hold no cycles; what they collect is collected in larger batches.
        gc.set_threshold(max(gc.get_threshold()[0], YOUNG_COLLECTION_EVERY), 50, 100)
        try:
            listening = await start(server, args.host, args.port)
        except OSError as exc:
            print(f"hustings serve: cannot listen on {args.host}:{args.port} ({exc.strerror or exc})", file=sys.stderr)
            return 1
        gc.freeze()  # the resumed tables and the loaded games stay: never traced again
        print(f"Hustings {__version__} server on ws://{args.host}:{bound_port(listening)} "
              f"({len(server.tables)} unfinished table(s) resumed; data in {store.path})", file=out, flush=True)
        stop = asyncio.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            asyncio.get_running_loop().add_signal_handler(sig, stop.set)
        await stop.wait()
        listening.close()
        await listening.wait_closed()
        return 0

    try:
        return asyncio.run(run())
    finally:
        store.close()


def parse_seats(text: str) -> list[SeatRequest]:
    """"human,human,heuristic": a person's open seat or a bot by level, one per seat."""
    seats = []
    for word in text.split(","):
        word = word.strip()
        if word in ("human", "open", "person"):
            seats.append(SeatRequest(kind="open"))
        elif word:
            seats.append(SeatRequest(kind="bot", level=word))
        else:
            raise UsageError(f"--seats lists one kind per seat, separated by commas, not {text!r:.60}")
    return seats


def table_main(argv: Sequence[str], out: IO[str] | None = None) -> int:
    out = out or sys.stdout
    parser = _Parser(prog="hustings table", description="Open a table on a server.")
    sub = parser.add_subparsers(dest="command", required=True)
    create = sub.add_parser("create", help="create a table: prints its id and a code per open seat")
    create.add_argument("server", help="address:port of the server")
    create.add_argument("game", help="dindex, diceocracy or demos")
    create.add_argument("--seats", required=True, help="one per seat: human, or a bot level (random, heuristic, "
                                                       "search), e.g. human,human,heuristic")
    create.add_argument("--option", action="append", default=[], metavar="K=V")
    create.add_argument("--seed", type=int, default=None)
    create.add_argument("--json", action="store_true", help="print the table as one JSON object")
    args = parser.parse_args(list(argv))
    try:
        info = get_game(args.game)
        request = Create(game=info.id, options=parse_option_pairs(args.option), seats=parse_seats(args.seats),
                         seed=args.seed)
    except (KeyError, UsageError) as exc:
        print(f"hustings table create: {exc.args[0]}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"hustings table create: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2
    try:
        with Connection(args.server) as connection:
            created = connection.create(request)
    except OnlineError as exc:
        print(f"hustings table create: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(created.model_dump_json(), file=out)
        return 0
    print(f"Table {created.table} ({info.title}); host code {created.host}", file=out)
    for seat in created.codes:
        who = f"seat {seat.seat + 1}" if seat.seat is not None else "spectators"
        print(f"  {who}: {seat.code}", file=out)
    return 0


def join_main(argv: Sequence[str], out: IO[str] | None = None) -> int:
    out = out or sys.stdout
    parser = _Parser(prog="hustings join", description="Play a seat of an online table with a bot.")
    parser.add_argument("server")
    parser.add_argument("code")
    parser.add_argument("--bot", required=True, metavar="LEVEL", help="random, heuristic or search")
    parser.add_argument("--name", default="", help="the seat's name at the table")
    args = parser.parse_args(list(argv))

    def say(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    try:
        result = play_seat(args.server, args.code, args.bot, name=args.name, say=say)
    except KeyError as exc:
        print(f"hustings join: {exc.args[0]}", file=sys.stderr)
        return 2
    except OnlineError as exc:
        print(f"hustings join: {exc}", file=sys.stderr)
        return 1
    print(json.dumps({"winners": list(result.winners), "reason": result.reason,
                      "scores": {str(k): v for k, v in result.scores.items()}}), file=out)
    return 0
