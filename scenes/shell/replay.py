"""The replay viewer: step through a saved or finished game action by action, from one seat's view or the
public view (so nothing hidden is spoiled), with jumps to the start, the end and the next or previous round.

The record is replayed once when the viewer opens (`MatchTimeline`); each step hands the game's table, in
mode "replay", the game positioned there (a `MatchCursor`), so a step costs what the table's own sync costs.
A game without a table yet is shown as its view in words, so every game can be replayed.

A game that is not over is watched in the public view only: its seats' hands are still in play, and in
hot-seat anyone could otherwise leave to the menu and read a friend's cards. Seat views open once it is over.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

import pygame

from game.core.cursor import MatchCursor, MatchTimeline, ReadableMatch
from game.core.match import MatchRecord
from scenes.engine.context import AppContext
from scenes.engine.i18n import Translator
from scenes.engine.scene import Scene
from scenes.engine.widgets import Button, Choice, Label, NumberField, Panel
from scenes.shell.base import Backdrop
from scenes.shell.form import Form
from scenes.shell.textview import TextView
from scenes.shell.timeline import Timeline, course_of, unit_words

ENGLISH = Translator()


def outline(value: Any, indent: str = "", tr: Translator = ENGLISH) -> list[str]:
    """A view as readable lines: `key: value`, short lists inline, nested models indented (the keys are the
    game's own field names; yes and no are the player's language)."""
    def scalar(v: Any) -> bool:
        return v is None or isinstance(v, str | int | float | bool)

    def word(v: Any) -> str:
        return "–" if v is None else tr("yes") if v is True else tr("no") if v is False else str(v)

    lines: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            name = f"{indent}{str(key).replace('_', ' ')}:"
            if scalar(item) or (isinstance(item, list) and all(scalar(v) for v in item)):
                shown = word(item) if scalar(item) else ("[" + ", ".join(word(v) for v in item) + "]")
                lines.append(f"{name} {shown}")
            else:
                lines.append(name)
                lines.extend(outline(item, indent + "    ", tr))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            lines.append(f"{indent}#{i}")
            lines.extend(outline(item, indent + "    ", tr))
    else:
        lines.append(f"{indent}{word(value)}")
    return lines


class ViewText(Scene):
    """Stands in for a table in replay: the chosen seat's view, as indented text."""

    def __init__(self, ctx: AppContext, match: ReadableMatch, *, mode: str = "replay",
                 viewer: int | None = None) -> None:
        super().__init__(ctx)
        self.viewer = viewer
        self.backdrop = Backdrop()
        self.text = TextView(ctx, size=15, headings=False)
        self.set_match(match)

    def set_match(self, match: ReadableMatch) -> None:
        tr = self.ctx.tr
        view = match.view(self.viewer).model_dump(mode="json")
        seat = self.viewer
        who = (tr("{game}: public view", game=match.rules.title) if seat is None
               else tr("{game}: view of seat {number}, {name}", game=match.rules.title, number=seat + 1,
                       name=match.seats[seat].name))
        offset = self.text.offset
        self.text.set_text(f"{who}\n\n" + "\n".join(outline(view, tr=tr)))
        self.text.offset = offset

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            return self.text.wheel(event.y)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop.surface(self.ctx), (0, 0))
        s = self.ctx.scale
        w, h = self.ctx.size
        self.text.rect = pygame.Rect(round(40 * s), round(24 * s), w - round(80 * s), h - round(150 * s))
        self.text.draw(surface)


