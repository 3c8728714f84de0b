"""§ 5.3 Solving government tasks and § 5.6 unsolved government tasks."""

from __future__ import annotations

from typing import Any

from game.dindex.rules import tasks as task_rules
from game.dindex.state import CoverTask, LeaveUncovered, SupportCrisis
from tests.dindex.helpers import RULES, act, empty_hands, of_type, run, started, task, voters

# Party cards: 0 finance+social, 1 environment+interior, 2 social+defence, 3 finance+environment,
# 4 interior+defence, 5 social+environment, 6 finance+interior.


def table(chancellor: int, ministries: tuple[int, ...], parties: tuple[int, ...], codes: tuple[str, ...],
          phase: str = "tasks", auto: bool = True) -> Any:
    state = empty_hands(started(3, seed=4))
    on_table = tuple(task(c) for c in codes)
    state = state.model_copy(update={
        "offices": (chancellor, *ministries), "covers": (-1,) * 6, "parties": tuple((p,) for p in parties),
        "tasks": on_table, "task_deck": tuple(t for t in range(15) if t not in on_table),
        "phase": phase, "task_office": 1,
    })
    if auto:
        state, _ = run(state, lambda d: None)  # let the automatic placements happen
    return state


def test_s5_3_five_tasks_drawn_after_reshuffling_the_last_terms() -> None:
    state = started(3).model_copy(update={"tasks": (0, 1, 2), "task_deck": tuple(range(3, 15))})
    after, events = run(state, task_rules.begin, advance=False)
    assert len(after.tasks) == 5 and len(after.task_deck) == 10
    assert sorted(after.tasks + after.task_deck) == list(range(15))
    assert len(of_type(events, "task_drawn")) == 5


def test_s5_3_a_ministry_must_cover_a_problem_of_its_portfolio() -> None:
    # Finance ministry held by seat 1 (environment+interior): the finance problem is placed without asking.
    state = table(0, (1, 0, 0, 0, 0), (0, 1, 2), ("fin-1",))
    assert state.covers[1] == task("fin-1")
    assert task_rules.solved(state, task("fin-1"))


def test_s5_3_a_ministry_placed_without_asking_is_told_as_the_rules_doing() -> None:
    # Finance (seat 1) has one task it may take: the rules place it, and the event says so (the log tells the
    # holder the rules placed the ministry); a cover its holder chose is not marked.
    _, events = run(table(0, (1, 0, 0, 0, 0), (0, 1, 2), ("fin-1",), auto=False), lambda d: None)
    placed = of_type(events, "task_covered")
    assert [(e.data.office, e.data.task, e.data.forced) for e in placed] == [(1, task("fin-1"), True)]
    chosen, events = act(table(2, (2, 2, 2, 2, 2), (0, 1, 2), ("fin-1", "fin-2")), 2, CoverTask(task=task("fin-1")))
    assert [e.data.forced for e in of_type(events, "task_covered")] == [False]


def test_s5_3_a_crisis_needs_the_core_competence() -> None:
    # Seat 1 (environment+interior) holds Finance: it cannot cover the banking crisis alone.
    state = table(2, (1, 2, 2, 2, 2), (0, 1, 2), ("fin-3",))
    assert state.covers[1] == -1
    assert RULES.active_players(state) == (2,)  # the Chancellery is asked
    assert SupportCrisis(task=task("fin-3")) in RULES.legal_actions(state, 2)
    assert CoverTask(task=task("fin-3")) not in RULES.legal_actions(state, 2)  # not its competence either
    # Seat 0 (finance+social) as Finance minister covers it alone.
    competent = table(2, (0, 2, 2, 2, 2), (0, 1, 2), ("fin-3",))
    assert competent.covers[1] == task("fin-3") and task_rules.solved(competent, task("fin-3"))


def test_s5_3_chancellery_support_covers_a_crisis_together() -> None:
    state = table(2, (1, 2, 2, 2, 2), (0, 1, 2), ("fin-3",))
    after, _ = act(state, 2, SupportCrisis(task=task("fin-3")))
    assert after.covers[0] == after.covers[1] == task("fin-3")
    assert task_rules.solved(after, task("fin-3"))


