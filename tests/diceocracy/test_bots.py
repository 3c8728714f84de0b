"""The heuristic bot: legal choices from its View only, and it beats random play."""

from __future__ import annotations

from game.core.match import Match, SeatSpec
from game.core.simulate import play_game
from game.diceocracy import GAME
from game.diceocracy.bots import HeuristicBot
from tests.diceocracy.solo_stats import solo_scores, summary


def test_heuristic_bot_plays_whole_games_with_legal_actions_in_every_mode() -> None:
    for n, mode in ((4, "spicy"), (2, "interactive"), (1, "standard")):
        match = Match(GAME.rules, {"mode": mode}, [SeatSpec(kind="bot", level="heuristic")] * n, 3)
        play_game(match, [HeuristicBot() for _ in range(n)])  # Match.submit refuses anything illegal
        assert match.result() is not None


def test_heuristic_beats_three_random_bots_most_of_the_time() -> None:
    wins = 0
    for seed in range(6):
        match = Match(GAME.rules, {}, [SeatSpec(kind="bot", level="heuristic")] +
                      [SeatSpec(kind="bot", level="random")] * 3, seed)
        play_game(match, [HeuristicBot()] + [GAME.make_bot("random") for _ in range(3)])
        result = match.result()
        wins += 0 in result.winners  # type: ignore[union-attr]
    assert wins >= 4


def test_heuristic_solo_scores_more_than_random_solo() -> None:
    heuristic = summary(solo_scores(4, 1, "heuristic"))
    random = summary(solo_scores(4, 1, "random"))
    assert heuristic["median"] > random["median"]  # type: ignore[operator]
