"""Advertising Cards and Political Stunt Cards: every listed card type, played in step 5."""

from __future__ import annotations

from game.diceocracy import events as ev
from game.diceocracy.actions import (
    ChooseColor,
    DiscardAgenda,
    EndTurn,
    Focus,
    GiveFirstPlayer,
    Manipulate,
    PlaceFollower,
    PlayAdvert,
    PlayStunt,
    SkipDistrictAction,
    SkipFollowerAction,
)
from game.diceocracy.cards import draw, draw_to_hand, marker_blocked, pattern_met, stunt_met
from game.diceocracy.components import Advert, Stunt, components
from game.diceocracy.frozen import Out
from game.diceocracy.state import DiceocracyState
from tests.diceocracy.helpers import RULES, act, d, events, legal, set_player, started


def at_cards(n: int = 3, seed: int = 2) -> DiceocracyState:
    state = started(n, seed=seed)
    state = act(act(state, legal(state)[0]), PlaceFollower(slot=8))
    return act(act(state, SkipDistrictAction()), SkipFollowerAction())


def advert(kind: str, **match: object) -> Advert:
    return next(a for a in components().adverts if a.kind == kind and all(getattr(a, k) == v for k, v in match.items()))


def stunt(kind: str) -> Stunt:
    return next(s for s in components().stunts if s.kind == kind)


def holding(state: DiceocracyState, seat: int, ad: Advert | None = None, st: Stunt | None = None,
            money: int = 10) -> DiceocracyState:
    return set_player(state, seat, adverts=(ad.id,) if ad else (), stunts=(st.id,) if st else (), money=money)


def test_advert_pay_the_money_to_perform_the_depicted_actions() -> None:
    state = at_cards()
    seat = state.active
    ad = advert("actions", name="Spin Doctor")
    state = holding(state, seat, ad)
    state = act(state, PlayAdvert(card=ad.id))
    assert state.players[seat].money == 10 - ad.cost and state.phase == "resolve"
    assert all(isinstance(a, Focus) for a in legal(state))
    state = act(state, legal(state)[0])
    assert state.phase == "resolve" and all(isinstance(a, Manipulate) for a in legal(state))
    assert ad.id in state.decks.advert_discard


def test_advert_cannot_be_played_without_the_money() -> None:
    state = at_cards()
    seat = state.active
    ad = advert("income", name="Prime-Time Spot")
    state = holding(state, seat, ad, money=ad.cost - 1)
    assert PlayAdvert(card=ad.id) not in legal(state)


def test_advert_draw_a_stunt_and_give_the_first_player_marker() -> None:
    state = at_cards(3)
    seat = state.active
    ad = advert("stunt_and_marker")
    state = holding(state, seat, ad)
    state = act(state, PlayAdvert(card=ad.id))
    assert len(state.players[seat].stunts) == 1
    target = next(s for s in range(3) if s != state.first_player)
    state = act(state, GiveFirstPlayer(seat=target))
    assert state.first_player == target and state.phase == "cards"


def test_advert_stunt_and_marker_says_before_payment_when_the_marker_cannot_be_given() -> None:
    """The marker is given once a round: once it has been, the card is still playable for its stunt, and the
    rules say so before it is paid for (solo the marker never moves: you are always the first player)."""
    state = at_cards(3)
    seat = state.active
    assert marker_blocked(state.num_players, state.marker_given) is None
    state = state.model_copy(update={"marker_given": True})
    assert marker_blocked(state.num_players, state.marker_given) == "given"
    assert marker_blocked(1, False) == "solo"
    ad = advert("stunt_and_marker")
    state = holding(state, seat, ad)
    assert PlayAdvert(card=ad.id) in legal(state)
    evs = events(state, PlayAdvert(card=ad.id))
    state = act(state, PlayAdvert(card=ad.id))
    assert len(state.players[seat].stunts) == 1 and state.phase == "cards"
    assert ev.ActionSkipped(seat=seat, action="give_first") in [e.data for e in evs]


def test_advert_payment_is_a_money_event() -> None:
    state = at_cards()
    seat = state.active
    ad = advert("income", id=16)
    state = holding(state, seat, ad, money=4)
    money = [e.data for e in events(state, PlayAdvert(card=ad.id)) if e.type == "money"]
    assert money == [ev.Money(seat=seat, value=4 - ad.cost), ev.Money(seat=seat, value=4 - ad.cost + 3)]


def test_advert_draw_two_political_stunt_cards() -> None:
    state = at_cards()
    seat = state.active
    ad = advert("two_stunts")
    state = act(holding(state, seat, ad), PlayAdvert(card=ad.id))
    assert len(state.players[seat].stunts) == 2


