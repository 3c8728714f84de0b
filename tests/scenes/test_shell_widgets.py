"""The form widgets and the Form that routes input to them: each is usable by mouse and keyboard alone."""

from __future__ import annotations

import pygame
import pytest

from scenes.engine.context import AppContext
from scenes.engine.scene import SceneStack
from scenes.engine.widgets import Button, Checkbox, Choice, ListItem, NumberField, ScrollList, TextInput, wrap_text
from scenes.shell.form import Form


@pytest.fixture
def ctx() -> AppContext:
    pygame.font.init()
    return AppContext(stack=SceneStack(), size=(1280, 720))


def keydown(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def press(form: Form, pos: tuple[int, int]) -> None:
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_focus_moves_over_enabled_widgets_only_and_wraps(ctx) -> None:
    form = Form()
    clicks: list[str] = []
    a, b, c = (form.add(Button(ctx, n, lambda n=n: clicks.append(n))) for n in "abc")
    b.enabled = False
    form.focus_first()
    assert form.focused is a
    form.handle(keydown(pygame.K_TAB))
    assert form.focused is c
    form.handle(keydown(pygame.K_DOWN))
    assert form.focused is a
    form.handle(keydown(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert form.focused is c
    form.handle(keydown(pygame.K_RETURN))
    assert clicks == ["c"]


def test_a_click_is_a_press_and_a_release_on_the_same_widget(ctx) -> None:
    form = Form()
    clicks: list[str] = []
    a = form.add(Button(ctx, "a", lambda: clicks.append("a")))
    b = form.add(Button(ctx, "b", lambda: clicks.append("b")))
    a.rect, b.rect = pygame.Rect(0, 0, 100, 40), pygame.Rect(0, 50, 100, 40)
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 60), button=1))
    assert clicks == []
    press(form, (10, 60))
    assert clicks == ["b"] and form.focused is b


def test_text_input_typing_limits_and_filters(ctx) -> None:
    seen: list[str] = []
    field = TextInput(ctx, "ab", seen.append, max_len=4, allowed=str.isalpha)
    field.text_input("c1d")
    assert field.value == "abcd"
    field.text_input("e")
    assert field.value == "abcd"
    field.key(keydown(pygame.K_BACKSPACE))
    assert field.value == "abc"
    field.key(keydown(pygame.K_BACKSPACE, pygame.KMOD_CTRL))
    assert field.value == "" and seen[-1] == ""
    assert field.key(keydown(pygame.K_a, unicode="a"))  # letters are not focus moves


def test_number_field_bounds_steps_and_none(ctx) -> None:
    got: list[int | None] = []
    field = NumberField(ctx, 3, 1, 5, got.append)
    for _ in range(4):
        field.key(keydown(pygame.K_RIGHT))
    assert field.parsed() == 5 and got[-1] == 5
    field.value = ""
    field.text_input("9")
    assert field.error and got[-1] == 5
    with pytest.raises(ValueError, match="at most 5"):
        field.parsed()
    optional = NumberField(ctx, None, 0, 4, got.append, allow_none=True)
    assert optional.parsed() is None
    optional.key(keydown(pygame.K_RIGHT))
    assert optional.parsed() == 0
    optional.rect = pygame.Rect(0, 0, 200, 40)
    optional.mouse_up(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(195, 5), button=1), True)  # ▲
    assert optional.parsed() == 1


def test_choice_cycles_both_ways_by_key_and_by_halves(ctx) -> None:
    choice = Choice(ctx, [(1, "one"), (2, "two"), (3, "three")], 2)
    choice.rect = pygame.Rect(0, 0, 300, 40)
    choice.key(keydown(pygame.K_RIGHT))
    assert choice.value == 3
    choice.key(keydown(pygame.K_RIGHT))
    assert choice.value == 1
    choice.mouse_up(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1), True)
    assert choice.value == 3


def test_checkbox_toggles_by_space(ctx) -> None:
    values: list[bool] = []
    box = Checkbox(ctx, "Sound", True, values.append)
    box.key(keydown(pygame.K_SPACE))
    assert values == [False] and not box.value


def test_scroll_list_keys_scroll_and_double_click(ctx) -> None:
    opened: list[int] = []
    items = [ListItem(f"row {i}", value=i) for i in range(20)]
    lst = ScrollList(ctx, items, on_activate=lambda it: opened.append(it.value))
    lst.rect = pygame.Rect(0, 0, 400, lst.row * 5)
    for _ in range(7):
        lst.key(keydown(pygame.K_DOWN))
    assert lst.selected == 6 and lst.offset == 2  # the selection stays in view
    lst.key(keydown(pygame.K_RETURN))
    assert opened == [6]
    lst.selected = 0
    assert not lst.key(keydown(pygame.K_UP))  # at the top the arrow moves the focus on instead
    lst.wheel(-100)
    assert lst.offset == 15
    pos = (50, lst.row // 2)
    lst.mouse_up(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1), True)
    lst.mouse_up(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1), True)
    assert lst.selected == 15 and opened == [6, 15]


def test_selecting_before_layout_does_not_scroll(ctx) -> None:
    lst = ScrollList(ctx, [ListItem(f"row {i}") for i in range(3)])
    lst.select(1)  # a screen preselects while building, before its layout gives the list a size
    assert lst.offset == 0 and lst.selected == 1


def test_wrap_keeps_words_and_paragraphs(ctx) -> None:
    font = ctx.fonts.get(18)
    lines = wrap_text(font, "Die Zahlenkarten werden in jeder Runde gesammelt.\n\nNeu gemischt.", 200)
    assert "" in lines and all(font.size(line)[0] <= 200 for line in lines)
    assert " ".join(line for line in lines if line).split() == (
        "Die Zahlenkarten werden in jeder Runde gesammelt. Neu gemischt.".split())
