"""New game: the game, the seat count, who sits in each seat (a person with a name, or a bot level), the
game's options (generated from its Options model) and an optional seed. Start builds the Match and opens
its table. A game whose table is not built yet is listed greyed out, "table coming", and cannot start.
"""

from __future__ import annotations

import secrets
from functools import partial
from typing import Any

import pygame

from game.core.match import Match, SeatSpec
from game.core.names import name_character_allowed
from game.core.registry import GameInfo
from scenes.engine.context import AppContext
from scenes.engine.i18n import N_, Translator, error_words
from scenes.engine.widgets import Button, Choice, Label, ListItem, NumberField, Panel, ScrollList, TextInput
from scenes.shell.base import ShellScene
from scenes.shell.bot_names import ENGLISH, LEVELS_HELP, default_bot_name
from scenes.shell.last_game import LastGame, default_name, remember_started, remembered_options, restore
from scenes.shell.seats import check_distinct_names, level_words, name_refused
from scenes.shell.services import TableError
from scenes.tables.common.optionsform import OptionsForm

HUMAN = "human"


def players_text(game: GameInfo, tr: Translator | None = None) -> str:
    """"1–4 players", or "3 players" when the game has one count."""
    tr = tr or ENGLISH
    if game.min_players == game.max_players:
        return tr.trn("{count} player", "{count} players", game.min_players)
    return tr("{low}–{high} players", low=game.min_players, high=game.max_players)


