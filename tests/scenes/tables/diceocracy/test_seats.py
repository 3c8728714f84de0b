"""The seats at the Diceocracy table (scenes/tables/diceocracy/seats.py): a hand closes up when a card is
played and every card shows its effect whenever it fits (playtest 5: five cards lost their text although
there was room), the taken die's box there only while a die waits, and a board's turn checklist saying whose
turn it is."""

from __future__ import annotations

import pygame
import pytest

from game.diceocracy.actions import PlayAdvert
from game.diceocracy.components import components
from scenes.engine.headless import make_context, pump
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from tests.scenes.tables.diceocracy.positions import solo_turn_at_its_actions_step
from tests.scenes.tables.diceocracy.test_board import ctx, open_table, solo_at, texts  # noqa: F401
from tests.scenes.tables.diceocracy.test_fits import LANGUAGES, SIZES, check_fits, crowded_match


def pattern_stunts() -> list[int]:
    return [i for i, s in enumerate(components().stunts) if s.pattern is not None]


def open_crowded(size: tuple[int, int], hand: dict[str, tuple[int, ...]], language: str = "en") -> DiceocracyTable:
    """Maximiliane at step 5 with these cards in hand (and money for any)."""
    match = crowded_match("cards")
    players = list(match.state.players)
    players[0] = players[0].model_copy(update=hand)
    match.state = match.state.model_copy(update={"players": tuple(players)})  # the hand-built position
    context, screen = make_context(size, language=language)
    table = make_table(context, match)
    context.stack.push(table)
    pump(context, screen, frames=2)
    return table


def readable(table: DiceocracyTable) -> list[bool]:
    """Whether each card in hand shows its effect (a compact card shows kind and name only)."""
    return [not node.compact for node in table.hand_nodes.values()]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_five_cards_in_hand_each_show_their_effect(size: tuple[int, int], language: str) -> None:
    try:
        table = open_crowded(size, {"agendas": (0, 1), "adverts": (0, 1), "stunts": (pattern_stunts()[0],)}, language)
        assert len(table.hand_nodes) == 5
        assert all(readable(table))
        check_fits(table)
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_a_card_played_closes_the_hand_up_at_once(size: tuple[int, int], language: str) -> None:
    try:
        table = open_crowded(size, {"agendas": (0, 1, 2), "adverts": (0, 1, 2), "stunts": (0, 1, 2)}, language)
        played = next(a for a in table.legal() if isinstance(a, PlayAdvert))
        table.hand_nodes[("adverts", played.card)].on_click()
        assert ("adverts", played.card) not in table.hand_nodes
        view = table.view
        assert view.order[view.order_index] == 0  # still her turn
        rects = sorted(node.world_rect() for node in table.hand_nodes.values())
        assert len(rects) == 8
        gaps = {b.left - a.right for a, b in zip(rects, rects[1:], strict=False)}
        assert max(gaps) - min(gaps) <= 1, gaps  # evenly spaced: no hole where the card was
        assert rects[0].left == round(table.right_x * table.stage.root.scale)
        check_fits(table)
    finally:
        pygame.quit()


def test_the_taken_die_box_shows_the_die_while_it_waits_and_goes_once_it_is_placed(ctx) -> None:  # noqa: F811
    context, screen = ctx
    waiting = open_table(context, screen, solo_at("place"))
    turn = waiting.view.turn
    assert turn is not None and waiting.taken is not None
    assert (waiting.taken.die_color, waiting.taken.value) == (turn.die.color, turn.die.value)
    assert any(n.text == "Taken die" for n in texts(waiting))
    placed = open_table(context, screen, solo_turn_at_its_actions_step())
    assert placed.taken is None and not any(n.text == "Taken die" for n in texts(placed))


def test_a_boards_turn_checklist_says_whose_turn_it_is() -> None:
    """Playtest: a replay's public view told a bot 'Your turn' on its own board."""
    from types import SimpleNamespace

    from scenes.tables.diceocracy.seats import turn_steps

    view = SimpleNamespace(phase="take", active=(1,), order=(1, 0), order_index=0, turn=None)
    assert turn_steps(view, 1).startswith("Your turn: ")
    assert turn_steps(view, 1, "Ben's turn").startswith("Ben's turn: ")
    assert turn_steps(view, 0) == ""  # not seat 0's turn
