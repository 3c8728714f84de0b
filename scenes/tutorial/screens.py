"""Learn to play's screens: choosing the lesson (start, resume where it was left, start again) and its end (what
the learner has learnt, and a real game to play next)."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.engine.i18n import error_words
from scenes.engine.widgets import Button, Label, Panel
from scenes.shell.base import ShellScene
from scenes.tutorial import kept_lessons, lesson_games, lesson_setup
from scenes.tutorial.script import Lesson, LessonError
from scenes.tutorial.session import open_lesson, saved_match
from scenes.tutorial.words import LEARN


class LessonRow:
    """One game's lesson on the Learn to play screen: its title and summary, or why it cannot be opened."""

    def __init__(self, screen: LearnToPlay, game: str) -> None:
        ctx = screen.ctx
        tr = ctx.tr
        language = tr.language
        self.game = game
        self.lesson: Lesson | None = None
        self.problem = ""
        try:
            self.lesson = lesson_setup(game).load()
        except LessonError as exc:
            self.problem = error_words(tr, exc)
        title = self.lesson.title.get(language) if self.lesson is not None else game
        about = self.lesson.summary.get(language) if self.lesson is not None else self.problem
        self.panel = screen.form.add(Panel(ctx))
        self.title = screen.form.add(Label(ctx, title, size=22, bold=True, colour=ctx.palette.accent))
        self.about = screen.form.add(Label(ctx, about, size=16, wrap=True,
                                           colour=ctx.palette.danger if self.problem else ctx.palette.text))
        self.where = screen.form.add(Label(ctx, "", size=15, colour=ctx.palette.text_dim))
        kept = self._kept(screen) if self.lesson is not None else None
        self.buttons: list[Button] = []
        if self.lesson is None:
            return
        if kept is not None:
            self.where.text = kept
            self.buttons.append(screen.form.add(Button(ctx, tr("Resume the lesson"), lambda: screen.play(game),
                                                       primary=True, help=tr("Carry on where you left it"))))
            self.buttons.append(screen.form.add(Button(ctx, tr("Start again"), lambda: screen.play(game, again=True),
                                                       help=tr("The lesson from its first move"))))
        else:
            self.buttons.append(screen.form.add(Button(ctx, tr("Start the lesson"), lambda: screen.play(game),
                                                       primary=True, help=tr("A real game, with a coach beside you"))))

    def _kept(self, screen: LearnToPlay) -> str | None:
        """Where the kept lesson is, in words (None: none is kept)."""
        try:
            match = saved_match(screen.ctx, self.game)
        except LessonError:
            return None
        if match is None:
            return None
        progress = match.rules.progress(match.view(None))
        tr = screen.ctx.tr
        if progress.number is not None and progress.limit is not None and progress.number >= 1:  # (0: set-up)
            return str(tr("Left in round {round} of {rounds}", round=progress.number, rounds=progress.limit))
        return str(tr("Left unfinished"))

    BUTTON_W, BUTTON_H, BUTTON_GAP, PAD_X, PAD_Y = 244, 44, 10, 20, 14
    """The row's measures (design units): its buttons stacked on the right, its padding."""

    def _text_width(self, screen: LearnToPlay, width: int) -> int:
        px = screen.px
        inner_w = width - 2 * px(self.PAD_X)
        return max(1, inner_w - (px(self.BUTTON_W) + px(20) if self.buttons else 0))

    def _where_beside_title(self, screen: LearnToPlay, text_w: int) -> bool:
        """Is there room for where the lesson was left on the title's line (right-aligned)?"""
        if not self.where.text:
            return True
        fonts, s = screen.ctx.fonts, self.title.s
        title_w = fonts.get(round(self.title.size * s), True).size(self.title.text)[0]
        where_w = fonts.get(round(self.where.size * s), False).size(self.where.text)[0]
        return title_w + screen.px(16) + where_w <= text_w

    def height(self, screen: LearnToPlay, width: int) -> int:
        """The row's height for its words at this width: the title, the whole summary, where it was left."""
        px = screen.px
        text_w = self._text_width(screen, width)
        self.about.rect = pygame.Rect(0, 0, text_w, 1)
        lines = len(self.about.lines())
        line_h = screen.ctx.fonts.get(round(self.about.size * self.about.s), False).get_linesize()
        words = px(30) + px(4) + lines * line_h + (0 if self._where_beside_title(screen, text_w) else px(22))
        buttons = len(self.buttons) * px(self.BUTTON_H) + max(0, len(self.buttons) - 1) * px(self.BUTTON_GAP)
        return max(words, buttons) + 2 * px(self.PAD_Y)

    def layout(self, screen: LearnToPlay, rect: pygame.Rect) -> None:
        """The title and summary on the left, the buttons stacked on the right (so three games' rows fit the
        smallest window); where the kept lesson was left on the title's line, or under the summary."""
        px = screen.px
        self.panel.rect = rect
        inner = rect.inflate(-2 * px(self.PAD_X), -2 * px(self.PAD_Y))
        bw, bh, gap = px(self.BUTTON_W), px(self.BUTTON_H), px(self.BUTTON_GAP)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(inner.right - bw, inner.y + i * (bh + gap), bw, bh)
        text_w = self._text_width(screen, rect.w)
        self.title.rect = pygame.Rect(inner.x, inner.y, text_w, px(30))
        beside = self._where_beside_title(screen, text_w)
        where_h = 0 if beside else px(22)
        self.about.rect = pygame.Rect(inner.x, self.title.rect.bottom + px(4), text_w,
                                      max(1, inner.bottom - self.title.rect.bottom - px(4) - where_h))
        if beside:
            self.where.align = "right"
            self.where.rect = pygame.Rect(inner.x, inner.y, text_w, px(30))
        else:
            self.where.align = "left"
            self.where.rect = pygame.Rect(inner.x, inner.bottom - where_h, text_w, where_h)


