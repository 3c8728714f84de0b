"""The Diceocracy table explains itself (issue 12): the taken die's box is there only while a die waits, Tab
rings a die that may be taken and Enter takes it, tooltips spell out what the faces abbreviate, the bag's
panel tells its turn as soon as it is logged. Each in a position built for it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy.actions import EndTurn, PlaceFollower, TakeDie
from game.diceocracy.components import components
from scenes.engine.headless import key, make_context, pump
from scenes.engine.nodes import PanelNode, TextNode
from scenes.tables.diceocracy.look import ACTION_EXPLAINED, DiceDie
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from tests.scenes.tables.diceocracy.positions import solo_turn_at_its_actions_step, solo_turn_at_its_cards_step


@pytest.fixture
def ctx() -> Iterator[tuple[Any, Any]]:
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def open_table(context: Any, screen: Any, m: Match) -> DiceocracyTable:
    table = make_table(context, m)
    context.stack.push(table)
    pump(context, screen)
    return table


def texts(table: DiceocracyTable) -> list[TextNode]:
    return [n for n in table.board_area.walk() if isinstance(n, TextNode) and n.effectively_visible()]


def solo_at(phase: str) -> Match:
    """Anna's first solo turn, set up the first way offered, at `phase` ("take" or "place")."""
    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 1)
    while m.view(0).phase != "take":
        m.submit(0, m.legal_actions(0)[0])
    if phase == "place":
        m.submit(0, next(a for a in m.legal_actions(0) if isinstance(a, TakeDie)))
    assert m.view(0).phase == phase
    return m


def test_the_taken_die_box_shows_the_die_while_it_waits_and_goes_once_it_is_placed(ctx) -> None:
    context, screen = ctx
    waiting = open_table(context, screen, solo_at("place"))
    turn = waiting.view.turn
    assert turn is not None and waiting.taken is not None
    assert (waiting.taken.die_color, waiting.taken.value) == (turn.die.color, turn.die.value)
    assert any(n.text == "Taken die" for n in texts(waiting))
    placed = open_table(context, screen, solo_turn_at_its_actions_step())
    assert placed.taken is None and not any(n.text == "Taken die" for n in texts(placed))


def test_tab_rings_a_die_that_may_be_taken_and_enter_takes_it_onto_the_slot_tabbed_to(ctx) -> None:
    context, screen = ctx
    table = open_table(context, screen, solo_at("take"))
    pump(context, screen, [key(pygame.K_TAB)])
    die = table.stage.focus
    assert isinstance(die, DiceDie) and die.lit and die.focused
    # the focus ring is drawn over the lit one: the blue of the keyboard focus is on the die's edge
    surf = die.paint(table.stage.painter, 1.0)
    assert surf is not None and surf.get_at((surf.get_width() // 2, 0))[:3] == table.ctx.palette.focus
    district, space = die.data[2], die.data[3]
    pump(context, screen, [key(pygame.K_RETURN), key(pygame.K_TAB), key(pygame.K_RETURN)])
    took, placed = [a for _, a in table.match.actions[-2:]]
    assert took == TakeDie(district=district, space=space) and isinstance(placed, PlaceFollower)


def test_a_district_tile_explains_its_action_in_a_sentence(ctx) -> None:
    context, screen = ctx
    table = open_table(context, screen, solo_turn_at_its_actions_step())
    tiles = [n for n in table.board_area.walk() if isinstance(n, PanelNode) and n in table.spots.tiles.values()]
    assert len(tiles) == 8
    for pos, tile in table.spots.tiles.items():
        district = components().districts[table.view.tiles[pos]]
        assert tile.tooltip is not None and tile.tooltip.startswith(f"{district.name} — district action")
        explained = ACTION_EXPLAINED.get(district.action.type)
        if explained is not None:
            assert explained in tile.tooltip


def test_the_boards_short_action_names_are_spelled_out_in_their_tooltips(ctx) -> None:
    context, screen = ctx
    table = open_table(context, screen, solo_turn_at_its_actions_step())
    labels = [n for n in texts(table) if n.text.startswith(("→ ", "↓ ")) and n.tooltip]
    assert len(labels) == 6  # three rows, three columns of the front board
    for label in labels:
        assert label.tooltip.startswith(("Row ", "Column ")) and "Pop " not in label.tooltip
        assert "die+" not in label.tooltip and "Fund " not in label.tooltip


def test_before_the_personality_is_chosen_a_trait_slot_says_what_trait_means() -> None:
    from types import SimpleNamespace

    from scenes.tables.diceocracy.board import line_explained

    board = components().board
    rows = [r for r, spec in enumerate(board.row_actions) if spec == "trait"]
    cols = [c for c, spec in enumerate(board.col_actions) if spec == "trait"]
    player = SimpleNamespace(personality=(0, 1), personality_sides=None)
    arrow, index = ("row", rows[0]) if rows else ("col", cols[0])
    assert line_explained(player, arrow, index) == "your trait tile's personal action (chosen with its side at set-up)"


def test_the_bags_panel_tells_its_turn_while_the_moves_still_play() -> None:
    context, screen = make_context((1280, 720), "normal")
    try:
        table = open_table(context, screen, solo_turn_at_its_cards_step())
        table.act(EndTurn())
        told: list[str] = []
        for _ in range(600):
            pump(context, screen, dt=1 / 30)
            lines = [n.text for n in table.board_area.walk() if isinstance(n, TextNode) and n.text.startswith("• ")]
            if table.animating and any("The bag takes" in line for line in lines):
                told = lines
                break
        assert told, "the bag's panel told its turn before the moves had played"
        assert told[-len(table.bag_story.lines[-3:]):] == [f"• {line}" for line in table.bag_story.lines[-3:]]
    finally:
        pygame.quit()


def test_the_dice_in_the_bag_show_their_colour_but_no_number_and_the_rolled_one_is_greyed(ctx) -> None:
    from tests.scenes.tables.diceocracy.positions import solo_match_at_a_bag_tie
    from tests.scenes.tables.diceocracy.test_dieface import pip_blobs

    context, screen = ctx
    table = open_table(context, screen, solo_match_at_a_bag_tie())
    bag = [n for n in table.board_area.walk() if isinstance(n, DiceDie) and n.unrolled]
    assert sorted(d.die_color for d in bag) == ["blue", "green", "orange", "pink"]
    for die in bag:
        surf = die.paint(table.stage.painter, 1.0)
        assert surf is not None and pip_blobs(surf) == []
        assert die.dimmed == (die.die_color not in table.view.bag)
    assert any(d.dimmed for d in bag)  # the rolled die is out of the bag while the player decides


def test_a_skipped_action_is_in_the_log_naming_what_was_given_up(ctx) -> None:
    from game.diceocracy.actions import SkipDistrictAction, SkipFollowerAction

    context, screen = ctx
    m = solo_turn_at_its_actions_step()
    turn = m.state.turn
    assert turn is not None and turn.follower_action is not None
    table = open_table(context, screen, m)
    table.act(SkipDistrictAction())
    table.act(SkipFollowerAction())
    pump(context, screen)
    lines = table.log_text().splitlines()
    assert any(line.startswith("Anna skips the district action (") for line in lines)
    assert any(line.startswith("Anna skips the follower action (") for line in lines)
