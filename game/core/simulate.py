"""The headless simulator behind `hustings simulate`: bots play complete games, no pygame involved.

A bad command line is one line on stderr and exit status 2, found before the first game (the log file
included). A long run shows its progress on a terminal; Ctrl-C prints the summary of the games finished
so far and exits 130; a log that stops being writable (a full disk) ends the run with that summary, exit 1.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from pydantic import ValidationError

from game.core.bots import Bot
from game.core.eventwire import event_data
from game.core.jsonio import JsonFileError, JsonSyntaxError, parse_json
from game.core.match import Match, SeatSpec
from game.core.registry import GameInfo, games, get_game
from game.core.search import check_budget, with_budget
from game.core.validation import first_error

MAX_GAMES = 1_000_000
"""More games than anyone waits for (days at the slowest game's pace): a typo such as 10000000000 is refused."""

EXIT_INTERRUPTED = 130  # the shell's status for a run ended by Ctrl-C (128 + SIGINT)


class UsageError(ValueError):
    """A bad command line: reported in one line with exit status 2."""


@dataclass
class Summary:
    game: str
    games: int = 0
    wins: Counter[int] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    total_actions: int = 0
    seconds: float = 0.0
    num_seats: int = 0
    side_games: Counter[str] = field(default_factory=Counter)
    side_wins: Counter[str] = field(default_factory=Counter)
    """Games with hidden roles (Result.details["roles"]): per role, games it was in and games it won."""

    def count_sides(self, roles: Mapping[Any, str], winners: Sequence[int]) -> None:
        by_seat = {int(seat): role for seat, role in roles.items()}
        for role in set(by_seat.values()):
            self.side_games[role] += 1
        for role in {by_seat[w] for w in winners if w in by_seat}:
            self.side_wins[role] += 1

    def as_json(self) -> dict[str, Any]:
        sides = {"sides": {role: {"games": n, "wins": self.side_wins.get(role, 0)}
                           for role, n in sorted(self.side_games.items())}} if self.side_games else {}
        return {
            "game": self.game,
            "games": self.games,
            "wins": {str(s): self.wins.get(s, 0) for s in range(self.num_seats)},
            "reasons": dict(sorted(self.reasons.items())),
            "mean_actions": round(self.total_actions / self.games, 2) if self.games else 0.0,
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds > 0 else 0.0,
            **sides,
        }

    def as_text(self, seat_levels: Sequence[str]) -> str:
        data = self.as_json()
        lines = [f"{self.game}: {self.games} game(s) in {self.seconds:.2f} s ({data['games_per_second']} games/s)"]
        for seat, level in enumerate(seat_levels):
            wins = self.wins.get(seat, 0)
            share = 100.0 * wins / self.games if self.games else 0.0
            lines.append(f"  seat {seat} ({level}): {wins} win(s), {share:.1f} %")
        lines.append("  end reasons: " + ", ".join(f"{r} {n}" for r, n in sorted(self.reasons.items())))
        for role, n in sorted(self.side_games.items()):
            wins = self.side_wins.get(role, 0)
            lines.append(f"  {role}s won {wins} of the {n} game(s) they played ({100.0 * wins / n:.1f} %)")
        lines.append(f"  mean actions per game: {data['mean_actions']}")
        return "\n".join(lines)


def parse_option_pairs(pairs: Sequence[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--option expects KEY=VALUE, got {pair!r:.60}")
        try:
            options[key] = parse_json(value)
        except JsonSyntaxError:
            options[key] = value  # a bare word (mode=full) is meant as a string
        except JsonFileError as exc:
            raise UsageError(f"the value of --option {key} cannot be used: {exc}") from None
    return options


def check_options(info: GameInfo, options: Mapping[str, Any], num_seats: int) -> None:
    """Refuse options of the wrong type (round_limit=true is not 1) and seat counts the game does not allow."""
    rules = info.rules
    try:
        # Strict, as JSON: a command line names values exactly, and lax conversion would hide a typo.
        rules.options_model.model_validate_json(json.dumps(options), strict=True)
        parsed = rules.parse_options(options)
    except ValidationError as exc:
        raise UsageError(f"bad option {first_error(exc)}") from None
    try:
        rules.check_player_count(parsed, num_seats)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def check_budget_option(budget: int | None) -> None:
    """--budget, when given, is a whole number of search playouts per decision, at least 1."""
    if budget is None:
        return
    try:
        check_budget(budget)
    except ValueError:
        raise UsageError(f"--budget must be a whole number of playouts, at least 1, not {budget}") from None


class ProgressLine:
    """"412/10000 games (12.3 s)" rewritten in place on a terminal, at most every `interval` seconds."""

    def __init__(self, stream: IO[str], total: int, interval: float = 0.25) -> None:
        self.stream, self.total, self.interval = stream, total, interval
        self.started = time.perf_counter()
        self.shown_at: float | None = None

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if self.shown_at is not None and now - self.shown_at < self.interval and done < self.total:
            return
        self.shown_at = now
        self.stream.write(f"\r{done}/{self.total} games ({now - self.started:.1f} s)")
        self.stream.flush()

    def close(self) -> None:
        if self.shown_at is not None:  # wipe the line, so the summary starts on a clean one
            self.stream.write("\r\x1b[K")
            self.stream.flush()


YOUNG_COLLECTION_EVERY = 100_000
"""Allocations between two collections of the youngest generation while games are played (Python's default: 700)."""


@contextlib.contextmanager
def rare_young_collections() -> Iterator[None]:
    """Let the cyclic garbage collector run less often while games are played.

    A game's states, events and snapshots hold no reference cycles (refcounting frees them with the match), but
    thousands of them alive at once make the collector trace them again and again, every 700 allocations: up to a
    quarter of a random game's time (issue 14.2). Whatever cycles a bot does make (a search tree) are still
    collected, only in larger batches; the collector's thresholds are restored at the end (`play_game` runs
    under it, so the simulator, tournaments and tests all play this way).
    """
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], YOUNG_COLLECTION_EVERY), *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)


