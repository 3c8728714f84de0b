"""The Dindex lesson at its table (scenes/tutorial/dindex.py), played by mouse and keys as a learner would: every
step the coach says, in the order the rules come up, and its speech box beside what it talks about, never over it
or over the move it suggests, at 1280×720 and at 1920×1080; the lesson's data file checked against the game."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.dindex.components import OFFICES
from game.dindex.state import DrawActionCards, ProposeCoalition
from scenes.engine.headless import key, make_context, pump
from scenes.shell.rules_doc import parse
from scenes.shell.rules_links import book_for
from scenes.tables.common.marks import RingNode
from scenes.tutorial.dindex import SETUP, DindexLesson, card_nodes, task_nodes, valid_point
from scenes.tutorial.lesson import first_name, prompt_rect, rects_of
from scenes.tutorial.screens import ending_words
from tests.scenes.tutorial.dindex_lessons import by_the_table, follow_the_coach, lesson, lesson_table, perform, play
from tests.scenes.tutorial.driving import box_problems

THE_LESSON = [
    # the set-up: a secret role, the Dindex, the voters, the hand
    "welcome", "dindex-stack", "voters", "draw", "election", "your-cards",
    # § 5.2: an offer that asks a lot, the partner's ask, the revised offer
    "formation", "assign-finance", "assign-environment", "assign-social", "assign-interior", "the-ask", "revise",
    "revised-finance", "revised-environment", "revised-social", "revised-interior", "revised-defence", "government",
    # § 5.3 tasks; § 5.4 a secret bomb the learner must carry out, repelled by the counter the learner laid
    "tasks-finance", "tasks-support", "secret-choose", "secret-bomb", "repelled",
    # § 5.5 open actions and counters, the Dindex falling to Populism
    "window-first", "open-play", "counter-fearmongering", "countered", "exchange", "counter-shitstorm", "pass",
    # after the pass the open actions go on: what happens now, what the learner may do, when it ends
    "passed", "populism", "open-again",
    # § 5.6 the last repositioning, § 5.7 the settlement, § 6.1 the Democrats win
    "reposition", "reposition-support", "won", "endings",
]


def never_covered(table: DindexLesson, problems: list[str]) -> Any:
    def check() -> None:
        part = table.coaching
        if part.box is None:
            return
        problems.extend(box_problems(table))
        step = part.coach.now.step.id if part.coach.now is not None else "?"
        now = part.coach.now
        if now is not None and not now.note and now.step.point and not part.talked_about() and not table.animating:
            problems.append(f"{step}: nothing of {now.step.point} is on the table")
        if now is not None and not table.animating:
            problems.extend(f"{step}: {p}" for p in arrows_astray(table, now.step.point))
            problems.extend(f"{step}: {p}" for p in drawn_across(table))
    return check


def drawn_across(table: DindexLesson) -> list[str]:
    """The coach's marks drawn over words (playtest): an arrow across a hand card it does not end on, across the
    kept results at the log's top or the prompt's lines; two of its rings overlapping (their lines struck
    through "Voters 3" and "core 3")."""
    part = table.coaching
    out = []
    cards = [c.world_rect() for c in table.hand.cards()]
    words = [*rects_of([table.headlines]), prompt_rect_of(table)]
    for start, end in part.arrows():
        for rect in cards + words:
            if not rect.collidepoint(end) and rect.clipline(start, end):
                out.append(f"the arrow {start}→{end} crosses {tuple(rect)}")
    rings = [r.inflate(10, 10) for r in part.talked_about()]
    for i, a in enumerate(rings):
        for b in rings[i + 1:]:
            both = a.clip(b)  # rings side by side may touch; one crossing the other runs over its words
            if min(both.w, both.h) > 12 and not (a.contains(b) or b.contains(a)):
                out.append(f"the rings {tuple(a)} and {tuple(b)} overlap")
    return out


def prompt_rect_of(table: DindexLesson) -> pygame.Rect:
    return prompt_rect(table)


def named_nodes(table: DindexLesson, name: str) -> list[Any]:
    """The table's nodes a pointed name stands for, where it is one node or a few (else [])."""
    kind, _, code = name.partition(":")
    if kind == "card":
        return card_nodes(table, code)
    if kind == "task":
        return task_nodes(table, code)
    if kind == "office":
        return [table.tokens[OFFICES.index(code)]]
    if kind == "zone":
        return [table.zones[code]]
    if kind == "seat":
        return [table.panels[int(code)]]
    return []