def test_advert_draw_two_secret_agendas_and_discard_two() -> None:
    state = at_cards()
    seat = state.active
    ad = advert("agendas")
    hand = state.players[seat].agendas
    state = act(holding(state, seat, ad), PlayAdvert(card=ad.id))
    assert len(state.players[seat].agendas) == len(hand) + 2
    state = act(state, DiscardAgenda(card=state.players[seat].agendas[0]))
    state = act(state, DiscardAgenda(card=state.players[seat].agendas[0]))
    assert len(state.players[seat].agendas) == len(hand) and state.phase == "cards"


def test_advert_pay_money_to_get_money_or_votes() -> None:
    state = at_cards()
    seat = state.active
    money_card = advert("income", name="Donor Circle")
    after = act(holding(state, seat, money_card, money=2), PlayAdvert(card=money_card.id))
    assert after.players[seat].money == 2 - 2 + 5
    votes_card = advert("income", name="Endorsement")
    after = act(holding(state, seat, votes_card, money=2), PlayAdvert(card=votes_card.id))
    assert after.players[seat].advert_votes == 5 and after.players[seat].money == 0


def test_advert_free_popularity() -> None:
    state = at_cards()
    seat = state.active
    ad = advert("free_popularity", name="Radio Jingle")  # blue
    before = state.players[seat].popularity[1]
    after = act(holding(state, seat, ad, money=0), PlayAdvert(card=ad.id))
    assert after.players[seat].popularity[1] == before + 1 and after.players[seat].money == 0


def test_advert_pay_for_popularity() -> None:
    state = at_cards()
    seat = state.active
    ad = advert("paid_popularity", name="Coast-to-Coast Tour")
    before = state.players[seat].popularity
    state = act(holding(state, seat, ad), PlayAdvert(card=ad.id))
    state = act(state, ChooseColor(color="orange"))
    gained = ad.effects[0].amount
    assert gained == 3 and state.players[seat].popularity == before[:3] + (min(10, before[3] + gained),)
    assert state.players[seat].money == 10 - ad.cost


def test_only_one_advert_and_one_stunt_per_turn() -> None:
    state = at_cards()
    seat = state.active
    a1, a2 = advert("free_popularity", name="Billboard"), advert("free_popularity", name="Street Festival")
    state = set_player(state, seat, adverts=(a1.id, a2.id))
    state = act(state, PlayAdvert(card=a1.id))
    assert not any(isinstance(a, PlayAdvert) for a in legal(state))
    total = stunt("votes_for_total")
    state = set_player(state, seat, stunts=(total.id, total.id + 1),
                       followers=(d(total.color, 6), d(total.color, 6), d(total.color, 6)) + (None,) * 6)
    state = act(state, PlayStunt(card=total.id))
    assert not any(isinstance(a, PlayStunt) for a in legal(state)) and legal(state) == [EndTurn()]


def test_stunt_votes_for_followers_of_the_group_with_a_minimum_total() -> None:
    card = stunt("votes_for_total")
    short = (d(card.color, card.min_total - 1),) + (None,) * 8
    enough = (d(card.color, 6), d(card.color, card.min_total - 6 if card.min_total > 6 else 1)) + (None,) * 7
    assert not stunt_met(card, short) and stunt_met(card, enough)
    state = at_cards()
    seat = state.active
    state = set_player(holding(state, seat, st=card), seat, followers=enough)
    after = act(state, PlayStunt(card=card.id))
    assert after.players[seat].stunt_votes == card.reward and card.id in after.players[seat].played_stunts


def test_stunt_money_for_followers_of_the_group_with_a_minimum_total() -> None:
    card = stunt("money_for_total")
    state = at_cards()
    seat = state.active
    followers = (d(card.color, 6), d(card.color, 6)) + (None,) * 7
    state = set_player(holding(state, seat, st=card, money=1), seat, followers=followers)
    assert act(state, PlayStunt(card=card.id)).players[seat].money == 1 + card.reward
    money = [e.data for e in events(state, PlayStunt(card=card.id)) if e.type == "money"]
    assert money == [ev.Money(seat=seat, value=1 + card.reward)]  # the table animates it, the log says it


def test_stunt_cannot_be_played_without_its_requirement() -> None:
    card = stunt("money_for_total")
    state = at_cards()
    seat = state.active
    state = set_player(holding(state, seat, st=card), seat, followers=(None,) * 9)
    assert PlayStunt(card=card.id) not in legal(state)


def test_stunt_votes_for_a_pattern_that_may_be_rotated() -> None:
    line = next(s for s in components().stunts if s.kind == "votes_for_pattern" and len(s.pattern) == 3
                and all(y == 0 for _, y, _ in s.pattern))
    x = d("pink", 2)
    row = (x, x, x) + (None,) * 6
    column = (None, x, None, None, x, None, None, x, None)
    broken = (x, None, x, None, x, None, None, None, None)
    assert pattern_met(line.id, row) and pattern_met(line.id, column) and not pattern_met(line.id, broken)
    ell = next(s for s in components().stunts if s.kind == "votes_for_pattern"
               and s.pattern == ((0, 0, None), (0, 1, None), (1, 1, None)))
    rotated = (None, None, None, None, x, x, None, x, None)  # the L turned around
    assert pattern_met(ell.id, rotated)


