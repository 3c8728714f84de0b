"""Every game's views carry what a table needs, computed by the rules, so no table re-derives them: who decides
now (`active`) and the round or term with its limit. Random games of every registered variant, checked at every
step for every seat and for the public view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.core.match import Match, SeatSpec
from game.core.registry import GameInfo, Variant, games
from game.diceocracy.state import ROUNDS

CASES = [(info, variant) for info in games().values() for variant in info.variants]
IDS = [f"{info.id}-{variant.label}" for info, variant in CASES]

# Per game: the view fields that say where the game stands in its rounds, as the state has them.
ROUND_FIELDS: dict[str, Callable[[Any], dict[str, object]]] = {
    "demos": lambda state: {"round": state.round, "round_limit": state.round_limit,
                            "chosen_rounds": state.options.round_limit},
    "diceocracy": lambda state: {"round": state.round, "rounds": ROUNDS},
    # Dindex sets no last term (§ 6 ends the game by RP, Oligarchy or a seizure of power): the term alone.
    "dindex": lambda state: {"term": state.term},
}


def test_every_registered_game_says_which_view_fields_carry_its_rounds() -> None:
    assert set(ROUND_FIELDS) == set(games())


@pytest.mark.parametrize("info, variant", CASES, ids=IDS)
def test_every_view_names_the_active_seats_and_the_round_as_the_rules_do(info: GameInfo, variant: Variant) -> None:
    rules = info.rules
    seats = [SeatSpec(kind="bot", name=f"Bot {i}", level="random") for i in range(variant.num_players)]
    match = Match(rules, variant.options, seats, 11)
    bots = [info.make_bot("random") for _ in seats]
    while True:
        state = match.state
        active = rules.active_players(state)
        expected_rounds = ROUND_FIELDS[info.id](state)
        for viewer in [None, *range(variant.num_players)]:
            view = rules.view(state, viewer)
            assert view.active == tuple(active), (viewer, state.phase)
            assert type(view.active) is tuple and all(type(seat) is int for seat in view.active)
            assert {name: getattr(view, name) for name in expected_rounds} == expected_rounds
        if match.is_over:
            assert active == ()
            break
        # several seats may decide at once: play the last so a different seat leads each time
        player = active[-1] if len(active) > 1 and len(match.actions) % 2 else active[0]
        match.submit(player, bots[player].choose(match.view(player), match.legal_actions(player), match.bot_rng()))
