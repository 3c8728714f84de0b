"""Whether an action can be used is answered without listing its choices (issue 14.2): an automatic effect
always can, any other when it has a choice. The answer must be the list's, for every effect, in every position
random games pass through, in every mode."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.diceocracy.board import all_dice_spots
from game.diceocracy.effects import AUTOMATIC, choices, has_choices
from game.diceocracy.state import DiceocracyState, Effect
from tests.diceocracy.helpers import RULES, new

CHOICE_TYPES = ("popularity", "advertising", "stunt", "focus", "manipulate", "exchange", "follower_influence",
                "rep_influence", "give_first", "keep", "exchange2", "follower_influence2", "rep_influence2",
                "discard_agenda")


def usable_by_listing(state: DiceocracyState, seat: int, effect: Effect) -> bool:
    automatic = effect.type in AUTOMATIC or (effect.type == "popularity" and effect.color != "any")
    return automatic or bool(choices(state, seat, effect))


def effects_to_ask(state: DiceocracyState) -> list[Effect]:
    effects = [Effect(type="popularity", color=color) for color in ("any", "red")]
    effects += [Effect(type=t) for t in (*CHOICE_TYPES, *AUTOMATIC) if t != "popularity"]
    effects += [Effect(type="exchange2", spot=s) for s in all_dice_spots(state)[:2]]
    return effects


@pytest.mark.parametrize("mode, players, seed", [("standard", 2, 3), ("interactive", 3, 4), ("spicy", 4, 5),
                                                 ("standard", 1, 6)])
def test_has_choices_agrees_with_the_list_of_choices_all_game(mode: str, players: int, seed: int) -> None:
    state = new(players, mode, seed)
    rng = Rng(seed)
    positions = 0
    while RULES.result(state) is None:
        if state.phase in ("actions", "resolve", "cards"):
            positions += 1
            for seat in range(players):
                for effect in effects_to_ask(state):
                    assert has_choices(state, seat, effect) == usable_by_listing(state, seat, effect), (effect, seat)
        seat = RULES.active_players(state)[0]
        state = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat))).state
    assert positions > 20
