"""The moving parts of tests/benchmarks/test_online_bench.py: a `hustings serve` subprocess (pinned to a core,
optionally under cProfile) and the clients, one asyncio program that plays many seats over
`websockets.asyncio.client` with the wire's own messages, `RemoteMatch` and the games' Normal bots.

The clients run as a subprocess of their own (pinned to the other core) and print one JSON object of figures:

    python tests/benchmarks/online_load.py latency ws://127.0.0.1:PORT --moves 400
    python tests/benchmarks/online_load.py load ws://127.0.0.1:PORT --tables 200 --seconds 30

`latency` plays one table at a time and lets one seat move only when the last move has been acknowledged and
the other seat has its update, so every figure is the server's and the wire's, never a queue in this program.
`load` plays `--tables` tables at once at full speed, a finished table replaced by a new one until the time is
up; its ack latency also holds the time this program's one core is busy with other seats (its loop lag, timed
beside it, tells how much).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import os
import re
import resource
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from websockets.asyncio.client import ClientConnection, connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from game.core.registry import get_game  # noqa: E402
from game.core.rng import Rng, seed_state  # noqa: E402
from game.online.client import MAX_SERVER_FRAME, hello  # noqa: E402
from game.online.remote import RemoteMatch  # noqa: E402
from game.online.schema import (  # noqa: E402
    Ack,
    Act,
    Create,
    Created,
    Join,
    Joined,
    Refused,
    SeatRequest,
    Update,
    read_server_message,
)

SEATS = {
    "dindex": ["open", "open", "heuristic"],
    "demos": ["open", "open", "heuristic"],
    "diceocracy": ["open", "open"],
}
"""Each title's table: two remote seats (seats 0 and 1) and the server's Normal bot where the game needs more."""
LEVEL = "heuristic"
"""The remote seats' bot: Normal, as players choose it."""
STEP_TIMEOUT = 20.0
"""Seconds a client waits for any one message before it gives the table up (every run stops by itself)."""


# -- figures ----------------------------------------------------------------------------------------------------
def percentile(values: list[float], q: float) -> float:
    """The `q`-th percentile (nearest rank) of `values`; NaN for none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


def summary(values: list[float]) -> dict[str, float]:
    """Count, median and p99 of seconds, in milliseconds."""
    return {"n": len(values), "median_ms": percentile(values, 50) * 1e3, "p99_ms": percentile(values, 99) * 1e3,
            "max_ms": (max(values) if values else float("nan")) * 1e3}


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


# -- the server subprocess --------------------------------------------------------------------------------------
def pin(core: int | None) -> tuple[list[str], str]:
    """The command prefix that keeps a process on `core`, and words for the report."""
    if core is None:
        return [], "not pinned"
    if shutil.which("taskset") is None:
        return [], f"NOT pinned (taskset is not installed; core {core} asked)"
    if core >= (os.cpu_count() or 1):
        return [], f"NOT pinned (this machine has no core {core})"
    return ["taskset", "-c", str(core)], f"core {core} (taskset)"


BYTECODE_CACHE = Path(tempfile.gettempdir()) / "hustings-online-bench-pycache"
"""Where the server and the clients keep compiled bytecode: a machine with PYTHONDONTWRITEBYTECODE set would
otherwise compile each lazily imported module inside the first tables' moves (as test_startup_bench does)."""


