"""Diceocracy's table pieces built from a view (scenes/tables/diceocracy/board.py): a district tile and the
boards' short action names explained in words, a trait slot saying what a trait means, a slot naming the taken
die's group, and the bag's panel: its turn told while the moves play, its dice showing colour but no number,
its lines apart."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy.actions import EndTurn, TakeDie
from game.diceocracy.components import ActionSpec, components
from scenes.engine.headless import make_context, pump
from scenes.engine.nodes import PanelNode, TextNode
from scenes.tables.diceocracy.board import slot_tip, tile_words
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
            if table.animating and any("The bag removes" in line for line in lines):
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


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_district_tile_names_its_action_in_words_not_abbreviations(ctx, language: str) -> None:
    """Whole words on one line of the tile (the rulebook's "demographic exchange" included)."""
    from scenes.engine.i18n import load_language
    from scenes.engine.render import Painter
    from scenes.tables.diceocracy.board import TILE_W

    context, _screen = ctx
    tr = load_language(language).translator
    for d in components().districts:
        words = tile_words(d.action, tr)
        assert words not in ("Manip", "Exch", "Stunt"), (d.name, words)
        width = Painter(context.fonts, context.palette).text(words, 9, (0, 0, 0)).get_width()
        assert width <= TILE_W - 8, (d.name, words)


STORIES = {
    "en": ["The bag draws and rolls green 5 (G).",
           "The bag removes green 4 from Theatre Row (left side) and leaves a Rep there. "
           "(No green 5 left: the closest value.)",
           "The bag's roll fits 2 dice equally: you decide which it takes, and then some more words to wrap."],
    "de": ["Der Beutel zieht einen Würfel und würfelt eine grüne 5 (G).",
           "Der Beutel nimmt die grüne 4 im Bezirk Universitätshügel (linke Seite) und setzt dort einen Vertreter "
           "ein. (Keine grüne 5 mehr: der nächstliegende Wert.)",
           "Der Wurf des Beutels passt zu 2 Würfeln gleich gut: Du entscheidest, welchen er nimmt, und noch mehr "
           "Worte, damit es umbricht."],
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_solo_the_bag_panel_lines_never_overlap(language: str) -> None:
    from types import SimpleNamespace as NS

    import pygame

    from scenes.engine.headless import make_context
    from scenes.engine.node import Node
    from scenes.engine.nodes import TextNode
    from scenes.engine.render import Painter
    from scenes.tables.diceocracy.board import build_bag

    context, _ = make_context((1280, 720), language=language)
    try:
        painter = Painter(context.fonts, context.palette)
        view = NS(bag_reps=2, bag=("pink", "blue"), bag_roll=NS(color="green", value=5),
                  removed=tuple(NS(color="pink", value=v % 6 + 1) for v in range(7)))
        story = STORIES[language]
        for w, h in ((540.0, 228.0), (400.0, 228.0)):
            panel = build_bag(Node(), view, 0, 0, w, h, story, painter, tr=context.tr)
            rects = [pygame.Rect(round(n.x), round(n.y), *map(round, n.measure(painter)))
                     for n in panel.children if isinstance(n, TextNode) and n.text]
            assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]
            assert all(r.bottom <= h for r in rects)
            dice = [pygame.Rect(round(n.x), round(n.y), round(n.w), round(n.h)) for n in panel.children
                    if isinstance(n, DiceDie)]  # the dice in the bag and the one rolled, clear of the words
            assert not [(r, d) for r in rects for d in dice if r.colliderect(d)]
    finally:
        pygame.quit()


def test_a_slot_names_the_taken_dies_group_and_a_follower_its_own() -> None:
    die_slots = [s for s, info in enumerate(components().board.slots)
                 if (components().board.row_actions[info.row] if info.arrow == "row"
                     else components().board.col_actions[info.col]) == ActionSpec(type="popularity", color="die")]
    assert die_slots  # the board has a "+1 popularity in the die's group" line
    match = solo_turn_at_its_actions_step()
    player = match.view(0).players[0]
    assert "+1 popularity in green" in slot_tip(player, die_slots[0], "green")
    assert "the die's group" in slot_tip(player, die_slots[0])  # no die known: the group is the die's
