"""§ 5.7 Settling the government offices, § 5.8 chaos and election campaign."""

from __future__ import annotations

from typing import Any

from game.dindex import events as payloads
from game.dindex.events import Settlement
from game.dindex.rules.campaign import begin as begin_campaign
from game.dindex.rules.term import chaos, settle
from game.dindex.state import CampaignCard, EndCampaign
from tests.dindex.helpers import RULES, act, card, empty_hands, of_type, only_hand, run, started, voters

# Party cards: 0 finance+social, 1 environment+interior, 2 social+defence.


def base(n: int = 3) -> Any:
    state = empty_hands(started(n, seed=7))
    parties = tuple((p,) for p in range(n))
    return state.model_copy(update={"parties": parties, "rp": (0,) * n, "rp_target": 30})


def test_s5_7_chancellery_two_ministry_one_competence_bonus() -> None:
    # Seat 0 (finance+social): Chancellery + Finance; seat 1 (environment+interior): Environment + Social;
    # seat 2 (social+defence): Interior + Defence.
    state = base().model_copy(update={"offices": (0, 0, 1, 1, 2, 2)})
    after, events = run(state, settle, advance=False)
    assert of_type(events, "settlement")[0].data == Settlement(
        term=after.term, rp_gained={0: 2 + 2, 1: 2 + 1, 2: 1 + 2}, rp_total={0: 4, 1: 3, 2: 3})


def test_s5_7_opposition_gets_nothing() -> None:
    state = base().model_copy(update={"offices": (1, 1, 1, 1, 1, 1)})
    after, _ = run(state, settle, advance=False)
    assert after.rp[0] == 0 and after.rp[2] == 0 and after.rp[1] == 2 + 5 + 2


def test_s5_7_chancellery_settles_first_and_may_decide_the_game() -> None:
    # Both would reach 10; seat 2 holds the Chancellery and settles first, so only seat 2 wins RP.
    state = base().model_copy(update={"offices": (2, 1, 1, 1, 2, 2), "rp": (0, 6, 6), "rp_target": 10,
                                      "roles": ("oligarch", "democrat", "democrat")})
    after, events = run(state, settle, advance=False)
    assert after.winners == (1, 2) and after.reason == "rp_reached"
    assert after.rp == (0, 6, 11) and of_type(events, "settlement")[0].data.rp_gained[1] == 0


def test_s5_8_chaos_dindex_falls_and_one_core_voter_each_becomes_a_voter() -> None:
    state = voters(base(), (2, 2, 2), (3, 0, 1), 2).model_copy(update={"dindex": 8, "dindex_discard": 7})
    after, events = run(state, chaos, advance=False)
    assert after.dindex == 7
    assert after.core == (2, 0, 0) and after.voters == (3, 2, 3)  # no core voter, none lost


def test_s5_8_campaign_order_chancellery_first() -> None:
    state = base().model_copy(update={"offices": (1, 1, 1, 1, 1, 1)})
    state = only_hand(state, 0, "Party Raid")
    state = only_hand(state, 2, "Troll Farm")
    state = only_hand(state, 1, "Referendum")
    after, _ = run(state, begin_campaign)
    assert after.campaign_order == (1, 2, 0) and RULES.active_players(after) == (1,)


def test_s5_8_campaign_win_a_non_voter_or_scare_off_voters() -> None:
    state = voters(base(), (2, 2, 2), (3, 3, 3), 2).model_copy(update={"offices": (0, 0, 0, 0, 0, 0)})
    state = only_hand(state, 0, "Party Raid", "Troll Farm", "Referendum")
    state, _ = run(state, begin_campaign)
    state, events = act(state, 0, CampaignCard(card=card("Party Raid"), effect="win"))
    assert state.voters == (3, 2, 2) and state.discard[-1] == card("Party Raid")  # to the discard pile
    used = of_type(events, "campaign_card")[0]
    assert used.audience == (0,) and used.public == payloads.CampaignCard(seat=0, effect="win")  # face down
    state, _ = act(state, 0, CampaignCard(card=card("Troll Farm"), effect="scare"))
    assert state.voters == (3, 1, 1) and state.core == (3, 3, 3)  # core voters cannot be scared off
    state, _ = act(state, 0, EndCampaign())
    assert card("Referendum") in state.hands[0]  # kept for the next term


def test_s5_8_win_lapses_without_non_voters() -> None:
    state = voters(base(), (20, 10, 5), (3, 3, 3), 6).model_copy(update={"offices": (0, 0, 0, 0, 0, 0)})
    state = only_hand(state, 0, "Troll Farm")
    state, _ = run(state, begin_campaign)
    assert state.non_voters == 0
    assert CampaignCard(card=card("Troll Farm"), effect="win") not in RULES.legal_actions(state, 0)


def test_s5_8_scare_spares_parties_without_voters() -> None:
    state = voters(base(), (2, 0, 1), (3, 3, 3), 2).model_copy(update={"offices": (0, 0, 0, 0, 0, 0)})
    state = only_hand(state, 0, "Troll Farm")
    state, _ = run(state, begin_campaign)
    state, _ = act(state, 0, CampaignCard(card=card("Troll Farm"), effect="scare"))
    assert state.voters[1:] == (0, 0)


def test_s5_8_after_the_campaign_a_new_term_begins() -> None:
    state = voters(base(), (2, 2, 2), (3, 3, 3), 2).model_copy(update={"offices": (0, 0, 0, 0, 0, 0)})
    state = only_hand(state, 0, "Troll Farm")
    term = state.term
    state, _ = run(state, begin_campaign)
    state, events = act(state, 0, EndCampaign())
    assert state.term == term + 1 and of_type(events, "term_start") and state.phase == "draw"  # § 5.1 first
