"""The heuristic bot: distinct Democrat and Oligarch play, seeing only its View."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.dindex.bots import HeuristicBot
from game.dindex.rules.secret import begin as begin_secret
from game.dindex.state import (
    AcceptCoalition,
    AskMinistries,
    AssignMinistry,
    Counter,
    DeclineCoalition,
    LetFormationFail,
    LetStand,
    PlayCard,
    ProposeCoalition,
    SubmitSecret,
)
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


def offer(state: Any, partners: tuple[int, ...], holders: tuple[int, ...]) -> Any:
    """The formateur (seat 0) proposes `partners` and gives the five ministries to `holders` in order."""
    state, _ = act(state, 0, ProposeCoalition(partners=partners))
    for portfolio, seat in zip(("finance", "environment", "social", "interior", "defence"), holders, strict=True):
        if state.phase == "assign":
            state, _ = act(state, 0, AssignMinistry(portfolio=portfolio, seat=seat))
    return state


def three_parties(roles: tuple[str, ...], dindex: int = 8) -> Any:
    """Seat 0 forms (11 of 22 votes, majority 12); seat 2 (environment + social) is the partner it needs."""
    state, _ = elect(table(roles, dindex), (8, 3, 2), (3, 3, 3))
    return state


def test_democrat_declines_a_revealed_oligarchs_coalition() -> None:
    state = offer(three_parties(("oligarch", "democrat", "democrat")), (2,), (0, 2, 0, 0, 0))
    assert state.responders == (2,)
    assert decide(state, 2) == AcceptCoalition()  # the Environment Ministry is its core competence
    revealed = state.model_copy(update={"revealed": (True, False, False)})
    assert decide(revealed, 2) == DeclineCoalition()


def test_s5_2_a_partner_offered_none_of_its_competences_asks_for_them() -> None:
    state = offer(three_parties(("democrat", "democrat", "democrat")), (2,), (0, 0, 0, 0, 2))
    assert decide(state, 2) == AskMinistries(portfolios=("environment", "social"))


def test_s5_2_the_formateur_revises_the_offer_with_the_asked_ministries() -> None:
    state = offer(three_parties(("democrat", "democrat", "democrat")), (2,), (0, 0, 0, 0, 2))
    state, _ = act(state, 2, AskMinistries(portfolios=("environment", "social")))
    assert state.phase == "propose" and state.asks[2] == ("environment", "social")
    assert decide(state, 0) == ProposeCoalition(partners=(2,))
    state, _ = act(state, 0, ProposeCoalition(partners=(2,)))
    while state.phase == "assign":
        state, _ = act(state, 0, decide(state, 0))
    # One asked ministry of its competence is enough for the partner; the Democrat formateur keeps the rest,
    # so that one Democrat gathers the Government Points that win the game.
    assert state.ministries[1] == 2 and state.ministries.count(2) == 1
    assert decide(state, 2) == AcceptCoalition()


def test_s5_2_on_the_last_proposal_a_partner_accepts_rather_than_let_the_formation_fail() -> None:
    state = three_parties(("democrat", "democrat", "democrat")).model_copy(update={"attempt": 2})
    state = offer(state, (2,), (0, 0, 0, 0, 2))
    assert decide(state, 2) == AcceptCoalition()


def test_s5_2_a_striking_oligarch_lets_the_formation_fail_when_it_ends_in_oligarchy() -> None:
    state = three_parties(("oligarch", "democrat", "democrat"), dindex=2)
    assert decide(state, 0) == LetFormationFail()
    assert isinstance(decide(three_parties(("oligarch", "democrat", "democrat"), dindex=5), 0), ProposeCoalition)


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