def test_s5_3_the_chancellery_may_but_need_not_cover() -> None:
    state = table(2, (2, 2, 2, 2, 2), (0, 1, 2), ("fin-1", "fin-2"))
    assert RULES.active_players(state) == (2,) and state.task_office == 1  # Finance chooses between two
    state, _ = act(state, 2, CoverTask(task=task("fin-1")))
    assert state.task_office == 0  # the other ministries have nothing of their portfolio
    assert RULES.legal_actions(state, 2) == [CoverTask(task=task("fin-2")), LeaveUncovered()]
    left, events = act(state, 2, LeaveUncovered())
    assert left.covers[0] == -1 and of_type(events, "task_left")
    assert not task_rules.solved(left, task("fin-2"))


def test_s5_3_a_ministry_on_a_problem_can_take_its_crisis_with_chancellery_support() -> None:
    # Seat 1 (environment+interior) holds Finance; a finance problem and the banking crisis are on the table.
    # The minister is placed on the problem, but the Chancellery (seat 2, social+defence) may instead join it
    # on the crisis: the ministry moves over and the problem stays unsolved.
    state = table(2, (1, 2, 2, 2, 2), (0, 1, 2), ("fin-1", "fin-3"))
    assert state.covers[1] == task("fin-1") and RULES.active_players(state) == (2,)
    legal = RULES.legal_actions(state, 2)
    assert SupportCrisis(task=task("fin-3")) in legal and CoverTask(task=task("fin-3")) not in legal
    after, events = act(state, 2, SupportCrisis(task=task("fin-3")))
    assert after.covers[0] == after.covers[1] == task("fin-3")
    assert task_rules.solved(after, task("fin-3")) and not task_rules.solved(after, task("fin-1"))
    assert [e.data.task for e in of_type(events, "office_uncovered")] == [task("fin-1")]


def test_s5_3_each_office_covers_only_one_task() -> None:
    state = table(2, (1, 2, 2, 2, 2), (0, 1, 2), ("fin-1", "fin-2"))
    assert RULES.active_players(state) == (1,)  # two finance problems: the minister chooses
    after, _ = act(state, 1, CoverTask(task=task("fin-2")))
    assert after.covers[1] == task("fin-2")
    assert RULES.legal_actions(after, 2)[0] == CoverTask(task=task("fin-1"))  # only the Chancellery is left


def test_s5_3_other_ministries_cannot_help() -> None:
    state = table(0, (1, 2, 2, 2, 2), (0, 1, 2), ("env-1", "env-2"))
    # Environment (seat 2) covers one problem; the Social, Interior and Defence ministries cannot take the other.
    assert RULES.active_players(state) == (2,) and state.task_office == 2  # Environment picks one of two
    state, _ = act(state, 2, CoverTask(task=task("env-1")))
    assert state.task_office == 0 and all(state.covers[o] == -1 for o in (1, 3, 4, 5))
    assert RULES.legal_actions(state, 0) == [CoverTask(task=task("env-2")), LeaveUncovered()]


def test_s5_6_unsolved_tasks_unfold_their_effect() -> None:
    state = table(0, (1, 1, 1, 1, 1), (0, 1, 2), ("fin-1",), phase="reposition", auto=False)
    state = state.model_copy(update={"task_office": -1})
    state = voters(state, (4, 4, 4), (3, 3, 3), 2)
    after, events = run(state, lambda d: None)
    unsolved = of_type(events, "task_unsolved")
    assert [e.data.code for e in unsolved] == ["fin-1"]
    assert after.voters[1] <= 4 - 2 + 1  # the Finance minister lost two voters (chaos may add one back)
    moves = [e.data for e in of_type(events, "voters_moved") if e.data.why == "fin-1"]
    assert len(moves) == 2 and all(m.from_seat == 1 and m.to_pool == "non_voters" for m in moves)


def test_s5_6_covered_tasks_have_no_effect_and_give_no_rp() -> None:
    state = table(0, (1, 1, 1, 1, 1), (0, 1, 2), ("fin-1",), phase="reposition", auto=False)
    state = state.model_copy(update={"task_office": -1, "covers": (-1, task("fin-1"), -1, -1, -1, -1)})
    after, events = run(state, lambda d: None)
    assert not of_type(events, "task_unsolved") and of_type(events, "task_solved")
    gained = of_type(events, "settlement")[0].data.rp_gained
    assert gained == {0: 2, 1: 5 + 2, 2: 0}  # offices only; seat 1 is competent in two of its five


def test_s5_6_the_government_may_reposition_free_offices() -> None:
    # A card lifted the Finance minister off its task; at § 5.6 it covers again before the evaluation.
    state = table(0, (1, 1, 1, 1, 1), (0, 1, 2), ("fin-1",), phase="reposition", auto=False)
    after, events = run(state, lambda d: None)
    assert of_type(events, "task_covered") and not of_type(events, "task_unsolved")