def test_stunt_pattern_colours_must_match() -> None:
    card = next(s for s in components().stunts if s.kind == "votes_for_pattern" and len(s.pattern) == 2)
    colour = card.pattern[0][2]
    other = "blue" if colour != "blue" else "pink"
    assert pattern_met(card.id, (d(colour, 1), d(colour, 5)) + (None,) * 7)
    assert pattern_met(card.id, (d(colour, 1), None, None, d(colour, 5)) + (None,) * 5)
    assert not pattern_met(card.id, (d(colour, 1), d(other, 5)) + (None,) * 7)


def test_stunt_popularity_for_a_pattern() -> None:
    card = stunt("popularity_for_pattern")
    c = card.pattern[0][2] or "pink"
    followers = tuple(d(c, 3) for _ in range(9))
    state = at_cards()
    seat = state.active
    state = set_player(holding(state, seat, st=card), seat, followers=followers, popularity=(0, 0, 0, 0))
    after = act(state, PlayStunt(card=card.id))
    idx = ("pink", "blue", "green", "orange").index(card.reward_color)
    assert after.players[seat].popularity[idx] == card.reward
    gained = [e.data for e in events(state, PlayStunt(card=card.id)) if e.type == "popularity"]
    assert gained == [ev.Popularity(seat=seat, color=card.reward_color, value=card.reward)]


def test_an_empty_deck_is_refilled_by_shuffling_its_discards() -> None:
    state = started(2)
    decks = state.decks.model_copy(update={"stunts": (), "stunt_discard": (5, 6, 7)})
    state = state.model_copy(update={"decks": decks})
    out = Out()
    after, card = draw(state, "stunts", out)
    assert card in (5, 6, 7) and len(after.decks.stunts) == 2 and after.decks.stunt_discard == ()
    assert out.commit and any(e.type == "deck_reshuffled" for e in out.events)


def with_stunt_deck(state: DiceocracyState, deck: tuple[int, ...], discard: tuple[int, ...]) -> DiceocracyState:
    return state.model_copy(update={"decks": state.decks.model_copy(update={"stunts": deck,
                                                                           "stunt_discard": discard})})


def test_drawing_past_the_end_of_a_deck_takes_its_last_card_then_the_reshuffled_discards() -> None:
    state = with_stunt_deck(started(2), deck=(3,), discard=(5, 6, 7))
    seat = state.active
    out = Out()
    after = draw_to_hand(state, seat, "stunts", 3, out)
    # the same cards, generator and decks as drawing them one at a time
    one_by_one, cards = state, []
    for _ in range(3):
        one_by_one, card = draw(one_by_one, "stunts", Out())
        cards.append(card)
    assert cards[0] == 3 and sorted(cards[1:] + list(after.decks.stunts)) == [5, 6, 7]
    assert after.players[seat].stunts == state.players[seat].stunts + tuple(cards)
    assert after.decks == one_by_one.decks and after.rng == one_by_one.rng and after.decks.stunt_discard == ()
    assert [e.type for e in out.events] == ["deck_reshuffled", "cards_drawn"] and out.commit
    assert out.events[0].data == ev.DeckReshuffled(deck="stunts", cards=3)
    assert out.events[1].data.cards == tuple(cards)


def test_a_deck_and_its_discards_run_dry_give_only_the_cards_there_are() -> None:
    state = with_stunt_deck(started(2), deck=(3,), discard=())
    seat = state.active
    out = Out()
    after = draw_to_hand(state, seat, "stunts", 2, out)
    assert after.players[seat].stunts == state.players[seat].stunts + (3,) and after.decks.stunts == ()
    assert [e.data.cards for e in out.events] == [(3,)] and out.commit
    empty = with_stunt_deck(state, deck=(), discard=())
    nothing = Out()
    assert draw_to_hand(empty, seat, "stunts", 2, nothing) is empty
    assert nothing.events == [] and not nothing.commit


def test_drawn_cards_are_private_events() -> None:
    state = at_cards()
    seat = state.active
    ad = advert("two_stunts")
    t = RULES.apply(holding(state, seat, ad), seat, PlayAdvert(card=ad.id))
    drawn = next(e for e in t.events if e.type == "cards_drawn")
    assert drawn.audience == (seat,) and drawn.public.cards is None
    assert drawn.for_viewer((seat + 1) % 3).data == ev.CardsDrawn(seat=seat, deck="stunts", count=2)
