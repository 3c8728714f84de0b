"""Whole games: 9 rounds for 1-4 players in every mode, dice and Reps conserved, illegal actions refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.match import Match, SeatSpec
from game.core.protocol import IllegalAction
from game.core.rng import Rng
from game.diceocracy import GAME
from game.diceocracy import events as ev
from game.diceocracy.actions import EndTurn, PlaceFollower, TakeDie
from game.diceocracy.events import BAG
from tests.diceocracy.helpers import RULES, count_dice, count_reps, legal, started

DICE_IN_PLAY = {1: 32 + 4, 2: 32, 3: 40, 4: 48}


@given(n=st.integers(1, 4), mode=st.sampled_from(["standard", "interactive", "spicy"]), seed=st.integers(0, 10**6),
       picks=st.randoms(use_true_random=False))
def test_random_games_reach_the_end_conserving_dice_and_reps(n: int, mode: str, seed: int, picks: object) -> None:
    state = started(n, mode, seed)
    reps = count_reps(state)
    assert reps == 9 * n + (9 if n == 1 else 0)
    steps = 0
    while state.active is not None:
        options = legal(state)
        assert options and len(options) == len({repr(a) for a in options})
        action = options[picks.randrange(len(options))]  # type: ignore[attr-defined]
        state = RULES.apply(state, state.active, action).state
        assert count_dice(state) == DICE_IN_PLAY[n]
        assert count_reps(state) == reps
        steps += 1
        assert steps < RULES.max_actions
    assert state.round == 9 and state.phase == "over"
    assert all(p.reps == 0 for p in state.players) and state.bag_reps == 0
    assert all(sum(f is not None for f in p.followers) == 9 for p in state.players)
    assert RULES.result(state) is not None


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_a_game_is_nine_rounds_of_one_turn_per_player(n: int) -> None:
    match = Match(RULES, {"mode": "standard"}, [SeatSpec(kind="bot", level="random")] * n, 11)
    turns: list[ev.Turn] = []
    bot = GAME.make_bot("random")
    while not match.is_over:
        seat = match.active_players()[0]
        events = match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
        turns.extend(e.data for e in events if e.type == "turn")
    per_round = n + (1 if n == 1 else 0)
    assert len(turns) == 9 * per_round
    assert [t.round for t in turns] == [r for r in range(1, 10) for _ in range(per_round)]
    if n == 1:
        assert [t.seat for t in turns] == [0, BAG] * 9


def test_illegal_actions_are_refused_with_the_state_unchanged() -> None:
    match = Match(RULES, {}, [SeatSpec(), SeatSpec()], 5)
    bot, rng = GAME.make_bot("random"), Rng(5)
    while match.state.phase != "take":
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(None, match.legal_actions(seat), rng))
    before = match.state
    seat = match.active_players()[0]
    taken = next(a for a in match.legal_actions(seat))
    with pytest.raises(IllegalAction):
        match.submit(1 - seat, taken)  # not your turn
    with pytest.raises(IllegalAction):
        match.submit(seat, PlaceFollower(slot=0))  # step 3 before step 1
    with pytest.raises(IllegalAction):
        match.submit(seat, EndTurn())
    with pytest.raises(IllegalAction):
        match.submit(seat, TakeDie(district=0, space=99))
    with pytest.raises(IllegalAction):
        match.submit(seat, {"kind": "take_die", "district": "Old Town"})
    assert match.state == before and len(match.actions) == 2 * 2


def test_taking_a_die_from_a_rep_space_is_refused() -> None:
    state = started(2)
    seat = state.active
    first = legal(state)[0]
    after = RULES.apply(state, seat, first).state
    match = Match(RULES, {}, [SeatSpec(), SeatSpec()], 1)
    match.state = after.model_copy(update={"phase": "take", "active": 1 - seat})
    with pytest.raises(IllegalAction):
        match.submit(1 - seat, first)


@pytest.mark.parametrize("seats", [["random"], ["random", "random"]])
def test_simulator_log_carries_the_issue_events(seats: list[str]) -> None:
    import io
    import json

    from game.core.simulate import simulate

    log = io.StringIO()
    simulate(GAME, seats, 1, 2, {}, log)
    lines = [json.loads(line) for line in log.getvalue().splitlines()]
    turns = [x for x in lines if x["type"] == "turn"]
    assert turns and all({"round", "seat", "district", "die", "space"} <= set(t) for t in turns)
    assert {t["seat"] for t in turns} == ({0, BAG} if len(seats) == 1 else {0, 1})
    scoring = [x for x in lines if x["type"] == "district_scoring"]
    assert len(scoring) == 8
    assert all({"district", "reps", "dice", "popularity", "majority", "votes"} <= set(s) for s in scoring)
    assert all({"color", "value", "printed"} == set(die) for s in scoring for die in s["dice"])
    final = next(x for x in lines if x["type"] == "final_scoring")
    for seat in map(str, range(len(seats))):
        assert {"stunts", "districts", "agendas", "candidate_bonus", "total"} <= set(final["scores"][seat])
    over = lines[-1]
    assert over["type"] == "game_over" and "solo_rank" in over
    assert (over["solo_rank"] is None) == (len(seats) > 1)


@pytest.mark.parametrize("mode", ["standard", "interactive", "spicy"])
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_every_money_and_popularity_change_is_an_event(n: int, mode: str) -> None:
    """Set-up bonuses, stunts, payments, cancels, actions: following only the `money` and `popularity` events
    from the set-up's tracks gives the tracks of the state after every action of a whole game."""
    from game.core.bots import RandomBot
    from game.diceocracy.components import COLORS

    state = RULES.new_game(RULES.parse_options({"mode": mode}), n, 11)
    tracks = {s: {"money": p.money, **dict(zip(COLORS, p.popularity, strict=True))}
              for s, p in enumerate(state.players)}
    bot, rng = RandomBot(), Rng(11)
    while state.active is not None:
        transition = RULES.apply(state, state.active, bot.choose(None, legal(state), rng))
        for e in transition.events:
            if e.type == "money":
                tracks[e.data.seat]["money"] = e.data.value
            elif e.type == "popularity":
                tracks[e.data.seat][e.data.color] = e.data.value
        state = transition.state
        for s, p in enumerate(state.players):
            assert tracks[s] == {"money": p.money, **dict(zip(COLORS, p.popularity, strict=True))}
