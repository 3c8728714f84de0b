"""How far the DēmoS search bot's decisions fall short of the best move it could have raced (issue 13.3): a
decision-level measure, far less noisy than win shares, for screening changes to the search plan.

    nice -n 10 .venv/bin/python -m tests.benchmarks.demos_regret [--games 6] [--seed 900400] [--every 2]
        [--worlds 24] [--budgets 24,48,96]

It plays `--games` full-rules four-player games (one search seat at its default budget against three heuristic
seats, seats rotated) and keeps every `--every`-th position in which the search seat had more than one legal
move. Each such position's candidates (the heuristic's move and the plan's shortlist, as the search races them)
are then valued on `--worlds` oracle worlds: the true hands and face-down cards, only the decks (which nobody
sees) shuffled again; every candidate is played on the same worlds with the same playout randomness and
valued by the plan's own `value`. A bot's regret at a position is the best candidate's value minus the value
of the move it chose (two choices a position, rngs 11 and 12), in the plan's units: chances of winning the
game. The script reads the true state, which no bot ever does: it is a referee, not a player.

What it measures and what it cannot: it scores choices among the candidates the search races, by the plan's
own value and playout policy, so a change to the worlds dealt, the budget or the anchor shows; a change to
the value or the shortlist does not (measure those by win shares, `tests/benchmarks/strength.py`). The mean is
carried by a few positions with a large spread between the candidates (late rounds), so compare variants on
the same positions and give the per-phase means.

Figures (1 December 2026, 6 games from seed 900 400, every 2nd of 378 positions, 24 worlds; mean regret per
decision in thousandths of a chance of winning; load 6-7): the heuristic 12.1, the search at 24 / 48 / 96
playouts 12.0 / 9.4 / 9.6, the search dealt the true hands ("oracle", an upper bound for reading hands) 4.1.
Over a game (~60 decisions with a choice) the heuristic-to-search gap of 2.8 is about 0.17 chances of winning,
in line with the win shares (17.1 % for a heuristic seat, 33.8 % for the search seat): the search is short of
information about the other hands, not of playouts.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from game.core.bots import Bot
from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from game.core.search import SearchBot
from game.core.simulate import play_game
from game.core.tournament import rotated
from game.demos import SEARCH
from game.demos.bots import HeuristicBot
from game.demos.search_plan import RULES
from game.demos.state import DemosAction, DemosState, DemosView

Position = tuple[DemosState, DemosView, list[DemosAction]]


class Recorder:
    """The search seat, keeping the true state of every position in which it had a choice."""

    level = "search"

    def __init__(self, match: list[Match], kept: list[Position]) -> None:
        self.bot, self.match, self.kept = SearchBot(SEARCH), match, kept

    def choose(self, view: Any, legal: Sequence[Any], rng: Rng) -> Any:
        if len(legal) > 1:
            self.kept.append((self.match[0].state, view, list(legal)))
        return self.bot.choose(view, legal, rng)


def positions(games: int, seed: int) -> list[Position]:
    kept: list[Position] = []
    for index in range(games):
        holder: list[Match] = []
        levels = rotated(("search", "heuristic", "heuristic", "heuristic"), index)
        bots: list[Bot] = [Recorder(holder, kept) if lvl == "search" else HeuristicBot() for lvl in levels]
        seats = [SeatSpec(kind="bot", name=f"bot {i}", level="heuristic") for i in range(len(levels))]
        match = Match(RULES, {"mode": "full"}, seats, seed + index)
        holder.append(match)
        play_game(match, bots)
    return kept


def oracle_world(state: DemosState, rng: Rng) -> DemosState:
    """The true position with only what nobody sees dealt again: the order of both decks and the next shuffle."""
    return state.model_copy(update={"people_deck": rng.shuffled(state.people_deck),
                                    "power_deck": rng.shuffled(state.power_deck), "rng": rng.next64()})


def playout(root: DemosState, me: int, action: DemosAction, rng: Rng) -> float:
    """The plan's playout: the heuristic in every seat until the plan's cutoff or the end, valued by the plan."""
    state = RULES.apply(root, me, action).state
    bots: dict[int, Bot] = {}
    for _ in range(RULES.max_actions):
        if RULES.result(state) is not None or (SEARCH.cutoff is not None and SEARCH.cutoff(root, state, me)):
            break
        seat = RULES.active_players(state)[0]
        bot = bots.setdefault(seat, SEARCH.policy())
        chosen = bot.choose(RULES.view(state, seat), RULES.legal_actions(state, seat), Rng(rng.next64()))
        state = RULES.apply(state, seat, chosen).state
    return SEARCH.value(root, state, me)


def candidates(view: DemosView, legal: Sequence[DemosAction]) -> list[DemosAction]:
    """What the search races: the heuristic's move first, then the plan's shortlist."""
    anchor = HeuristicBot().choose(view, legal, Rng(1))
    shortlist = SEARCH.shortlist(view, legal, Rng(2)) if SEARCH.shortlist is not None else legal
    return [anchor, *(a for a in shortlist if a != anchor)]


def reference(position: Position, worlds: int, seed: int) -> dict[str, float]:
    state, view, legal = position
    me = view.viewer
    assert me is not None
    moves = candidates(view, legal)
    totals = dict.fromkeys(map(repr, moves), 0.0)
    rng = Rng(seed)
    for _ in range(worlds):
        world, common = oracle_world(state, rng), rng.next64()
        for move in moves:
            totals[repr(move)] += playout(world, me, move, Rng(common)) / worlds
    return totals


def regrets(bot_of: Any, kept: Sequence[Position], values: Sequence[dict[str, float]]) -> dict[str, float]:
    by_phase: dict[str, list[float]] = defaultdict(list)
    for (_, view, legal), value in zip(kept, values, strict=True):
        for rng in (11, 12):
            chosen = repr(bot_of().choose(view, legal, Rng(rng)))
            by_phase[view.phase].append(1000 * (max(value.values()) - value.get(chosen, min(value.values()))))
    every = [r for phase in by_phase.values() for r in phase]
    return {"mean": round(statistics.fmean(every), 2), "decisions": len(every),
            **{phase: round(statistics.fmean(r), 1) for phase, r in sorted(by_phase.items())}}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="demos_regret")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=900_400)
    parser.add_argument("--every", type=int, default=2, help="keep every N-th position")
    parser.add_argument("--worlds", type=int, default=24, help="oracle worlds per reference value")
    parser.add_argument("--budgets", default="24,48,96", help="search budgets to score, comma-separated")
    args = parser.parse_args(argv)
    kept = positions(args.games, args.seed)[::args.every]
    values = [reference(p, args.worlds, 7000 + i) for i, p in enumerate(kept)]
    print(json.dumps({"positions": len(kept), "heuristic": regrets(HeuristicBot, kept, values)}), flush=True)
    for budget in (int(b) for b in args.budgets.split(",")):
        print(json.dumps({"budget": budget, "search": regrets(lambda b=budget: SearchBot(SEARCH, b), kept,
                                                              values)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
