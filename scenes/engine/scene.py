"""Scenes and the scene stack: the table, dialogs and the privacy screen sit on top of each other.

Input goes to the top scene only; drawing starts at the highest opaque scene and works upwards, so a
translucent dialog shows the table dimmed behind it while an opaque privacy screen hides everything below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.engine.context import AppContext


class Scene:
    """One screen. Subclasses override the hooks they need."""

    opaque: bool = True
    """False for overlays (dialogs, pause menu): the scenes below stay visible."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (pushed, or uncovered by a pop)."""

    def exit(self) -> None:
        """Called when the scene stops being the top (popped, replaced, or covered by a push)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one input event; return True when consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and bots by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto `surface` (sized to the window)."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size: redo the layout."""

    def language_changed(self) -> None:
        """The player chose another language in Settings (`ctx.tr` is already the new one): redo the words
        built ahead of drawing. Words translated as they are drawn need nothing."""


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].exit()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].enter()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take `scene` out wherever it lies (a pass screen under the pause menu that is no longer needed);
        the one below comes back on top if it was the top. Nothing happens when it is not on the stack."""
        if scene not in self._scenes:
            return
        if self._scenes[-1] is scene:
            self.pop()
            return
        self._scenes.remove(scene)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the stack down to one scene (back to the main menu, say)."""
        while self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def handle(self, event: pygame.event.Event) -> bool:
        top = self.top
        return top.handle(event) if top is not None else False

    def update(self, dt: float) -> None:
        # Every scene advances, so a bot keeps thinking under a translucent dialog; covered tables that
        # must not advance (privacy screen up) check for that themselves.
        for scene in list(self._scenes):
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i, scene in enumerate(self._scenes):
            if scene.opaque:
                start = i
        for scene in self._scenes[start:]:
            scene.draw(surface)

    def resized(self, size: tuple[int, int]) -> None:
        for scene in self._scenes:
            scene.resized(size)

    def language_changed(self) -> None:
        for scene in self._scenes:
            scene.language_changed()