class ReplayScreen(Scene):
    def __init__(self, ctx: AppContext, record: MatchRecord, viewer: int | None = None) -> None:
        """LoadError when the record cannot be replayed; HiddenInformation for a seat of an unfinished game."""
        super().__init__(ctx)
        self.record = record
        self.history = MatchTimeline.from_record(record)
        self.history.check_viewer(viewer)
        self.viewer = viewer
        self.timeline: Timeline = course_of(self.history)
        self.step = 0
        self.match: MatchCursor = self.history.at(0)
        self.table = self._make_table()
        self.build()

    def build(self) -> None:
        """The bar's widgets, in the player's language (made again when they choose another)."""
        ctx, tr = self.ctx, self.ctx.tr
        old: Form | None = getattr(self, "form", None)
        index = old.widgets.index(old.focused) if old is not None and old.focused in old.widgets else None
        self.form = Form()
        self.bar = Panel(ctx, alpha=225)
        self.form.add(self.bar)
        self.buttons = {
            name: self._add(Button(ctx, label, action, size=17, help=help))
            for name, label, action, help in (
                ("start", "|◀", lambda: self.go(0), tr("Start (Home)")),
                ("round_back", "◀◀", self.round_back, tr("Previous round or term (Page Up)")),
                ("back", "◀", lambda: self.go(self.step - 1), tr("Previous action (←)")),
                ("forward", "▶", lambda: self.go(self.step + 1), tr("Next action (→)")),
                ("round_forward", "▶▶", self.round_forward, tr("Next round or term (Page Down)")),
                ("end", "▶|", lambda: self.go(self.total), tr("End (End)")),
            )
        }
        choices, choice_help = self._viewer_choices()
        self.viewer_choice = Choice(ctx, choices, self.viewer, self.set_viewer, help=choice_help)
        self.form.add(self.viewer_choice)
        rounds = [r for r in self.timeline.rounds if r is not None]
        self.round_field = NumberField(
            ctx, rounds[0] if rounds else None, min(rounds, default=None), max(rounds, default=None),
            help=unit_words(tr, self.timeline.unit, "jump"))
        self.form.add(self.round_field)
        self.round_field.on_submit = self.jump_to_round
        self.round_field.visible = bool(rounds)
        self.where = Label(ctx, "", size=15)
        self.form.add(self.where)
        self.close_button = self._add(Button(ctx, tr("Close"), self.close, size=17))
        for name in ("round_back", "round_forward"):
            self.buttons[name].enabled = self.timeline.has_rounds
        self.resized(ctx.size)
        self._describe()
        if index is not None and index < len(self.form.widgets):  # the same control as before a new language
            self.form.focus(self.form.widgets[index])

    def language_changed(self) -> None:
        self.build()
        self.table.language_changed()

    @property
    def total(self) -> int:
        return self.history.total

    def _add(self, button: Button) -> Button:
        self.form.add(button)
        return button

    def _viewer_choices(self) -> tuple[list[tuple[int | None, str]], str]:
        """Whose eyes the game may be watched through, and the help line saying so."""
        tr = self.ctx.tr
        if not self.history.is_finished:
            return ([(None, tr("Public view (game not over)"))],
                    tr("The game is not over: seats' views open once it has ended, so no hand still in play is "
                       "shown"))
        seats = [(i, tr("Seat {number}: {name}", number=i + 1, name=s.name))
                 for i, s in enumerate(self.record.seats_now)]
        return [(None, tr("Public view")), *seats], tr("Whose eyes: a seat's view shows only what that seat knew")

    def _make_table(self) -> Scene:
        # In mode "replay" a table reads only the surface ReadableMatch declares, which a MatchCursor has;
        # TableFactory names Match because in mode "play" a table also submits to it.
        info = self.ctx.services.tables.get(self.record.game)
        factory: Callable[..., Scene] = info.make_table if info is not None else ViewText
        try:
            return factory(self.ctx, self.match, mode="replay", viewer=self.viewer)
        except Exception:  # noqa: BLE001 - a broken table still leaves the game readable in words
            traceback.print_exc()
            return ViewText(self.ctx, self.match, mode="replay", viewer=self.viewer)

    def move_words(self, action: Any, player: int) -> str:
        """The last move as the bar says it, in the reader's language: the table's own words where its game
        has them (TableInfo.move_words), else the rules' description, translated whole if it keeps its
        English template."""
        from scenes.tables.common.words import worded

        info = self.ctx.services.tables.get(self.record.game)
        if info is not None and info.move_words is not None:
            names = [seat.name for seat in self.match.seats]
            return str(info.move_words(action, player == self.viewer, self.ctx.tr, seats=names))
        words = self.match.rules.describe_action_for(action, player, self.viewer)
        # a description that is one of the catalog's entries as it stands ("end the turn") is translated too
        return worded(self.ctx.tr, words) if getattr(words, "template", None) else self.ctx.tr(words)

    # -- moving ---------------------------------------------------------------------------------------------
    def go(self, step: int) -> None:
        step = max(0, min(self.total, step))
        if step == self.step:
            return
        self.step = step
        self.match = self.history.at(step)
        self.table.set_match(self.match)  # type: ignore[attr-defined]  # every table and ViewText has it
        self._describe()

    def round_forward(self) -> None:
        if self.timeline.has_rounds:
            self.go(self.timeline.next_round(self.step))

    def round_back(self) -> None:
        if self.timeline.has_rounds:
            self.go(self.timeline.previous_round(self.step))

    def jump_to_round(self) -> None:
        """Go to the first action of the round typed in the round field."""
        try:
            wanted = self.round_field.parsed()
        except ValueError:
            return
        for k, rnd in enumerate(self.timeline.rounds):
            if rnd == wanted:
                self.go(k)
                return

    def set_viewer(self, viewer: int | None) -> None:
        """Watch through another seat's eyes (HiddenInformation, and no change, while the game is not over)."""
        self.history.check_viewer(viewer)
        self.viewer = viewer
        self.table = self._make_table()
        self.table.resized(self.table_area.size)

    def close(self) -> None:
        self.ctx.stack.pop()

    def _describe(self) -> None:
        rnd = self.timeline.rounds[self.step]
        if rnd is not None and self.form.focused is not self.round_field:
            self.round_field.value, self.round_field.error = str(rnd), False
        tr, unit = self.ctx.tr, self.timeline.unit
        facts = [tr("Move {step} of {total}", step=self.step, total=self.total)]
        if rnd is not None:
            facts.append(unit_words(tr, unit, "number", rnd) if rnd else tr("set-up"))
        if self.match.actions:
            player, action = self.match.actions[-1]
            words = self.move_words(action, player)
            # the move that ended a round was made in it (playtest: a round-4 move read "round 5 · Ada: end
            # the turn", the round its position is in)
            made_in = self.timeline.rounds[self.step - 1]
            ended = rnd is not None and made_in and made_in != rnd
            name = self.history.seats_at(self.step - 1)[player].name  # who sat there when it was made
            facts.append(tr("{where}'s last move, {name}: {move}", where=unit_words(tr, unit, "number", made_in),
                            name=name, move=words) if ended
                         else tr("{name}: {move}", name=name, move=words))
        self.where.text = " · ".join(facts)
        self.buttons["start"].enabled = self.buttons["back"].enabled = self.step > 0
        self.buttons["end"].enabled = self.buttons["forward"].enabled = self.step < self.total

    # -- scene hooks ----------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.table.resized(self.table_area.size)

    def resized(self, size: tuple[int, int]) -> None:
        s = self.ctx.scale
        w, h = size
        # two rows: what happened (it needs the whole width), then the controls
        bar_h = round(92 * s)
        self.bar.rect = pygame.Rect(round(8 * s), h - bar_h - round(8 * s), w - round(16 * s), bar_h)
        y, bh = self.bar.rect.y + round(38 * s), round(44 * s)
        x = self.bar.rect.x + round(12 * s)
        for button in self.buttons.values():
            button.rect = pygame.Rect(x, y, round(56 * s), bh)
            x += round(62 * s)
        self.viewer_choice.rect = pygame.Rect(x + round(8 * s), y, round(260 * s), bh)
        self.close_button.rect = pygame.Rect(self.bar.rect.right - round(120 * s), y, round(108 * s), bh)
        self.round_field.rect = pygame.Rect(self.viewer_choice.rect.right + round(8 * s), y, round(96 * s), bh)
        self.where.rect = pygame.Rect(self.bar.rect.x + round(16 * s), self.bar.rect.y + round(6 * s),
                                      self.bar.rect.w - round(32 * s), round(26 * s))
        # The table gets the window above the bar, so the bar never covers a hand or a seat.
        self.table_area = pygame.Rect(0, 0, w, max(1, self.bar.rect.y - round(4 * s)))
        self.table.resized(self.table_area.size)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: lambda: self.go(self.step + 1), pygame.K_LEFT: lambda: self.go(self.step - 1),
                    pygame.K_HOME: lambda: self.go(0), pygame.K_END: lambda: self.go(self.total),
                    pygame.K_PAGEDOWN: self.round_forward, pygame.K_PAGEUP: self.round_back,
                    pygame.K_ESCAPE: self.close}
            typing = self.form.focused is self.round_field and event.key not in (pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                                                                                  pygame.K_ESCAPE)
            if event.key in keys and not typing and not (event.key in (pygame.K_LEFT, pygame.K_RIGHT)
                                                         and self.form.focused is self.viewer_choice):
                keys[event.key]()
                return True
        if self.form.handle(event):
            return True
        pos = getattr(event, "pos", None)
        if pos is not None and self.bar.rect.collidepoint(pos):
            return True
        return self.table.handle(event)

    def update(self, dt: float) -> None:
        self.table.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.ctx.palette.felt_dark)
        self.table.draw(surface.subsurface(self.table_area.clip(surface.get_rect())))
        self.form.draw(surface)
