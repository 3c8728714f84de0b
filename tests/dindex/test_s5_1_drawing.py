"""§ 5.1 Drawing action cards: hand limit 5 + 1 per group of three core voters."""

from __future__ import annotations

from game.dindex.events import StackReshuffled
from game.dindex.rules.effects import draw_cards
from game.dindex.rules.term import start_term
from game.dindex.state import DrawActionCards, LetStand, PlayCard
from tests.dindex.helpers import (
    RULES,
    act,
    all_cards,
    card,
    draw_up,
    empty_hands,
    government,
    of_type,
    only_hand,
    open_turn,
    run,
    started,
    voters,
)


def test_s5_1_hand_limit_five_plus_one_per_three_core_voters() -> None:
    state = empty_hands(started(4))
    state = voters(state, (2, 2, 2, 2), (8, 3, 2, 6), 2)
    after, events = run(state, start_term, advance=False)
    assert after.phase == "draw" and after.draw_room == (7, 6, 5, 7)  # 8 core voters: 5 + 2 (the book's example)
    assert of_type(events, "term_start")[0].data.hand_sizes == {0: 0, 1: 0, 2: 0, 3: 0}  # before the draw
    for seat in (0, 1, 2, 3):
        after, _ = act(after, seat, DrawActionCards(count=after.draw_room[seat]))
    assert [len(h) for h in after.hands] == [7, 6, 5, 7]


def test_s5_1_cards_kept_from_last_term_mean_fewer_drawn() -> None:
    state = only_hand(empty_hands(started(4)), 0, "Fact Check")
    state = voters(state, (2, 2, 2, 2), (8, 3, 3, 3), 2)
    after = draw_up(run(state, start_term, advance=False)[0])
    assert len(after.hands[0]) == 7 and card("Fact Check") in after.hands[0]


def test_s5_1_no_cards_drawn_above_the_limit() -> None:
    state = started(4)
    big = tuple(state.stack[:9])
    hands = list(state.hands)
    hands[1] = hands[1] + big
    state = state.model_copy(update={"hands": tuple(hands), "stack": state.stack[9:]})
    before = len(state.hands[1])
    after, _ = run(state, start_term, advance=False)
    assert len(after.hands[1]) == before  # nobody discards down, but nobody draws either


def test_s5_1_discard_pile_is_shuffled_back_in() -> None:
    state = empty_hands(started(4))
    state = state.model_copy(update={"discard": state.stack[:30], "stack": state.stack[30:]})
    after, _ = run(state, start_term, advance=False)
    assert after.discard == () and sorted(all_cards(after)) == list(range(100))


def test_s5_1_no_limit_on_cards_gained_during_the_term() -> None:
    state = government(started(4), 0, (0, 0, 1, 1, 1))
    names = ["Door-to-Door Campaign", "Tabloid Headline", "Referendum", "Selfie Tour", "Troll Farm"]
    state = open_turn(only_hand(state, 0, *names, "Party Congress"), 0)
    assert len(state.hands[0]) == 6  # already at the limit of 5 + 1
    after, _ = act(state, 0, PlayCard(card=card("Party Congress")))
    while after.phase == "open_window":
        after, _ = act(after, after.window[0], LetStand())
    assert len(after.hands[0]) == 5 + 2


def test_a_draw_of_several_cards_takes_the_stack_top_first_then_shuffles_the_discard_pile_in_for_the_rest() -> None:
    state = empty_hands(started(4))
    cards = list(range(10))
    state = state.model_copy(update={"stack": tuple(cards[:2]), "discard": tuple(cards[2:])})
    after, events = run(state, draw_cards, 0, 5, "test", advance=False)
    # the two on the stack come off its top (the end) one by one, then three off the reshuffled pile's top
    reshuffled = of_type(events, "stack_reshuffled")[0].data
    assert reshuffled == StackReshuffled(stack_size=8)
    hand = after.hands[0]
    assert hand[:2] == (1, 0) and len(hand) == 5 and set(hand[2:]) <= set(cards[2:])
    assert len(after.stack) == 5 and after.discard == () and sorted(hand + after.stack) == cards
    assert of_type(events, "cards_drawn")[0].data.cards == tuple(hand)


def test_s5_1_you_may_draw_up_to_the_limit_or_fewer_or_none() -> None:
    # "Then you may draw action cards face down. [...] You may only draw cards until you have reached this
    # number": every party with room chooses how many, all at once, from its room down to none.
    state = voters(empty_hands(started(3)), (2, 2, 2), (3, 3, 0), 2)
    state, _ = run(state, start_term, advance=False)
    assert state.phase == "draw" and RULES.active_players(state) == (0, 1, 2)
    assert RULES.legal_actions(state, 0) == [DrawActionCards(count=c) for c in (0, 1, 2, 3, 4, 5, 6)]
    state, events = act(state, 1, DrawActionCards(count=2))
    assert [(e.data.seat, e.data.count, e.data.room) for e in of_type(events, "draw_chosen")] == [(1, 2, 6)]
    assert len(state.hands[1]) == 2 and RULES.active_players(state) == (0, 2)
    state, _ = act(state, 2, DrawActionCards(count=0))
    assert state.hands[2] == () and RULES.active_players(state) == (0,)
    assert not of_type(events, "election")
    state, events = act(state, 0, DrawActionCards(count=6))
    assert [len(h) for h in state.hands] == [6, 2, 0]
    kinds = [e.type for e in events]
    assert kinds.index("draw_chosen") < kinds.index("cards_drawn") < kinds.index("election")
    assert state.phase == "propose"


def test_s5_1_a_party_at_its_limit_is_not_asked_to_draw() -> None:
    state = voters(started(3), (2, 2, 2), (3, 3, 0), 2)  # every hand at its limit already (6, 6, 5)
    state = state.model_copy(update={"hands": (state.hands[0][:6], state.hands[1][:6], state.hands[2][:5])})
    state, _ = run(state, start_term)
    assert state.phase == "propose" and state.draw_room == (0, 0, 0)
