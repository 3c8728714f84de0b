"""A hand-built first term (option `arranged`, docs/rules/dindex.md decision 21): what it names is dealt, the rest
from the seed; a game stays reproducible from its options, seats, seed and actions; an inconsistent arrangement
is refused in one line."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from game.core.match import Match, SeatSpec
from game.core.validation import first_error
from game.dindex.components import components
from game.dindex.rules.setup import set_up_events
from game.dindex.state import (
    AcceptCoalition,
    AskMinistries,
    AssignMinistry,
    DrawActionCards,
    ProposeCoalition,
    SubmitSecret,
)
from tests.dindex.helpers import RULES

COMPS = components()
HANDS = [["dem-02", "dem-26", "dem-22", "dem-17", "pop-01", "ext-13"],
         ["dem-07", "dem-18", "dem-19", "dem-05", "pop-12", "dem-10"],
         ["ext-01", "pop-07", "pop-05", "dem-24", "pop-08", "dem-03"]]
ARRANGED: dict[str, Any] = dict(
    roles=["democrat", "democrat", "oligarch"], parties=[["party-1"], ["party-2"], ["party-3"]],
    voter_draws=[7, 3, 5], hands=HANDS, stack=["dem-25", "dem-16"],
    tasks=["fin-1", "fin-3", "env-2", "int-3", "def-3"], secret=[2, 0, 1], random=[2, 6])


def match(arranged: dict[str, Any] | None = ARRANGED, seed: int = 28, **options: Any) -> Match[Any, Any, Any, Any]:
    raw = {"game_length": "long", **options, **({"arranged": arranged} if arranged is not None else {})}
    seats = [SeatSpec(name=n) for n in ("Ada", "Ben", "Cleo")]
    return Match(RULES, RULES.parse_options(raw), seats, seed)


def codes(cards: Any) -> list[str]:
    return [COMPS.cards[c].code for c in cards]


def refusal(arranged: dict[str, Any], players: int = 3) -> str:
    try:
        options = RULES.parse_options({"arranged": arranged})
        RULES.check_player_count(options, players)
    except ValidationError as exc:
        return first_error(exc)
    except ValueError as exc:
        return str(exc)
    raise AssertionError("the arrangement was accepted")


def test_without_an_arrangement_the_game_is_dealt_as_before() -> None:
    plain = match(None)
    seats = [SeatSpec(name=n) for n in ("Ada", "Ben", "Cleo")]
    none = Match(RULES, RULES.parse_options({"game_length": "long", "arranged": None}), seats, 28)
    assert plain.state == none.state and plain.state.arranged is None
    assert plain.state.stack == RULES.new_game(RULES.parse_options({"game_length": "long"}), 3, 28).stack


def test_the_arranged_roles_parties_and_voter_draws_are_dealt() -> None:
    state = match().state
    assert state.roles == ("democrat", "democrat", "oligarch")
    assert [COMPS.parties[p[0]].code for p in state.parties] == ["party-1", "party-2", "party-3"]
    assert state.voters == (3, 2, 2)  # seat 0 drew the 7: three voters (§ 4.6)


def test_each_seat_draws_its_arranged_hand_whenever_it_answers() -> None:
    m = match()
    for seat in (2, 0, 1):  # the parties draw at the same time: the order of answering changes nothing
        m.submit(seat, DrawActionCards(count=6))
    assert [codes(m.state.hands[s]) for s in range(3)] == HANDS


def test_a_seat_that_draws_fewer_gets_the_first_of_its_arranged_cards() -> None:
    m = match()
    m.submit(0, DrawActionCards(count=2))
    assert codes(m.state.hands[0]) == HANDS[0][:2]
    assert codes(m.state.stack[-2:][::-1]) == ["dem-25", "dem-16"]  # the arranged next cards lie on top


def formed(m: Match[Any, Any, Any, Any]) -> None:
    for seat in range(3):
        m.submit(seat, DrawActionCards(count=6))
    m.submit(0, ProposeCoalition(partners=(1,)))
    for portfolio, seat in (("finance", 0), ("environment", 1), ("social", 0), ("interior", 1)):
        m.submit(0, AssignMinistry(portfolio=portfolio, seat=seat))
    if m.state.phase == "assign":
        m.submit(0, AssignMinistry(portfolio="defence", seat=0))
    answer = m.legal_actions(1)
    m.submit(1, AcceptCoalition() if AcceptCoalition() in answer else next(a for a in answer
                                                                           if isinstance(a, AskMinistries)))


def test_the_first_term_s_tasks_are_the_arranged_ones_in_order() -> None:
    m = match()
    formed(m)
    assert [COMPS.tasks[t].code for t in m.state.tasks] == ARRANGED["tasks"]


def test_each_party_draws_the_secret_action_the_arrangement_gives_it_and_the_random_cards_follow() -> None:
    m = match()
    formed(m)
    while m.state.phase in ("tasks",):
        seat = m.active_players()[0]
        m.submit(seat, m.legal_actions(seat)[0])
    laid = {0: "dem-22", 1: "dem-05", 2: "ext-01"}
    for seat, code in laid.items():
        m.submit(seat, SubmitSecret(card=COMPS.card_index(code)))
    drawn = codes(m.state.secret_drawn)
    assert drawn == [laid[2], laid[0], laid[1]]  # seat 0 draws seat 2's card, seat 1 seat 0's, seat 2 seat 1's
    m.submit(0, m.legal_actions(0)[0])  # the Chancellery carries out the extremist card
    m.submit(1, m.legal_actions(1)[0])  # the Ombudsman counters it with the first arranged random card
    values = [e.data.value for e in m.events_seen_by(None) if e.type == "random_card"]
    assert values == [2]
    assert m.state.arranged_random == 1


def test_an_arranged_game_replays_from_its_record_and_its_set_up_events_are_dealt_again() -> None:
    m = match()
    formed(m)
    again = Match.from_record(m.record())
    assert again.state == m.state
    match(None, seed=5)  # another game set up since: the first one's set-up is dealt again
    replayed = set_up_events(m.states()[0])
    assert [e.model_dump() for e in replayed] == [e.model_dump() for e in m.events_seen_by(None)[:len(replayed)]]


@pytest.mark.parametrize(("change", "words"), [
    ({"hands": [["dem-02", "nope-1"], [], []]}, "'nope-1' is not an action card"),
    ({"hands": [["dem-02"], ["dem-02"], []]}, "the action card dem-02 is named twice"),
    ({"stack": ["dem-02"], "hands": [["dem-02"], [], []]}, "the action card dem-02 is named twice"),
    ({"tasks": ["fin-1", "fin-1"]}, "the task fin-1 is named twice"),
    ({"tasks": ["fin-9"]}, "'fin-9' is not a government task"),
    ({"parties": [["party-1"], ["party-1"], ["party-2"]]}, "the party card party-1 is drawn twice"),
    ({"voter_draws": [7, 7, 1]}, "the voter draws must be different random cards"),
    ({"secret": [0, 0, 1]}, "secret must name every seat once"),
    ({"roles": ["democrat", "democrat"]}, "arranged roles names 2 seats, not one per seat (3)"),
    ({"roles": ["oligarch", "oligarch", "democrat"]}, "the role cards in play are 2 democrats and 1 oligarchs"),
    ({"hands": [["dem-01", "dem-02", "dem-03", "dem-04", "dem-05", "dem-06", "dem-07"], [], []]},
     "seat 0 may draw 6 cards at most, not 7"),
    ({"random": [8]}, "less than or equal to 7"),
])
def test_an_inconsistent_arrangement_is_refused_in_one_line(change: dict[str, Any], words: str) -> None:
    message = refusal(change)
    assert words in message and "\n" not in message
