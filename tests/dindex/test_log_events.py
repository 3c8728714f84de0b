"""The simulator log events of issue 3 (docs/log-format.md, Dindex section)."""

from __future__ import annotations

import io
import json

from game.core.registry import get_game
from game.core.simulate import simulate
from game.dindex.components import PORTFOLIOS


def _log(seats: list[str], games: int = 2) -> list[dict]:  # type: ignore[type-arg]
    out = io.StringIO()
    simulate(get_game("dindex"), seats, games, 7, {}, out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_term_start_election_government_settlement_keys() -> None:
    lines = _log(["heuristic"] * 5)
    seats = {str(s) for s in range(5)}
    kinds = {line["type"] for line in lines}
    assert {"term_start", "election", "government", "settlement", "game_start", "game_over"} <= kinds
    for line in lines:
        if line["type"] == "term_start":
            assert {"term", "dindex", "dindex_cards", "voters", "core_voters", "non_voters", "system_opponents",
                    "hand_sizes"} <= set(line)
            assert set(line["voters"]) == set(line["core_voters"]) == set(line["hand_sizes"]) == seats
            assert 1 <= line["dindex"] <= 5
        elif line["type"] == "election":
            assert set(line["votes"]) == seats and line["majority"] == line["total"] // 2 + 1
        elif line["type"] == "government":
            assert set(line) >= {"term", "chancellery", "ministries", "coalition", "first_formation_failed"}
            assert set(line["ministries"]) == set(PORTFOLIOS)
            assert str(line["chancellery"]) in seats and line["chancellery"] == line["coalition"][0]
            assert set(line["ministries"].values()) <= set(line["coalition"])
            assert isinstance(line["first_formation_failed"], bool)
        elif line["type"] == "settlement":
            assert set(line["rp_gained"]) == set(line["rp_total"]) == seats
        elif line["type"] == "game_over":
            assert line["reason"] in ("rp_reached", "oligarchy", "seizure_of_power")
            assert set(line["roles"]) == seats and set(line["roles"].values()) <= {"democrat", "oligarch"}
            assert "final_state" in line and all(isinstance(w, str) for w in line["winners"])


def test_events_follow_the_term_order() -> None:
    lines = [line for line in _log(["random"] * 4, games=1) if line["type"] in
             ("term_start", "election", "government", "settlement")]
    order = [line["type"] for line in lines]
    assert order[:3] == ["term_start", "election", "government"]
    for a, b in zip(order, order[1:], strict=False):
        assert (a, b) in {("term_start", "election"), ("election", "government"), ("government", "settlement"),
                          ("settlement", "term_start")}
