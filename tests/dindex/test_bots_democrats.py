"""Democrat bots that fight back (issue 13 item 4): they read roles from open play and from the tasks, keep
suspects out of government, counter what threatens the Dindex and feed the secret stack what lifts it."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.dindex.bot_suspicion import Suspicion
from game.dindex.bots import HeuristicBot, Judge
from game.dindex.components import components
from game.dindex.rules.secret import begin as begin_secret
from game.dindex.state import (
    AcceptCoalition,
    Counter,
    DeclineCoalition,
    ExchangeCard,
    LetStand,
    PassTurn,
    Pending,
    PlayCard,
    ProposeCoalition,
    SubmitSecret,
)
from tests.dindex.helpers import RULES, act, card, government, only_hand, open_turn, run, started, task
from tests.dindex.test_bots import offer, table, three_parties


def ask(bot: HeuristicBot, state: Any, seat: int) -> Any:
    legal = RULES.legal_actions(state, seat)
    choice = bot.choose(RULES.view(state, seat), legal, Rng(1))
    assert choice in legal
    return choice


def watch_a_play(bot: HeuristicBot, watcher: int, player: int, card_name: str) -> None:
    """In a three-party term the `player` plays `card_name` openly; the window asks the others in turn,
    `watcher` among them (its bot lets the card stand), so the watcher's bot sees the card on the chain."""
    roles = tuple("oligarch" if s == player else "democrat" for s in range(3))
    state = open_turn(government(table(roles), player, (player,) * 5), player)
    state = only_hand(state, player, card_name)
    for seat in range(3):
        if seat != player:
            state = only_hand(state, seat, "Town Hall Meeting")  # no counter: the window only watches
    state, _ = act(state, player, PlayCard(card=card(card_name)))
    while state.phase == "open_window" and state.window[0] != watcher:
        state, _ = act(state, state.window[0], LetStand())
    assert state.window[0] == watcher
    assert ask(bot, state, watcher) == LetStand()


def test_a_party_seen_playing_a_bomb_card_openly_is_suspected() -> None:
    bot = HeuristicBot()
    watch_a_play(bot, 2, 0, "Troll Farm")  # extremist at Dindex 4: one bomb
    view = RULES.view(table(("oligarch", "democrat", "democrat")), 2)
    assert bot.suspicion.observe(view) == frozenset({0})


def test_a_party_seen_playing_a_harmless_card_is_not_suspected() -> None:
    bot = HeuristicBot()
    watch_a_play(bot, 2, 0, "Door-to-Door Campaign")
    assert bot.suspicion.observe(RULES.view(table(("oligarch", "democrat", "democrat")), 2)) == frozenset()


def test_a_democrat_declines_the_coalition_of_a_party_it_saw_bomb() -> None:
    state = offer(three_parties(("oligarch", "democrat", "democrat")), (2,), (0, 2, 0, 0, 0))
    assert ask(HeuristicBot(), state, 2) == AcceptCoalition()  # nothing seen: its competence is offered
    watcher = HeuristicBot()
    watch_a_play(watcher, 2, 0, "Troll Farm")
    assert ask(watcher, state, 2) == DeclineCoalition()


def test_a_democrat_formateur_leaves_the_suspected_party_out_of_its_coalition() -> None:
    """Either partner brings the majority; the one seen bombing gets no ministry, the other is asked."""
    state = three_parties(("democrat", "democrat", "oligarch"))
    for suspect, partner in ((1, 2), (2, 1)):
        bot = HeuristicBot()
        watch_a_play(bot, 0, suspect, "Troll Farm")
        assert ask(bot, state, 0) == ProposeCoalition(partners=(partner,))


def test_a_democrat_aims_a_hostile_card_at_the_suspected_party() -> None:
    for suspect in (1, 2):
        bot = HeuristicBot()
        watch_a_play(bot, 0, suspect, "Troll Farm")
        state = open_turn(government(table(("democrat", "democrat", "democrat")), 0, (0, 0, 0, 0, 0)), 0)
        state = only_hand(state, 0, "Lobby Register")  # one voter of the target becomes a non-voter
        assert ask(bot, state, 0) == PlayCard(card=card("Lobby Register"), target=suspect)


def in_the_secret_phase(state: Any) -> Any:
    state, _ = run(state, begin_secret)
    assert state.phase == "secret_choose"
    return state


