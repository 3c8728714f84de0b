"""The set-up events a new match logs are those a replay of the set-up facts gives, whether they come from
the deal `new_game` just made or are dealt again for a game set up earlier (a loaded save)."""

from __future__ import annotations

from game.dindex.rules.setup import set_up_events
from tests.dindex.helpers import started


def test_set_up_events_of_the_game_just_set_up_and_of_an_earlier_one_are_the_same_replay() -> None:
    first = started(5, seed=21)
    just_dealt = set_up_events(first)
    started(4, seed=22)  # another game set up since: the first one's events are dealt again
    dealt_again = set_up_events(first)
    assert [e.model_dump() for e in just_dealt] == [e.model_dump() for e in dealt_again]
    assert just_dealt[0].type == "voters_distributed"
