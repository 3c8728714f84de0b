"""The first start's offer: on the main menu of an app that has no settings file yet, a card beside the menu's
buttons offers Learn to play. It does not stand in the way (the menu works as ever beside it, and another screen
opened from the menu takes it away) and it is made once: answering it writes `tutorial_offered` into the settings,
and so the settings file whose absence brought it (as the first game started or setting changed does). Light to
import: the menu builds it on its first frame."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.engine.i18n import N_
from scenes.engine.widgets import Button, Label, Panel
from scenes.tutorial import kept_lessons, lesson_games

if TYPE_CHECKING:
    from scenes.shell.base import ShellScene

OFFER_TITLE = N_("New to these games?")
OFFER_TEXT = N_("Learn a game by playing it: a guided first game, with a coach at the table who explains each rule "
                "as it comes up.")
OFFER_YES = N_("Learn to play")
OFFER_NO = N_("Not now")


def first_start(menu: ShellScene) -> bool:
    """Is this the app's first start (no settings file yet, no lesson started), with a lesson to offer?"""
    services = menu.ctx.services
    dirs = getattr(services, "dirs", None)
    return dirs is not None and not dirs.settings.is_file() and bool(lesson_games()) and not kept_lessons(services)


class FirstStartOffer:
    """The card's widgets, added to the menu's form after its own buttons (so the focus starts on New game)."""

    def __init__(self, menu: ShellScene, learn: object) -> None:
        self.menu = menu
        ctx = menu.ctx
        tr = ctx.tr
        form = menu.form
        self.panel = form.add(Panel(ctx, tr(OFFER_TITLE)))
        self.text = form.add(Label(ctx, tr(OFFER_TEXT), size=16, wrap=True))
        self.yes = form.add(Button(ctx, tr(OFFER_YES), self.accept, primary=True, size=17))
        self.no = form.add(Button(ctx, tr(OFFER_NO), self.decline, size=17))
        self.learn = learn
        self.open = True

    @property
    def widgets(self) -> tuple[Panel, Label, Button, Button]:
        return self.panel, self.text, self.yes, self.no

    def layout(self, column: pygame.Rect) -> None:
        """Beside the menu's column of buttons (`column`), on its right, in the middle of the window."""
        px = self.menu.px
        w, h = self.menu.ctx.size
        x = column.right + px(40)
        width = min(px(360), w - x - px(16))
        height = px(250)
        self.panel.rect = pygame.Rect(x, max(px(16), (h - height) // 2), width, height)
        inner = self.panel.rect.inflate(-2 * px(18), 0)
        self.text.rect = pygame.Rect(inner.x, self.panel.rect.y + px(50), inner.w, px(120))
        bh, gap = px(42), px(10)
        bw = (inner.w - gap) // 2
        y = self.panel.rect.bottom - px(16) - bh
        self.yes.rect = pygame.Rect(inner.x, y, bw, bh)
        self.no.rect = pygame.Rect(inner.x + bw + gap, y, bw, bh)

    def hide(self) -> None:
        self.open = False
        for widget in self.widgets:
            widget.visible = False

    def answered(self) -> None:
        """The offer has been made: it goes, and the settings remember it."""
        self.hide()
        update = getattr(self.menu.ctx.services, "update_settings", None)
        if update is not None:
            update(tutorial_offered=True)

    def accept(self) -> None:
        self.answered()
        self.learn()  # type: ignore[operator]

    def decline(self) -> None:
        self.answered()
        self.menu.form.focus_first()