def test_a_free_chancellery_beside_an_uncovered_problem_is_suspected() -> None:
    state = government(table(("democrat", "oligarch", "democrat")), 1, (0, 2, 0, 2, 0))
    left = in_the_secret_phase(state.model_copy(update={"tasks": (task("def-1"),)}))
    assert Suspicion().observe(RULES.view(left, 0)) == frozenset({1})
    covers = (task("def-1"), -1, -1, -1, -1, -1)
    taken = in_the_secret_phase(state.model_copy(update={"tasks": (task("def-1"),), "covers": covers}))
    assert Suspicion().observe(RULES.view(taken, 0)) == frozenset()


def test_a_competent_minister_on_a_problem_beside_its_portfolios_open_crisis_is_suspected() -> None:
    state = table(("democrat", "democrat", "oligarch"))
    finance = next(i for i, p in enumerate(components().parties) if "finance" in p.competences)
    others = [i for i, p in enumerate(components().parties) if "finance" not in p.competences]
    state = state.model_copy(update={"parties": ((others[0],), (others[1],), (finance,))})
    state = government(state, 0, (2, 0, 0, 0, 0))  # seat 2 holds Finance and has the competence
    covers = (-1, task("fin-1"), -1, -1, -1, -1)
    on_problem = in_the_secret_phase(state.model_copy(update={"tasks": (task("fin-1"), task("fin-3")),
                                                              "covers": covers}))
    assert Suspicion().observe(RULES.view(on_problem, 0)) == frozenset({2})
    covers = (-1, task("fin-3"), -1, -1, -1, -1)
    on_crisis = in_the_secret_phase(state.model_copy(update={"tasks": (task("fin-3"),), "covers": covers}))
    assert Suspicion().observe(RULES.view(on_crisis, 0)) == frozenset()


def test_the_memory_starts_afresh_when_the_term_goes_back() -> None:
    bot = HeuristicBot()
    watch_a_play(bot, 2, 0, "Troll Farm")
    later = table(("oligarch", "democrat", "democrat")).model_copy(update={"term": 3})
    assert bot.suspicion.observe(RULES.view(later, 2)) == frozenset({0})
    new_game = table(("oligarch", "democrat", "democrat")).model_copy(update={"term": 1})
    assert bot.suspicion.observe(RULES.view(new_game, 2)) == frozenset()


def test_a_democrat_counters_a_counter_that_would_let_a_bomb_through() -> None:
    """Troll Farm (a bomb) was countered by seat 1; seat 0 counters that counter. If it stands, the bomb
    goes off: seat 2 counters it back, although the counter itself takes nobody's voters."""
    state = open_turn(government(table(("oligarch", "democrat", "democrat")), 0, (0, 0, 1, 1, 0)), 0)
    state = only_hand(state, 2, "Free Press")
    chain = (Pending(card=card("Troll Farm"), seat=0, dindex_level=4),
             Pending(card=card("Fact Check"), seat=1, countered=0, dindex_level=4),
             Pending(card=card("Ombudsman"), seat=0, countered=1, dindex_level=4))
    on_chain = {p.card for p in chain}
    state = state.model_copy(update={
        "phase": "open_window", "chain": chain, "window": (1, 2),
        "hands": tuple(tuple(c for c in h if c not in on_chain) for h in state.hands),
        "stack": tuple(c for c in state.stack if c not in on_chain),
        "discard": tuple(c for c in state.discard if c not in on_chain),
    })
    state, _ = act(state, 1, LetStand())
    assert ask(HeuristicBot(), state, 2) == Counter(card=card("Free Press"))


def test_a_democrat_puts_a_card_that_lifts_the_dindex_on_the_secret_stack() -> None:
    state = government(table(("democrat", "democrat", "oligarch")), 1, (1, 1, 2, 2, 2))
    state = only_hand(state, 0, "Gender-Fair Language", "Door-to-Door Campaign", "Fact Check")
    state = in_the_secret_phase(state)
    assert ask(HeuristicBot(), state, 0) == SubmitSecret(card=card("Gender-Fair Language"))


def test_an_oligarch_reads_nothing_into_open_play() -> None:
    """Suspicion is a Democrat's: an Oligarch's offer to a bombing partner is the same as without watching."""
    state = three_parties(("oligarch", "democrat", "oligarch"))
    watcher = HeuristicBot()
    watch_a_play(watcher, 0, 2, "Troll Farm")
    assert ask(watcher, state, 0) == ask(HeuristicBot(), state, 0)


