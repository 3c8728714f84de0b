"""The DēmoS lesson at its table (scenes/tutorial/demos.py), played by mouse and keys as a learner would: every
step the coach says, in the order the rules come up, and its speech box beside what it talks about, never over it
or over the move it suggests, at 1280×720 and at 1920×1080."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.demos.state import Discard
from scenes.engine.cards import CardNode
from scenes.engine.headless import key, make_context, mouse, pump
from scenes.tutorial.demos import DemosLesson, banner_rects, prompt_rect
from tests.scenes.tutorial.driving import box_problems
from tests.scenes.tutorial.lessons import follow_the_coach, lesson_table, perform, play

THE_LESSON = [
    # round 1: the three discards and what follows them
    "welcome", "your-hand", "public-discard", "secret-discard", "secret-take", "veto-question",
    "unanimous-discard", "unanimous-take", "round-1-result",
    # round 2: another dealer, a hand kept, the deck, the others' veto, a round lost
    "round-2", "keeps-the-hand", "keep-the-diamonds", "take-from-deck", "first-veto", "round-2-result",
    # round 3: keeping one's hand, the second veto
    "strong-hand", "keep-hand", "second-veto", "round-3-result",
    # round 4: the harmonic quad and one's own veto; the scandal phase; the final phase
    "three-sevens", "the-fourth-seven", "harmonic-quad", "your-veto", "round-4-result", "scandal-phase", "media",
    "final",
]


def never_covered(table: DemosLesson, problems: list[str]) -> Any:
    def check() -> None:
        problems.extend(box_problems(table))
    return check


@pytest.mark.slow
def test_a_learner_who_follows_the_coach_meets_every_rule_in_order_and_wins(window: Any) -> None:
    ctx, screen = window
    table = lesson_table(ctx)
    problems: list[str] = []
    seen = play(ctx, screen, table, follow_the_coach, on_frame=never_covered(table, problems))
    assert seen.said == THE_LESSON
    assert problems == []
    result = table.match.result()
    assert result is not None and result.winners == (0,) and result.reason == "harmony"
    assert table.overlay.visible  # the final ranking, which the coach's last words were about


def test_the_first_round_follows_the_coach_and_its_box_covers_nothing_it_talks_about(window: Any) -> None:
    ctx, screen = window
    table = lesson_table(ctx)
    problems: list[str] = []
    check = never_covered(table, problems)
    said: list[str] = []
    for _ in range(600):
        pump(ctx, screen)
        check()
        now = table.coaching.coach.now
        if now is not None and (not said or said[-1] != now.step.id):
            said.append(now.step.id)
        if "round-1-result" in said:
            break
        presenter = table.presenter
        asked = presenter is not None and presenter.asking == 0 and not table.animating
        if asked and table.coaching.suggestion() is not None:
            perform(ctx, screen, table, follow_the_coach(table))
        elif now is not None:
            pump(ctx, screen, [key(pygame.K_SPACE)])
    assert said == THE_LESSON[:THE_LESSON.index("round-1-result") + 1]
    assert problems == []


def test_the_suggested_move_is_lit_and_the_bots_wait_while_the_coach_speaks(window: Any) -> None:
    ctx, screen = window
    table = lesson_table(ctx)
    pump(ctx, screen, frames=3)
    part = table.coaching
    assert part.coach.now is not None and part.coach.now.step.id == "welcome"
    assert table.holding  # the presenter does not let a bot move under the coach's words
    pump(ctx, screen, [key(pygame.K_RETURN)], frames=2)
    pump(ctx, screen, [key(pygame.K_RETURN)], frames=2)
    assert part.coach.now is not None and part.coach.now.step.id == "public-discard"
    assert part.suggestion() == Discard(card="1S")
    card = next(c for c in table.hand.cards() if c.data == ("hand", "1S"))
    assert card.world_rect() in part.move_spots() and table.slots["public"].world_rect() in part.move_spots()


def test_any_legal_move_is_allowed_and_the_coach_says_what_the_suggested_one_was_for(window: Any) -> None:
    ctx, screen = window
    table = lesson_table(ctx)
    pump(ctx, screen, frames=3)
    pump(ctx, screen, [key(pygame.K_RETURN)], frames=2)
    pump(ctx, screen, [key(pygame.K_RETURN)], frames=2)
    perform(ctx, screen, table, Discard(card="9C"))  # not the 1♠ the coach suggested
    pump(ctx, screen, frames=2)
    now = table.coaching.coach.now
    assert now is not None and now.note and now.step.id == "public-discard"
    title, text = table.coaching.coach.words("en", ["Ada", "Otto", "Ines"])
    assert "1♠" in text and title == "The public discard"


def test_the_rules_link_opens_the_rulebook_at_the_step_s_section(window: Any) -> None:
    from scenes.shell.rules_view import RulesScreen

    ctx, screen = window
    table = lesson_table(ctx)
    pump(ctx, screen, frames=3)
    rules = table.coaching.rules
    for event in (mouse("move", rules.rect.center), mouse("down", rules.rect.center), mouse("up", rules.rect.center)):
        ctx.stack.handle(event)  # (the headless services draw no shell screen: the events alone)
    top = ctx.stack.top
    assert isinstance(top, RulesScreen) and top.book is not None and top.book.game == "demos"
    assert top.section == "quick-goal" and not top.quick
    ctx.stack.pop()
    ctx.stack.handle(key(pygame.K_F1))  # the same from the keyboard
    assert isinstance(ctx.stack.top, RulesScreen) and ctx.stack.top.section == "quick-goal"


def test_esc_pauses_as_at_any_table_while_the_coach_speaks(window: Any) -> None:
    ctx, screen = window
    lesson_table(ctx)
    pump(ctx, screen, frames=3)
    pump(ctx, screen, [key(pygame.K_ESCAPE)])
    assert ctx.services.pauses == 0  # the lesson's own pause menu, not the headless services' count
    assert type(ctx.stack.top).__name__ == "LessonPause"


def test_the_coach_speaks_german_where_the_app_does() -> None:
    ctx, screen = make_context((1280, 720), language="de")
    try:
        table = lesson_table(ctx)
        pump(ctx, screen, frames=3)
        assert table.coaching.title == "Willkommen bei DēmoS"
        assert table.coaching.got_it.text == "Verstanden (Enter)"
        assert any("Machtstapel" in line for line in table.coaching.lines)
    finally:
        pygame.quit()


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_learner_who_plays_at_random_gets_a_sensible_coach_or_silence(window: Any, seed: int) -> None:
    ctx, screen = window
    table = lesson_table(ctx)
    chance = random.Random(seed)
    problems: list[str] = []
    check = never_covered(table, problems)

    def at_random(t: DemosLesson) -> Any:
        legal = t.match.legal_actions(0)
        # a veto is as likely as any other move, and is confirmed (it is asked about first)
        return chance.choice(legal)

    def sensible() -> None:
        check()
        part = table.coaching
        now = part.coach.now
        if now is not None and not now.note and now.step.suggest is not None:
            suggested = part.coach.suggestion(part.legal())
            if suggested is None and now.step.when.turn == "learner" and table.presenter.asking == 0:
                problems.append(f"{now.step.id} suggests a move the learner cannot make")

    seen = play(ctx, screen, table, at_random, on_frame=sensible)
    assert problems == []
    assert len(set(s.rstrip("!") for s in seen.said)) == len([s for s in seen.said if not s.endswith("!")])
    assert table.match.result() is not None


def test_random_moves_in_the_first_rounds_never_trip_the_coach(window: Any) -> None:
    ctx, screen = window
    table = lesson_table(ctx)
    chance = random.Random(7)
    for _ in range(1500):
        pump(ctx, screen)
        if table.match.view(None).round > 2:
            break
        if table.coaching.speaking:
            pump(ctx, screen, [key(pygame.K_RETURN)])
            continue
        presenter = table.presenter
        if presenter is not None and presenter.asking == 0 and not table.animating:
            action = chance.choice(table.match.legal_actions(0))
            table.act(action)
            if table.confirm_box.open:
                table.confirm_box.confirm()
            assert table.match.actions[-1] == (0, action)  # any legal move is the learner's to make
    assert table.match.view(None).round > 2


def test_a_card_carried_over_the_speech_box_is_dropped_as_anywhere_else(window: Any) -> None:
    from scenes.engine.headless import drag_events

    ctx, screen = window
    table = lesson_table(ctx)
    pump(ctx, screen, frames=3)
    box = table.coaching.box
    assert box is not None
    card = next(c for c in table.hand.cards() if c.data == ("hand", "1S"))
    start = card.world_rect().center
    pump(ctx, screen, drag_events(start, box.center))  # released over the box: nowhere to drop it
    assert table.stage.dragging is None and table.match.actions == []
    assert table.coaching.speaking  # and the box's own click did not fire



@pytest.fixture(params=[pytest.param((1280, 720), id="1280x720"),  # the motion does not depend on the size: the
                        pytest.param((1920, 1080), id="1920x1080", marks=pytest.mark.slow)])  # larger runs as slow
def moving(request: Any) -> Any:
    """A window whose table moves as at the app's "fast" speed, so the motion the coach holds is real."""
    ctx, screen = make_context(request.param, speed="fast")
    yield ctx, screen
    pygame.quit()


