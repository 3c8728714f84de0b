"""The learner who plays a lesson at its table, for every game's lesson tests (no tests here): the lesson on its
table in a headless window, a point the mouse can reach, the loop that plays it to its end ("got it" whenever
the coach speaks with no move to suggest, the chosen move whenever the learner is asked), and the coach's
suggestion as the learner's choice. Each game's helpers (lessons.py, dindex_lessons.py, dice_driving.py) add how
a move of that game is made by mouse and keys."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.match import Match
from scenes.engine.dnd import interactive
from scenes.engine.headless import key, pump
from scenes.engine.node import Node
from scenes.tutorial import lesson_setup
from scenes.tutorial.session import LessonContext, LessonServices, new_match

ROWS = (0.5, 0.3, 0.7, 0.15, 0.85)
COLUMNS = (0.5, 0.15, 0.3, 0.7, 0.85, 0.05, 0.95)
"""Where on a node the mouse tries, as fractions of its height and width, in this order."""


@dataclass
class Seen:
    """What the learner saw the coach say: each step's id, a note (its `otherwise`) marked by a "!"."""

    said: list[str] = field(default_factory=list)
    shown: list[tuple[str, pygame.Rect, list[pygame.Rect], list[pygame.Rect]]] = field(default_factory=list)
    """(step, box, what it talks about, the suggested move's places) for every frame it was on the screen."""
    moves: int = 0


def lesson_table(ctx: Any, game: str, match: Match[Any, Any, Any] | None = None) -> Any:
    """The lesson of `game` on its table, on top of `ctx`'s stack (its autosave kept nowhere: the headless
    services')."""
    services = LessonServices(ctx.services, None)
    setup = lesson_setup(game)
    table = setup.make_table(LessonContext(ctx, services), match or new_match(ctx, game), setup.load())
    services.on_finished = lambda m: table.coaching.game_over()
    table.coaching.on_done = lambda: setattr(table, "lesson_done", True)
    ctx.stack.push(table)
    return table


def point_on(table: Any, node: Node, accept: Any = interactive, columns: Sequence[float] = COLUMNS) -> tuple[int, int]:
    """A window point where `node` is the top-most node that `accept`s, and the coach's box is not."""
    rect = node.world_rect()
    box = table.coaching.box
    for fy in ROWS:
        for fx in columns:
            p = (round(rect.x + rect.w * fx), round(rect.y + rect.h * fy))
            if table.stage.root.pick(p, accept) is node and (box is None or not box.collidepoint(p)):
                return p
    raise AssertionError(f"{node} cannot be reached by the mouse")


def play(ctx: Any, screen: pygame.Surface, table: Any, choose: Callable[[Any], Any],
         make: Callable[[Any, pygame.Surface, Any, Any], None], *, on_frame: Callable[[], None] | None = None,
         max_frames: int = 6000, note_first: bool = False) -> Seen:
    """Play the lesson to its end: "got it" (Enter) whenever the coach speaks with no move to suggest, the move
    `choose` picks whenever the learner is asked, made by `make`. `note_first`: a note (the coach's answer to
    another move) is read before the next move."""
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
        if asked and (now is None or (not (note_first and now.note) and part.suggestion() is not None)):
            make(ctx, screen, table, choose(table))
            seen.moves += 1
        elif now is not None:
            pump(ctx, screen, [key(pygame.K_RETURN)])
    raise AssertionError(f"the lesson did not end; the coach said {seen.said}")


def follow_the_coach(table: Any, bot: Any) -> Any:
    """The coach's suggested move; where it suggests none, `bot`'s choice for the learner (the Normal bot)."""
    suggested = table.coaching.suggestion()
    if suggested is not None:
        return suggested
    match = table.match
    return bot.choose(match.view(0), match.legal_actions(0), match.bot_rng())


def box_problems(table: Any) -> list[str]:
    """What is wrong with the coach's box now: it leaves the window, or covers what the step talks about, the
    move it suggests or the table's own question (none while it is silent)."""
    part = table.coaching
    if part.box is None:
        return []
    part.layout()
    box = part.box
    step = part.coach.now.step.id if part.coach.now is not None else "?"
    out = []
    if not pygame.Rect((0, 0), table.ctx.size).contains(box):
        out.append(f"{step}: the box {box} leaves the window")
    out.extend(f"{step}: the box {box} covers what it talks about, {rect}" for rect in part.talked_about()
               if box.colliderect(rect))
    out.extend(f"{step}: the box {box} covers the suggested move or a question, {rect}" for rect in part.keep_clear()
               if box.colliderect(rect))
    return out
