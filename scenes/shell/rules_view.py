"""The rulebooks, readable in-app: a choice of game and the scrollable text (shipped under assets/rules/)."""

from __future__ import annotations

from pathlib import Path

import pygame

from assets import asset_root
from scenes.engine.context import AppContext
from scenes.engine.widgets import Button, Choice, Label
from scenes.shell.base import ShellScene
from scenes.shell.textview import TextView

TITLES = {"demos": "DēmoS", "dindex": "Dindex", "diceocracy": "Diceocracy"}
LANGUAGES = {"de": "German original", "en": "English"}


def rulebooks() -> list[tuple[Path, str]]:
    """(file, label) for every shipped rulebook, e.g. (…/demos.de.txt, "DēmoS (German original)")."""
    books = []
    for path in sorted((asset_root() / "rules").glob("*.txt")):
        game, _, lang = path.stem.partition(".")
        label = TITLES.get(game, game.title())
        if lang:
            label += f" ({LANGUAGES.get(lang, lang)})"
        books.append((path, label))
    return books


class RulesScreen(ShellScene):
    heading = "Rules"

    def __init__(self, ctx: AppContext, game: str | None = None) -> None:
        super().__init__(ctx)
        self.books = rulebooks()
        self.start = next((p for p, _ in self.books if p.stem.split(".")[0] == game), None)

    def build(self) -> None:
        options = [(path, label) for path, label in self.books] or [(None, "No rulebooks installed")]
        self.choice = self.form.add(Choice(self.ctx, options, self.start, self.show,
                                           help="← → choose the rulebook; the wheel, ↑ ↓ and Page Up/Down scroll"))
        self.view = self.form.add(TextView(self.ctx))
        self.where = self.form.add(Label(self.ctx, "", size=14, colour=self.ctx.palette.text_dim, align="right"))
        self.done = self.form.add(Button(self.ctx, "Back", self.back))
        self.show(self.choice.value)

    def show(self, path: Path | None) -> None:
        self.view.set_text(path.read_text(encoding="utf-8") if path is not None else "")

    def layout(self) -> None:
        w, h = self.ctx.size
        margin = self.px(60)
        width = min(w - 2 * margin, self.px(1100))
        x = (w - width) // 2
        self.choice.rect = pygame.Rect(x, self.px(80), self.px(440), self.px(44))
        self.done.rect = pygame.Rect(x + width - self.px(160), self.px(80), self.px(160), self.px(44))
        self.view.rect = pygame.Rect(x, self.px(136), width, h - self.px(136) - self.px(60))
        self.where.rect = pygame.Rect(x, self.view.rect.bottom + self.px(6), width, self.px(22))

    def update(self, dt: float) -> None:
        total = len(self.view.lines())
        shown = min(total, self.view.offset + self.view.page)
        self.where.text = f"lines {self.view.offset + 1}–{shown} of {total}"

    def handle(self, event: pygame.event.Event) -> bool:
        # Scrolling keys always scroll the book, whichever widget has the focus.
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                           pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END):
            return self.view.key(event)
        if event.type == pygame.MOUSEWHEEL:
            return self.view.wheel(event.y)
        return super().handle(event)
