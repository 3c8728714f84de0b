"""The Undo button at the Diceocracy table (scenes/tables/diceocracy/undo.py), playtest 5: the move named
in a few words, whole on one line, and clear of everything in the prompt band (it sat on "End turn" in a
two-pick action, and step 5's help text ran into it)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.diceocracy.actions import Pick
from game.diceocracy.state import Effect, Spot
from scenes.engine.headless import make_context, pump
from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from scenes.tables.diceocracy.undo import PICKED, UNDO_WORDS, fits_on_one_line, undo_words, whose_undo_words
from tests.scenes.tables.diceocracy.positions import solo_turn_at_its_cards_step, solo_turn_resolving
from tests.scenes.tables.diceocracy.test_fits import panel_of, shown

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture(params=SIZES, ids=["1280x720", "1920x1080"])
def opened(request: Any) -> Iterator[Any]:
    def open_table(match: Match) -> DiceocracyTable:
        context, screen = make_context(request.param)
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen, frames=2)
        table.pump = lambda: pump(context, screen, frames=2)  # type: ignore[attr-defined]
        return table

    yield open_table
    pygame.quit()


@pytest.fixture(params=[(size, lang) for lang in ("en", "de") for size in SIZES],
                ids=[f"{lang}-{w}x{h}" for lang in ("en", "de") for w, h in SIZES])
def opened_in_each_language(request: Any) -> Iterator[Any]:
    """As `opened`, in English and in German."""
    size, language = request.param

    def open_table(match: Match) -> DiceocracyTable:
        context, screen = make_context(size, language=language)
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen, frames=2)
        return table

    yield open_table
    pygame.quit()


def drawn_rect(node: Node, table: DiceocracyTable) -> pygame.Rect:
    """Where a node shows on the screen: a text by the words it draws, anything else by its box."""
    if isinstance(node, TextNode):
        surf = node.paint(table.stage.painter, node.world_scale())
        x, y = node.world_pos()
        return pygame.Rect(round(x), round(y), surf.get_width() if surf else 0, surf.get_height() if surf else 0)
    return node.world_rect()


def prompt_parts(table: DiceocracyTable) -> list[tuple[str, pygame.Rect]]:
    p = table.prompt
    parts: list[tuple[str, Node]] = [(p.title.text, p.title), (p.sub.text, p.sub)]
    parts += [(b.label, b) for b in [*p.buttons, p.end_button] if b.visible]
    return [(label, drawn_rect(node, table)) for label, node in parts if label]


def assert_undo_stands_clear(table: DiceocracyTable) -> None:
    undo = table.undo_button
    assert undo.visible
    for label, rect in prompt_parts(table):
        assert not undo.world_rect().colliderect(rect), (undo.label, label)
    assert fits_on_one_line(undo, table.stage.painter, undo.label), undo.label
    panels = [n for n in shown(table.board_area) if isinstance(n, PanelNode) and panel_of(n) is None]
    assert panels
    for panel in panels:  # the seats above the band
        assert not undo.world_rect().colliderect(panel.world_rect()), panel.data


def first_die_of_an_exchange(match: Match) -> Pick:
    return next(a for a in match.legal_actions(0) if isinstance(a, Pick) and a.spot.area == "district")


def test_after_the_first_pick_of_a_two_pick_action_undo_says_what_was_picked_on_one_line(opened: Any) -> None:
    match = solo_turn_resolving(Effect(type="exchange"))
    table = opened(match)
    pick = first_die_of_an_exchange(match)
    table.act(pick, 0)
    table.pump()
    assert table.undo_button.enabled
    assert table.undo_button.label == "Undo: die pick"
    district = table.district_name(pick.spot.index)
    assert table.undo_button.tooltip.startswith("Take back: Anna picks ")
    assert table.undo_button.tooltip.endswith(f" in {district} (Ctrl+Z)")
    assert "space" not in table.undo_button.tooltip
    assert table.prompt.end_button.visible
    assert_undo_stands_clear(table)


def test_rep_influence_first_pick_is_named_a_rep_pick() -> None:
    rep = Pick(spot=Spot(area="district", index=2, pos=1))
    assert undo_words(rep, "rep_influence2") == "Undo: Rep pick"
    assert undo_words(rep, "follower_influence2") == "Undo: follower pick"
    assert undo_words(Pick(spot=Spot(area="board", index=0, pos=4))) == "Undo: follower pick"


def test_step_5_help_text_and_the_undo_button_never_overlap(opened_in_each_language: Any) -> None:
    table = opened_in_each_language(solo_turn_at_its_cards_step())
    assert table.prompt.sub.text
    assert_undo_stands_clear(table)


def test_every_own_undo_label_and_the_public_ones_of_a_short_name_are_whole_on_one_line(
        opened_in_each_language: Any) -> None:
    table = opened_in_each_language(solo_turn_at_its_cards_step())
    tr = table.ctx.tr
    words = [tr(w) for w in (*UNDO_WORDS.values(), *PICKED.values())]
    too_long = [w for w in words if not fits_on_one_line(table.undo_button, table.stage.painter,
                                                         tr.trc("dice undo", "Undo: {move}", move=w))]
    assert not too_long


def test_a_long_name_in_the_public_view_gives_way_to_move_then_is_cut() -> None:
    rep = Pick(spot=Spot(area="district", index=2, pos=1))
    assert whose_undo_words(rep, "Ada", lambda label: len(label) <= 20, "rep_influence2") == "Undo Ada's Rep pick"
    assert whose_undo_words(rep, "Maximiliane", lambda label: len(label) <= 23) == "Undo Maximiliane's move"
    assert whose_undo_words(rep, "Maximiliane", lambda label: len(label) <= 18) == "Undo Maxim…'s move"


def test_picking_ones_own_rep_first_reads_their_rep_in_the_tooltip(opened: Any) -> None:
    match = solo_turn_resolving(Effect(type="rep_influence"))
    table = opened(match)
    rep = next(a for a in match.legal_actions(0) if isinstance(a, Pick))
    table.act(rep, 0)
    table.pump()
    assert table.undo_button.label == "Undo: Rep pick"
    district = table.district_name(rep.spot.index)
    assert table.undo_button.tooltip == f"Take back: Anna picks their Rep in {district} (Ctrl+Z)"
    assert_undo_stands_clear(table)