class LearnToPlay(ShellScene):
    """Main menu → Learn to play: each game that has a lesson (only those are listed)."""

    heading = LEARN

    def build(self) -> None:
        tr = self.ctx.tr
        self.intro = self.form.add(Label(
            self.ctx, tr("A real game on the real table: a coach explains each rule the first time it comes up and "
                         "lights the move it suggests. Any move is allowed; Esc pauses, and the lesson is kept "
                         "when you leave."), size=16, wrap=True, align="center", colour=self.ctx.palette.text_dim))
        self.rows = [LessonRow(self, game) for game in lesson_games()]
        self.none = self.form.add(Label(self.ctx, tr("No lessons are installed.") if not self.rows else "", size=17,
                                        align="center"))
        self.done = self.form.add(Button(self.ctx, tr("Back"), self.back))

    def layout(self) -> None:
        w, h = self.ctx.size
        width = min(w - self.px(80), self.px(900))
        x = (w - width) // 2
        self.intro.rect = pygame.Rect(x, self.px(80), width, self.px(60))
        y = self.intro.rect.bottom + self.px(16)
        gap = self.px(12)
        for row in self.rows:
            row_h = row.height(self, width)
            row.layout(self, pygame.Rect(x, y, width, row_h))
            y += row_h + gap
        self.none.rect = pygame.Rect(x, y, width, self.px(40))
        self.done.rect = pygame.Rect(0, 0, self.px(200), self.px(46))
        self.done.rect.midbottom = (w // 2, h - self.px(48))

    def enter(self) -> None:
        super().enter()
        kept = kept_lessons(self.ctx.services)  # the keyboard starts on the lesson left last: its Resume
        row = next((r for r in self.rows if kept and r.game == kept[0] and r.where.text and r.buttons), None)
        if row is not None:
            self.form.focus(row.buttons[0])

    def play(self, game: str, *, again: bool = False) -> None:
        problem = open_lesson(self.ctx, game, again=again)
        if problem:
            self.say(problem, True)


def end_words(tr: Any, game: str, result: Any, seats: int) -> tuple[str, str]:
    """The lesson's end title and the line under it. Alone (a solo lesson against the game's own opponent, as
    Diceocracy's bag) nobody wins: the score plainly, and where the game ranks one, that its ranks are for a
    full game (a lesson is shorter: its rank would only mock a first game); else who won."""
    if seats == 1 and result is not None and 0 in result.scores:
        votes = round(result.scores[0])
        rank = result.details.get("solo_rank") if isinstance(result.details, dict) else None
        words = tr.trn("Your first game of {game} is over: {count} vote.",
                       "Your first game of {game} is over: {count} votes.", votes, game=game)
        return words, tr("The solo ranks are meant for a full game; this lesson was shorter.") if rank else ""
    if result is not None and 0 in result.winners:
        return tr("You won your first game of {game}!", game=game), ""
    return tr("Your first game of {game} is over.", game=game), ""


REAL_GAME_SEATS = 3
"""The seats New game offers after a lesson at least (you and two Normal bots; a solo lesson's game has bots too)."""


def ending_words(tr: Any, lesson: Lesson, match: Any) -> tuple[str, str]:
    """A lesson that ended before its game did (`Lesson.end`): its own title, and each party's score as the
    table shows it, the leader named: nobody has won, so nobody is told they did."""
    from scenes.tutorial.lesson import first_name
    from scenes.tutorial.script import value_at

    ending = lesson.end
    assert ending is not None
    scores = list(value_at(match.view(None), ending.score) or ())
    names = [first_name(seat.name) for seat in match.seats]
    if len(scores) != len(names):
        return ending.title.get(tr.language), ""
    order = sorted(range(len(names)), key=lambda seat: (-scores[seat], seat))
    parts = [str(tr("you {points}", points=scores[seat])) if seat == 0
             else str(tr("{name} {points}", name=names[seat], points=scores[seat])) for seat in order]
    best = [seat for seat in order if scores[seat] == scores[order[0]]]
    you = str(tr("you"))
    if len(best) > 1:
        ahead = tr("level at the top: {names}", names=", ".join(you if s == 0 else names[s] for s in best))
    elif best[0] == 0:
        ahead = tr("you are ahead")
    else:
        ahead = tr("{name} is ahead", name=names[best[0]])
    line = tr("{score}: {standing}; {ahead}", score=ending.score_name.get(tr.language),
              standing=" · ".join(parts), ahead=ahead)
    return ending.title.get(tr.language), str(line)


class LessonEnd(ShellScene):
    """The lesson is over: what the learner has learnt, and what next (a real game against Normal bots)."""

    def __init__(self, ctx: Any, game: str, lesson: Lesson, match: Any) -> None:
        super().__init__(ctx)
        self.game, self.lesson, self.match = game, lesson, match

    def build(self) -> None:
        ctx = self.ctx
        tr = ctx.tr
        result = self.match.result()
        title = self.match.rules.title
        if result is None and self.lesson.end is not None:  # the lesson's own end: the game is not over
            self.title_words, self.rank_words = ending_words(tr, self.lesson, self.match)
        else:
            self.title_words, self.rank_words = end_words(tr, title, result, len(self.match.seats))
        self.learnt_title = self.form.add(Label(ctx, tr("What you learnt"), size=22, bold=True,
                                                colour=ctx.palette.accent))
        self.learnt = [self.form.add(Label(ctx, "• " + item.get(tr.language), size=17, wrap=True))
                       for item in self.lesson.learnt]
        real = self.lesson.real_game
        self.real_note = self.form.add(Label(ctx, real.get(tr.language) if real is not None else "", size=17,
                                             wrap=True, colour=ctx.palette.accent))
        real_help = tr("New game opens on this game, with you and Normal bots: change the seats as you like")
        self.real = self.form.add(Button(ctx, tr("Play a real game against Normal bots"), self.real_game,
                                         primary=True, help=real_help))
        self.again = self.form.add(Button(ctx, tr("Take the lesson again"), self.lesson_again))
        self.menu = self.form.add(Button(ctx, tr("Main menu"), self.back))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        from scenes.engine.widgets import blit_text

        blit_text(surface, self.ctx, self.title_words, 30, self.ctx.palette.accent, True,
                  midtop=(self.ctx.size[0] // 2, self.px(22 if self.rank_words else 30)))
        if self.rank_words:
            blit_text(surface, self.ctx, self.rank_words, 18, self.ctx.palette.text, False,
                      midtop=(self.ctx.size[0] // 2, self.px(60)))

    def layout(self) -> None:
        w, h = self.ctx.size
        width = min(w - self.px(80), self.px(860))
        x = (w - width) // 2
        self.learnt_title.rect = pygame.Rect(x, self.px(90), width, self.px(34))
        y = self.learnt_title.rect.bottom + self.px(10)
        font = self.ctx.fonts.get(round(17 * self.ctx.scale))
        for label in self.learnt:
            label.rect = pygame.Rect(x, y, width, self.px(30))
            label.rect.h = max(self.px(24), len(label.lines()) * font.get_linesize())
            y = label.rect.bottom + self.px(5)
        note = self.real_note  # how a real game differs, just above the offer of one
        note.rect = pygame.Rect(x, y + self.px(8), width, self.px(30))
        note.rect.h = len(note.lines()) * font.get_linesize() if note.text else 0
        y = note.rect.bottom
        bw, bh, gap = self.px(460), self.px(48), self.px(12)
        top = max(y + self.px(14), h - self.px(40) - 3 * bh - 2 * gap)
        for i, button in enumerate((self.real, self.again, self.menu)):
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (w // 2, top + i * (bh + gap))

    def back(self) -> None:
        self.ctx.services.to_menu()

    def lesson_again(self) -> None:
        problem = open_lesson(self.ctx, self.game, again=True)
        if problem:
            self.say(problem, True)

    def real_game(self) -> None:
        """New game, opened on this game with its default (full) rules, the learner's name at seat 1 and Normal
        bots at the lesson's other seats: the learner may change the seats and options, then starts."""
        from scenes.shell.newgame import NewGame

        self.ctx.stack.push(NewGame(self.ctx, game=self.game, person=self.match.seats[0].name,
                                    seats=max(REAL_GAME_SEATS, len(self.match.seats))))