def step_now(table: DemosLesson) -> Any:
    now = table.coaching.coach.now
    return now.step if now is not None and not now.note else None


@pytest.mark.slow
def test_the_arrows_end_on_what_the_coach_names_and_nothing_it_must_keep_readable_is_covered_or_crossed(
        moving: Any) -> None:
    ctx, screen = moving
    table = lesson_table(ctx)
    problems: list[str] = []
    ends: dict[str, list[tuple[int, int]]] = {}

    def check() -> None:
        part = table.coaching
        step = step_now(table)
        if step is None or part.box is None:
            return
        part.layout()
        box, talked = part.box, part.talked_about()
        must = part.must_read()
        prompt_and_buttons = [prompt_rect(table), *(b.world_rect() for b in table.prompt.buttons)]
        for rect in must:
            if box.colliderect(rect):
                problems.append(f"{step.id}: the box {box} covers {rect}, which must stay readable")
        for start, end in part.arrows():
            if not any(r.collidepoint(end) for r in talked):
                problems.append(f"{step.id}: an arrow ends at {end}, on none of {talked}")
            crossed = [r for r in prompt_and_buttons if r.clipline(start, end) and not r.collidelist(talked) >= 0]
            if crossed:
                problems.append(f"{step.id}: the arrow {start}→{end} crosses {crossed}")
            ends.setdefault(step.id, []).append(end)

    seen = play(ctx, screen, table, follow_the_coach, on_frame=check)
    assert seen.said == THE_LESSON
    assert problems == []
    assert set(ends) >= {"keep-hand", "your-veto", "keeps-the-hand", "take-from-deck", "round-1-result"}


