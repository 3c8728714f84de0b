"""Helpers for the Diceocracy lesson's tests (no tests here): the lesson on its table in a headless window, and
a learner who plays it by mouse and keys, as tests/scenes/tables/diceocracy/test_table.py drives that table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.match import Match
from game.diceocracy.actions import (
    DiceocracyAction,
    DiscardAgenda,
    Focus,
    Manipulate,
    MoveFollower,
    Pick,
    PlaceFollower,
    PlayAdvert,
    PlayStunt,
    Respond,
    TakeCard,
    TakeDie,
)
from scenes.engine.dnd import interactive
from scenes.engine.headless import drag_events, key, mouse, pump
from scenes.engine.node import Node
from scenes.tables.diceocracy.buttons import GROUPS
from scenes.tutorial import lesson_setup
from scenes.tutorial.diceocracy import DiceocracyLesson
from scenes.tutorial.session import LessonContext, LessonServices, new_match
from tests.scenes.tutorial.lessons import Seen

GAME = "diceocracy"


def lesson_table(ctx: Any, match: Match[Any, Any, Any] | None = None) -> DiceocracyLesson:
    """The lesson on its table, on top of `ctx`'s stack (its autosave kept nowhere: the headless services')."""
    services = LessonServices(ctx.services, None)
    setup = lesson_setup(GAME)
    table = setup.make_table(LessonContext(ctx, services), match or new_match(ctx, GAME), setup.load())
    services.on_finished = lambda m: table.coaching.game_over()
    table.coaching.on_done = lambda: setattr(table, "lesson_done", True)
    ctx.stack.push(table)
    return table  # type: ignore[no-any-return]


def point_on(table: DiceocracyLesson, node: Node, accept: Any = interactive) -> tuple[int, int]:
    """A window point where `node` is the top-most node that `accept`s, and the coach's box is not."""
    rect = node.world_rect()
    box = table.coaching.box
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95):
            p = (round(rect.x + rect.w * fx), round(rect.y + rect.h * fy))
            if table.stage.root.pick(p, accept) is node and (box is None or not box.collidepoint(p)):
                return p
    raise AssertionError(f"{node} cannot be reached by the mouse")


def click(ctx: Any, screen: Any, at: tuple[int, int]) -> None:
    pump(ctx, screen, [mouse("move", at), mouse("down", at), mouse("up", at)])


def shown_buttons(table: DiceocracyLesson) -> list[Any]:
    return [b for label in table.button_labels() if (b := table.prompt.button(label)) is not None]


def press(ctx: Any, screen: Any, table: DiceocracyLesson, action: Any) -> None:
    """Click the button of `action` (opening the group it stands behind first)."""
    behind = [b for b in shown_buttons(table) for k, group in GROUPS.items()
              if b.data == ("button", k) and isinstance(action, group.kind)]
    if behind and not any(b.data == ("button", action) for b in shown_buttons(table)):
        click(ctx, screen, point_on(table, behind[0]))
    found = [b for b in shown_buttons(table) if b.data == ("button", action)]
    assert found, (action, table.button_labels())
    click(ctx, screen, point_on(table, found[0]))


def perform(ctx: Any, screen: Any, table: DiceocracyLesson, action: DiceocracyAction,
            place: PlaceFollower | None = None, by_click: bool = False) -> None:
    """Make `action` as a person would: drag the die, click the lit piece or card, click the button. A die taken
    from a district is dragged onto the slot `place` names (the first empty one if none is named), or clicked
    and then the slot (`by_click`): the take and the placement in one gesture."""
    m = table.match
    spots = table.spots
    before = len(m.actions)

    def drop_on(node: Node) -> tuple[int, int]:
        return point_on(table, node, lambda n: n.w > 0)

    if isinstance(action, TakeDie):
        die = spots.dice[("district", action.district, action.space)]
        slot = place or next(a for a in m.legal_after(0, action) if isinstance(a, PlaceFollower))
        if by_click:  # the die, then the slot
            click(ctx, screen, point_on(table, die))
            click(ctx, screen, drop_on(spots.slots[slot.slot]))
        else:
            pump(ctx, screen, drag_events(point_on(table, die), drop_on(spots.slots[slot.slot])))
        assert m.actions[before:before + 2] == [(0, action), (0, slot)], (action, slot, table.stage.toast_text)
        return
    elif isinstance(action, PlaceFollower):
        pump(ctx, screen, drag_events(point_on(table, table.taken), drop_on(spots.slots[action.slot])))
    elif isinstance(action, MoveFollower):
        die = spots.dice[("board", 0, action.source)]
        onto = spots.dice.get(("board", 0, action.target)) or spots.slots[action.target]
        pump(ctx, screen, drag_events(point_on(table, die), drop_on(onto)))
    elif isinstance(action, (Pick, Manipulate)):
        k = (action.spot.area, action.spot.index, action.spot.pos)
        click(ctx, screen, point_on(table, spots.dice.get(k) or spots.reps[k]))
    elif isinstance(action, Focus):
        click(ctx, screen, point_on(table, spots.dice[(action.spot.area, action.spot.index, action.spot.pos)]))
        press(ctx, screen, table, action)
    elif isinstance(action, TakeCard) and action.slot is not None:
        deck = "adverts" if table.view.pending[0].type == "advertising" else "stunts"
        click(ctx, screen, point_on(table, spots.face_up[(deck, action.slot)]))
    elif isinstance(action, (DiscardAgenda, PlayAdvert, PlayStunt)):
        deck = {DiscardAgenda: "agendas", PlayAdvert: "adverts", PlayStunt: "stunts"}[type(action)]
        click(ctx, screen, point_on(table, table.hand_nodes[(deck, action.card)]))
    else:
        press(ctx, screen, table, action)
        if isinstance(action, Respond) and action.cancel:
            pump(ctx, screen, [key(pygame.K_RETURN)])
    assert len(m.actions) > before, (action, table.stage.toast_text)
    assert m.actions[before] == (0, action), (m.actions[before], action)


def play(ctx: Any, screen: Any, table: DiceocracyLesson, choose: Callable[[DiceocracyLesson], DiceocracyAction], *,
         place: Callable[[DiceocracyLesson, TakeDie], PlaceFollower | None] | None = None, by_click: bool = False,
         on_frame: Callable[[], None] | None = None, max_frames: int = 6000) -> Seen:
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
        if asked and (now is None or (not now.note and part.suggestion() is not None)):  # a note is read first
            action = choose(table)
            slot = place(table, action) if place is not None and isinstance(action, TakeDie) else None
            perform(ctx, screen, table, action, slot, by_click)
        elif now is not None:
            pump(ctx, screen, [key(pygame.K_RETURN)])
    raise AssertionError(f"the lesson did not end; the coach said {seen.said}")


COACHED_SLOTS = {(0, 0): 0, (2, 1): 1, (4, 0): 3}
"""Where the coach's words put the die it suggests taking (district, space) → slot."""


def follow_the_coach(table: DiceocracyLesson) -> DiceocracyAction:
    """The coach's suggested move; where it suggests none, the Normal bot's choice for the learner."""
    suggested = table.coaching.suggestion()
    if suggested is not None:
        return suggested  # type: ignore[no-any-return]
    from game.diceocracy.bots import HeuristicBot

    match = table.match
    return HeuristicBot().choose(match.view(0), match.legal_actions(0), match.bot_rng())  # type: ignore[no-any-return]


def coached_slot(table: DiceocracyLesson, action: TakeDie) -> PlaceFollower | None:
    slot = COACHED_SLOTS.get((action.district, action.space))
    return PlaceFollower(slot=slot) if slot is not None else None
