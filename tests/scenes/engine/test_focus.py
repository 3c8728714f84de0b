"""One focus model: Tab, Shift+Tab, wrap-around and Enter behave the same on a shell screen and on a table, and the
focus ring and the buttons look the same on both."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from scenes.app import App
from scenes.engine.buttonlook import ButtonLook
from scenes.engine.context import AppContext
from scenes.engine.focus import FocusRing
from scenes.engine.headless import key, make_context, pump
from scenes.engine.nodes import ButtonNode
from scenes.engine.stage import Stage
from scenes.engine.theme import focus_ring_width
from scenes.engine.widgets import Button, Choice
from scenes.shell.form import Form
from scenes.shell.load import LoadScreen
from scenes.shell.menu import MainMenu
from scenes.tables.demos.table import DemosTable
from tests.scenes.support.shell import app, home, send, top, toy_registered  # noqa: F401


@pytest.fixture
def ctx() -> Iterator[AppContext]:
    context, _ = make_context((1280, 720))
    yield context
    pygame.quit()


@dataclass(eq=False)
class Item:
    name: str
    focused: bool = False


def recorder(used: list[str]) -> Callable[[Item], bool]:
    """An activate callback that notes which item Enter used."""

    def use(item: Item) -> bool:
        used.append(item.name)
        return True

    return use


def test_tab_walks_the_order_and_wraps_around_and_shift_tab_walks_back() -> None:
    items = [Item("a"), Item("b"), Item("c")]
    used: list[str] = []
    ring = FocusRing(lambda: items, recorder(used))
    assert ring.handle_key(key(pygame.K_TAB)) and ring.current is items[0]
    ring.handle_key(key(pygame.K_TAB))
    ring.handle_key(key(pygame.K_TAB))
    assert ring.current is items[2]
    ring.handle_key(key(pygame.K_TAB))
    assert ring.current is items[0]  # past the last comes the first
    ring.handle_key(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert ring.current is items[2]  # and before the first, the last
    assert [i.focused for i in items] == [False, False, True]  # only the focused item shows the ring
    assert ring.handle_key(key(pygame.K_RETURN)) and used == ["c"]


def test_the_first_shift_tab_lands_on_the_last_item_and_enter_without_focus_does_nothing() -> None:
    items = [Item("a"), Item("b")]
    used: list[str] = []
    ring = FocusRing(lambda: items, recorder(used))
    assert not ring.handle_key(key(pygame.K_RETURN)) and used == []
    ring.handle_key(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert ring.current is items[1]


def test_with_nothing_to_focus_tab_is_not_used() -> None:
    ring: FocusRing[Item] = FocusRing(lambda: [], lambda item: True)
    assert not ring.handle_key(key(pygame.K_TAB)) and ring.current is None


def test_an_item_that_left_the_order_hands_the_next_tab_to_the_first() -> None:
    items = [Item("a"), Item("b"), Item("c")]
    ring = FocusRing(lambda: items, lambda item: True)
    ring.focus(items[1])
    gone = items.pop(1)
    ring.handle_key(key(pygame.K_TAB))
    assert ring.current is items[0] and not gone.focused


def test_the_main_menu_tabs_over_its_usable_buttons_wraps_and_enter_opens(app: App) -> None:  # noqa: F811
    send(app)
    menu = top(app)
    assert isinstance(menu, MainMenu)
    if menu.offer is not None:  # the first start's offer set aside (its buttons follow Quit: tests/scenes/tutorial)
        menu.offer.hide()
    buttons = menu.buttons
    order = [label for label, button in buttons.items() if button.enabled]
    assert "Continue" not in order  # no autosave: Continue cannot be used, so Tab skips it
    seen = []
    for _ in range(len(order)):
        seen.append(next(label for label, b in buttons.items() if b is menu.form.focused))
        send(app, key(pygame.K_TAB))
    assert seen == order and menu.form.focused is buttons["New game"]  # round the ring and back to the start
    send(app, key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert menu.form.focused is buttons["Quit"]
    send(app, key(pygame.K_TAB, pygame.KMOD_SHIFT), key(pygame.K_TAB, pygame.KMOD_SHIFT),
         key(pygame.K_TAB, pygame.KMOD_SHIFT), key(pygame.K_TAB, pygame.KMOD_SHIFT),
         key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert menu.form.focused is buttons["Load"]
    send(app, key(pygame.K_RETURN))
    assert isinstance(top(app), LoadScreen)


def test_a_table_tabs_over_its_buttons_usable_first_wraps_and_enter_clicks(ctx: AppContext) -> None:
    stage = Stage(ctx)
    clicks: list[str] = []
    undo = stage.root.add(ButtonNode("Undo", lambda: clicks.append("undo"), x=10, enabled=False))
    done = stage.root.add(ButtonNode("Done", lambda: clicks.append("done"), x=200))
    hint = stage.root.add(ButtonNode("Hint", lambda: clicks.append("hint"), x=400))
    stage.handle(key(pygame.K_TAB))
    assert stage.focus is done  # what can be used now comes first
    stage.handle(key(pygame.K_TAB))
    stage.handle(key(pygame.K_TAB))
    assert stage.focus is undo
    stage.handle(key(pygame.K_TAB))
    assert stage.focus is done
    stage.handle(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert stage.focus is undo and undo.focused and not done.focused
    stage.handle(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert stage.focus is hint
    assert stage.handle(key(pygame.K_RETURN)) and clicks == ["hint"]
    hint.visible = False
    assert not stage.handle(key(pygame.K_RETURN)) and clicks == ["hint"]  # a hidden button is not used blind


def test_the_demos_table_tabs_round_what_can_be_used_and_enter_picks_up_a_card(ctx: AppContext) -> None:
    screen = pygame.display.get_surface()
    assert screen is not None
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in ("Ben", "Cleo", "Dan")]
    table = DemosTable(ctx, Match(demos.GAME.rules, {"mode": "full"}, seats, 11))
    ctx.stack.push(table)
    pump(ctx, screen, frames=10)  # the table rebuilds its nodes over its first frames, then holds them
    order = list(table.stage.focus_ring.order())
    assert len(order) > 2
    visited = []
    for _ in order:
        pump(ctx, screen, [key(pygame.K_TAB)])
        visited.append(table.stage.focus)
    assert visited == order
    pump(ctx, screen, [key(pygame.K_TAB)])
    assert table.stage.focus is order[0]  # round the ring and back to the start
    pump(ctx, screen, [key(pygame.K_TAB, pygame.KMOD_SHIFT)])
    assert table.stage.focus is order[-1]
    pump(ctx, screen, [key(pygame.K_TAB)])
    assert table.stage.focus is order[0] and table.stage.selection is None
    pump(ctx, screen, [key(pygame.K_RETURN)])
    assert table.stage.selection is not None and table.stage.selection.item is order[0]


def test_a_form_and_a_stage_move_the_focus_the_same_way(ctx: AppContext) -> None:
    form = Form()
    stage = Stage(ctx)
    for name in "abc":
        form.add(Button(ctx, name, lambda: None))
        stage.root.add(ButtonNode(name, lambda: None))
    keys = [key(pygame.K_TAB), key(pygame.K_TAB), key(pygame.K_TAB), key(pygame.K_TAB),
            key(pygame.K_TAB, pygame.KMOD_SHIFT), key(pygame.K_TAB, pygame.KMOD_SHIFT)]
    on_form: list[str | None] = []
    on_stage: list[str | None] = []
    for event in keys:
        form.handle(event)
        stage.handle(event)
        on_form.append(form.focused.text if form.focused is not None else None)  # type: ignore[attr-defined]
        on_stage.append(stage.focus.label if stage.focus is not None else None)  # type: ignore[attr-defined]
    assert on_form == on_stage == ["a", "b", "c", "a", "c", "b"]


def test_a_focused_button_looks_the_same_on_a_menu_and_on_a_table(ctx: AppContext) -> None:
    for kind in ("normal", "primary", "danger"):
        on_menu = Button(ctx, "End turn", lambda: None, size=16, kind=kind)
        on_menu.rect = pygame.Rect(0, 0, 140, 36)
        on_menu.focused = True
        menu_screen = pygame.Surface((140, 36), pygame.SRCALPHA)
        on_menu.draw(menu_screen)
        stage = Stage(ctx)
        on_table = stage.root.add(ButtonNode("End turn", lambda: None, w=140, h=36, size=16, kind=kind))
        on_table.focused = True
        table_picture = stage.painter.surface(on_table, 1.0)
        assert table_picture is not None
        assert pygame.image.tobytes(menu_screen, "RGBA") == pygame.image.tobytes(table_picture, "RGBA"), kind


def test_the_focus_ring_is_the_stages_colour_and_width_on_every_shell_widget(ctx: AppContext) -> None:
    ring_px = focus_ring_width(ctx.scale)
    for widget in (Button(ctx, "Start", lambda: None), Choice(ctx, [(1, "one"), (2, "two")])):
        widget.rect = pygame.Rect(0, 0, 200, 44)
        widget.focused = True
        screen = pygame.Surface((200, 44))
        widget.draw(screen)
        middle = screen.get_height() // 2
        ring = [screen.get_at((x, middle))[:3] for x in range(ring_px)]
        assert ring == [ctx.palette.focus] * ring_px, type(widget).__name__
        assert screen.get_at((ring_px + 1, middle))[:3] != ctx.palette.focus


def test_an_unknown_button_kind_is_refused_when_the_button_is_made(ctx: AppContext) -> None:
    with pytest.raises(ValueError, match="kind 'warning'"):
        Button(ctx, "Go", lambda: None, kind="warning")
    with pytest.raises(ValueError, match="normal, primary, danger"):
        ButtonLook("Go", (10, 10), 12, 1.0, "warning")
