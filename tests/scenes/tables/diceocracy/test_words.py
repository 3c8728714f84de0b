"""Diceocracy events and actions in plain words (scenes/tables/diceocracy/words.py, the rules' own
descriptions): the table as a player reads it, not the rules' numbering ("slot 3", "space 5", "Foll infl",
"trait side 1, role side 2": playtest 5); rules version 2: a discarded agenda named only to its discarder, a
follower swap worded as a swap."""

from __future__ import annotations

import re

from game.core.protocol import Event
from game.core.trusted import emit
from game.diceocracy import events as ev
from game.diceocracy.actions import ChoosePersonality, DiscardAgenda, MoveFollower, PlaceFollower, SwapAgenda, TakeCard
from game.diceocracy.components import ActionSpec, components
from game.diceocracy.describe import describe
from game.diceocracy.events import BAG
from game.diceocracy.state import Die, Spot
from scenes.tables.diceocracy.drops import follower_moves_from
from scenes.tables.diceocracy.prompt import prompt_for
from scenes.tables.diceocracy.words import DiceNames, describe_event, slot_place
from tests.diceocracy.helpers import RULES, act, d, legal, set_player, started

JARGON = re.compile(r"\b(slot|space|street) \d|\bslots \d|Foll infl|Rep infl|side \d")


def worded(event: Event) -> str:
    line = describe_event(event, DiceNames(lambda s: ["Anna", "Ben"][int(s)], lambda p: "Old Town", players=2,
                                           rounds=9))
    return "".join(t for t, _ in line or [])


def test_board_slots_are_named_by_where_they_lie() -> None:
    assert [slot_place(s) for s in range(9)] == ["top-left", "top-centre", "top-right", "middle-left", "centre",
                                                 "middle-right", "bottom-left", "bottom-centre", "bottom-right"]


def test_the_log_names_slots_and_district_dice_as_a_player_reads_them() -> None:
    placed = emit(ev.FollowerPlaced(seat=0, die=Die(color="pink", value=5), slot=5,
                                    action=ActionSpec(type="money", amount=1)))
    assert worded(placed) == "Anna places pink 5 on the middle-right slot (its follower action: +1 money)."
    rolled = emit(ev.DieRolled(seat=0, spot=Spot(area="district", index=2, pos=2), old=1, new=2))
    assert worded(rolled) == "Anna re-rolls a die in Old Town: 1 → 2."
    moved = emit(ev.FollowerMoved(seat=1, source=0, target=4, swapped=False))
    assert worded(moved) == "Ben moves a follower from the top-left slot to the centre slot."


def test_the_rules_plain_words_say_no_slot_numbers_or_personality_side_numbers() -> None:
    for action in (PlaceFollower(slot=8), MoveFollower(source=0, target=4), TakeCard(slot=1),
                   *(ChoosePersonality(trait_side=a, role_side=b) for a in (0, 1) for b in (0, 1))):
        assert not JARGON.search(describe(action)), describe(action)
    assert describe(ChoosePersonality(trait_side=0, role_side=1)) == (
        "choose the first side of the trait tile and the second of the role tile")


NAMES = ["Anna", "Ben", "Cleo"]


def names(players: int) -> DiceNames:
    return DiceNames(lambda s: "The bag" if s == BAG else NAMES[s], lambda p: f"district {p}",
                     players=players, rounds=9)


def text(line: object) -> str:
    assert isinstance(line, list)
    return "".join(part for part, _ in line)


def test_a_discarded_agenda_is_named_only_in_the_discarders_log() -> None:
    state = started(3)
    seat = state.active
    assert seat is not None
    state = act(act(act(state, legal(state)[0]), PlaceFollower(slot=4)), SwapAgenda())
    card = state.players[seat].agendas[0]
    (discarded,) = [e for e in RULES.apply(state, seat, DiscardAgenda(card=card)).events
                    if e.type == "agenda_discarded"]
    name = components().agendas[card].name
    own = text(describe_event(discarded.for_viewer(seat), names(3)))
    assert name in own and "1 on the discard pile" in own
    for viewer in (None, *(s for s in range(3) if s != seat)):
        seen = text(describe_event(discarded.for_viewer(viewer), names(3)))
        assert seen == f"{NAMES[seat]} discards a secret agenda (1 on the discard pile)."


def test_a_follower_swap_is_worded_as_a_swap_and_either_follower_can_be_dragged_onto_the_other() -> None:
    state = started(2)
    seat = state.active
    assert seat is not None
    state = set_player(state, seat, followers=tuple(d("blue", 1 + i % 6) for i in range(8)) + (None,))
    state = act(act(state, legal(state)[0]), PlaceFollower(slot=8))
    moves = legal(state)
    assert follower_moves_from(moves, 0)[8] == MoveFollower(source=0, target=8)
    assert follower_moves_from(moves, 8)[0] == MoveFollower(source=0, target=8)
    (moved,) = [e for e in RULES.apply(state, seat, MoveFollower(source=0, target=8)).events
                if e.type == "follower_moved"]
    assert text(describe_event(moved, names(2))) == (
        f"{NAMES[seat]} swaps the followers on the top-left and bottom-right slots.")
    _, sub = prompt_for(RULES.view(state, seat), seat, moves, names(2).name, names(2).district_name)
    assert "onto another follower to swap" in sub
