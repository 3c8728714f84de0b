"""The simulator log of DēmoS games: every event type documented, round_end in the format of issue 2."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from game.core.simulate import simulate
from game.demos import GAME
from game.demos.events import EVENT_TYPES

NUMBER = re.compile(r"^(10|[1-9])[SHDC]$")
FIGURE = re.compile(r"^([ELJ][SHDC]|M)$")
DOC = Path(__file__).resolve().parents[2] / "docs" / "log-format.md"


def log_lines(seats: list[str], options: dict) -> list[dict]:
    out = io.StringIO()
    simulate(GAME, seats, 2, 3, options, out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.mark.parametrize("seats, options", [
    (["heuristic", "random", "random", "random"], {}),
    (["heuristic", "random", "heuristic", "random", "random"], {"teams": "2v2+1"}),
    (["random", "random", "random"], {"mode": "simplified"}),
])
def test_log_events_are_documented_and_round_end_has_the_issue_format(seats: list[str], options: dict) -> None:
    lines = log_lines(seats, options)
    types = {line["type"] for line in lines}
    assert types <= set(EVENT_TYPES) | {"game_start", "game_over"}
    ends = [line for line in lines if line["type"] == "round_end"]
    assert ends
    n = len(seats)
    keys = {str(s) for s in range(n)}
    for end in ends:
        assert {"round", "hands", "shown", "points", "winners", "figures_drawn"} <= set(end)
        assert set(end["hands"]) == keys and all(len(h) == 5 for h in end["hands"].values())
        assert all(NUMBER.match(c) for h in end["hands"].values() for c in h)
        for seat, shown in end["shown"].items():
            assert (shown is None) == (end["points"][seat] is None)
            if shown is not None:
                assert set(shown) <= set(end["hands"][seat]) and len(shown) in (3, 4)
        assert all(str(w) in keys for w in end["winners"])  # seats are ints as values, strings as keys
        assert all(FIGURE.match(c) for f in end["figures_drawn"].values() for c in f)
    over = [line for line in lines if line["type"] == "game_over"]
    assert len(over) == 2 and all(set(o["scores"]) == keys for o in over)
    for game in (0, 1):
        seqs = [line["seq"] for line in lines if line["game"] == game]
        assert seqs == list(range(len(seqs)))


def test_every_event_type_is_documented_in_log_format() -> None:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## DēmoS", 1)[1].split("\n## ", 1)[0]
    for kind in EVENT_TYPES:
        assert f"`{kind}`" in section, kind


def test_every_round_including_the_first_has_its_deal_in_the_log() -> None:
    lines = log_lines(["random", "random", "random"], {})
    for game in (0, 1):
        events = [line for line in lines if line["game"] == game]
        assert [e["type"] for e in events[:5]] == ["game_start", "round_start", "deal", "deal", "deal"]
        starts = [e for e in events if e["type"] == "round_start"]
        ends = [e for e in events if e["type"] == "round_end"]
        assert [e["round"] for e in starts] == [e["round"] for e in ends] == list(range(1, len(ends) + 1))
        assert sum(e["type"] == "deal" for e in events) == 3 * len(starts)
