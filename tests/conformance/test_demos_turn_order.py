"""DēmoS plays every action in turn from the dealer's left ("Alle Aktionen, welche auch immer, beginnen im
Uhrzeigersinn mit dem Spieler links vom aktiven Geber"): an individual game never has more than one deciding
seat, and in the team modes only the members of one team, voting together on their veto, decide at once.
Random and heuristic games of every registered DēmoS variant, checked at every step."""

from __future__ import annotations

import pytest

from game.core.match import Match, SeatSpec
from game.core.registry import Variant, get_game

DEMOS = get_game("demos")
SEEDS = (1, 2, 3)
Step = tuple[str, tuple[int, ...], tuple[int, ...]]


def deciding_seats_of_a_game(variant: Variant, seed: int, level: str) -> list[Step]:
    """(phase, the active seats' teams, the active seats) at every step of one game played to the end."""
    seats = [SeatSpec(kind="bot", name=f"Bot {i}", level=level) for i in range(variant.num_players)]
    match = Match(DEMOS.rules, variant.options, seats, seed)
    bots = [DEMOS.make_bot(level) for _ in seats]
    steps: list[Step] = []
    while not match.is_over:
        active = match.active_players()
        steps.append((match.state.phase, tuple(match.state.team_of[s] for s in active), active))
        player = active[-1]
        match.submit(player, bots[player].choose(match.view(player), match.legal_actions(player), match.bot_rng()))
    return steps


@pytest.mark.parametrize("variant", DEMOS.variants, ids=[v.label for v in DEMOS.variants])
@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_demos_has_at_most_one_deciding_seat_except_a_team_voting_on_its_veto(variant: Variant, level: str) -> None:
    individual = variant.options.get("teams", "none") == "none"
    for seed in SEEDS:
        for phase, teams, active in deciding_seats_of_a_game(variant, seed, level):
            if individual or phase != "veto":
                assert len(active) == 1, (seed, phase, active)
            else:
                assert len(active) >= 1 and len(set(teams)) == 1, (seed, phase, active)
