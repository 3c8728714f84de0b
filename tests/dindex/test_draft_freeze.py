"""A transition's working copy round-trips: every state a random game passes through is what validation would
make of its own dump (same fields, same order), and thawing and freezing it again changes nothing."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.dindex.rules import DindexRules
from game.dindex.rules.draft import Draft
from game.dindex.state import DindexOptions, DindexState

RULES = DindexRules()


@pytest.mark.parametrize("players, seed", [(3, 1), (5, 2), (7, 3)])
def test_every_state_of_a_random_game_is_a_valid_state_in_declared_field_order(players: int, seed: int) -> None:
    state = RULES.new_game(DindexOptions(), players, seed)
    rng = Rng(seed)
    while RULES.result(state) is None:
        seat = RULES.active_players(state)[0]
        state = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat))).state
        assert list(state.model_dump()) == list(DindexState.model_fields)
        assert state.model_fields_set == set(DindexState.model_fields)
        assert DindexState.model_validate(state.model_dump()) == state
        assert Draft.from_state(state).finish() == state
