"""What each seat may see: own hand only, hidden choices hidden, determinized worlds look the same."""

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
    assert view.active == (0, 1, 2, 3) and view.people_deck == 20 and view.power_deck == 14


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
