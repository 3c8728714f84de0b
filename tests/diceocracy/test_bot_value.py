"""The bots' running score is End Game Scoring's total, only faster: checked on every position of random
games in every mode and seat count, and on a hand-built tied district."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.diceocracy.bot_value import running_totals
from game.diceocracy.scoring import final_scores
from game.diceocracy.state import DiceocracyState
from tests.diceocracy.helpers import RULES, d, legal, new, place, set_player, started


def _expected(state: DiceocracyState, me: int) -> list[int]:
    scores = final_scores(state, agenda_seats=(me,))
    return [scores[seat]["total"] for seat in range(len(state.players))]


@pytest.mark.parametrize(("players", "mode"), [(1, "standard"), (2, "interactive"), (3, "spicy"), (4, "standard")])
def test_running_totals_equal_end_game_scoring_in_every_position_of_a_random_game(players: int, mode: str) -> None:
    state = new(players, mode, seed=77 + players)
    rng = Rng(players)
    checked = 0
    while state.phase != "over":
        for me in range(players):
            assert running_totals(state, me) == _expected(state, me)
        checked += 1
        state = RULES.apply(state, state.active, rng.choice(legal(state))).state  # type: ignore[arg-type]
    for me in range(players):
        assert running_totals(state, me) == _expected(state, me)
    assert checked > 50


def test_a_tied_district_scores_half_its_dice_by_popularity_and_a_shared_pip_count() -> None:
    state = started(2)
    for pos in range(len(state.districts)):  # empty the board, then build one contested district
        for space in range(len(state.districts[pos])):
            state = place(state, pos, space, None)
    state = place(place(state, 0, 0, 0), 0, 1, 1)
    state = place(place(place(state, 0, 2, d("pink", 5)), 0, 3, d("blue", 2)), 0, 4, d("blue", 6))
    state = set_player(set_player(state, 0, popularity=(1, 4, 2, 0), agendas=()), 1, popularity=(6, 0, 0, 3),
                       agendas=())
    assert running_totals(state, 0) == _expected(state, 0)
    assert running_totals(state, 1) == _expected(state, 1)
