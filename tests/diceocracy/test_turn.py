"""A Player's Turn (steps 1-5), the alternatives to a district action, and the Possible Actions."""

from __future__ import annotations

from game.diceocracy.actions import (
    ChooseColor,
    DiscardAgenda,
    EndTurn,
    Focus,
    GiveFirstPlayer,
    KeepRoll,
    Manipulate,
    MoveFollower,
    Pick,
    PlaceFollower,
    SkipDistrictAction,
    SkipFollowerAction,
    SwapAgenda,
    TakeCard,
    TakeDie,
    UseDistrictAction,
    UseFollowerAction,
)
from game.diceocracy.board import slot_action, street_of
from game.diceocracy.components import ActionSpec, components
from game.diceocracy.state import DiceocracyState, Effect
from tests.diceocracy.helpers import (
    RULES,
    act,
    board_spot,
    d,
    district_spot,
    events,
    legal,
    place,
    position_of,
    set_player,
    started,
)


def take_from(state: DiceocracyState, name: str, slot: int = 4) -> DiceocracyState:
    pos = position_of(state, name)
    space = next(i for i, s in enumerate(state.districts[pos]) if s.die is not None)
    state = act(state, TakeDie(district=pos, space=space))
    return act(state, PlaceFollower(slot=slot))


def with_follower_action(state: DiceocracyState, spec: ActionSpec) -> DiceocracyState:
    assert state.turn is not None
    return state.model_copy(update={"turn": state.turn.model_copy(update={"follower_action": spec})})


def test_step1_2_take_a_die_and_leave_the_rep_in_its_place() -> None:
    state = started(2)
    seat = state.active
    pos, space = 3, next(i for i, s in enumerate(state.districts[3]) if s.die is not None)
    die = state.districts[pos][space].die
    evs = events(state, TakeDie(district=pos, space=space))
    state = act(state, TakeDie(district=pos, space=space))
    assert state.districts[pos][space].rep == seat and state.districts[pos][space].die is None
    assert state.players[seat].reps == 8 and state.turn.die == die and state.phase == "place"
    turn = next(e for e in evs if e.type == "turn")
    assert turn.data.seat == seat and turn.data.space == space and turn.data.round == 1
    assert turn.data.die.model_dump() == {"color": die.color, "value": die.value}


def test_step1_cannot_take_from_a_rep_space_or_an_empty_space() -> None:
    state = started(2)
    takes = legal(state)
    for t in takes:
        assert state.districts[t.district][t.space].die is not None
    assert len(takes) == 32


def test_step1_lists_each_district_s_dice_under_its_own_position_even_when_districts_share_their_spaces() -> None:
    state = started(2)
    row = state.districts[0]
    state = state.model_copy(update={"districts": (row,) * len(state.districts)})
    expected = [(pos, i) for pos in range(len(state.districts)) for i, s in enumerate(row) if s.die is not None]
    assert [(t.district, t.space) for t in legal(state)] == expected
    first = expected[0][1]
    state = act(act(state, TakeDie(district=3, space=first)), PlaceFollower(slot=0))
    state = act(act(act(state, SkipDistrictAction()), SkipFollowerAction()), EndTurn())
    assert state.phase == "take"
    listed = [(t.district, t.space) for t in legal(state)]
    assert (3, first) not in listed and (2, first) in listed and (4, first) in listed


def test_step3_follower_activates_the_row_or_column_action_along_the_arrow() -> None:
    state = started(2)
    seat = state.active
    pos = 0
    space = next(i for i, s in enumerate(state.districts[pos]) if s.die is not None)
    state = act(state, TakeDie(district=pos, space=space))
    die = state.turn.die
    state = act(state, PlaceFollower(slot=0))  # slot 0: arrow to row 0, popularity of the die's colour
    assert state.players[seat].followers[0] == die
    assert state.turn.follower_action == ActionSpec(type="popularity", color=die.color)
    p = state.players[seat]
    role = components().personalities[p.personality[1]].sides[p.personality_sides[1]]
    trait = components().personalities[p.personality[0]].sides[p.personality_sides[0]]
    assert slot_action(p, 1, die) == role.action  # (0,1): column 1, the role tile's personal action
    assert slot_action(p, 3, die).type == "advertising"  # (1,0): column 0
    assert slot_action(p, 4, die).type == "fundraising"  # (1,1): row 1
    assert slot_action(p, 6, die).model_copy(update={"color": None}) == trait.action.model_copy(
        update={"color": None})  # (2,0): row 2, the trait tile's personal action
    assert slot_action(p, 8, die).type == trait.action.type


