"""§ 4 Game set-up."""

from __future__ import annotations

import pytest

from game.dindex.state import DindexOptions, StartGame
from tests.dindex.helpers import RULES, act, fresh, started, voter_total

TABLE = {  # players: (democrats, oligarchs, RP short/medium/long), § 4.1 with the corrected rows for 6 and 7
    2: (1, 1, (20, 30, 40)), 3: (2, 1, (18, 25, 32)), 4: (3, 1, (14, 19, 24)),
    5: (3, 2, (11, 15, 19)), 6: (4, 2, (9, 13, 16)), 7: (4, 3, (8, 11, 14)),
}


@pytest.mark.parametrize("n", sorted(TABLE))
def test_s4_1_table_roles_and_rp_targets(n: int) -> None:
    dem, oli, rps = TABLE[n]
    for length, rp in zip(("short", "medium", "long"), rps, strict=True):
        state = fresh(n, game_length=length)
        assert state.rp_target == rp
        assert state.role_pool == (dem, oli)
        assert sorted(state.roles) == sorted(["democrat"] * dem + ["oligarch"] * oli)


@pytest.mark.parametrize(("length", "cards", "level"), [("short", 6, 3), ("medium", 8, 4), ("long", 11, 5)])
def test_s4_2_game_length_sets_the_dindex(length: str, cards: int, level: int) -> None:
    state = fresh(4, game_length=length)
    assert state.dindex == cards and state.dindex_discard == 15 - cards
    assert RULES.view(state, None).dindex_level == level


def test_s4_2_custom_start_dindex() -> None:
    state = fresh(4, start_dindex_cards=15)
    assert state.dindex == 15 and state.dindex_discard == 0
    with pytest.raises(ValueError):
        DindexOptions(start_dindex_cards=1)  # Oligarchy is the end, not a start


def test_s4_3_rp_target_option() -> None:
    assert fresh(5, rp_target=7).rp_target == 7


def test_s4_4_custom_role_distribution() -> None:
    state = fresh(5, role_distribution="custom", democrats=1, oligarchs=4)
    assert sorted(state.roles) == ["democrat"] + ["oligarch"] * 4
    with pytest.raises(ValueError, match="every party one role"):
        RULES.check_player_count(DindexOptions(role_distribution="custom", democrats=2, oligarchs=2), 5)
    with pytest.raises(ValueError):
        RULES.check_player_count(DindexOptions(role_distribution="custom"), 5)


def test_s4_4_unknown_distribution_leaves_surplus_cards_in() -> None:
    seen = set()
    for seed in range(40):
        state = fresh(3, seed, role_distribution="unknown")
        assert state.role_pool == (6, 4)
        seen.add(state.roles.count("oligarch"))
    assert len(seen) > 1  # the number of Oligarchs at the table is not known in advance
    with pytest.raises(ValueError, match="too few"):
        RULES.check_player_count(DindexOptions(role_distribution="unknown", democrats=2, oligarchs=1), 4)


def test_s4_4_table_distribution_refuses_counts() -> None:
    with pytest.raises(ValueError):
        RULES.check_player_count(DindexOptions(democrats=3), 5)


def test_s4_4_party_cards_one_each_two_with_two_players() -> None:
    three = fresh(3)
    assert all(len(p) == 1 for p in three.parties)
    two = fresh(2)
    assert all(len(p) == 2 for p in two.parties)
    dealt = [c for p in fresh(7).parties for c in p]
    assert sorted(dealt) == list(range(7))


def test_s4_new_game_has_no_dealt_voters_until_start() -> None:
    state = fresh(4)
    assert state.phase == "deal" and RULES.active_players(state) == (0,)
    assert RULES.legal_actions(state, 0) == [StartGame()]


@pytest.mark.parametrize("n", range(2, 8))
def test_s4_6_voter_distribution(n: int) -> None:
    state, events = act(fresh(n, seed=3), 0, StartGame())
    dist = next(e for e in events if e.type == "voters_distributed")
    best = int(dist.data["highest"])
    draws = dist.data["random_cards"]
    assert len(set(draws.values())) == n and max(draws.values()) == draws[str(best)]
    votes_now = next(e for e in events if e.type == "term_start").data
    assert votes_now["voters"] == {str(s): 3 if s == best else 2 for s in range(n)}
    assert votes_now["core_voters"] == {str(s): 3 for s in range(n)}
    assert votes_now["system_opponents"] == 2
    assert votes_now["non_voters"] == 50 - 5 * n - 1 - 2
    assert voter_total(state) == 50


def test_s4_setup_is_reproducible_from_the_seed() -> None:
    assert started(5, seed=9) == started(5, seed=9)
    assert started(5, seed=9) != started(5, seed=10)
