"""Fast-forward (N at a table): the bots act and the moves land at once until a person is asked again.

Which log line names a move on the Undo button and the pass screen's take-back: the mover's own line,
found by the mover's whole name (last stop's note: "Ann" was found inside "Anna").

A tooltip goes when a dialog covers the table (Diceocracy playtest: a tooltip stayed visible behind the
pause menu)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.bots import RandomBot
from game.core.match import Match, SeatSpec
from game.core.protocol import Event
from scenes.engine.headless import key, make_context, mouse, pump
from scenes.engine.scene import Scene
from scenes.engine.stage import TOOLTIP_DELAY
from scenes.engine.tween import Wait
from scenes.tables.common.table import FAST_FORWARD_KEY, BaseTable
from tests.core.toy_game import Step, ToyRules
from tests.scenes.tables.common.test_hotseat import Evening


class SlowToyTable(BaseTable):
    """Every event of the toy race plays a one-second step, as a real table's moves take time to watch."""

    def animate_event(self, event: Event) -> None:
        self.stage.animator.add(Wait(1.0))


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720), speed="normal")
    yield context, screen
    pygame.quit()


def open_table(context: Any, bots: int) -> SlowToyTable:
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=f"Bot {i}", level="random") for i in range(bots)]
    table = SlowToyTable(context, Match(ToyRules(), {"target": 30}, seats, 5), bot_factory=lambda level: RandomBot())
    context.stack.push(table)
    return table


def test_fast_forward_asks_the_person_again_within_a_few_frames_with_no_animation_running(ctx) -> None:
    context, screen = ctx
    table = open_table(context, bots=2)
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    assert presenter.asking == 0
    assert table.act(Step(size=1))
    pump(context, screen, frames=3)
    assert table.animating and presenter.asking is None  # normal speed: Anna's move is still playing
    pump(context, screen, [key(FAST_FORWARD_KEY)], frames=4)
    assert presenter.asking == 0 and not table.animating
    assert [seat for seat, _ in table.match.actions] == [0, 1, 2]  # both bots have played, one move each
    assert not presenter.rushing  # the person is asked: the chosen speed applies again
    assert table.act(Step(size=1))
    pump(context, screen, frames=3)
    assert table.animating  # the next moves play at normal speed once more


def test_without_fast_forward_the_bots_take_their_time_at_normal_speed(ctx) -> None:
    context, screen = ctx
    table = open_table(context, bots=2)
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    assert table.act(Step(size=1))
    pump(context, screen, frames=6)
    assert presenter.asking is None and len(table.match.actions) == 1


def test_fast_forward_while_the_person_is_asked_changes_nothing_and_says_so(ctx) -> None:
    context, screen = ctx
    table = open_table(context, bots=1)
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    assert presenter.asking == 0
    pump(context, screen, [key(FAST_FORWARD_KEY)])
    assert not presenter.rushing and presenter.asking == 0 and table.match.actions == []
    assert not presenter.fast_forward()


def test_a_dialog_over_the_table_takes_the_tooltip_away() -> None:
    evening = Evening("demos", "hbbb", {"mode": "full"}, 5, speed="instant")
    try:
        table, ctx, screen = evening.table, evening.ctx, evening.screen
        pump(ctx, screen, frames=3)
        deck = table.people
        assert deck.tooltip
        pump(ctx, screen, [mouse("move", deck.world_rect().center)], frames=round(TOOLTIP_DELAY * 60) + 5)
        assert table.stage.tooltip_text == deck.tooltip
        ctx.stack.push(Scene(ctx))  # the pause menu, say
        pump(ctx, screen)
        assert table.stage.tooltip_text is None
        ctx.stack.pop()
        pump(ctx, screen, [mouse("move", deck.world_rect().center)], frames=round(TOOLTIP_DELAY * 60) + 5)
        assert table.stage.tooltip_text == deck.tooltip  # back at the table, the pointer picks again
    finally:
        pygame.quit()


def test_a_message_moves_off_the_words_at_its_usual_place_and_comes_back_when_they_go(ctx) -> None:
    from scenes.engine.nodes import TextNode
    from scenes.tables.common.toastspot import toast_box, word_rects

    context, screen = ctx
    table = open_table(context, bots=1)
    pump(context, screen)
    home = table.stage.toast_y
    words = table.stage.root.add(TextNode("A seat's name and points, where messages usually go", size=16,
                                          x=200, y=home + 4))
    pump(context, screen)
    table.toast("Not your turn")
    assert table.stage.toast_y != home
    assert not any(r.colliderect(toast_box(table.stage, "Not your turn"))
                   for r in word_rects(table.stage.root, table.stage.painter))
    words.detach()
    pump(context, screen)
    table.toast("Not your turn")
    assert table.stage.toast_y == home  # the table's own place again, once it is free
