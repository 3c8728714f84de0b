"""§ 5.5 Open actions and counters at any time (the response window)."""

from __future__ import annotations

from typing import Any

from game.dindex.events import StackReshuffled
from game.dindex.state import Counter, ExchangeCard, LetStand, PassTurn, PlayCard
from tests.dindex.helpers import (
    RULES,
    act,
    all_cards,
    card,
    empty_hands,
    government,
    of_type,
    only_hand,
    open_turn,
    rng_for,
    started,
    voters,
)


def base(turn: int = 0, dindex: int = 8) -> Any:
    state = government(empty_hands(started(3, seed=6)), 0, (0, 1, 2, 0, 0))
    state = voters(state, (3, 3, 3), (3, 3, 3), 2)
    state = state.model_copy(update={"dindex": dindex, "dindex_discard": 15 - dindex,
                                     "roles": ("democrat", "democrat", "oligarch")})
    return open_turn(state, turn)


def let_all_stand(state: Any) -> Any:
    while state.phase == "open_window":
        state, _ = act(state, state.window[0], LetStand())
    return state


def test_s5_5_the_chancellery_begins() -> None:
    state = government(started(3), 2, (2, 2, 1, 1, 0))
    from game.dindex.rules.open_actions import begin
    from tests.dindex.helpers import run

    after, _ = run(state, begin, advance=False)
    assert after.turn == 2 and after.phase == "open_turn"


def test_s5_5_play_exchange_or_pass() -> None:
    state = only_hand(base(), 0, "Door-to-Door Campaign", "Party Raid")
    legal = RULES.legal_actions(state, 0)
    assert PlayCard(card=card("Door-to-Door Campaign")) in legal
    assert not any(isinstance(a, PlayCard) and a.card == card("Party Raid") for a in legal)  # secret only at 4
    assert ExchangeCard(card=card("Party Raid")) in legal and PassTurn() in legal


def test_s5_5_a_played_card_takes_effect_after_everyone_let_it_stand() -> None:
    state = only_hand(base(), 0, "Door-to-Door Campaign")
    state, events = act(state, 0, PlayCard(card=card("Door-to-Door Campaign")))
    assert state.phase == "open_window" and state.window == (1, 2)
    assert state.voters[0] == 3  # not yet: counters may still come
    state = let_all_stand(state)
    assert state.voters[0] == 5 and state.turn == 1 and card("Door-to-Door Campaign") in state.discard


def test_s5_5_exchange_discards_face_down_and_draws() -> None:
    state = only_hand(base(), 0, "Party Raid")
    state, events = act(state, 0, ExchangeCard(card=card("Party Raid")))
    assert len(state.hands[0]) == 1 and card("Party Raid") in state.discard
    ex = of_type(events, "card_exchanged")[0]
    assert ex.audience == (0,) and ex.public.card is None


def test_an_exchange_from_an_empty_stack_shuffles_the_discard_pile_in_first() -> None:
    # § 5.1 reshuffles only at the start of a term; a draw mid-term from an empty stack reshuffles the discard
    # pile (a design decision, see effects.refill_stack) so the exchange still gives a card
    state = only_hand(base(), 0, "Party Raid")
    state = state.model_copy(update={"stack": (), "discard": state.discard + state.stack})
    pile = len(state.discard)
    state, events = act(state, 0, ExchangeCard(card=card("Party Raid")))
    assert of_type(events, "stack_reshuffled")[0].data == StackReshuffled(stack_size=pile + 1)
    assert len(state.hands[0]) == 1 and state.discard == () and len(state.stack) == pile
    assert sorted(all_cards(state)) == list(range(100))


def test_s5_5_phase_ends_after_a_full_circle_without_a_card_played() -> None:
    state = base()
    for seat in (0, 1):
        state, _ = act(state, seat, PassTurn())
        assert state.phase == "open_turn"
    state, events = act(state, 2, PassTurn())
    assert state.phase not in ("open_turn", "open_window")
    assert of_type(events, "settlement")


def test_s5_5_a_played_card_restarts_the_circle() -> None:
    state = only_hand(base(), 1, "Door-to-Door Campaign")
    state, _ = act(state, 0, PassTurn())
    state, _ = act(state, 1, PlayCard(card=card("Door-to-Door Campaign")))
    state = let_all_stand(state)
    state, _ = act(state, 2, PassTurn())
    state, _ = act(state, 0, PassTurn())
    assert state.phase == "open_turn" and state.turn == 1  # seat 1 still to go in the new circle


def test_s5_5_counter_at_any_time_repels_the_card_and_its_bombs() -> None:
    # Extremist open at Dindex 4 carries one bomb; a successful counter voids it.
    state = only_hand(base(), 0, "Troll Farm")
    state = only_hand(state, 2, "Fact Check")
    state = state.model_copy(update={"rng": rng_for(1)})
    state, _ = act(state, 0, PlayCard(card=card("Troll Farm")))
    state, _ = act(state, 1, LetStand())
    assert RULES.legal_actions(state, 2) == [Counter(card=card("Fact Check")), LetStand()]
    state, events = act(state, 2, Counter(card=card("Fact Check")))
    assert of_type(events, "counter")[0].data.success is True
    assert state.window == (0, 1)  # the window reopens for a counter against the counter
    state = let_all_stand(state)
    assert state.voters[0] == 3 and state.dindex == 8


def test_s5_5_countered_card_without_counter_keeps_its_bomb() -> None:
    state = only_hand(base(), 0, "Troll Farm")
    state, _ = act(state, 0, PlayCard(card=card("Troll Farm")))
    state = let_all_stand(state)
    assert state.voters[0] == 6 and state.dindex == 7


