"""§ 5.3 Solving government tasks and § 5.6 unsolved tasks.

The offices decide in a fixed order: the five ministries (finance … defence), then the Chancellery. A
ministry must cover a task of its portfolio if it can (a crisis only with a core competence); if it has a
choice its holder decides, if it has one option it is placed without asking. The Chancellery may cover any
uncovered problem, a crisis in its own competence, or support a ministry on that ministry's crisis (a
ministry that took a problem of its portfolio moves over to the crisis: otherwise a ministry facing a
problem and a crisis it cannot solve alone could never take the crisis with the Chancellery's support).
At § 5.6 every office is lifted and the same pass runs again over all tasks on the table (including those
cards added), then every task not solved acts.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from game.dindex.components import PORTFOLIOS, components
from game.dindex.events import OfficeUncovered, TaskCovered, TaskLeft, TaskSolved, TaskUnsolved
from game.dindex.rules.draft import Draft, Table, competences
from game.dindex.rules.effects import Ctx, draw_task, run_steps
from game.dindex.rules.instances import Instances
from game.dindex.state import NO_SEAT, CoverTask, LeaveUncovered, SupportCrisis

# Actions are immutable: the lists asked for before every decision share their instances.
_LEAVE_UNCOVERED = LeaveUncovered()


_COVERS: Instances[int, CoverTask] = Instances(lambda task: CoverTask(task=task))
_SUPPORTS: Instances[int, SupportCrisis] = Instances(lambda task: SupportCrisis(task=task))


TaskChoice = CoverTask | SupportCrisis | LeaveUncovered


def begin(d: Draft) -> None:
    """§ 5.3: the tasks of the last term are shuffled back in and five are drawn."""
    d.task_deck = list(d.rand.shuffled(d.task_deck + d.tasks))
    d.tasks = []
    arranged = d.first_term_arrangement()
    if arranged is not None and arranged.tasks:
        # a hand-built first term's tasks lie on top, the first drawn first (decision 21)
        codes = [t.code for t in d.comps.tasks]
        named = [codes.index(code) for code in arranged.tasks]
        d.task_deck = [t for t in d.task_deck if t not in named] + named[::-1]
    d.covers = [NO_SEAT] * 6
    for _ in range(d.comps.setup.tasks_per_term):
        draw_task(d, "term")
    d.phase = "tasks"
    d.task_office = 1


def covered(state: Table, task: int) -> bool:
    return task in state.covers


@cache
def _ministries() -> tuple[int, ...]:
    """Per task, the office of its portfolio's ministry (read once, as every pass over the tasks asks)."""
    return tuple(1 + PORTFOLIOS.index(task.portfolio) for task in components().tasks)


def solved(state: Table, task: int) -> bool:
    """A problem is solved by any office on it; a crisis by an office whose party has the competence, or
    by its ministry together with the Chancellery."""
    covers = state.covers
    if task not in covers:
        return False
    return _covered_task_solved(state, covers, task)


def _covered_task_solved(state: Table, covers: Sequence[int], task: int) -> bool:
    info = components().tasks[task]
    if info.kind == "problem":
        return True
    offices = [o for o in range(6) if covers[o] == task]
    if _ministries()[task] in offices and 0 in offices:
        return True
    return any(info.portfolio in competences(state, state.offices[o]) for o in offices)


def unsolved(state: Table) -> list[int]:
    """The tasks on the table not solved now, in their order (most are not even covered)."""
    covers = state.covers
    return [t for t in state.tasks if t not in covers or not _covered_task_solved(state, covers, t)]


def options(state: Table, office: int) -> list[TaskChoice]:
    """What the holder of `office` may do now (empty: nothing to decide)."""
    holder = state.offices[office]
    if holder == NO_SEAT or state.covers[office] != NO_SEAT or state.empty_offices[office]:
        return []
    tasks = components().tasks
    mine = competences(state, holder)
    free = unsolved(state)
    if office > 0:
        portfolio = PORTFOLIOS[office - 1]
        return [_COVERS[t] for t in free if tasks[t].portfolio == portfolio
                and (tasks[t].kind == "problem" or portfolio in mine)]
    out: list[TaskChoice] = [_COVERS[t] for t in free
                             if tasks[t].kind == "problem" or tasks[t].portfolio in mine]
    for t in free:
        info = tasks[t]
        ministry = 1 + PORTFOLIOS.index(info.portfolio)
        if info.kind == "crisis" and info.portfolio not in mine and state.offices[ministry] != NO_SEAT \
                and _may_join(state, ministry):
            out.append(_SUPPORTS[t])
    if out:
        out.append(_LEAVE_UNCOVERED)
    return out


def _may_join(state: Table, ministry: int) -> bool:
    """The ministry can take its portfolio's crisis with the Chancellery: it is free, or it covers a problem
    of its portfolio and moves over (the government may reposition its offices, § 5.3)."""
    if state.empty_offices[ministry]:
        return False  # its minister was shot: the office stands empty this term
    covering = state.covers[ministry]
    return covering == NO_SEAT or components().tasks[covering].kind == "problem"


def choose(d: Draft, choice: TaskChoice, forced: bool = False) -> None:
    """The holder's choice for the office whose turn it is; `forced`: the rules made it, as the ministry's only
    option (the event says so, so the log tells the holder the rules placed it, not they)."""
    office = d.task_office
    if isinstance(choice, CoverTask):
        d.covers[office] = choice.task
        d.emit(TaskCovered, office=office, seat=d.offices[office], task=choice.task, forced=forced)
    elif isinstance(choice, SupportCrisis):
        ministry = 1 + PORTFOLIOS.index(d.comps.tasks[choice.task].portfolio)
        if d.covers[ministry] != NO_SEAT:
            d.emit(OfficeUncovered, office=ministry, task=d.covers[ministry], seat=d.offices[ministry],
                   why="chancellery_support")
        d.covers[0] = choice.task
        d.covers[ministry] = choice.task
        d.emit(TaskCovered, office=0, seat=d.offices[0], task=choice.task, with_office=ministry)
    else:
        d.emit(TaskLeft, office=0, seat=d.offices[0])
    d.task_office = _next_office(office)


def _next_office(office: int) -> int:
    return {1: 2, 2: 3, 3: 4, 4: 5, 5: 0}.get(office, NO_SEAT)


def auto_step(d: Draft) -> bool:
    """Skip offices with nothing to decide; place a ministry with a single option; finish the pass."""
    if d.task_office == NO_SEAT:
        d.phase = "tasks_done" if d.phase == "tasks" else "reposition_done"
        return True
    opts = options(d, d.task_office)
    if not opts:
        d.task_office = _next_office(d.task_office)
        return True
    if d.task_office > 0 and len(opts) == 1:
        choose(d, opts[0], forced=True)
        return True
    return False


def evaluate_unsolved(d: Draft) -> None:
    """§ 5.6: every task not solved unfolds its effect (no RP for solved ones)."""
    for task in list(d.tasks):
        if d.over:
            return
        info = d.comps.tasks[task]
        if solved(d, task):
            d.emit(TaskSolved, task=task, code=info.code)
            continue
        d.emit(TaskUnsolved, task=task, code=info.code, portfolio=info.portfolio, kind=info.kind)
        run_steps(d, info.unsolved, Ctx(why=info.code, portfolio=info.portfolio))
