"""Secret Agenda Cards: one test per card text of the rulebook, on hand-built positions."""

from __future__ import annotations

from game.diceocracy.components import Agenda, components
from game.diceocracy.scoring import agenda_votes, district_dice
from game.diceocracy.state import DiceocracyState
from tests.diceocracy.helpers import d, place, set_player, started


def card(kind: str, **match: object) -> Agenda:
    return next(a for a in components().agendas if a.kind == kind and all(getattr(a, k) == v for k, v in match.items()))


def board(*dice: object) -> tuple[object, ...]:
    return tuple(dice) + (None,) * (9 - len(dice))


def blank_table(n: int = 2) -> DiceocracyState:
    """Every district space empty (no dice, no Reps) so only the printed dice remain."""
    state = started(n)
    for pos, spaces in enumerate(state.districts):
        for i in range(len(spaces)):
            state = place(state, pos, i, None)
    return state


def test_agenda_votes_for_each_money() -> None:
    state = set_player(started(2), 0, money=7)
    c = card("money")
    assert agenda_votes(state, 0, c) == 7 * c.votes


def test_agenda_votes_for_each_district_die_with_the_value() -> None:
    state = blank_table()
    c = card("district_value", value=6)
    printed = sum(die.value == 6 for pos in range(8) for die, _ in district_dice(state, pos))
    state = place(state, 0, 0, d("blue", 6))
    assert agenda_votes(state, 0, c) == (printed + 1) * c.votes


def test_agenda_votes_by_player_count_for_each_die_of_the_group_adjacent_to_your_reps() -> None:
    for n in (2, 4):
        state = blank_table(n)
        c = card("adjacent_color", color="blue")
        # find two orthogonally adjacent die spaces on district 0
        from game.diceocracy.board import geometry

        adj = geometry(state, 0)[2]
        a = next(i for i in range(len(adj)) if adj[i])
        b = adj[a][0]
        state = place(place(state, 0, a, 0), 0, b, d("blue", 2))
        printed = [geometry(state, 0)[1][j] for j in geometry(state, 0)[3][a]]
        expected = 1 + sum(p.color == "blue" for p in printed)
        assert agenda_votes(state, 0, c) == expected * c.votes_for(n)
        assert c.votes_for(n) == c.votes[str(n)]  # type: ignore[index]


def test_agenda_votes_by_player_count_for_each_die_of_the_group_on_district_tiles() -> None:
    for n in (1, 3):
        state = blank_table(n)
        c = card("district_color", color="green")
        printed = sum(die.color == "green" for pos in range(8) for die, _ in district_dice(state, pos))
        state = place(place(state, 0, 0, d("green", 1)), 1, 0, d("green", 4))
        assert agenda_votes(state, 0, c) == (printed + 2) * c.votes_for(n)


def test_agenda_votes_for_each_set_of_followers_of_the_groups() -> None:
    c = card("follower_set", colors=("pink", "blue"))
    state = set_player(started(2), 0, followers=board(d("pink", 1), d("blue", 2), d("pink", 3), d("blue", 4),
                                                      d("pink", 5)))
    assert agenda_votes(state, 0, c) == 2 * c.votes


def test_agenda_votes_for_each_orthogonally_adjacent_pair_of_the_group() -> None:
    c = card("adjacent_pair", color="green")
    g = d("green", 2)
    # slots 0-1 and 1-2 adjacent (two pairs), slot 4 below 1 (a third), slot 8 diagonal to 4 (none)
    state = set_player(started(2), 0, followers=(g, g, g, None, g, None, None, None, g))
    assert agenda_votes(state, 0, c) == 3 * c.votes


def test_agenda_votes_for_each_follower_with_the_value() -> None:
    c = card("follower_value", value=6)
    state = set_player(started(2), 0, followers=board(d("pink", 6), d("blue", 6), d("pink", 3)))
    assert agenda_votes(state, 0, c) == 2 * c.votes


