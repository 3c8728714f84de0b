"""A game's table with the coach on it: the hooks every lesson's table forwards to its `LessonPart`, once.

A lesson's table is the game's own table class with `Coached` mixed in before it, and the game's lesson set-up
named (`class DindexLesson(Coached, DindexTable): setup = SETUP`): the same rules core, presenter and bots as any
game, and nothing in scenes/tables knows of lessons. The hooks: the coach looks at each position the table
shows (`show`), hears of each move made through it (`act`), keeps the bots waiting while it speaks (`holding`),
takes its keys and clicks first (`handle`), holds the table's motion while it speaks of an event the table shows
(`update`: only where the set-up's table tells it of events as they are logged, as DēmoS's does) and draws over
the table (`draw`). A game's table adds what only it needs on top (DēmoS: the events logged and the motion held
after them; Diceocracy: a die's take and placement seen as one move).
"""

from __future__ import annotations

from functools import cached_property
from typing import Any, ClassVar

import pygame

from scenes.tables.common.table import BaseTable
from scenes.tutorial.lesson import LessonPart, LessonSetup
from scenes.tutorial.script import Lesson


class Coached(BaseTable[Any, Any]):
    """Mixed in before a game's table class; `setup` is the game's lesson set-up."""

    setup: ClassVar[LessonSetup]

    def __init__(self, ctx: Any, match: Any, lesson: Lesson, **kw: Any) -> None:
        self.lesson = lesson
        super().__init__(ctx, match, **kw)

    @cached_property
    def coaching(self) -> LessonPart:
        """Made when the table first shows a position (the base table's set-up ends by showing one)."""
        return LessonPart(self, self.lesson, self.setup)

    def observing(self) -> bool:
        """Does the coach look at the position shown now? Not while a move plays out."""
        return not self.animating

    # -- the hooks the coach needs ----------------------------------------------------------------------
    def show(self) -> None:
        super().show()
        if self.observing():
            self.coaching.observe()

    def act(self, action: Any, seat: int | None = None) -> bool:
        return self.coaching.move(action, lambda: super(Coached, self).act(action, seat))

    @property
    def holding(self) -> bool:
        """The bots also wait while the coach speaks."""
        return bool(super().holding) or self.coaching.speaking

    def handle(self, event: pygame.event.Event) -> bool:
        if self.coaching.handle(event):
            return True
        if self.coaching.holding_motion and event.type == pygame.MOUSEBUTTONDOWN:
            return True  # a click skips what moves: not past the coach's words about it
        return bool(super().handle(event))

    def update(self, dt: float) -> None:
        allowed = self.coaching.motion(dt)
        if allowed >= dt:
            super().update(dt)
        else:  # the coach speaks of what the table shows: its motion waits (the rest of the frame goes on)
            animator = self.stage.animator
            if allowed > 0:
                animator.update(allowed)
            setattr(animator, "update", lambda _dt: None)  # noqa: B010 (this frame only)
            try:
                super().update(dt)
            finally:
                delattr(animator, "update")
        self.coaching.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.coaching.draw(surface)
