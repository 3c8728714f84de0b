"""The end screen over the final table: the headline, the placings and scores, the game's own per-seat
results, the round-by-round running totals and the facts (scenes.shell.results), scrolled with a visible bar;
then a new game, a replay of this one, or the main menu.

"View the table" (T) puts the end screen aside to show the final table and the table's own result panel
(Diceocracy's district-by-district count, DēmoS's harmony ranking), which the end screen hides while it is
up; "Back to the results" (Esc or T) brings it back. Esc never leaves the game's result: it turns to the table,
as closing a dialog does, and turns back; the way out is a button, so a stray key loses nothing.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import pygame

from game.core.match import Match
from game.core.protocol import Result
from scenes.engine.context import AppContext
from scenes.engine.i18n import N_
from scenes.engine.scene import Scene
from scenes.engine.widgets import Button, Label, text_width
from scenes.shell.form import Form
from scenes.shell.pause import Overlay
from scenes.shell.result_view import ResultView
from scenes.shell.results import cell, headline, result_note, result_sections, round_section, words
from scenes.tables.common.columnwords import ColumnWords

__all__ = ["ColumnWords", "EndScreen", "cell", "headline", "result_sections", "round_section", "words"]

VIEW_TABLE = N_("View the table (T)")
BACK_TO_RESULTS = N_("Back to the results (Esc)")
SHOW_RESULT = N_("Show result (T)")
HIDE_RESULT = N_("Hide result (T)")
"""The buttons' English words (what tests ask for); drawn in the player's language."""
HEADLINE_SIZES = (30, 28, 26, 24, 22, 20)
"""The headline's size, largest first: three winners' long names take a smaller one rather than an ellipsis."""
SCROLL_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


@runtime_checkable
class CoverableResult(Protocol):
    """The table's own game-over panel (scenes.tables.common.overlay.ResultOverlay)."""

    showing_result: bool

    def cover(self, covered: bool, *, own_toggle: bool = True) -> None: ...

    def show_table(self) -> None: ...

    def flip(self) -> None: ...


