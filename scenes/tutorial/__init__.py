"""Learn to play: a guided first game of a title, on its real table, with a coach (issue 28).

    script.py    a lesson as data (assets/tutorials/<game>.json): its models, read and checked on load
    coach.py     which step to say when, the suggested move, what to say when the learner chose otherwise
    place.py     where the speech box goes: beside what it talks about, never over it
    lesson.py    the coach on the table: rings, arrow, speech box, its keys and clicks (`LessonPart`)
    coached.py   the hooks a game's table forwards to the coach (`Coached`, mixed in before the table class)
    <game>.py    a game's lesson set-up: its table with the coach on it, the parts a step may point at
    session.py   a lesson being played: its own autosave, pause menu and end
    screens.py   Learn to play (choose, resume, start again), the lesson's end ("what you learnt")
    offer.py     the first start's offer on the main menu
    words.py     the coach's own words (the "tutorial" catalog)

A game gets a lesson with a data file and a set-up: `assets/tutorials/<game>.json` and `scenes/tutorial/<game>.py`
(its `SETUP` and `make_lesson_table`, as demos.py has them), named in `LESSONS` below. This
package stays light to import: the main menu reads it on its first frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scenes.tutorial.script import Lesson

LESSONS: dict[str, str] = {"demos": "scenes.tutorial.demos", "dindex": "scenes.tutorial.dindex",
                           "diceocracy": "scenes.tutorial.diceocracy"}
"""Each game with a lesson → its set-up module."""


def lesson_file(game: str) -> Path:
    from assets import asset_root

    return asset_root() / "tutorials" / f"{game}.json"


LESSON_FOLDER = "lessons"


def lesson_save(services: Any, game: str) -> Path:
    """Where the lesson of `game` is kept while it is played."""
    return Path(services.dirs.data) / LESSON_FOLDER / f"{game}.json"


def kept_lessons(services: Any) -> list[str]:
    """The games whose lesson is kept (left unfinished), the one played last first."""
    dirs = getattr(services, "dirs", None)
    if dirs is None:
        return []
    kept = []
    for game in lesson_games():
        try:
            kept.append((lesson_save(services, game).stat().st_mtime, game))
        except OSError:
            continue
    return [game for _, game in sorted(kept, reverse=True)]


def lesson_played_last(services: Any) -> str | None:
    """The game whose kept lesson was played after every unfinished game Continue could resume (None: a game
    was, or no lesson is kept)."""
    kept = kept_lessons(services)
    if not kept:
        return None
    game_path = services.continue_path() if hasattr(services, "continue_path") else None
    if game_path is None:
        return kept[0]
    try:
        if game_path.stat().st_mtime > lesson_save(services, kept[0]).stat().st_mtime:
            return None
    except OSError:
        pass
    return kept[0]


def lesson_games() -> list[str]:
    """The games whose lesson is installed (its set-up named above and its data file shipped)."""
    return [game for game in LESSONS if lesson_file(game).is_file()]


@dataclass(frozen=True)
class LessonSetupModule:
    """A game's lesson set-up module, and what the shell does with it."""

    game: str
    module: Any

    def rules(self) -> Any:
        from game.core.registry import get_game

        return get_game(self.game).rules

    def load(self) -> Lesson:
        """The game's lesson, read and checked (LessonError naming what is wrong with its file)."""
        from game.core.registry import get_game
        from scenes.tutorial.script import LessonError, load_lesson

        try:
            info = get_game(self.game)
        except KeyError as exc:
            raise LessonError(str(exc.args[0])) from None
        path = lesson_file(self.game)
        return load_lesson(path, info.rules, self.module.SETUP.pointing, tuple(info.bots))

    def make_table(self, ctx: Any, match: Any, lesson: Lesson) -> Any:
        return self.module.make_lesson_table(ctx, match, lesson)


def lesson_setup(game: str) -> LessonSetupModule:
    return LessonSetupModule(game, import_module(LESSONS[game]))
