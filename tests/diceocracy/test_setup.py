"""Setup steps 1-7 for 1-4 players, and the choices players make in them."""

from __future__ import annotations

from collections import Counter

import pytest

from game.diceocracy import events as ev
from game.diceocracy.actions import ChooseCandidate, ChoosePersonality
from game.diceocracy.components import COLORS, components
from game.diceocracy.scoring import congress_position
from game.diceocracy.state import DiceocracyOptions
from tests.diceocracy.helpers import RULES, act, count_dice, legal, new, set_player, started


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_s1_all_eight_tiles_placed_on_the_side_for_the_player_count(n: int) -> None:
    state = new(n)
    assert sorted(state.tiles) == list(range(8))
    for pos, tile in enumerate(state.tiles):
        side = components().districts[tile].side(max(n, 2))
        assert len(state.districts[pos]) == len(side.spaces())
        assert len(side.printed()) == (4 if n >= 3 else 2)


def test_s1_tile_positions_are_random() -> None:
    assert len({new(4, seed=s).tiles for s in range(6)}) > 1


@pytest.mark.parametrize("n, per_color", [(4, 12), (3, 10), (2, 8), (1, 8)])
def test_s2_two_dice_of_each_colour_removed_per_missing_player(n: int, per_color: int) -> None:
    state = new(n)
    dice = [s.die for spaces in state.districts for s in spaces if s.die is not None]
    assert Counter(d.color for d in dice) == {c: per_color for c in COLORS}
    assert all(1 <= d.value <= 6 for d in dice)


@pytest.mark.parametrize("n, missing", [(4, 0), (3, 1), (2, 2), (1, 2)])
def test_s2_an_empty_space_per_missing_player_on_every_tile(n: int, missing: int) -> None:
    state = new(n)
    for spaces in state.districts:
        assert sum(1 for s in spaces if s.blank) == missing


def test_s2_solo_uses_the_two_player_setup_plus_the_bag() -> None:
    state = new(1)
    assert state.bag == COLORS and state.bag_reps == 9
    assert count_dice(state) == 32 + 4


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_s3_four_face_up_advertising_and_stunt_cards(n: int) -> None:
    state = new(n)
    decks = state.decks
    assert len(decks.advert_row) == 4 and None not in decks.advert_row
    assert len(decks.stunt_row) == 4 and None not in decks.stunt_row
    assert len(decks.adverts) == 26 and len(decks.stunts) == 36


def test_s4_each_player_gets_a_board_colour_and_nine_reps() -> None:
    state = new(4)
    assert [p.color for p in state.players] == ["red", "yellow", "teal", "purple"]
    assert all(p.reps == 9 and p.followers == (None,) * 9 for p in state.players)
    assert all(p.money == components().board.start_money for p in state.players)
    assert all(len(p.agendas) == components().board.start_agendas for p in state.players)


def test_s5_two_cubes_per_player_start_at_the_bottom_of_the_congress_tracks() -> None:
    assert congress_position(0) == {"vote_tiles": 0, "tens": 0, "units": 0}
    assert components().congress.cubes_per_player == 2


def test_s6_first_player_is_random_and_candidate_tiles_are_picked_clockwise() -> None:
    firsts = {new(4, seed=s).first_player for s in range(12)}
    assert len(firsts) > 1
    state = new(4, seed=3)
    first = state.first_player
    assert state.phase == "candidate" and state.active == first
    state = act(state, ChooseCandidate(tile=2, side="votes"))
    assert state.active == (first + 1) % 4
    assert ChooseCandidate(tile=2, side="votes") not in legal(state)
    assert ChooseCandidate(tile=2, side="popularity") not in legal(state)
    assert len(legal(state)) == 3 * 2


def test_s6_candidate_popularity_side_gives_two_popularity_in_its_group() -> None:
    state = new(2, seed=1)
    seat = state.active
    before = state.players[seat].popularity
    state = act(state, ChooseCandidate(tile=3, side="popularity"))  # orange
    after = state.players[seat].popularity
    assert after[3] == before[3] + 2 and after[:3] == before[:3]


