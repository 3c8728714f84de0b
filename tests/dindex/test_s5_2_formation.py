"""§ 5.2 Government formation: votes, absolute majority, mandate, negotiation, failure, second formation."""

from __future__ import annotations

from typing import Any

from game.dindex.components import PORTFOLIOS
from game.dindex.events import CoalitionAnswer, FormationFailed, OfferRejected
from game.dindex.state import (
    AcceptCoalition,
    AskMinistries,
    AssignMinistry,
    DeclineCoalition,
    LetFormationFail,
    ProposeCoalition,
)
from tests.dindex.helpers import RULES, act, elect, of_type, started


def proposals_of(state: Any, seat: int) -> list[ProposeCoalition]:
    return [a for a in RULES.legal_actions(state, seat) if isinstance(a, ProposeCoalition)]

FIVE_VOTERS = (6, 3, 9, 2, 2)
FIVE_CORE = (3, 3, 3, 3, 3)  # votes 9, 6, 12, 5, 5 = 37 → majority 19


def _formation() -> Any:
    state, events = elect(started(5, seed=2), FIVE_VOTERS, FIVE_CORE)
    return state, events


def _negotiate(state: Any, partners: tuple[int, ...], answers: dict[int, bool]) -> tuple[Any, list[Any]]:
    events: list[Any] = []
    f = state.formateur
    state, ev = act(state, f, ProposeCoalition(partners=partners))
    events += ev
    while state.phase == "assign":
        options = RULES.legal_actions(state, f)
        choice = next((a for a in options if a.seat != f and a.seat not in state.ministries), options[0])
        state, ev = act(state, f, choice)
        events += ev
    while state.phase == "respond":
        seat = state.responders[0]
        state, ev = act(state, seat, AcceptCoalition() if answers.get(seat, True) else DeclineCoalition())
        events += ev
    return state, events


def test_s5_2_votes_are_voters_plus_core_voters_and_majority_more_than_half() -> None:
    state, events = _formation()
    election = of_type(events, "election")[0].data
    assert election.votes == {0: 9, 1: 6, 2: 12, 3: 5, 4: 5}
    assert election.total == 37 and election.majority == 19  # the rulebook's 37-vote example
    state36, events36 = elect(started(5), (6, 3, 8, 2, 2), FIVE_CORE)
    assert of_type(events36, "election")[0].data.majority == 19  # and its 36-vote example


def test_s5_2_non_voters_and_system_opponents_do_not_vote() -> None:
    state, events = elect(started(4), (2, 2, 2, 2), (3, 3, 3, 3), opponents=9)
    assert of_type(events, "election")[0].data.total == 20


def test_s5_2_most_votes_gets_the_mandate() -> None:
    state, _ = _formation()
    assert state.formateur == 2 and state.phase == "propose"
    assert RULES.active_players(state) == (2,)


def test_s5_2_tie_for_most_votes_is_decided_by_random_cards() -> None:
    winners = set()
    for seed in range(12):
        state, events = elect(started(4, seed=seed), (4, 4, 1, 1), (3, 3, 3, 3))
        draws = {e.data.seat: e.data.value for e in of_type(events, "random_card")
                 if e.data.purpose == "formation_tie"}
        assert set(draws) == {0, 1} and draws[0] != draws[1]
        assert state.formateur == max(draws, key=lambda s: draws[s])
        winners.add(state.formateur)
    assert winners == {0, 1}


def test_s5_2_coalition_must_reach_the_absolute_majority() -> None:
    state, _ = _formation()
    proposals = proposals_of(state, 2)
    assert proposals and RULES.legal_actions(state, 2) == [*proposals, LetFormationFail()]
    for a in proposals:
        assert 12 + sum(state.votes[p] for p in a.partners) >= 19
    assert ProposeCoalition(partners=(3,)) not in proposals  # 12 + 5 = 17 is no majority
    assert ProposeCoalition(partners=(0,)) in proposals


def test_s5_2_every_partner_gets_a_ministry() -> None:
    state, _ = _formation()
    state, _ = act(state, 2, ProposeCoalition(partners=(3, 4, 0)))
    # Assign the first two ministries to the formateur: the last three must then go to the three partners.
    state, _ = act(state, 2, AssignMinistry(portfolio="finance", seat=2))
    state, _ = act(state, 2, AssignMinistry(portfolio="environment", seat=2))
    assert {a.seat for a in RULES.legal_actions(state, 2)} == {0, 3, 4}
    while state.phase == "assign":
        state, _ = act(state, 2, RULES.legal_actions(state, 2)[0])
    assert sorted(state.ministries[2:]) == [0, 3, 4]


