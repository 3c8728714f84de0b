"""The coach's mind (scenes/tutorial/coach.py), at the DēmoS lesson without its table: what it reads is the
learner's view, their own legal actions and the log as they saw it; it says each step once, in the order the game
brings them, answers a move it did not suggest, and comes back with the game after an undo or a resumed save."""

from __future__ import annotations

import random
from typing import Any

from game.core.match import Match
from game.demos.bots import HeuristicBot
from game.demos.state import Discard
from scenes.engine.headless import make_context
from scenes.tutorial.coach import Coach
from scenes.tutorial.demos import SETUP
from scenes.tutorial.lesson import positions
from scenes.tutorial.session import new_match
from tests.scenes.tutorial.lessons import lesson
from tests.scenes.tutorial.test_demos import THE_LESSON

LEARNER = 0


def fresh() -> tuple[Match[Any, Any, Any], Coach]:
    ctx, _ = make_context()
    match = new_match(ctx, "demos")
    return match, Coach(lesson(), match.rules, SETUP.reading, LEARNER)


def look(coach: Coach, match: Match[Any, Any, Any]) -> None:
    legal = match.legal_actions(LEARNER) if LEARNER in match.active_players() else []
    coach.observe(match.view(LEARNER), legal, match.events_seen_by(LEARNER), len(match.actions))


def learner_moves(coach: Coach, match: Match[Any, Any, Any], action: Any) -> None:
    """As the table does it: the move is made, the coach looks at the new position, then hears of the move."""
    before = coach.standing
    match.submit(LEARNER, action)
    look(coach, match)
    coach.acted(action, before)


def play_through(choose: Any, max_moves: int = 400) -> tuple[list[str], Match[Any, Any, Any]]:
    match, coach = fresh()
    bot = HeuristicBot()
    said: list[str] = []
    for _ in range(max_moves):
        look(coach, match)
        while coach.now is not None and (coach.now.note or coach.suggestion(match.legal_actions(LEARNER)) is None
                                         or LEARNER not in match.active_players()):
            said.append(coach.now.step.id + ("!" if coach.now.note else ""))
            coach.got_it()
        if match.is_over:
            return said, match
        seat = match.active_players()[0]
        if seat == LEARNER:
            if coach.now is not None:
                said.append(coach.now.step.id)
            learner_moves(coach, match, choose(coach, match))
        else:
            match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    raise AssertionError("the lesson did not end")


def the_coach_s_move(coach: Coach, match: Match[Any, Any, Any]) -> Any:
    legal = match.legal_actions(LEARNER)
    return coach.suggestion(legal) or HeuristicBot().choose(match.view(LEARNER), legal, match.bot_rng())


def test_the_lesson_brings_every_rule_in_the_order_a_game_of_the_full_rules_brings_them() -> None:
    said, match = play_through(the_coach_s_move)
    assert said == THE_LESSON
    result = match.result()
    assert result is not None and result.winners == (LEARNER,)


def test_each_step_is_said_once_whatever_the_learner_plays() -> None:
    for seed in range(8):
        chance = random.Random(seed)

        def at_random(coach: Coach, m: Match[Any, Any, Any], chance: random.Random = chance) -> Any:
            return chance.choice(m.legal_actions(LEARNER))

        said, match = play_through(at_random)
        steps = [s for s in said if not s.endswith("!")]
        assert len(steps) == len(set(steps)), (seed, said)
        assert match.is_over


def test_a_learner_who_plays_otherwise_hears_what_the_suggested_move_was_for_then_the_next_step() -> None:
    match, coach = fresh()
    look(coach, match)
    while coach.now is not None and coach.now.step.id != "public-discard":
        coach.got_it()
    assert coach.suggestion(match.legal_actions(LEARNER)) == Discard(card="1S")
    learner_moves(coach, match, Discard(card="9C"))
    assert coach.now is not None and coach.now.note and coach.now.step.id == "public-discard"
    coach.got_it()
    assert coach.now is None  # the next step is the learner's next decision, after the bots' public discards


def test_a_step_for_a_decision_the_learner_has_passed_is_not_said_any_more() -> None:
    match, coach = fresh()
    look(coach, match)
    assert [coach.now.step.id if coach.now else None, *(s.id for s in coach.waiting)] == [
        "welcome", "your-hand", "public-discard"]
    learner_moves(coach, match, Discard(card="1S"))  # without reading a word
    assert "public-discard" not in [s.id for s in coach.waiting]
    assert coach.said("public-discard")  # and it will not come back in a later round


def secret_discard_after(card: str) -> tuple[Any, Coach]:
    """The learner lays `card` in the public discard, the bots make theirs: the learner's secret discard."""
    match, coach = fresh()
    look(coach, match)
    learner_moves(coach, match, Discard(card=card))
    bot = HeuristicBot()
    while LEARNER not in match.active_players():
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    look(coach, match)
    return match, coach


def test_a_general_step_stands_in_when_the_lesson_s_deal_went_another_way() -> None:
    match, coach = secret_discard_after("4H")  # the hearts the scripted secret discards build on
    ids = [coach.now.step.id if coach.now else None, *(s.id for s in coach.waiting)]
    assert "secret-discard-any" in ids and "secret-discard" not in ids and "secret-discard-9c" not in ids


