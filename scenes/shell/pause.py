"""The pause menu (Esc at the table), drawn translucent over the table: resume, save, load, seats, rules,
settings, quit to the menu (the autosave stays, so Continue resumes)."""

from __future__ import annotations

import re
from datetime import datetime

import pygame

from game.core.match import Match
from scenes.engine.context import AppContext
from scenes.engine.i18n import error_words
from scenes.engine.scene import Scene
from scenes.engine.widgets import Button, Label, Panel, TextInput, Widget, blit_text, fit_text, text_width, wrap_text
from scenes.shell.form import Form

SAFE_NAME = re.compile(r"[^\w\- ]+")


STATUS_H = 26
STATUS_LINES = 3
"""A status line wraps onto up to this many lines (playtest: "Jetzt: Platz 1 Bot (Anfänger), Platz 2 Bot (Anfän…")."""


class Overlay(Scene):
    """A translucent dialog: a centred panel of widgets over the dimmed scene below. Esc closes it."""

    opaque = False
    width = 440.0
    shade_alpha = 140
    """How dark the scene below is laid: still readable for a dialog about it."""

    def __init__(self, ctx: AppContext, title: str) -> None:
        super().__init__(ctx)
        self.form = Form()
        self.panel = self.form.add(Panel(ctx, title, alpha=255))  # dialogs stack: no text may show through
        self.rows: list[list[object]] = []
        self._status = ""
        self._status_rows = 1
        self.status_error = False

    def px(self, value: float) -> int:
        return round(value * self.ctx.scale)

    @property
    def status(self) -> str:
        return self._status

    @status.setter
    def status(self, text: str) -> None:
        self._status = text
        if self.panel.rect.w and len(self.status_lines()) != self._status_rows:  # the panel grows to hold it
            self.resized(self.ctx.size)

    def status_lines(self) -> list[str]:
        """The status as drawn: wrapped to the panel's width, on up to STATUS_LINES lines, each whole."""
        if not self._status:
            return []
        room = self.px(self.width) - self.px(40)
        font = self.ctx.fonts.get(self.px(16))
        lines = wrap_text(font, self._status, room)
        if len(lines) > STATUS_LINES:
            lines = [*lines[:STATUS_LINES - 1], " ".join(lines[STATUS_LINES - 1:])]
        return [fit_text(self.ctx, line, 16, room) for line in lines]

    def reset(self, title: str) -> None:
        """Start the dialog's widgets anew under `title` (its words in a language chosen meanwhile)."""
        focused = self.form.focused
        self._refocus = self.form.widgets.index(focused) if focused in self.form.widgets else None
        self.form.clear()
        self.panel = self.form.add(Panel(self.ctx, title, alpha=255))
        self.rows = []

    def relaid(self) -> None:
        """After `reset` and the new rows: laid out again, the focus where it was."""
        self.resized(self.ctx.size)
        index = getattr(self, "_refocus", None)
        if index is not None and index < len(self.form.widgets):
            self.form.focus(self.form.widgets[index])
        self.form.focus_first()

    def add_row(self, *widgets: Widget) -> None:
        for widget in widgets:
            self.form.add(widget)
        self.rows.append(list(widgets))

    def enter(self) -> None:
        self.resized(self.ctx.size)
        self.form.focus_first()

    def resized(self, size: tuple[int, int]) -> None:
        row_h, gap = self.px(46), self.px(10)
        w = self.px(self.width)
        # a line at the bottom of the panel for the status: below it, it would be drawn over the dialog
        # underneath (the pause menu's buttons) and hard to read
        self._status_rows = max(1, len(self.status_lines()))
        line_h = self.ctx.fonts.get(self.px(16)).get_linesize()
        h = self.px(58) + len(self.rows) * (row_h + gap) + self.px(18) + self.px(STATUS_H) + line_h * (
            self._status_rows - 1)
        self.panel.rect = pygame.Rect(0, 0, w, h)
        self.panel.rect.center = (size[0] // 2, size[1] // 2)
        x, y = self.panel.rect.x + self.px(28), self.panel.rect.y + self.px(58)
        inner = w - self.px(56)
        for row in self.rows:
            cell = (inner - (len(row) - 1) * gap) // len(row)
            for i, widget in enumerate(row):
                widget.rect = pygame.Rect(x + i * (cell + gap), y, cell, row_h)  # type: ignore[attr-defined]
            y += row_h + gap

    def close(self) -> None:
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.form.handle(event)
        return True  # modal: the table below gets nothing while we are up

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(self.ctx.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, self.shade_alpha))
        surface.blit(shade, (0, 0))
        self.form.draw(surface)
        lines = self.status_lines()
        if lines:
            pal = self.ctx.palette
            line_h = self.ctx.fonts.get(self.px(16)).get_linesize()
            bottom = self.panel.rect.bottom - self.px(14) - line_h * (len(lines) - 1)
            for i, text in enumerate(lines):
                blit_text(surface, self.ctx, text, 16, pal.danger if self.status_error else pal.highlight,
                          midbottom=(self.panel.rect.centerx, bottom + i * line_h))

    def status_rect(self) -> pygame.Rect:
        """Where the status lines are drawn: inside the panel, under the last row."""
        p = self.panel.rect
        extra = self.ctx.fonts.get(self.px(16)).get_linesize() * (self._status_rows - 1)
        return pygame.Rect(p.x, p.bottom - self.px(STATUS_H + 10) - extra, p.w, self.px(STATUS_H) + extra)


