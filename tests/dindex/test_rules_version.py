"""Saves across rules versions: issue 11 changed the Dindex rules (rules version 3), so a save made under
version 2 is refused with both versions named, never replayed under the new rules."""

from __future__ import annotations

import pytest

from game.core.match import LoadError, Match, SeatSpec
from game.dindex import GAME

SEATS = [SeatSpec(name=name) for name in ("Anna", "Ben", "Cleo", "Dan")]


def a_save_after_one_decision() -> Match:
    match = Match(GAME.rules, {}, SEATS, 3)
    seat = match.active_players()[0]
    match.submit(seat, match.legal_actions(seat)[0])
    return match


def test_the_rules_version_is_three_after_issue_11() -> None:
    assert GAME.rules.rules_version == "3"


def test_a_save_of_this_version_replays() -> None:
    match = a_save_after_one_decision()
    again = Match.from_record(match.record())
    assert again.view(None) == match.view(None)


def test_a_save_of_rules_version_2_is_refused_naming_both_versions() -> None:
    old = a_save_after_one_decision().record().model_copy(update={"rules_version": "2"})
    with pytest.raises(LoadError) as caught:
        Match.from_record(old)
    assert str(caught.value) == "This save was made with Dindex rules version 2; this Hustings plays version 3."
