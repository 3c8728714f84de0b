"""Full rules, one round: the deal, the three discards, the veto, and who may see what when."""

from __future__ import annotations

from game.core.rng import Rng, seed_state
from game.demos.components import figure_cards, number_cards
from game.demos.state import CastVeto, Consent, Discard, SkipDiscard, TakeDiscard, TakeFromDeck

from .helpers import RULES, act, new, of_type, run, with_hands

HANDS = (
    ("2S", "3S", "4S", "9H", "10D"),
    ("5H", "6H", "7C", "1D", "3C"),
    ("8S", "9S", "10S", "2H", "4D"),
    ("1S", "1H", "6D", "7D", "8D"),
)


def round_start():
    return with_hands(new(4), *HANDS)


def public_done():
    state = round_start()
    state, _ = run(state, (1, Discard(card="1D")), (2, Discard(card="2H")), (3, Discard(card="1H")),
                   (0, Discard(card="10D")))
    return state


def test_full_deck_has_40_number_cards_and_14_figures() -> None:
    assert len(number_cards("full")) == 40 and len(set(number_cards("full"))) == 40
    figures = figure_cards("full")
    assert len(figures) == 14 and figures.count("M") == 2
    assert sorted(c for c in figures if c != "M") == sorted(p + s for p in "ELJ" for s in "SHDC")


def test_deal_five_cards_one_at_a_time_from_dealers_left() -> None:
    state = new(4, seed=7, first_dealer=2)
    rng = Rng(seed_state(7, "demos"))
    rng.shuffled(figure_cards("full"))
    deck = rng.shuffled(number_cards("full"))
    order = (3, 0, 1, 2)
    for i, seat in enumerate(order):
        assert state.hands[seat] == tuple(deck[i::4][:5])
    assert state.people_deck == deck[20:]
    assert state.round == 1 and state.dealer == 2


def test_public_discard_is_simultaneous_every_seat_active() -> None:
    state = round_start()
    assert RULES.active_players(state) == (0, 1, 2, 3)
    t = act(state, 1, Discard(card="1D"))
    assert RULES.active_players(t.state) == (0, 2, 3)
    assert not t.commit


def test_public_discard_choice_stays_hidden_until_all_have_chosen() -> None:
    state = round_start()
    t = act(state, 1, Discard(card="1D"))
    other = RULES.view(t.state, 2).seats[1]
    assert other.decided and other.choice is None and other.hand is None and other.public_discards == ()
    assert RULES.view(t.state, 1).seats[1].choice == "1D"
    event = of_type(list(t.events), "discard_chosen")[0]
    assert event.audience == (1,) and "card" not in (event.public or {})
    assert event.for_viewer(2) is not None and event.for_viewer(2).data == {"seat": "1", "step": "public"}


def test_public_discards_revealed_together_then_each_receives_the_top_card() -> None:
    before = round_start()
    deck = before.people_deck
    state, events = run(before, (1, Discard(card="1D")), (2, Discard(card="2H")), (3, Discard(card="1H")))
    t = act(state, 0, Discard(card="10D"))
    assert t.commit
    state = t.state
    assert state.public_discards == (("10D",), ("1D",), ("2H",), ("1H",))
    # from the dealer's left: seat 1 gets the first card, then 2, 3 and the dealer
    assert [state.hands[s][-1] for s in (1, 2, 3, 0)] == list(deck[:4])
    assert all(len(h) == 5 for h in state.hands)
    assert state.phase == "secret_discard"
    revealed = of_type(list(t.events), "discards_revealed")[0]
    assert revealed.audience is None and revealed.data["cards"]["1"] == "1D"


def test_full_secret_discard_is_optional() -> None:
    state = public_done()
    assert SkipDiscard() in RULES.legal_actions(state, 0)
    state, _ = run(state, (0, SkipDiscard()), (1, SkipDiscard()), (2, SkipDiscard()), (3, SkipDiscard()))
    assert state.phase == "veto" and state.secret_discards == ((), (), (), ())


def test_secret_discard_is_face_down_for_everyone_else() -> None:
    state = public_done()
    state, events = run(state, (0, Discard(card="9H")), (1, SkipDiscard()), (2, Discard(card="4D")),
                        (3, SkipDiscard()))
    assert state.phase == "secret_take" and state.take_queue == (2, 0)
    assert RULES.view(state, 1).seats[0].secret_discards == (None,)
    assert RULES.view(state, 0).seats[0].secret_discards == ("9H",)
    placed = of_type(events, "discards_placed")[0]
    assert placed.for_viewer(1).data == {"step": "secret", "seats": ["2", "0"]}


def test_secret_take_in_turn_from_deck_or_a_public_discard_including_own() -> None:
    state = public_done()
    state, _ = run(state, (0, Discard(card="9H")), (1, SkipDiscard()), (2, Discard(card="4D")),
                   (3, SkipDiscard()))
    assert RULES.active_players(state) == (2,)
    legal = RULES.legal_actions(state, 2)
    assert TakeFromDeck() in legal and TakeDiscard(card="2H") in legal and TakeDiscard(card="10D") in legal
    assert TakeDiscard(card="9H") not in legal  # secret discards are face down
    t = act(state, 2, TakeDiscard(card="10D"))
    assert not t.commit
    state = t.state
    assert "10D" in state.hands[2] and state.public_discards[0] == ()
    assert TakeDiscard(card="10D") not in RULES.legal_actions(state, 0)
    t = act(state, 0, TakeFromDeck())
    assert t.commit and len(t.state.hands[0]) == 5


