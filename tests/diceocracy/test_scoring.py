"""End Game Scoring, the rulebook's Observatory Highs example, and every Secret Agenda card text.

Colour mapping of the example: the rulebook's Teal, Yellow and Purple players are seats 2, 1 and 3 of a
four-player game (red, yellow, teal, purple); its pink and orange dice are our pink and orange; the district
holds only its four printed dice (pink 6, pink 5, orange 4, orange 6 = 21 pips) because its four die spaces
hold the four Reps.
"""

from __future__ import annotations

import pytest

from game.diceocracy.components import components
from game.diceocracy.scoring import agenda_votes, candidate_bonus, congress_position, final_scores, score_district
from game.diceocracy.state import DiceocracyState
from tests.diceocracy.helpers import d, place, position_of, set_player, started

TEAL, YELLOW, PURPLE, RED = 2, 1, 3, 0


def agenda_id(name: str) -> int:
    return next(a.id for a in components().agendas if a.name == name)


def bare(n: int = 4) -> DiceocracyState:
    """Round 1 with no Reps anywhere: every district scores nothing yet."""
    state = started(n)
    for p in range(n):
        state = set_player(state, p, agendas=(), popularity=(0, 0, 0, 0), money=0, candidate=None,
                           candidate_side=None)
    return state


def observatory_position() -> tuple[DiceocracyState, int]:
    state = bare(4)
    pos = position_of(state, "Observatory Highs")
    for space, seat in enumerate((TEAL, YELLOW, TEAL, PURPLE)):
        state = place(state, pos, space, seat)
    o1, b1, p3 = d("orange", 1), d("blue", 1), d("pink", 3)
    state = set_player(state, TEAL, popularity=(4, 0, 0, 3), stunt_votes=24, candidate=0, candidate_side="votes",
                       followers=(o1, o1, b1, None, p3, None, o1, o1, None),
                       agendas=(agenda_id("Unmotivated"), agenda_id("The Golden Years")))
    state = set_player(state, YELLOW, popularity=(2, 0, 0, 3))
    state = set_player(state, PURPLE, popularity=(5, 0, 0, 1))
    return state, pos


def test_end_game_scoring_example_observatory_highs() -> None:
    state, pos = observatory_position()
    score = score_district(state, pos)
    assert sum(die.value for die, _ in score.dice) == 21
    assert score.majority == (TEAL,)
    assert score.votes == {TEAL: 21 + 14, YELLOW: 3, PURPLE: 5}
    scores = final_scores(state)
    teal = scores[TEAL]
    assert teal["stunts"] == 24
    assert teal["districts"] == 35
    assert teal["agendas"] == 34
    assert agenda_votes(state, TEAL, components().agendas[agenda_id("Unmotivated")]) == 20
    assert agenda_votes(state, TEAL, components().agendas[agenda_id("The Golden Years")]) == 14
    assert teal["candidate_bonus"] == 2 == candidate_bonus(state, TEAL)
    assert teal["total"] == 24 + 35 + 34 + 2


def test_district_votes_tied_majority_share_pips_rounded_up_and_score_half_the_dice() -> None:
    state = bare(4)
    pos = position_of(state, "Observatory Highs")  # printed: pink 6, orange 4, pink 5, orange 6
    state = place(place(place(place(state, pos, 0, RED), pos, 1, YELLOW), pos, 2, d("blue", 2)),
                  pos, 3, d("green", 6))
    state = set_player(state, RED, popularity=(1, 2, 3, 4))
    state = set_player(state, YELLOW, popularity=(5, 0, 0, 0))
    score = score_district(state, pos)
    assert score.majority == (RED, YELLOW)
    pips = 6 + 4 + 5 + 6 + 2 + 6  # 29, shared: 15 each (rounded up)
    # six dice, half = 3, the best for each: red orange 4, orange 4, green 3; yellow pink 5, pink 5, then 0
    assert score.votes == {RED: 15 + 4 + 4 + 3, YELLOW: 15 + 5 + 5 + 0}
    assert pips == 29