def test_a_democrat_with_nothing_worth_playing_exchanges_its_weakest_card_for_a_chance_at_a_counter() -> None:
    """Membership Drive only turns a voter into a core voter: not worth playing, worth little kept. The
    Democrat trades it in (exchanging is quiet, § 5.5); it keeps a counter, and an Oligarch simply passes."""
    state = open_turn(government(table(("democrat", "democrat", "oligarch")), 1, (1, 1, 2, 2, 2)), 0)
    weak = only_hand(state, 0, "Membership Drive", "Fact Check")
    assert ask(HeuristicBot(), weak, 0) == ExchangeCard(card=card("Membership Drive"))
    shield = only_hand(state, 0, "Fact Check")
    assert ask(HeuristicBot(), shield, 0) == PassTurn()
    oligarch = only_hand(open_turn(government(table(("oligarch", "democrat", "democrat")), 1, (1, 1, 2, 2, 2)), 0),
                         0, "Membership Drive", "Fact Check")
    assert ask(HeuristicBot(), oligarch, 0) == PassTurn()


def test_a_democrat_formateur_gives_its_ministries_to_the_trusted_democrat_nearer_the_target() -> None:
    """Seat 2 leads on RP. Once seat 1 is seen bombing, the one Oligarch at the table is accounted for, so
    seat 0 trusts seat 2 and hands it the ministries (one Democrat reaching the target wins for all);
    while seat 2 may as well be the Oligarch, seat 0 keeps them."""
    state = three_parties(("democrat", "oligarch", "democrat"))
    state = state.model_copy(update={"rp": (2, 0, 9)})
    unsure = HeuristicBot()
    assert ask(unsure, state, 0) == ProposeCoalition(partners=(2,))
    proposed, _ = act(state, 0, ProposeCoalition(partners=(2,)))
    kept = [ask(unsure, proposed, 0).seat]
    assert kept == [0]
    sure = HeuristicBot()
    watch_a_play(sure, 0, 1, "Troll Farm")
    given = []
    while proposed.phase == "assign":
        choice = ask(sure, proposed, 0)
        given.append(choice.seat)
        proposed, _ = act(proposed, 0, choice)
    assert given == [2] * 5


def test_a_democrat_in_a_two_party_game_counts_the_other_party_out_as_the_oligarch() -> None:
    two = started(2, seed=3).model_copy(update={"roles": ("democrat", "oligarch")})
    assert Judge(RULES.view(two, 0)).hostile(1)
    three = table(("democrat", "democrat", "oligarch"))
    assert not Judge(RULES.view(three, 0)).hostile(2)  # one of two others: it cannot tell which
    unknown = two.model_copy(update={"role_pool": (6, 4)})  # more role cards than parties (§ 4.4)
    assert not Judge(RULES.view(unknown, 0)).hostile(1)


def last_offer(state: Any) -> Any:
    """The same proposal as the formateur's last one: a refusal now fails the formation (§ 5.2)."""
    view = RULES.view(state, 2)
    return state.model_copy(update={"attempt": view.formation_attempts - 1})


def test_s5_2_a_democrat_takes_a_suspects_last_offer_rather_than_cost_the_dindex_a_card() -> None:
    """Issue 30.5 / 31: three-party Democrats refused suspects' last offers and failed one first formation in
    nine, handing the Oligarchs their Dindex cards. A suspect's early offer is still refused (a better one may
    follow); its last one is taken."""
    state = offer(three_parties(("oligarch", "democrat", "democrat")), (2,), (0, 2, 0, 0, 0))
    watcher = HeuristicBot()
    watch_a_play(watcher, 2, 0, "Troll Farm")
    assert ask(watcher, state, 2) == DeclineCoalition()
    assert ask(watcher, last_offer(state), 2) == AcceptCoalition()


def test_s5_2_a_democrat_lets_a_revealed_oligarchs_last_offer_fail_only_while_the_dindex_can_spare_it() -> None:
    for dindex, answer in ((8, DeclineCoalition()), (3, AcceptCoalition())):
        state = offer(three_parties(("oligarch", "democrat", "democrat"), dindex), (2,), (0, 2, 0, 0, 0))
        revealed = last_offer(state).model_copy(update={"revealed": (True, False, False)})
        assert ask(HeuristicBot(), revealed, 2) == answer, dindex


def test_s5_2_a_suspects_offer_of_two_ministries_or_more_is_taken_at_once() -> None:
    state = offer(three_parties(("oligarch", "democrat", "democrat")), (2,), (2, 2, 2, 0, 0))
    watcher = HeuristicBot()
    watch_a_play(watcher, 2, 0, "Troll Farm")
    assert ask(watcher, state, 2) == AcceptCoalition()