def play_game(
    match: Match, bots: Sequence[Bot], emit: Callable[[str, Mapping[str, Any]], None] | None = None
) -> int:
    """Play one match to its end with the given bots; return the number of actions taken."""
    with rare_young_collections():
        return _play_to_the_end(match, bots, emit)


def _play_to_the_end(
    match: Match, bots: Sequence[Bot], emit: Callable[[str, Mapping[str, Any]], None] | None
) -> int:
    rules = match.rules
    cap = rules.max_actions
    # Asked once per game, not per decision: a bot that ignores the view is never handed one.
    wants_view = [getattr(bot, "needs_view", True) for bot in bots]
    choosers = [bot.choose for bot in bots]
    actions = match.actions
    # The match's methods looked up once, not on every decision.
    result, active_players, legal_actions = match.result, match.active_players, match.legal_actions
    bot_rng, submit = match.bot_rng, match.submit
    while result() is None:
        if len(actions) >= cap:
            raise RuntimeError(f"{rules.title} did not end within {cap} actions (seed {match.seed})")
        # The first active seat acts; then who is active is read again, since an action may change it.
        active = active_players()
        if not active:
            raise RuntimeError(f"{rules.title} is not over but nobody may act (seed {match.seed})")
        player = active[0]
        view = match.view(player) if wants_view[player] else None
        action = choosers[player](view, legal_actions(player), bot_rng())
        events = submit(player, action)
        if emit is not None:
            for event in events:
                emit(event.type, event_data(event))
    return len(actions)


def simulate(
    info: GameInfo,
    seat_levels: Sequence[str],
    num_games: int,
    seed: int,
    options: Mapping[str, Any],
    log: IO[str] | None = None,
    *,
    summary: Summary | None = None,
    progress: ProgressLine | None = None,
    budget: int | None = None,
) -> Summary:
    """Play `num_games` games into `summary` (a new one if None). Only finished games are counted, so when
    the run is cut short (Ctrl-C, a log write failing) the caller's `summary` holds the games so far."""
    rules = info.rules
    parsed_options = rules.parse_options(options)
    rules.check_player_count(parsed_options, len(seat_levels))
    seats = [SeatSpec(kind="bot", name=f"{lvl} {i}", level=lvl) for i, lvl in enumerate(seat_levels)]
    summary = summary if summary is not None else Summary(game=info.id, num_seats=len(seats))
    started = time.perf_counter()
    try:
        # The games and what comes between them (setting up a match, freeing the last one) under one setting:
        # a collection between two games would trace the finished game's states before they are freed.
        with rare_young_collections():
            _play_games(info, seat_levels, seats, num_games, seed, parsed_options, log, summary, progress, budget)
    finally:
        summary.seconds = time.perf_counter() - started
        if progress is not None:
            progress.close()
    return summary


def _play_games(info: GameInfo, seat_levels: Sequence[str], seats: Sequence[SeatSpec], num_games: int, seed: int,
                parsed_options: Any, log: IO[str] | None, summary: Summary, progress: ProgressLine | None,
                budget: int | None = None) -> None:
    for index in range(num_games):
        _play_counted_game(info, seat_levels, seats, seed + index, index, parsed_options, log, summary, budget)
        if progress is not None:
            progress.update(summary.games)


