"""The coach's speech box in every lesson, at 1280×720 and 1920×1080, in English and German: at every step it has
a real place (never the "least covering" one the placer falls back to when the window leaves none), and it covers
nothing the learner needs to read then: what the step points at and what its words speak of, the move it
suggests, the prompt and its buttons, and (Diceocracy) the learner's popularity and money tracks; its title fits
in it.

The lessons are played following the coach, as the per-game tests play them; the learner's own turn never shows a
"Waiting for …" line (the learner is the only person at the table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from scenes.engine.headless import make_context
from scenes.tutorial.lesson import PAD, TITLE_SIZE, prompt_rect, rects_of

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "de"]


def shown_buttons(table: Any) -> list[pygame.Rect]:
    prompt = table.prompt
    return rects_of([b for b in [*prompt.buttons, prompt.end_button] if b.visible and b.parent is not None])


def learner_tracks(table: Any) -> list[pygame.Rect]:
    return rects_of([n for (seat, _), n in table.spots.tracks.items() if seat == 0])


NEEDED: dict[str, Callable[[Any], list[pygame.Rect]]] = {
    "demos": lambda t: [],
    "dindex": lambda t: [],
    "diceocracy": lambda t: learner_tracks(t) if t.view.phase not in ("candidate", "personality", "over") else [],
}
"""What else of a game's table the box never covers (besides the prompt, its buttons and what the step names)."""


def play_lesson(game: str, ctx: Any, screen: Any, on_frame: Callable[[Any], None]) -> Any:
    """The lesson of `game` played to its end following the coach; `on_frame(table)` after every frame."""
    table: Any
    if game == "demos":
        from tests.scenes.tutorial import lessons as demos

        table = demos.lesson_table(ctx)
        demos.play(ctx, screen, table, demos.follow_the_coach, on_frame=lambda: on_frame(table))
    elif game == "dindex":
        from tests.scenes.tutorial import dindex_lessons as dindex

        table = dindex.lesson_table(ctx)
        dindex.play(ctx, screen, table, dindex.follow_the_coach, on_frame=lambda: on_frame(table),
                    make=dindex.by_the_table)
    else:
        from tests.scenes.tutorial import dice_driving as dice

        table = dice.lesson_table(ctx)
        dice.play(ctx, screen, table, dice.follow_the_coach, place=dice.coached_slot,
                  on_frame=lambda: on_frame(table))
    return table


def covered_parts(table: Any, game: str) -> list[str]:
    """What the box covers now of what it must leave readable (named), and "no place" when the placer fell back."""
    part = table.coaching
    part.layout()
    box = part.box
    out = [] if part.clear else ["no place: the least covering one"]
    named = {
        "what it points at": part.talked_about(),
        "what its words speak of": part.kept(),
        "the suggested move or a question": part.keep_clear(),
        "the prompt": [prompt_rect(table)],
        "the buttons": shown_buttons(table),
        "the learner's tracks": NEEDED[game](table),
    }
    for what, rects in named.items():
        out.extend(f"{what} {tuple(r)}" for r in rects if box.colliderect(r))
    s = table.ctx.scale
    title_w = table.ctx.fonts.get(round(TITLE_SIZE * s), True).size(part.title)[0]
    if title_w > box.w - 2 * round(PAD * s):
        out.append(f"the title {part.title!r} runs past the box's edge")
    return out


@pytest.mark.slow  # each lesson played through, twelve times
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("game", ["demos", "dindex", "diceocracy"])
def test_every_step_s_box_has_a_place_clear_of_what_the_learner_needs(game: str, size: tuple[int, int],
                                                                      language: str) -> None:
    ctx, screen = make_context(size, language=language)
    try:
        problems: dict[str, list[str]] = {}
        steps: set[str] = set()
        waiting: list[str] = []
        own_wait = {"demos": "Waiting for {names}…", "dindex": "Waiting for: {names}…",
                    "diceocracy": "Waiting for {name}…"}[game]

        def check(table: Any) -> None:
            view = table.match.view(0)
            if 0 in getattr(view, "active", ()) and table.match.result() is None:
                title = table.prompt.title.text
                me = table.name(0)
                if title == ctx.tr(own_wait, names=me, name=me):
                    waiting.append(f"{len(table.match.actions)} moves: {title}")
            part = table.coaching
            now = part.coach.now
            if now is None or part.box is None or table.animating:
                return
            label = f"{now.step.id}{'!' if now.note else ''}"
            steps.add(label)
            found = covered_parts(table, game)
            if found:
                problems.setdefault(label, found)

        play_lesson(game, ctx, screen, check)
        assert len(steps) > 10
        assert problems == {}
        assert waiting == []  # the learner is the only person: no line waits for them at their own turn
    finally:
        pygame.quit()
