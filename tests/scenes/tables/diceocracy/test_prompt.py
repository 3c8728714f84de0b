"""The Diceocracy prompt at the table: "End turn" keeps its own place, the replay says whose turn it is.

Decide Mode at the table (issue 10 §5): the 1-money cancel is asked once the move is fully chosen, and the
question and the log say exactly what would happen: which Rep, from where, to which die."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.core.protocol import Event
from game.diceocracy.actions import EndTurn, Pick
from game.diceocracy.components import components
from game.diceocracy.state import DiceocracyState
from scenes.engine.headless import make_context, pump
from scenes.tables.diceocracy.anim import cancel_banner
from scenes.tables.diceocracy.prompt import prompt_for
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from scenes.tables.diceocracy.words import DiceNames, describe_event
from tests.diceocracy.helpers import RULES, act, d, district_spot, legal, place
from tests.diceocracy.test_modes import rep_influence_turn


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def solo_until(done: Callable[[Any], bool]) -> Match:
    """A solo game in which Anna always makes the first choice offered, up to the first view where `done`."""
    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 1)
    for _ in range(500):
        if done(m.view(0)):
            return m
        m.submit(0, m.legal_actions(0)[0])
    raise AssertionError("the position never came")


def open_table(context: Any, screen: Any, m: Match, **kw: Any) -> DiceocracyTable:
    table = make_table(context, m, **kw)
    context.stack.push(table)
    pump(context, screen)
    return table


def test_step_5_end_turn_stands_in_the_finishing_slot_at_the_right_end_of_the_first_row(ctx) -> None:
    context, screen = ctx
    table = open_table(context, screen, solo_until(lambda v: v.phase == "cards"))
    end = table.prompt.button("End turn")
    assert end is table.prompt.end_button and end.data == ("button", EndTurn())
    assert table.button_labels()[-1] == "End turn"
    first_row = [b for b in table.prompt.buttons if b.y == 0]
    assert all(b.world_rect().right < end.world_rect().left for b in first_row)
    assert not any(b.world_rect().colliderect(end.world_rect()) for b in table.prompt.buttons)


def test_while_end_turn_is_not_offered_it_stands_greyed_in_its_slot_and_nothing_takes_its_place(ctx) -> None:
    context, screen = ctx
    table = open_table(context, screen, solo_until(lambda v: v.phase == "actions"))
    end = table.prompt.button("End turn")
    assert end is table.prompt.end_button and not end.enabled and "step 5" in (end.tooltip or "")
    slot = end.world_rect()
    assert not any(b.world_rect().colliderect(slot) for b in table.prompt.buttons)
    card_step = open_table(context, screen, solo_until(lambda v: v.phase == "cards"))
    assert card_step.prompt.end_button.world_rect() == slot and card_step.prompt.end_button.enabled


def test_a_replay_prompt_says_whose_turn_and_from_which_seat(ctx) -> None:
    context, screen = ctx
    m = solo_until(lambda v: v.phase == "actions")
    table = open_table(context, screen, Match.from_record(m.record()), mode="replay", viewer=0)
    assert table.prompt_text() == "Replay · Anna's turn\nSeen from Anna's seat."
    assert not table.button_labels()
    public = open_table(context, screen, Match.from_record(m.record()), mode="replay", viewer=None)
    assert public.prompt_text() == "Replay · Anna's turn\nSeen from the public view (no hidden cards)."


NAMES = ("Alice", "Bob")


def name(seat: object) -> str:
    return NAMES[int(str(seat))]


def district_namer(state: DiceocracyState) -> DiceNames:
    tiles = components().districts
    return DiceNames(name=name, district_name=lambda pos: tiles[state.tiles[pos]].name, players=2, rounds=9)


def asked_to_cancel() -> tuple[DiceocracyState, tuple[Event, ...], int, str, str]:
    """The mover picked the other seat's Rep (district space 1) and a green 4 as its destination; returns the
    position, the events of the destination pick, the asked seat, the Rep's and the die's district names."""
    state, me, target = rep_influence_turn("interactive")
    dest_pos = (target + 3) % 8
    state = place(state, dest_pos, 2, d("green", 4))
    state = act(state, Pick(spot=district_spot(target, 0)))
    chosen = RULES.apply(state, me, Pick(spot=district_spot(dest_pos, 2)))
    names = district_namer(state)
    return chosen.state, chosen.events, 1 - me, names.district_name(target), names.district_name(dest_pos)


def test_the_cancel_question_names_the_rep_its_space_and_the_die_it_would_swap_with() -> None:
    state, _, asked, rep_district, die_district = asked_to_cancel()
    view = RULES.view(state, asked)
    title, sub = prompt_for(view, asked, RULES.legal_actions(state, asked), name, district_namer(state).district_name)
    mover = NAMES[1 - asked]
    assert title == (f"{NAMES[asked]}: {mover} wants to move your Rep from {rep_district} "
                     f"to the green 4 in {die_district}.")
    assert sub == f"Pay 1 money to cancel it (you have {state.players[asked].money}), or let it happen."


def test_the_mover_is_not_asked_anything_about_the_cancel_before_the_destination_is_chosen() -> None:
    state, me, target = rep_influence_turn("interactive")
    picked = act(state, Pick(spot=district_spot(target, 0)))
    title, _ = prompt_for(RULES.view(picked, me), me, legal(picked), name, district_namer(picked).district_name)
    assert picked.active == me and title == "Rep influence: click the district die the Rep swaps with"


def test_the_log_says_who_may_stop_which_move_of_their_rep() -> None:
    state, events, asked, rep_district, die_district = asked_to_cancel()
    offered = next(e for e in events if e.type == "cancel_offered")
    line = describe_event(offered, district_namer(state))
    assert line is not None
    assert "".join(text for text, _ in line) == (
        f"{NAMES[asked]} may pay 1 money to stop {NAMES[1 - asked]} moving {NAMES[asked]}'s Rep from "
        f"{rep_district} to the green 4 in {die_district}.")


def test_the_cancel_banner_says_who_may_pay_to_stop_which_move_and_the_die_it_swaps_with() -> None:
    state, events, asked, rep_district, die_district = asked_to_cancel()
    offered = next(e for e in events if e.type == "cancel_offered")
    title, lines = cancel_banner(offered.data, name, district_namer(state).district_name)
    mover = NAMES[1 - asked]
    assert title == f"{NAMES[asked]} may pay 1 money to cancel {mover}'s Rep influence"
    assert lines == [f"{mover} would move {NAMES[asked]}'s Rep from {rep_district} to the green 4 in "
                     f"{die_district}."]


def test_during_the_cancel_question_the_table_lights_the_rep_the_die_and_the_district_whose_action_it_is() -> None:
    state, _, asked, _, _ = asked_to_cancel()
    seats = [SeatSpec(name=NAMES[s]) if s == asked else SeatSpec(kind="bot", name=NAMES[s], level="random")
             for s in range(2)]
    match = Match(RULES, {"mode": "interactive"}, seats, 1)
    match.state = state  # the hand-built position: the mover's Rep influence is fully chosen
    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen, frames=1)
        view = table.view
        assert view.phase == "respond" and table.asking == asked
        response = view.response
        assert response is not None and response.spot is not None and response.target is not None
        rep_space = table.spots.spaces[(response.spot.area, response.spot.index, response.spot.pos)]
        die = table.spots.dice[(response.target.area, response.target.index, response.target.pos)]
        assert view.turn is not None
        tile = table.spots.tiles[view.turn.district]
        assert rep_space.lit and die.lit and tile.lit  # what is asked about, where it goes, whose action
        others = [n for k, n in table.spots.dice.items() if n is not die and k[0] == "district"]
        assert others and all(n.dimmed for n in others)  # the rest steps back, as during a pick
        # (the boards, with nothing asked about on them, stay readable: playtest 5)
    finally:
        pygame.quit()
