"""The heuristic bot: distinct Democrat and Oligarch play, seeing only its View."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.dindex.bots import HeuristicBot
from game.dindex.rules.secret import begin as begin_secret
from game.dindex.state import AcceptCoalition, Counter, DeclineCoalition, LetStand, PlayCard, SubmitSecret
from tests.dindex.helpers import RULES, act, card, elect, government, only_hand, open_turn, run, started, voters


def table(roles: tuple[str, ...], dindex: int = 8) -> Any:
    state = voters(started(3, seed=15), (3, 3, 3), (3, 3, 3), 2)
    return state.model_copy(update={"roles": roles, "role_pool": (roles.count("democrat"), roles.count("oligarch")),
                                    "dindex": dindex, "dindex_discard": 15 - dindex})


def decide(state: Any, seat: int) -> Any:
    legal = RULES.legal_actions(state, seat)
    choice = HeuristicBot().choose(RULES.view(state, seat), legal, Rng(1))
    assert choice in legal
    return choice


def test_democrat_feeds_the_secret_stack_harmless_cards_oligarch_feeds_bombs() -> None:
    for role, expect_bombs in (("democrat", False), ("oligarch", True)):
        state = government(table((role, "democrat", "democrat")), 1, (1, 1, 2, 2, 2))
        state = only_hand(state, 0, "Vote Rigging", "Door-to-Door Campaign", "Fact Check")
        state, _ = run(state, begin_secret)
        choice = decide(state, 0)
        assert isinstance(choice, SubmitSecret)
        assert (choice.card == card("Vote Rigging")) is expect_bombs  # anti-legal at Dindex 4: two bombs


def test_democrat_declines_a_revealed_oligarchs_coalition() -> None:
    state = table(("oligarch", "democrat", "democrat"))
    state, _ = elect(state, (8, 3, 2), (3, 3, 3))
    state, _ = act(state, 0, RULES.legal_actions(state, 0)[-1])
    while state.phase == "assign":
        state, _ = act(state, 0, RULES.legal_actions(state, 0)[0])
    partner = state.responders[0]
    assert decide(state, partner) == AcceptCoalition()
    revealed = state.model_copy(update={"revealed": (True, False, False)})
    assert decide(revealed, partner) == DeclineCoalition()


def test_democrat_counters_a_bomb_card() -> None:
    state = open_turn(government(table(("oligarch", "democrat", "democrat")), 0, (0, 0, 1, 1, 0)), 0)
    state = only_hand(state, 0, "Troll Farm")
    state = only_hand(state, 1, "Fact Check")
    state, _ = act(state, 0, PlayCard(card=card("Troll Farm")))  # extremist at Dindex 4: one bomb
    assert decide(state, 1) == Counter(card=card("Fact Check"))


def test_democrat_lets_a_harmless_card_stand() -> None:
    state = open_turn(government(table(("democrat", "democrat", "oligarch")), 0, (0, 0, 1, 1, 0)), 0)
    state = only_hand(state, 0, "Door-to-Door Campaign")
    state = only_hand(state, 1, "Fact Check")
    state, _ = act(state, 0, PlayCard(card=card("Door-to-Door Campaign")))
    assert decide(state, 1) == LetStand()


def test_democrat_avoids_bombs_oligarch_strikes() -> None:
    for role, expect in (("democrat", False), ("oligarch", True)):
        state = open_turn(government(table((role, "democrat", "democrat"), dindex=3), 0, (0, 0, 0, 0, 0)), 0)
        state = only_hand(state, 0, "Military Coup", "Vote Rigging", "Door-to-Door Campaign")
        choice = decide(state, 0)
        assert isinstance(choice, PlayCard)
        assert (choice.card == card("Military Coup")) is expect


def test_the_bot_decides_from_the_view_alone() -> None:
    state = open_turn(government(table(("democrat", "oligarch", "democrat")), 0, (0, 1, 1, 2, 2)), 0)
    view = RULES.view(state, 0)
    for seed in range(5):
        world = RULES.determinize(view, 0, Rng(seed))  # other hands and roles differ
        legal = RULES.legal_actions(world, 0)
        assert HeuristicBot().choose(RULES.view(world, 0), legal, Rng(3)) == \
            HeuristicBot().choose(view, RULES.legal_actions(state, 0), Rng(3))
