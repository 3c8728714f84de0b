"""The bot protocol and the game-agnostic bots.

A bot sees only what its seat may see: it is handed that seat's View, the seat's legal actions and an Rng
derived from the match seed, never a State. `think` is a generator so a long search can yield to the UI's
frame loop; budgets count iterations, not seconds, so results stay deterministic.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any, Protocol, runtime_checkable

from game.core.rng import Rng


@runtime_checkable
class Bot(Protocol):
    """A bot may also set `needs_view = False` when it ignores the view: the simulator then skips
    building it (views cost as much as the rest of a random game)."""

    level: str

    def choose(self, view: Any, legal: Sequence[Any], rng: Rng) -> Any: ...


def think(bot: Bot, view: Any, legal: Sequence[Any], rng: Rng) -> Generator[None, None, Any]:
    """Run a bot as a generator: bots with their own `think` may yield between iterations."""
    own = getattr(bot, "think", None)
    if own is not None:
        return (yield from own(view, legal, rng))
    return bot.choose(view, legal, rng)


class RandomBot:
    """Picks uniformly among the legal actions."""

    level = "random"
    needs_view = False

    def choose(self, view: Any, legal: Sequence[Any], rng: Rng) -> Any:
        if not legal:
            raise ValueError("A bot was asked to act with no legal actions")
        return rng.choice(legal)
