"""The Dindex table fits at 1280×720 and at 1920×1080 in a crowded position (issue 12, tests and
measurements): seven parties, a ten-card hand, a long chain, a formation with every partner asking; no text
wider than its box or cut short, no two panels over each other."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context, pump
from scenes.tables.dindex.table import make_table
from tests.scenes.dindex_crowded import (
    NAMES,
    clipped_texts,
    crowded_formation,
    crowded_open_window,
    drive_until,
    overlapping_panels,
    seven_party_table,
)

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture(params=SIZES, ids=["720p", "1080p"])
def ctx(request: Any) -> Iterator[tuple[Any, Any]]:
    context, screen = make_context(request.param, "instant")
    yield context, screen
    pygame.quit()


def test_seven_parties_in_the_counter_window_with_a_long_chain_and_a_crowded_hand_fit(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    table.sync(crowded_open_window(table.view))
    table.draw(ctx[1])
    assert clipped_texts(table) == []
    assert overlapping_panels(table) == []


def test_seven_parties_negotiating_a_coalition_fit_without_clipping(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    table.sync(crowded_formation(table.view))
    table.draw(ctx[1])
    assert clipped_texts(table) == []
    assert overlapping_panels(table) == []


def test_the_seven_party_start_of_the_game_fits(ctx: Any) -> None:
    table = seven_party_table(*ctx, replay=False)
    pump(*ctx, frames=2)
    assert clipped_texts(table) == []
    assert overlapping_panels(table) == []


@pytest.mark.parametrize("players, seed", [(5, 1), (7, 2)])
def test_a_partner_answering_an_offer_sees_every_button_clear_of_the_hand(ctx: Any, players: int, seed: int) -> None:
    """§ 5.2: Accept, Decline, a tick per ministry and Ask for these, above the hand, the text unclipped."""
    seats = [SeatSpec(name=NAMES[0])] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:players]]
    table = make_table(ctx[0], Match(dindex.GAME.rules, {}, seats, seed))
    ctx[0].stack.push(table)
    drive_until(table.match, lambda v: v.phase == "respond" and v.active[:1] == (0,))
    table.show()
    pump(*ctx, frames=2)
    assert "Accept (A)" in table.button_labels()
    assert clipped_texts(table) == []
    assert overlapping_panels(table) == []
