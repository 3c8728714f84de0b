"""A small seeded PRNG whose whole state is one int, so it can live inside a frozen game state.

SplitMix64: fast, well distributed, and trivially serialisable. The first outputs of a known seed are
pinned by a test, because saved games replay through this generator.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Sequence
from functools import cache
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int, stream: str = "") -> int:
    """Turn a user seed (and an optional stream name) into a generator state."""
    state = (seed * 0x2545F4914F6CDD1D) & _MASK
    for ch in stream:
        state = _mix((state ^ ord(ch)) & _MASK)
    return _mix(state)


_DECISION_GAMMA = 0xD1B54A32D192ED03
"""The step between two decisions' seeds: an odd constant far from the generator's own step (`_GOLDEN`) and
its small multiples, so no decision's generator runs into another's numbers."""


class DecisionStreams:
    """A generator for every decision of a match: decision n's is seeded with the n-th output of a SplitMix64
    sequence of its own (started from `seed_state(seed, prefix)`, stepped by `_DECISION_GAMMA`).

    Derived from the seed and the move number alone, so a bot game replays and a loaded game goes on as the
    uninterrupted one would; at one mix a decision (issue 14.2: a string-keyed stream per decision had cost
    about 8 % of a random game, a string's mixes per character then two mixes per decision).
    """

    __slots__ = ("_base",)

    def __init__(self, seed: int, prefix: str) -> None:
        self._base = seed_state(seed, prefix)

    def state(self, n: int) -> int:
        if n < 0:
            raise ValueError(f"A decision number is a whole number from 0, not {n}")
        return _mix((self._base + (n + 1) * _DECISION_GAMMA) & _MASK)

    def rng(self, n: int) -> Rng:
        """`Rng(self.state(n))`, the mix written out (every bot decision comes here)."""
        if n < 0:
            raise ValueError(f"A decision number is a whole number from 0, not {n}")
        z = (self._base + (n + 1) * _DECISION_GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return Rng(z ^ (z >> 31))


def _shuffle_one_by_one(out: list[T], state: int) -> int:
    """Fisher-Yates on `out` in place from generator `state`, each draw as `below` makes it; the new state."""
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        limit = _MASK - (_MASK % n)
        while True:
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                break
        j = x % n
        out[i], out[j] = out[j], out[i]
    return state


_LANE = 128
"""Bits per draw when a shuffle's draws are worked out at once: a 64-bit state times a 64-bit constant fits."""
_MAX_AT_ONCE = 256
"""Longer lists are shuffled one draw at a time (their lane constants would be large to keep)."""


@cache
def _lane_constants(count: int) -> tuple[int, int, int, int]:
    """For `count` draws: 1 in every lane, k * golden in lane k - 1 (the k-th step), the 64-bit mask in every
    lane, and bit 64 in every lane."""
    ones = sum(1 << (_LANE * k) for k in range(count))
    steps = sum(((k + 1) * _GOLDEN) << (_LANE * k) for k in range(count))
    return ones, steps, ones * _MASK, ones << 64


def _draws(state: int, size: int) -> array[int] | None:
    """The `size - 1` outputs a shuffle of `size` items draws from `state`, in order, computed side by side:
    the k-th state is `state + k * golden`, so every state and every step of the mix is one operation on an
    int holding all of them in 128-bit lanes (products of two 64-bit numbers never reach the next lane).

    None when an output might be rejected by `below` (at least 2**64 - size: never in practice), so that the
    caller draws one by one and matches `below` exactly."""
    count = size - 1
    ones, steps, lanes, bit64 = _lane_constants(count)
    z = (state * ones + steps) & lanes
    z ^= (z >> 30) & lanes
    z = (z * 0xBF58476D1CE4E5B9) & lanes
    z ^= (z >> 27) & lanes
    z = (z * 0x94D049BB133111EB) & lanes
    z ^= (z >> 31) & lanes
    if (z + size * ones) & bit64:  # some output is 2**64 - size or more
        return None
    words = array("Q", z.to_bytes(count * _LANE // 8, "little"))
    if sys.byteorder == "big":
        words.byteswap()
    return words[::2]  # each lane's low 64 bits (its high ones are 0)


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """A mutable cursor over the int state: draw, then write `.state` back into the game state."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """Uniform int in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK % n)
        # next64 and _mix written out: every shuffle and bot decision comes here (the same numbers, fewer calls).
        state = self.state
        while True:
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def randint(self, low: int, high: int) -> int:
        """Uniform int in [low, high], both ends included."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        """`items[self.below(len(items))]`, the draw written out (a random bot's every decision)."""
        n = len(items)
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK % n)
        state = self.state
        while True:
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return items[x % n]

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        """Fisher-Yates from the end, each swap partner drawn as `below(i + 1)` would (every round's deal
        shuffles a deck). The draws are worked out all at once (`_draws`), one at a time only when one of
        them might be rejected (about once in 2**58 shuffles) or the list is long."""
        out = list(items)
        size = len(out)
        draws = _draws(self.state, size) if 1 < size <= _MAX_AT_ONCE else None
        if draws is None:
            self.state = _shuffle_one_by_one(out, self.state)
            return tuple(out)
        i = size
        for x in draws:
            i -= 1
            j = x % (i + 1)
            out[i], out[j] = out[j], out[i]
        self.state = (self.state + (size - 1) * _GOLDEN) & _MASK
        return tuple(out)

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)
