"""Diceocracy events as animations (scenes/tables/diceocracy/anim.py): popularity and money step along
their tracks with a rising note, which stays in its own row (playtest 5)."""

from __future__ import annotations

from typing import Any

from game.core.trusted import emit
from game.diceocracy import events as ev
from tests.scenes.tables.diceocracy.test_landing import ctx_by_size, match_at_annas_turn, open_table  # noqa: F401


def test_popularity_and_money_changes_step_the_track_with_a_rising_note() -> None:
    import pygame

    import game.diceocracy as dc
    from game.core.match import Match, SeatSpec
    from scenes.engine.headless import make_context, pump
    from scenes.engine.nodes import TextNode
    from scenes.tables.diceocracy.table import make_table

    context, screen = make_context((1280, 720))
    try:
        context.services.settings.animation_speed = "normal"
        table = make_table(context, Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 5))
        context.stack.push(table)
        pump(context, screen)
        track = table.spots.tracks[(0, "pink")]
        start = track.value
        events = [emit(ev.Popularity(seat=0, color="pink", value=start + 1)),
                  emit(ev.Popularity(seat=0, color="pink", value=start + 3))]
        for e in events:  # queued one by one, as the table does while animating
            table.anims.queue([e])
        notes: set[str] = set()
        values: list[int] = []
        for _ in range(200):
            notes.update(n.text for n in table.fx.children if isinstance(n, TextNode) and n.visible)
            values.append(track.value)
            if not table.stage.animator.busy:
                break
            pump(context, screen)
        assert {"+1 pink", "+2 pink"} <= notes  # each step by its own amount
        assert values[0] == start and start + 1 in values and values[-1] == start + 3
    finally:
        pygame.quit()


def test_a_popularity_note_stays_in_its_own_row(ctx_by_size: Any) -> None:  # noqa: F811
    """The "+1 blue" note slides along the blue row and fades; it crossed the pink track rising (playtest 5)."""
    from scenes.engine.nodes import TextNode

    table = open_table(ctx_by_size, match_at_annas_turn(2))
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
