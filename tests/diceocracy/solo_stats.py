"""Distribution of the heuristic bot's solo scores with the rulebook's rank bands.

Run: /work/venv/bin/python -m tests.diceocracy.solo_stats --games 1000 --seed 1
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter

from game.core.match import Match, SeatSpec
from game.core.simulate import play_game
from game.diceocracy import GAME
from game.diceocracy.components import components


def solo_scores(games: int, seed: int, level: str = "heuristic", mode: str = "standard") -> list[tuple[int, str]]:
    out = []
    for i in range(games):
        match = Match(GAME.rules, {"mode": mode}, [SeatSpec(kind="bot", name="solo", level=level)], seed + i)
        play_game(match, [GAME.make_bot(level)])
        result = match.result()
        assert result is not None
        out.append((int(result.scores[0]), result.details["solo_rank"]))
    return out


def summary(scores: list[tuple[int, str]]) -> dict[str, object]:
    totals = sorted(t for t, _ in scores)
    ranks = Counter(r for _, r in scores)
    bands = components().congress.solo_ranks
    return {
        "games": len(totals),
        "median": statistics.median(totals),
        "mean": round(statistics.fmean(totals), 1),
        "min": totals[0],
        "p10": totals[len(totals) // 10],
        "p90": totals[(len(totals) * 9) // 10],
        "max": totals[-1],
        "ranks": {f"{b.low}-{b.high if b.high is not None else ''} {b.title}": ranks.get(b.title, 0) for b in bands},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="heuristic")
    parser.add_argument("--mode", default="standard")
    args = parser.parse_args()
    print(json.dumps(summary(solo_scores(args.games, args.seed, args.level, args.mode)), indent=1))


if __name__ == "__main__":
    main()