def test_s5_6_every_office_may_be_repositioned_for_a_task_added_during_the_term() -> None:
    # Seat 0 (finance+social) holds Finance and covered a finance problem in § 5.3; a card then put the
    # banking crisis on the table. At § 5.6 the minister may move over to the crisis.
    state = table(1, (0, 1, 1, 1, 1), (0, 1, 2), ("fin-1", "fin-2"), auto=False)
    state = state.model_copy(update={"covers": (-1, task("fin-1"), -1, -1, -1, -1),
                                     "tasks": (task("fin-1"), task("fin-2"), task("fin-3")),
                                     "task_deck": tuple(t for t in range(15) if t not in
                                                        (task("fin-1"), task("fin-2"), task("fin-3"))),
                                     "phase": "open_done", "task_office": -1})
    state, events = run(state, lambda d: None)
    assert of_type(events, "reposition") and state.phase == "reposition" and state.task_office == 1
    assert state.covers == (-1,) * 6  # every office is lifted and placed again under § 5.3's rules
    assert RULES.legal_actions(state, 0) == [CoverTask(task=t) for t in
                                             (task("fin-1"), task("fin-2"), task("fin-3"))]
    state, events = act(state, 0, CoverTask(task=task("fin-3")))
    assert state.covers[1] == task("fin-3") and task_rules.solved(state, task("fin-3"))
    # The Chancellery (seat 1) may still take one of the two problems.
    assert RULES.legal_actions(state, 1) == [CoverTask(task=task("fin-1")), CoverTask(task=task("fin-2")),
                                             LeaveUncovered()]


def test_s5_6_a_shot_ministers_office_stands_empty_until_the_next_term() -> None:
    # Assassination Attempt: "A minister is shot. The office stands empty." Seat 1 holds Finance and covers
    # the budget deficit; opposition seat 2 shoots it in the open phase (Dindex 3: open). At § 5.6 the
    # Finance ministry is not placed again, so only the Chancellery could still take the problem.
    from game.dindex.rules.term import start_term
    from game.dindex.state import LetStand, PlayCard
    from tests.dindex.helpers import card, only_hand

    state = table(0, (1, 0, 0, 0, 0), (0, 1, 2), ("fin-1",), auto=False)
    state = only_hand(state, 2, "Assassination Attempt").model_copy(update={
        "covers": (-1, task("fin-1"), -1, -1, -1, -1), "phase": "open_turn", "turn": 2, "quiet": 0,
        "dindex": 6, "dindex_discard": 9, "task_office": -1})
    state, _ = act(state, 2, PlayCard(card=card("Assassination Attempt"), target=1, ministry="finance"))
    state, _ = act(state, 0, LetStand())
    state, events = act(state, 1, LetStand())
    shot = of_type(events, "minister_shot")
    assert [(e.data.office, e.data.seat, e.data.task) for e in shot] == [(1, 1, task("fin-1"))]
    assert state.covers[1] == -1 and state.empty_offices == (False, True, False, False, False, False)
    ended = state.model_copy(update={"phase": "open_done", "turn": -1})
    state, events = run(ended, lambda d: None)
    assert state.phase == "reposition" and RULES.active_players(state) == (0,)  # Finance is never asked
    assert RULES.legal_actions(state, 0) == [CoverTask(task=task("fin-1")), LeaveUncovered()]
    state, events = act(state, 0, LeaveUncovered())
    assert [e.data.code for e in of_type(events, "task_unsolved")] == ["fin-1"]
    fresh, _ = run(state.model_copy(update={"phase": "term_end"}), start_term, advance=False)
    assert fresh.empty_offices == (False,) * 6  # the new government fills every office again


def test_s5_3_an_empty_ministry_cannot_take_its_crisis_with_the_chancellery() -> None:
    # Seat 1 (environment+interior) holds Finance and cannot solve the banking crisis alone; the Chancellery
    # (seat 2, social+defence) could support it, but not once the Finance minister was shot.
    state = table(2, (1, 0, 0, 0, 0), (0, 1, 2), ("fin-3",), phase="reposition", auto=False)
    whole, _ = run(state, lambda d: None)
    assert RULES.legal_actions(whole, 2) == [SupportCrisis(task=task("fin-3")), LeaveUncovered()]
    shot = state.model_copy(update={"empty_offices": (False, True, False, False, False, False)})
    after, events = run(shot, lambda d: None)
    assert not of_type(events, "task_covered")
    assert [e.data.code for e in of_type(events, "task_unsolved")] == ["fin-3"]
