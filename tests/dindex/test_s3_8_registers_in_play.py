"""§ 3.8 / § 7: at each Dindex a card is unplayable, secret only or open, and its bombs stack the Dindex off
by the register's number of cards."""

from __future__ import annotations

from typing import Any

import pytest

from game.dindex.components import LEVEL_REGISTERS
from game.dindex.state import LetStand, PlayCard, PlaySecret
from tests.dindex.helpers import (
    CARDS,
    RULES,
    act,
    card,
    empty_hands,
    government,
    only_hand,
    open_turn,
    run,
    secret_play,
    started,
    voters,
)

# One card per level whose own steps never touch the Dindex or the system opponents.
PROBE = {"democratic": "Door-to-Door Campaign", "populist": "Tabloid Headline", "extremist": "Troll Farm",
         "antilegal": "Gerrymandering", "oligarchic": "Dark Money"}
TOP_CARD = {5: 11, 4: 8, 3: 6, 2: 3}  # cards on the stack: a level with room to fall without ending the game
CASES = [(level, dindex) for level in PROBE for dindex in (5, 4, 3, 2)]


def table(dindex: int) -> Any:
    state = government(empty_hands(started(3, seed=17)), 0, (0, 0, 0, 0, 0))
    state = voters(state, (3, 3, 3), (3, 3, 3), 1)
    cards = TOP_CARD[dindex]
    return state.model_copy(update={"dindex": cards, "dindex_discard": 15 - cards,
                                    "roles": ("oligarch", "democrat", "democrat"), "role_pool": (2, 1)})


@pytest.mark.parametrize(("level", "dindex"), CASES)
def test_s3_8_open_play_follows_the_register(level: str, dindex: int) -> None:
    mode, bombs = LEVEL_REGISTERS[level][str(dindex)]
    name = PROBE[level]
    assert CARDS[card(name)].level == level
    state = open_turn(only_hand(table(dindex), 0, name), 0)
    playable = PlayCard(card=card(name)) in RULES.legal_actions(state, 0)
    assert playable is (mode == "open")
    if not playable:
        return
    before = state.dindex
    state, _ = act(state, 0, PlayCard(card=card(name)))
    while state.phase == "open_window":
        state, _ = act(state, state.window[0], LetStand())
    assert before - state.dindex == bombs


@pytest.mark.parametrize(("level", "dindex"), CASES)
def test_s5_4_secret_play_follows_the_register(level: str, dindex: int) -> None:
    mode, bombs = LEVEL_REGISTERS[level][str(dindex)]
    name = PROBE[level]
    state, _ = run(secret_play(table(dindex), (0,), {0: name}), lambda d: None)  # unplayable: discarded
    playable = state.phase == "secret_play"
    assert playable is (mode != "none")  # the magnifying glass allows secret play
    if not playable:
        return
    before = state.dindex
    state, _ = act(state, 0, PlaySecret())
    assert before - state.dindex == bombs
