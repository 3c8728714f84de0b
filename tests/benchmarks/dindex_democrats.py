"""How often the Democrats win Dindex between heuristic bots (issue 13 item 4), with 95 % Wilson intervals.
A script, not a test: its numbers go into docs/rules/dindex.md's bot section.

    nice -n 10 .venv/bin/python -m tests.benchmarks.dindex_democrats [--parties 2,3,4,5,6,7] [--games N]
        [--seed S] [--democrats new|old] [--oligarchs new|old] [--old-commit C]

Every seat plays the Democrat heuristic when it is dealt a Democrat and the Oligarch heuristic when dealt an
Oligarch (its own view shows its role). "new" is game/dindex/bots.py as it is now; "old" is the same file at
`--old-commit` (default: the last commit before the Democrats learned to fight back), loaded from git, so
the Oligarchs' strength can be checked against the Democrats they were tuned against. Default options
(medium length, § 4.1 roles). Seeds start at 910 000 unless given: no test uses those.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import types
from collections.abc import Sequence
from typing import Any

from game.core.bots import Bot
from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from game.core.simulate import play_game, rare_young_collections
from game.core.tournament import wilson
from game.dindex import GAME
from game.dindex.bots import HeuristicBot

FIRST_SEED = 910_000
OLD_COMMIT = "400a6c0"
"""The Democrat heuristic before issue 13 item 4 (v3 rules; Democrats 30.3 % in five-party games)."""


def old_heuristic(commit: str) -> type[Any]:
    """HeuristicBot as bots.py was at `commit` (read from git, run as a module of its own)."""
    source = subprocess.run(["git", "show", f"{commit}:game/dindex/bots.py"], check=True, capture_output=True,
                            text=True).stdout
    module = types.ModuleType(f"dindex_bots_{commit}")
    exec(compile(source, f"{commit}:game/dindex/bots.py", "exec"), module.__dict__)  # noqa: S102 - our own history
    bot: type[Any] = module.HeuristicBot
    return bot


class ByRole:
    """One bot when the seat is dealt a Democrat, another when an Oligarch."""

    level = "by-role"

    def __init__(self, democrat: Bot, oligarch: Bot) -> None:
        self.bots = {"democrat": democrat, "oligarch": oligarch}

    def choose(self, view: Any, legal: Sequence[Any], rng: Rng) -> Any:
        return self.bots[view.roles[view.viewer]].choose(view, legal, rng)


def democrat_wins(parties: int, games: int, seed: int, democrat: type[Any], oligarch: type[Any]) -> tuple[int, int]:
    """Games the Democrats won, games played (a game with no Democrat at the table is not counted)."""
    wins = played = 0
    seats = [SeatSpec(kind="bot", name=f"bot {i}", level="heuristic") for i in range(parties)]
    with rare_young_collections():
        for index in range(games):
            match = Match(GAME.rules, {}, seats, seed + index)
            play_game(match, [ByRole(democrat(), oligarch()) for _ in range(parties)])
            result = match.result()
            assert result is not None
            roles = result.details.get("roles")
            assert isinstance(roles, dict)
            democrats = {int(s) for s, r in roles.items() if r == "democrat"}
            if not democrats:
                continue
            played += 1
            wins += bool(democrats & set(result.winners))
    return wins, played


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="dindex_democrats")
    parser.add_argument("--parties", default="2,3,4,5,6,7")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=FIRST_SEED)
    parser.add_argument("--democrats", choices=("new", "old"), default="new")
    parser.add_argument("--oligarchs", choices=("new", "old"), default="new")
    parser.add_argument("--old-commit", default=OLD_COMMIT)
    args = parser.parse_args(argv)
    old = old_heuristic(args.old_commit) if "old" in (args.democrats, args.oligarchs) else HeuristicBot
    democrat = old if args.democrats == "old" else HeuristicBot
    oligarch = old if args.oligarchs == "old" else HeuristicBot
    print(f"Democrats {args.democrats}, Oligarchs {args.oligarchs}, seeds {args.seed}..{args.seed + args.games - 1}")
    print("| parties | games | Democrats win | 95 % interval |")
    print("| --- | --- | --- | --- |")
    for parties in (int(p) for p in args.parties.split(",")):
        wins, played = democrat_wins(parties, args.games, args.seed, democrat, oligarch)
        low, high = wilson(wins, played)
        print(f"| {parties} | {played} | {100 * wins / played:.1f} % | {100 * low:.1f}–{100 * high:.1f} % |",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
