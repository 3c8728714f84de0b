"""Saves and the rules version: a game saved under earlier Diceocracy rules is never replayed under these."""

from __future__ import annotations

import pytest

from game.core.match import LoadError, Match, SeatSpec
from game.diceocracy import GAME


def test_a_save_of_rules_version_1_is_refused_naming_both_versions() -> None:
    """Version 2 changed what the rules do (secret discards, Edge agendas, vote tiles past 100, follower swaps),
    so a version 1 save could replay into a different game: it is refused, not silently replayed."""
    match = Match(GAME.rules, {"mode": "standard"}, [SeatSpec(kind="bot", name="Bot", level="random")], 3)
    old = match.record().model_copy(update={"rules_version": "1"})
    assert GAME.rules.rules_version == "3"
    with pytest.raises(LoadError) as refused:
        Match.from_record(old)
    assert "rules version 1" in str(refused.value) and "version 3" in str(refused.value)


def test_a_save_of_rules_version_2_is_refused_naming_both_versions() -> None:
    """Version 3 asks the 1-money cancel after Rep influence's destination, not after the Rep: a version 2
    save's actions (a Respond straight after the Rep's pick) would no longer fit, so it is refused."""
    match = Match(GAME.rules, {"mode": "interactive"}, [SeatSpec(kind="bot", name="Bot", level="random")] * 2, 3)
    old = match.record().model_copy(update={"rules_version": "2"})
    with pytest.raises(LoadError) as refused:
        Match.from_record(old)
    assert "rules version 2" in str(refused.value) and "version 3" in str(refused.value)


def test_a_save_of_the_current_rules_version_loads() -> None:
    match = Match(GAME.rules, {"mode": "standard"}, [SeatSpec(kind="bot", name="Bot", level="random")], 3)
    assert Match.from_record(match.record()).state == match.state