def test_step4_district_and_follower_actions_in_either_order() -> None:
    state = take_from(started(2), "Market Square", slot=4)  # slot 4: fundraising row
    seat = state.active
    money = state.players[seat].money
    first = act(state, UseFollowerAction())
    assert first.phase == "actions" and first.players[seat].money == money + 1
    both = act(first, UseDistrictAction())
    assert both.players[seat].money == money + 3 and both.phase == "cards"
    other = act(act(state, UseDistrictAction()), UseFollowerAction())
    assert other.players[seat].money == both.players[seat].money


def test_step4_actions_are_optional() -> None:
    state = take_from(started(2), "Market Square")
    state = act(act(state, SkipDistrictAction()), SkipFollowerAction())
    assert state.phase == "cards" and EndTurn() in legal(state)


def test_step5_end_turn_passes_clockwise() -> None:
    state = started(3, seed=4)
    seat = state.active
    state = take_from(state, "Old Town")
    state = act(act(act(state, SkipDistrictAction()), SkipFollowerAction()), EndTurn())
    assert state.active == (seat + 1) % 3 and state.phase == "take"


def test_alt_give_first_player_marker_once_per_round_and_it_takes_effect_next_round() -> None:
    state = started(3, seed=4)
    first = state.first_player
    state = take_from(state, "Old Town")
    target = (first + 2) % 3
    assert GiveFirstPlayer(seat=first) not in legal(state)
    state = act(state, GiveFirstPlayer(seat=target))
    assert state.first_player == target and state.marker_given
    state = act(act(state, SkipFollowerAction()), EndTurn())
    # the next player of this round cannot give it again
    state = take_from(state, "Old Town")
    assert not any(isinstance(a, GiveFirstPlayer) for a in legal(state))
    state = act(act(act(state, SkipDistrictAction()), SkipFollowerAction()), EndTurn())
    state = take_from(state, "Old Town")
    state = act(act(act(state, SkipDistrictAction()), SkipFollowerAction()), EndTurn())
    assert state.round == 2 and state.active == target and not state.marker_given


def test_alt_draw_and_discard_a_secret_agenda() -> None:
    state = take_from(started(2), "Old Town")
    seat = state.active
    hand = state.players[seat].agendas
    state = act(state, SwapAgenda())
    assert len(state.players[seat].agendas) == len(hand) + 1 and state.phase == "resolve"
    drawn = state.players[seat].agendas[-1]
    assert {a.card for a in legal(state)} == set(hand) | {drawn}
    state = act(state, DiscardAgenda(card=hand[0]))
    assert state.players[seat].agendas == hand[1:] + (drawn,)
    assert state.decks.agenda_discard == (hand[0],)


def test_alt_move_a_follower_to_an_empty_slot() -> None:
    state = take_from(started(2), "Old Town", slot=4)
    seat = state.active
    die = state.players[seat].followers[4]
    state = act(state, MoveFollower(source=4, target=8))
    assert state.players[seat].followers[8] == die and state.players[seat].followers[4] is None
    assert state.turn.district_done