def test_s5_2_partners_accept_and_the_government_stands() -> None:
    state, _ = _formation()
    state, events = _negotiate(state, (0,), {})
    gov = of_type(events, "government")[0].data
    assert gov.chancellery == 2 and gov.coalition == (2, 0)
    assert set(gov.ministries) == set(PORTFOLIOS) and set(gov.ministries.values()) <= {0, 2}
    assert 0 in gov.ministries.values() and gov.first_formation_failed is False
    assert state.offices[0] == 2 and state.phase in ("tasks", "secret_choose")


def test_s5_2_a_declined_offer_lets_the_formateur_propose_again() -> None:
    state, _ = _formation()
    state, events = _negotiate(state, (0,), {0: False})
    assert state.phase == "propose" and state.formateur == 2 and state.attempt == 1
    assert of_type(events, "coalition_answer")[0].data == CoalitionAnswer(seat=0, accept=False, answer="decline")
    assert of_type(events, "offer_rejected")[0].data == OfferRejected(formateur=2, attempt=1, attempts=3)
    assert state.answers[0] == "decline" and state.partners == (0,)  # the rejected offer stays in sight


def _fail_first(state: Any) -> tuple[Any, list[Any]]:
    events: list[Any] = []
    for _ in range(3):
        state, ev = _negotiate(state, (0,), {0: False})
        events += ev
    return state, events


def test_s5_2_failed_formation_costs_a_dindex_card_and_passes_to_the_second_strongest() -> None:
    state, _ = _formation()
    before = state.dindex
    state, events = _fail_first(state)
    assert of_type(events, "formation_failed")
    assert state.dindex == before - 1 and state.dindex_discard == 15 - state.dindex
    assert state.formateur == 0 and state.second_formation and state.phase == "propose"


def test_s5_2_second_formation_cannot_fail() -> None:
    state, _ = _formation()
    state, _ = _fail_first(state)
    proposals = RULES.legal_actions(state, 0)
    assert proposals and all(len(a.partners) <= 3 for a in proposals)
    state, events = act(state, 0, ProposeCoalition(partners=(2,)))
    while state.phase == "assign":
        state, ev = act(state, 0, RULES.legal_actions(state, 0)[0])
        events += ev
    # The partner answers, but cannot refuse: it accepts or asks (§ 5.2 "you must reach agreement").
    assert state.phase == "respond" and not any(isinstance(a, DeclineCoalition) for a in RULES.legal_actions(state, 2))
    state, ev = act(state, 2, AcceptCoalition())
    events += ev
    gov = of_type(events, "government")[0].data
    assert gov.first_formation_failed is True and gov.chancellery == 0
    assert list(gov.ministries.values()).count(0) == 2  # Chancellery + 2 ministries
    assert list(gov.ministries.values()).count(2) == 3  # the partners share the other three
    assert not any(isinstance(a, DeclineCoalition) for s in range(5) for a in RULES.legal_actions(state, s))


def test_s5_2_second_formation_partners_are_those_required_for_the_majority() -> None:
    # Votes 9, 6, 12, 5, 5 (majority 19); seat 0 forms second: seat 2 alone, or two of seats 1, 3, 4, are
    # needed. A partner who is not needed cannot be bound into the government.
    state, _ = _formation()
    state, _ = _fail_first(state)
    proposals = {a.partners for a in RULES.legal_actions(state, 0)}
    assert proposals == {(2,), (1, 3), (1, 4), (3, 4)}
    assert (1, 2) not in proposals and (1, 3, 4) not in proposals


def test_s5_2_second_formation_divides_three_ministries_among_several_partners() -> None:
    # Votes 10, 9, 3, 3, 3, 3, 3 (majority 18); seat 1 forms second and needs seat 0 or three small parties.
    state, _ = elect(started(7, seed=2), (7, 6, 0, 0, 0, 0, 0), (3,) * 7)
    for _ in range(3):
        state, _ = _negotiate(state, (1,), {1: False})
    assert state.formateur == 1 and state.second_formation
    assert ProposeCoalition(partners=(2, 3, 4)) in RULES.legal_actions(state, 1)
    state, _ = act(state, 1, ProposeCoalition(partners=(2, 3, 4)))
    while state.phase == "assign":
        state, _ = act(state, 1, RULES.legal_actions(state, 1)[0])
    while state.phase == "respond":
        state, _ = act(state, RULES.active_players(state)[0], AcceptCoalition())
    ministries = state.offices[1:]
    assert state.offices[0] == 1 and ministries.count(1) == 2 and sorted(m for m in ministries if m != 1) == [2, 3, 4]


def test_s5_2_two_players_the_governing_party_governs_alone() -> None:
    state, events = elect(started(2), (5, 2), (3, 3))
    gov = of_type(events, "government")[0].data
    assert gov.coalition == (0,) and set(gov.ministries.values()) == {0}
    assert state.offices == (0,) * 6