def test_s5_5_failed_counter_is_discarded_and_one_may_try_again() -> None:
    state = only_hand(base(), 0, "Troll Farm")
    state = only_hand(state, 1, "Fact Check", "Whataboutism")
    state = state.model_copy(update={"rng": rng_for(7, 1)})
    state, _ = act(state, 0, PlayCard(card=card("Troll Farm")))
    state, events = act(state, 1, Counter(card=card("Fact Check")))
    assert of_type(events, "counter")[0].data.success is False and card("Fact Check") in state.discard
    assert 1 in state.window  # seat 1 may try again
    state, _ = act(state, 2, LetStand())
    state, events = act(state, 1, Counter(card=card("Whataboutism")))
    assert of_type(events, "counter")[0].data.success is True
    state = let_all_stand(state)
    assert state.voters[0] == 3 and state.dindex == 8


def test_s5_5_counter_against_a_counter() -> None:
    state = only_hand(base(), 0, "Door-to-Door Campaign", "Ombudsman")
    state = only_hand(state, 1, "Fact Check")
    state = state.model_copy(update={"rng": rng_for(1, 1)})
    state, _ = act(state, 0, PlayCard(card=card("Door-to-Door Campaign")))
    state, _ = act(state, 1, Counter(card=card("Fact Check")))
    assert state.window == (2, 0)
    state, _ = act(state, 2, LetStand())
    state, events = act(state, 0, Counter(card=card("Ombudsman")))
    assert of_type(events, "counter")[0].data.against == card("Fact Check")
    state = let_all_stand(state)
    assert state.voters[0] == 5  # the counter was repelled, so the campaign stands
    assert {e.type for e in events} >= {"counter"}


def test_s5_5_no_counter_against_ones_own_card_or_out_of_turn() -> None:
    state = only_hand(base(), 0, "Door-to-Door Campaign", "Fact Check")
    assert not any(isinstance(a, Counter) for a in RULES.legal_actions(state, 0))  # not on one's turn
    state, _ = act(state, 0, PlayCard(card=card("Door-to-Door Campaign")))
    assert state.window == (1, 2) and RULES.legal_actions(state, 0) == []  # nobody counters their own card
    state, _ = act(state, 1, LetStand())
    state, _ = act(state, 2, LetStand())
    assert state.phase == "open_turn" and card("Fact Check") in state.hands[0]


def test_s5_5_counters_do_not_count_as_played_cards_for_the_circle() -> None:
    state = only_hand(base(turn=1), 2, "Fact Check")
    state = only_hand(state, 0, "Door-to-Door Campaign")
    state = state.model_copy(update={"rng": rng_for(7)})
    state, _ = act(state, 1, PassTurn())
    state, _ = act(state, 2, PassTurn())
    state, _ = act(state, 0, PlayCard(card=card("Door-to-Door Campaign")))
    state, _ = act(state, 1, LetStand())
    state, _ = act(state, 2, Counter(card=card("Fact Check")))
    state = let_all_stand(state)
    assert state.quiet == 0 and state.turn == 1


def test_s5_5_vulture_hare_and_wolf_stickers() -> None:
    state = base()
    state = only_hand(state, 0, "Coalition Agreement", "Constructive Opposition", "Media Monopoly")
    names = {a.card for a in RULES.legal_actions(state, 0) if isinstance(a, PlayCard)}
    assert card("Coalition Agreement") in names  # vulture: seat 0 holds the Chancellery
    assert card("Constructive Opposition") not in names  # hare: seat 0 governs
    assert card("Media Monopoly") not in names  # wolf: seat 0 is a Democrat (and Dindex 4)
    opposition = government(state, 1, (1, 1, 1, 1, 1))
    opposition = only_hand(opposition, 0, "Coalition Agreement", "Constructive Opposition")
    names = {a.card for a in RULES.legal_actions(opposition, 0) if isinstance(a, PlayCard)}
    assert names == {card("Constructive Opposition")}


def test_s5_5_vulture_and_portfolio_sticker() -> None:
    state = government(base(dindex=5), 0, (0, 1, 2, 0, 0)).model_copy(update={"turn": 1})
    state = only_hand(state, 1, "Party Raid")  # Chancellery or Environment Ministry (seat 1 holds it)
    assert any(isinstance(a, PlayCard) for a in RULES.legal_actions(state, 1))
    state = state.model_copy(update={"turn": 2})
    state = only_hand(state, 2, "Party Raid")
    assert not any(isinstance(a, PlayCard) for a in RULES.legal_actions(state, 2))


def test_s5_5_played_cards_go_to_the_discard_pile_and_nothing_is_lost() -> None:
    state = only_hand(base(), 0, "Shitstorm")
    state, _ = act(state, 0, PlayCard(card=card("Shitstorm"), target=2))
    state = let_all_stand(state)
    assert card("Shitstorm") in state.discard and sorted(all_cards(state)) == list(range(100))
    assert state.voters[2] == 1


def test_s5_5_counter_stickers_still_apply_in_the_window() -> None:
    # Free Press (hand + hare) is a counter for the opposition only; Parliamentary Veto (hand + vulture)
    # only for the Chancellery. Seat 1 holds every office, seat 2 is in opposition.
    state = government(base(), 1, (1, 1, 1, 1, 1))
    state = only_hand(state, 0, "Door-to-Door Campaign")
    state = only_hand(state, 1, "Free Press")
    state = only_hand(state, 2, "Parliamentary Veto", "Civil Courage")
    state, _ = act(state, 0, PlayCard(card=card("Door-to-Door Campaign")))
    assert RULES.legal_actions(state, 1) == [LetStand()]
    state, _ = act(state, 1, LetStand())
    assert RULES.legal_actions(state, 2) == [Counter(card=card("Civil Courage")), LetStand()]
