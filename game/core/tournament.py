"""Seat-rotated matches between bot levels, behind `hustings tournament`: win shares with 95 % intervals.

`--levels` names one level per seat, as `hustings simulate --seats` does; game i shifts that list i seats
round the table, so every level sits in every seat equally often over n × k games and no level is favoured
by playing first. A level listed twice (search,heuristic,heuristic) is counted as one: its share is its wins
over the seat-games it played, to compare with the fair share 1/n. Games with hidden sides (Dindex) are also
counted per side: how often a level won when it was dealt that role. Solo games report the scores.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from game.core.match import Match, SeatSpec
from game.core.registry import GameInfo, games, get_game
from game.core.search import with_budget
from game.core.simulate import (
    MAX_GAMES,
    ProgressLine,
    UsageError,
    check_budget_option,
    check_options,
    parse_option_pairs,
    play_game,
)

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95 % interval."""


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion: sound near 0 and 1 and for small n, unlike p ± z·se."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class Tally:
    """One level's (or one level-and-side's) record: seat-games played, wins, final scores."""

    games: int = 0
    wins: int = 0
    scores: list[float] = field(default_factory=list)

    def add(self, won: bool, score: float | None) -> None:
        self.games += 1
        self.wins += won
        if score is not None:
            self.scores.append(score)

    def as_json(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        out: dict[str, Any] = {"games": self.games, "wins": self.wins,
                               "share": round(self.wins / self.games, 4) if self.games else 0.0,
                               "interval95": [round(low, 4), round(high, 4)]}
        if self.scores:
            out["median_score"] = statistics.median(self.scores)
            out["mean_score"] = round(statistics.fmean(self.scores), 2)
        return out


@dataclass
class Standings:
    game: str
    levels: tuple[str, ...]
    games: int = 0
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_side: dict[str, dict[str, Tally]] = field(default_factory=dict)
    """side (role) -> level -> tally, for games whose Result names roles."""
    no_winner: int = 0
    """Games that ended without a winner (DēmoS: nobody presented a trio): a loss for every seat, so the fair
    share of a level is below 1/n by that many games."""

    def count(self, seat_levels: Sequence[str], winners: Sequence[int], scores: Mapping[int, float],
              roles: Mapping[Any, Any] | None) -> None:
        self.games += 1
        self.no_winner += not winners
        for seat, level in enumerate(seat_levels):
            won, score = seat in winners, scores.get(seat)
            self.by_level.setdefault(level, Tally()).add(won, score)
            if roles is not None and str(seat) in roles:
                side = str(roles[str(seat)])
                self.by_side.setdefault(side, {}).setdefault(level, Tally()).add(won, None)

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"game": self.game, "games": self.games, "seats": list(self.levels),
                               "fair_share": round(1 / len(self.levels), 4), "no_winner": self.no_winner,
                               "levels": {lvl: t.as_json() for lvl, t in self.by_level.items()}}
        if self.by_side:
            out["sides"] = {side: {lvl: t.as_json() for lvl, t in per.items()}
                            for side, per in sorted(self.by_side.items())}
        return out

    def as_text(self) -> str:
        lines = [f"{self.game}: {self.games} game(s), seats {','.join(self.levels)} rotated; "
                 f"fair share {100 / len(self.levels):.1f} %"
                 + (f"; {self.no_winner} game(s) without a winner" if self.no_winner else "")]
        lines += [_tally_line(lvl, t) for lvl, t in self.by_level.items()]
        for side, per in sorted(self.by_side.items()):
            lines.append(f"  as {side}s:")
            lines += ["  " + _tally_line(lvl, t) for lvl, t in per.items()]
        return "\n".join(lines)


def _tally_line(level: str, t: Tally) -> str:
    low, high = wilson(t.wins, t.games)
    share = 100 * t.wins / t.games if t.games else 0.0
    line = (f"  {level:<10} {t.wins:>5} win(s) of {t.games:>5} seat-games  {share:5.1f} %"
            f"  (95 % {100 * low:.1f}-{100 * high:.1f} %)")
    if t.scores:
        line += f"  median score {statistics.median(t.scores):g}"
    return line


def rotated(levels: Sequence[str], game_index: int) -> tuple[str, ...]:
    """The seats' levels in game `game_index`: the list shifted that many seats round the table."""
    n = len(levels)
    shift = game_index % n
    return tuple(levels[(seat - shift) % n] for seat in range(n))


def play_tournament(
    info: GameInfo, levels: Sequence[str], num_games: int, seed: int, options: Mapping[str, Any],
    budget: int | None = None, *, standings: Standings | None = None,
    on_game: Callable[[Standings], None] | None = None,
) -> Standings:
    """Play `num_games` seat-rotated games (game i uses seed + i) into `standings` (new if None)."""
    rules = info.rules
    parsed = rules.parse_options(options)
    rules.check_player_count(parsed, len(levels))
    for level in levels:
        info.make_bot(level)  # an unknown level is refused before any game is played
    standings = standings if standings is not None else Standings(game=info.id, levels=tuple(levels))
    for index in range(num_games):
        seat_levels = rotated(levels, index)
        seats = [SeatSpec(kind="bot", name=f"{lvl} {i}", level=lvl) for i, lvl in enumerate(seat_levels)]
        match = Match(rules, parsed, seats, seed + index, keep_positions=False)
        play_game(match, [with_budget(info.make_bot(lvl), budget) for lvl in seat_levels])
        result = match.result()
        assert result is not None
        roles = result.details.get("roles")
        standings.count(seat_levels, result.winners, result.scores, roles if isinstance(roles, Mapping) else None)
        if on_game is not None:
            on_game(standings)
    return standings


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hustings tournament",
                                     description="Seat-rotated bot matches: win shares per level, 95 % intervals.")
    parser.add_argument("game", help="game id: " + ", ".join(sorted(games())))
    parser.add_argument("--levels", required=True, help="comma-separated bot levels, one per seat")
    parser.add_argument("--games", type=int,
                        help="number of games (default: one per seat, so each level sits in each seat once)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed+i")
    parser.add_argument("--budget", type=int, help="playouts per decision of the search level")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    parser.add_argument("--json", action="store_true", help="print the standings as one JSON object")
    return parser


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def parse_levels(info: GameInfo, raw: str) -> list[str]:
    levels = [s.strip() for s in raw.split(",")]
    for level in levels:
        if level not in info.bots:
            raise UsageError(f"unknown bot level {level!r:.40} for {info.id}; choose from {', '.join(info.bots)}")
    return levels


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
        levels = parse_levels(info, args.levels)
        num_games = len(levels) if args.games is None else args.games
        if not 1 <= num_games <= MAX_GAMES:
            raise UsageError(f"--games must be between 1 and {MAX_GAMES}, not {args.games}")
        check_budget_option(args.budget)
        options = parse_option_pairs(args.option)
        check_options(info, options, len(levels))
    except UsageError as exc:
        print(f"hustings tournament: error: {exc}", file=sys.stderr)
        return 2
    standings = Standings(game=info.id, levels=tuple(levels))
    progress = ProgressLine(sys.stderr, num_games) if sys.stderr.isatty() else None
    status = 0
    try:
        play_tournament(info, levels, num_games, args.seed, options, args.budget, standings=standings,
                        on_game=None if progress is None else lambda s: progress.update(s.games))
    except KeyboardInterrupt:
        print(f"hustings tournament: interrupted; {standings.games} game(s) finished", file=sys.stderr)
        status = 130
    finally:
        if progress is not None:
            progress.close()
    print(json.dumps(standings.as_json()) if args.json else standings.as_text(), file=out)
    return status
