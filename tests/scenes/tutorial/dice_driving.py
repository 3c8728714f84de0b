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
from scenes.tutorial.diceocracy import DiceocracyLesson
from tests.scenes.tutorial import driving
from tests.scenes.tutorial.driving import Seen

GAME = "diceocracy"
COLUMNS = (0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95)
"""Where across a node the mouse tries first (this table's tests have always tried its middle third first)."""


def lesson_table(ctx: Any, match: Match[Any, Any, Any] | None = None) -> DiceocracyLesson:
    """The lesson on its table, on top of `ctx`'s stack (its autosave kept nowhere: the headless services')."""
    return driving.lesson_table(ctx, GAME, match)  # type: ignore[no-any-return]


def point_on(table: DiceocracyLesson, node: Node, accept: Any = interactive) -> tuple[int, int]:
    """A window point where `node` is the top-most node that `accept`s, and the coach's box is not."""
    return driving.point_on(table, node, accept, columns=COLUMNS)


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
    """Play the lesson to its end: "got it" (Enter) whenever the coach speaks with no move to suggest (a note is
    read first), the move `choose` picks whenever the learner is asked."""

    def make(ctx: Any, screen: Any, table: DiceocracyLesson, action: DiceocracyAction) -> None:
        slot = place(table, action) if place is not None and isinstance(action, TakeDie) else None
        perform(ctx, screen, table, action, slot, by_click)

    return driving.play(ctx, screen, table, choose, make, on_frame=on_frame, max_frames=max_frames, note_first=True)


COACHED_SLOTS = {(0, 0): 0, (2, 1): 1, (4, 0): 3}
"""Where the coach's words put the die it suggests taking (district, space) → slot."""


def follow_the_coach(table: DiceocracyLesson) -> DiceocracyAction:
    """The coach's suggested move; where it suggests none, the Normal bot's choice for the learner."""
    from game.diceocracy.bots import HeuristicBot

    return driving.follow_the_coach(table, HeuristicBot())  # type: ignore[no-any-return]


def coached_slot(table: DiceocracyLesson, action: TakeDie) -> PlaceFollower | None:
    slot = COACHED_SLOTS.get((action.district, action.space))
    return PlaceFollower(slot=slot) if slot is not None else None
