"""TEMPORARY: the old thin base, kept only until the Dindex and Diceocracy tables move onto scenes.tables.common.table.BaseTable (then this file goes).

What every game table shares: a stage, a presenter (play mode) or a fixed viewer (replay mode), the
undo button and Ctrl+Z, Esc for the pause menu, resizing, and re-syncing whenever the animations drain."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

import pygame

from game.core.match import Match
from game.core.protocol import Event
from scenes.engine.scene import Scene
from scenes.engine.stage import Stage
from scenes.presenter import Presenter


class LegacyBaseTable(Scene):
    opaque = True

    def __init__(self, ctx: Any, match: Match, *, mode: Literal["play", "replay"] = "play",
                 viewer: int | None = None, bot_factory: Any = None) -> None:
        super().__init__(ctx)
        self.match = match
        self.mode = mode
        self.stage = Stage(ctx, background=self.paint_background)
        self.stage.animator.on_idle = self.show
        self.presenter: Presenter | None = None
        self._replay_viewer = viewer
        if mode == "play":
            self.presenter = Presenter(ctx, match, self, bot_factory=bot_factory)
        self.frames = 0
        self.build()
        self.layout()
        self.show()

    # -- what subclasses provide ------------------------------------------------------------------
    def build(self) -> None:
        """Create the nodes that live as long as the table."""

    def layout(self) -> None:
        """Place the nodes for the current window size (stage.virtual_size)."""

    def sync(self, view: Any) -> None:
        """Make the nodes show `view` and light up what the asked seat may do."""

    def animate(self, events: Sequence[Event]) -> None:
        """Queue tweens for these events on `self.stage.animator`."""

    def paint_background(self, surface: pygame.Surface) -> None:
        surface.fill(self.ctx.palette.felt)

    # -- the presenter's hooks --------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.presenter.viewer if self.presenter is not None else self._replay_viewer

    @property
    def asking(self) -> int | None:
        return self.presenter.asking if self.presenter is not None else None

    @property
    def holding(self) -> bool:
        """A card is being dragged or has been picked by click: bots wait so the table stays put."""
        return self.stage.dragging is not None or self.stage.selection is not None

    @property
    def animating(self) -> bool:
        return self.stage.animator.busy

    def show(self) -> None:
        if self.stage.animator.busy:
            return  # the animations' end calls show again
        self.stage.cancel()
        self.sync(self.match.view(self.viewer))

    def play(self, events: Sequence[Event]) -> None:
        self.stage.cancel()
        self.animate(events)
        if not self.stage.animator.busy:
            self.show()

    def set_match(self, match: Match) -> None:
        """Replay viewer: show another point of the game (from the same viewer)."""
        self.match = match
        if self.presenter is not None:
            self.presenter.match = match
        self.stage.animator.finish_all()
        self.show()

    def undo(self) -> None:
        if self.presenter is not None and not self.presenter.undo():
            self.stage.toast("Nothing of yours can be taken back now.")

    # -- Scene ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_ESCAPE and not self.stage.selection and self.stage.dragging is None:
                services = getattr(self.ctx, "services", None)
                if services is not None:
                    services.open_pause(self, self.match)
                return True
        return self.stage.handle(event)

    def update(self, dt: float) -> None:
        self.stage.update(dt)
        if self.presenter is not None:
            self.presenter.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.frames += 1
        self.stage.draw(surface)

    def resized(self, size: tuple[int, int]) -> None:
        self.stage.resize(size)
        self.layout()
        if not self.stage.animator.busy:
            self.show()
