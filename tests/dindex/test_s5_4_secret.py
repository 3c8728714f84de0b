"""§ 5.4 Secret actions."""

from __future__ import annotations

from typing import Any

from game.dindex.events import CardRepelled
from game.dindex.rules import secret as secret_rules
from game.dindex.state import LetStand, PlaySecret, SubmitSecret
from tests.dindex.helpers import (
    RULES,
    act,
    all_cards,
    card,
    government,
    of_type,
    only_hand,
    rng_for,
    run,
    secret_play,
    started,
    voters,
)


def base(chancellor: int = 0, dindex: int = 8) -> Any:
    state = government(started(3, seed=5), chancellor, (chancellor, 1, 2, chancellor, chancellor))
    state = voters(state, (3, 3, 3), (3, 3, 3), 2)
    return state.model_copy(update={"dindex": dindex, "dindex_discard": 15 - dindex,
                                    "roles": ("democrat", "democrat", "oligarch")})


def finish_secret(state: Any) -> tuple[Any, list[Any]]:
    events: list[Any] = []
    while state.phase == "secret_play":
        seat = RULES.active_players(state)[0]
        state, ev = act(state, seat, RULES.legal_actions(state, seat)[0])
        events += ev
    return state, events


def test_s5_4_everyone_chooses_a_secret_action_at_once() -> None:
    state = base()
    for seat, name in enumerate(("Fact Check", "Troll Farm", "Door-to-Door Campaign")):
        state = only_hand(state, seat, name, "Talk Show Appearance")
    state, _ = run(state, secret_rules.begin)
    assert RULES.active_players(state) == (0, 1, 2)
    assert RULES.legal_actions(state, 1) == [SubmitSecret(card=c) for c in sorted(state.hands[1])]
    submitted = {}
    for seat, name in enumerate(("Fact Check", "Troll Farm", "Door-to-Door Campaign")):
        state, events = act(state, seat, SubmitSecret(card=card(name)))
        submitted[seat] = card(name)
    assert state.phase in ("secret_play", "open_turn")
    dealt = of_type(events, "secret_drawn")
    assert sorted(e.data.card for e in dealt) == sorted(submitted.values())
    assert all(e.audience == (int(e.data.seat),) and e.public.card is None for e in dealt)
    assert sorted(all_cards(state)) == list(range(100))


def test_s5_4_the_chancellery_begins_then_clockwise() -> None:
    state = base(chancellor=1)
    for seat in range(3):
        state = only_hand(state, seat, ("Party Congress", "Selfie Tour", "Troll Farm")[seat])
    state, _ = run(state, secret_rules.begin)
    for seat in range(3):
        state, _ = act(state, seat, RULES.legal_actions(state, seat)[0])
    assert state.secret_order == (1, 2, 0)


def test_s5_4_unplayable_secret_action_is_revealed_and_discarded_without_effect() -> None:
    # Party Raid cannot be played at Dindex 5 (no register entry) even secretly.
    state = secret_play(base(dindex=12), (0, 1, 2), {0: "Party Raid", 1: "Party Congress", 2: "Selfie Tour"})
    before = state.hands
    after, events = run(state, lambda d: None)
    shown = of_type(events, "secret_unplayable")[0].data
    assert shown.code == "ant-01" and shown.seat == 0
    assert card("Party Raid") in after.discard and after.hands == before and after.dindex == 12


def test_s5_4_magnifying_glass_level_is_allowed_for_secret_actions() -> None:
    # Extremist at Dindex 5: secret only, two bombs.
    state = secret_play(base(dindex=12), (0, 1, 2), {0: "Radical Mobilisation", 1: "Party Congress", 2: "Selfie Tour"})
    assert RULES.legal_actions(state, 0) == [PlaySecret(target=None)]
    after, events = finish_secret(state)
    assert after.dindex == 10  # two bombs
    assert after.core[0] == 3 + 2


def test_s5_4_wolf_card_needs_an_oligarch() -> None:
    state = secret_play(base(dindex=6), (0, 1, 2), {0: "Media Monopoly", 1: "Party Congress", 2: "Puppet Party"})
    after, events = run(state, lambda d: None)
    assert of_type(events, "secret_unplayable")[0].data.seat == 0  # seat 0 is a Democrat
    assert not after.revealed[0]


def test_s5_4_counter_as_first_secret_action_has_no_target() -> None:
    state = secret_play(base(), (0, 1, 2), {0: "Fact Check", 1: "Party Congress", 2: "Selfie Tour"})
    after, events = run(state, lambda d: None)
    assert of_type(events, "secret_unplayable")[0].data.code == "dem-26"


def test_s5_4_counter_after_an_unplayable_card_has_no_target() -> None:
    state = secret_play(base(dindex=12), (0, 1, 2), {0: "Party Raid", 1: "Fact Check", 2: "Selfie Tour"})
    after, events = run(state, lambda d: None)
    assert [e.data.seat for e in of_type(events, "secret_unplayable")] == [0, 1]


