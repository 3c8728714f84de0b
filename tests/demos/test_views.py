"""What each seat may see: own hand only, face-down cards hidden, determinized worlds look the same."""

from __future__ import annotations

import pytest

from game.core.rng import Rng, seed_state
from game.demos.state import Discard, Figure

from .helpers import RULES, new, run, with_figures


def test_view_shows_own_hand_and_only_counts_of_others() -> None:
    state = new(4)
    view = RULES.view(state, 2)
    assert view.seats[2].hand == state.hands[2]
    assert all(view.seats[s].hand is None and view.seats[s].hand_size == 5 for s in (0, 1, 3))
    assert view.viewer == 2 and view.dealer == 0 and view.phase == "public_discard"
    assert view.active == (1,) and view.people_deck == 20 and view.power_deck == 14


def test_public_view_behind_the_privacy_screen_shows_no_hand() -> None:
    state = new(4)
    view = RULES.view(state, None)
    assert all(sv.hand is None for sv in view.seats)


def test_view_has_no_rng_and_no_deck_order() -> None:
    dumped = RULES.view(new(4), 1).model_dump()
    assert "rng" not in dumped and isinstance(dumped["people_deck"], int) and isinstance(dumped["power_deck"], int)


def test_face_down_figures_of_others_are_unknown_own_are_known() -> None:
    state = with_figures(new(4), (Figure(card="ES"), Figure(card="LH", reveal="quad")), (), (), ())
    own = RULES.view(state, 0).seats[0].figures
    other = RULES.view(state, 1).seats[0].figures
    assert [f.card for f in own] == ["ES", "LH"]
    assert [f.card for f in other] == [None, "LH"] and [f.face_up for f in other] == [False, True]


def test_view_carries_vetoes_scores_and_teams() -> None:
    state = new(5, teams="2v3").model_copy(update={"scores": (1, 2, 3, 4, 5)})
    view = RULES.view(state, 0)
    assert [sv.score for sv in view.seats] == [1, 2, 3, 4, 5]
    assert [t.vetoes_left for t in view.teams] == [2, 1] and view.teams[0].members == (0, 2)
    assert view.seats[3].vetoes_left == 1 and view.teams_mode == "2v3"


@pytest.mark.parametrize("viewer", [None, 0, 1, 2, 3])
def test_determinized_world_looks_the_same_to_the_viewer(viewer: int | None) -> None:
    state = new(4, seed=3)
    state, _ = run(state, (1, Discard(card=state.hands[1][0])))
    view = RULES.view(state, viewer)
    world = RULES.determinize(view, viewer, Rng(seed_state(1, "w")))
    assert RULES.view(world, viewer) == view
    if viewer not in (None, 1):
        assert RULES.view(world, 1).seats[1].hand is not None


def test_determinize_puts_media_before_a_quad_revealed_figure() -> None:
    state = with_figures(new(4), (Figure(card="M"), Figure(card="LH", reveal="quad")), (), (), ())
    view = RULES.view(state, 2)
    for seed in range(10):
        world = RULES.determinize(view, 2, Rng(seed_state(seed, "w")))
        assert world.figures[0][0].card == "M"


def _taken_round():
    """Full rules, 4 seats, dealer 0: seat 2 takes the public 10D in the secret take."""
    from game.demos.state import Consent, SkipDiscard, TakeDiscard, TakeFromDeck

    from .helpers import with_hands
    hands = (("2S", "3S", "4S", "9H", "10D"), ("5H", "6H", "7C", "1D", "3C"), ("8S", "9S", "10S", "2H", "4D"),
             ("1S", "1H", "6D", "7D", "8D"))
    state = with_hands(new(4), *hands)
    state, _ = run(state, (1, Discard(card="1D")), (2, Discard(card="2H")), (3, Discard(card="1H")),
                   (0, Discard(card="10D")))
    state, _ = run(state, (1, SkipDiscard()), (2, Discard(card="4D")), (2, TakeDiscard(card="10D")),
                   (3, SkipDiscard()), (0, Discard(card="9H")), (0, TakeFromDeck()))
    return run(state, *((s, Consent()) for s in (1, 2, 3, 0)))[0]


def _worlds(state, viewer, count=40):
    view = RULES.view(state, viewer)
    for seed in range(count):
        world = RULES.determinize(view, viewer, Rng(seed_state(seed, "taken")))
        assert RULES.view(world, viewer) == view
        yield world


@pytest.mark.parametrize("viewer", [None, 1])
def test_determinize_keeps_a_card_seen_taken_from_the_discards_in_the_takers_hand(viewer: int | None) -> None:
    state = _taken_round()
    assert RULES.view(state, viewer).seats[2].taken == (("secret", "10D"),)
    assert all("10D" in world.hands[2] for world in _worlds(state, viewer))


def test_determinize_a_secretly_taken_card_may_since_be_the_face_down_unanimous_discard() -> None:
    from game.demos.state import TakeDiscard, TakeFromDeck

    state = _taken_round()
    state, _ = run(state, (1, Discard(card=state.hands[1][-1])), (1, TakeDiscard(card="9H")))  # seat 0's secret
    state, _ = run(state, (2, Discard(card="10D")), (2, TakeFromDeck()))  # seat 2 lays the taken 10D face down
    assert state.phase == "unanimous_discard" and state.unanimous_discards[2] == ("10D",)
    places = set()
    for world in _worlds(state, 3, 60):
        assert "9H" in world.hands[1]  # taken in the unanimous take, after its own discard: still held
        assert ("10D" in world.hands[2]) != (world.unanimous_discards[2] == ("10D",))
        places.add("hand" if "10D" in world.hands[2] else "pile")
    assert places == {"hand", "pile"}
    # before seat 2's own unanimous discard, the card it took is in its hand in every world
    before = run(_taken_round(), (1, Discard(card="5H")), (1, TakeFromDeck()))[0]
    assert all("10D" in world.hands[2] for world in _worlds(before, 3))


def test_taken_cards_are_forgotten_when_the_round_is_scored() -> None:
    from game.demos.state import TakeFromDeck

    state = _taken_round()
    for seat in (1, 2, 3, 0):
        state, _ = run(state, (seat, Discard(card=state.hands[seat][0])), (seat, TakeFromDeck()))
    assert state.round == 2 and all(sv.taken == () for sv in RULES.view(state, 0).seats)


def test_determinize_keeps_media_the_table_deduced_from_a_quad() -> None:
    state = with_figures(new(4), (Figure(card="M", known=True),), (), (), ())
    view = RULES.view(state, 2)
    assert view.seats[0].figures[0].card == "M" and view.seats[0].figures[0].known
    for seed in range(10):
        world = RULES.determinize(view, 2, Rng(seed_state(seed, "w")))
        assert world.figures[0][0] == Figure(card="M", known=True)


def test_a_discard_is_not_named_to_anyone_but_its_player() -> None:
    from game.demos.state import TakeFromDeck

    rules = RULES
    assert "7" in rules.describe_action_for(Discard(card="7S"), 1, 1)
    for viewer in (None, 0, 2):
        assert rules.describe_action_for(Discard(card="7S"), 1, viewer) == "discard a card"
    assert rules.describe_action_for(TakeFromDeck(), 1, None) == rules.describe_action(TakeFromDeck())
