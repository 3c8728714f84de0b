"""The generators: a decision's stream, the draws saves were made with, choices and shuffles."""

from __future__ import annotations

import pytest

from game.core.rng import DecisionStreams, Rng, seed_state


@pytest.mark.parametrize("seed", [0, 1, 42, -7, 2**64 + 3])
def test_a_decisions_generator_depends_on_the_seed_and_the_decision_number_alone(seed: int) -> None:
    """A loaded game's bots go on as the uninterrupted game's would: asked in any order, by a new set of
    streams or the same one, decision n gets the same generator."""
    numbers = [*range(0, 130), 999, 20, 1000, 7]
    in_order, jumping = DecisionStreams(seed, "bot"), DecisionStreams(seed, "bot")
    states = [in_order.rng(n).state for n in numbers]
    assert states == [in_order.state(n) for n in numbers]
    assert [jumping.rng(n).state for n in reversed(numbers)] == states[::-1]
    assert len(set(states)) == len(set(numbers))


def test_the_decisions_generators_are_pinned() -> None:
    """Simulated games of a seed stay the games they were (a figure measured on seeds can be measured again)."""
    streams = DecisionStreams(2026, "bot")
    assert [streams.rng(n).below(1000) for n in range(6)] == [353, 635, 207, 707, 759, 374]


def test_no_decisions_generator_runs_into_the_next_ones_numbers() -> None:
    """Each decision's generator steps through states of its own: none of a decision's first 10,000 states is
    one of the next decisions' first states (a search bot draws thousands of numbers a decision)."""
    streams = DecisionStreams(5, "bot")
    starts = {streams.state(n) for n in range(1, 200)}
    walked = {(streams.state(0) + k * GOLDEN) & MASK for k in range(10_000)}
    assert not starts & walked


def test_prefixes_and_seeds_make_different_streams() -> None:
    assert DecisionStreams(3, "bot").state(5) != DecisionStreams(3, "bots").state(5)
    assert DecisionStreams(3, "bot").state(5) != DecisionStreams(4, "bot").state(5)


def test_a_negative_decision_number_is_refused() -> None:
    with pytest.raises(ValueError, match="whole number from 0"):
        DecisionStreams(3, "bot").state(-1)
    with pytest.raises(ValueError, match="whole number from 0"):
        DecisionStreams(3, "bot").rng(-1)


def test_draws_are_those_of_the_generator_the_saves_were_made_with() -> None:
    """Pinned from the generator before below() was written out: shuffles, a bound that rejects draws often
    (just under 2**64) and small bounds, and the state the generator is left in."""
    rng = Rng(seed_state(2026, "pin"))
    assert rng.shuffled(range(12)) == (10, 9, 3, 4, 1, 11, 6, 0, 5, 8, 2, 7)
    assert [rng.below(2**64 - 5) for _ in range(3)] == [5513932958045112251, 1793105343522084997,
                                                        2829688127787864298]
    assert [rng.below(3) for _ in range(5)] == [0, 2, 0, 1, 1]
    assert rng.state == 10285918901836753811


def test_a_choice_is_the_item_below_the_length_and_leaves_the_same_state() -> None:
    for seed in range(40):
        for size in (1, 2, 3, 7, 40, 1000):
            chooser, drawer = Rng(seed_state(seed, "choice")), Rng(seed_state(seed, "choice"))
            assert chooser.choice(range(size)) == drawer.below(size)
            assert chooser.state == drawer.state


def test_a_choice_from_nothing_is_refused() -> None:
    with pytest.raises(ValueError, match="positive bound"):
        Rng(5).choice([])


MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def _undo_xorshift(y: int, shift: int) -> int:
    x = y
    for _ in range(64 // shift + 1):
        x = y ^ (x >> shift)
    return x


def state_drawing(output: int) -> int:
    """The generator state whose next draw is `output` (SplitMix64's mix undone step by step)."""
    z = _undo_xorshift(output, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & MASK
    z = _undo_xorshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & MASK
    return (_undo_xorshift(z, 30) - GOLDEN) & MASK


def fisher_yates_by_below(rng: Rng, size: int) -> tuple[int, ...]:
    out = list(range(size))
    for i in range(size - 1, 0, -1):
        j = rng.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out)


@pytest.mark.parametrize("size", [2, 3, 13, 40, 77, 256, 300])
def test_a_shuffle_is_fisher_yates_drawing_each_partner_below_the_items_left(size: int) -> None:
    for seed in range(60):
        shuffler, drawer = Rng(seed_state(seed, "deck")), Rng(seed_state(seed, "deck"))
        assert shuffler.shuffled(range(size)) == fisher_yates_by_below(drawer, size)
        assert shuffler.state == drawer.state


@pytest.mark.parametrize("output", [MASK, MASK - 15, MASK - 38, MASK - 39])
def test_a_shuffle_rejects_a_draw_as_below_does(output: int) -> None:
    """A draw of 2**64 - 16 or more is below(40)'s rare rejection (it would favour small numbers): the shuffle
    draws again there just as below does, whichever of the draws it is."""
    assert state_drawing(output) != state_drawing(output - 1)
    assert Rng(state_drawing(output)).next64() == output
    for step in (0, 1, 20):  # the first draw, the second, the twenty-first
        start = (state_drawing(output) - step * GOLDEN) & MASK
        shuffler, drawer = Rng(start), Rng(start)
        assert shuffler.shuffled(range(40)) == fisher_yates_by_below(drawer, 40)
        assert shuffler.state == drawer.state
