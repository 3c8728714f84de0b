"""Full rules, one round: the deal, the three discards, the veto, and who may see what when."""

from __future__ import annotations

from game.core.rng import Rng, seed_state
from game.demos import events as ev
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
    """Dealer 0: seats 1, 2, 3 and then the dealer lay their public discards."""
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


def test_full_3_every_action_goes_seat_by_seat_from_the_dealers_left() -> None:
    # "Alle Aktionen, welche auch immer, beginnen im Uhrzeigersinn mit dem Spieler links vom aktiven Geber."
    state = round_start()
    asked = []
    for _ in range(4):
        active = RULES.active_players(state)
        assert len(active) == 1 and RULES.view(state, None).active == active
        asked.append(active[0])
        assert RULES.legal_actions(state, (active[0] + 1) % 4) == []  # nobody else may act meanwhile
        state = act(state, active[0], Discard(card=state.hands[active[0]][0])).state
    assert asked == [1, 2, 3, 0]
    assert state.phase == "secret_discard" and RULES.active_players(state) == (1,)


def test_full_4_public_discard_is_laid_face_up_and_its_player_receives_the_top_card_at_once() -> None:
    before = round_start()
    t = act(before, 1, Discard(card="1D"))
    assert t.commit  # a card was drawn
    state = t.state
    assert state.hands[1] == ("5H", "6H", "7C", "3C", before.people_deck[0])
    assert RULES.view(state, 2).seats[1].public_discards == ("1D",)  # seen before seat 2 decides
    laid, drawn = t.events
    assert laid.type == "discard" and laid.audience is None
    assert laid.data == ev.Discard(seat=1, step="public", card="1D")
    assert drawn.type == "draw" and drawn.audience == (1,) and drawn.for_viewer(2).data == ev.Draw(seat=1,
                                                                                                  step="public")
    assert RULES.active_players(state) == (2,)


def test_full_4_later_seats_receive_the_next_cards_in_turn() -> None:
    before = round_start()
    deck = before.people_deck
    state = public_done()
    assert state.public_discards == (("10D",), ("1D",), ("2H",), ("1H",))
    # from the dealer's left: seat 1 gets the first card, then 2, 3 and the dealer
    assert [state.hands[s][-1] for s in (1, 2, 3, 0)] == list(deck[:4])
    assert all(len(h) == 5 for h in state.hands)
    assert state.phase == "secret_discard"


def test_full_4_secret_discard_is_optional_and_declining_passes_the_turn() -> None:
    # "Jeder Spieler, der dies wünscht, wählt 1 Karte …"
    state = public_done()
    assert SkipDiscard() in RULES.legal_actions(state, 1)
    t = act(state, 1, SkipDiscard())
    assert [e.type for e in t.events] == ["discard_declined"] and t.events[0].audience is None
    assert RULES.active_players(t.state) == (2,) and t.state.hands[1] == state.hands[1]
    state, _ = run(t.state, (2, SkipDiscard()), (3, SkipDiscard()), (0, SkipDiscard()))
    assert state.phase == "veto" and state.secret_discards == ((), (), (), ())


def test_full_4_secret_discard_is_face_down_and_its_player_takes_before_the_next_seat() -> None:
    state = public_done()
    t = act(state, 1, Discard(card="3C"))
    state = t.state
    assert not t.commit and state.phase == "secret_take" and RULES.active_players(state) == (1,)
    assert RULES.view(state, 2).seats[1].secret_discards == (None,)
    assert RULES.view(state, 1).seats[1].secret_discards == ("3C",)
    laid = of_type(list(t.events), "discard")[0]
    assert laid.audience == (1,) and laid.for_viewer(2).data == ev.Discard(seat=1, step="secret")
    assert RULES.legal_actions(state, 2) == []  # seat 2 waits until seat 1 has taken


def test_full_4_secret_take_from_deck_or_a_public_discard_including_own_seen_by_later_seats() -> None:
    state = public_done()
    state, _ = run(state, (1, Discard(card="3C")))
    legal = RULES.legal_actions(state, 1)
    assert TakeFromDeck() in legal and TakeDiscard(card="2H") in legal and TakeDiscard(card="1D") in legal
    assert TakeDiscard(card="3C") not in legal  # secret discards are face down
    t = act(state, 1, TakeDiscard(card="10D"))
    assert not t.commit
    state = t.state
    assert "10D" in state.hands[1] and state.public_discards[0] == ()
    assert RULES.view(state, 2).seats[1].taken == (("secret", "10D"),)  # the next seat saw it go
    state, _ = run(state, (2, Discard(card="4D")))
    assert TakeDiscard(card="10D") not in RULES.legal_actions(state, 2)
    t = act(state, 2, TakeFromDeck())
    assert t.commit and len(t.state.hands[2]) == 5 and RULES.active_players(t.state) == (3,)


def _to_veto():
    state = public_done()
    state, _ = run(state, (1, SkipDiscard()), (2, SkipDiscard()), (3, SkipDiscard()), (0, Discard(card="9H")),
                   (0, TakeFromDeck()))
    assert state.phase == "veto"
    return state