def test_s7_each_player_gets_one_personality_tile_of_each_type_and_picks_sides() -> None:
    state = new(3, seed=2)
    types = components().personalities
    for p in state.players:
        assert types[p.personality[0]].type == "trait" and types[p.personality[1]].type == "role"
    while state.phase == "candidate":
        state = act(state, legal(state)[0])
    assert state.phase == "personality"
    assert len(legal(state)) == 4
    seat = state.active
    p = state.players[seat]
    trait = types[p.personality[0]].sides[1]
    role = types[p.personality[1]].sides[0]
    state2 = act(state, ChoosePersonality(trait_side=1, role_side=0))
    after = state2.players[seat]
    assert after.personality_sides == (1, 0)
    assert after.money == min(15, p.money + trait.bonus.money + role.bonus.money)
    assert len(after.agendas) == len(p.agendas) + trait.bonus.agendas + role.bonus.agendas
    assert len(after.adverts) == trait.bonus.adverts + role.bonus.adverts
    assert len(after.stunts) == trait.bonus.stunts + role.bonus.stunts
    for i, c in enumerate(COLORS):
        gained = trait.bonus.popularity.get(c, 0) + role.bonus.popularity.get(c, 0)
        assert after.popularity[i] == min(10, p.popularity[i] + gained)


def test_s7_personality_description_is_two_words() -> None:
    state = new(1)
    state = act(state, ChooseCandidate(tile=0, side="votes"))
    evs = RULES.apply(state, 0, ChoosePersonality(trait_side=0, role_side=1)).events
    chosen = next(e for e in evs if e.type == "personality_chosen")
    assert len(chosen.data.description.split()) == 2


def test_s7_starting_bonuses_are_money_and_popularity_events() -> None:
    """The flash bonuses move the tracks at once, each move reported like any other (the table animates them).
    Tiles dealt by hand: Frugal (+3 money) and Preacher (+1 blue, +1 orange)."""
    state = new(1)
    state = act(state, ChooseCandidate(tile=0, side="votes"))
    tiles = components().personalities
    frugal = next(t.id for t in tiles if t.sides[1].word == "Frugal")
    preacher = next(t.id for t in tiles if t.sides[1].word == "Preacher")
    state = set_player(state, 0, personality=(frugal, preacher), money=2, popularity=(0, 0, 0, 0))
    evs = list(RULES.apply(state, 0, ChoosePersonality(trait_side=1, role_side=1)).events)
    assert [e.type for e in evs][:4] == ["personality_chosen", "money", "popularity", "popularity"]
    assert [e.data for e in evs[1:4]] == [ev.Money(seat=0, value=5), ev.Popularity(seat=0, color="blue", value=1),
                                          ev.Popularity(seat=0, color="orange", value=1)]


def test_solo_you_are_always_the_first_player() -> None:
    for seed in range(5):
        state = started(1, seed=seed)
        assert state.first_player == 0 and state.order == (0,) and state.active == 0


def test_setup_refuses_bad_player_counts() -> None:
    from game.diceocracy.state import DiceocracyOptions

    with pytest.raises(ValueError):
        RULES.new_game(DiceocracyOptions(), 5, 1)
    with pytest.raises(ValueError):
        RULES.parse_options({"mode": "mild"})


def test_round_one_begins_with_the_first_player_after_setup() -> None:
    state = started(4, seed=5)
    assert state.round == 1 and state.active == state.first_player


def test_setup_agendas_dealt_at_the_start_are_the_hand_for_the_whole_game() -> None:
    """The book's only ways to get an agenda draw and discard as many: the hand dealt at set-up (2, plus a
    starting bonus) is what every player holds at every turn and at the end."""
    from game.core.bots import RandomBot
    from game.core.rng import Rng

    swapped = False
    for n, seed in ((1, 3), (3, 4), (4, 8)):
        state = started(n, seed=seed)
        sizes = [len(p.agendas) for p in state.players]
        assert all(s >= components().board.start_agendas for s in sizes)
        bot, rng = RandomBot(), Rng(seed)
        while state.active is not None:
            action = bot.choose(None, legal(state), rng)
            swapped |= action.kind == "swap_agenda"
            state = RULES.apply(state, state.active, action).state
            if state.phase in ("take", "over"):
                assert [len(p.agendas) for p in state.players] == sizes
    assert swapped  # the games did draw and discard agendas


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_set_up_state_is_what_validation_makes_of_its_own_dump(n: int) -> None:
    """The set-up builds its models without validating them again: each is still exactly the valid model."""
    state = new(n)
    again = type(state).model_validate(state.model_dump())
    assert again == state
    assert list(state.model_dump()) == list(type(state).record_fields)
    assert again.decks == state.decks and again.players == state.players


# -- a hand-built set-up (option `arranged`, docs/rules/diceocracy.md "A hand-built set-up") ----------------

SOLO_DICE = [["pink 5", "blue 2", "orange 1", "green 4"], ["orange 6", "blue 5"],
             ["green 2", "pink 6", "blue 1", "orange 3", "green 6"], ["blue 4", "orange 2", "pink 2"],
             ["pink 4", "green 1", "blue 6", "orange 5"], ["green 5", "pink 1", "orange 4"],
             ["blue 3", "green 3", "pink 3", "orange 6", "green 2"],
             ["pink 6", "blue 4", "orange 1", "pink 2", "blue 1", "green 5"]]
