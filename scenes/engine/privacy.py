"""The hot-seat hand-off: an opaque screen that hides the table until the named player clicks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.engine.render import rounded_box
from scenes.engine.scene import Scene


KEYS = "Enter or a click: ready · Esc: the pause menu (save, seats, quit)"


class PrivacyScreen(Scene):
    """"Pass to Anna — click when ready". Nothing of the table below is drawn while it is up."""

    opaque = True

    def __init__(self, ctx: Any, name: str, on_ready: Callable[[], None], *, note: str = "",
                 on_escape: Callable[[], None] | None = None) -> None:
        super().__init__(ctx)
        self.name = name
        self.note = note
        self.on_ready = on_ready
        self.on_escape = on_escape
        self.done = False

    def ready(self) -> None:
        if self.done:
            return
        self.done = True
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        self.on_ready()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.ready()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.ready()
                return True
            if event.key == pygame.K_ESCAPE and self.on_escape is not None:
                self.on_escape()
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.ctx.palette
        fonts = self.ctx.fonts
        s = self.ctx.scale
        w, h = surface.get_size()
        surface.fill((16, 20, 26))
        box_w, box_h = round(620 * s), round(250 * s)
        box = rounded_box((box_w, box_h), pal.panel, radius=round(16 * s), border=pal.accent, width=max(2, round(3 * s)))
        title = fonts.get(40 * s, True).render(f"Pass to {self.name}", True, pal.text)
        if title.get_width() > box_w - 40 * s:
            title = pygame.transform.smoothscale_by(title, (box_w - 40 * s) / title.get_width())
        sub = fonts.get(20 * s).render(f"{self.name} — click when ready", True, pal.accent)
        if sub.get_width() > box_w - 40 * s:  # a 40-character name must not run out of the box
            sub = pygame.transform.smoothscale_by(sub, (box_w - 40 * s) / sub.get_width())
        box.blit(title, title.get_rect(center=(box_w / 2, 80 * s)))
        box.blit(sub, sub.get_rect(center=(box_w / 2, 150 * s)))
        hint_text = self.note or "Everyone else, look away: the next screen shows a private hand."
        hint = fonts.get(14 * s).render(hint_text, True, pal.text_dim)
        box.blit(hint, hint.get_rect(center=(box_w / 2, 205 * s)))
        surface.blit(box, box.get_rect(center=(w / 2, h / 2)))
        if self.on_escape is not None:  # the hand-off is also where a hot-seat evening pauses, saves or quits
            keys = fonts.get(14 * s).render(KEYS, True, pal.text_dim)
            surface.blit(keys, keys.get_rect(center=(w / 2, h / 2 + box_h / 2 + 30 * s)))
