"""Enter uses the focused node; with nothing focused, a button whose key is Enter takes it (the Dindex
counter banner's "Go on: everybody lets it stand (Enter)" did nothing when pressed in a playtest)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from scenes.engine.headless import key, make_context
from scenes.engine.nodes import ButtonNode
from scenes.engine.stage import Stage


@pytest.fixture
def stage() -> Iterator[Stage]:
    context, _screen = make_context((1280, 720))
    yield Stage(context)
    pygame.quit()


def test_enter_presses_the_button_whose_key_it_is_when_nothing_has_the_focus(stage: Stage) -> None:
    pressed: list[str] = []
    stage.root.add(ButtonNode("Go on (Enter)", lambda: pressed.append("go on"), hotkey=pygame.K_RETURN))
    assert stage.handle(key(pygame.K_RETURN))
    assert pressed == ["go on"]


def test_enter_uses_the_focused_button_first(stage: Stage) -> None:
    pressed: list[str] = []
    stage.root.add(ButtonNode("Go on (Enter)", lambda: pressed.append("go on"), hotkey=pygame.K_RETURN))
    other: Any = stage.root.add(ButtonNode("Counter!", lambda: pressed.append("counter"), x=200))
    stage.move_focus(1)
    while stage.focus is not other:
        stage.move_focus(1)
    assert stage.handle(key(pygame.K_RETURN))
    assert pressed == ["counter"]