SOLO_TILES = [4, 0, 5, 1, 3, 2, 6, 7]


def die(words: str) -> dict[str, object]:
    color, value = words.split()
    return {"color": color, "value": int(value)}


def arranged(**parts: object) -> dict[str, object]:
    return {"mode": "standard", "arranged": parts}


def test_an_arranged_set_up_lays_out_the_named_tiles_dice_rows_decks_and_tiles() -> None:
    options = RULES.parse_options(arranged(
        tiles=SOLO_TILES, dice=[[die(d) for d in row] for row in SOLO_DICE], advert_row=[25, 16, 18, 8],
        stunt_row=[13, 1, 5, 12], adverts=[3], agendas=[18, 23], personalities=[[0, 4]]))
    state = RULES.new_game(options, 1, seed=5)
    assert state.tiles == tuple(SOLO_TILES)
    laid = [[f"{s.die.color} {s.die.value}" for s in spaces if s.die is not None] for spaces in state.districts]
    assert laid == SOLO_DICE
    assert state.decks.advert_row == (25, 16, 18, 8) and state.decks.stunt_row == (13, 1, 5, 12)
    assert state.decks.adverts[0] == 3  # the next advertising card drawn
    assert state.players[0].agendas == (18, 23) and state.players[0].personality == (0, 4)
    # everything else is still dealt: the decks hold every other card once
    assert sorted((*state.decks.adverts, *state.decks.advert_row)) == list(range(len(components().adverts)))


def test_an_arranged_game_lasts_its_rounds_and_the_bag_draws_its_arranged_dice() -> None:
    from game.core.match import Match, SeatSpec

    options = RULES.parse_options(arranged(rounds=2, bag=[die("blue 3"), die("pink 3")]))
    match = Match(RULES, options, [SeatSpec(name="Ada")], seed=1)
    assert match.view(0).rounds == 2
    while match.result() is None:
        match.submit(0, match.legal_actions(0)[-1])
    drawn = [e.data.die for e in match.events_seen_by(0) if isinstance(e.data, ev.BagDrawn)]
    assert [(d.color, d.value) for d in drawn] == [("blue", 3), ("pink", 3)]  # one turn of the bag a round
    assert match.view(0).round == 2
    assert Match.from_record(match.record()).state == match.state  # replayed from the same options


def test_without_an_arrangement_the_game_is_dealt_as_before() -> None:
    plain = RULES.new_game(DiceocracyOptions(), 2, seed=9)
    assert plain == RULES.new_game(RULES.parse_options({"mode": "standard", "arranged": None}), 2, seed=9)
    assert plain.rounds == 9 and plain.bag_draws == ()


@pytest.mark.parametrize(("parts", "message"), [
    ({"tiles": [0, 1, 2, 3, 4, 5, 6, 6]}, "arranged tiles: each of the 8 district tiles 0-7 once"),
    ({"dice": [[]] * 8}, "arranged dice need the arranged tiles they lie on"),
    ({"tiles": SOLO_TILES, "dice": [[die("pink 1")]] * 8}, "every demographic group has as many dice"),
    ({"advert_row": [1, 2, 3]}, "arranged advert_row: 3 cards, not one per street (4)"),
    ({"stunt_row": [1, 2, 3, 1]}, "arranged stunts: card 1 is arranged twice"),
    ({"agendas": [50]}, "arranged agendas: 50 is no card (0-49)"),
    ({"personalities": [[4, 0]]}, "is not a trait tile and a role tile"),
    ({"rounds": 2, "bag": [die("pink 1")] * 3}, "arranged bag: 3 draws for a game of 2 rounds"),
    ({"rounds": 10}, "rounds"),
])
def test_an_inconsistent_arrangement_is_refused_in_one_line(parts: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError) as refused:
        RULES.parse_options(arranged(**parts))
    assert message in str(refused.value)


@pytest.mark.parametrize(("parts", "players", "message"), [
    ({"tiles": SOLO_TILES, "dice": [[die(d) for d in row] for row in SOLO_DICE]}, 3,
     "position 0 (Printing Quarter) has 5 dice spaces with 3 player(s), not 4"),
    ({"bag": [die("pink 1")]}, 2, "arranged bag: the bag plays only solo"),
    ({"personalities": [[0, 4], [1, 5]]}, 1, "arranged personalities: 2 seats, not 1"),
])
def test_an_arrangement_for_another_number_of_players_is_refused(parts: dict[str, object], players: int,
                                                                  message: str) -> None:
    options = RULES.parse_options(arranged(**parts))
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        RULES.check_player_count(options, players)
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        RULES.new_game(options, players, seed=1)
