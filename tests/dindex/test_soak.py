"""Soak (excluded from the default run; `pytest -m soak tests/dindex/test_soak.py`): many seeded games of every
seat count between random, heuristic and mixed tables, with the invariants checked after every action.

Measured when written: 1,080 games (60 seeds x 3 tables x 6 seat counts) in 80 s on a shared machine, no failure."""

from __future__ import annotations

import pytest

from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from game.dindex import GAME
from game.dindex.state import DindexState
from tests.dindex.helpers import all_cards, voter_total

RULES = GAME.rules
SEEDS = 60


def _check(s: DindexState) -> None:
    assert voter_total(s) == 50
    assert min(s.voters + s.core + (s.non_voters, s.opponents)) >= 0
    assert s.dindex + s.dindex_discard == 15 and 1 <= s.dindex <= 15
    assert sorted(all_cards(s)) == list(range(100))
    assert sorted(s.tasks + s.task_deck) == list(range(15))


@pytest.mark.soak
@pytest.mark.parametrize("n", range(2, 8))
@pytest.mark.parametrize("table", ["random", "heuristic", "mixed"])
def test_soak_games_end_with_every_invariant_kept(n: int, table: str) -> None:
    levels = [("heuristic" if i % 2 else "random") if table == "mixed" else table for i in range(n)]
    for seed in range(SEEDS):
        match = Match(RULES, {}, [SeatSpec(kind="bot", name=f"b{i}", level=lv) for i, lv in enumerate(levels)],
                      seed * 7 + n)
        bots = [GAME.make_bot(lv) for lv in levels]
        rng = Rng(seed)
        _check(match.state)
        steps = 0
        while match.result() is None:
            active = match.active_players()
            assert active
            seat = active[0]
            legal = match.legal_actions(seat)
            assert legal and len(legal) == len(set(map(repr, legal)))  # ordered, duplicate-free, never empty
            if steps % 37 == 0:
                view = match.view(seat)
                assert RULES.view(RULES.determinize(view, seat, rng), seat) == view
            match.submit(seat, bots[seat].choose(match.view(seat), legal, match.bot_rng()))
            _check(match.state)
            steps += 1
            assert steps < RULES.max_actions
        assert match.result() is not None and match.active_players() == ()
