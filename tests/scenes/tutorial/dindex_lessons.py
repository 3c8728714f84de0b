"""Helpers for the Dindex lesson's tests (no tests here): the lesson on its table in a headless window, and a learner
who plays it by mouse and keys (driving.py: what every lesson's learner does)."""

from __future__ import annotations

from collections.abc import Callable
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
from scenes.engine.headless import drag_events, mouse, pump
from scenes.engine.node import Node
from scenes.tutorial import lesson_setup
from scenes.tutorial.dindex import DindexLesson, button_for, drop_place, hand_cards
from scenes.tutorial.script import Lesson
from tests.scenes.tutorial import driving
from tests.scenes.tutorial.driving import Seen


def lesson() -> Lesson:
    return lesson_setup("dindex").load()


def lesson_table(ctx: Any, match: Match[Any, Any, Any, Any] | None = None) -> DindexLesson:
    """The lesson on its table, on top of `ctx`'s stack (its autosave kept nowhere: the headless services')."""
    return driving.lesson_table(ctx, "dindex", match)  # type: ignore[no-any-return]


def point_on(table: DindexLesson, node: Node, accept: Any = interactive) -> tuple[int, int]:
    """A window point where `node` is the top-most node that `accept`s, and the coach's box is not."""
    return driving.point_on(table, node, accept)


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
    return driving.play(ctx, screen, table, choose, make, on_frame=on_frame, max_frames=max_frames)


def by_the_table(ctx: Any, screen: pygame.Surface, table: DindexLesson, action: DindexAction) -> None:
    """Make `action` through the table's own act (what every click and drop ends in), not by mouse."""
    assert table.act(action), action
    pump(ctx, screen)


def follow_the_coach(table: DindexLesson) -> DindexAction:
    """The coach's suggested move; where it suggests none, the Normal bot's choice for the learner."""
    return driving.follow_the_coach(table, HeuristicBot())  # type: ignore[no-any-return]
