"""Settings: language, animation speed, fullscreen, sound volume. Each change is saved at once in the user's
config folder; a new language applies at once (the screens rebuild their words)."""

from __future__ import annotations

import pygame

from scenes.engine.context import AppContext
from scenes.engine.i18n import LANGUAGES, N_
from scenes.engine.widgets import Button, Checkbox, Choice, Label, Panel, Slider
from scenes.shell.base import ShellScene

SPEEDS = [("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast")),
          ("instant", N_("Instant (no animation)"))]


class SettingsScreen(ShellScene):
    heading = N_("Settings")

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.rows: list[tuple[Label, object]] = []

    def build(self) -> None:
        services = self.ctx.services
        current = services.settings
        tr = self.ctx.tr
        self.rows = []
        self.panel = self.form.add(Panel(self.ctx))
        # each language is named in itself, so a player who cannot read the current one finds their own
        self.language = Choice(self.ctx, list(LANGUAGES.items()), tr.language,
                               lambda v: services.update_settings(language=v),
                               help=tr("The language of every screen, the log and the rules; it applies at once"))
        self.speed = Choice(self.ctx, [(value, tr(words)) for value, words in SPEEDS], current.animation_speed,
                            lambda v: services.update_settings(animation_speed=v),
                            help=tr("How fast cards move at the table; a click always skips the running animation"))
        self.fullscreen = Checkbox(self.ctx, "", current.fullscreen, lambda v: services.update_settings(fullscreen=v),
                                   help=tr("F11 switches between fullscreen and a window at any time"))
        self.volume = Slider(self.ctx, current.volume, 0, 100, 10, lambda v: services.update_settings(volume=v),
                             help=tr("How loud the table's cues are (cards, dice, voters, your turn, results); "
                                     "0 is silent. ← → change it by 10 %"))
        for text, widget in ((tr("Language"), self.language), (tr("Animation speed"), self.speed),
                             (tr("Fullscreen"), self.fullscreen), (tr("Sound volume"), self.volume)):
            label = Label(self.ctx, text, size=19, bold=True)
            self.form.add(label)
            self.form.add(widget)
            self.rows.append((label, widget))
        self.size_note = self.form.add(Label(self.ctx, "", size=15, colour=self.ctx.palette.text_dim))
        self.folders = self.form.add(Label(self.ctx, "", size=14, colour=self.ctx.palette.text_dim, wrap=True))
        self.done = self.form.add(Button(self.ctx, tr("Back"), self.back, primary=True))

    def enter(self) -> None:
        super().enter()
        # F11 may have changed fullscreen while we were covered; show the truth.
        self.fullscreen.value = self.ctx.services.settings.fullscreen

    def size_words(self) -> str:
        """The window's size as it is now (the saved one is only written when the app closes)."""
        w, h = self.ctx.size
        if self.ctx.services.settings.fullscreen:
            return self.ctx.tr("Fullscreen, {w}×{h}: F11 goes back to a window.", w=w, h=h)
        return self.ctx.tr("Window size {w}×{h}: the window opens at this size next time.", w=w, h=h)

    def layout(self) -> None:
        w, h = self.ctx.size
        pw, row = self.px(760), self.px(58)
        self.panel.rect = pygame.Rect(0, 0, pw, len(self.rows) * row + self.px(220))
        self.panel.rect.midtop = (w // 2, self.px(90))
        x0 = self.panel.rect.x + self.px(40)
        y = self.panel.rect.y + self.px(36)
        for label, widget in self.rows:
            label.rect = pygame.Rect(x0, y, self.px(250), self.px(44))
            widget.rect = pygame.Rect(x0 + self.px(270), y, self.px(380), self.px(44))  # type: ignore[attr-defined]
            y += row
        dirs = self.ctx.services.dirs
        self.size_note.text = self.size_words()
        self.size_note.rect = pygame.Rect(x0, y + self.px(6), pw - self.px(80), self.px(30))
        self.folders.text = self.ctx.tr("Settings are kept in {config}\nSaves and history are kept in {data}",
                                        config=dirs.config, data=dirs.data)
        self.folders.rect = pygame.Rect(x0, y + self.px(52), pw - self.px(80), self.px(120))
        self.done.rect = pygame.Rect(0, 0, self.px(200), self.px(48))
        self.done.rect.midbottom = (w // 2, self.panel.rect.bottom - self.px(22))
