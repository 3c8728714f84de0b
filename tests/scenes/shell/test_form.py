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
        ["Die", "Zahlenkarten", "werden", "in", "jeder", "Runde", "gesammelt.", "Neu", "gemischt."])


def typed(field: TextInput, *keys: tuple[int, int]) -> TextInput:
    for k, mod in keys:
        field.key(keydown(k, mod))
    return field


SHIFT, CTRL = pygame.KMOD_SHIFT, pygame.KMOD_CTRL


def test_typing_goes_in_at_the_caret_which_arrows_home_and_end_move(ctx) -> None:
    field = TextInput(ctx, "Ana")
    typed(field, (pygame.K_LEFT, 0), (pygame.K_LEFT, 0))
    field.text_input("n")
    assert field.value == "Anna" and field.caret == 2
    typed(field, (pygame.K_HOME, 0))
    field.text_input("J")
    assert field.value == "JAnna" and field.caret == 1
    typed(field, (pygame.K_END, 0), (pygame.K_RIGHT, 0))
    assert field.caret == 5
    typed(field, (pygame.K_DELETE, 0))  # nothing after the caret: nothing deleted
    assert field.value == "JAnna"
    typed(field, (pygame.K_HOME, 0), (pygame.K_DELETE, 0))
    assert field.value == "Anna" and field.caret == 0


def test_ctrl_arrows_go_by_words_and_ctrl_delete_or_backspace_to_the_edge(ctx) -> None:
    field = TextInput(ctx, "Grete Kowalski-Nowak")
    typed(field, (pygame.K_LEFT, CTRL))
    assert field.caret == len("Grete Kowalski-")
    typed(field, (pygame.K_LEFT, CTRL), (pygame.K_LEFT, CTRL))
    assert field.caret == 0
    typed(field, (pygame.K_RIGHT, CTRL), (pygame.K_RIGHT, CTRL))
    assert field.caret == len("Grete Kowalski")
    typed(field, (pygame.K_DELETE, CTRL))
    assert field.value == "Grete Kowalski"
    typed(field, (pygame.K_LEFT, CTRL), (pygame.K_BACKSPACE, CTRL))
    assert field.value == "Kowalski" and field.caret == 0


def test_shift_with_arrows_home_and_end_selects_and_typing_replaces_the_selection(ctx) -> None:
    field = TextInput(ctx, "Player 1")
    typed(field, (pygame.K_LEFT, SHIFT), (pygame.K_LEFT, SHIFT))
    assert field.selection() == (6, 8) and field.selected_text() == " 1"
    typed(field, (pygame.K_HOME, SHIFT))
    assert field.selected_text() == "Player 1"
    field.text_input("Cleo")
    assert field.value == "Cleo" and field.selection() is None and field.caret == 4
    typed(field, (pygame.K_HOME, 0), (pygame.K_END, SHIFT), (pygame.K_LEFT, 0))
    assert field.selection() is None and field.caret == 0, "an arrow collapses the selection to its side"
    typed(field, (pygame.K_RIGHT, SHIFT), (pygame.K_RIGHT, 0))
    assert field.caret == 1 and field.selection() is None


def test_ctrl_a_selects_all_and_backspace_or_delete_remove_the_selection(ctx) -> None:
    seen: list[str] = []
    field = TextInput(ctx, "Dũng", seen.append)
    typed(field, (pygame.K_a, CTRL))
    assert field.selected_text() == "Dũng"
    typed(field, (pygame.K_BACKSPACE, 0))
    assert field.value == "" and seen == [""]
    field.text_input("Eva Maria")
    typed(field, (pygame.K_LEFT, 0), (pygame.K_LEFT, SHIFT), (pygame.K_LEFT, SHIFT))
    typed(field, (pygame.K_DELETE, 0))
    assert field.value == "Eva Maa"


def test_copy_cut_and_paste_keep_the_fields_own_limits(ctx) -> None:
    source = TextInput(ctx, "Anna-Lena 2")
    typed(source, (pygame.K_HOME, 0), (pygame.K_RIGHT, CTRL | SHIFT), (pygame.K_c, CTRL))
    assert source.value == "Anna-Lena 2", "copying changes nothing"
    letters = TextInput(ctx, "", max_len=6, allowed=str.isalpha)
    typed(letters, (pygame.K_v, CTRL))
    assert letters.value == "Anna"
    typed(letters, (pygame.K_v, CTRL))
    assert letters.value == "AnnaAn", "a paste is cut to what still fits"
    typed(source, (pygame.K_a, CTRL), (pygame.K_x, CTRL))
    assert source.value == ""
    typed(source, (pygame.K_v, CTRL), (pygame.K_v, CTRL))
    assert source.value == "Anna-Lena 2Anna-Lena 2"[:40]
    typed(letters, (pygame.K_a, CTRL), (pygame.K_c, CTRL), (pygame.K_END, 0), (pygame.K_c, CTRL))
    blank = TextInput(ctx, "")
    typed(blank, (pygame.K_v, CTRL))
    assert blank.value == "AnnaAn", "Ctrl+C with nothing selected keeps the clipboard as it was"


def test_with_a_window_a_paste_is_one_line_a_newline_a_space(ctx) -> None:
    from scenes.engine import clipboard

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    try:
        clipboard.copy("Farid, line one\nline two")
        field = TextInput(ctx, "")
        typed(field, (pygame.K_v, CTRL))
        assert field.value == "Farid, line one line two", "one line: a pasted newline is a space"
    finally:
        pygame.display.quit()


def test_a_value_set_from_outside_puts_the_caret_at_its_end(ctx) -> None:
    field = TextInput(ctx, "long search words")
    typed(field, (pygame.K_a, CTRL))
    field.value = ""
    assert field.caret == 0 and field.selection() is None
    field.text_input("x")
    assert field.value == "x"


def test_a_click_places_the_caret_between_the_nearest_letters(ctx) -> None:
    field = TextInput(ctx, "Heuristic")
    field.rect = pygame.Rect(0, 0, 300, 40)
    font = ctx.fonts.get(round(18 * ctx.scale))
    x = round(10 * ctx.scale) + font.size("Heu")[0]
    field.mouse_down(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x + 1, 20), button=1))
    assert field.caret == 3


def test_a_long_value_scrolls_to_keep_the_caret_in_the_box(ctx) -> None:
    field = TextInput(ctx, "W" * 40, max_len=60)
    field.rect = pygame.Rect(0, 0, 120, 40)
    field.focused = True
    surface = pygame.Surface((400, 60))
    field.draw(surface)
    typed(field, (pygame.K_HOME, 0))
    field.draw(surface)  # drawn without error at either end; the caret's end of the text is the one shown
    field.mouse_down(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(12, 20), button=1))
    assert field.caret == 0
