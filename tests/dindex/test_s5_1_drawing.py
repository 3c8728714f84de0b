"""§ 5.1 Drawing action cards: hand limit 5 + 1 per group of three core voters."""

from __future__ import annotations

from game.dindex.events import StackReshuffled
from game.dindex.rules.effects import draw_cards
from game.dindex.rules.term import start_term
from game.dindex.state import LetStand, PlayCard
from tests.dindex.helpers import (
    act,
    all_cards,
    card,
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
    assert [len(h) for h in after.hands] == [7, 6, 5, 7]  # 8 core voters: 5 + 2 (the rulebook's example)
    assert of_type(events, "term_start")[0].data.hand_sizes == {0: 7, 1: 6, 2: 5, 3: 7}


def test_s5_1_cards_kept_from_last_term_mean_fewer_drawn() -> None:
    state = only_hand(empty_hands(started(4)), 0, "Fact Check")
    state = voters(state, (2, 2, 2, 2), (8, 3, 3, 3), 2)
    after, _ = run(state, start_term, advance=False)
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