def test_full_4_veto_is_asked_in_turn_from_dealers_left() -> None:
    state = _to_veto()
    assert RULES.active_players(state) == (1,)
    assert RULES.legal_actions(state, 1) == [Consent(), CastVeto()]
    state, _ = run(state, (1, Consent()))
    assert RULES.active_players(state) == (2,)


def test_full_4_own_veto_annuls_the_unanimous_discard_the_round_is_scored_as_it_stands() -> None:
    # "Jeder Spieler hat nur ein Veto pro Spiel, das, wenn es verwendet wird, den Zug annulliert."
    state = _to_veto()
    state, events = run(state, (1, Consent()), (2, CastVeto()))
    assert state.vetoes == (1, 1, 0, 1)
    assert state.last_round is not None and state.round == 2  # scored and dealt again
    assert of_type(events, "veto")[0].data.team == 2
    assert not of_type(events, "secrets_revealed") and not of_type(events, "round_void")
    assert of_type(events, "round_end")[0].data.vetoed is True


def test_full_4_each_player_has_only_one_veto_per_game() -> None:
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


def test_full_4_consent_reveals_secret_discards_then_each_discards_face_down_and_takes_in_turn() -> None:
    state = _to_veto()
    state, _ = run(state, (1, Consent()), (2, Consent()), (3, Consent()))
    t = act(state, 0, Consent())
    state = t.state
    assert t.commit and state.phase == "unanimous_discard" and state.secrets_revealed
    assert RULES.view(state, 2).seats[0].secret_discards == ("9H",)
    assert of_type(list(t.events), "secrets_revealed")[0].data.cards == {0: ("9H",)}
    assert RULES.active_players(state) == (1,)
    assert SkipDiscard() not in RULES.legal_actions(state, 1)  # the unanimous discard is compulsory
    laid = state.hands[1][0]
    state, _ = run(state, (1, Discard(card=laid)))
    assert state.phase == "unanimous_take" and RULES.active_players(state) == (1,)
    assert RULES.view(state, 2).seats[1].unanimous_discards == (None,)
    legal = RULES.legal_actions(state, 1)
    assert TakeDiscard(card="9H") in legal  # a revealed secret discard is visible
    assert TakeDiscard(card=laid) not in legal  # unanimous discards stay face down
    state, _ = run(state, (1, TakeDiscard(card="9H")))
    assert RULES.active_players(state) == (2,) and TakeDiscard(card="9H") not in RULES.legal_actions(state, 2)


def test_full_4_nobody_with_a_veto_left_goes_straight_to_the_unanimous_discard() -> None:
    state = public_done().model_copy(update={"vetoes": (0, 0, 0, 0)})
    state, events = run(state, *((s, SkipDiscard()) for s in (1, 2, 3, 0)))
    assert state.phase == "unanimous_discard" and of_type(events, "unanimous_agreed")
    assert of_type(events, "unanimous_agreed")[0].data == ev.UnanimousAgreed(asked=False)  # nobody was asked


def test_full_everyone_consenting_is_a_unanimous_discard_the_holders_were_asked_about() -> None:
    state = _to_veto()
    state, events = run(state, *((s, Consent()) for s in (1, 2, 3, 0)))
    assert of_type(events, "unanimous_agreed")[0].data == ev.UnanimousAgreed(asked=True)


def _unanimous_round(takes: dict[int, TakeDiscard | TakeFromDeck]):
    """From the veto: everyone consents; each seat in turn lays its first card face down and takes."""
    state = _to_veto()
    state, _ = run(state, *((s, Consent()) for s in (1, 2, 3, 0)))
    laid = {}
    events = []
    for seat in (1, 2, 3, 0):
        laid[seat] = state.hands[seat][0]
        state, more = run(state, (seat, Discard(card=laid[seat])), (seat, takes.get(seat, TakeFromDeck())))
        events += more
    return state, events, laid


def test_full_4_unanimous_take_of_a_revealed_secret_discard() -> None:
    state, events, _ = _unanimous_round({1: TakeDiscard(card="9H")})
    assert of_type(events, "take")[0].data == ev.Take(seat=1, card="9H", owner=0, pile="secret",
                                                      step="unanimous")
    assert state.round == 2 and state.last_round is not None
    assert "9H" in of_type(events, "round_end")[0].data.hands[1]


def test_full_4_unanimous_take_may_take_back_ones_own_revealed_secret_discard() -> None:
    # "1 der bereits in den Sichtbaren Ablagewerfen befindlichen Karten (einschließlich seiner eigenen)"
    state = _to_veto()
    state, _ = run(state, *((s, Consent()) for s in (1, 2, 3, 0)))
    state, _ = run(state, *((s, action) for s in (1, 2, 3) for action in (Discard(card=state.hands[s][0]),
                                                                          TakeFromDeck())))
    own_unanimous = state.hands[0][0]
    state, _ = run(state, (0, Discard(card=own_unanimous)))
    legal = RULES.legal_actions(state, 0)
    assert TakeDiscard(card="9H") in legal  # its own secret discard, now face up
    assert TakeDiscard(card="10D") in legal  # its own public discard
    assert TakeDiscard(card=own_unanimous) not in legal  # its own unanimous discard lies face down
    state, events = run(state, (0, TakeDiscard(card="9H")))
    assert of_type(events, "round_end")[0].data.hands[0].count("9H") == 1