def arrows_astray(table: DindexLesson, names: tuple[str, ...]) -> list[str]:
    """Each arrow must end on a part the step names: inside its rectangle, and (for a card, a task, an office, a
    zone or a panel) on that node as drawn, not on another lying over it (a fanned card's neighbour)."""
    out = []
    for start, end in table.coaching.arrows():
        hits = [n for n in names if any(r.collidepoint(end) for r in SETUP.point(table, n))]
        if not hits:
            out.append(f"the arrow from {start} ends at {end}, on none of {names}")
            continue
        top = table.stage.root.pick(end, lambda n: not isinstance(n, RingNode) and not is_within(n, table.fx))
        owners = [n for n in hits if not named_nodes(table, n) or any(is_within(top, node) for node in
                                                                       named_nodes(table, n))]
        if not owners:
            out.append(f"the arrow ends at {end} on {top}, over {hits}")
    return out


def is_within(node: Any, ancestor: Any) -> bool:
    while node is not None:
        if node is ancestor:
            return True
        node = node.parent
    return False


@pytest.mark.slow
def test_a_learner_who_follows_the_coach_by_mouse_meets_every_rule_in_order_and_wins(window: Any) -> None:
    ctx, screen = window
    table = lesson_table(ctx)
    problems: list[str] = []
    seen = play(ctx, screen, table, follow_the_coach, on_frame=never_covered(table, problems))
    assert seen.said == THE_LESSON
    assert problems == []
    result = table.match.result()
    assert result is not None and result.winners == (0, 1) and result.reason == "rp_reached"
    assert table.match.view(None).term == 1  # one legislative term
    assert table.overlay.visible  # the result, which the coach's last words were about


@pytest.mark.slow  # the whole lesson through the table (seconds)
def test_the_lesson_played_through_the_table_says_every_step_in_order_and_ends_after_one_term() -> None:
    ctx, screen = make_context((1280, 720))
    try:
        table = lesson_table(ctx)
        problems: list[str] = []
        seen = play(ctx, screen, table, follow_the_coach, on_frame=never_covered(table, problems), make=by_the_table)
        assert seen.said == THE_LESSON
        assert problems == []
        assert table.match.result() is not None and table.match.view(None).term == 1
    finally:
        pygame.quit()



@pytest.mark.slow  # the whole lesson through the table
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_every_arrow_of_the_coach_ends_on_the_part_its_step_names(size: tuple[int, int]) -> None:
    ctx, screen = make_context(size)
    try:
        table = lesson_table(ctx)
        astray: list[str] = []
        arrows = [0]

        def check() -> None:
            now = table.coaching.coach.now
            if now is None or table.animating or table.coaching.box is None:
                return
            table.coaching.layout()
            arrows[0] += len(table.coaching.arrows())
            astray.extend(f"{now.step.id}: {p}" for p in arrows_astray(table, now.step.point))

        play(ctx, screen, table, follow_the_coach, on_frame=check, make=by_the_table)
        assert arrows[0] > 0 and astray == []
    finally:
        pygame.quit()

def test_the_first_moves_are_suggested_lit_and_the_bots_wait_while_the_coach_speaks(window: Any) -> None:
    ctx, screen = window
    table = lesson_table(ctx)
    pump(ctx, screen, frames=3)
    part = table.coaching
    assert part.coach.now is not None and part.coach.now.step.id == "welcome"
    assert table.holding  # the presenter does not let a bot move under the coach's words
    # the role card ringed; the header naming the Government Points to win kept readable, no arrow drawn to it
    # across the parties' panels (playtest)
    assert part.talked_about() == [table.role_card.world_rect()]
    assert part.box is not None and part.kept() == SETUP.point(table, "header")
    assert not part.box.colliderect(part.kept()[0])
    for _ in range(3):
        pump(ctx, screen, [key(pygame.K_RETURN)], frames=2)
    assert part.coach.now is not None and part.coach.now.step.id == "draw"
    assert part.suggestion() == DrawActionCards(count=6)
    assert table.match.actions == []  # nobody has drawn while the coach spoke
    perform(ctx, screen, table, DrawActionCards(count=6))
    for _ in range(200):
        pump(ctx, screen)
        now = part.coach.now
        if now is not None and now.step.id == "formation":
            break
        if now is not None:
            pump(ctx, screen, [key(pygame.K_RETURN)])
    assert part.suggestion() == ProposeCoalition(partners=(1,))
    toggle = next(b for b in table.prompt.buttons if b.data == ("button", ("toggle", 1)))
    assert part.move_spots() == [toggle.world_rect()]  # first pick the partner, then propose


