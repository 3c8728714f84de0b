"""How far the DēmoS search bot's decisions fall short of the best move it could have raced (issue 13.3): a
decision-level measure, far less noisy than win shares, for screening changes to the search plan.

    nice -n 10 .venv/bin/python -m tests.benchmarks.demos_regret [--games 6] [--seed 900400] [--every 2]
        [--worlds 24] [--variants heuristic,kept,read] [--choices 2] [--cache FILE]

It plays `--games` full-rules four-player games (one search seat against three heuristic seats, seats rotated;
the search seat plays the kept-hands plan, `kept`, so the positions stay the same whatever
the plan deals now) and keeps every `--every`-th position in which the search seat had more than one legal
move. Each such position's candidates (the heuristic's move and the plan's shortlist, as the search races them)
are then valued on `--worlds` oracle worlds: the true hands and face-down cards, only the decks (which nobody
sees) shuffled again; every candidate is played on the same worlds with the same playout randomness and
valued by the plan's own `value`. A bot's regret at a position is the best candidate's value minus the value
of the move it chose (`--choices` choices a position, rngs 11, 12, ...), in the plan's units: chances of
winning the game. The script reads the true state, which no bot ever does: it is a referee, not a player.
`--cache` keeps the positions and their values in a file, so further variants are scored on the same ones
without playing and valuing them again.

Variants: `heuristic`; `search` (the plan as it is, game/demos/__init__.py), `kept` (kept hands only: a
declined secret discard read, the default) and `read` (every other seat's play this round read, `deal_read`),
each also at N playouts (`search-N`, ...); and
three referee's bounds, the search at its budget dealt from the true state: `oracle` (every hidden card),
`true-hands` (the number cards: hands and face-down discards; figures dealt from the view), `true-figures`
(the figures; hands dealt by the plan). Every variant after the first is also given as its mean regret less
the first's over the same positions, with the standard error of that paired difference. Decision CPU times
(median, p99) are the process's, one decision at a time.

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

Reading the other hands from their play (game/demos/inference.py; 1 December 2026, later, load 3-6). The same
189 positions (seed 900 400, two choices): `kept` 9.37 (the 9.4 above), `oracle` 4.07, `true-hands` 4.65,
`true-figures` 9.42: what the search lacks is the number cards, not the figures (most of it in the secret
take, 21.1 -> 6.1, the secret discard, 13.7 -> 7.3, and the veto, 7.4 -> 0). The reading holds for every true
history checked (the public discard, a declined or laid secret discard and each take, in 138 seat positions of
the secret step and 84 of the unanimous step) but moves little: a read hand shares 1.08 of its five cards
with the true one, a plain deal 0.97.
On 403 positions of 12 other games (seed 900 500, every 2nd, 24 worlds, four choices a position): `kept`
6.51, `read` 7.14 (then the plan's dealing, run as `search`), paired difference +0.63 (standard error 0.69):
no better, within the noise; decision CPU median 117 -> 161 ms, p99 267 -> 319 ms (one process, load 4-6). The
win shares agreed (tests/benchmarks/strength.py), so the plan deals kept hands only and `read` is a variant.
"""

from __future__ import annotations

import argparse
import json
import pickle
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.core.bots import Bot
from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from game.core.search import SearchBot, SearchPlan
from game.core.simulate import play_game
from game.core.tournament import rotated
from game.demos import SEARCH
from game.demos.bots import HeuristicBot
from game.demos.search_plan import RULES, deal_kept, deal_read
from game.demos.state import DemosAction, DemosState, DemosView

Position = tuple[DemosState, DemosView, list[DemosAction]]
Variant = Callable[[Position], Bot]

KEPT = replace(SEARCH, determinize=deal_kept)
"""The plan dealing kept hands only (a declined secret discard read, the default): the positions are played by
it, so every variant is scored on the same positions whatever the current plan deals."""
READ = replace(SEARCH, determinize=deal_read)
"""The plan with every other seat's play this round read (game/demos/inference.py)."""


class Recorder:
    """The search seat, keeping the true state of every position in which it had a choice."""

    level = "search"

    def __init__(self, match: list[Match], kept: list[Position]) -> None:
        self.bot, self.match, self.kept = SearchBot(KEPT), match, kept

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


def true_hands_world(state: DemosState, view: DemosView, me: int, rng: Rng) -> DemosState:
    """The true number cards (hands, face-down discards; the people's deck shuffled) with the figures nobody
    has shown dealt at random from the view: what reading the hands perfectly would give."""
    dealt = RULES.determinize(view, me, rng)
    return state.model_copy(update={"people_deck": rng.shuffled(state.people_deck), "figures": dealt.figures,
                                    "pending_figures": dealt.pending_figures, "power_deck": dealt.power_deck,
                                    "rng": rng.next64()})


def true_figures_world(state: DemosState, view: DemosView, me: int, rng: Rng) -> DemosState:
    """The plan's own dealing of the number cards with the true figures (the power deck shuffled)."""
    dealt = SEARCH.determinize(view, me, rng) if SEARCH.determinize is not None else RULES.determinize(view, me, rng)
    return dealt.model_copy(update={"figures": state.figures, "pending_figures": state.pending_figures,
                                    "power_deck": rng.shuffled(state.power_deck)})


