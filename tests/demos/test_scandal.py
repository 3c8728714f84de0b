"""Full rules: the scandal phase (media) and the choice of the winner."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalAction
from game.demos import events as ev
from game.demos.scandal import end_main_phase, finish
from game.demos.state import ApplyMedia, Figure

from .helpers import RULES, act, figs, new, of_type, with_figures


def at_end(*rows, n=4, scores=None, **options):
    state = with_figures(new(n, **options), *rows, power=())
    if scores is not None:
        state = state.model_copy(update={"scores": scores})
    return end_main_phase(state)


def test_full_scandal_media_are_announced_and_shown() -> None:
    state, events = at_end(figs("ES", "M"), figs("LH", "JD"), figs("EC"), ())
    assert state.phase == "media" and state.figures[0][1].reveal == "scandal"
    assert of_type(events, "scandal_start")[0].data.media == {0: 1, 1: 0, 2: 0, 3: 0}
    assert RULES.view(state, 2).seats[0].figures[1].card == "M"


def test_full_two_media_in_one_hand_cancel_and_are_discarded() -> None:
    state, events = at_end(figs("ES", "M", "M"), figs("LH", "JD"), (), ())
    assert state.figures[0] == figs("ES") and state.media_out == ("M", "M")
    assert of_type(events, "media_cancelled")[0].data == ev.MediaCancelled(seat=0)
    assert state.phase == "over"  # no media left to act


def test_full_media_owner_targets_another_players_face_down_figure() -> None:
    state, _ = at_end(figs("ES", "M"), figs("LH", "JD"), figs("EC", reveal="quad"), ())
    legal = RULES.legal_actions(state, 0)
    targets = {(a.target, a.slot) for a in legal}
    # not itself, not a player without figures; the figure a quad turned up lies face down again
    assert targets == {(1, 0), (1, 1), (2, 0)}
    assert {a.suit for a in legal} == {"S", "H", "D", "C"}
    assert RULES.active_players(state) == (0,)
    state = act(state, 0, ApplyMedia(target=1, slot=1, suit="S")).state
    assert state.phase == "over"  # one media, one action


def test_full_scandal_lays_every_power_face_down_even_one_a_quad_turned_up() -> None:
    # "Jeder Spieler, der Machtkarten erworben hat, legt sie vor sich ausgebreitet, verdeckt, ab."
    state, _ = at_end(figs("ES", "M"), figs("LH", reveal="quad") + figs("JD"), (), ())
    fig = state.figures[1][0]
    assert fig.reveal == "" and not fig.face_up and fig.known
    seen = RULES.view(state, 2).seats[1].figures[0]
    assert seen.card == "LH" and not seen.face_up and seen.known  # everyone still knows what it is
    assert ApplyMedia(target=1, slot=0, suit="D") in RULES.legal_actions(state, 0)
    state = act(state, 0, ApplyMedia(target=1, slot=0, suit="D")).state
    assert state.figures[1][0] == Figure(card="LH", reveal="media", suit="D", media_from=0, known=True)


def test_full_media_recolours_turns_face_up_and_forces_the_trio() -> None:
    state, _ = at_end(figs("ES", "M"), figs("EH", "LH", "JD", "JC"), (), ())
    t = act(state, 0, ApplyMedia(target=1, slot=3, suit="H"))
    assert t.commit
    fig = t.state.figures[1][3]
    assert fig == Figure(card="JC", reveal="media", suit="H", media_from=0)
    applied = of_type(list(t.events), "media_applied")[0]
    assert applied.audience is None and applied.data == ev.MediaApplied(
        seat=0, target=1, slot=3, card="JC", suit="H")
    assert t.state.phase == "over"
    # without the media EH LH JD had two suits; the recoloured J♥ must be used: one suit only
    assert t.state.outcome.trios[1] is not None and "JH" in t.state.outcome.trios[1]
    assert t.state.outcome.harmony[1] == 1


def test_media_cannot_target_its_owner() -> None:
    state, _ = at_end(figs("ES", "M", "LH"), figs("JD"), (), ())
    with pytest.raises(IllegalAction):
        act(state, 0, ApplyMedia(target=0, slot=0, suit="H"))


def test_media_lapses_without_a_face_down_figure_of_another_player() -> None:
    state, events = at_end(figs("ES", "M"), (), (), ())
    assert state.phase == "over" and of_type(events, "media_lapsed")[0].data == ev.MediaLapsed(seat=0)


def test_media_owners_act_in_turn_from_dealers_left() -> None:
    state, _ = at_end(figs("ES", "M"), figs("LH"), figs("JD"), figs("M", "EC"))
    assert state.media_queue == (3, 0)  # dealer 0: seat 1 first, ..., seat 3, then the dealer
    state = act(state, 3, ApplyMedia(target=0, slot=0, suit="D")).state
    assert RULES.active_players(state) == (0,)
    assert all(a.target != 0 for a in RULES.legal_actions(state, 0))


def test_final_winner_has_the_most_harmonious_trio() -> None:
    state, events = at_end(figs("ES", "LS", "JS"), figs("EH", "LH", "JD"), figs("EC", "LD", "JH"), ())
    assert state.outcome.winners == (2,) and state.outcome.reason == "harmony"
    assert state.outcome.harmony == (1, 2, 3, 0)
    assert of_type(events, "final_trios")[0].data.trios[2] == ("EC", "LD", "JH")


def test_final_tie_broken_by_cumulative_points() -> None:
    state, _ = at_end(figs("ES", "LH", "JD"), figs("EH", "LD", "JC"), (), (), scores=(40, 55, 60, 0))
    assert state.outcome.winners == (1,) and state.outcome.reason == "harmony_points"


def test_final_tie_in_points_too_is_shared() -> None:
    state, _ = at_end(figs("ES", "LH", "JD"), figs("EH", "LD", "JC"), (), (), scores=(50, 50, 60, 0))
    assert state.outcome.winners == (0, 1) and state.outcome.reason == "shared"


def test_final_nobody_with_a_trio_has_no_winner() -> None:
    state, _ = at_end(figs("ES", "LH"), figs("JD"), (), ())
    assert state.outcome.winners == () and state.outcome.reason == "no_trio"
    result = RULES.result(state)
    assert result is not None and result.winners == () and result.scores == {0: 0.0, 1: 0.0, 2: 0.0, 3: 0.0}


def test_result_scores_are_cumulative_round_points_and_details_hold_the_trios() -> None:
    state = finish(with_figures(new(3), figs("ES", "LH", "JD"), (), (), power=()).model_copy(
        update={"scores": (30, 12, 7)}))[0]
    result = RULES.result(state)
    assert result.scores == {0: 30.0, 1: 12.0, 2: 7.0}
    assert result.details["trios"]["0"] == ["ES", "LH", "JD"] and result.reason == "harmony"


def test_final_places_a_trio_of_any_harmony_above_more_points_without_one() -> None:
    # seat 2 wins with three suits; seat 0's one-suit trio places above seat 1's 90 points and no trio; the two
    # without a trio and with equal points share the last place
    state, _ = at_end(figs("ES", "LS", "JS"), figs("EH", "LD"), figs("EC", "LD", "JH"), figs("JC"),
                      scores=(20, 90, 60, 90))
    result = RULES.result(state)
    assert result is not None and result.winners == (2,)
    assert result.details["placings"] == ["2", "0", ["1", "3"]]


def test_view_at_the_end_shows_every_figure() -> None:
    state, _ = at_end(figs("ES", "LH", "JD"), figs("EH"), (), ())
    assert RULES.view(state, 1).seats[0].figures[0].card == "ES"
    assert RULES.view(state, None).seats[1].figures[0].card == "EH"


def test_media_announces_a_new_suit_for_a_figure_its_owner_knows() -> None:
    # "kündigt eine neue Farbe an" / "ändert deren Farbe": the printed suit of a known card is not new
    state, _ = at_end(figs("ES", "M"), figs("LH", reveal="quad") + figs("JD"), (), ())
    suits = {(a.slot, a.suit) for a in RULES.legal_actions(state, 0) if a.target == 1}
    assert {s for slot, s in suits if slot == 0} == {"S", "D", "C"}  # L♥ is known to everyone
    assert {s for slot, s in suits if slot == 1} == {"S", "H", "D", "C"}  # J♦ is not known to seat 0


def test_team_media_on_a_teammates_figure_announces_a_new_suit() -> None:
    state, _ = at_end(figs("M", "ES"), figs("LH"), figs("EH", "LD"), figs("JS"), teams="2v2")
    suits = {(a.target, a.slot, a.suit) for a in RULES.legal_actions(state, 0)}
    assert {s for t, slot, s in suits if t == 2 and slot == 1} == {"S", "H", "C"}  # teammate's L♦
    assert {s for t, slot, s in suits if t == 1} == {"S", "H", "D", "C"}  # an opponent's hidden card


def test_result_says_why_the_game_ended_every_figure_drawn_or_the_set_rounds_played() -> None:
    """The main phase ends "wenn alle Figuren … gezogen wurden oder nach einer vordefinierten Anzahl von
    Runden"; the result keeps which, apart from how the winner was decided (its reason)."""
    drawn = finish(with_figures(new(3), figs("ES", "LH", "JD"), (), (), power=()))[0]
    assert RULES.result(drawn).details["ending"] == "deck_empty"
    played = finish(with_figures(new(3), figs("ES", "LH", "JD"), (), (), power=("EC", "LC")))[0]
    result = RULES.result(played)
    assert result.details["ending"] == "round_limit" and result.reason == "harmony"