class EndScreen(Overlay):
    width = 1160.0

    def __init__(self, ctx: AppContext, match: Match) -> None:
        result = match.result()
        tr = ctx.tr
        super().__init__(ctx, tr("{game}: game over", game=match.rules.title))
        self.match = match
        self.result = result or Result(winners=(), reason="unfinished")
        code_words = getattr(ctx.services, "code_words", None)
        column_words = getattr(ctx.services, "column_words", None)
        game_columns = column_words(match.rules.game_id) if column_words else None
        said = headline(match, self.result, game_columns, tr)
        self.said = said
        """The headline (who won, or why nobody did), also said on the bar over the final table."""
        self.title = Label(ctx, said, size=HEADLINE_SIZES[0], bold=True, colour=ctx.palette.accent, align="center")
        placed = getattr(ctx.services, "losers_placed", None)
        sections = result_sections(match, self.result, code_words(match.rules.game_id) if code_words else None,
                                   game_columns, tr,
                                   losers_placed=placed(match.rules.game_id) if callable(placed) else True)
        rounds = round_section(match, tr)
        if rounds is not None:
            sections.insert(1, rounds)
        self.view = ResultView(ctx, sections)
        self.form.add(self.title)
        note = result_note(self.result, game_columns, tr)
        self.note = Label(ctx, note or "", size=15, align="center") if note else None
        """The game's short line on how this result came about, under the headline (or None)."""
        if self.note is not None:
            self.form.add(self.note)
        self.form.add(self.view)
        self.table_button = self.form.add(Button(ctx, tr(VIEW_TABLE), self.show_table,
                                                 help=tr("Put the results aside to look at the final table")))
        self.buttons = [self.form.add(Button(ctx, label, action, primary=primary))
                        for label, action, primary in ((tr("New game"), self.new_game, True),
                                                       (tr("Replay this game"), self.replay, False),
                                                       (tr("Main menu"), self.menu, False))]
        self.looking_at_table = False
        # while the table is shown, only the way back is on top of it
        self.table_form = Form()
        self.back_button = self.table_form.add(Button(ctx, tr(BACK_TO_RESULTS), self.show_results, primary=True,
                                                      size=14, help=tr("The results again")))
        self.back_button.visible = False
        self.result_button = self.table_form.add(Button(ctx, tr(SHOW_RESULT), self.flip_table_result, size=14,
                                                        help=tr("The table's own result over it, and away")))
        self.result_button.visible = False
        self.bar_title = self.table_form.add(Label(ctx, tr("Final table · {headline}", headline=said), size=20,
                                                   bold=True, colour=ctx.palette.accent))
        self.bar_title.visible = False
        self.table_bar = pygame.Rect(0, 0, 0, 0)

    # -- the table below ----------------------------------------------------------------------------------
    def table(self) -> Scene | None:
        """The scene this end screen lies over (the table the game was played at)."""
        scenes = list(self.ctx.stack)
        if self not in scenes:
            return None
        index = scenes.index(self)
        return scenes[index - 1] if index > 0 else None

    def _table_result(self) -> CoverableResult | None:
        panel: Any = getattr(self.table(), "overlay", None)
        return panel if isinstance(panel, CoverableResult) else None

    def _cover_table_result(self, covered: bool) -> None:
        panel = self._table_result()
        if panel is not None:
            panel.cover(covered, own_toggle=False)  # the bar holds the toggle while this screen is up

    def show_table(self) -> None:
        """The final table itself (playtest: "View the table" opened a second results panel over it): the
        table's own result is one click or T away in the bar."""
        self.looking_at_table = True
        self._cover_table_result(False)
        panel = self._table_result()
        if panel is not None:
            panel.show_table()
        self._set_visible()
        self.table_form.focus(self.back_button)

    def flip_table_result(self) -> None:
        panel = self._table_result()
        if panel is not None:
            panel.flip()
            self.result_button.text = self.ctx.tr(HIDE_RESULT if panel.showing_result else SHOW_RESULT)

    def show_results(self) -> None:
        self.looking_at_table = False
        self._cover_table_result(True)
        self._set_visible()
        self.form.focus(self.table_button)

    def _set_visible(self) -> None:
        for widget in self.form.widgets:
            widget.visible = not self.looking_at_table
        self.back_button.visible = self.bar_title.visible = self.looking_at_table
        self.result_button.visible = self.looking_at_table and self._table_result() is not None
        panel = self._table_result()
        showing = panel is not None and panel.showing_result
        self.result_button.text = self.ctx.tr(HIDE_RESULT if showing else SHOW_RESULT)

    # -- Scene ----------------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.resized(self.ctx.size)
        self._cover_table_result(not self.looking_at_table)
        if not self.looking_at_table:
            # not New game: an Enter meant for the last pass screen or counter banner must not throw the
            # results away (playtest); Enter here puts them aside to look at the table
            self.form.focus(self.table_button)

    def exit(self) -> None:
        # a replay opened from here covers us; the table's own panel is as the table left it beneath that
        self._cover_table_result(False)

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        pw, ph = min(w - self.px(40), self.px(self.width)), h - self.px(40)
        self.panel.rect = pygame.Rect(0, 0, pw, ph)
        self.panel.rect.center = (w // 2, h // 2)
        p = self.panel.rect
        self.title.rect = pygame.Rect(p.x + self.px(20), p.y + self.px(44), pw - self.px(40), self.px(44))
        self.title.size = next((s for s in HEADLINE_SIZES
                                if text_width(self.ctx, self.title.text, s, True) <= self.title.rect.w),
                               HEADLINE_SIZES[-1])
        bh, gap = self.px(50), self.px(16)
        above = self.title.rect.bottom
        if self.note is not None:  # the game's short line under the headline
            self.note.rect = pygame.Rect(p.x + self.px(20), above, pw - self.px(40), self.px(24))
            above = self.note.rect.bottom
        self.view.rect = pygame.Rect(p.x + self.px(24), above + self.px(10), pw - self.px(48),
                                     p.bottom - above - bh - self.px(44))
        row = [self.table_button, *self.buttons]
        bw = min(self.px(240), (pw - self.px(48) - gap * (len(row) - 1)) // len(row))
        x = p.centerx - (len(row) * bw + (len(row) - 1) * gap) // 2
        for button in row:
            button.rect = pygame.Rect(x, p.bottom - bh - self.px(18), bw, bh)
            x += bw + gap
        back_w = text_width(self.ctx, self.ctx.tr(BACK_TO_RESULTS), 14, True) + self.px(36)
        # A bar over the table's status line, left of its log: at the end that line only says "game over", so
        # the bar says who won instead and holds the way back; the log, its heading, the panels and the
        # table's result panel stay in view.
        # only as tall as the tables' status line (Diceocracy's board begins right under it)
        self.table_bar = pygame.Rect(0, 0, self._log_left(w), self.px(30))
        bar = self.table_bar
        self.back_button.rect = pygame.Rect(bar.right - back_w - self.px(8), bar.y + self.px(2), back_w, self.px(26))
        result_w = max(text_width(self.ctx, self.ctx.tr(t), 14, True) for t in (SHOW_RESULT, HIDE_RESULT)) + self.px(36)
        self.result_button.rect = pygame.Rect(self.back_button.rect.x - result_w - self.px(8), bar.y + self.px(2),
                                              result_w, self.px(26))
        self.bar_title.rect = pygame.Rect(bar.x + self.px(14), bar.y + self.px(4),
                                          max(0, self.result_button.rect.x - self.px(28)), bar.h - self.px(4))
        # the bar's words whole (playtest: "Kein Sieg: niemand hat ein ELJ-Trio prä…"): "Final table · " first,
        # the headline alone where both do not fit, then on two lines, the bar growing to hold them
        room = self.bar_title.rect.w
        full = self.ctx.tr("Final table · {headline}", headline=self.said)
        fits = [(t, s) for t in (full, self.said) for s in (17, 16, 15, 14, 13)
                if text_width(self.ctx, t, s, True) <= room]
        self.bar_title.wrap = not fits
        self.bar_title.text, self.bar_title.size = fits[0] if fits else (self.said, 13)
        if self.bar_title.wrap:
            rows = len(self.bar_title.lines())
            line_h = self.ctx.fonts.get(self.px(13), True).get_linesize()
            self.table_bar.h = max(bar.h, rows * line_h + self.px(8))
            self.bar_title.rect.h = rows * line_h

    def _log_left(self, width: int) -> int:
        """Where the table's log begins (the window's width when the scene below has none)."""
        log: Any = getattr(self.table(), "log", None)
        rect = log.world_rect() if log is not None and hasattr(log, "world_rect") else None
        return int(rect.x) if rect is not None and 0 < rect.x < width else width

    def close(self) -> None:
        """Esc: from the results to the table and back; leaving is a button's job."""
        if self.looking_at_table:
            self.show_results()
        else:
            self.show_table()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_ESCAPE
                                             or event.key == pygame.K_t and not self.looking_at_table):
            self.close()
            return True
        if self.looking_at_table:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_t and self.result_button.visible:
                self.flip_table_result()  # the table's own T toggle lies in the bar now
                return True
            if self.table_form.handle(event):
                return True
            below = self.table()
            # the table's own panel, its T toggle, its log and tooltips answer as at the end of the game
            return below.handle(event) if below is not None else True
        if event.type == pygame.MOUSEMOTION and self.view.dragging:
            self.view.drag(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.view.dragging:
            self.view.release()
            return True
        if event.type == pygame.MOUSEWHEEL:
            return self.view.wheel(event.y)
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS and self.form.focused is not self.view:
            return self.view.key(event)
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.looking_at_table:
            bar = pygame.Surface(self.table_bar.size, pygame.SRCALPHA)
            bar.fill((*self.ctx.palette.panel, 255))
            surface.blit(bar, self.table_bar.topleft)
            self.table_form.draw(surface)
            return
        super().draw(surface)

    # -- the ways on -------------------------------------------------------------------------------------------
    def new_game(self) -> None:
        from scenes.shell.newgame import NewGame

        self.ctx.services.to_menu()
        self.ctx.stack.push(NewGame(self.ctx))

    def replay(self) -> None:
        from scenes.shell.replay import ReplayScreen

        self.ctx.stack.push(ReplayScreen(self.ctx, self.match.record()))

    def menu(self) -> None:
        self.ctx.services.to_menu()
