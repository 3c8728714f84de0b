"""What lights up at the Diceocracy table and what a click on it does (scenes/tables/diceocracy/lights.py),
each in a position built for it: the bag's tie decided by a click on a lit die, a die picked for focus, the
first pick of a two-pick action ringed; taking a die greys the printed dice but not one's own followers."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.diceocracy.actions import EndTurn, Focus, Pick, TakeDie
from game.diceocracy.state import Effect, Spot
from scenes.engine.headless import make_context, pump
from scenes.engine.nodes import PanelNode
from scenes.tables.diceocracy.table import make_table
from tests.scenes.tables.diceocracy.positions import (
    solo_match_at_a_bag_tie,
    solo_turn_at_its_actions_step,
    solo_turn_at_its_cards_step,
    solo_turn_resolving,
)
from tests.scenes.tables.diceocracy.test_landing import ctx_by_size, open_table  # noqa: F401
from tests.scenes.tables.diceocracy.test_table import click, point_on


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def test_a_bag_tie_is_asked_as_a_click_on_the_lit_dice(ctx) -> None:
    context, screen = ctx
    table = make_table(context, solo_match_at_a_bag_tie())
    context.stack.push(table)
    pump(context, screen)
    lit = [key for key, n in table.spots.dice.items() if n.lit]
    assert len(lit) == len(table.view.bag_choices) == 2
    assert "You decide" in table.prompt.title.text
    # the dice it cannot take step back alike, printed dice too, whatever their colour; the lit ones stay bright
    assert not any(n.dimmed for n in table.spots.dice.values() if n.lit)
    # her own board, with nothing to pick on it, stays readable (playtest 5)
    assert not table.spots.dice[("board", 0, 4)].dimmed
    assert table.spots.printed and all(n.dimmed for n in table.spots.printed)
    # the subprompt names every die it could take, in its district
    sub = table.prompt.sub.text
    assert "equally" in sub
    # both lie in one district and are alike: one option, counted (no "space 4", playtest 5)
    (_, index, _), _ = lit
    assert f"It fits both pink 3s in {table.district_name(index)} equally" in sub and "space" not in sub
    # a click on a lit die decides
    click(context, screen, point_on(table, table.spots.dice[lit[1]]))
    area, index, pos = lit[1]
    assert table.match.actions[-1] == (0, Pick(spot=Spot(area=area, index=index, pos=pos)))


def test_a_two_pick_action_rings_the_piece_picked_first_while_the_second_is_chosen(ctx) -> None:
    context, screen = ctx
    board = solo_turn_at_its_actions_step().view(0).districts
    pos, space = next((p, i) for p, spaces in enumerate(board) for i, s in enumerate(spaces) if s.die)
    first = Spot(area="district", index=pos, pos=space)
    table = make_table(context, solo_turn_resolving(Effect(type="exchange2", spot=first)))  # first die picked
    context.stack.push(table)
    pump(context, screen)
    rings = [n for n in table.board_area.walk()
             if isinstance(n, PanelNode) and n.data == ("first_pick", "district", pos, space)]
    assert len(rings) == 1
    picked = table.spots.dice[("district", pos, space)]
    assert picked.selected and rings[0].parent is picked.parent and rings[0].z < picked.z


def test_focus_the_clicked_die_is_ringed_and_named_in_the_prompt(ctx) -> None:
    context, screen = ctx
    m = solo_turn_resolving(Effect(type="focus"))
    table = make_table(context, m)
    context.stack.push(table)
    pump(context, screen)
    focus = next(a for a in m.legal_actions(0) if isinstance(a, Focus))
    key = (focus.spot.area, focus.spot.index, focus.spot.pos)
    table.spots.dice[key].on_click()
    die = table.spots.dice[key]
    assert die.selected and sum(n.selected for n in table.spots.dice.values()) == 1
    assert table.prompt.title.text == f"Focus on {die.die_color} {die.value}: add 1 or take 1 away?"
    assert table.button_labels()[-1] == "Pick another die"
    table.prompt.button("Pick another die").on_click()
    assert not die.selected and table.prompt.title.text.startswith("Focus: click a lit die")


def test_taking_a_die_greys_the_printed_dice_but_not_ones_own_followers(ctx_by_size: Any) -> None:  # noqa: F811
    match = solo_turn_at_its_cards_step()
    match.submit(0, EndTurn())  # the bag's turn, then Anna takes her next die
    if match.view(0).phase == "bag_tie":
        pytest.skip("the bag's roll tied in this position")
    table = open_table(ctx_by_size, match)
    assert table.view.phase == "take" and any(isinstance(a, TakeDie) for a in table.legal())
    followers = [n for key, n in table.spots.dice.items() if key[:2] == ("board", 0)]
    assert followers and not any(n.dimmed for n in followers)
    assert table.spots.printed and all(n.dimmed for n in table.spots.printed)  # those never move