def test_laying_the_10d_publicly_the_secret_discard_still_suggests_a_move() -> None:
    match, coach = secret_discard_after("10D")  # the card the scripted secret discard is about (playtest)
    ids = [coach.now.step.id if coach.now else None, *(s.id for s in coach.waiting)]
    assert "secret-discard-9c" in ids and "secret-discard" not in ids and "secret-discard-any" not in ids
    while coach.now is not None and coach.now.step.id != "secret-discard-9c":
        coach.got_it()
    assert coach.suggestion(match.legal_actions(LEARNER)) == Discard(card="9C")  # lit: it fits nothing


def test_after_an_undo_the_coach_says_again_what_it_said_there() -> None:
    match, coach = fresh()
    bot = HeuristicBot()
    while match.view(LEARNER).phase != "secret_discard" or LEARNER not in match.active_players():
        seat = match.active_players()[0]
        legal = match.legal_actions(seat)
        action = coach.suggestion(legal) if seat == LEARNER else None
        match.submit(seat, action or bot.choose(match.view(seat), legal, match.bot_rng()))
        look(coach, match)
    assert coach.said("secret-discard")
    learner_moves(coach, match, Discard(card="10D"))  # face down, nothing drawn: it may be taken back
    match.undo(LEARNER)
    look(coach, match)
    ids = [coach.now.step.id if coach.now else None, *(s.id for s in coach.waiting)]
    assert "secret-discard" in ids


def test_a_resumed_lesson_says_only_what_belongs_to_where_the_game_is_now() -> None:
    match, coach = fresh()
    bot = HeuristicBot()
    while match.view(LEARNER).phase != "secret_take":  # the learner's secret discard made, the take is next
        seat = match.active_players()[0]
        legal = match.legal_actions(seat)
        action = coach.suggestion(legal) if seat == LEARNER else None
        match.submit(seat, action or bot.choose(match.view(seat), legal, match.bot_rng()))
        look(coach, match)
    resumed = Coach(lesson(), match.rules, SETUP.reading, LEARNER)
    resumed.catch_up(positions(match, LEARNER))
    assert resumed.now is not None and resumed.now.step.id == "secret-take" and not resumed.waiting
    assert resumed.said("welcome") and resumed.said("secret-discard")


def test_the_coach_reads_the_learner_s_view_and_log_only() -> None:
    match, coach = fresh()
    seen: list[Any] = []
    original = coach.observe

    def recording(view: Any, legal: Any, events: Any, moves: int) -> None:
        seen.append((view, events))
        original(view, legal, events, moves)

    coach.observe = recording  # type: ignore[method-assign]
    look(coach, match)
    view, events = seen[0]
    assert view.viewer == LEARNER and all(s.hand is None for s in view.seats[1:])
    assert all(e.data.cards is None for e in events if e.type == "deal" and e.data.seat != LEARNER)


def the_step(step_id: str) -> Any:
    return next(s for s in lesson().steps if s.id == step_id)


def test_a_step_about_an_event_is_said_the_moment_the_event_is_logged_and_holds_the_motion_until_read() -> None:
    from game.core.protocol import Event

    match, coach = fresh()
    look(coach, match)
    while coach.now is not None:
        coach.got_it()
    veto = Event(type="veto", data={"team": 1, "seats": (1,), "vetoes_left": 0})
    assert coach.logged(veto, 27)  # while the move plays, before the table shows its position
    assert coach.now is not None and coach.now.step.id == "first-veto"
    assert coach.holding_motion
    coach.got_it()
    assert not coach.holding_motion
    assert not coach.logged(veto, 27)  # said once


def test_a_step_about_the_position_is_not_said_from_the_log_alone() -> None:
    from game.core.protocol import Event

    match, coach = fresh()
    look(coach, match)
    while coach.now is not None:
        coach.got_it()
    assert not coach.logged(Event(type="round_start", data={"round": 2}), 18)
    assert coach.now is None and not coach.holding_motion


def test_a_round_s_result_the_learner_s_hand_did_not_bring_is_told_by_its_stand_in() -> None:
    from game.core.protocol import Event

    match, coach = fresh()
    look(coach, match)
    while coach.now is not None:
        coach.got_it()
    coach.said_at["round-result"] = 18  # round 1's result was told
    # round 2 won by seat 1 as scripted, but the learner took a public 1 instead of the deck's card
    other = Event(type="round_end", data={"round": 2, "winners": (1,), "points": {0: 9, 1: 18, 2: 10},
                                          "shown": {0: ("1C", "2D", "3D"), 1: ("6C", "7C", "8C"), 2: None}})
    assert coach.logged(other, 27)
    assert coach.now is not None and coach.now.step.id == "round-2-result-any"
    assert "14" not in coach.words("en", ["Ada", "Otto", "Ines"])[1]  # the scripted words name your 14 points


def test_an_event_step_left_waiting_while_moves_were_made_is_dropped() -> None:
    match, coach = fresh()
    look(coach, match)
    step = the_step("keeps-the-hand")
    coach.said_at[step.group] = len(match.actions)
    coach.waiting.append(step)  # waiting behind the welcome
    match.submit(LEARNER, Discard(card="1S"))
    look(coach, match)  # a move later: its moment has passed
    assert step not in coach.waiting and (coach.now is None or coach.now.step is not step)
