"""Measures the table the Diceocracy search level reads for its secret agendas (issue 13.3): what a card held at
the start of a turn still adds by the game's end, on average, per agenda kind and per turn.

    nice -n 10 .venv/bin/python -m tests.benchmarks.diceocracy_agenda_outlook [--games 2000] [--seed 1300000]
        [--write]

It plays `--games` solo games of the Normal bot (the heuristic, alone against the bag) from seed `--seed` on.
At the start of each of the player's turns it notes every agenda in hand with the votes it scores then; at the
end of the game, every noted card the player still holds gives one sample: its final votes less its votes at
that turn. A kind's gain at a turn is the mean of its samples (cards swapped away before the end give none).
Cells with fewer than MIN_SAMPLES samples are written as 0.0: the card is then valued at what it scores now.

It prints the table; `--write` replaces `game/diceocracy/data/agenda_outlook.json` with it (the file the search
level reads, `game/diceocracy/bot_agendas.py`). The file in the repository was written by this script with its
defaults: 2,000 games, about four minutes on one core of this machine.

The script reads the true state (the player's own agendas and the final scores), which a referee may; the bot
it measures plays from its view like every bot.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from collections.abc import Sequence
from typing import Any, get_args

from game.core.match import Match, SeatSpec
from game.core.registry import get_game
from game.diceocracy.bot_agendas import OUTLOOK_FILE
from game.diceocracy.components import AgendaKind, components
from game.diceocracy.scoring import agenda_votes

MIN_SAMPLES = 8


def samples(games: int, seed: int) -> dict[tuple[str, int], list[int]]:
    """(agenda kind, turns played) -> the gains of every card held at that turn's start and at the end."""
    info = get_game("diceocracy")
    cards = components().agendas
    reps = components().board.reps
    gains: dict[tuple[str, int], list[int]] = defaultdict(list)
    for game in range(games):
        match = Match(info.rules, {}, [SeatSpec(kind="bot", name="Normal", level="heuristic")], seed + game)
        bot = info.make_bot("heuristic")
        noted: list[tuple[int, int, int]] = []  # (turns played, card, votes then)
        turns_seen: set[int] = set()
        while match.result() is None:
            state = match.state
            player = state.players[0]
            if state.phase == "take" and state.order[state.order_index] == 0 and player.reps not in turns_seen:
                turns_seen.add(player.reps)
                noted.extend((reps - player.reps, card, agenda_votes(state, 0, cards[card])) for card in player.agendas)
            seat = match.active_players()[0]
            match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
        end = match.state
        for turn, card, votes in noted:
            if card in end.players[0].agendas:
                gains[(cards[card].kind, turn)].append(agenda_votes(end, 0, cards[card]) - votes)
    return gains


def table(gains: dict[tuple[str, int], list[int]]) -> dict[str, list[float]]:
    """Every agenda kind's mean gain at each turn (0.0 where the samples are too few)."""
    turns = components().board.reps
    return {kind: [round(statistics.fmean(found), 2) if len(found := gains.get((kind, turn), [])) >= MIN_SAMPLES
                   else 0.0 for turn in range(turns)]
            for kind in get_args(AgendaKind)}


def render(document: dict[str, Any]) -> str:
    """The file's text: JSON with one kind's row a line, so a change to the table reads as a diff of rows."""
    head = [f" {json.dumps(key)}: {json.dumps(value)}," for key, value in document.items() if key != "gains"]
    rows = [f"  {json.dumps(kind)}: {json.dumps(row)}" for kind, row in document["gains"].items()]
    return "\n".join(["{", *head, ' "gains": {', ",\n".join(rows), " }", "}"]) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="diceocracy_agenda_outlook")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1_300_000)
    parser.add_argument("--write", action="store_true", help="replace the data file the search level reads")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    gains = table(samples(args.games, args.seed))
    for kind, row in gains.items():
        print(f"{kind:16s}", " ".join(f"{g:6.1f}" for g in row))
    if args.write:
        document = {
            "about": ("Mean votes a secret agenda held at the start of a turn still adds by the game's end, per kind "
                      "and per turns already played (0-8): solo games of the Normal bot, cards kept to the end; "
                      f"0.0 where fewer than {MIN_SAMPLES} cards were seen. Written by "
                      "tests/benchmarks/diceocracy_agenda_outlook.py."),
            "games": args.games,
            "first_seed": args.seed,
            "gains": gains,
        }
        OUTLOOK_FILE.write_text(render(document), encoding="utf-8")
        print(f"wrote {OUTLOOK_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
