"""Action instances made once and shared by every legal list that offers them (actions are immutable)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Instances(dict[K, V]):
    """`table[key]` is the instance for `key`, made by `make` the first time it is asked for and one dictionary
    lookup ever after: cheaper than a cached function's call for lists built before every decision (issue
    14.2)."""

    __slots__ = ("_make",)

    def __init__(self, make: Callable[[K], V]) -> None:
        super().__init__()
        self._make = make

    def __missing__(self, key: K) -> V:
        made = self[key] = self._make(key)
        return made
