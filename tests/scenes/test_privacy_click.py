"""Only a click that began on the pass screen passes the computer (Dindex playtest: a click on the table's
"OK, seen", released as "Pass to Lena" came up, dismissed it unseen and opened Lena's hand)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.privacy import PrivacyScreen


@pytest.fixture
def ctx() -> Any:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def test_the_end_of_a_click_that_began_below_does_not_pass_the_computer(ctx: Any) -> None:
    context, screen = ctx
    ready: list[bool] = []
    gate = PrivacyScreen(context, "Lena", lambda: ready.append(True))
    context.stack.push(gate)
    pump(context, screen, [mouse("up", (640, 360))])
    assert not ready and context.stack.top is gate
    pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))])
    assert ready == [True] and context.stack.top is not gate
