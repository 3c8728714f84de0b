"""Shared helpers for the tests of which rulebook section F1 at a table links to (no tests here): the views
of a whole game played by seeded random moves, the heading an anchor names in a shipped rule text, and the
headings a game's phases linked to."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol, TypeVar

from assets import asset_root
from game.core.match import Match, SeatSpec
from scenes.shell.rules_doc import Heading
from scenes.shell.rules_view import load_document


class Phased(Protocol):
    @property
    def phase(self) -> str: ...


V = TypeVar("V", bound=Phased)


def views_of_a_game(game: Any, options: dict[str, Any], players: int, seed: int = 1,
                    limit: int = 5000) -> Iterator[Any]:
    """Every view seat 0 is shown while `players` people play a whole game of `game` (its package, e.g.
    game.dindex) by random legal moves drawn from `seed`, the final view included."""
    match = Match(game.GAME.rules, options, [SeatSpec(name=f"Player {i + 1}") for i in range(players)], seed)
    rng = random.Random(seed)
    for _ in range(limit):
        yield match.view(0)
        if match.is_over:
            return
        seat = match.active_players()[0]
        match.submit(seat, rng.choice(match.legal_actions(seat)))
    raise AssertionError(f"the game did not end in {limit} moves")


def heading(rule_text: str, anchor: str | None) -> str:
    """The heading of the section `anchor` names in assets/rules/`rule_text` (AssertionError if none)."""
    doc = load_document(asset_root() / "rules" / rule_text)
    assert anchor is not None and anchor in doc.anchors, f"{rule_text} has no section {anchor!r}"
    block = doc.blocks[doc.anchors[anchor]]
    assert isinstance(block, Heading), block
    return block.text


def headings_by_phase(rule_text: str, views: Iterable[V], section: Callable[[V], str | None]) -> dict[str, str]:
    """Per phase the views passed through, the heading of the section `section(view)` linked to there (one
    per phase: within one game the section follows the phase alone)."""
    seen: dict[str, str] = {}
    for view in views:
        words = heading(rule_text, section(view))
        assert seen.setdefault(view.phase, words) == words, f"{view.phase}: {seen[view.phase]!r}, {words!r}"
    return seen
