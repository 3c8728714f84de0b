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