def child_env() -> dict[str, str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(BYTECODE_CACHE)
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


class ServerProcess:
    """`hustings serve --host 127.0.0.1 --port 0 --data DATA` as a subprocess: started on entering, stopped
    (SIGTERM, then SIGKILL) on leaving, whatever happened in between."""

    def __init__(self, data: Path, core: int | None = None, profile: Path | None = None) -> None:
        self.data, self.profile = data, profile
        self.prefix, self.pinned = pin(core)
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""
        self.stderr_path = data.with_name(data.name + "-server.log")

    def __enter__(self) -> ServerProcess:
        profiler = ["-m", "cProfile", "-o", str(self.profile)] if self.profile is not None else []
        cmd = [*self.prefix, sys.executable, *profiler, "-m", "scenes.cli", "serve", "--host", "127.0.0.1",
               "--port", "0", "--data", str(self.data)]
        self._stderr = self.stderr_path.open("w")
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env=child_env(), text=True, stdout=subprocess.PIPE,
                                     stderr=self._stderr)
        try:
            self.url = self._wait_for_address(timeout=30)
        except BaseException:
            self.__exit__()
            raise
        return self

    def _wait_for_address(self, timeout: float) -> str:
        assert self.proc is not None and self.proc.stdout is not None
        deadline = time.monotonic() + timeout
        with selectors.DefaultSelector() as sel:
            sel.register(self.proc.stdout, selectors.EVENT_READ)
            while time.monotonic() < deadline:
                if not sel.select(timeout=0.5):
                    if self.proc.poll() is not None:
                        break
                    continue
                line = self.proc.stdout.readline()
                if not line and self.proc.poll() is not None:
                    break
                if found := re.search(r"ws://127\.0\.0\.1:(\d+)", line):
                    return f"ws://127.0.0.1:{found.group(1)}"
        raise RuntimeError(f"the server did not start: {self.stderr_path.read_text()[-2000:]}")

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def memory_mb(self) -> dict[str, float]:
        """VmRSS (now) and VmHWM (peak) of the server process, in MB."""
        found: dict[str, float] = {}
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
                key, _, value = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    found[key] = int(value.split()[0]) / 1024
        return found

    def cpu_seconds(self) -> float:
        """User + system CPU seconds the server process has used so far (NaN where /proc is not there)."""
        try:
            fields = Path(f"/proc/{self.pid}/stat").read_text().rpartition(")")[2].split()
        except OSError:
            return float("nan")
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)  # the server's own clean stop (and cProfile writes its file)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        if self.proc is not None and self.proc.stdout is not None:
            self.proc.stdout.close()
        with contextlib.suppress(AttributeError):
            self._stderr.close()


