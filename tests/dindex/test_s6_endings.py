"""§ 6 End of the game: RP reached, Oligarchy, seizure of power."""

from __future__ import annotations

from typing import Any

from game.dindex.events import RoleRevealed
from game.dindex.rules.pools import fall, gain_rp
from game.dindex.state import LetStand, PlayCard
from tests.dindex.helpers import (
    RULES,
    act,
    card,
    empty_hands,
    of_type,
    only_hand,
    open_turn,
    rng_for,
    run,
    started,
    voters,
)


def base() -> Any:
    state = voters(empty_hands(started(4, seed=8)), (3, 3, 3, 3), (3, 3, 3, 3), 2)
    return state.model_copy(update={"roles": ("democrat", "oligarch", "democrat", "oligarch"), "rp_target": 10,
                                    "role_pool": (2, 2), "rp": (9, 9, 4, 0), "dindex": 8, "dindex_discard": 7})


def test_s6_1_a_democrat_reaching_the_target_ends_the_game_at_once() -> None:
    state, _ = run(base(), gain_rp, 0, 2, "test", advance=False)
    result = RULES.result(state)
    assert result is not None and result.reason == "rp_reached"
    assert result.winners == (0, 2)  # democracy has won; the Oligarchs are banned
    assert result.details["placings"] == ["0", "2"]  # placings among the Democrats by RP
    assert result.details["roles"] == {"0": "democrat", "1": "oligarch", "2": "democrat", "3": "oligarch"}
    assert RULES.active_players(state) == ()


def test_s6_1_democrats_with_equal_rp_share_their_place() -> None:
    state = base().model_copy(update={"roles": ("democrat", "democrat", "democrat", "oligarch"), "role_pool": (3, 1),
                                      "rp": (9, 4, 4, 0)})
    state, _ = run(state, gain_rp, 0, 2, "test", advance=False)
    result = RULES.result(state)
    assert result is not None and result.details["placings"] == ["0", ["1", "2"]]


def test_s6_1_an_oligarch_reaching_the_target_is_revealed_and_play_goes_on() -> None:
    state, events = run(base(), gain_rp, 1, 1, "test", advance=False)
    assert RULES.result(state) is None
    assert state.revealed[1] and of_type(events, "role_revealed")[0].data == RoleRevealed(seat=1, role="oligarch",
                                                                                   why="rp_reached")
    assert state.core[1] == 3 + 3 and state.dindex == 6  # three non-voters as core voters; Dindex −2
    again, _ = run(state, gain_rp, 1, 2, "test", advance=False)
    assert again.dindex == 6 and again.core[1] == 6  # only once


def test_s6_1_oligarch_trigger_can_reach_oligarchy() -> None:
    state = base().model_copy(update={"dindex": 3, "dindex_discard": 12})
    state, _ = run(state, gain_rp, 3, 10, "test", advance=False)
    result = RULES.result(state)
    assert result is not None and result.reason == "oligarchy" and result.winners == (1, 3)


def test_s6_2_oligarchy_ends_the_game_and_all_oligarchs_win() -> None:
    state, events = run(base().model_copy(update={"dindex": 2, "dindex_discard": 13}), fall, 1, "test",
                        advance=False)
    result = RULES.result(state)
    assert state.dindex == 1 and result is not None
    assert result.reason == "oligarchy" and result.winners == (1, 3)  # revealed or not


def test_s6_2_bombs_into_oligarchy() -> None:
    state = open_turn(base().model_copy(update={"dindex": 2, "dindex_discard": 13,
                                                "offices": (0, 0, 0, 0, 0, 0)}), 0)
    state = only_hand(state, 0, "Vote Rigging")  # anti-legal at Dindex 2: no bombs
    state, _ = act(state, 0, PlayCard(card=card("Vote Rigging")))
    while state.phase == "open_window":
        state, _ = act(state, state.window[0], LetStand())
    # Vote Rigging turns a non-voter into a system opponent: 3 opponents make a group → Oligarchy.
    assert RULES.result(state) is not None and RULES.result(state).reason == "oligarchy"


def _coup(value: int) -> Any:
    state = base().model_copy(update={"dindex": 6, "dindex_discard": 9, "offices": (1, 0, 0, 0, 0, 1),
                                      "rng": rng_for(value), "phase": "secret_play",
                                      "secret_order": (1,), "secret_pos": 0, "secret_last": "none"})
    state = only_hand(state, 1, "Military Coup")
    hands = list(state.hands)
    hands[1] = ()
    return state.model_copy(update={"hands": tuple(hands),
                                    "secret_drawn": (-1, card("Military Coup"), -1, -1)})


def test_s6_3_seizure_of_power_wins_alone() -> None:
    from game.dindex.state import PlaySecret

    state, events = act(_coup(5), 1, PlaySecret())
    result = RULES.result(state)
    assert result is not None and result.reason == "seizure_of_power" and result.winners == (1,)
    assert state.revealed[1] and of_type(events, "power_seized")


def test_s6_3_failed_coup_the_dindex_suffers() -> None:
    from game.dindex.state import PlaySecret

    state, events = act(_coup(6), 1, PlaySecret())
    assert RULES.result(state) is None or RULES.result(state).reason != "seizure_of_power"
    assert state.dindex == 6 - 2  # secret at Dindex 3: two bombs
    assert state.revealed[1]  # a wolf card shows its player's role
