"""The reading a search Democrat keeps (issue 13.3): what it saw in the open is public to every Democrat, a
playout's bots start from it, and the worlds it searches deal the hidden roles as it reads them."""

from __future__ import annotations

from game.dindex.bot_suspicion import Suspicion
from game.dindex.bots import HeuristicBot
from tests.dindex.helpers import RULES, government, task
from tests.dindex.test_bot_search import five_parties
from tests.dindex.test_bots import table
from tests.dindex.test_bots_democrats import in_the_secret_phase, watch_a_play

THREE = ("oligarch", "democrat", "democrat")


def test_what_a_democrat_saw_in_the_open_is_public_to_every_seat_the_player_included() -> None:
    bot = HeuristicBot()
    watch_a_play(bot, 2, 0, "Troll Farm")
    assert bot.suspicion.public(2) == frozenset({0})
    # A Chancellery left free beside an uncovered problem: its own holder sees what the others see, and is
    # suspected by them, though never by itself.
    state = government(table(("democrat", "oligarch", "democrat")), 1, (0, 2, 0, 2, 0))
    left = in_the_secret_phase(state.model_copy(update={"tasks": (task("def-1"),)}))
    memory = Suspicion()
    assert memory.observe(RULES.view(left, 1)) == frozenset()
    assert memory.public(1) == frozenset({1})


def test_a_memory_started_from_another_seats_reading_suspects_the_same_parties_but_never_itself() -> None:
    memory = Suspicion.starting_from(frozenset({0, 2}), 1)
    view = RULES.view(table(THREE), 2)
    assert memory.observe(view) == frozenset({0})
    assert Suspicion.starting_from(frozenset({0}), 1).observe(RULES.view(table(THREE), 1)) == frozenset({0})
    assert Suspicion().observe(view) == frozenset()


def test_a_started_memory_is_forgotten_when_a_new_game_begins() -> None:
    memory = Suspicion.starting_from(frozenset({0}), 3)
    assert memory.observe(RULES.view(table(THREE), 2)) == frozenset()  # term 1 after term 3: a new game
    assert memory.public(1) == frozenset()


def test_a_playout_bot_of_a_five_party_table_starts_where_the_searcher_is() -> None:
    from game.dindex.bot_search import playout_seat

    anchor = HeuristicBot()
    watch_a_play(anchor, 2, 0, "Troll Farm")
    seated = playout_seat(anchor, 1, 2)
    assert isinstance(seated, HeuristicBot) and seated is not anchor
    assert seated.suspicion.observe(RULES.view(five_parties(), 1)) == frozenset({0})
    assert isinstance(playout_seat(anchor, 0, 2), HeuristicBot)


def test_the_deals_of_hidden_roles_weigh_a_suspect_as_the_likelier_oligarch() -> None:
    from game.dindex.bot_search import SUSPECT_ODDS, role_deals

    view = RULES.view(five_parties(), 0)  # seat 0 a Democrat: two Oligarchs among the four others
    plain = role_deals(view, 0, frozenset())
    assert len(plain) == 6 and len({weight for _, weight in plain}) == 1
    assert all(roles[0] == "democrat" and roles.count("oligarch") == 2 for roles, _ in plain)
    read = role_deals(view, 0, frozenset({3}))
    total = sum(weight for _, weight in read)
    suspect_oligarch = sum(weight for roles, weight in read if roles[3] == "oligarch") / total
    assert suspect_oligarch == SUSPECT_ODDS * 3 / (SUSPECT_ODDS * 3 + 3)


def test_a_revealed_role_is_dealt_as_the_view_shows_it() -> None:
    from game.dindex.bot_search import role_deals

    state = five_parties().model_copy(update={"revealed": (False, False, False, True, False)})
    deals = role_deals(RULES.view(state, 0), 0, frozenset({1}))
    assert len(deals) == 3 and all(roles[3] == "oligarch" and roles.count("oligarch") == 2 for roles, _ in deals)


def test_a_democrats_worlds_follow_its_reading_and_still_look_like_its_view() -> None:
    from game.core.rng import Rng
    from game.dindex.bot_search import deal_as_read

    state = five_parties()
    view = RULES.view(state, 0)
    reader = HeuristicBot(Suspicion.starting_from(frozenset({1}), 0))
    reader.suspicion.observe(view)
    worlds = [deal_as_read(reader, view, 0, Rng(seed)) for seed in range(60)]
    assert all(RULES.view(world, 0) == view for world in worlds)
    suspect_oligarch = sum(world.roles[1] == "oligarch" for world in worlds)
    assert suspect_oligarch >= 50  # 95 % of the worlds by the odds; uniformly dealt it would be half
    naive = [deal_as_read(HeuristicBot(), view, 0, Rng(seed)) for seed in range(60)]
    assert 15 <= sum(world.roles[1] == "oligarch" for world in naive) <= 45


def test_an_oligarchs_worlds_are_dealt_as_the_rules_deal_them() -> None:
    from game.core.rng import Rng
    from game.dindex.bot_search import deal_as_read

    state = five_parties()
    view = RULES.view(state, 3)
    reader = HeuristicBot(Suspicion.starting_from(frozenset({1}), 0))
    assert deal_as_read(reader, view, 3, Rng(5)) == RULES.determinize(view, 3, Rng(5))


def test_with_more_role_cards_than_parties_every_count_of_oligarchs_is_dealt_as_likely_as_the_cards_allow() -> None:
    """§ 4.4's unknown distribution: seat 0 (a Democrat) sees four hidden parties dealt from 3 Democrat and
    2 Oligarch cards, one card left aside: one Oligarch among them as often as that card is an Oligarch (2/5)."""
    from game.dindex.bot_search import role_deals

    state = five_parties().model_copy(update={"role_pool": (4, 2)})
    deals = role_deals(RULES.view(state, 0), 0, frozenset())
    total = sum(weight for _, weight in deals)
    one_oligarch = sum(weight for roles, weight in deals if roles.count("oligarch") == 1)
    assert {roles.count("oligarch") for roles, _ in deals} == {1, 2}
    assert one_oligarch / total == 2 / 5
