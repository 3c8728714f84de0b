"""Random games to the end for every seat count: the 50 voter cards, 15 Dindex cards and 100 action cards
are conserved after every action, and illegal actions are refused with the state unchanged."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.match import Match, SeatSpec
from game.core.protocol import IllegalAction
from game.core.rng import Rng
from game.dindex import GAME
from game.dindex.state import (
    AcceptCoalition,
    Counter,
    EndCampaign,
    LetStand,
    PassTurn,
    PlayCard,
    ProposeCoalition,
)
from tests.dindex.helpers import all_cards, voter_total

PROBES = (PassTurn(), LetStand(), EndCampaign(), AcceptCoalition(), ProposeCoalition(partners=()),
          PlayCard(card=0), Counter(card=99))


def _check(match: Match) -> None:
    state = match.state
    assert voter_total(state) == 50
    assert min(state.voters + state.core + (state.non_voters, state.opponents)) >= 0
    assert state.dindex + state.dindex_discard == 15 and 1 <= state.dindex <= 15
    assert sorted(all_cards(state)) == list(range(100))
    assert sorted(state.tasks + state.task_deck) == list(range(15))


# Every seat count is played, with a quarter of the profile's examples each (6 in the default run, more under the
# soak profile): six seat counts of 25 games each took half a minute and mostly replayed the same paths.
@pytest.mark.parametrize("n", range(2, 8))
@settings(max_examples=max(5, settings.default.max_examples // 4))
@given(seed=st.integers(min_value=0, max_value=2**32), bots=st.sampled_from(["random", "heuristic", "mixed"]))
def test_games_to_the_end_conserve_all_components(n: int, seed: int, bots: str) -> None:
    levels = [("heuristic" if i % 2 else "random") if bots == "mixed" else bots for i in range(n)]
    match = Match(GAME.rules, {}, [SeatSpec(kind="bot", name=f"b{i}", level=lv) for i, lv in enumerate(levels)], seed)
    players = [GAME.make_bot(lv) for lv in levels]
    probe = Rng(seed)
    _check(match)
    while match.result() is None:
        assert len(match.actions) < GAME.rules.max_actions
        active = match.active_players()
        assert active
        # An illegal action (wrong seat, or not in the legal list) changes nothing.
        before = match.state
        wrong = probe.choice(PROBES)
        inactive = [s for s in range(n) if s not in active]
        if inactive:
            with pytest.raises(IllegalAction):
                match.submit(probe.choice(inactive), match.legal_actions(active[0])[0])
        if wrong not in match.legal_actions(active[0]):
            with pytest.raises(IllegalAction):
                match.submit(active[0], wrong)
        assert match.state is before
        p = active[0]
        match.submit(p, players[p].choose(match.view(p), match.legal_actions(p), match.bot_rng()))
        _check(match)
    result = match.result()
    assert result is not None and match.active_players() == ()
    assert set(result.details["roles"]) == {str(s) for s in range(n)}


@pytest.mark.parametrize("options", [
    {"game_length": "short"}, {"game_length": "long"}, {"start_dindex_cards": 15, "rp_target": 12},
    {"role_distribution": "custom", "democrats": 1, "oligarchs": 3},
    {"role_distribution": "unknown", "democrats": 3, "oligarchs": 3},
])
def test_every_option_plays_to_the_end(options: dict[str, object]) -> None:
    for seed in range(3):
        match = Match(GAME.rules, options, [SeatSpec(kind="bot", name=f"b{i}", level="random") for i in range(4)],
                      seed)
        players = [GAME.make_bot("random") for _ in range(4)]
        while match.result() is None:
            p = match.active_players()[0]
            match.submit(p, players[p].choose(match.view(p), match.legal_actions(p), match.bot_rng()))
            _check(match)