def test_district_votes_reps_without_majority_score_one_die_colour_per_rep() -> None:
    state = bare(4)
    pos = position_of(state, "Town Hall Plaza")
    spaces = len(state.districts[pos])
    owners = [RED, RED, RED, YELLOW, YELLOW] + [None] * (spaces - 5)
    for i, o in enumerate(owners):
        state = place(state, pos, i, o if o is not None else d("pink", 1))
    state = set_player(state, YELLOW, popularity=(1, 7, 2, 5))
    score = score_district(state, pos)
    assert score.majority == (RED,)
    dice_colours = [die.color for die, _ in score.dice]
    pops = sorted((dict(zip(("pink", "blue", "green", "orange"), (1, 7, 2, 5), strict=True))[c] for c in dice_colours),
                  reverse=True)
    assert score.votes[YELLOW] == sum(pops[:2])


def test_solo_opponent_contests_districts_but_scores_no_votes() -> None:
    state = bare(1)
    pos = next(p for p, spaces in enumerate(state.districts) if sum(not s.blank for s in spaces) >= 3)
    state = place(place(place(state, pos, 0, -1), pos, 1, -1), pos, 2, 0)
    state = set_player(state, 0, popularity=(3, 3, 3, 3))
    score = score_district(state, pos)
    assert score.majority == (-1,)
    assert score.votes == {0: 3}  # one Rep without the majority: one die's colour


def test_tied_with_the_bag_shares_the_pips() -> None:
    state = bare(1)
    state = place(place(state, 0, 0, -1), 0, 1, 0)
    score = score_district(state, 0)
    assert score.majority == (-1, 0)
    pips = sum(die.value for die, _ in score.dice)
    assert score.votes[0] == -(-pips // 2)


def test_candidate_bonus_votes_side_two_per_follower_of_the_group() -> None:
    state = bare(2)
    state = set_player(state, 0, candidate=1, candidate_side="votes",
                       followers=(d("blue", 1), d("blue", 6), d("pink", 2)) + (None,) * 6)
    assert candidate_bonus(state, 0) == 4
    state = set_player(state, 0, candidate_side="popularity")
    assert candidate_bonus(state, 0) == 0


def test_vote_tile_only_for_more_than_100_votes_then_counting_from_the_bottom_again() -> None:
    """ "If a player receives more than 100 Votes, give them a Vote Tile and start counting from the bottom"."""
    assert congress_position(57) == {"vote_tiles": 0, "tens": 5, "units": 7}
    assert congress_position(100) == {"vote_tiles": 0, "tens": 10, "units": 0}  # 100 is not more than 100
    assert congress_position(101) == {"vote_tiles": 1, "tens": 0, "units": 1}
    assert congress_position(200) == {"vote_tiles": 1, "tens": 10, "units": 0}
    assert congress_position(243) == {"vote_tiles": 2, "tens": 4, "units": 3}


def test_a_negative_vote_count_is_refused() -> None:
    with pytest.raises(ValueError, match="negative"):
        congress_position(-1)


def test_district_votes_where_the_player_decides_which_dice_the_engine_takes_their_best_pick() -> None:
    """Tied majority: half the dice, rounded up; without majority: one die per Rep. Every possible pick is
    enumerated: the engine's votes are the best of them (docs: Scoring decision)."""
    from itertools import combinations
    from math import ceil

    state = bare(4)
    pos = position_of(state, "Town Hall Plaza")
    spaces = len(state.districts[pos])
    owners = [RED, RED, YELLOW, YELLOW, PURPLE] + [None] * (spaces - 5)
    fill = [d("blue", 2), d("green", 5), d("orange", 1), d("pink", 6)]
    for i, o in enumerate(owners):
        state = place(state, pos, i, o if o is not None else fill[i % len(fill)])
    pops = {RED: (1, 6, 2, 4), YELLOW: (5, 0, 3, 1), PURPLE: (2, 2, 7, 0)}
    for seat, pop in pops.items():
        state = set_player(state, seat, popularity=pop)
    score = score_district(state, pos)
    assert score.majority == (RED, YELLOW)
    dice = [die for die, _ in score.dice]
    colour = {"pink": 0, "blue": 1, "green": 2, "orange": 3}
    pips = sum(die.value for die in dice)

    def best(seat: int, k: int) -> int:
        return max(sum(pops[seat][colour[die.color]] for die in pick) for pick in combinations(dice, k))

    half = ceil(len(dice) / 2)
    assert score.votes[RED] == ceil(pips / 2) + best(RED, half)
    assert score.votes[YELLOW] == ceil(pips / 2) + best(YELLOW, half)
    assert score.votes[PURPLE] == best(PURPLE, 1)