def test_another_offer_than_the_suggested_one_is_answered_by_the_coach(window: Any) -> None:
    from game.dindex.state import AssignMinistry

    ctx, screen = window
    table = lesson_table(ctx)
    for _ in range(400):
        pump(ctx, screen)
        now = table.coaching.coach.now
        if now is not None and now.step.id == "assign-environment":
            break
        asked = table.presenter is not None and table.presenter.asking == 0 and not table.animating
        if asked and table.coaching.suggestion() is not None:
            perform(ctx, screen, table, follow_the_coach(table))
        elif now is not None:
            pump(ctx, screen, [key(pygame.K_RETURN)])
    perform(ctx, screen, table, AssignMinistry(portfolio="environment", seat=1))  # not the one the coach suggested
    pump(ctx, screen, frames=2)
    now = table.coaching.coach.now
    assert now is not None and now.note and now.step.id == "assign-environment"


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_learner_who_plays_at_random_gets_a_sensible_coach_to_the_end(seed: int) -> None:
    ctx, screen = make_context((1280, 720))
    try:
        table = lesson_table(ctx)
        chance = random.Random(seed)
        problems: list[str] = []
        check = never_covered(table, problems)

        def sensible() -> None:
            check()
            part = table.coaching
            now = part.coach.now
            if now is not None and not now.note and now.step.suggest is not None \
                    and part.coach.suggestion(part.legal()) is None and table.presenter.asking == 0:
                problems.append(f"{now.step.id} suggests a move the learner cannot make")

        seen = play(ctx, screen, table, lambda t: chance.choice(t.match.legal_actions(0)), on_frame=sensible,
                    make=by_the_table, max_frames=60000)
        assert problems == []
        said = [s for s in seen.said if not s.endswith("!")]
        assert len(said) == len(set(said))  # each step once
        # the lesson is one term: it ends after the first term's settlement whatever the points, never in term 2
        assert table.coaching.coach.finished
        assert table.match.view(None).term == 1 and terms_played(table) == {1}
        assert any(e.type == "settlement" for e in table.match.events_seen_by(0)) or table.match.result() is not None
        if table.match.result() is None:  # nobody won: the last words were the term's end, not a victory
            assert said[-2:] == ["term-end", "campaign-next"] and "won" not in said
            title, line = ending_words(ctx.tr, lesson(), table.match)
            rp = table.match.view(None).rp
            assert "won" not in title.lower() and title == "Your first term of Dindex is over."
            names = [first_name(seat.name) for seat in table.match.seats]
            assert line.startswith("Government Points (RP): ")
            assert f"you {rp[0]}" in line and all(f"{names[s]} {rp[s]}" in line for s in (1, 2))
            leaders = [s for s in range(3) if rp[s] == max(rp)]
            if len(leaders) == 1:
                assert line.endswith("you are ahead" if leaders == [0] else f"{names[leaders[0]]} is ahead")
    finally:
        pygame.quit()


def terms_played(table: DindexLesson) -> set[int]:
    """The terms the log shows begun."""
    return {e.data.term for e in table.match.events_seen_by(0) if e.type == "term_start"}


def test_the_lesson_file_is_valid_and_every_step_links_to_a_section_of_both_rulebooks() -> None:
    loaded = lesson()
    assert loaded.game == "dindex" and loaded.seats == ("learner", "heuristic", "heuristic")
    book = book_for("dindex")
    assert book is not None
    for language in ("en", "de"):
        doc = parse(book.path(book.full_file(language)).read_text(encoding="utf-8"))
        missing = [s.id for s in loaded.steps if doc.find(s.rules) is None or s.rules not in doc.anchors]
        assert missing == [], language
    for step in loaded.steps:
        assert all(valid_point(p) for p in step.point), step.id


