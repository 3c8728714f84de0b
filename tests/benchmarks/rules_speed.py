"""Random games per second of CPU time, through the simulator and through the bare protocol (issue 14.2).

The simulator figure is `game.core.simulate.simulate`, what `hustings simulate GAME --seats random,...` runs:
Match validation, the event log, bot randomness per decision. The bare-protocol figure plays the same games
with nothing but `result`, `active_players`, `legal_actions` and `apply`: the floor the simulator can approach.

A script too, so that two checkouts can be measured back to back on a loaded machine:

    cd CHECKOUT && taskset -c 0 env PYTHONPATH=CHECKOUT python -m tests.benchmarks.rules_speed [--games N] [--repeats R]

prints one JSON line per table with the median games/s of R runs (CPU time of this process) and the checkout
whose rules it played. Run it from inside the checkout: `python -m` puts the working directory ahead of
PYTHONPATH on sys.path, so from another directory it measures that directory's code (the "checkout" field
says which one ran).

Figures (issue 14.2), 1 December 2026, on the shared 2-core machine (load 7-10 from other helpers' runs), each
run `taskset -c 0`, 20 games x 3 repeats per run, five runs of each checkout interleaved back to back; medians
of the five run medians, in random four-player (Dindex: five-party) games per CPU second. "before" is 9dcdccc,
the rules just before the speed-up; "after" is e055742 (game/ as of the last speed-up commit).

    table            simulator before -> after      bare protocol before -> after
    DēmoS full, 4        65.5 -> 106.5  (x1.63)         112.9 -> 155.2  (x1.37)
    Dindex, 5            54.1 ->  96.1  (x1.78)          73.3 -> 136.2  (x1.86)
    Diceocracy, 4        41.7 ->  76.3  (x1.83)          51.9 -> 104.6  (x2.02)

The load makes single runs vary by up to 40 %; the simulator was faster after in every interleaved pair. Scaled to the
idle figures issue 14.2 starts from (100, 108 and 85 games/s through the simulator) that is about 165, 190 and
155 games/s: short of its targets (300, 250, 200). What is left is mostly the rules' own work (the simulator
now runs at 0.7-0.8 of the bare protocol on the same games) and Python's cost per immutable state, event and
action they build.

DēmoS, second pass (issue 14.2, item 2), 1 December 2026, same machine. "before" is 942e730, "after" 1716f43
(game/core and game/demos as of the last DēmoS speed-up commit). Five runs of each checkout interleaved, each
run from inside its checkout, `taskset -c 0`, 40 games x 5 repeats; medians of the five run medians, in
full-rules four-player random games per CPU second. Series at load 5-8 and at load 10-13 (other helpers'
benchmarks and valgrind runs), and one of the last commit:

    table                   simulator before -> after     bare protocol before -> after    simulator / protocol
    DēmoS full, 4, load 5-8     110.0 -> 137.4  (x1.25)        148.0 -> 190.1  (x1.28)       0.74 -> 0.72
    DēmoS full, 4, load 10-13    89.7 -> 113.5  (x1.27)        125.7 -> 156.3  (x1.24)       0.71 -> 0.73
    the same, after = 43437a2    98.8 -> 110.1  (x1.11)        130.2 -> 175.4  (x1.35)       0.76 -> 0.63
      (load 6-7; 43437a2 adds only cheaper tuple updates in discards.py)

Paired (each after-run over the before-run just ahead of it) the simulator's ratios at load 5-8 were
1.20-1.26, median 1.25, the protocol's 1.03-1.32, median 1.28 (at load 10-13: 1.07-1.39 and 1.04-1.56; in
the third series 0.97-1.31, median 1.11, and 1.11-1.63, median 1.29). The rules gained more than the
simulator: its match (validation, the kept states and log, their freeing at the end) and the bots' draws
became only a little cheaper.

Because CPU time on this machine moves with the load, the first 20 of these games were also counted in
instructions under `valgrind --tool=callgrind` (collection only around the games, so start-up is left out;
independent of the load): 40.0 -> 32.4 million instructions per game through the simulator (x1.23).

What this pass removed: the round's end and the next deal made one new state instead of three, each hand's
combination and round key are worked out together and a hand with no run of three ranks (and no four of a rank)
is out at once, a shuffle computes all its draws side by side in one big int (exactly the draws below() makes:
40 cards 24 -> 9 us), deal events and round records built without validation, discards and takes drop the card
from the hand directly and read their actions from a table, the simulator's per-decision generator derived with
both mixes written out. The states, events, legal actions and every random bot decision are unchanged (every
variant's random games give the same events for every viewer and the same final states; recorded games replay).
The target of 300 is out of reach this way: a four-player game is about 250 decisions and 14 round ends, and at
this point a decision costs about what Python needs for the frozen state, the events, the transition and the
bot's draw: a public discard ~12.5 us through the simulator, of which the rules' apply ~6.7 us, the match's
checks and log ~3 us, the rest the bot's generator and draw and the match's cached questions; a round end
~90-120 us (four hands scored, the record and its events, the next deal; measured one by one in a process, the
load included). More would take cheaper per-decision bot randomness (it would change which move a random bot
picks for a seed) or states that are not pydantic models.

Dindex and Diceocracy, second pass, same day (figures from their helpers' interleaved runs, CPU time, medians):
Dindex five parties, 942e730 -> 94f1c21 (base core + Dindex, ten runs each): simulator 91.8 -> 164 (x1.79),
bare protocol 113.8 -> 209 (x1.84); the rules' states now thaw and freeze only the fields a transition touches,
a card's facts are read once per process, a hand is judged in one pass. Diceocracy four players, 942e730 ->
cf5a02a (five runs each): simulator 86.9 -> 127.5 (x1.47), bare protocol 104.4 -> 161.3 (x1.55); one state per
step, shared immutable pieces, legal lists memoised per position.

All three at the session's end, on an idle machine (load < 1), `taskset -c 0`, 30 games x 3
repeats, against the same script at the session's start (10:52, same machine, idle, 40 games):

    table            simulator start -> end          bare protocol start -> end     target (simulator)
    DēmoS full, 4       127.6 -> 165.5  (x1.30)         114.2 -> 200.4  (x1.75)       300
    Dindex, 5            91.1 -> 201.5  (x2.21)         125.2 -> 237.0  (x1.89)       250
    Diceocracy, 4        88.4 -> 148.0  (x1.67)         102.9 -> 181.6  (x1.76)       200

Fourth session (1 December 2026, afternoon; the machine loaded 6-11 throughout, so instructions under
`valgrind --tool=callgrind` are the yardstick: per game through the simulator, random bots, PYTHONHASHSEED=0, the
games' count minus a run of fewer games of the same checkout), from 7619eb4:

    table            instructions per game before -> after     idle games/s estimated (x last idle figure)   target
    DēmoS full, 4       32.5 M -> 30.5 M   (x1.07)                     165.5 -> ~176                         300
    Dindex, 5           23.60 M -> 20.79 M  (x1.135)                   201.5 -> ~229                         250
    Diceocracy, 4       33.61 M -> 28.99 M  (x1.16)                    148.0 -> ~171                         200

What did it: game/core/trusted.py sets the models' slots through their own descriptors (a third of
object.__setattr__'s cost; every game), Dindex reads whole-value fields without thawing them, makes "let it
stand" states directly, shares action instances and playability lookups, Diceocracy builds its set-up
unvalidated and reads each district and tile side once. Behaviour identical (hashes of every legal list, event,
view and final state of 300 random games per game; recorded games replay).

What is left is mostly pydantic itself: BaseModel defines `__getattr__` (for private attributes and extras), so
CPython 3.11 cannot specialise attribute reads on any model: a field read costs ~4x a plain object's (~100-180 ns
against ~25 ns, timeit at load), and in Diceocracy `slot_tp_getattr_hook` is 12 % of all instructions. Deleting
that hook in a process (an experiment only, never shipped: it is a global patch of a library) takes DēmoS from
31.9 M to 27.8 M instructions a game (x1.15). The targets need rules states that are not pydantic models (plain
slotted classes built by the rules, pydantic kept for what comes from outside: options, actions, saves): the
next step for issue 14.2, with the conformance suite and the hashes as the guard.

Sixth session (1 December 2026, evening; the machine idle, load < 1). Measured against the commit issue 14 was
filed at (bf64910), back to back (`tests/benchmarks/rules_speed_pairs.py`): that commit runs at 40-52 games/s
here tonight where the issue measured 100 (DēmoS), 46 where it measured 108 (Dindex) and 40 where it measured 85
(Diceocracy), so this machine's speed is not the issue's and the targets are read as the factors they ask of
that commit (x3.00, x2.31, x2.35). Simulator games, random bots, seeds 500 000-039:

    table            instructions a game (callgrind, 40 games)     CPU time: median ratio of pairs     target
                     issue's commit -> now                          (smallest-largest), two series
    DēmoS full, 4       80.73 M -> 24.89 M   (x3.24)                 3.17 (2.12-4.58), 3.03 (2.07-3.63)    x3.00
    Dindex, 5           88.83 M -> 23.73 M   (x3.74)                 3.36 (2.05-4.57), 3.32 (2.48-4.27)    x2.31
    Diceocracy, 4       93.09 M -> 26.70 M   (x3.49)                 3.16 (2.39-4.73), 3.21 (2.14-4.80)    x2.35

(The code as committed at the session's end; each series 25 pairs of 40 games, each run the median of three.
The rates: DēmoS 46.1 -> 146.2 and 44.5 -> 133.5 games/s, Dindex 44.2 -> 161.0 and 43.3 -> 146.9, Diceocracy
40.9 -> 138.2 and 37.8 -> 122.6. This script tonight, three runs of 40 games x 3, medians: the bare protocol
DēmoS 150.1, Dindex 172.2, Diceocracy 147.0 games/s beside the simulator's 135.9, 136.3, 118.9; its protocol
games were drawn from the old "bot:n" streams then, other games than the simulator's; they are the same games now.)
Series taken earlier in the
session, before the simulator's matches stopped keeping every position (which moved DēmoS by nothing measurable:
1.08 and 0.97 in two A/B series of 10 pairs), gave DēmoS 2.83 (7 pairs), 3.07 (15) and 2.79 (15, the other core
busy): DēmoS sits at its factor, give or take a tenth. Instructions and CPU time disagree by about a tenth
for DēmoS: the issue's commit spent more of its time in pydantic-core's compiled validation, which does more per
instruction than the interpreter does.

What did it this session: Records (game/core/record.py), plain frozen classes for the DēmoS and Diceocracy
states and their parts, the events and the transitions, whose fields Python reads without pydantic's
`__getattr__` hook (DēmoS 30.54 -> 27.89 M, then 26.08 M with events and transitions; Diceocracy 32.40 -> 26.88 M),
and bot randomness from one mix a decision (`DecisionStreams`; DēmoS 25.76 -> 24.90 M), which changes the moves a
random bot picks for a seed (saves replay by their actions, so none changed). Dindex's state is still a model.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import game
from game.core.registry import get_game
from game.core.rng import DecisionStreams, Rng
from game.core.simulate import simulate

TABLES: dict[str, tuple[str, int, dict[str, Any]]] = {
    # label: (game, seats, options): the tables issue 14.2 sets targets for
    "demos-full-4": ("demos", 4, {"mode": "full"}),
    "dindex-5": ("dindex", 5, {}),
    "diceocracy-4": ("diceocracy", 4, {}),
}
TARGETS = {"demos-full-4": 300.0, "dindex-5": 250.0, "diceocracy-4": 200.0}
FIRST_SEED = 500_000
CHECKOUT = str(Path(game.__file__).resolve().parent.parent)
"""The checkout whose rules are measured (python -m prefers the working directory to PYTHONPATH)."""


def simulator_games(label: str, games: int) -> None:
    game_id, seats, options = TABLES[label]
    simulate(get_game(game_id), ["random"] * seats, games, FIRST_SEED, options)


def protocol_games(label: str, games: int) -> None:
    """The simulator's very games, played through nothing but the rules: each decision is drawn as a random
    bot draws it, from the match's decision stream of the seed (`DecisionStreams(seed, "bot")`, derived once per
    game and kept, so that the timed repeats measure the rules alone; the first call derives them)."""
    game_id, seats, options = TABLES[label]
    rules = get_game(game_id).rules
    parsed = rules.parse_options(options)
    for seed in range(FIRST_SEED, FIRST_SEED + games):
        streams = _decision_streams(seed)
        state = rules.new_game(parsed, seats, seed)
        move = 0
        while rules.result(state) is None:
            player = rules.active_players(state)[0]
            state = rules.apply(state, player, streams(move).choice(rules.legal_actions(state, player))).state
            move += 1


@cache
def _decision_streams(seed: int) -> Callable[[int], Rng]:
    states: list[int] = []
    decisions = DecisionStreams(seed, "bot")

    def stream(move: int) -> Rng:
        while len(states) <= move:
            states.append(decisions.state(len(states)))
        return Rng(states[move])

    return stream


def median_rate(play: Callable[[str, int], None], label: str, games: int, repeats: int) -> float:
    """Median games per CPU second over `repeats` runs of `games` games."""
    seconds = []
    for _ in range(repeats):
        start = time.process_time()
        play(label, games)
        seconds.append(time.process_time() - start)
    return games / statistics.median(seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--tables", default=",".join(TABLES))
    args = parser.parse_args()
    for label in args.tables.split(","):
        simulator_games(label, 2)  # warm caches (card data, validators) outside the timing
        protocol_games(label, args.games)  # and derive the games' decision streams
        print(json.dumps({
            "table": label,
            "checkout": CHECKOUT,
            "simulator_games_per_s": round(median_rate(simulator_games, label, args.games, args.repeats), 1),
            "protocol_games_per_s": round(median_rate(protocol_games, label, args.games, args.repeats), 1),
        }), flush=True)


if __name__ == "__main__":
    main()