def test_alt_move_a_follower_onto_another_swaps_the_two_so_the_full_board_of_round_9_keeps_it() -> None:
    """Round 9 places the ninth follower: no slot is empty, yet "move position of a Die Follower" is still
    there as a swap of two followers (decision: a follower moved onto another trades places with it)."""
    state = started(2)
    seat = state.active
    assert seat is not None
    eight = tuple(d("pink", 1 + i % 6) for i in range(8))
    state = set_player(state.model_copy(update={"round": 9}), seat, followers=eight + (None,))
    state = take_from(state, "Old Town", slot=8)
    spec = state.turn.follower_action
    followers = state.players[seat].followers
    assert None not in followers
    swaps = [a for a in legal(state) if isinstance(a, MoveFollower)]
    assert len(swaps) == 9 * 8 // 2 and all(a.source < a.target for a in swaps)
    evs = events(state, MoveFollower(source=0, target=8))
    state = act(state, MoveFollower(source=0, target=8))
    after = state.players[seat].followers
    assert after[0] == followers[8] and after[8] == followers[0] and after[1:8] == followers[1:8]
    assert state.turn.district_done and state.turn.follower_action == spec  # fixed when it was placed
    (moved,) = [e for e in evs if e.type == "follower_moved"]
    assert moved.data.model_dump() == {"seat": seat, "source": 0, "target": 8, "swapped": True}


def test_alt_moves_list_each_follower_to_each_empty_slot_then_each_swap_once_lower_slot_first() -> None:
    state = started(2)
    seat = state.active
    assert seat is not None
    state = set_player(state, seat, followers=(d("pink", 1), None, d("blue", 2)) + (None,) * 6)
    state = take_from(state, "Old Town", slot=4)
    moves = [(a.source, a.target) for a in legal(state) if isinstance(a, MoveFollower)]
    placed, empty = (0, 2, 4), (1, 3, 5, 6, 7, 8)
    assert moves == [(i, j) for i in placed for j in empty] + [(0, 2), (0, 4), (2, 4)]


def test_alt_move_to_an_empty_slot_is_no_swap() -> None:
    state = take_from(started(2), "Old Town", slot=4)
    (moved,) = [e for e in events(state, MoveFollower(source=4, target=0)) if e.type == "follower_moved"]
    assert moved.data.swapped is False


def test_action_popularity_choose_a_group_when_any() -> None:
    state = with_follower_action(take_from(started(2), "Old Town"), ActionSpec(type="popularity", color="any"))
    seat = state.active
    state = act(state, UseFollowerAction())
    assert {a.color for a in legal(state)} == {"pink", "blue", "green", "orange"}
    before = state.players[seat].popularity[2]
    state = act(state, ChooseColor(color="green"))
    assert state.players[seat].popularity[2] == before + 1


def test_action_popularity_stops_at_the_end_of_the_track() -> None:
    state = take_from(started(2), "Old Town", slot=0)  # popularity of the die's group
    seat = state.active
    state = set_player(state, seat, popularity=(10, 10, 10, 10))
    state = act(state, UseFollowerAction())
    assert state.players[seat].popularity == (10, 10, 10, 10)


def test_action_advertising_from_the_deck() -> None:
    state = take_from(started(2), "Printing Quarter")
    seat = state.active
    state = act(state, UseDistrictAction())
    deck_top = state.decks.adverts[0]
    state = act(state, TakeCard(slot=None))
    assert state.players[seat].adverts[-1] == deck_top


def test_action_stunt_face_up_only_beside_a_district_with_your_rep_and_refilled() -> None:
    state = started(2)
    pos = position_of(state, "Theatre Row")
    space = next(i for i, s in enumerate(state.districts[pos]) if s.die is not None)
    state = act(act(state, TakeDie(district=pos, space=space)), PlaceFollower(slot=4))
    seat = state.active
    state = act(state, UseDistrictAction())
    slots = {a.slot for a in legal(state)}
    assert slots == {None, street_of(pos)}
    card = state.decks.stunt_row[street_of(pos)]
    top = state.decks.stunts[0]
    state = act(state, TakeCard(slot=street_of(pos)))
    assert card in state.players[seat].stunts
    assert state.decks.stunt_row[street_of(pos)] == top


def test_action_fundraising_advances_money() -> None:
    state = take_from(started(2), "Market Square")
    seat = state.active
    money = state.players[seat].money
    assert act(state, UseDistrictAction()).players[seat].money == money + 2


