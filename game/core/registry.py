"""The games Hustings knows: id -> GameInfo (rules object, title, seat range, bots, test variants).

Each game package exposes a module-level `GAME: GameInfo` in its `__init__`. The registry imports the
packages listed here that exist in this build.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import Any

from game.core.bots import Bot, RandomBot
from game.core.protocol import Rules
from game.core.words import N_, WordedKeyError

GAME_PACKAGES = ("game.demos", "game.dindex", "game.diceocracy")


@dataclass(frozen=True)
class Variant:
    """A named (options, seat count) combination every random-play test must cover."""

    label: str
    num_players: int
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameInfo:
    rules: Rules[Any, Any, Any, Any]
    bots: Mapping[str, Callable[[], Bot]]
    variants: tuple[Variant, ...]
    summary: str = ""

    @property
    def id(self) -> str:
        return self.rules.game_id

    @property
    def title(self) -> str:
        return self.rules.title

    @property
    def min_players(self) -> int:
        return self.rules.min_players

    @property
    def max_players(self) -> int:
        return self.rules.max_players

    def make_bot(self, level: str) -> Bot:
        try:
            return self.bots[level]()
        except KeyError:
            raise KeyError(
                f"{self.title} has no bot level {level!r}; choose from {', '.join(self.bots)}"
            ) from None


def default_bots(
    heuristic: Callable[[], Bot] | None = None, search: Callable[[], Bot] | None = None
) -> dict[str, Callable[[], Bot]]:
    """The levels in order of strength: random, the game's heuristic, the search bot built on it."""
    bots: dict[str, Callable[[], Bot]] = {"random": RandomBot}
    if heuristic is not None:
        bots["heuristic"] = heuristic
    if search is not None:
        bots["search"] = search
    return bots


@cache
def _load() -> tuple[Mapping[str, GameInfo], Mapping[str, str]]:
    found: dict[str, GameInfo] = {}
    errors: dict[str, str] = {}
    for name in GAME_PACKAGES:
        if importlib.util.find_spec(name) is None:
            continue
        try:
            info: GameInfo = importlib.import_module(name).GAME
        except Exception as exc:  # noqa: BLE001 - one broken game must not take the others (or the app) down
            errors[name] = f"{type(exc).__name__}: {exc}"
            continue
        found[info.id] = info
    return MappingProxyType(found), MappingProxyType(errors)


def games() -> Mapping[str, GameInfo]:
    """The games that loaded. A package that failed to import is left out and named in load_errors()."""
    return _load()[0]


def load_errors() -> Mapping[str, str]:
    """Game packages that exist but failed to import: package name -> the error, for menus and CLIs to show."""
    return _load()[1]


def get_game(game_id: str) -> GameInfo:
    known = games()
    if game_id not in known:
        broken = load_errors().get(f"game.{game_id}")
        if broken is not None:
            raise WordedKeyError(N_("The game {game!r} failed to load: {error}"), game=game_id, error=broken)
        raise WordedKeyError(N_("Unknown game {game!r}; known games: {known}"), game=game_id,
                             known=", ".join(sorted(known)) or "none")
    return known[game_id]