def test_s5_4_counter_after_a_failed_counter_has_no_target() -> None:
    state = secret_play(base(), (0, 1, 2), {0: "Door-to-Door Campaign", 1: "Fact Check", 2: "Whataboutism"})
    state = state.model_copy(update={"rng": rng_for(7)})  # the first counter fails
    state, _ = act(state, 0, PlaySecret())
    state, events = act(state, 1, PlaySecret())
    assert of_type(events, "counter")[0].data.success is False
    assert of_type(events, "secret_unplayable")[0].data.seat == 2
    assert state.voters[0] == 3 + 2  # the door-to-door campaign took effect


def test_s5_4_successful_counter_repels_the_previous_secret_action_and_its_bombs() -> None:
    state = secret_play(base(dindex=12), (0, 1, 2),
                        {0: "Radical Mobilisation", 1: "Fact Check", 2: "Door-to-Door Campaign"})
    state = state.model_copy(update={"rng": rng_for(2)})
    state, _ = act(state, 0, PlaySecret())
    assert state.dindex == 10 and state.core[0] == 3 + 2  # carried out at once, two bombs
    state, events = act(state, 1, PlaySecret())
    assert of_type(events, "counter")[0].data.success is True
    assert of_type(events, "card_repelled")[0].data == CardRepelled(seat=0, card=card("Radical Mobilisation"),
                                                              code="ext-01", reversed=True)
    assert state.dindex == 12 and state.core[0] == 3  # repelled: no effect, no bombs
    state, events = finish_secret(state)
    assert state.voters[2] == 3 + 2


def test_s5_4_counter_against_a_counter_restores_the_first_card() -> None:
    state = secret_play(base(dindex=12), (0, 1, 2), {0: "Door-to-Door Campaign", 1: "Fact Check", 2: "Ombudsman"})
    state = state.model_copy(update={"rng": rng_for(1, 1)})
    state, _ = act(state, 0, PlaySecret())
    state, _ = act(state, 1, PlaySecret())
    state, events = finish_secret(state)
    assert state.voters[0] == 3 + 2


def test_s5_4_secret_target_is_chosen_by_the_drawer() -> None:
    state = secret_play(base(), (0, 1, 2), {0: "Shitstorm", 1: "Party Congress", 2: "Selfie Tour"})
    assert RULES.legal_actions(state, 0) == [PlaySecret(target=1), PlaySecret(target=2)]
    state, _ = act(state, 0, PlaySecret(target=2))
    state, _ = finish_secret(state)
    assert state.voters[2] <= 3 - 2 + 1  # lost two (Selfie Tour may win one back)


def test_s5_4_all_secret_cards_end_on_the_discard_pile() -> None:
    state = secret_play(base(), (0, 1, 2), {0: "Door-to-Door Campaign", 1: "Fact Check", 2: "Selfie Tour"})
    state, _ = finish_secret(state)
    while state.phase == "open_window":  # the last one may still be countered openly (§ 5.5); nobody does
        state, _ = act(state, RULES.active_players(state)[0], LetStand())
    assert {card("Door-to-Door Campaign"), card("Fact Check"), card("Selfie Tour")} <= set(state.discard)
    assert state.secret_drawn == (-1, -1, -1) and state.phase == "open_turn"


def test_s5_4_secret_action_judged_after_the_previous_took_effect() -> None:
    # Radical Mobilisation at Dindex 5 (secret only, two bombs) takes the Dindex to 4; the next party's Vote
    # Rigging, secret at 4, is then carried out there (and announced at 4), with its own two bombs.
    state = secret_play(base(dindex=12), (0, 1, 2), {0: "Radical Mobilisation", 1: "Vote Rigging",
                                                     2: "Door-to-Door Campaign"})
    state, events = act(state, 0, PlaySecret())
    assert state.dindex == 10 and [e.data.dindex for e in of_type(events, "card_played")] == [5]
    assert RULES.legal_actions(state, 1) == [PlaySecret()]
    state, events = act(state, 1, PlaySecret())
    assert not of_type(events, "secret_unplayable")
    assert [e.data.dindex for e in of_type(events, "card_played")] == [4]
    # two bombs (10 → 8), and its system opponent completes a group of three (→ 7)
    assert state.dindex == 7 and state.voters[1] == 3 + 3 and state.opponents == 3


