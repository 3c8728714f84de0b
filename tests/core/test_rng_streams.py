"""Numbered streams are seed_state's streams "prefix" + n, only cheaper: bot games made before must replay."""

from __future__ import annotations

import pytest

from game.core.rng import NumberedStreams, Rng, seed_state


@pytest.mark.parametrize("seed", [0, 1, 42, -7, 2**64 + 3])
def test_numbered_stream_is_the_named_stream_of_the_same_seed(seed: int) -> None:
    streams = NumberedStreams(seed, "bot:")
    numbers = [*range(0, 130), 999, 1000, 1001, 20, 7, 4321]  # asked out of order, and far ahead
    assert [streams.state(n) for n in numbers] == [seed_state(seed, f"bot:{n}") for n in numbers]


@pytest.mark.parametrize("seed", [0, 42, 2**64 + 3])
def test_a_streams_generator_starts_where_its_state_says_in_any_order_of_asking(seed: int) -> None:
    """A match asks for move n's generator in order (the fast step); a loaded game or a tool may jump."""
    in_order = NumberedStreams(seed, "bot:")
    jumping = NumberedStreams(seed, "bot:")
    numbers = [*range(0, 130), 999, 20, 1000, 7]
    assert [in_order.rng(n).state for n in numbers] == [seed_state(seed, f"bot:{n}") for n in numbers]
    assert [jumping.rng(n).state for n in reversed(numbers)] == [seed_state(seed, f"bot:{n}")
                                                                 for n in reversed(numbers)]


def test_prefixes_make_different_streams() -> None:
    assert NumberedStreams(3, "bot:").state(5) != NumberedStreams(3, "bots:").state(5)


def test_a_negative_stream_number_is_refused() -> None:
    with pytest.raises(ValueError, match="whole number from 0"):
        NumberedStreams(3, "bot:").state(-1)
    with pytest.raises(ValueError, match="whole number from 0"):
        NumberedStreams(3, "bot:").rng(-1)


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
