"""Solo Mode: the bag opponent, its die removal with every tie rule, its Reps and cards, and the ranks."""

from __future__ import annotations

import pytest

from game.diceocracy.actions import EndTurn, Pick, PlaceFollower, SkipDistrictAction, SkipFollowerAction, TakeDie
from game.diceocracy.board import is_left, street_of
from game.diceocracy.ending import result
from game.diceocracy.events import BAG
from game.diceocracy.frozen import Out
from game.diceocracy.solo import bag_targets, district_value, place_bag_rep, solo_rank
from game.diceocracy.state import DiceocracyState
from tests.diceocracy.helpers import RULES, act, count_dice, d, district_spot, legal, place, started


def cleared() -> DiceocracyState:
    """Solo, round 1, every die space emptied: tests put in exactly the dice they need."""
    state = started(1)
    for pos, spaces in enumerate(state.districts):
        for i in range(len(spaces)):
            state = place(state, pos, i, None)
    return state


def in_play(state: DiceocracyState, pos: int) -> list[int]:
    started_state = started(1)
    return [i for i, s in enumerate(started_state.districts[pos]) if not s.blank]


def test_solo_bag_holds_one_die_of_each_colour() -> None:
    assert started(1).bag == ("pink", "blue", "green", "orange")


def test_solo_opponent_takes_its_turn_after_yours_and_returns_the_die() -> None:
    state = started(1)
    before = count_dice(state)
    take = legal(state)[0]
    state = act(act(state, take), PlaceFollower(slot=4))
    state = act(act(state, SkipDistrictAction()), SkipFollowerAction())
    t = RULES.apply(state, 0, EndTurn())
    assert t.commit
    bag_turn = [e for e in t.events if e.type == "turn"]
    new = t.state
    if new.phase == "bag_tie":
        new = act(new, legal(new)[0])
    else:
        assert bag_turn and bag_turn[0].data.seat == BAG
        assert set(bag_turn[0].data.model_dump()) >= {"round", "seat", "district", "die", "space"}
    assert new.bag_reps == 8 and len(new.removed) == 1 and len(new.bag) == 4
    assert count_dice(new) == before
    assert new.round == 2 and new.active == 0 and new.phase == "take"


def test_solo_removes_the_die_of_the_same_colour_and_number() -> None:
    state = place(place(cleared(), 0, 0, d("blue", 4)), 1, 0, d("blue", 5))
    assert bag_targets(state, d("blue", 5)) == [district_spot(1, 0)]


def test_solo_no_same_number_takes_the_closest_value_rounded_up() -> None:
    state = place(place(cleared(), 0, 0, d("green", 2)), 1, 0, d("green", 4))
    assert bag_targets(state, d("green", 3)) == [district_spot(1, 0)]
    state = place(state, 2, 0, d("green", 6))
    assert bag_targets(state, d("green", 6)) == [district_spot(2, 0)]
    assert bag_targets(state, d("green", 1)) == [district_spot(0, 0)]


def test_solo_no_such_colour_takes_a_die_of_the_largest_group() -> None:
    state = place(place(place(cleared(), 0, 0, d("pink", 3)), 1, 0, d("pink", 5)), 2, 0, d("blue", 5))
    assert bag_targets(state, d("orange", 5)) == [district_spot(1, 0)]


def test_solo_ties_broken_by_the_most_valuable_district() -> None:
    state = place(place(cleared(), 0, 0, d("pink", 3)), 1, 0, d("pink", 3))
    worth0, worth1 = district_value(state, 0), district_value(state, 1)
    if worth0 == worth1:
        state = place(state, 1, in_play(state, 1)[1], d("blue", 6))
        worth1 += 6
    expected = 0 if worth0 > worth1 else 1
    assert bag_targets(state, d("pink", 3)) == [district_spot(expected, 0)]