def test_agenda_votes_for_each_die_with_the_value_adjacent_to_your_reps() -> None:
    from game.diceocracy.board import geometry

    state = blank_table()
    c = card("adjacent_value", value=2)
    adj = geometry(state, 3)[2]
    a = next(i for i in range(len(adj)) if len(adj[i]) >= 2)
    b1, b2 = adj[a][0], adj[a][1]
    state = place(place(place(state, 3, a, 0), 3, b1, d("pink", 2)), 3, b2, d("blue", 2))
    printed = [geometry(state, 3)[1][j] for j in geometry(state, 3)[3][a]]
    assert agenda_votes(state, 0, c) == (2 + sum(p.value == 2 for p in printed)) * c.votes
    assert agenda_votes(state, 1, c) == 0


def test_agenda_votes_for_each_set_of_followers_of_the_same_value() -> None:
    c = card("same_value_set", set_size=3)
    state = set_player(started(2), 0, followers=board(*(d("pink", 4),) * 4, *(d("blue", 2),) * 3))
    assert agenda_votes(state, 0, c) == 2 * c.votes


def test_agenda_votes_for_each_set_of_followers_of_all_values() -> None:
    c = card("all_values_set")
    state = set_player(started(2), 0, followers=board(*(d("pink", v) for v in range(1, 7)), d("blue", 1)))
    assert agenda_votes(state, 0, c) == 1 * c.votes
    state = set_player(state, 0, followers=board(*(d("pink", v) for v in range(1, 6))))
    assert agenda_votes(state, 0, c) == 0


def test_agenda_votes_by_player_count_for_each_rival_rep_adjacent_to_your_reps() -> None:
    from game.diceocracy.board import geometry

    state = blank_table(3)
    c = card("adjacent_rivals")
    adj = geometry(state, 2)[2]
    a = next(i for i in range(len(adj)) if len(adj[i]) >= 2)
    state = place(place(place(state, 2, a, 0), 2, adj[a][0], 1), 2, adj[a][1], 2)
    assert agenda_votes(state, 0, c) == 2 * c.votes_for(3)


def test_agenda_votes_for_each_odd_or_even_follower() -> None:
    odd, even = card("parity", parity="odd"), card("parity", parity="even")
    state = set_player(started(2), 0, followers=board(d("pink", 1), d("blue", 3), d("pink", 4)))
    assert agenda_votes(state, 0, odd) == 2 * odd.votes
    assert agenda_votes(state, 0, even) == 1 * even.votes


def test_agenda_votes_for_reps_on_all_district_tiles() -> None:
    c = card("all_districts")
    state = started(2)
    for pos in range(7):
        state = place(state, pos, 0, 0)
    assert agenda_votes(state, 0, c) == 0
    state = place(state, 7, 0, 0)
    assert agenda_votes(state, 0, c) == c.votes


def test_agenda_votes_for_each_follower_of_the_depicted_group_adjacent_to_an_edge() -> None:
    c = card("edge", color="pink")
    state = set_player(started(2), 0, followers=(d("pink", 1), d("blue", 2), None, None, d("pink", 2), None, None,
                                                None, d("pink", 3)))
    assert agenda_votes(state, 0, c) == 2 * c.votes  # the centre slot touches no edge; blue is not pink


def test_edge_agendas_can_fail_on_the_full_board_of_the_game_end() -> None:
    """All nine slots are filled after nine rounds and eight of them touch an edge: each Edge card asks for its
    own group there, so a full board without that group scores nothing."""
    edge_cards = [a for a in components().agendas if a.kind == "edge"]
    assert sorted(a.color or "" for a in edge_cards) == ["blue", "green", "orange", "pink"]
    centre = 4
    full = tuple(d("pink", 4) if slot == centre else d("blue", 1 + slot % 6) for slot in range(9))
    state = set_player(started(2), 0, followers=full)
    votes = {a.color: agenda_votes(state, 0, a) for a in edge_cards}
    assert votes == {"pink": 0, "blue": 8 * card("edge", color="blue").votes, "green": 0, "orange": 0}