@pytest.mark.slow
def test_the_arrows_of_keep_my_hand_veto_and_a_bot_keeping_its_hand_end_on_that_button_or_panel(moving: Any) -> None:
    ctx, screen = moving
    table = lesson_table(ctx)
    targets: dict[str, tuple[pygame.Rect, list[tuple[int, int]]]] = {}

    def record() -> None:
        step = step_now(table)
        if step is None or step.id in targets or table.coaching.box is None:
            return
        table.coaching.layout()
        kinds = {"keep-hand": "skip_discard", "your-veto": "cast_veto"}
        if step.id in kinds:
            button = next(b for b in table.prompt.buttons if getattr(b.data[1], "kind", None) == kinds[step.id])
            targets[step.id] = (button.world_rect(), [end for _, end in table.coaching.arrows()])
        elif step.id == "keeps-the-hand":
            targets[step.id] = (table.panels[1].world_rect(), [end for _, end in table.coaching.arrows()])

    play(ctx, screen, table, follow_the_coach, on_frame=record)
    assert set(targets) == {"keep-hand", "your-veto", "keeps-the-hand"}
    for step, (rect, ends) in targets.items():
        assert ends and all(rect.collidepoint(end) for end in ends), (step, rect, ends)


@pytest.mark.slow
def test_each_step_about_an_event_is_shown_as_it_happens_and_the_game_waits_for_it(moving: Any) -> None:
    from scenes.tutorial.coach import about_an_event

    ctx, screen = moving
    table = lesson_table(ctx)
    shown: dict[str, int] = {}
    problems: list[str] = []

    def watch() -> None:
        step = step_now(table)
        if step is None or not about_an_event(step) or step.id in shown:
            return
        match = table.match
        shown[step.id] = len(match.actions)
        if step.when.event not in [e.type for e in match.last_move_events(0)]:
            problems.append(f"{step.id} is shown {len(match.actions)} moves in, not at the move that logged it")
        if not table.animating:
            problems.append(f"{step.id} is shown after its move has played out")
        pump(ctx, screen, frames=240)  # the learner reads for four seconds: nothing moves on
        if len(match.actions) != shown[step.id] or not table.animating:
            problems.append(f"{step.id}: the game went on under the coach's words")

    seen = play(ctx, screen, table, follow_the_coach, on_frame=watch)
    assert seen.said == THE_LESSON
    assert problems == []
    assert set(shown) == {"round-1-result", "keeps-the-hand", "first-veto", "round-2-result", "second-veto",
                          "round-3-result", "round-4-result"}


