"""Helpers for the DēmoS lesson's tests (no tests here): the lesson on its table in a headless window, and a
learner who plays it by mouse and keys (driving.py: what every lesson's learner does)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.match import Match
from game.demos.state import (
    ApplyMedia,
    CastVeto,
    Consent,
    DemosAction,
    Discard,
    SkipDiscard,
    TakeDiscard,
    TakeFromDeck,
)
from scenes.engine.dnd import interactive
from scenes.engine.headless import drag_events, key, mouse, pump
from scenes.engine.node import Node
from scenes.tutorial import lesson_setup
from scenes.tutorial.demos import DemosLesson
from scenes.tutorial.script import Lesson
from tests.scenes.tutorial import driving
from tests.scenes.tutorial.driving import Seen


def lesson() -> Lesson:
    return lesson_setup("demos").load()


def lesson_table(ctx: Any, match: Match[Any, Any, Any] | None = None) -> DemosLesson:
    """The lesson on its table, on top of `ctx`'s stack (its autosave kept nowhere: the headless services')."""
    return driving.lesson_table(ctx, "demos", match)  # type: ignore[no-any-return]


def point_on(table: DemosLesson, node: Node, accept: Any = interactive) -> tuple[int, int]:
    """A window point where `node` is the top-most node that `accept`s, and the coach's box is not."""
    return driving.point_on(table, node, accept)


def perform(ctx: Any, screen: pygame.Surface, table: DemosLesson, action: DemosAction) -> None:
    """Make `action` as a person would: drag the card, click the button, press the key."""
    view = table.view

    def drop_on(node: Node) -> tuple[int, int]:
        return point_on(table, node, lambda n: n.drop_target)

    if isinstance(action, Discard):
        card = next(c for c in table.hand.cards() if c.data == ("hand", action.card))
        events = drag_events(point_on(table, card), drop_on(table.slots[str(view.discard_step)]))
    elif isinstance(action, TakeDiscard):
        events = drag_events(point_on(table, table.card_nodes[action.card]), drop_on(table.hand))
    elif isinstance(action, TakeFromDeck):
        events = drag_events(point_on(table, table.people), drop_on(table.hand))
    elif isinstance(action, ApplyMedia):
        own = table.seat_nodes[0].figures
        media = next(n for n in own.values() if n.face is not None and n.face.id == "M" and n.draggable)
        start = point_on(table, media)
        pump(ctx, screen, [mouse("down", start), mouse("move", (start[0] + 12, start[1]))])
        at = drop_on(table.seat_nodes[action.target].figures[action.slot])
        pump(ctx, screen, [mouse("move", at), mouse("up", at)])
        suit = next(b for b in table.prompt.buttons if b.data == ("suit", action.suit))
        events = [mouse("down", point_on(table, suit)), mouse("up", point_on(table, suit))]
    else:
        hot = {Consent: pygame.K_a, CastVeto: pygame.K_v, SkipDiscard: pygame.K_k}[type(action)]
        button = next(b for b in table.prompt.buttons if b.hotkey == hot)
        events = [mouse("down", point_on(table, button)), mouse("up", point_on(table, button))]
    before = len(table.match.actions)
    pump(ctx, screen, events)
    if table.confirm_box.open:  # the veto is asked about first: Enter says yes (the coach lets it through)
        pump(ctx, screen, [key(pygame.K_RETURN)])
    assert len(table.match.actions) > before, (action, table.stage.toast_text())
    assert table.match.actions[before] == (0, action)


def play(ctx: Any, screen: pygame.Surface, table: DemosLesson, choose: Callable[[DemosLesson], DemosAction],
         *, on_frame: Callable[[], None] | None = None, max_frames: int = 6000) -> Seen:
    """Play the lesson to its end: "got it" (Enter) whenever the coach speaks with no move to suggest, the
    move `choose` picks whenever the learner is asked."""
    return driving.play(ctx, screen, table, choose, perform, on_frame=on_frame, max_frames=max_frames)


def follow_the_coach(table: DemosLesson) -> DemosAction:
    """The coach's suggested move; where it suggests none, the Normal bot's choice for the learner."""
    from game.demos.bots import HeuristicBot

    return driving.follow_the_coach(table, HeuristicBot())  # type: ignore[no-any-return]
