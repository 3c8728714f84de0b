"""§ 3.3 system opponents, § 3.6 the Dindex stack, § 3.7 random cards."""

from __future__ import annotations

from typing import Any

from game.dindex.rules.draft import dindex_level
from game.dindex.rules.pools import fall, move_voter, rise
from tests.dindex.helpers import empty_hands, run, started, voters


def base(opponents: int = 2, dindex: int = 8) -> Any:
    state = voters(empty_hands(started(3, seed=9)), (3, 3, 3), (3, 3, 3), opponents)
    return state.model_copy(update={"dindex": dindex, "dindex_discard": 15 - dindex})


def test_s3_3_a_full_group_of_three_system_opponents_lowers_the_dindex() -> None:
    state, events = run(base(2), move_voter, "non_voter", None, "opponent", None, "test", advance=False)
    assert state.opponents == 3 and state.dindex == 7
    assert any(e.type == "dindex_changed" and e.data.cause == "system_opponents" for e in events)


def test_s3_3_breaking_a_group_raises_it_again() -> None:
    state, _ = run(base(3, dindex=7), move_voter, "opponent", None, "non_voter", None, "test", advance=False)
    assert state.opponents == 2 and state.dindex == 8


def test_s3_3_incomplete_groups_do_nothing() -> None:
    state, _ = run(base(4), move_voter, "non_voter", None, "opponent", None, "test", advance=False)
    assert state.opponents == 5 and state.dindex == 8


def test_s3_6_levels_follow_the_card_counts() -> None:
    assert [dindex_level(c) for c in range(1, 16)] == [1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5]


def test_s3_6_stacked_off_cards_go_to_the_discard_pile_and_come_back() -> None:
    state, _ = run(base(dindex=10), fall, 2, "test", advance=False)
    assert (state.dindex, state.dindex_discard) == (8, 7)
    state, _ = run(state, rise, 1, "test", advance=False)
    assert (state.dindex, state.dindex_discard) == (9, 6)


def test_s3_6_the_dindex_cannot_rise_above_the_full_stack() -> None:
    state, _ = run(base(dindex=15), rise, 1, "test", advance=False)
    assert (state.dindex, state.dindex_discard) == (15, 0)


def test_s3_7_random_cards_are_reshuffled_after_every_draw() -> None:
    from game.dindex.rules.draft import Draft

    d = Draft.from_state(base())
    values = [d.random_card("test") for _ in range(200)]
    assert set(values) == set(range(1, 8))
    assert any(a == b for a, b in zip(values, values[1:], strict=False))  # the same card can come again
    assert d.commit  # drawing a random card is a commit point
