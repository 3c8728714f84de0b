"""The registry: every game of the product is registered, and a broken package is reported, not fatal."""

from __future__ import annotations

import importlib

import pytest

from game.core import registry


def test_all_three_games_are_registered_and_none_failed_to_load() -> None:
    assert dict(registry.load_errors()) == {}
    assert set(registry.games()) == {"demos", "dindex", "diceocracy"}


def test_seat_ranges_match_the_rulebooks() -> None:
    ranges = {gid: (g.min_players, g.max_players) for gid, g in registry.games().items()}
    assert ranges == {"demos": (3, 5), "dindex": (2, 7), "diceocracy": (1, 4)}


def test_a_broken_game_package_is_reported_and_the_others_still_load(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = importlib.import_module

    def failing_import(name: str, *args: object) -> object:
        if name == "game.dindex":
            raise ImportError("simulated breakage")
        return real_import(name, *args)

    registry._load.cache_clear()
    monkeypatch.setattr(registry.importlib, "import_module", failing_import)
    try:
        assert "dindex" not in registry.games() and "demos" in registry.games()
        assert "simulated breakage" in registry.load_errors()["game.dindex"]
        with pytest.raises(KeyError, match="failed to load: ImportError: simulated breakage"):
            registry.get_game("dindex")
    finally:
        monkeypatch.undo()
        registry._load.cache_clear()


def test_unknown_game_lists_the_known_ones() -> None:
    with pytest.raises(KeyError, match="known games: demos, diceocracy, dindex"):
        registry.get_game("chess")
