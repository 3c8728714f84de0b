"""§ 4 Game set-up."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from game.core.registry import Variant
from game.dindex import VARIANTS
from game.dindex.state import DindexOptions, DrawActionCards, action_adapter
from tests.dindex.helpers import RULES, of_type, started, voter_total

TABLE = {  # players: (democrats, oligarchs, RP short/medium/long), § 4.1 with the corrected rows for 6 and 7
    2: (1, 1, (20, 30, 40)), 3: (2, 1, (18, 25, 32)), 4: (3, 1, (14, 19, 24)),
    5: (3, 2, (11, 15, 19)), 6: (4, 2, (9, 13, 16)), 7: (4, 3, (8, 11, 14)),
}


@pytest.mark.parametrize("n", sorted(TABLE))
def test_s4_1_table_roles_and_rp_targets(n: int) -> None:
    dem, oli, rps = TABLE[n]
    for length, rp in zip(("short", "medium", "long"), rps, strict=True):
        state = started(n, game_length=length)
        assert state.rp_target == rp
        assert state.role_pool == (dem, oli)
        assert sorted(state.roles) == sorted(["democrat"] * dem + ["oligarch"] * oli)


@pytest.mark.parametrize(("length", "cards", "level"), [("short", 6, 3), ("medium", 8, 4), ("long", 11, 5)])
def test_s4_2_game_length_sets_the_dindex(length: str, cards: int, level: int) -> None:
    state = started(4, game_length=length)
    assert state.dindex == cards and state.dindex_discard == 15 - cards
    assert RULES.view(state, None).dindex_level == level


def test_s4_2_custom_start_dindex() -> None:
    state = started(4, start_dindex_cards=15)
    assert state.dindex == 15 and state.dindex_discard == 0
    with pytest.raises(ValueError):
        DindexOptions(start_dindex_cards=1)  # Oligarchy is the end, not a start


def test_s4_3_rp_target_option() -> None:
    assert started(5, rp_target=7).rp_target == 7


def test_s4_4_custom_role_distribution() -> None:
    state = started(5, role_distribution="custom", democrats=1, oligarchs=4)
    assert sorted(state.roles) == ["democrat"] + ["oligarch"] * 4
    with pytest.raises(ValueError, match="every party one role"):
        RULES.check_player_count(DindexOptions(role_distribution="custom", democrats=2, oligarchs=2), 5)
    with pytest.raises(ValueError):
        RULES.check_player_count(DindexOptions(role_distribution="custom"), 5)


def test_s4_4_unknown_distribution_leaves_surplus_cards_in() -> None:
    seen = set()
    for seed in range(40):
        state = started(3, seed, role_distribution="unknown")
        assert state.role_pool == (6, 4)
        seen.add(state.roles.count("oligarch"))
    assert len(seen) > 1  # the number of Oligarchs at the table is not known in advance
    with pytest.raises(ValueError, match="too few"):
        RULES.check_player_count(DindexOptions(role_distribution="unknown", democrats=2, oligarchs=1), 4)


def test_s4_4_table_distribution_refuses_counts() -> None:
    with pytest.raises(ValueError):
        RULES.check_player_count(DindexOptions(democrats=3), 5)


def test_s4_4_party_cards_one_each_two_with_two_players() -> None:
    three = started(3)
    assert all(len(p) == 1 for p in three.parties)
    two = started(2)
    assert all(len(p) == 2 for p in two.parties)
    dealt = [c for p in started(7).parties for c in p]
    assert sorted(dealt) == list(range(7))


@pytest.mark.parametrize("n", range(3, 8))
def test_s4_the_table_sets_itself_up(n: int) -> None:
    """No set-up action: the new game already asks every party how many cards to draw for term 1 (§ 5.1), and
    once they have drawn up, the formateur's proposal (§ 5.2) is due."""
    fresh = RULES.new_game(DindexOptions(), n, 4)
    assert fresh.term == 1 and fresh.phase == "draw" and RULES.active_players(fresh) == tuple(range(n))
    assert fresh.draw_room == (6,) * n and all(hand == () for hand in fresh.hands)  # 5 + 1 for 3 core voters
    state = started(n, seed=4)
    assert state.term == 1 and state.phase == "propose"
    assert RULES.active_players(state) == (state.formateur,)
    assert all(len(hand) == 6 for hand in state.hands)
    with pytest.raises(ValidationError):
        action_adapter.validate_python({"kind": "start_game"})


