"""Copy and paste for text fields: the system clipboard through pygame.scrap where the platform has one, else a
clipboard inside the app (a name copied from one field still pastes into another). Never raises."""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

_kept = ""
"""The app's own clipboard: what was last copied, used when the system's cannot be reached."""
FAILURES = (pygame.error, AttributeError, NotImplementedError, RuntimeError, UnicodeError)
"""What a clipboard that is not there (no window, a driver without one, an old build) may raise."""


def _scrap() -> Any:
    """pygame.scrap when it can be used now: it needs a window, and not every build or driver has it (pygame-ce
    2.2 and later need no init for text). None otherwise."""
    scrap = getattr(pygame, "scrap", None)
    if scrap is None or pygame.display.get_surface() is None or not hasattr(scrap, "put_text"):
        return None
    return scrap


def copy(text: str) -> None:
    global _kept
    _kept = text
    scrap = _scrap()
    if scrap is not None:
        with contextlib.suppress(*FAILURES):  # the app's own copy is kept above
            scrap.put_text(text)


def paste() -> str:
    scrap = _scrap()
    text: Any = None
    if scrap is not None:
        with contextlib.suppress(*FAILURES):
            text = scrap.get_text()
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    if isinstance(text, str) and text:
        return text.replace("\x00", "")
    return _kept