def test_a_step_pointing_at_a_part_the_table_does_not_have_is_refused_in_one_line(tmp_path: Any) -> None:
    import json

    from scenes.tutorial import lesson_file
    from scenes.tutorial.script import LessonError, load_lesson
    from tests.dindex.helpers import RULES

    raw = json.loads(lesson_file("dindex").read_text(encoding="utf-8"))
    raw["steps"][0]["point"] = ["office:treasury"]
    path = tmp_path / "dindex.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(LessonError, match=r"steps.0 \(welcome\): the table has no part 'office:treasury'"):
        load_lesson(path, RULES, SETUP.pointing, ("heuristic",))
    raw["steps"][0]["point"] = ["role"]
    raw["options"]["arranged"]["hands"][0][0] = "dem-99"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(LessonError, match="'dem-99' is not an action card"):
        load_lesson(path, RULES, SETUP.pointing, ("heuristic",))
    raw["options"]["arranged"]["hands"][0][0] = "dem-02"
    raw["steps"][0]["say"]["en"] = "The Defence Ministry goes to {ally}."  # a name the view does not give
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(LessonError, match=r"steps.0 \(welcome\): \{ally\} is no name a text of Dindex may use"):
        load_lesson(path, RULES, SETUP.pointing, ("heuristic",))
    raw["steps"][0]["say"]["en"] = "The Defence Ministry goes to {partner}."
    raw["end"]["score"] = "points"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(LessonError, match=r"end.score: 'points' is no part of Dindex's view"):
        load_lesson(path, RULES, SETUP.pointing, ("heuristic",))


def test_the_coach_speaks_german_where_the_app_does() -> None:
    ctx, screen = make_context((1280, 720), language="de")
    try:
        table = lesson_table(ctx)
        pump(ctx, screen, frames=3)
        assert table.coaching.title == "Willkommen bei Dindex"
        assert any("Demokrat" in line for line in table.coaching.lines)
    finally:
        pygame.quit()


def test_after_the_learner_passes_the_coach_guides_the_open_actions_to_their_end() -> None:
    """§ 5.5: the open actions go on round the table after the learner's pass; the coach says what happens, what
    the learner may do at their next turn, and, when the two parties before them played no card, that playing
    none now ends the phase. The lesson's match, its bots' moves chosen here once the learner has played a card."""
    from game.dindex.bots import HeuristicBot
    from game.dindex.state import LetStand, PassTurn, PlayCard
    from scenes.tutorial.coach import Coach
    from scenes.tutorial.session import new_match

    ctx, _ = make_context()
    match = new_match(ctx, "dindex")
    coach = Coach(lesson(), match.rules, SETUP.reading, 0)
    said: list[str] = []

    def look() -> None:
        legal = match.legal_actions(0) if 0 in match.active_players() else []
        coach.observe(match.view(0), legal, match.events_seen_by(0), len(match.actions))
        while coach.now is not None:
            if not coach.now.note and (not said or said[-1] != coach.now.step.id):
                said.append(coach.now.step.id)
            if not coach.now.note and coach.suggestion(legal) is not None:
                return  # the learner makes the suggested move
            coach.got_it()

    def learner_moves(action: Any) -> None:
        before = coach.standing
        match.submit(0, action)
        for event in match.last_move_events(0):
            coach.logged(event, len(match.actions))
        look()
        coach.acted(action, before)

    bot = HeuristicBot()
    for _ in range(400):  # the lesson as the coach leads it, the bots as ever, until the turn after the pass
        look()
        if "open-again" in said:
            break
        seat = match.active_players()[0]
        if seat == 0:
            suggested = coach.suggestion(match.legal_actions(0))
            learner_moves(suggested if suggested is not None
                          else bot.choose(match.view(0), match.legal_actions(0), match.bot_rng()))
        else:
            match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    assert said[said.index("pass"):] == ["pass", "passed", "populism", "open-again"]
    view = match.view(0)
    assert view.phase == "open_turn" and view.turn == 0 and view.dindex_level == 4
    # the learner plays Tabloid Headline (free at Populism); nobody counters it; Otto and Ines pass
    tabloid = next(a for a in match.legal_actions(0) if isinstance(a, PlayCard))
    learner_moves(tabloid)
    while match.view(0).phase == "open_window":
        seat = match.active_players()[0]
        if seat == 0:
            learner_moves(LetStand())
        else:
            match.submit(seat, LetStand())
    for seat in (1, 2):
        assert match.active_players() == (seat,)
        match.submit(seat, PassTurn())
    look_before = len(said)
    look()
    assert match.view(0).quiet == 2 and said[look_before:] == ["open-last"]
    learner_moves(PassTurn())  # the third quiet turn in a row: the open actions are over
    assert match.view(0).phase != "open_turn"
    pygame.quit()