def test_solo_still_tied_you_decide() -> None:
    state = cleared()
    spaces = in_play(state, 4)
    state = place(place(state, 4, spaces[0], d("orange", 2)), 4, spaces[1], d("orange", 2))
    targets = bag_targets(state, d("orange", 2))
    assert targets == [district_spot(4, spaces[0]), district_spot(4, spaces[1])]
    # the player decides, as an action
    waiting = state.model_copy(update={"phase": "bag_tie", "active": 0, "bag_choices": tuple(targets),
                                       "bag_roll": d("orange", 2), "bag": ("pink", "blue", "green")})
    assert legal(waiting) == [Pick(spot=t) for t in targets]
    after = act(waiting, Pick(spot=targets[1]))
    assert after.districts[4][spaces[1]].rep == -1 and after.districts[4][spaces[0]].die == d("orange", 2)


@pytest.mark.parametrize("left", [True, False])
def test_solo_rep_placed_and_the_card_on_its_side_removed(left: bool) -> None:
    state = cleared()
    pos = 2
    space = next(i for i in in_play(state, pos) if is_left(state, pos, i) == left)
    state = place(state, pos, space, d("pink", 4))
    state = state.model_copy(update={"bag_roll": d("pink", 4), "bag": ("blue", "green", "orange")})
    street = street_of(pos)
    ad, stunt = state.decks.advert_row[street], state.decks.stunt_row[street]
    out = Out()
    after = place_bag_rep(state, district_spot(pos, space), out)
    assert after.districts[pos][space].rep == -1 and after.removed == (d("pink", 4),)
    if left:
        assert ad in after.decks.advert_discard and after.decks.stunt_row[street] == stunt
        assert after.decks.advert_row[street] not in (ad, None)
    else:
        assert stunt in after.decks.stunt_discard and after.decks.advert_row[street] == ad
    assert after.bag == ("pink", "blue", "green", "orange")
    assert any(e.type == "turn" and e.data.seat == BAG for e in out.events)


@pytest.mark.parametrize("total, title", [
    (0, "Hmm, did you make up your own rules again?"), (120, "Hmm, did you make up your own rules again?"),
    (121, "Apprenticeship"), (160, "Apprenticeship"), (161, "Congressman"), (199, "Congressman"),
    (200, "Elected!"), (239, "Elected!"), (240, "I'd vote for you!"), (612, "I'd vote for you!"),
])
def test_solo_score_ranks(total: int, title: str) -> None:
    assert solo_rank(total) == title


def test_solo_game_ends_with_the_rank_in_the_result() -> None:
    from game.core.bots import RandomBot
    from game.core.rng import Rng

    state = started(1, seed=3)
    bot, rng = RandomBot(), Rng(3)
    while state.active is not None:
        state = RULES.apply(state, 0, bot.choose(None, legal(state), rng)).state
    res = result(state)
    assert res is not None and res.winners == (0,) and res.reason == "solo_score"
    assert res.details["solo_rank"] == solo_rank(int(res.scores[0]))
    assert state.bag_reps == 0 and state.players[0].reps == 0


def test_solo_take_never_offers_opponent_spaces() -> None:
    state = place(started(1), 0, 0, -1)
    assert TakeDie(district=0, space=0) not in legal(state)


def test_solo_closest_value_is_the_nearest_not_simply_the_next_higher() -> None:
    state = place(place(cleared(), 0, 0, d("green", 2)), 1, 0, d("green", 5))
    assert bag_targets(state, d("green", 3)) == [district_spot(0, 0)]  # 2 is one away, 5 two away
    assert bag_targets(state, d("green", 4)) == [district_spot(1, 0)]
    state = place(place(cleared(), 0, 0, d("blue", 4)), 1, 0, d("blue", 6))
    assert bag_targets(state, d("blue", 1)) == [district_spot(0, 0)]
    assert bag_targets(state, d("blue", 5)) == [district_spot(1, 0)]  # 4 and 6 equally close: rounded up