def test_s5_2_at_most_five_partners() -> None:
    state, _ = elect(started(7), (2, 2, 2, 2, 2, 2, 3), (3,) * 7)
    assert all(len(a.partners) <= 5 for a in proposals_of(state, state.formateur))


def test_s5_2_without_any_votes_any_coalition_will_do() -> None:
    state, _ = elect(started(5), (0, 0, 0, 0, 0), (0, 0, 0, 0, 0), opponents=2)
    assert ProposeCoalition(partners=()) in RULES.legal_actions(state, state.formateur)
    state = state.model_copy(update={"second_formation": True})
    assert RULES.legal_actions(state, state.formateur)


def _offer(state: Any, partners: tuple[int, ...], holders: tuple[int, ...]) -> Any:
    """Seat 2 forms: it proposes `partners` and gives finance … defence to `holders`."""
    state, _ = act(state, 2, ProposeCoalition(partners=partners))
    for portfolio, seat in zip(PORTFOLIOS, holders, strict=True):
        if state.phase == "assign":
            state, _ = act(state, 2, AssignMinistry(portfolio=portfolio, seat=seat))
    return state


def test_s5_2_a_partner_may_answer_the_offer_with_the_ministries_it_asks_for() -> None:
    # "The coalition partners may negotiate freely which party receives how many and which ministries."
    state, _ = _formation()
    state = _offer(state, (0, 1), (2, 0, 1, 2, 2))
    legal = RULES.legal_actions(state, 0)
    assert legal[:2] == [AcceptCoalition(), DeclineCoalition()]
    asks = [a.portfolios for a in legal[2:]]
    assert ("environment",) not in asks  # what it is offered already is no ask
    assert max(len(a) for a in asks) == 4  # one ministry stays for the other partner
    assert ("finance", "social") in asks
    state, events = act(state, 0, AskMinistries(portfolios=("finance", "social")))
    assert of_type(events, "coalition_answer")[0].data == CoalitionAnswer(seat=0, accept=False, answer="ask",
                                                                  ministries=("finance", "social"))
    assert state.phase == "respond" and state.responders == (1,)  # every partner answers the same offer


def test_s5_2_the_formateur_revises_the_offer_within_the_proposals() -> None:
    state, _ = _formation()
    state = _offer(state, (0, 1), (2, 0, 1, 2, 2))
    state, _ = act(state, 0, AskMinistries(portfolios=("finance", "social")))
    state, events = act(state, 1, AcceptCoalition())
    assert state.phase == "propose" and state.attempt == 1 and of_type(events, "offer_rejected")
    assert state.asks[0] == ("finance", "social") and state.answers[1] == "accept"
    revised = _offer(state, (0, 1), (0, 2, 0, 1, 2))
    assert revised.phase == "respond" and revised.answers[0] == "" and revised.asks[0] == ("finance", "social")
    state, _ = act(revised, 0, AcceptCoalition())
    state, events = act(state, 1, AcceptCoalition())
    gov = of_type(events, "government")[0].data
    assert gov.ministries["finance"] == 0 and gov.ministries["social"] == 0


def test_s5_2_the_formateur_may_let_the_formation_fail() -> None:
    state, _ = _formation()
    before = state.dindex
    state, events = act(state, 2, LetFormationFail())
    assert of_type(events, "formation_failed")[0].data == FormationFailed(term=1, formateur=2, why="given_up")
    assert state.dindex == before - 1 and state.second_formation and state.formateur == 0
    assert LetFormationFail() not in RULES.legal_actions(state, 0)  # it "cannot fail a second time"


def test_s5_2_an_offer_not_agreed_in_the_last_proposal_fails_the_formation() -> None:
    state, _ = _formation()
    state = state.model_copy(update={"attempt": 2})
    state = _offer(state, (0,), (2, 0, 2, 2, 2))
    state, events = act(state, 0, AskMinistries(portfolios=("finance",)))
    assert of_type(events, "formation_failed")[0].data.why == "no_agreement"
    assert state.second_formation and state.answers == ("",) * 5


def test_s5_2_two_parties_tied_the_random_card_winner_governs_alone_without_a_majority() -> None:
    # 5 : 5 (majority 6): the random cards decide the mandate (§ 5.2) and, with two parties, the winner
    # governs alone (§ 4.4) although it has no absolute majority; no failed formation, no Dindex card lost.
    state = started(2)
    state, events = elect(state, (2, 2), (3, 3))
    draws = {e.data.seat: e.data.value for e in of_type(events, "random_card")
             if e.data.purpose == "formation_tie"}
    winner = int(max(draws, key=lambda s: draws[s]))
    assert of_type(events, "election")[0].data.majority == 6 and state.votes == (5, 5)
    assert state.offices == (winner,) * 6 and not of_type(events, "formation_failed")
    assert state.dindex == started(2).dindex
