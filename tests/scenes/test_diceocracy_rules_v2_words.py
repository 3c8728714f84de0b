"""The Diceocracy table follows rules version 2: a discarded agenda named only to its discarder, a follower
swap worded and draggable from either end, the stunt-and-marker advert's lost marker said before payment,
and the Edge agendas' group on the card. Hand-built positions, worded through the table's own functions."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy.actions import (
    DiscardAgenda,
    MoveFollower,
    PlaceFollower,
    PlayAdvert,
    SkipDistrictAction,
    SkipFollowerAction,
    SwapAgenda,
)
from game.diceocracy.components import components
from game.diceocracy.events import BAG
from scenes.engine.headless import drag_events, make_context, mouse, pump
from scenes.tables.diceocracy.drops import follower_moves_from
from scenes.tables.diceocracy.look import agenda_text
from scenes.tables.diceocracy.prompt import advert_caveat, prompt_for
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from scenes.tables.diceocracy.words import DiceNames, describe_event
from tests.diceocracy.helpers import RULES, act, d, legal, set_player, started

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


def test_the_stunt_and_marker_advert_says_before_payment_that_its_marker_part_is_lost() -> None:
    state = started(3)
    seat = state.active
    assert seat is not None
    state = act(act(act(state, legal(state)[0]), PlaceFollower(slot=8)), SkipDistrictAction())
    state = act(state, SkipFollowerAction())
    card = next(a for a in components().adverts if a.kind == "stunt_and_marker")
    state = set_player(state, seat, adverts=(card.id,), money=5)
    assert PlayAdvert(card=card.id) in legal(state)
    assert advert_caveat(RULES.view(state, seat), card.id) == ""
    state = state.model_copy(update={"marker_given": True})
    view = RULES.view(state, seat)
    caveat = advert_caveat(view, card.id)
    assert "already given this round" in caveat and "only draws the stunt card" in caveat
    _, sub = prompt_for(view, seat, legal(state), names(3).name, names(3).district_name)
    assert caveat in sub


def test_the_solo_game_says_the_marker_never_moves() -> None:
    card = next(a for a in components().adverts if a.kind == "stunt_and_marker")
    state = started(1)
    assert "solo you are always the first player" in advert_caveat(RULES.view(state, 0), card.id)


def test_each_edge_agenda_names_its_group() -> None:
    edge = [a for a in components().agendas if a.kind == "edge"]
    for a in edge:
        assert f"per {a.color} follower on the board's edge" in agenda_text(a.id, 2)[1]


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def round_9_full_board(context: Any, screen: Any) -> tuple[Match, DiceocracyTable]:
    """A solo table at round 9's step 4, every slot of Anna's board taken (she always made the first choice)."""
    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 1)
    for _ in range(600):
        view = m.view(0)
        if view.round == 9 and view.phase == "actions" and None not in view.players[0].followers:
            break
        m.submit(0, m.legal_actions(0)[0])
    else:
        raise AssertionError("round 9's step 4 never came")
    table = make_table(context, m)
    context.stack.push(table)
    pump(context, screen)
    return m, table


def test_on_the_full_board_of_round_9_dragging_a_follower_onto_another_swaps_them(ctx) -> None:
    context, screen = ctx
    m, table = round_9_full_board(context, screen)
    low, high = table.spots.dice[("board", 0, 0)], table.spots.dice[("board", 0, 8)]
    assert low.draggable and high.draggable
    pump(context, screen, drag_events(centre(high), centre(low)))
    assert m.actions[-1] == (0, MoveFollower(source=0, target=8))


def test_clicking_a_follower_then_another_swaps_them_without_dragging(ctx) -> None:
    context, screen = ctx
    m, table = round_9_full_board(context, screen)
    for slot in (2, 6):
        at = centre(table.spots.dice[("board", 0, slot)])
        pump(context, screen, [mouse("move", at), mouse("down", at), mouse("up", at)])
    assert m.actions[-1] == (0, MoveFollower(source=2, target=6))


def centre(node: Any) -> tuple[int, int]:
    rect = node.world_rect()
    return round(rect.centerx), round(rect.centery)