def test_action_focus_changes_a_district_die_or_own_follower_by_one_within_1_to_6() -> None:
    state = take_from(started(2), "Old Town", slot=4)
    seat = state.active
    state = place(state, 0, 0, d("pink", 6))
    state = act(state, UseDistrictAction())
    options = legal(state)
    assert Focus(spot=district_spot(0, 0), delta=-1) in options
    assert Focus(spot=district_spot(0, 0), delta=1) not in options
    assert any(a.spot == board_spot(seat, 4) for a in options)
    assert not any(a.spot.area == "board" and a.spot.index != seat for a in options)
    state = act(state, Focus(spot=district_spot(0, 0), delta=-1))
    assert state.districts[0][0].die == d("pink", 5)


def test_action_manipulate_rolls_and_the_player_decides_to_keep_or_not() -> None:
    state = take_from(started(2), "Observatory Highs", slot=4)
    state = place(state, 1, 0, d("blue", 3))
    state = act(state, UseDistrictAction())
    t = RULES.apply(state, state.active, Manipulate(spot=district_spot(1, 0)))
    assert t.commit
    rolled = t.state
    assert rolled.phase == "resolve" and set(legal(rolled)) == {KeepRoll(keep=True), KeepRoll(keep=False)}
    new_value = rolled.districts[1][0].die.value
    assert act(rolled, KeepRoll(keep=True)).districts[1][0].die.value == new_value
    assert act(rolled, KeepRoll(keep=False)).districts[1][0].die == d("blue", 3)


def test_action_demographic_exchange_swaps_two_district_dice() -> None:
    state = take_from(started(2), "Harbour Docks")
    state = place(place(state, 0, 0, d("pink", 1)), 5, 0, d("green", 6))
    state = act(state, UseDistrictAction())
    state = act(state, Pick(spot=district_spot(0, 0)))
    assert Pick(spot=district_spot(0, 0)) not in legal(state)
    state = act(state, Pick(spot=district_spot(5, 0)))
    assert state.districts[0][0].die == d("green", 6) and state.districts[5][0].die == d("pink", 1)


def test_action_follower_influence_swaps_your_follower_with_a_district_die() -> None:
    state = take_from(started(2), "University Hill", slot=4)
    seat = state.active
    mine = state.players[seat].followers[4]
    state = place(state, 2, 0, d("orange", 2))
    state = act(state, UseDistrictAction())
    state = act(state, Pick(spot=board_spot(seat, 4)))
    state = act(state, Pick(spot=district_spot(2, 0)))
    assert state.players[seat].followers[4] == d("orange", 2) and state.districts[2][0].die == mine


def test_action_rep_influence_swaps_your_rep_with_a_district_die() -> None:
    state = started(2)
    pos = position_of(state, "Town Hall Plaza")
    space = next(i for i, s in enumerate(state.districts[pos]) if s.die is not None)
    state = act(act(state, TakeDie(district=pos, space=space)), PlaceFollower(slot=4))
    seat = state.active
    other = (pos + 1) % 8
    state = place(state, other, 0, d("blue", 4))
    state = act(state, UseDistrictAction())
    assert {a.spot for a in legal(state)} == {district_spot(pos, space)}
    state = act(state, Pick(spot=district_spot(pos, space)))
    state = act(state, Pick(spot=district_spot(other, 0)))
    assert state.districts[other][0].rep == seat and state.districts[pos][space].die == d("blue", 4)


def test_an_action_with_nothing_to_do_is_not_offered() -> None:
    state = take_from(started(2), "Printing Quarter")
    empty = state.decks.model_copy(update={"adverts": (), "advert_discard": (), "advert_row": (None,) * 4})
    state = state.model_copy(update={"decks": empty})
    assert UseDistrictAction() not in legal(state)


def test_pending_effects_resolve_in_order() -> None:
    state = take_from(started(2), "Old Town")
    seat = state.active
    state = state.model_copy(update={"pending": (Effect(type="popularity", color="any"),), "phase": "resolve"})
    before = state.players[seat].popularity[0]
    state = act(state, ChooseColor(color="pink"))
    assert state.players[seat].popularity[0] == before + 1 and state.phase == "actions"
