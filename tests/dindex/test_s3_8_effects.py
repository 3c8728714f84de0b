"""§ 3.8 the effect vocabulary: every step type, lapsed effects, and every card doing something."""

from __future__ import annotations

from typing import Any

import pytest

from game.dindex.effects_model import (
    AddTask,
    Chance,
    ChangeDindex,
    DiscardCards,
    DrawCards,
    Move,
    Outcome,
    SeizePower,
    Uncover,
)
from game.dindex.rules.chain import play_counter
from game.dindex.rules.draft import Draft
from game.dindex.rules.effects import Ctx, parties, run_steps
from game.dindex.state import Pending
from tests.dindex.helpers import CARDS, card, rng_for, started, task, voters


def rich(rng: int | None = None) -> Any:
    """Five parties; seat 0 Chancellor, seats 1 and 2 in government; every pool and hand filled."""
    state = voters(started(5, seed=11), (4, 4, 4, 4, 4), (4, 4, 4, 4, 4), 4)
    on_table = (task("fin-1"), task("env-1"), task("soc-1"))
    state = state.model_copy(update={
        "offices": (0, 1, 2, 1, 2, 0), "covers": (-1, on_table[0], on_table[1], on_table[2], -1, -1),
        "tasks": on_table, "task_deck": tuple(t for t in range(15) if t not in on_table),
        "rp": (3, 3, 3, 3, 3), "dindex": 10, "dindex_discard": 5,
        "roles": ("oligarch", "democrat", "democrat", "democrat", "oligarch"),
    })
    if rng is not None:
        state = state.model_copy(update={"rng": rng})
    return state


def snapshot(d: Draft) -> tuple[Any, ...]:
    return (tuple(d.voters), tuple(d.core), d.non_voters, d.opponents, d.dindex, tuple(map(tuple, d.hands)),
            tuple(d.discard), tuple(d.tasks), tuple(d.covers), tuple(d.rp), d.winners, tuple(d.chain))


def run(steps: tuple[Any, ...], rng: int | None = None, **ctx: Any) -> Draft:
    d = Draft.from_state(rich(rng))
    run_steps(d, steps, Ctx(why="test", **ctx))
    return d


def test_move_between_pools() -> None:
    d = run((Move(src="non_voter", dst="self.core", count=2),), seat=0)
    assert d.core[0] == 6 and d.non_voters == 50 - 40 - 4 - 2


def test_move_steals_from_the_target() -> None:
    d = run((Move(src="target.voter", dst="self.voter", count=2),), seat=0, target=3)
    assert (d.voters[0], d.voters[3]) == (6, 2)


def test_move_from_a_group_each_party_loses() -> None:
    d = run((Move(src="government.voter", dst="non_voter", count=2),), seat=3)
    assert d.voters == [2, 2, 2, 4, 4]


def test_move_to_a_group_each_party_gains() -> None:
    d = run((Move(src="non_voter", dst="opposition.voter"),), seat=0)
    assert d.voters == [4, 4, 4, 5, 5]


def test_s3_8_lapsed_effect_and_the_next_step_still_runs() -> None:
    state = voters(rich(), (0, 4, 4, 4, 4), (4, 4, 4, 4, 4), 4)
    d = Draft.from_state(state)
    run_steps(d, (Move(src="self.voter", dst="non_voter"), Move(src="non_voter", dst="self.core")), Ctx("t", seat=0))
    assert d.voters[0] == 0 and d.core[0] == 5


def test_s3_8_printed_step_order_example() -> None:
    # "First a non-voter becomes a system opponent, then all government parties lose two voters to the
    # non-voters, finally a non-voter becomes a core voter of the party that played the card."
    protest = CARDS[card("Protest March")]
    d = Draft.from_state(rich())
    run_steps(d, protest.steps, Ctx("t", seat=4))
    assert d.opponents == 5 and d.voters[:3] == [2, 2, 2] and d.core[4] == 5


def test_dindex_step() -> None:
    assert run((ChangeDindex(delta=-2),)).dindex == 8
    assert run((ChangeDindex(delta=1),)).dindex == 11


def test_draw_and_blind_discard() -> None:
    d = run((DrawCards(who="self", count=2), DiscardCards(who="target", count=3)), seat=0, target=3)
    before = rich()
    assert len(d.hands[0]) == len(before.hands[0]) + 2
    assert len(d.hands[3]) == len(before.hands[3]) - 3 and len(d.discard) == len(before.discard) + 3


def test_chance_runs_the_matching_outcome() -> None:
    step = Chance(outcomes=(Outcome(low=1, high=3, steps=(ChangeDindex(delta=-1),)),
                            Outcome(low=4, high=7, steps=(ChangeDindex(delta=1),))))
    assert run((step,), rng=rng_for(2)).dindex == 9
    assert run((step,), rng=rng_for(5)).dindex == 11


def test_seize_power_step() -> None:
    d = run((SeizePower(),), seat=4)
    assert d.winners == (4,) and d.reason == "seizure_of_power"


def test_add_task_and_uncover() -> None:
    # "A minister is shot": only the ministry the player named (the target's Social Ministry) stands empty
    d = run((AddTask(count=2), Uncover(who="target")), seat=3, target=1, ministry="social")
    assert len(d.tasks) == 5 and d.covers[3] == -1 and d.covers[1] != -1 and d.covers[2] != -1
    assert list(d.empty_offices) == [False, False, False, True, False, False]
    # a ministry the target does not hold is no minister of it: the step lapses
    d = run((Uncover(who="target"),), seat=3, target=1, ministry="environment")
    assert d.covers[2] != -1 and not any(d.empty_offices)


def test_party_references() -> None:
    d = Draft.from_state(rich())
    ctx = Ctx("t", seat=3, target=1, countered=2, portfolio="social")
    assert parties(d, "government", ctx) == [0, 1, 2]
    assert parties(d, "opposition", ctx) == [3, 4]
    assert parties(d, "others", ctx) == [4, 0, 1, 2]
    assert parties(d, "chancellery", ctx) == [0] and parties(d, "ministry", ctx) == [1]
    assert parties(d, "countered", ctx) == [2] and parties(d, "target", ctx) == [1]


def _target_for(kind: str) -> int | None:
    return {"none": None, "other": 1, "opposition": 3, "government": 1}[kind]


@pytest.mark.parametrize("index", range(100), ids=[c.code for c in CARDS])
def test_every_card_does_something(index: int) -> None:
    info = CARDS[index]
    if info.is_counter:
        # The hand sticker: a successful counter goes on top of the card it repels.
        d = Draft.from_state(rich(rng_for(info.counter_step.low)))  # type: ignore[union-attr]
        d.chain = [Pending(card=card("Door-to-Door Campaign"), seat=1, dindex_level=4)]
        assert play_counter(d, 0, index, 4) and len(d.chain) == 2
        extra = info.steps[1:]
        if extra:
            d2 = Draft.from_state(rich())
            before = snapshot(d2)
            run_steps(d2, extra, Ctx("t", seat=0, countered=1))
            assert snapshot(d2) != before
        return
    changed = False
    for value in range(1, 8):  # a random-card effect must do something for at least one card drawn
        d = Draft.from_state(rich(rng_for(value)))
        before = snapshot(d)
        run_steps(d, info.steps, Ctx("t", seat=0, target=_target_for(info.target)))
        changed = changed or snapshot(d) != before
        if changed:
            break
    assert changed, info.name
