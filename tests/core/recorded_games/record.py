"""Records the bot games that `test_recorded_games_replay` replays: a save file (the actions) and what those
actions led to (the result and the final state).

The files in this folder were made before the rules were sped up (issue 14 item 2), so the test proves that the
same seed and actions still reach the same outcome. Re-record only after a deliberate rules change that bumps
the game's rules version: `python -m tests.core.recorded_games.record`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core.match import Match, SeatSpec
from game.core.registry import get_game
from game.core.simulate import play_game

FOLDER = Path(__file__).parent

GAMES: tuple[tuple[str, str, dict[str, Any], tuple[str, ...], int], ...] = (
    # (game, label, options, seat levels, seed): every game, its main modes, random and heuristic seats
    ("demos", "full-4-mixed", {"mode": "full"}, ("heuristic", "random", "heuristic", "random"), 11),
    ("demos", "team-2v3", {"teams": "2v3"}, ("heuristic",) * 5, 12),
    ("demos", "simplified-3", {"mode": "simplified"}, ("random",) * 3, 13),
    ("dindex", "5p-mixed", {}, ("heuristic", "random", "heuristic", "random", "heuristic"), 21),
    ("dindex", "7p", {}, ("random",) * 7, 22),
    ("dindex", "4p-long", {"game_length": "long"}, ("heuristic",) * 4, 23),
    ("diceocracy", "4p-mixed", {}, ("heuristic", "random", "heuristic", "random"), 31),
    ("diceocracy", "4p-spicy", {"mode": "spicy"}, ("random",) * 4, 32),
    ("diceocracy", "1p-solo", {}, ("heuristic",), 33),
)


def outcome(match: Match) -> dict[str, Any]:
    """What the replayed actions must still lead to: the result and the final state, as JSON."""
    result = match.result()
    assert result is not None, "a recorded game is a finished one"
    return {"result": json.loads(result.model_dump_json()),
            "final_state": json.loads(json.dumps(match.rules.dump_state(match.state), default=str))}


def record_all() -> None:
    for game_id, label, options, levels, seed in GAMES:
        info = get_game(game_id)
        seats = [SeatSpec(kind="bot", name=f"{level} {i}", level=level) for i, level in enumerate(levels)]
        match = Match(info.rules, options, seats, seed)
        play_game(match, [info.make_bot(level) for level in levels])
        entry = {"record": match.record().model_dump(mode="json"), "expected": outcome(match)}
        (FOLDER / f"{game_id}-{label}.json").write_text(json.dumps(entry, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    record_all()