def dealt_by(plan: SearchPlan, budget: int | None = None) -> Variant:
    return lambda position: SearchBot(plan, budget)


def oracle(world: Callable[[DemosState, DemosView, int, Rng], DemosState]) -> Variant:
    """The search at its default budget, its worlds dealt from the true state by `world` (a referee's
    bound on what reading the hidden cards could give, not a bot)."""
    def make(position: Position) -> Bot:
        state, view, _ = position
        return SearchBot(replace(SEARCH, determinize=lambda v, me, rng: world(state, v, me, rng)))
    return make


VARIANTS: dict[str, Variant] = {
    "heuristic": lambda position: HeuristicBot(),
    "search": dealt_by(SEARCH),
    "kept": dealt_by(KEPT),
    "read": dealt_by(READ),
    "oracle": oracle(lambda state, view, me, rng: oracle_world(state, rng)),
    "true-hands": oracle(true_hands_world),
    "true-figures": oracle(true_figures_world),
}
"""`search` is the current plan (game/demos/__init__.py), `kept` the plan dealing kept hands only, `read` the
plan reading every seat's play; `search-N` / `kept-N` / `read-N` the same at N playouts a decision."""


def variant(name: str) -> Variant:
    base, _, budget = name.partition("-")
    if budget.isdigit() and base in ("search", "kept", "read"):
        return dealt_by({"search": SEARCH, "kept": KEPT, "read": READ}[base], int(budget))
    if name not in VARIANTS:
        raise SystemExit(f"demos_regret: unknown variant {name!r} (known: {', '.join(VARIANTS)}, search-N, kept-N)")
    return VARIANTS[name]


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


def regrets(make: Variant, kept: Sequence[Position], values: Sequence[dict[str, float]],
            choices: int = 2) -> tuple[dict[str, float], list[float]]:
    """The variant's mean regret a decision (overall, by phase) and its decision CPU times, and its mean
    regret at each position (for a paired comparison of variants on the same positions)."""
    by_phase: dict[str, list[float]] = defaultdict(list)
    cpu: list[float] = []
    per_position: list[float] = []
    for position, value in zip(kept, values, strict=True):
        _, view, legal = position
        here = []
        for rng in range(11, 11 + choices):
            started = time.process_time()
            chosen = repr(make(position).choose(view, legal, Rng(rng)))
            cpu.append(time.process_time() - started)
            here.append(1000 * (max(value.values()) - value.get(chosen, min(value.values()))))
        by_phase[view.phase] += here
        per_position.append(statistics.fmean(here))
    every = [r for phase in by_phase.values() for r in phase]
    cpu.sort()
    return {"mean": round(statistics.fmean(every), 2), "decisions": len(every),
            "cpu_median_ms": round(1000 * statistics.median(cpu), 1),
            "cpu_p99_ms": round(1000 * cpu[min(len(cpu) - 1, int(0.99 * len(cpu)))], 1),
            **{phase: round(statistics.fmean(r), 1) for phase, r in sorted(by_phase.items())}}, per_position


def paired(first: Sequence[float], other: Sequence[float]) -> dict[str, float]:
    """The other variant's mean regret less the first's over the same positions, with its standard error."""
    differences = [b - a for a, b in zip(first, other, strict=True)]
    error = statistics.stdev(differences) / len(differences) ** 0.5 if len(differences) > 1 else 0.0
    return {"minus_first": round(statistics.fmean(differences), 2), "standard_error": round(error, 2)}


def referee(games: int, seed: int, every: int, worlds: int, cache: Path | None) -> tuple[list[Position],
                                                                                          list[dict[str, float]]]:
    """The positions and their reference values, from `cache` if it holds those of the same arguments."""
    key = (games, seed, every, worlds)
    if cache is not None and cache.exists():
        stored = pickle.loads(cache.read_bytes())
        if stored["key"] == key:
            return stored["kept"], stored["values"]
    kept = positions(games, seed)[::every]
    values = [reference(p, worlds, 7000 + i) for i, p in enumerate(kept)]
    if cache is not None:
        cache.write_bytes(pickle.dumps({"key": key, "kept": kept, "values": values}))
    return kept, values


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="demos_regret")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=900_400)
    parser.add_argument("--every", type=int, default=2, help="keep every N-th position")
    parser.add_argument("--worlds", type=int, default=24, help="oracle worlds per reference value")
    parser.add_argument("--variants", default="heuristic,kept,read",
                        help=f"bots to score, comma-separated: {', '.join(VARIANTS)}, search-N, kept-N")
    parser.add_argument("--choices", type=int, default=2, help="choices scored per position (rngs 11, 12, ...)")
    parser.add_argument("--cache", type=Path, help="keep the positions and reference values in this file")
    args = parser.parse_args(argv)
    makers = {name: variant(name) for name in args.variants.split(",")}
    kept, values = referee(args.games, args.seed, args.every, args.worlds, args.cache)
    print(json.dumps({"positions": len(kept)}), flush=True)
    first: list[float] | None = None
    for name, make in makers.items():
        summary, per_position = regrets(make, kept, values, args.choices)
        against = paired(first, per_position) if first is not None else {}
        print(json.dumps({"variant": name, **summary, **against}), flush=True)
        first = per_position if first is None else first
    return 0


if __name__ == "__main__":
    sys.exit(main())