def test_a_learner_who_takes_another_partner_hears_that_partner_named_and_what_the_choice_costs() -> None:
    """Playtest: after choosing Ines as partner, "The last, Defence, then goes to Otto". The scripted offer is for
    Otto only; with Ines the coach says what that choice costs and names the partner the table shows."""
    from game.dindex.state import AssignMinistry
    from scenes.tutorial.dindex import named_seats

    ctx, screen = make_context((1280, 720))
    try:
        table = lesson_table(ctx)
        part = table.coaching
        said: list[str] = []
        note = ""
        for _ in range(3000):
            pump(ctx, screen)
            now = part.coach.now
            if now is not None and (not said or said[-1] != now.step.id + "!" * now.note):
                said.append(now.step.id + "!" * now.note)
                if now.note:
                    note = part.coach.words("en", ["Player", "Otto", "Ines"])[1]
            view = table.match.view(0)
            if view.phase == "tasks":
                break
            asked = table.presenter is not None and table.presenter.asking == 0 and not table.animating
            if asked and (now is None or part.suggestion() is not None):
                legal = table.match.legal_actions(0)
                if part.suggestion() == ProposeCoalition(partners=(1,)):
                    by_the_table(ctx, screen, table, ProposeCoalition(partners=(2,)))
                elif any(isinstance(a, AssignMinistry) for a in legal):
                    by_the_table(ctx, screen, table, legal[0])
                else:
                    by_the_table(ctx, screen, table, follow_the_coach(table))
            elif now is not None:
                pump(ctx, screen, [key(pygame.K_RETURN)])
            if said and said[-1] == "formation!":
                assert "Ines" in note and "Social" in note and "2 RP" in note  # what the choice costs
        assert "formation!" in said and "assign-any" in said
        assert not {"assign-finance", "assign-environment", "assign-social", "assign-interior"} & set(said)
        view = table.match.view(0)
        assert named_seats(view) == {"partner": 2, "outsider": 1}  # the government the table shows
    finally:
        pygame.quit()


def test_a_card_s_large_preview_is_drawn_over_the_coach_s_box(window: Any) -> None:
    """Playtest: pointing at a hand card while the coach spoke, its large preview lay under the box."""
    from scenes.tables.dindex.preview import HOVER_DELAY
    from scenes.tutorial.lesson import BOX_FILL

    ctx, screen = window
    table = lesson_table(ctx)
    part = table.coaching
    for _ in range(600):
        pump(ctx, screen)
        now = part.coach.now
        if now is not None and now.step.id == "your-cards":
            break
        asked = table.presenter is not None and table.presenter.asking == 0 and not table.animating
        if asked and part.suggestion() is not None:
            perform(ctx, screen, table, follow_the_coach(table))
        elif now is not None:
            pump(ctx, screen, [key(pygame.K_RETURN)])
    assert part.coach.now is not None and part.coach.now.step.id == "your-cards"
    from scenes.engine.headless import mouse

    card = table.hand.cards()[-1]
    at = card.world_rect().center
    pump(ctx, screen, [mouse("move", at)])
    pump(ctx, screen, frames=round(HOVER_DELAY * 60) + 10)
    assert table.preview.visible and part.box is not None
    over = part.box.clip(table.preview.world_rect())
    assert over.w > 0 and over.h > 0  # the two meet here, where the box would hide the card's words
    drawn = [screen.get_at((x, y))[:3] for x in range(over.left, over.right, 7)
             for y in range(over.top, over.bottom, 7)]
    assert sum(1 for c in drawn if tuple(c) == BOX_FILL) < len(drawn) // 10
