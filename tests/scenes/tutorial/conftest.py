"""The lesson tests' window: a headless window at each size a lesson is checked at (the driver is driving.py)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.engine.headless import make_context


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def window(request: Any) -> Any:
    ctx, screen = make_context(request.param)
    yield ctx, screen
    pygame.quit()