def _to_veto():
    state = public_done()
    state, _ = run(state, (0, Discard(card="9H")), (1, SkipDiscard()), (2, SkipDiscard()), (3, SkipDiscard()),
                   (0, TakeFromDeck()))
    assert state.phase == "veto"
    return state


def test_veto_is_asked_in_turn_from_dealers_left() -> None:
    state = _to_veto()
    assert RULES.active_players(state) == (1,)
    assert RULES.legal_actions(state, 1) == [Consent(), CastVeto()]
    state, _ = run(state, (1, Consent()))
    assert RULES.active_players(state) == (2,)


def test_full_veto_cancels_the_unanimous_discard_and_keeps_secrets_hidden() -> None:
    state = _to_veto()
    state, events = run(state, (1, Consent()), (2, CastVeto()))
    assert state.vetoes == (1, 1, 0, 1)
    assert state.last_round is not None and state.round == 2  # scored and dealt again
    assert of_type(events, "veto")[0].data["team"] == 2
    assert not of_type(events, "secrets_revealed")
    assert of_type(events, "round_end")[0].data["vetoed"] is True


def test_full_each_player_has_only_one_veto_per_game() -> None:
    state = _to_veto()
    state, _ = run(state, (1, Consent()), (2, CastVeto()))
    assert state.round == 2 and state.vetoes == (1, 1, 0, 1)
    # round 2 (dealer 1): public discards, no secret discards, then the veto question goes round again
    state, _ = run(state, *((s, Discard(card=state.hands[s][0])) for s in (2, 3, 0, 1)))
    state, _ = run(state, *((s, SkipDiscard()) for s in (2, 3, 0, 1)))
    assert state.phase == "veto" and state.veto_queue == (3, 0, 1)  # seat 2 has used its veto
    assert RULES.legal_actions(state, 2) == []
    state, _ = run(state, (3, Consent()), (0, Consent()), (1, Consent()))
    assert state.phase == "unanimous_discard" and state.vetoes == (1, 1, 0, 1)


def test_full_consent_reveals_secret_discards_then_everyone_discards_face_down() -> None:
    state = _to_veto()
    t = None
    for seat in (1, 2, 3):
        t = act(state, seat, Consent())
        state = t.state
    t = act(state, 0, Consent())
    state = t.state
    assert t.commit and state.phase == "unanimous_discard" and state.secrets_revealed
    assert RULES.view(state, 2).seats[0].secret_discards == ("9H",)
    assert of_type(list(t.events), "secrets_revealed")[0].data["cards"] == {"0": ["9H"]}
    assert RULES.active_players(state) == (0, 1, 2, 3)
    assert SkipDiscard() not in RULES.legal_actions(state, 1)  # the unanimous discard is compulsory
    hands = state.hands
    state, _ = run(state, *((s, Discard(card=hands[s][0])) for s in (0, 1, 2, 3)))
    assert state.phase == "unanimous_take" and state.take_queue == (1, 2, 3, 0)
    assert RULES.view(state, 1).seats[0].unanimous_discards == (None,)
    legal = RULES.legal_actions(state, 1)
    assert TakeDiscard(card="9H") in legal  # a revealed secret discard is visible
    assert TakeDiscard(card=hands[0][0]) not in legal  # unanimous discards stay face down


def test_nobody_with_a_veto_left_goes_straight_to_the_unanimous_discard() -> None:
    state = public_done().model_copy(update={"vetoes": (0, 0, 0, 0)})
    state, events = run(state, *((s, SkipDiscard()) for s in (0, 1, 2, 3)))
    assert state.phase == "unanimous_discard" and of_type(events, "unanimous_agreed")


def test_unanimous_take_of_a_revealed_secret_discard() -> None:
    state = _to_veto()
    state, _ = run(state, *((s, Consent()) for s in (1, 2, 3, 0)))
    hands = state.hands
    state, _ = run(state, *((s, Discard(card=hands[s][0])) for s in (0, 1, 2, 3)))
    state, events = run(state, (1, TakeDiscard(card="9H")))
    assert "9H" in state.hands[1] and state.secret_discards[0] == ()
    assert of_type(events, "take")[0].data == {"seat": "1", "card": "9H", "from": "0", "pile": "secret",
                                               "step": "unanimous"}
    state, _ = run(state, (2, TakeFromDeck()), (3, TakeFromDeck()), (0, TakeFromDeck()))
    assert state.round == 2 and state.last_round is not None


def test_unanimous_take_may_take_back_ones_own_revealed_secret_discard() -> None:
    # "1 der bereits in den Sichtbaren Ablagewerfen befindlichen Karten (einschließlich seiner eigenen)"
    state = _to_veto()
    state, _ = run(state, *((s, Consent()) for s in (1, 2, 3, 0)))
    hands = state.hands
    state, _ = run(state, *((s, Discard(card=hands[s][0])) for s in (0, 1, 2, 3)))
    state, _ = run(state, (1, TakeFromDeck()), (2, TakeFromDeck()), (3, TakeFromDeck()))
    legal = RULES.legal_actions(state, 0)
    assert TakeDiscard(card="9H") in legal  # its own secret discard, now face up
    assert TakeDiscard(card="10D") in legal  # its own public discard
    assert TakeDiscard(card=hands[0][0]) not in legal  # its own unanimous discard lies face down
    state, events = run(state, (0, TakeDiscard(card="9H")))
    assert of_type(events, "round_end")[0].data["hands"]["0"].count("9H") == 1
