"""The headless simulator behind `hustings simulate`: bots play complete games, no pygame involved."""

from __future__ import annotations

import argparse
import contextlib
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
from game.core.match import Match, SeatSpec
from game.core.registry import GameInfo, games, get_game


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
            raise UsageError(f"--option expects KEY=VALUE, got {pair!r}")
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    return options


def play_game(
    match: Match, bots: Sequence[Bot], emit: Callable[[str, Mapping[str, Any]], None] | None = None
) -> int:
    """Play one match to its end with the given bots; return the number of actions taken."""
    rules = match.rules
    cap = rules.max_actions
    while match.result() is None:
        if len(match.actions) >= cap:
            raise RuntimeError(f"{rules.title} did not end within {cap} actions (seed {match.seed})")
        for player in match.active_players():
            legal = match.legal_actions(player)
            bot = bots[player]
            view = match.view(player) if getattr(bot, "needs_view", True) else None
            action = bot.choose(view, legal, match.bot_rng())
            events = match.submit(player, action)
            if emit is not None:
                for event in events:
                    emit(event.type, event.data)
            break  # re-read who is active: an action may change it
    return len(match.actions)


def simulate(
    info: GameInfo,
    seat_levels: Sequence[str],
    num_games: int,
    seed: int,
    options: Mapping[str, Any],
    log: IO[str] | None = None,
) -> Summary:
    rules = info.rules
    parsed_options = rules.parse_options(options)
    rules.check_player_count(parsed_options, len(seat_levels))
    seats = [SeatSpec(kind="bot", name=f"{lvl} {i}", level=lvl) for i, lvl in enumerate(seat_levels)]
    summary = Summary(game=info.id, num_seats=len(seats))
    started = time.perf_counter()
    for index in range(num_games):
        game_seed = seed + index
        match = Match(rules, parsed_options, seats, game_seed)
        bots = [info.make_bot(lvl) for lvl in seat_levels]
        emit = None
        if log is not None:
            emit = _event_writer(log, index)
            emit("game_start", {"game_id": info.id, "options": parsed_options.model_dump(mode="json"),
                                "seats": list(seat_levels), "seed": game_seed})
            for event in rules.initial_events(match.state):
                emit(event.type, event.data)
        summary.total_actions += play_game(match, bots, emit)
        result = match.result()
        assert result is not None
        summary.games += 1
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
    summary.seconds = time.perf_counter() - started
    return summary


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
    parser.add_argument("--games", type=int, default=1, help="number of games (default 1)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed+i")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    parser.add_argument("--log", type=Path, help="write every event as JSON Lines to this file")
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    return parser


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def main(argv: Sequence[str] | None = None, out: IO[str] | None = None) -> int:
    out = out or sys.stdout
    parser = build_parser()
    parser.__class__ = _Parser
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
        if args.games < 1:
            raise UsageError("--games must be at least 1")
        options = parse_option_pairs(args.option)
        try:
            info.rules.check_player_count(info.rules.parse_options(options), len(levels))
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in err["loc"]) or "options"
            raise UsageError(f"bad option {where}: {err['msg']}") from None
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    except UsageError as exc:
        print(f"hustings simulate: error: {exc}", file=sys.stderr)
        return 2
    if args.log is not None:
        args.log.parent.mkdir(parents=True, exist_ok=True)
    with args.log.open("w", encoding="utf-8") if args.log else contextlib.nullcontext() as log:
        summary = simulate(info, levels, args.games, args.seed, options, log)
    if args.json:
        print(json.dumps(summary.as_json()), file=out)
    else:
        print(summary.as_text(levels), file=out)
    return 0


def iter_log(path: Path) -> Iterator[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            yield json.loads(line)
