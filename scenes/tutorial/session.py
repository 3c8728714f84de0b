"""A lesson being played: its match, its own autosave, its pause menu and its end.

The lesson's table talks to the shell as every table does, through `ctx.services`; it is handed a context whose
services are the shell's with three differences (`LessonServices`): the autosave goes to the lesson's own file
(`<data>/lessons/<game>.json`, so a lesson never takes the place of the game Continue resumes, and Learn to play
resumes it), the pause menu says where the lesson is kept, and the game's end is the lesson's end (the coach has
its last word, then "what you learnt"); a lesson is a scripted game, so it goes in no history.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.match import LoadError, Match, SeatSpec
from scenes.engine.i18n import error_words
from scenes.engine.scene import Scene
from scenes.shell.pause import Overlay, PauseMenu
from scenes.tutorial import LESSON_FOLDER, lesson_save, lesson_setup  # noqa: F401 (where a lesson is kept: here as ever)
from scenes.tutorial.script import Lesson, LessonError

if TYPE_CHECKING:
    from scenes.engine.context import AppContext


class LessonServices:
    """The shell's services as a lesson's table meets them (see the module's notes); everything else is the
    shell's own."""

    def __init__(self, shell: Any, save_to: Path | None) -> None:
        self.shell = shell
        self.save_to = save_to
        self.on_finished: Callable[[Match[Any, Any, Any]], None] | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.shell, name)

    def autosave(self, match: Match[Any, Any, Any]) -> None:
        if self.save_to is None or match.is_over:
            return
        try:
            self.save_to.parent.mkdir(parents=True, exist_ok=True)
            match.save(self.save_to)
        except OSError as exc:
            print(f"hustings: the lesson could not be saved: {exc}", file=sys.stderr)

    def open_pause(self, table: Scene, match: Match[Any, Any, Any]) -> None:
        table.ctx.stack.push(LessonPause(table.ctx, table, match))

    def game_finished(self, match: Match[Any, Any, Any]) -> None:
        if self.save_to is not None:
            self.save_to.unlink(missing_ok=True)
        if self.on_finished is not None:
            self.on_finished(match)


class LessonContext:
    """The app's context with the lesson's services: everything else (the stack, the window's size, the
    language, the painter) is read from the app's own, as it is now."""

    def __init__(self, ctx: AppContext, services: LessonServices) -> None:
        object.__setattr__(self, "app", ctx)
        object.__setattr__(self, "services", services)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.app, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self.app, name, value)


class LessonPause(PauseMenu):
    """The pause menu at a lesson: the same, but its title says it is the lesson, and quitting says where the
    lesson waits."""

    def title_words(self) -> str:
        return str(self.ctx.tr("Paused: Learn to play {game}", game=self.match.rules.title))

    def quit_to_menu(self) -> None:
        self.ctx.stack.push(LessonQuitDialog(self.ctx, self.match))


class LessonQuitDialog(Overlay):
    width = 660.0

    def __init__(self, ctx: Any, match: Match[Any, Any, Any]) -> None:
        from scenes.engine.widgets import Button, Label

        tr = ctx.tr
        super().__init__(ctx, tr("Leave the lesson?"))
        self.match = match
        kept = tr("The lesson is kept: Continue or Learn to play on the main menu resumes it.")
        self.add_row(Label(ctx, kept, size=15, wrap=True))
        self.add_row(Button(ctx, tr("Stay"), self.close, primary=True), Button(ctx, tr("Leave"), self.leave))

    def leave(self) -> None:
        self.ctx.services.autosave(self.match)
        self.ctx.services.to_menu()


# -- starting, resuming -----------------------------------------------------------------------------------------
def learner_name(ctx: Any) -> str:
    """The name the learner played under last (New game remembers it), else "Player"."""
    settings = getattr(ctx.services, "settings", None)
    last = getattr(settings, "last_game", None)
    for seat in getattr(last, "seats", ()) or ():
        if seat.kind == "human" and seat.name.strip():
            return str(seat.name.strip())
    return str(ctx.tr("Player"))


def lesson_seats(ctx: Any, lesson: Lesson) -> list[SeatSpec]:
    from scenes.shell.bot_names import default_bot_name

    me = learner_name(ctx)
    seats = [SeatSpec(name=me)]
    taken = [me]
    for index, level in enumerate(lesson.seats[1:], start=1):
        name = default_bot_name(level, index, taken)
        taken.append(name)
        seats.append(SeatSpec(kind="bot", name=name, level=level))
    return seats


def new_match(ctx: Any, game: str) -> Match[Any, Any, Any]:
    """A fresh lesson of `game` (LessonError when its file cannot be used)."""
    setup = lesson_setup(game)
    lesson = setup.load()
    return Match(setup.rules(), lesson.options, lesson_seats(ctx, lesson), lesson.seed)


def saved_match(ctx: Any, game: str) -> Match[Any, Any, Any] | None:
    """The lesson of `game` as it was left (None: none is kept, or the kept one is not this lesson's any more:
    then it is dropped)."""
    path = lesson_save(ctx.services, game)
    if not path.is_file():
        return None
    setup = lesson_setup(game)
    lesson = setup.load()
    try:
        match = Match.load(path)
    except LoadError as exc:
        print(f"hustings: the kept lesson {path} cannot be resumed ({exc}); it starts again", file=sys.stderr)
        path.unlink(missing_ok=True)
        return None
    fresh = setup.rules().parse_options(lesson.options)
    if match.rules.game_id != game or match.options != fresh or match.seed != lesson.seed or match.is_over:
        path.unlink(missing_ok=True)  # the lesson was rewritten since: its old game no longer fits its steps
        return None
    return match


def open_lesson(ctx: Any, game: str, *, again: bool = False) -> str | None:
    """Put the lesson of `game` on its table, resumed where it was left unless `again`; the reason when it
    cannot be (nothing changes then)."""
    try:
        setup = lesson_setup(game)
        lesson = setup.load()
        kept = None if again else saved_match(ctx, game)
        match = kept if kept is not None else new_match(ctx, game)
    except LessonError as exc:
        return error_words(ctx.tr, exc)
    services = LessonServices(ctx.services, lesson_save(ctx.services, game))
    if not getattr(getattr(ctx.services, "settings", None), "tutorial_offered", True):
        ctx.services.update_settings(tutorial_offered=True)  # a lesson was started: the first start's offer is done
    table = setup.make_table(LessonContext(ctx, services), match, lesson)
    services.on_finished = lambda m: table.coaching.game_over()
    table.coaching.on_done = lambda: finish(ctx, game, lesson, match, services)
    services.autosave(match)
    ctx.stack.reset(table)
    return None


def finish(ctx: Any, game: str, lesson: Lesson, match: Match[Any, Any, Any],
           services: LessonServices | None = None) -> None:
    """The lesson is over (its game over, or its own end reached: then its kept game is dropped too, so Learn to
    play starts it afresh)."""
    from scenes.tutorial.screens import LessonEnd

    if services is not None and services.save_to is not None and not match.is_over:
        services.save_to.unlink(missing_ok=True)
    ctx.stack.push(LessonEnd(ctx, game, lesson, match))
