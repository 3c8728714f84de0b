"""Reading the other hands from their seats' play (game/demos/inference.py): the search deals worlds in which
the heuristic, holding the hands dealt there, would have made the moves the table saw this round."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pytest

from game.core.match import Match, SeatSpec
from game.core.registry import Variant
from game.core.rng import Rng
from game.core.search import SearchBot
from game.demos import GAME, SEARCH
from game.demos.bots import HeuristicBot
from game.demos.inference import TAKE_MARGIN, discards_of, keeps, read_world, takes_of
from game.demos.search_plan import deal_read
from game.demos.state import Consent, DemosState, DemosView

from .helpers import RULES, new, with_hands

SEEDS = range(24)


def played_until(dealer: int, hands: Sequence[str], drawn: str, phase: str) -> DemosState:
    """Four players (full rules) dealt these hands, the people's deck starting with `drawn`, every seat playing
    the heuristic (consenting to the unanimous discard) until seat 0 is to act in `phase`."""
    state = with_hands(new(4, first_dealer=dealer, mode="full"), *(tuple(h.split()) for h in hands))
    top = drawn.split()
    state = state.model_copy(update={"people_deck": (*top, *(c for c in state.people_deck if c not in top))})
    bot = HeuristicBot()
    while not (state.phase == phase and RULES.active_players(state)[0] == 0):
        seat = RULES.active_players(state)[0]
        action = bot.choose(RULES.view(state, seat), RULES.legal_actions(state, seat), Rng(1))
        state = RULES.apply(state, seat, Consent() if state.phase == "veto" else action).state
    return state


HANDS = ("2S 3D 7C 8S 10H", "4S 5S 9S 1C 10C", "8D 9D 10D 2C 5H", "6S 1H 2H 3H 9C")
"""Dealer 0, so seats 1, 2, 3 act before seat 0. The heuristic lays 1C, 2C, 6S and 3D face up; in the secret
step seat 1 lays 7H and takes 6S (4S 5S 6S), seat 2 declines (8D 9D 10D), seat 3 lays 9C and takes the deck."""
DRAWN = "7H 1D 4C 5C"


def public_step() -> DemosState:
    state = played_until(0, HANDS, DRAWN, "public_discard")
    assert [p for p in state.public_discards[1:]] == [("1C",), ("2C",), ("6S",)]
    return state


def secret_step() -> DemosState:
    state = played_until(0, HANDS, DRAWN, "secret_discard")
    assert state.taken[1] == (("secret", "6S"),) and state.secret_discards[2] == () and state.taken[3] == ()
    return state


LATER_HANDS = ("2S 3D 7C 8S 10H", "4S 5S 9S 1C 10C", "6S 1H 2H 3H 9C", "8D 9D 10D 2C 5H")
"""Dealer 3, so seat 0 acts first in every step. Face up: 3D, 1C, 6S, 2C; in the secret step seat 0 takes 6S,
seat 1 lays 7H and takes 3D, seat 2 lays 9C and takes the deck, seat 3 declines; the secrets are then shown."""


def unanimous_step() -> DemosState:
    state = played_until(3, LATER_HANDS, "5C 7H 4C 1D", "unanimous_discard")
    assert state.secret_discards[1:] == (("7H",), ("9C",), ()) and state.taken[1] == (("secret", "3D"),)
    return state


def worlds(state: DemosState, dealer: Callable[..., DemosState]) -> list[DemosState]:
    view = RULES.view(state, 0)
    out = [dealer(view, 0, Rng(seed)) for seed in SEEDS]
    assert all(RULES.view(world, 0) == view for world in out)
    return out


def read(view_state: DemosState) -> list[DemosState]:
    """Worlds in which every other seat that has played was read (tries enough that none keeps the plain
    deal: what a read world holds is the rule here, how often the search's own tries find one is not)."""
    def every_seat_read(view: DemosView, me: int, rng: Rng) -> DemosState:
        world, seats = read_world(view, me, rng, tries=2000)
        assert seats == {1, 2, 3}  # in every position here the three have played before seat 0
        return world
    return worlds(view_state, every_seat_read)


def plain(view_state: DemosState) -> list[DemosState]:
    return worlds(view_state, RULES.determinize)


def laid_face_up(world: DemosState, seat: int, card: str) -> bool:
    """Some card of the seat's hand (the one it drew after laying `card`) gave it five from which the
    heuristic lays `card`."""
    hand = world.hands[seat]
    return any(card in discards_of([c for c in hand if c != drawn] + [card], True) for drawn in hand)


def test_a_public_discard_leaves_worlds_where_it_was_the_heuristic_s_card_to_lay() -> None:
    state = public_step()
    assert all(laid_face_up(world, 3, "6S") and laid_face_up(world, 1, "1C") for world in read(state))
    assert not all(laid_face_up(world, 3, "6S") for world in plain(state))  # the plain deal ignores it


def test_a_take_of_a_visible_card_leaves_worlds_where_it_gained_the_most() -> None:
    state = secret_step()

    def took_six(world: DemosState) -> bool:
        before = [c for c in world.hands[1] if c != "6S"]
        return "6S" in takes_of(before, ("1C", "2C", "6S", "3D"), True)

    assert all(took_six(world) for world in read(state))
    assert not all(took_six(world) for world in plain(state))


def test_a_take_from_the_deck_leaves_worlds_where_no_visible_card_gained_more_than_the_margin() -> None:
    state = secret_step()

    def took_the_deck(world: DemosState) -> bool:
        # 6S was taken by seat 1 before seat 3's turn; some card of seat 3's hand is the one it drew.
        hand = world.hands[3]
        return any(takes_of([c for c in hand if c != drawn], ("1C", "2C", "3D"), True) == [None] for drawn in hand)

    assert all(took_the_deck(world) for world in read(state))
    assert not all(took_the_deck(world) for world in plain(state))
    assert TAKE_MARGIN == 3.0  # the heuristic's own margin (game/demos/bots.py)


def test_a_declined_secret_discard_leaves_worlds_with_a_hand_the_heuristic_keeps() -> None:
    state = secret_step()
    assert all(keeps(world.hands[2], True) for world in read(state))
    assert not all(keeps(world.hands[2], True) for world in plain(state))


def test_a_shown_secret_discard_leaves_worlds_where_it_was_the_heuristic_s_card_to_lay() -> None:
    state = unanimous_step()

    def laid_seven(world: DemosState) -> bool:
        # Seat 1 laid 7H, then took 3D: the hand it laid from is today's without 3D, with 7H.
        return "7H" in discards_of([c for c in world.hands[1] if c != "3D"] + ["7H"], True)

    assert all(laid_seven(world) for world in read(state))
    assert not all(laid_seven(world) for world in plain(state))


def test_a_face_down_secret_discard_is_dealt_as_the_heuristic_s_card_to_lay() -> None:
    state = secret_step()
    for world in read(state):
        [laid] = world.secret_discards[3]
        hand = world.hands[3]
        assert any(laid in discards_of([c for c in hand if c != drawn] + [laid], True) for drawn in hand)


def test_the_plan_s_reading_deal_is_the_read_world() -> None:
    state = secret_step()
    view = RULES.view(state, 0)
    assert [deal_read(view, 0, Rng(seed)) for seed in SEEDS] == [read_world(view, 0, Rng(seed))[0] for seed in SEEDS]


def test_two_positions_that_look_the_same_after_public_discards_are_decided_the_same() -> None:
    for state in (public_step(), secret_step(), unanimous_step()):
        view = RULES.view(state, 0)
        other = RULES.determinize(view, 0, Rng(777))
        assert other.hands[1:] != state.hands[1:] and RULES.view(other, 0) == view
        assert read_world(view, 0, Rng(5)) == read_world(RULES.view(other, 0), 0, Rng(5))
        bot = SearchBot(replace(SEARCH, determinize=deal_read), 8)  # the search dealing read worlds
        legal = RULES.legal_actions(state, 0)
        assert RULES.legal_actions(other, 0) == legal
        assert bot.choose(view, legal, Rng(42)) == bot.choose(RULES.view(other, 0), legal, Rng(42))


def test_before_anyone_has_played_the_worlds_are_the_plain_deal() -> None:
    state = with_hands(new(4, first_dealer=3, mode="full"), *(tuple(h.split()) for h in LATER_HANDS))
    view = RULES.view(state, 0)
    assert [read_world(view, 0, Rng(seed)) for seed in SEEDS] == [
        (RULES.determinize(view, 0, Rng(seed)), frozenset()) for seed in SEEDS]


@pytest.mark.parametrize("variant", GAME.variants, ids=lambda v: v.label)
def test_in_every_variant_the_worlds_read_look_like_the_view_even_against_other_players(variant: Variant) -> None:
    # Random seats make moves the heuristic would not: those seats keep the plain deal, the worlds stay true
    # to the view (teams, the simplified rules, five seats).
    seats = [SeatSpec(kind="bot", name=f"b{i}", level="heuristic") for i in range(variant.num_players)]
    match = Match(RULES, variant.options, seats, 2026)
    bots = [GAME.make_bot("heuristic" if seat % 2 == 0 else "random") for seat in range(variant.num_players)]
    checked = 0
    while match.result() is None and match.state.round == 1:
        seat = match.active_players()[0]
        view, legal = match.view(seat), match.legal_actions(seat)
        if len(legal) > 1 and view.phase != "media":
            for seed in range(3):
                world = deal_read(view, seat, Rng(seed))
                assert RULES.view(world, seat) == view and RULES.legal_actions(world, seat) == legal
            checked += 1
        match.submit(seat, bots[seat].choose(view, legal, match.bot_rng()))
    assert checked >= 5
