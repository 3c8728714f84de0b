"""Helpers for the lesson tests (no tests here): the DēmoS lesson on its table in a headless window, and a
learner who plays it by mouse and keys."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
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
from scenes.tutorial.session import LessonContext, LessonServices, new_match


@dataclass
class Seen:
    """What the learner saw the coach say: each step's id, a note (its `otherwise`) marked by a "!"."""

    said: list[str] = field(default_factory=list)
    shown: list[tuple[str, pygame.Rect, list[pygame.Rect], list[pygame.Rect]]] = field(default_factory=list)
    """(step, box, what it talks about, the suggested move's places) for every frame it was on the screen."""


def lesson() -> Lesson:
    return lesson_setup("demos").load()


def lesson_table(ctx: Any, match: Match[Any, Any, Any] | None = None) -> DemosLesson:
    """The lesson on its table, on top of `ctx`'s stack (its autosave kept nowhere: the headless services')."""
    services = LessonServices(ctx.services, None)
    table = lesson_setup("demos").make_table(LessonContext(ctx, services), match or new_match(ctx, "demos"),
                                             lesson())
    services.on_finished = lambda m: table.coaching.game_over()
    table.coaching.on_done = lambda: setattr(table, "lesson_done", True)
    ctx.stack.push(table)
    return table


def point_on(table: DemosLesson, node: Node, accept: Any = interactive) -> tuple[int, int]:
    """A window point where `node` is the top-most node that `accept`s, and the coach's box is not."""
    rect = node.world_rect()
    box = table.coaching.box
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.15, 0.3, 0.7, 0.85, 0.05, 0.95):
            p = (round(rect.x + rect.w * fx), round(rect.y + rect.h * fy))
            if table.stage.root.pick(p, accept) is node and (box is None or not box.collidepoint(p)):
                return p
    raise AssertionError(f"{node} cannot be reached by the mouse")


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
    seen = Seen()
    for _ in range(max_frames):
        pump(ctx, screen)
        part = table.coaching
        now = part.coach.now
        if now is not None:
            label = f"{now.step.id}{'!' if now.note else ''}"
            if not seen.said or seen.said[-1] != label:
                seen.said.append(label)
            if part.box is not None:
                seen.shown.append((label, part.box.copy(), part.talked_about(), part.move_spots()))
        if on_frame is not None:
            on_frame()
        if getattr(table, "lesson_done", False):
            return seen
        asked = table.presenter is not None and table.presenter.asking == 0 and not table.animating
        if asked and (now is None or part.suggestion() is not None):
            perform(ctx, screen, table, choose(table))
        elif now is not None:
            pump(ctx, screen, [key(pygame.K_RETURN)])
    raise AssertionError(f"the lesson did not end; the coach said {seen.said}")


def follow_the_coach(table: DemosLesson) -> DemosAction:
    """The coach's suggested move; where it suggests none, the Normal bot's choice for the learner."""
    suggested = table.coaching.suggestion()
    if suggested is not None:
        return suggested  # type: ignore[no-any-return]
    from game.demos.bots import HeuristicBot

    match = table.match
    return HeuristicBot().choose(match.view(0), match.legal_actions(0), match.bot_rng())
