"""Helpers for the Dindex lesson's tests (no tests here): the lesson on its table in a headless window, and a learner
who plays it by mouse and keys."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.match import Match
from game.dindex.bots import HeuristicBot
from game.dindex.state import (
    AskMinistries,
    CampaignCard,
    Counter,
    DindexAction,
    ExchangeCard,
    PlayCard,
    ProposeCoalition,
    SubmitSecret,
)
from scenes.engine.dnd import interactive
from scenes.engine.headless import drag_events, key, mouse, pump
from scenes.engine.node import Node
from scenes.tutorial import lesson_setup
from scenes.tutorial.dindex import DindexLesson, button_for, drop_place, hand_cards
from scenes.tutorial.script import Lesson
from scenes.tutorial.session import LessonContext, LessonServices, new_match


@dataclass
class Seen:
    """What the learner saw the coach say: each step's id, a note (its `otherwise`) marked by a "!"."""

    said: list[str] = field(default_factory=list)
    moves: int = 0


def lesson() -> Lesson:
    return lesson_setup("dindex").load()


def lesson_table(ctx: Any, match: Match[Any, Any, Any, Any] | None = None) -> DindexLesson:
    """The lesson on its table, on top of `ctx`'s stack (its autosave kept nowhere: the headless services')."""
    services = LessonServices(ctx.services, None)
    table = lesson_setup("dindex").make_table(LessonContext(ctx, services), match or new_match(ctx, "dindex"),
                                              lesson())
    services.on_finished = lambda m: table.coaching.game_over()
    table.coaching.on_done = lambda: setattr(table, "lesson_done", True)
    ctx.stack.push(table)
    return table  # type: ignore[no-any-return]


def point_on(table: DindexLesson, node: Node, accept: Any = interactive) -> tuple[int, int]:
    """A window point where `node` is the top-most node that `accept`s, and the coach's box is not."""
    rect = node.world_rect()
    box = table.coaching.box
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.15, 0.3, 0.7, 0.85, 0.05, 0.95):
            p = (round(rect.x + rect.w * fx), round(rect.y + rect.h * fy))
            if table.stage.root.pick(p, accept) is node and (box is None or not box.collidepoint(p)):
                return p
    raise AssertionError(f"{node} cannot be reached by the mouse")


def click(ctx: Any, screen: pygame.Surface, table: DindexLesson, node: Node) -> None:
    at = point_on(table, node)
    pump(ctx, screen, [mouse("move", at), mouse("down", at), mouse("up", at)])


def perform(ctx: Any, screen: pygame.Surface, table: DindexLesson, action: DindexAction) -> None:
    """Make `action` as a person would: pick partners and propose, drag the card, click the button."""
    before = len(table.match.actions)
    if isinstance(action, ProposeCoalition):
        for seat in sorted(set(action.partners) ^ table.picked):
            click(ctx, screen, table, next(b for b in table.prompt.buttons if b.data == ("button", ("toggle", seat))))
    elif isinstance(action, AskMinistries):
        for portfolio in sorted(set(action.portfolios) ^ table.wanted):
            wish = ("button", ("wish", portfolio))
            click(ctx, screen, table, next(b for b in table.prompt.buttons if b.data == wish))
    if isinstance(action, (SubmitSecret, PlayCard, ExchangeCard, Counter, CampaignCard)):
        card = hand_cards(table, action.card)[0]
        place = drop_place(table, action)[0]
        pump(ctx, screen, drag_events(point_on(table, card), point_on(table, place, lambda n: n.drop_target)))
    else:
        click(ctx, screen, table, button_for(table, action)[0])
    assert len(table.match.actions) > before, (action, table.stage.toast_text())
    assert table.match.actions[before] == (0, action)


def play(ctx: Any, screen: pygame.Surface, table: DindexLesson, choose: Callable[[DindexLesson], DindexAction],
         *, on_frame: Callable[[], None] | None = None, max_frames: int = 20000,
         make: Callable[..., None] = perform) -> Seen:
    """Play the lesson to its end: "got it" (Enter) whenever the coach speaks with no move to suggest, the move
    `choose` picks whenever the learner is asked."""
    seen = Seen()
    for _ in range(max_frames):
        pump(ctx, screen)
        part = table.coaching
        now = part.coach.now
        if now is not None:
            label = f"{now.step.id}{'!' if now.note else ''}"
            if not seen.said or seen.said[-1] != label:
                seen.said.append(label)
        if on_frame is not None:
            on_frame()
        if getattr(table, "lesson_done", False):
            return seen
        asked = table.presenter is not None and table.presenter.asking == 0 and not table.animating
        if asked and (now is None or part.suggestion() is not None):
            make(ctx, screen, table, choose(table))
            seen.moves += 1
        elif now is not None:
            pump(ctx, screen, [key(pygame.K_RETURN)])
    raise AssertionError(f"the lesson did not end; the coach said {seen.said}")


def by_the_table(ctx: Any, screen: pygame.Surface, table: DindexLesson, action: DindexAction) -> None:
    """Make `action` through the table's own act (what every click and drop ends in), not by mouse."""
    assert table.act(action), action
    pump(ctx, screen)


def follow_the_coach(table: DindexLesson) -> DindexAction:
    """The coach's suggested move; where it suggests none, the Normal bot's choice for the learner."""
    suggested = table.coaching.suggestion()
    if suggested is not None:
        return suggested  # type: ignore[no-any-return]
    match = table.match
    return HeuristicBot().choose(match.view(0), match.legal_actions(0), match.bot_rng())  # type: ignore[no-any-return]