def _play_counted_game(info: GameInfo, seat_levels: Sequence[str], seats: Sequence[SeatSpec], game_seed: int,
                       index: int, parsed_options: Any, log: IO[str] | None, summary: Summary,
                       budget: int | None) -> None:
    """Play one game into `summary` (and the log)."""
    rules = info.rules
    match = Match(rules, parsed_options, seats, game_seed, keep_positions=False)
    bots = [with_budget(info.make_bot(lvl), budget) for lvl in seat_levels]
    emit = None
    if log is not None:
        emit = _event_writer(log, index)
        emit("game_start", {"game_id": info.id, "options": parsed_options.model_dump(mode="json"),
                            "seats": list(seat_levels), "seed": game_seed})
        for event in rules.initial_events(match.state):
            emit(event.type, event_data(event))
    actions = play_game(match, bots, emit)
    result = match.result()
    assert result is not None
    summary.games += 1
    summary.total_actions += actions
    summary.reasons[result.reason] += 1
    for winner in result.winners:
        summary.wins[winner] += 1
    roles = result.details.get("roles")
    if isinstance(roles, Mapping):
        summary.count_sides(roles, result.winners)
    if emit is not None:
        emit("game_over", {
            "winners": [str(w) for w in result.winners],
            "reason": result.reason,
            "scores": {str(k): v for k, v in result.scores.items()},
            **result.details,
            "final_state": rules.dump_state(match.state),
        })


def _event_writer(log: IO[str], game_index: int) -> Callable[[str, Mapping[str, Any]], None]:
    seq = iter(range(1 << 62))

    def emit(event_type: str, data: Mapping[str, Any]) -> None:
        line = {"game": game_index, "seq": next(seq), "type": event_type, **data}
        log.write(json.dumps(line, separators=(",", ":"), default=str) + "\n")

    return emit


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hustings simulate", description="Play complete games between bots.")
    parser.add_argument("game", help="game id: " + ", ".join(sorted(games())))
    parser.add_argument("--seats", required=True, help="comma-separated bot levels, one per seat")
    parser.add_argument("--games", type=int, default=1, help=f"number of games (default 1, at most {MAX_GAMES})")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed+i")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    parser.add_argument("--log", help="write every event as JSON Lines to this file")
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    parser.add_argument("--budget", type=int, help="playouts per decision of the search level (default: the game's)")
    return parser


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def open_log(name: str) -> IO[str]:
    """The --log file, opened for writing now, so a path that cannot be written is a usage error up front."""
    if not name.strip():
        raise UsageError("--log needs a file name")
    path = Path(name)
    if path.is_dir():
        raise UsageError(f"--log {name} is a folder; give a file name")
    blocking = next((folder for folder in path.parents if folder.exists()), None)
    if blocking is not None and not blocking.is_dir():
        raise UsageError(f"cannot write the log {name}: {blocking} is a file, not a folder")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return path.open("w", encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot write the log {name}: {exc.strerror or exc}") from None


def main(argv: Sequence[str] | None = None, out: IO[str] | None = None) -> int:
    out = out or sys.stdout
    parser = build_parser()
    parser.__class__ = _Parser
    log: IO[str] | None = None
    try:
        args = parser.parse_args(argv)
        try:
            info = get_game(args.game)
        except KeyError as exc:
            raise UsageError(exc.args[0]) from None
        levels = [s.strip() for s in args.seats.split(",")]
        for level in levels:
            if level not in info.bots:
                raise UsageError(f"unknown bot level {level!r} for {info.id}; choose from {', '.join(info.bots)}")
        if not 1 <= args.games <= MAX_GAMES:
            raise UsageError(f"--games must be between 1 and {MAX_GAMES}, not {args.games}")
        check_budget_option(args.budget)
        options = parse_option_pairs(args.option)
        check_options(info, options, len(levels))
        log = open_log(args.log) if args.log is not None else None
    except UsageError as exc:
        print(f"hustings simulate: error: {exc}", file=sys.stderr)
        return 2
    summary = Summary(game=info.id, num_seats=len(levels))
    progress = ProgressLine(sys.stderr, args.games) if sys.stderr.isatty() else None
    status = 0
    try:
        with log if log is not None else contextlib.nullcontext():
            simulate(info, levels, args.games, args.seed, options, log, summary=summary, progress=progress,
                     budget=args.budget)
    except KeyboardInterrupt:
        print(f"hustings simulate: interrupted; {summary.games} game(s) finished", file=sys.stderr)
        status = EXIT_INTERRUPTED
    except OSError as exc:  # the log's disk filled up or went away
        print(f"hustings simulate: error: could not write the log {args.log}: {exc.strerror or exc}; "
              f"stopped after {summary.games} game(s)", file=sys.stderr)
        status = 1
    if args.json:
        print(json.dumps(summary.as_json()), file=out)
    else:
        print(summary.as_text(levels), file=out)
    return status


def iter_log(path: Path) -> Iterator[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            yield json.loads(line)
