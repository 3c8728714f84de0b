"""The Dindex search plan (issue 13): playouts stop at the end of their term and the position is valued by
the Democrats' chances (Dindex cards left, the leading Democrat's RP, the strongest party at the next vote)."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.search import SearchBot
from game.dindex.bot_search import SEARCH, chance_as_seen_by, democrats_chance, term_over, term_value
from game.dindex.state import Counter, DindexState, LetStand, PlayCard, ProposeCoalition
from tests.dindex.helpers import RULES, act, card, government, only_hand, open_turn, started, voters
from tests.dindex.test_bots import table

ROLES = ("democrat", "democrat", "democrat", "oligarch", "oligarch")


def five_parties(dindex: int = 8, rp: tuple[int, ...] = (0,) * 5) -> DindexState:
    state = voters(started(5, seed=4), (2, 2, 2, 2, 2), (3, 3, 3, 3, 3), 2)
    return state.model_copy(update={"roles": ROLES, "dindex": dindex, "dindex_discard": 15 - dindex, "rp": rp})


def test_an_oligarchs_playout_stops_when_the_next_term_has_begun_a_democrats_plays_on() -> None:
    root = five_parties()
    later = root.model_copy(update={"term": root.term + 1})
    assert not term_over(root, root, 3)
    assert term_over(root, later, 3)
    assert not term_over(root, later, 0)


def test_a_finished_game_is_worth_its_result_to_each_side() -> None:
    root = five_parties()
    oligarchy = root.model_copy(update={"winners": (3, 4), "reason": "oligarchy", "phase": "over"})
    assert term_value(root, oligarchy, 0) == 0.0 and term_value(root, oligarchy, 3) == 1.0
    assert democrats_chance(oligarchy) == 0.0


def test_more_dindex_cards_and_a_nearer_target_raise_the_democrats_chance_and_lower_the_oligarchs() -> None:
    low, high = five_parties(dindex=3), five_parties(dindex=7)
    assert democrats_chance(low) < democrats_chance(high)
    assert term_value(low, low, 0) < term_value(high, high, 0)
    assert term_value(low, low, 3) > term_value(high, high, 3)
    near = five_parties(rp=(12, 0, 0, 0, 0))
    assert democrats_chance(near) > democrats_chance(five_parties())
    assert 0.0 < democrats_chance(five_parties()) < 1.0


def test_the_strongest_party_being_a_democrat_raises_the_democrats_chance() -> None:
    democrat_leads = five_parties().model_copy(update={"voters": (6, 2, 2, 2, 2)})
    oligarch_leads = five_parties().model_copy(update={"voters": (2, 2, 2, 6, 2)})
    assert democrats_chance(democrat_leads) > democrats_chance(oligarch_leads)


def test_the_search_decides_within_its_budget_from_its_own_view() -> None:
    state = started(5, seed=7)
    seat = RULES.active_players(state)[0]
    # an Oligarch's seat: a Democrat plays its heuristic's move without searching (the test below)
    state = state.model_copy(update={"roles": tuple("oligarch" if s == seat else r
                                                    for s, r in enumerate(state.roles))})
    legal = RULES.legal_actions(state, seat)
    bot = SearchBot(SEARCH, budget=4)
    choice = bot.choose(RULES.view(state, seat), legal, Rng(3))
    assert choice in legal
    assert 1 <= bot.playouts_done <= 4


def test_the_value_is_the_same_in_worlds_that_differ_only_in_roles_the_bot_cannot_see() -> None:
    """Seat 0 leads on RP; whether seat 1 or seat 3 is the other Oligarch is hidden from seat 2, so the
    value of the position to seat 2 does not depend on the world's guess (but seat 0's role does matter to
    the world's own chance)."""
    lead = five_parties(rp=(9, 0, 0, 0, 0))
    one = lead.model_copy(update={"roles": ("democrat", "oligarch", "democrat", "democrat", "oligarch")})
    other = lead.model_copy(update={"roles": ("democrat", "democrat", "democrat", "oligarch", "oligarch")})
    assert RULES.view(one, 2).roles == RULES.view(other, 2).roles
    assert chance_as_seen_by(one, 2) == chance_as_seen_by(other, 2)
    assert term_value(one, one, 2) == term_value(other, other, 2)
    oligarch_leads = lead.model_copy(update={"roles": ("oligarch", "democrat", "democrat", "democrat", "oligarch")})
    assert democrats_chance(oligarch_leads) < democrats_chance(other)


def test_a_hard_democrat_searches_its_proposals_but_not_its_ministry_hand_outs_an_oligarch_searches_all() -> None:
    """Searching every decision made the Democrats weaker than their own heuristic (docs/rules/dindex.md,
    bot section): a search bot dealt a Democrat weighs other moves only at counters, coalition answers and
    its own proposals, where the heuristic's move was measured farthest from the best; its ministry
    hand-outs were within a few thousandths of a win of the best and stay the heuristic's."""
    from game.dindex.bot_search import searched_moves

    state = five_parties()
    seat = next(s for s in RULES.active_players(state))
    democrat = state.model_copy(update={"roles": tuple("democrat" if s == seat else r for s, r in enumerate(ROLES))})
    oligarch = state.model_copy(update={"roles": tuple("oligarch" if s == seat else r for s, r in enumerate(ROLES))})
    proposing = RULES.legal_actions(democrat, seat)
    assigning = RULES.apply(democrat, seat, proposing[0]).state
    assert assigning.phase == "assign" and RULES.active_players(assigning) == (seat,)
    for position, searched in ((democrat, True), (oligarch, True), (assigning, False)):
        view, legal = RULES.view(position, seat), RULES.legal_actions(position, seat)
        assert len(legal) > 1
        shortlist = list(searched_moves(view, legal, Rng(1)))
        if position is democrat:
            assert shortlist == [a for a in legal if isinstance(a, ProposeCoalition)] and shortlist
        else:
            assert shortlist == (list(legal) if searched else [])
        bot = SearchBot(SEARCH, budget=4)
        bot.choose(view, legal, Rng(7))
        assert (bot.playouts_done > 0) == searched


def test_a_hard_democrat_races_spending_a_counter_against_letting_the_bomb_stand() -> None:
    from game.dindex.bot_search import democrat_races, searched_moves

    state = open_turn(government(table(("oligarch", "democrat", "democrat")), 0, (0, 0, 1, 1, 0)), 0)
    state = only_hand(state, 0, "Troll Farm")
    state = only_hand(state, 1, "Fact Check")
    state, _ = act(state, 0, PlayCard(card=card("Troll Farm")))
    view, legal = RULES.view(state, 1), RULES.legal_actions(state, 1)
    assert set(searched_moves(view, legal, Rng(1))) == {Counter(card=card("Fact Check")), LetStand()}
    assert democrat_races(view) and not democrat_races(RULES.view(state, 0))
    bot = SearchBot(SEARCH, budget=4)
    assert bot.choose(view, legal, Rng(7)) in legal
    assert bot.playouts_done in (2, 4)  # whole sweeps: each common world played from both moves


def test_a_democrat_needs_more_evidence_than_an_oligarch_to_leave_its_heuristics_move() -> None:
    from game.core.search import CONFIDENCE
    from game.dindex.bot_search import DEMOCRAT_CONFIDENCE, confidence

    state = five_parties()
    assert confidence(RULES.view(state, 0)) == DEMOCRAT_CONFIDENCE > CONFIDENCE
    assert confidence(RULES.view(state, 3)) == CONFIDENCE
    assert SEARCH.confidence is confidence