def test_the_first_round_s_show_down_stays_on_the_table_until_the_learner_has_read_about_it(moving: Any) -> None:
    ctx, screen = moving
    table = lesson_table(ctx)
    for _ in range(3000):
        pump(ctx, screen)
        step = step_now(table)
        if step is not None and step.id == "round-1-result":
            break
        presenter = table.presenter
        asked = presenter is not None and presenter.asking == 0 and not table.animating
        if asked and table.coaching.suggestion() is not None:
            perform(ctx, screen, table, follow_the_coach(table))
        elif table.coaching.speaking:
            pump(ctx, screen, [key(pygame.K_RETURN)])
    else:
        raise AssertionError("round 1's result was never told")
    moves = len(table.match.actions)
    pump(ctx, screen, frames=600)  # ten seconds of reading
    part = table.coaching
    assert banner_rects(table) and banner_rects(table) == part.talked_about()  # the show-down's banner, pointed at
    assert table.view.round == 1 and {c.data[1] for c in table.hand.cards()} >= {"5H", "6H", "7H"}
    assert len(table.match.actions) == moves
    pump(ctx, screen, [mouse("down", (5, 5)), mouse("up", (5, 5))], frames=5)  # a click does not skip past it
    assert table.view.round == 1 and step_now(table) is not None and step_now(table).id == "round-1-result"
    pump(ctx, screen, [key(pygame.K_RETURN)])
    for _ in range(600):
        pump(ctx, screen)
        if table.view.round == 2 and not table.animating:
            break
    assert table.view.round == 2  # "got it": the next round is dealt


def test_the_coach_s_advice_in_round_2_keeps_the_learner_s_only_sequence(window: Any) -> None:
    ctx, screen = window
    table = lesson_table(ctx)
    best: dict[str, tuple[str, ...] | None] = {}

    def watch() -> None:
        step = step_now(table)
        if step is not None and step.id not in best:
            best[step.id] = table.match.view(0).seats[0].best_combination

    for _ in range(3000):
        pump(ctx, screen)
        watch()
        if table.view.round == 3:
            break
        presenter = table.presenter
        asked = presenter is not None and presenter.asking == 0 and not table.animating
        if asked and table.coaching.suggestion() is not None:
            perform(ctx, screen, table, follow_the_coach(table))
        elif table.coaching.speaking:
            pump(ctx, screen, [key(pygame.K_RETURN)])
    # "Your 1♠ 2♦ 3♦ are a sequence already": the steps that follow still see it, never "no sequence yet"
    assert best["round-2"] == best["keep-the-diamonds"] == best["take-from-deck"]
    assert best["round-2"] is not None and set(best["round-2"]) == {"1S", "2D", "3D"}


def test_the_coach_points_at_what_it_names_and_keeps_the_learner_s_own_discards_and_figures_readable(
        window: Any) -> None:
    """Playtest: "the secret discards lie face up now" pointed at Ines's public 2♦, "lay down the 1♥" at the
    7♥; the box lay over the learner's own discards and figures."""
    ctx, screen = window
    table = lesson_table(ctx)
    aimed: dict[str, list[str]] = {}
    problems: list[str] = []

    def check() -> None:
        part = table.coaching
        step = step_now(table)
        if step is None or part.box is None:
            return
        part.layout()
        if step.id not in aimed:
            ends = [end for _, end in part.arrows()]
            aimed[step.id] = sorted({str(n.data) for n in table.stage.root.walk()
                                     if isinstance(n, CardNode) and n.effectively_visible()
                                     and any(n.world_rect().collidepoint(e) for e in ends)})
        mine = table.seat_nodes[table.own.seat]
        own = [table.slots[s].world_rect() for s in ("public", "secret", "unanimous")
               if table.slots[s].visible and mine.piles.get(s)]
        own += [n.world_rect() for n in mine.figures.values()]
        must = part.must_read()
        for rect in own:
            if not any(m.contains(rect) for m in must):
                problems.append(f"{step.id}: {rect} is not kept readable")
            elif part.box.colliderect(rect):
                problems.append(f"{step.id}: the box {part.box} covers the learner's own {rect}")

    seen = play(ctx, screen, table, follow_the_coach, on_frame=check)
    assert seen.said == THE_LESSON
    assert problems == []
    assert aimed["unanimous-discard"] == ["('discard', '1H')", "('discard', '9S')"]  # the secret ones turned up
    assert aimed["three-sevens"] == ["('hand', '1H')"]