class NewGame(ShellScene):
    heading = N_("New game")

    def __init__(self, ctx: AppContext, *, game: str | None = None, person: str = "", seats: int = 0) -> None:
        """`game`: open on that game with its default options, `person` at seat 1 and Normal bots (or the
        game's first level) at the others, `seats` of them (a lesson's end offers its real game so); else on
        the game last started, as it was set up."""
        super().__init__(ctx)
        services = ctx.services
        # the games with a table first, each part in title order
        self.games: list[GameInfo] = sorted(services.games().values(),
                                            key=lambda g: (not services.has_table(g.id), g.title))
        playable = [g for g in self.games if services.has_table(g.id)]
        self.seat_count = 0
        self.kinds: list[str] = []
        self.names: list[str] = []
        self.option_values: dict[str, Any] = {}
        self.set_aside: dict[str, Any] = {}
        """Choices a field kept when another choice hid it (the round limit while the learning rules are on):
        given back when the field shows again, so trying the other mode does not undo them."""
        self.seed_text = ""
        self.options: OptionsForm | None = None
        self.setup: Any = None
        """The game's own option fields (scenes.tables.SETUP), when it has them."""
        # The last game started comes back as it was set up; a first run offers the first game with a person
        # in seat 1 against bots, so Start never runs an all-bot game nobody asked for.
        last: LastGame | None = getattr(getattr(services, "settings", None), "last_game", None)
        remembered = next((g for g in playable if last is not None and g.id == last.game), None)
        self.game: GameInfo | None = remembered or (playable[0] if playable else None)
        if remembered is not None and last is not None:
            restored = restore(last, remembered, self.default_bot(remembered), ctx.tr)
            self.kinds, self.names, self.option_values = restored.kinds, restored.names, restored.options
            self.seat_count = len(self.kinds)
            self._fit_seats()
        elif self.game is not None:
            self._reset_seats(self.game)
        offered = next((g for g in playable if g.id == game), None)
        if offered is not None:
            self.game, self.option_values, self.set_aside = offered, {}, {}
            self.seat_count = max(offered.min_players, min(offered.max_players, seats or self.seat_count or 4))
            self.kinds, self.names = [], []
            self._fit_seats()
            if person.strip():
                self.names[0] = person.strip()

    # -- state ------------------------------------------------------------------------------------------
    def _reset_seats(self, game: GameInfo) -> None:
        self.seat_count = max(game.min_players, min(game.max_players, self.seat_count or 4))
        self._fit_seats()

    @staticmethod
    def default_bot(game: GameInfo) -> str:
        return "heuristic" if "heuristic" in game.bots else next(iter(game.bots))

    def _fit_seats(self) -> None:
        assert self.game is not None
        default_bot = self.default_bot(self.game)
        while len(self.kinds) < self.seat_count:
            i = len(self.kinds)
            self.kinds.append(HUMAN if i == 0 else f"bot:{default_bot}")
            self.names.append(default_name(i, self.ctx.tr))
        for i, kind in enumerate(self.kinds):  # a level the newly chosen game lacks falls back to its default
            if kind != HUMAN and kind.removeprefix("bot:") not in self.game.bots:
                self.kinds[i] = f"bot:{default_bot}"

    def seats(self) -> list[SeatSpec]:
        specs = []
        bots = self.bot_names()
        for i in range(self.seat_count):
            kind = self.kinds[i]
            if kind == HUMAN:
                specs.append(self.person_seat(i))
            else:
                level = kind.removeprefix("bot:")
                specs.append(SeatSpec(kind="bot", name=bots[i], level=level))
        check_distinct_names(specs, self.ctx.tr)
        return specs

    def person_seat(self, i: int) -> SeatSpec:
        """Seat `i` as the person typed their name (ValueError saying what is wrong with it)."""
        name = self.names[i].strip()
        if not name:
            raise ValueError(self.ctx.tr("Seat {number} needs a name", number=i + 1))
        if (problem := name_refused(self.ctx.tr, i, name)) is not None:
            raise ValueError(problem)
        return SeatSpec(kind="human", name=name[:40])

    def bot_names(self) -> dict[int, str]:
        """Each bot seat's name: the seat's name from the list with its difficulty, skipping the people's names
        and the names bots before it took, so nobody at the table shares a name with a bot."""
        taken = [self.names[i] for i in range(self.seat_count) if self.kinds[i] == HUMAN]
        names: dict[int, str] = {}
        for i in range(self.seat_count):
            if self.kinds[i] != HUMAN:
                names[i] = default_bot_name(self.kinds[i].removeprefix("bot:"), i, taken, self.ctx.tr)
                taken.append(names[i])
        return names

    def display_names(self) -> list[str]:
        """What each seat will be called at the table (a bot's name comes from the list, with its level)."""
        bots = self.bot_names()
        return [self.names[i] if self.kinds[i] == HUMAN else bots[i] for i in range(self.seat_count)]

    def seed(self) -> int:
        text = self.seed_text.strip()
        if not text:
            return secrets.randbelow(2**31)
        if not text.isdigit():
            raise ValueError(self.ctx.tr("Seed {text!r} is not a whole number (leave it blank for a random game)",
                                         text=text))
        return int(text)

    def problem(self) -> str:
        """Why Start would fail now ("" when it would not)."""
        if self.game is None:
            return self.ctx.tr("No game can be played yet: their tables are coming.")
        try:
            options = self.options.parse() if self.options else self.game.rules.parse_options({})
            self.game.rules.check_player_count(options, self.seat_count)
            self.seats()
            self.seed()
        except ValueError as exc:
            return error_words(self.ctx.tr, exc)  # the rules' own words when they have no translation
        return ""

    # -- widgets ----------------------------------------------------------------------------------------
    seat_help = N_("A person at this computer, or a bot: {levels}")
    """The seat choice's help, `{levels}` what the difficulties mean."""
    start_words = (N_("Start"), N_("Deal and sit down at the table"))

    def seat_kinds(self, game: GameInfo) -> list[tuple[str, str]]:
        """Who may sit in a seat, as the seat's choice lists them: a person here, or a bot by difficulty."""
        tr = self.ctx.tr
        return [(HUMAN, tr("Person"))] + [(f"bot:{lvl}", level_words(lvl, tr)) for lvl in game.bots]

    def build(self) -> None:
        ctx, services = self.ctx, self.ctx.services
        tr = ctx.tr
        self.panels = [self.form.add(Panel(ctx, title)) for title in (tr("Game"), tr("Seats"), tr("Options"))]
        # the row names the player count; the chosen game's summary is shown whole under the list
        items = [ListItem(g.title, players_text(g, tr), g.id, enabled=services.has_table(g.id),
                          note="" if services.has_table(g.id) else "table coming",
                          note_words=None if services.has_table(g.id) else tr("table coming"))
                 for g in self.games]
        self.game_list = self.form.add(ScrollList(ctx, items, on_select=self.choose_game))
        if self.game is not None:
            self.game_list.selected = next(i for i, g in enumerate(self.games) if g.id == self.game.id)
        # the list row has room for the start of the summary only: the chosen game's is shown whole below it
        self.about = self.form.add(Label(ctx, self._about(), size=14, colour=ctx.palette.text_dim, wrap=True))
        self.seed_label = self.form.add(Label(ctx, tr("Seed (optional)"), size=16, bold=True))
        self.seed_input = self.form.add(TextInput(
            ctx, self.seed_text, self._seed_changed, placeholder=tr.trc("seed", "random"), max_len=12,
            help=tr("The same seed and set-up deal the same game again; blank for a random one")))
        self.seat_rows: list[tuple[Label, Choice, TextInput | None]] = []
        self.seat_marks: list[Label] = []
        """Beside each seat number, the seat's team in the chosen seating ("A", "B", "I"), when the game has teams."""
        self.option_rows: list[tuple[Label, Any]] = []
        self.count_field: NumberField | None = None
        if self.game is not None:
            game = self.game
            self.count_label = self.form.add(Label(ctx, tr("Players"), size=16, bold=True))
            self.count_field = self.form.add(NumberField(
                ctx, self.seat_count, game.min_players, game.max_players, self._count_changed,
                help=tr("{game} is for {low} to {high} players", game=game.title, low=game.min_players,
                        high=game.max_players)))
            kinds = self.seat_kinds(game)
            seat_help = tr(self.seat_help, levels=tr(LEVELS_HELP))
            for i in range(self.seat_count):
                label = self.form.add(Label(ctx, f"{i + 1}", size=16, bold=True))
                self.seat_marks.append(self.form.add(Label(ctx, "", size=16, bold=True, colour=ctx.palette.accent)))
                kind = self.form.add(Choice(ctx, kinds, self.kinds[i], partial(self._kind_changed, i),
                                            help=seat_help))
                name = None
                if self.kinds[i] == HUMAN:
                    name = self.form.add(TextInput(ctx, self.names[i], partial(self._name_changed, i),
                                                   placeholder=tr("name"), max_len=40,
                                                   allowed=name_character_allowed, help=tr("This player's name")))
                self.seat_rows.append((label, kind, name))
            make_setup = getattr(services, "setup_fields", None)
            self.setup = make_setup(game.id, dict(self.option_values), self.display_names()) if make_setup else None
            self.options = OptionsForm(ctx, game.rules.options_model, self._options_changed, self.option_values,
                                       custom=self.setup.builders() if self.setup is not None else None)
            for field in self.options.fields:
                if field.hidden:
                    continue
                label = self.form.add(Label(ctx, field.label, size=16, bold=True))
                self.option_rows.append((label, self.form.add(field.widget)))
        self.problem_label = self.form.add(Label(ctx, "", size=15, colour=ctx.palette.danger, wrap=True))
        self.back_button = self.form.add(Button(ctx, tr("Back"), self.back))
        words, help = self.start_words
        self.start_button = self.form.add(Button(ctx, tr(words), self.start, primary=True, help=tr(help)))
        self.refresh()

    def layout(self) -> None:
        w, h = self.ctx.size
        px = self.px
        margin, gap, top = px(30), px(20), px(80)
        col_w = (w - 2 * margin - 2 * gap) // 3
        bottom = h - px(90)
        for i, panel in enumerate(self.panels):
            panel.rect = pygame.Rect(margin + i * (col_w + gap), top, col_w, bottom - top)
        inner = [p.rect.inflate(-px(36), 0) for p in self.panels]
        y0 = top + px(50)
        row, field_h = px(52), px(40)
        g = inner[0]
        self.seed_label.rect = pygame.Rect(g.x, bottom - px(100), g.w, px(28))
        self.seed_input.rect = pygame.Rect(g.x, bottom - px(68), g.w, field_h)
        every_row_h = round(self.game_list.row_h * self.ctx.scale) * len(self.games) + px(12)
        list_h = min(self.seed_label.rect.y - px(14) - y0, every_row_h)
        self.game_list.rect = pygame.Rect(g.x, y0, g.w, list_h)
        self.about.rect = pygame.Rect(g.x + px(4), self.game_list.rect.bottom + px(14), g.w - px(8),
                                      self.seed_label.rect.y - self.game_list.rect.bottom - px(24))
        s = inner[1]
        if self.count_field is not None:
            self.count_label.rect = pygame.Rect(s.x, y0, px(110), field_h)
            self.count_field.rect = pygame.Rect(s.x + px(120), y0, px(140), field_h)
        y = y0 + row + px(6)
        row = min(row, (bottom - y - px(10)) // max(1, len(self.seat_rows)))
        marked = px(22) if self._team_marks() else 0  # room for the team letters beside the numbers
        for (label, kind, name), mark in zip(self.seat_rows, self.seat_marks, strict=True):
            label.rect = pygame.Rect(s.x, y, px(26), field_h)
            mark.rect = pygame.Rect(s.x + px(26), y, marked, field_h)
            # a bot needs no name, so its choice takes the whole row
            kind_w = (s.w - px(34) - marked) * 11 // 20 if name is not None else s.w - px(30) - marked
            kind.rect = pygame.Rect(s.x + px(30) + marked, y, kind_w, min(field_h, row - px(6)))
            if name is not None:
                name.rect = pygame.Rect(kind.rect.right + px(8), y, s.right - kind.rect.right - px(8), kind.rect.h)
            y += row
        o = inner[2]
        y = y0
        label_w = o.w * 2 // 5
        for label, widget in self.option_rows:
            label.rect = pygame.Rect(o.x, y, label_w - px(8), field_h)
            widget.rect = pygame.Rect(o.x + label_w, y, o.w - label_w, field_h)
            y += row
        self.problem_label.rect = pygame.Rect(margin, bottom + px(8), w - 2 * margin - px(420), px(40))
        bw, bh = px(180), px(50)
        self.start_button.rect = pygame.Rect(w - margin - bw, bottom + px(16), bw, bh)
        self.back_button.rect = pygame.Rect(self.start_button.rect.x - gap - bw, bottom + px(16), bw, bh)

    def _about(self) -> str:
        game = self.game
        if game is None:
            return ""
        return self.ctx.tr(game.summary)  # the game's words, marked in its own package (English until translated)

    def hint_rect(self) -> pygame.Rect:
        """Left of Back and Start, under the problem line: a long help line never runs under the buttons."""
        w, h = self.ctx.size
        margin = self.px(30)
        # two lines (a mode's help, the seats' in German, are long) unless the problem above takes two itself
        lines = 1 if self.problem_label.text and len(self.problem_label.lines()) > 1 else 2
        height = self.px(20) + (lines - 1) * self.ctx.fonts.get(round(15 * self.ctx.scale)).get_linesize()
        return pygame.Rect(margin, h - self.px(14) - height, w - 2 * margin - self.px(420), height)

    def _team_marks(self) -> list[str]:
        """The seats' team marks from the game's own set-up fields (only DēmoS has teams; others offer none)."""
        marks = getattr(self.setup, "seat_marks", None)
        return list(marks()) if callable(marks) else []

    def refresh(self) -> None:
        marks = self._team_marks()
        for i, mark in enumerate(self.seat_marks):
            mark.text = marks[i] if i < len(marks) else ""
        problem = self.problem()
        self.problem_label.text = problem
        self.start_button.enabled = not problem
        self.seed_input.error = bool(self.seed_text.strip()) and not self.seed_text.strip().isdigit()

    # -- reactions ----------------------------------------------------------------------------------------
    def choose_game(self, item: ListItem) -> None:
        info = next(g for g in self.games if g.id == item.value)
        if not item.enabled:
            self.say(self.ctx.tr("{game}: its table is coming; it cannot be played yet (Rules has the rulebook).",
                                 game=info.title), True)
            return
        self.say("")
        if self.game is None or info.id != self.game.id:
            last: LastGame | None = getattr(getattr(self.ctx.services, "settings", None), "last_game", None)
            self.game, self.option_values, self.set_aside = info, remembered_options(last, info), {}
            self._reset_seats(info)
            self.rebuild()

    def _count_changed(self, value: int | None) -> None:
        if value is not None and self.game is not None and value != self.seat_count:
            self.seat_count = value
            self._fit_seats()
            self.rebuild()
        self.refresh()

    def _kind_changed(self, index: int, value: str) -> None:
        had_name = self.kinds[index] == HUMAN
        self.kinds[index] = value
        if had_name != (value == HUMAN):
            self.rebuild()
        elif self.setup is not None:
            self.setup.names_changed(self.display_names())
        self.refresh()

    def _name_changed(self, index: int, value: str) -> None:
        self.names[index] = value
        if self.setup is not None:
            self.setup.names_changed(self.display_names())
        self.refresh()

    def _options_changed(self) -> None:
        if self.options is not None:
            old, self.option_values = self.option_values, self.options.raw_values()
            if self.setup is not None and self.setup.rebuild_key(old) != self.setup.rebuild_key(self.option_values):
                # other choices apply now (another team mode seats its teams differently) and, when the new
                # choice needs a certain number of players, the seats follow instead of showing an error
                for name in ("team_layout", "team_by_lot"):
                    self.option_values.pop(name, None)
                before = dict(self.option_values)
                for name, value in self.set_aside.items():
                    if self.option_values.get(name) is None:
                        self.option_values[name] = value
                wanted = self.setup.players_for(self.option_values)
                if wanted is not None and self.game is not None and wanted != self.seat_count:
                    self.seat_count = wanted
                    self._fit_seats()
                self.rebuild()
                if self.options is not None:
                    shown = {f.name for f in self.options.fields if not f.hidden}
                    for name, value in before.items():
                        if value is not None and name not in shown:
                            self.set_aside[name] = value
                    self.set_aside = {k: v for k, v in self.set_aside.items() if k not in shown}
                    self.option_values = self.options.raw_values()
        self.refresh()

    def _seed_changed(self, value: str) -> None:
        self.seed_text = value
        self.refresh()

    def start(self) -> None:
        problem = self.problem()
        if problem or self.game is None or self.options is None:
            self.say(problem, True)
            return
        try:
            match = Match(self.game.rules, self.options.parse(), self.seats(), self.seed())
        except ValueError as exc:
            self.say(error_words(self.ctx.tr, exc), True)
            return
        try:
            self.ctx.services.start_match(match)
        except TableError as exc:
            self.say(str(exc), True)
            return
        remember_started(self.ctx.services, self.game.id, match)  # New game opens on this set-up next time
