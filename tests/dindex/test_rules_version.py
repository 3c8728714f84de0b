"""Saves across rules versions: issue 30 (round three) changed the Dindex rules (rules version 4), so a save made
under version 3 (or 2) is refused with both versions named, never replayed under the new rules."""

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


def test_the_rules_version_is_four_after_issue_30() -> None:
    assert GAME.rules.rules_version == "4"


def test_a_save_of_this_version_replays() -> None:
    match = a_save_after_one_decision()
    again = Match.from_record(match.record())
    assert again.view(None) == match.view(None)


@pytest.mark.parametrize("old_version", ["3", "2"])
def test_a_save_of_an_older_rules_version_is_refused_naming_both_versions(old_version: str) -> None:
    old = a_save_after_one_decision().record().model_copy(update={"rules_version": old_version})
    with pytest.raises(LoadError) as caught:
        Match.from_record(old)
    assert str(caught.value) == (f"This save was made with Dindex rules version {old_version}; this Hustings plays "
                                 "version 4.")