class Clients:
    """This file as a client subprocess on `core` (`mode` and its arguments as on the command line)."""

    def __init__(self, mode: str, url: str, args: list[str], core: int | None) -> None:
        self.mode = mode
        prefix, self.pinned = pin(core)
        cmd = [*prefix, sys.executable, str(Path(__file__).resolve()), mode, url, *args]
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env=child_env(), text=True, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE)

    def figures(self, timeout: float) -> dict[str, Any]:
        """What it printed (its last stdout line, one JSON object) once it is done; killed after `timeout`."""
        try:
            out, err = self.proc.communicate(timeout=timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.communicate()
        if self.proc.returncode != 0 or not out.strip():
            raise RuntimeError(f"the {self.mode} clients failed ({self.proc.returncode}): {err[-3000:]}")
        found: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
        found["client_pinned"] = self.pinned
        return found


def run_clients(mode: str, url: str, args: list[str], core: int | None, timeout: float) -> dict[str, Any]:
    return Clients(mode, url, args, core).figures(timeout)


# -- one seat on the wire ---------------------------------------------------------------------------------------
async def open_seat(url: str) -> ClientConnection:
    ws = await connect(url, max_size=MAX_SERVER_FRAME, open_timeout=STEP_TIMEOUT, ping_interval=None,
                       close_timeout=2)
    await ws.send(hello().model_dump_json())
    await expect(ws, "welcome")
    return ws


async def expect(ws: ClientConnection, kind: str) -> Any:
    """The next message of `kind` (others dropped; a refusal raised)."""
    while True:
        message = read_server_message(await asyncio.wait_for(ws.recv(), STEP_TIMEOUT))
        if isinstance(message, Refused):
            raise RuntimeError(f"refused: {message.reason}")
        if message.type == kind:
            return message


async def new_table(url: str, game: str, seed: int) -> tuple[list[ClientConnection], list[RemoteMatch]]:
    """A table of `game` created by seat 0's connection, both remote seats joined."""
    first, second = await open_seat(url), await open_seat(url)
    try:
        seats = [SeatRequest(kind="open") if kind == "open" else SeatRequest(kind="bot", level=kind)
                 for kind in SEATS[game]]
        await first.send(Create(game=game, seats=seats, seed=seed).model_dump_json())
        created: Created = await expect(first, "created")
        remotes = []
        for seat, ws in enumerate((first, second)):
            await ws.send(Join(code=next(c.code for c in created.codes if c.seat == seat)).model_dump_json())
            joined: Joined = await expect(ws, "joined")
            remotes.append(RemoteMatch(joined))
    except BaseException:
        await asyncio.gather(first.close(), second.close(), return_exceptions=True)
        raise
    return [first, second], remotes


@dataclass
class Player:
    """A remote seat's bot (the app's Normal bot, seeded per table and seat)."""

    remote: RemoteMatch
    seed: int
    bot: Any = None
    rng: Rng | None = None
    acted_at: int | None = None
    pending: bool = False
    """A move is in flight: until its Ack and the update after it (or a refusal), the seat does not move again,
    as game/online/client.py's own bot does (another seat's move brings updates that still ask for it)."""
    acked: bool = False

    def __post_init__(self) -> None:
        self.bot = get_game(self.remote.rules.game_id).make_bot(LEVEL)
        self.rng = Rng(seed_state(self.seed, f"online-bench-{self.remote.seat}"))

    def wants_to_move(self) -> bool:
        remote = self.remote
        return (not remote.is_over and bool(remote.legal_actions(remote.seat))  # type: ignore[arg-type]
                and self.acted_at != remote.step and not self.pending)

    def choose(self) -> tuple[Act, float]:
        """The bot's move as a message, and the seconds it thought."""
        remote = self.remote
        started = time.perf_counter()
        action = self.bot.choose(remote.view(remote.seat), remote.legal_actions(remote.seat), self.rng)  # type: ignore[arg-type]
        thought = time.perf_counter() - started
        self.acted_at = remote.step
        return Act(step=remote.step, action=remote.rules.dump_action(action)), thought


# -- latency: one table, one move in flight ---------------------------------------------------------------------
@dataclass
class LatencyFigures:
    ack: list[float] = field(default_factory=list)
    others: list[float] = field(default_factory=list)
    think: list[float] = field(default_factory=list)
    refused: int = 0
    games: int = 0
    by_game: dict[str, dict[str, list[float]]] = field(default_factory=dict)


async def latency_game(url: str, game: str, seed: int, figures: LatencyFigures | None, pace: float = 0.0) -> None:
    """One whole game in which a seat moves only once the last move is acknowledged and the other seat has
    been told of it; `figures` None: a warm-up game, not counted."""
    conns, remotes = await new_table(url, game, seed)
    players = [Player(remote, seed) for remote in remotes]
    inbox: asyncio.Queue[tuple[int, float, Any]] = asyncio.Queue()

    async def read(seat: int) -> None:
        with contextlib.suppress(ConnectionClosed):
            async for frame in conns[seat]:
                inbox.put_nowait((seat, time.perf_counter(), read_server_message(frame)))

    readers = [asyncio.get_running_loop().create_task(read(seat)) for seat in (0, 1)]

    def take(seat: int, message: Any) -> None:
        if isinstance(message, Update):
            players[seat].remote.apply(message)
        elif isinstance(message, Refused) and figures is not None:
            figures.refused += 1  # acted_at stays: the seat moves again on the newer position's update

    def stuck() -> str:
        return "; ".join(f"seat {p.remote.seat}: step {p.remote.step}, active {p.remote.active_players()}, "
                         f"{len(p.remote.legal_actions(p.remote.seat))} legal, acted at {p.acted_at}"  # type: ignore[arg-type]
                         for p in players)

    async def next_message() -> tuple[int, float, Any]:
        try:
            return await asyncio.wait_for(inbox.get(), STEP_TIMEOUT)
        except TimeoutError:
            raise RuntimeError(f"{game} seed {seed}: nothing came for {STEP_TIMEOUT:.0f} s ({stuck()})") from None

    try:
        while not all(p.remote.is_over for p in players):
            while not inbox.empty():  # act on the newest position this program holds
                seat, _, message = inbox.get_nowait()
                take(seat, message)
            if all(p.remote.is_over for p in players):
                break
            mover = next((seat for seat, p in enumerate(players) if p.wants_to_move()), None)
            if mover is None:
                seat, _, message = await next_message()
                take(seat, message)
                continue
            act, thought = players[mover].choose()
            if pace:
                await asyncio.sleep(pace)  # a probe beside a load: a quiet table, not one more load
            sent = time.perf_counter()
            await conns[mover].send(act.model_dump_json())
            acked_at: float | None = None
            acked_step: int | None = None
            other_at: float | None = None
            while acked_at is None or other_at is None:
                try:
                    seat, at, message = await next_message()
                except RuntimeError as exc:
                    raise RuntimeError(f"{exc}; seat {mover}'s move at {act.step}: ack {acked_step}, "
                                       f"other seat updated: {other_at is not None}") from None
                take(seat, message)
                if seat == mover and isinstance(message, Refused):
                    break  # a server bot moved first: no figure, choose again
                if seat == mover and isinstance(message, Ack) and acked_at is None:
                    acked_at, acked_step = at, message.step
                if seat != mover and isinstance(message, Update) and message.step > act.step:
                    other_at = other_at or at
            else:
                if figures is not None:
                    # a move answering the question it was asked on counts even after another seat moved (acked later)
                    assert acked_at is not None and other_at is not None and acked_step is not None
                    assert acked_step > act.step
                    figures.ack.append(acked_at - sent)
                    figures.others.append(other_at - sent)
                    figures.think.append(thought)
                    mine = figures.by_game.setdefault(game, {"ack": [], "others": [], "think": []})
                    mine["ack"].append(acked_at - sent)
                    mine["others"].append(other_at - sent)
                    mine["think"].append(thought)
        if figures is not None:
            figures.games += 1
    finally:
        for task in readers:
            task.cancel()
        await asyncio.gather(*(ws.close() for ws in conns), *readers, return_exceptions=True)


async def latency(url: str, moves: int, games: list[str], seconds: float, pace: float = 0.0) -> dict[str, Any]:
    for game in games:  # the server's and this program's first game of a title load its cards and bots
        await latency_game(url, game, 1, None)
    figures = LatencyFigures()
    cpu0, wall0 = cpu_seconds(), time.perf_counter()
    deadline = time.monotonic() + seconds
    for seed in itertools.count(2):
        if len(figures.ack) >= moves or time.monotonic() > deadline:
            break
        game = games[seed % len(games)]
        try:  # the time is up even in the middle of a game (its moves so far are counted)
            await asyncio.wait_for(latency_game(url, game, seed, figures, pace), deadline - time.monotonic())
        except TimeoutError:
            break
    share = (cpu_seconds() - cpu0) / (time.perf_counter() - wall0)
    return {"client_cpu_share": share, "games": figures.games, "refused": figures.refused, "ack": summary(figures.ack),
            "others": summary(figures.others), "think": summary(figures.think),
            "by_game": {game: {kind: summary(values) for kind, values in mine.items()}
                        for game, mine in figures.by_game.items()}}


# -- load: many tables at full speed ----------------------------------------------------------------------------
@dataclass
class LoadFigures:
    ack: list[float] = field(default_factory=list)
    think: list[float] = field(default_factory=list)
    lag: list[float] = field(default_factory=list)
    moves: int = 0
    refused: int = 0
    finished: int = 0
    started: int = 0
    abandoned: int = 0
    game_moves: list[int] = field(default_factory=list)
    """Moves acknowledged in each finished game (both remote seats)."""
    errors: list[str] = field(default_factory=list)


async def play_seat(ws: ClientConnection, player: Player, figures: LoadFigures, pause: float) -> int:
    """Answer the server's updates with the bot's moves until the game is over. The server answers every Act
    with an Ack or a Refused, in order: `sent` holds the send times of the moves not yet answered."""
    sent: deque[float] = deque()
    acked = 0
    while True:
        frame = await asyncio.wait_for(ws.recv(), STEP_TIMEOUT)
        at = time.perf_counter()
        message = read_server_message(frame)
        if isinstance(message, Ack):
            figures.ack.append(at - sent.popleft())
            figures.moves += 1
            acked += 1
            player.acked = True
        elif isinstance(message, Refused):
            if message.fatal:
                raise RuntimeError(f"refused: {message.reason}")
            figures.refused += 1  # a move on an old position: the newer update on its way asks again
            sent.popleft()
            player.pending = player.acked = False
            player.acted_at = None  # asked again on the position held (no newer update may come)
        elif isinstance(message, Update):
            player.remote.apply(message)
            if player.acked:
                player.pending = player.acked = False
            if player.remote.is_over:
                return acked
        if isinstance(message, (Update, Refused)) and player.wants_to_move():
            act, thought = player.choose()
            figures.think.append(thought)
            if pause:
                await asyncio.sleep(pause)
            sent.append(time.perf_counter())
            player.pending = True
            await ws.send(act.model_dump_json())


async def load_table(url: str, game: str, seed: int, figures: LoadFigures, pause: float) -> None:
    conns, remotes = await new_table(url, game, seed)
    figures.started += 1
    try:
        counts = await asyncio.gather(*(play_seat(ws, Player(remote, seed), figures, pause)
                                        for ws, remote in zip(conns, remotes, strict=True)))
        figures.finished += 1
        figures.game_moves.append(sum(counts))
    finally:
        await asyncio.gather(*(ws.close() for ws in conns), return_exceptions=True)


async def watch_lag(figures: LoadFigures, every: float = 0.01) -> None:
    """How late this program's loop wakes from a short sleep: the time a message waits here before it is read."""
    while True:
        planned = time.perf_counter() + every
        await asyncio.sleep(every)
        figures.lag.append(max(0.0, time.perf_counter() - planned))


async def load(url: str, tables: int, seconds: float, games: list[str], pause: float, once: bool) -> dict[str, Any]:
    figures = LoadFigures()
    seeds = itertools.count(1000)
    deadline = time.monotonic() + seconds

    async def slot(index: int) -> None:
        while time.monotonic() < deadline:
            seed = next(seeds)
            try:
                await load_table(url, games[seed % len(games)], seed, figures, pause)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - counted and shown, the other tables go on
                figures.errors.append(f"{type(exc).__name__}: {str(exc)[:200]}")
                await asyncio.sleep(0.1)
            if once:
                return

    lag = asyncio.get_running_loop().create_task(watch_lag(figures))
    cpu0, wall0 = cpu_seconds(), time.perf_counter()
    tasks = [asyncio.get_running_loop().create_task(slot(i)) for i in range(tables)]
    _, pending = await asyncio.wait(tasks, timeout=max(0.0, deadline - time.monotonic()))
    wall, cpu = time.perf_counter() - wall0, cpu_seconds() - cpu0
    figures.abandoned = len(pending)  # tables still being played (or set up) when the time was up
    for task in [*pending, lag]:
        task.cancel()
    await asyncio.gather(*pending, lag, return_exceptions=True)
    return {"tables": tables, "seconds": wall, "started": figures.started, "finished": figures.finished,
            "abandoned": figures.abandoned, "moves": figures.moves, "refused": figures.refused,
            "tables_per_s": figures.finished / wall, "moves_per_s": figures.moves / wall,
            "ack": summary(figures.ack), "think": summary(figures.think), "lag": summary(figures.lag),
            "think_total_s": sum(figures.think), "client_cpu_s": cpu, "client_cpu_share": cpu / wall,
            "moves_per_game": sum(figures.game_moves) / len(figures.game_moves) if figures.game_moves else float("nan"),
            "errors": len(figures.errors), "first_errors": figures.errors[:5]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The online benchmark's clients (see the module's doc).")
    parser.add_argument("mode", choices=["latency", "load"])
    parser.add_argument("url")
    parser.add_argument("--games", default="dindex,demos", help="titles, comma-separated, taken in turn")
    parser.add_argument("--moves", type=int, default=400, help="latency: moves to time")
    parser.add_argument("--tables", type=int, default=200, help="load: tables at once")
    parser.add_argument("--seconds", type=float, default=30.0, help="longest run")
    parser.add_argument("--pause", type=float, default=0.0, help="load: seconds a seat waits before each move")
    parser.add_argument("--pace", type=float, default=0.0, help="latency: seconds between a move and the next")
    parser.add_argument("--once", action="store_true", help="load: do not replace finished tables")
    args = parser.parse_args(argv)
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    if args.mode == "latency":
        figures = asyncio.run(latency(args.url, args.moves, games, args.seconds, args.pace))
    else:
        figures = asyncio.run(load(args.url, args.tables, args.seconds, games, args.pause, args.once))
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
