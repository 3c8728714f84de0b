"""Games are played with the young generation collected rarely, and the collector is left as it was found:
after a finished game and after a bot that fails."""

from __future__ import annotations

import gc
from collections.abc import Sequence
from typing import Any

import pytest

from game.core.bots import RandomBot
from game.core.match import Match, SeatSpec
from game.core.rng import Rng
from game.core.simulate import YOUNG_COLLECTION_EVERY, play_game, rare_young_collections
from tests.core.toy_game import ToyRules

SEATS = [SeatSpec(kind="bot", name="A", level="random"), SeatSpec(kind="bot", name="B", level="random")]


class FailingBot:
    level = "failing"
    needs_view = False

    def choose(self, view: Any, legal: Sequence[Any], rng: Rng) -> Any:
        assert gc.get_threshold()[0] >= YOUNG_COLLECTION_EVERY, "decisions run with rare young collections"
        raise RuntimeError("this bot gives up")


def test_the_collector_runs_rarely_during_the_game_and_as_before_afterwards() -> None:
    before = gc.get_threshold()
    with rare_young_collections():
        assert gc.get_threshold() == (YOUNG_COLLECTION_EVERY, *before[1:])
    assert gc.get_threshold() == before
    play_game(Match(ToyRules(), {"target": 12}, SEATS, 3), [RandomBot(), RandomBot()])
    assert gc.get_threshold() == before


def test_a_failing_bot_leaves_the_collector_as_it_was() -> None:
    before = gc.get_threshold()
    with pytest.raises(RuntimeError, match="gives up"):
        play_game(Match(ToyRules(), {"target": 12}, SEATS, 3), [FailingBot(), FailingBot()])
    assert gc.get_threshold() == before