def test_solo_no_such_colour_then_the_number_rule_within_the_largest_group() -> None:
    state = cleared()
    for pos, die in ((0, d("blue", 1)), (1, d("blue", 4)), (2, d("blue", 6)), (3, d("pink", 3))):
        state = place(state, pos, in_play(state, pos)[0], die)
    # no orange left: blue is the largest group; no blue 3: the closest, 4
    assert bag_targets(state, d("orange", 3)) == [district_spot(1, in_play(state, 1)[0])]


def test_solo_largest_group_is_the_same_whether_printed_dice_are_counted_or_not() -> None:
    """The book says printed dice count like any die; the 1-2 player sides (solo) print the same number of
    each colour, so counting them never changes which group is largest (docs: Solo decisions)."""
    from collections import Counter

    from game.diceocracy.components import COLORS, components

    printed = Counter(c.color for t in components().districts for c in t.small.printed())
    assert set(printed) == set(COLORS) and len(set(printed.values())) == 1


def test_solo_you_are_always_the_first_player_so_the_marker_is_never_given() -> None:
    from game.diceocracy.actions import GiveFirstPlayer

    state = started(1)
    state = act(act(state, legal(state)[0]), PlaceFollower(slot=4))
    assert not any(isinstance(a, GiveFirstPlayer) for a in legal(state))


def test_solo_still_tied_after_the_bag_roll_the_player_picks_the_die_in_play() -> None:
    """A whole opponent turn through the rules: two identical dice in one district, nothing else loose, so
    whatever the roll, the removal rules leave both and the player decides."""
    state = started(1)
    state = act(act(state, legal(state)[0]), PlaceFollower(slot=4))
    state = act(act(state, SkipDistrictAction()), SkipFollowerAction())
    for pos, spaces in enumerate(state.districts):
        for i, s in enumerate(spaces):
            if s.die is not None:
                state = place(state, pos, i, None)
    a, b = in_play(state, 5)[:2]
    state = place(place(state, 5, a, d("pink", 3)), 5, b, d("pink", 3))
    t = RULES.apply(state, 0, EndTurn())
    waiting = t.state
    assert t.commit and waiting.phase == "bag_tie" and waiting.active == 0 and waiting.bag_roll is not None
    assert len(waiting.bag) == 3
    assert legal(waiting) == [Pick(spot=district_spot(5, a)), Pick(spot=district_spot(5, b))]
    assert RULES.legal_actions(waiting, 0) and not any(e.type == "turn" for e in t.events)
    after = act(waiting, Pick(spot=district_spot(5, b)))
    assert after.districts[5][b].rep == -1 and after.districts[5][a].die == d("pink", 3)
    assert after.removed == (d("pink", 3),) and len(after.bag) == 4 and after.bag_roll is None
    assert after.round == 2 and after.phase == "take" and after.active == 0


@pytest.mark.parametrize("seed", [2, 5, 11])
def test_solo_every_bag_turn_in_a_whole_game_follows_the_removal_rules(seed: int) -> None:
    """Random solo games: each opponent turn removes the rolled colour and number when such a die lies on a
    tile, else a die of that colour; the Rep lands in its space and the die returns to the bag."""
    from game.core.bots import RandomBot
    from game.core.rng import Rng

    state, bot, rng = started(1, seed=seed), RandomBot(), Rng(seed)
    bag_turns = 0
    while state.active is not None:
        before = state
        t = RULES.apply(state, 0, bot.choose(None, legal(state), rng))
        state = t.state
        for e in t.events:
            if e.type != "turn" or e.data.seat != BAG:
                continue
            bag_turns += 1
            roll, taken = e.data.roll, e.data.die
            pos, space = e.data.position, e.data.space
            loose = [s.die for spaces in before.districts for s in spaces if s.die is not None]
            if before.phase == "bag_tie":
                assert before.bag_roll is not None and roll == before.bag_roll
            elif roll in loose:
                assert taken == roll
            elif any(x.color == roll.color for x in loose):
                assert taken.color == roll.color
            assert state.districts[pos][space].rep == -1
            assert before.districts[pos][space].die == taken
    assert bag_turns == 9 and state.bag == ("pink", "blue", "green", "orange") and len(state.removed) == 9
