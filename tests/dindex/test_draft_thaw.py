"""A transition's working copy takes each field from the state when a handler first uses it: changes made
there reach the new state, never the old one, and whatever no handler touched stays as it was."""

from __future__ import annotations

from game.dindex.rules.draft import Draft
from tests.dindex.helpers import started


def test_a_changed_hand_reaches_the_new_state_and_leaves_the_old_one_alone() -> None:
    state = started(5, seed=3)
    before = state.hands
    d = Draft.from_state(state)
    card = d.hands[2].pop()
    d.discard.append(card)
    after = d.finish()
    assert state.hands == before  # the state the draft came from is unchanged
    assert after.hands[2] == before[2][:-1] and after.discard == (*state.discard, card)
    assert [after.hands[s] for s in (0, 1, 3, 4)] == [before[s] for s in (0, 1, 3, 4)]


def test_a_field_set_before_it_is_read_is_frozen_as_set() -> None:
    state = started(5, seed=3)
    d = Draft.from_state(state)
    d.discard = [3, 4]
    d.window = (1, 2)
    d.quiet = 2
    after = d.finish()
    assert (after.discard, after.window, after.quiet) == ((3, 4), (1, 2), 2)
    assert (state.discard, state.window, state.quiet) == ((), (), 0)


def test_every_field_no_handler_touched_keeps_its_value() -> None:
    state = started(4, seed=8)
    d = Draft.from_state(state)
    d.term += 1
    after = d.finish()
    assert after.term == state.term + 1
    assert after.model_dump(exclude={"term"}) == state.model_dump(exclude={"term"})


def test_the_generator_moves_on_only_when_the_transition_draws() -> None:
    state = started(5, seed=4)
    quiet = Draft.from_state(state)
    quiet.voters[0] += 1
    assert quiet.finish().rng == state.rng and not quiet.commit
    drawing = Draft.from_state(state)
    drawing.random_card("test")
    assert drawing.finish().rng != state.rng and drawing.commit