def test_s5_4_a_secret_action_lifted_out_of_its_register_is_discarded() -> None:
    # Gender-Fair Language lifts the Dindex from 4 to 5; Vote Rigging has no register entry at 5, so the next
    # party must reveal and discard it, and the log says at which level. (No system opponents yet, so the one
    # the card makes completes no group.)
    table = voters(base(dindex=10), (3, 3, 3), (3, 3, 3), 0)
    state = secret_play(table, (0, 1, 2), {0: "Gender-Fair Language", 1: "Vote Rigging", 2: "Door-to-Door Campaign"})
    state, events = act(state, 0, PlaySecret())
    assert state.dindex == 11 and RULES.active_players(state) == (2,)
    shown = of_type(events, "secret_unplayable")
    assert [(e.data.seat, e.data.code, e.data.dindex) for e in shown] == [(1, "ant-02", 5)]
    assert state.voters[1] == 3 and card("Vote Rigging") in state.discard


def test_s5_4_secret_military_coup_draws_its_random_card_when_carried_out() -> None:
    # The Oligarch in the Chancellery carries out a Military Coup at Dindex 3 (secret, two bombs); a 6 fails.
    # The random card and the bombs come with the coup itself, before the next party acts.
    state = secret_play(base(chancellor=2, dindex=6), (2, 0, 1), {2: "Military Coup", 0: "Door-to-Door Campaign",
                                                                   1: "Party Congress"})
    state = state.model_copy(update={"rng": rng_for(6)})
    state, events = act(state, 2, PlaySecret())
    kinds = [e.type for e in events]
    assert kinds.index("card_played") < kinds.index("random_card") < kinds.index("dindex_changed")
    assert of_type(events, "random_card")[0].data.value == 6
    assert state.dindex == 4 and state.winners is None and RULES.active_players(state) == (0,)


def test_s5_4_a_repelled_secret_action_is_reversed_cards_and_all() -> None:
    # Party Congress draws two cards at once; the next party's Fact Check repels it: the two cards go back on
    # the stack and the hand is as it was (§ 3.8: "no effect at all").
    state = secret_play(base(), (0, 1, 2), {0: "Party Congress", 1: "Fact Check", 2: "Door-to-Door Campaign"})
    state = state.model_copy(update={"rng": rng_for(1)})
    hand, stack = state.hands[0], state.stack
    state, events = act(state, 0, PlaySecret())
    assert len(state.hands[0]) == len(hand) + 2 and len(state.stack) == len(stack) - 2
    state, events = act(state, 1, PlaySecret())
    assert of_type(events, "counter")[0].data.success is True
    assert sorted(state.hands[0]) == sorted(hand) and state.stack == stack
    assert sorted(all_cards(state)) == list(range(100))


def test_s5_4_counter_against_a_counter_puts_the_first_effect_back_as_it_happened() -> None:
    # Referendum (random card 2: three non-voters become voters) is repelled by Fact Check, whose own counter
    # is repelled by Ombudsman: the referendum's effect is back, without a new random card for it.
    state = secret_play(base(dindex=12), (0, 1, 2), {0: "Referendum", 1: "Fact Check", 2: "Ombudsman"})
    state = state.model_copy(update={"rng": rng_for(2, 1, 1)})
    state, _ = act(state, 0, PlaySecret())
    assert state.voters[0] == 3 + 3
    state, _ = act(state, 1, PlaySecret())
    assert state.voters[0] == 3
    state, events = act(state, 2, PlaySecret())
    assert state.voters[0] == 3 + 3 and len(of_type(events, "random_card")) == 1  # only the Ombudsman's


def _why_unplayable(state: Any) -> list[tuple[str, str]]:
    _, events = run(state, lambda d: None)
    return [(e.data.seat, e.data.why) for e in of_type(events, "secret_unplayable")]


def test_s5_4_an_unplayable_secret_action_says_the_true_reason_not_always_the_dindex() -> None:
    """The log is evidence in a hidden-role game (issue 31, 0b): each reason a drawn secret action cannot be
    carried out is named as what it is."""
    register = secret_play(base(dindex=12), (0, 1, 2), {0: "Party Raid", 1: "Party Congress", 2: "Selfie Tour"})
    assert _why_unplayable(register) == [(0, "register")]
    wolf = secret_play(base(dindex=6), (0, 1, 2), {0: "Media Monopoly", 1: "Party Congress", 2: "Puppet Party"})
    assert _why_unplayable(wolf)[0] == (0, "wolf")
    # seat 0 holds the Chancellery, seat 1 a ministry only
    vulture = secret_play(base(), (1, 0, 2), {1: "Coalition Agreement", 0: "Party Congress", 2: "Selfie Tour"})
    assert _why_unplayable(vulture) == [(1, "vulture")]
    hare = secret_play(base(), (0, 1, 2), {0: "Constructive Opposition", 1: "Party Congress", 2: "Selfie Tour"})
    assert _why_unplayable(hare) == [(0, "hare")]
    counter = secret_play(base(), (0, 1, 2), {0: "Fact Check", 1: "Party Congress", 2: "Selfie Tour"})
    assert _why_unplayable(counter) == [(0, "nothing_to_counter")]
