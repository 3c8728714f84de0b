"""Playtest 5 at the Diceocracy table, the "changed since your last turn" rings: the popularity tracks are
ringed as one block (a ring a row ran into the next and through the line below), the candidate and
personality lines as one, and a ringed die that may be taken keeps its lit frame in sight over the ring.
And the player's own followers stay readable while a die is taken from the districts."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.trusted import emit
from game.diceocracy import events as ev
from game.diceocracy.actions import EndTurn, TakeDie
from game.diceocracy.state import Spot
from scenes.engine.headless import make_context, pump
from scenes.tables.diceocracy.look import LitFrame
from tests.scenes.tables.diceocracy.positions import solo_turn_at_its_cards_step
from tests.scenes.tables.diceocracy.test_landing import match_at_annas_turn, open_table


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def ctx(request: Any) -> Iterator[tuple[Any, pygame.Surface]]:
    context, screen = make_context(request.param)
    yield context, screen
    pygame.quit()


def test_several_tracks_of_a_seat_changed_are_ringed_once_round_all_of_them(ctx: Any) -> None:
    table = open_table(ctx, match_at_annas_turn(2))
    events = [emit(ev.Popularity(seat=1, color=c, value=2)) for c in ("pink", "blue")]
    events.append(emit(ev.Money(seat=1, value=4)))
    table.marks.played(1, events, len(table.match.actions))
    table.show()
    assert [n.data for n in table.ringed] == [("tracks", 1)]
    block = table.ringed[0]
    for key in ("pink", "blue", "green", "orange", "money"):
        assert table.spots.tracks[(1, key)].is_inside(block)
        assert block.world_rect().contains(table.spots.tracks[(1, key)].world_rect())


def test_candidate_and_personality_chosen_are_ringed_as_one(ctx: Any) -> None:
    table = open_table(ctx, match_at_annas_turn(2))
    events = [emit(ev.CandidateChosen(seat=1, tile=0, color="pink", side="votes")),
              emit(ev.PersonalityChosen(seat=1, tiles=(0, 1), sides=(0, 0), description="x"))]
    assert [n.data for e in events for n in table.landing_nodes(e)] == [("identity", 1)] * 2


def test_a_ringed_die_that_may_be_taken_shows_its_lit_frame_over_the_ring(ctx: Any) -> None:
    context, screen = ctx
    table = open_table(ctx, match_at_annas_turn(2))
    take = next(a for a in table.legal() if isinstance(a, TakeDie))
    die = table.spots.dice[("district", take.district, take.space)]
    assert die.lit
    spot = Spot(area="district", index=take.district, pos=take.space)
    table.marks.played(1, [emit(ev.DieChanged(seat=1, spot=spot, old=2, new=3))],
                       len(table.match.actions))
    table.show()
    assert die in table.ringed
    layer = table.marks.layer.children
    frames = [n for n in layer if isinstance(n, LitFrame)]
    assert len(frames) == 1 and frames[0].world_rect() == die.world_rect()
    assert layer.index(frames[0]) > max(i for i, n in enumerate(layer) if not isinstance(n, LitFrame))
    pump(context, screen, frames=1)
    highlight = tuple(table.stage.painter.palette.highlight)
    rect = die.world_rect()
    alone = die.paint(table.stage.painter, die.world_scale())  # the lit die as it looks unringed
    assert alone is not None
    row = rect.h // 2
    lit_alone = [dx for dx in range(rect.w // 4) if tuple(alone.get_at((dx, row)))[:3] == highlight]
    on_screen = [dx for dx in range(rect.w // 4) if tuple(screen.get_at((rect.x + dx, rect.y + row)))[:3] == highlight]
    assert lit_alone and on_screen == lit_alone  # the whole frame shows, over the ring


def test_taking_a_die_greys_the_printed_dice_but_not_ones_own_followers(ctx: Any) -> None:
    match = solo_turn_at_its_cards_step()
    match.submit(0, EndTurn())  # the bag's turn, then Anna takes her next die
    if match.view(0).phase == "bag_tie":
        pytest.skip("the bag's roll tied in this position")
    table = open_table(ctx, match)
    assert table.view.phase == "take" and any(isinstance(a, TakeDie) for a in table.legal())
    followers = [n for key, n in table.spots.dice.items() if key[:2] == ("board", 0)]
    assert followers and not any(n.dimmed for n in followers)
    assert table.spots.printed and all(n.dimmed for n in table.spots.printed)  # those never move


def test_a_popularity_note_stays_in_its_own_row(ctx: Any) -> None:
    """The "+1 blue" note slides along the blue row and fades; it crossed the pink track rising (playtest 5)."""
    from scenes.engine.nodes import TextNode

    table = open_table(ctx, match_at_annas_turn(2))
    for seat in (0, 1):  # the front board's tracks and the other seat's small ones
        blue = table.spots.tracks[(seat, "blue")]
        before = set(table.fx.children)
        assert table.anims.track_change(seat, "blue", blue.value + 1, {}) is not None
        (note,) = [n for n in table.fx.children if n not in before and isinstance(n, TextNode)]
        assert note.text == "+1 blue"
        scale = table.stage.root.scale
        _w, h = note.measure(table.stage.painter)
        top, bottom = note.world_pos()[1], note.world_pos()[1] + h * scale
        for other in ("pink", "green"):
            rect = table.spots.tracks[(seat, other)].world_rect()
            assert bottom <= rect.top or top >= rect.bottom, (seat, other, top, bottom, rect)
        note.detach()