@pytest.mark.parametrize("n", range(2, 8))
def test_s4_6_voter_distribution(n: int) -> None:
    state = started(n, seed=3)
    events = RULES.initial_events(state)
    dist = of_type(events, "voters_distributed")[0]
    best = int(dist.data.highest)
    draws = dist.data.random_cards
    assert len(set(draws.values())) == n and max(draws.values()) == draws[best]
    votes_now = of_type(events, "term_start")[0].data
    assert votes_now.voters == {s: 3 if s == best else 2 for s in range(n)}
    assert votes_now.core_voters == {s: 3 for s in range(n)}
    assert votes_now.system_opponents == 2
    assert votes_now.non_voters == 50 - 5 * n - 1 - 2
    assert state.voters == tuple(3 if s == best else 2 for s in range(n)) and state.core == (3,) * n
    assert voter_total(state) == 50


@pytest.mark.parametrize("n", [2, 5, 7])
def test_s4_initial_events_describe_the_set_up_that_happened(n: int) -> None:
    """The set-up's randomness is logged: the voters' random cards and term 1's start; then each party's draw
    (§ 5.1, its cards to that party only), the vote count, and with two parties the government and the first
    five tasks, all matching the state the game reaches."""
    fresh = RULES.new_game(DindexOptions(), n, 11)
    events = RULES.initial_events(fresh)
    assert events == RULES.initial_events(fresh)
    assert [e.type for e in events] == ["voters_distributed", "term_start"]
    drawn: list[Any] = []
    state = fresh
    while state.phase == "draw":
        seat = RULES.active_players(state)[0]
        move = RULES.apply(state, seat, DrawActionCards(count=state.draw_room[seat]))
        state, drawn = move.state, drawn + list(move.events)
    for e in of_type(tuple(drawn), "cards_drawn"):
        seat = int(e.data.seat)
        assert e.audience == (seat,) and e.public.cards is None
        assert sorted(e.data.cards) == sorted(state.hands[seat])
    assert len(of_type(tuple(drawn), "cards_drawn")) == n
    assert of_type(tuple(drawn), "election")[0].data.votes == {s: state.votes[s] for s in range(n)}
    assert of_type(tuple(drawn), "formateur")[0].data.seat in {state.formateur, state.offices[0]}
    if n == 2:
        assert of_type(tuple(drawn), "government")[0].data.chancellery == state.offices[0]
        assert [e.data.task for e in of_type(tuple(drawn), "task_drawn")] == list(state.tasks)
    assert not any(e.type in ("game_start", "game_over") for e in events)


def test_s4_setup_is_reproducible_from_the_seed() -> None:
    assert started(5, seed=9) == started(5, seed=9)
    assert started(5, seed=9) != started(5, seed=10)


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.label for v in VARIANTS])
def test_s4_initial_events_match_the_state_of_every_variant(variant: Variant) -> None:
    """Replaying the set-up for the log gives exactly the table the game starts with, whatever the options."""
    for seed in range(3):
        state = RULES.new_game(RULES.parse_options(variant.options), variant.num_players, seed)
        events = RULES.initial_events(state)
        assert not of_type(events, "cards_drawn") and all(h == () for h in state.hands)  # § 5.1: drawn next
        start = of_type(events, "term_start")[0].data
        assert start.dindex_cards == state.start_dindex
        assert start.core_voters == {s: c for s, c in enumerate(state.core)}
        assert start.stack_size == len(state.stack)
