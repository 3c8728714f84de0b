"""Numbered streams are seed_state's streams "prefix" + n, only cheaper: bot games made before must replay."""

from __future__ import annotations

import pytest

from game.core.rng import NumberedStreams, seed_state


@pytest.mark.parametrize("seed", [0, 1, 42, -7, 2**64 + 3])
def test_numbered_stream_is_the_named_stream_of_the_same_seed(seed: int) -> None:
    streams = NumberedStreams(seed, "bot:")
    numbers = [*range(0, 130), 999, 1000, 1001, 20, 7, 4321]  # asked out of order, and far ahead
    assert [streams.state(n) for n in numbers] == [seed_state(seed, f"bot:{n}") for n in numbers]


def test_prefixes_make_different_streams() -> None:
    assert NumberedStreams(3, "bot:").state(5) != NumberedStreams(3, "bots:").state(5)


def test_a_negative_stream_number_is_refused() -> None:
    with pytest.raises(ValueError, match="whole number from 0"):
        NumberedStreams(3, "bot:").state(-1)