class PauseMenu(Overlay):
    shade_alpha = 215
    """Darker than other dialogs: Esc is what a person presses before stepping away from the computer, and
    their hand must not stay readable behind the menu (DēmoS playtest)."""

    def __init__(self, ctx: AppContext, table: Scene, match: Match) -> None:
        super().__init__(ctx, "")
        self.table, self.match = table, match
        self.build()

    def build(self) -> None:
        tr = self.ctx.tr
        self.reset(self.title_words())
        for label, action in ((tr("Resume"), self.close), (tr("Save game"), self.save), (tr("Load game"), self.load),
                              (tr("Seats: people and bots"), self.seats), (tr("Rules"), self.rules),
                              (tr("Settings"), self.settings), (tr("Quit to menu"), self.quit_to_menu)):
            self.add_row(Button(self.ctx, label, action, primary=action == self.close))

    def title_words(self) -> str:
        """The menu's title: what is paused."""
        return str(self.ctx.tr("Paused: {game}", game=self.match.rules.title))

    def language_changed(self) -> None:  # Settings is opened from here: the menu speaks the new language
        self.build()
        self.relaid()

    def save(self) -> None:
        self.ctx.stack.push(SaveDialog(self.ctx, self.match, self))

    def load(self) -> None:
        from scenes.shell.load import LoadScreen

        self.ctx.stack.push(LoadScreen(self.ctx, purpose="play"))

    def seats(self) -> None:
        from scenes.shell.seats import SeatsDialog

        self.ctx.stack.push(SeatsDialog(self.ctx, self.match))

    def rules(self) -> None:
        from scenes.shell.rules_view import RulesScreen

        self.ctx.stack.push(RulesScreen(self.ctx, game=self.match.rules.game_id))

    def settings(self) -> None:
        from scenes.shell.settings_view import SettingsScreen

        self.ctx.stack.push(SettingsScreen(self.ctx))

    def quit_to_menu(self) -> None:
        """Asked first: the game is kept, and the dialog says so (Esc or Stay goes back to the pause menu)."""
        self.ctx.stack.push(QuitDialog(self.ctx, self.match))


class QuitDialog(Overlay):
    """"Quit to menu?": a person who quits mid-game learns that nothing is lost before leaving the table."""

    width = 520.0

    def __init__(self, ctx: AppContext, match: Match) -> None:
        tr = ctx.tr
        super().__init__(ctx, tr("Quit to the main menu?"))
        self.match = match
        said = tr("Your game is saved: Continue on the main menu resumes it.")
        # as wide as the sentence needs (a longer language's too), within the window's design width
        need = text_width(ctx, said, 15)
        if need > self.px(self.width) - self.px(56):
            self.width = min(1160.0, need / ctx.scale + 60)
        self.add_row(Label(ctx, said, size=15))
        self.add_row(Button(ctx, tr("Stay"), self.close, primary=True), Button(ctx, tr("Quit to menu"), self.quit))

    def quit(self) -> None:
        self.ctx.services.autosave(self.match)
        self.ctx.services.to_menu()


class SaveDialog(Overlay):
    width = 560.0

    def __init__(self, ctx: AppContext, match: Match, pause: PauseMenu) -> None:
        tr = ctx.tr
        super().__init__(ctx, tr("Save game"))
        self.match, self.pause = match, pause
        # a file name: the date as files sort it, in every language
        default = f"{match.rules.title} {datetime.now():%Y-%m-%d %H%M}"
        self.name = TextInput(ctx, SAFE_NAME.sub("", default), max_len=60, on_submit=self.save,
                              allowed=lambda ch: not SAFE_NAME.match(ch), help=tr("Letters, digits, spaces, - and _"))
        self.where = Label(ctx, tr("in {folder}", folder=ctx.services.dirs.saves), size=13,
                           colour=ctx.palette.text_dim)
        self.add_row(self.name)
        self.add_row(self.where)
        self.add_row(Button(ctx, tr("Cancel"), self.close), Button(ctx, tr("Save"), self.save, primary=True))

    def save(self) -> None:
        tr = self.ctx.tr
        name = self.name.value.strip()
        if not name:
            self.status, self.status_error = tr("Give the save a name."), True
            return
        path = self.ctx.services.dirs.saves / f"{name}.json"
        try:
            self.match.save(path)
        except OSError as exc:
            self.status, self.status_error = tr("Could not save: {problem}", problem=error_words(tr, exc)), True
            return
        self.close()
        self.pause.status, self.pause.status_error = tr("Saved as “{name}”.", name=name), False
