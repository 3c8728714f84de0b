"""The end of a round: combinations, elimination, winners, figures drawn, quads, dealer rotation, the end."""

from __future__ import annotations

import re

from game.demos import events as ev
from game.demos.round_end import score_round
from game.demos.state import Figure

from .helpers import RULES, figs, new, of_type, with_figures, with_hands

SEQ_19 = ("7S", "8S", "9S", "2H", "4D")   # 12 + 7
SEQ_11 = ("7H", "8D", "9C", "2S", "4C")   # 4 + 7
NOTHING = ("1S", "3H", "5D", "7C", "10H")
NOTHING2 = ("1H", "3D", "5C", "10S", "6S")
QUAD = ("5S", "5H", "5D", "5C", "10C")


def scored(*hands, n=4, power=None, rows=None, **options):
    state = with_hands(new(n, **options), *hands)
    if rows is not None or power is not None:
        state = with_figures(state, *(rows or tuple(() for _ in range(n))), power=power)
    return score_round(state)


def test_round_winner_draws_one_figure_face_down() -> None:
    state, events, commit = scored(SEQ_19, SEQ_11, NOTHING, NOTHING2, power=("ES", "LH", "JD"))
    assert commit
    assert state.last_round is not None and state.last_round.winners == (0,)
    assert state.figures[0] == (Figure(card="ES"),) and state.power_deck == ("LH", "JD")
    drawn = of_type(events, "figure_drawn")[0]
    assert drawn.audience == (0,) and drawn.for_viewer(1).data == ev.FigureDrawn(seat=0, team=0)


def test_round_points_are_noted_for_every_sequence() -> None:
    state, _, _ = scored(SEQ_19, SEQ_11, NOTHING, NOTHING2)
    assert state.scores == (19, 11, 0, 0)
    assert state.last_round.points == (19, 11, None, None)


def test_player_without_sequence_is_out_of_the_round() -> None:
    state, events, _ = scored(NOTHING, SEQ_11, NOTHING2, ("2S", "4H", "6D", "8C", "10D"))
    assert state.last_round.points == (None, 11, None, None)
    assert state.last_round.shown[0] is None and state.last_round.winners == (1,)
    assert of_type(events, "round_end")[0].data.points[0] is None


def test_nobody_with_a_sequence_nobody_draws() -> None:
    state, _, _ = scored(NOTHING, NOTHING2, ("2S", "4H", "6D", "8C", "10D"), ("2C", "4S", "6H", "8D", "1C"),
                         power=("ES", "LH"))
    assert state.last_round.winners == () and state.power_deck == ("ES", "LH")


def test_full_quad_draws_two_figures() -> None:
    state, _, _ = scored(SEQ_19, QUAD, NOTHING, NOTHING2, power=("ES", "LH", "JD"))
    assert state.last_round.points[1] == 30 and state.last_round.winners == (1,)
    assert [f.card for f in state.figures[1]] == ["ES", "LH"]


def test_full_quad_forces_others_to_reveal_first_figure() -> None:
    rows = (figs("M", "LS", "JH"), figs("EC"), figs("JD", "ES"), ())
    state, events, _ = scored(SEQ_19, QUAD, NOTHING, NOTHING2, rows=rows, power=("EH", "LH", "JC"))
    assert [f.reveal for f in state.figures[0]] == ["", "quad", ""]  # the first E/L/J, not the media
    assert [f.reveal for f in state.figures[2]] == ["quad", ""]
    assert state.figures[1][0].reveal == ""  # the quad's owner reveals nothing
    assert state.figures[3] == ()  # no figure yet: not affected
    shown = of_type(events, "figure_revealed")
    assert [(e.data.seat, e.data.card) for e in shown] == [(2, "JD"), (0, "LS")]
    assert state.last_round.quad_reveals == (2, 0)
    # seat 0 turned up its second figure: everyone now knows the first is a media
    assert state.figures[0][0].known and RULES.view(state, 3).seats[0].figures[0].card == "M"
    assert not state.figures[0][2].known and RULES.view(state, 3).seats[0].figures[2].card is None


def test_full_quad_a_player_with_only_media_turns_nothing_up_and_the_table_knows_it() -> None:
    rows = (figs("M"), (), (), figs("M", "M"))
    state, events, _ = scored(SEQ_19, QUAD, NOTHING, NOTHING2, rows=rows, power=("EH", "LH", "JC"))
    assert not of_type(events, "figure_revealed") and not any(f.face_up for f in state.figures[0] + state.figures[3])
    seen = RULES.view(state, 2)
    assert [f.card for f in seen.seats[0].figures] == ["M"] and [f.card for f in seen.seats[3].figures] == ["M", "M"]
    assert not seen.seats[0].figures[0].face_up and seen.seats[0].figures[0].known


def test_quad_reveal_leaves_an_already_revealed_first_figure() -> None:
    rows = (figs("LS", reveal="quad") + figs("JH"), (), (), ())
    state, events, _ = scored(SEQ_19, QUAD, NOTHING, NOTHING2, rows=rows, power=("EH", "LH", "JC"))
    assert state.figures[0][1].reveal == "" and not of_type(events, "figure_revealed")


def test_ex_aequo_winners_both_draw() -> None:
    a = ("4S", "5S", "6H", "2D", "10C")
    b = ("4H", "5H", "6S", "2C", "10D")
    state, _, _ = scored(a, b, NOTHING, NOTHING2, power=("ES", "LH", "JD"))
    assert state.last_round.winners == (1, 0)  # dealing order from the dealer's left
    assert [f.card for f in state.figures[1]] == ["ES"] and [f.card for f in state.figures[0]] == ["LH"]


def test_ex_aequo_with_too_few_figures_dealing_order_decides() -> None:
    a = ("4S", "5S", "6H", "2D", "10C")
    b = ("4H", "5H", "6S", "2C", "10D")
    state, events, _ = scored(a, NOTHING, b, NOTHING2, power=("JD",))
    assert state.last_round.winners == (2,)  # seat 2 comes before seat 0 (the dealer)
    assert state.figures[2] == (Figure(card="JD"),) and state.figures[0] == ()


def test_round_end_event_log_format() -> None:
    state, events, _ = scored(SEQ_19, QUAD, NOTHING, NOTHING2, power=("ES", "LH", "JD"))
    end = of_type(events, "round_end")[0]
    data = end.data
    assert set(data.model_dump()) >= {"round", "hands", "shown", "points", "winners", "figures_drawn"}
    assert data.round == 1 and data.winners == (1,)
    assert data.hands[0] == SEQ_19
    assert sorted(data.shown[1]) == sorted(["5S", "5H", "5D", "5C"]) and data.shown[2] is None
    assert data.points == {0: 19, 1: 30, 2: None, 3: None}
    assert data.figures_drawn == {0: (), 1: ("ES", "LH"), 2: (), 3: ()}
    code = re.compile(r"^(10|[1-9])[SHDC]$")
    assert all(code.match(c) for h in data.hands.values() for c in h)
    # the unplayed cards stay secret: the public version has no hands and only counts of figures
    public = end.for_viewer(0).data
    assert public.hands is None and public.figures_drawn is None and public.figure_counts[1] == 2


def test_dealer_rotates_clockwise_and_cards_are_dealt_again() -> None:
    state, events, _ = scored(SEQ_19, SEQ_11, NOTHING, NOTHING2)
    assert state.dealer == 1 and state.round == 2 and state.phase == "public_discard"
    assert all(len(h) == 5 for h in state.hands) and len(state.people_deck) == 20
    start = of_type(events, "round_start")[0]
    assert start.data == ev.RoundStart(round=2, dealer=1, first=2)
    deals = of_type(events, "deal")
    assert [e.audience for e in deals] == [(2,), (3,), (0,), (1,)]


def test_simplified_game_ends_when_all_figures_are_drawn() -> None:
    state, events, _ = scored(
        ("7S", "8S", "9S", "2H", "4D"), ("7H", "8D", "9C", "2S", "4C"), ("3H", "5D", "6C", "10H", "3S"),
        ("3D", "5C", "10S", "6S", "2D"), mode="simplified", power=("ES",))
    assert state.phase == "over" and state.outcome is not None
    assert of_type(events, "final_trios") and not of_type(events, "scandal_start")


def test_full_game_goes_to_the_scandal_phase_when_the_power_deck_is_empty() -> None:
    rows = (figs("M"), figs("M"), (), ())
    state, events, _ = scored(SEQ_19, SEQ_11, NOTHING, NOTHING2, rows=rows, power=("ES",))
    assert state.power_deck == () and of_type(events, "scandal_start")


def test_full_game_ends_after_the_chosen_number_of_rounds() -> None:
    state = with_hands(new(4, round_limit=1), SEQ_19, SEQ_11, NOTHING, NOTHING2)
    state, events, _ = score_round(state)
    assert state.phase in ("media", "over") and len(state.power_deck) == 13
    assert of_type(events, "scandal_start")


def test_round_limit_never_exceeds_the_power_deck() -> None:
    assert new(4).round_limit == 14 and new(4, mode="simplified").round_limit == 12
    assert new(4, round_limit=6).round_limit == 6
    assert RULES.view(new(4, round_limit=6), 0).chosen_rounds == 6 and RULES.view(new(4), 0).chosen_rounds == 14
    assert RULES.view(new(4, mode="simplified"), 0).chosen_rounds is None


def test_full_4_at_most_14_rounds_even_with_figures_left_in_the_power_deck() -> None:
    # "Runden (bis zu 14), die aufeinanderfolgen, bis der Machtstapel leer ist" and "Das Spiel endet, wenn alle
    # Figuren … gezogen wurden oder nach einer vordefinierten Anzahl von Runden": a 14th round without a
    # winner leaves a figure in the deck, and the game still ends.
    state = with_hands(new(4), NOTHING, NOTHING2, ("2S", "4H", "6D", "8C", "10D"), ("2C", "4S", "6H", "8D", "1C"))
    state = with_figures(state, (), (), (), (), power=("ES",)).model_copy(update={"round": 14})
    state, events, _ = score_round(state)
    assert state.round == 14 and state.power_deck == ("ES",)
    assert of_type(events, "scandal_start") and state.phase in ("media", "over")


def test_full_4_main_phase_ends_early_when_the_power_deck_is_empty() -> None:
    state = with_hands(new(4), SEQ_19, SEQ_11, NOTHING, NOTHING2)
    state = with_figures(state, (), (), (), (), power=("ES",)).model_copy(update={"round": 5})
    state, events, _ = score_round(state)
    assert state.round == 5 and state.power_deck == () and of_type(events, "scandal_start")


def test_simplified_game_ends_only_when_all_figures_are_drawn() -> None:
    # "Die Wahl des Gewinners, sobald alle Figuren gezogen wurden": a round without a winner does not end it.
    state = with_hands(new(3, mode="simplified"), ("3H", "5D", "6C", "10H", "3S"),
                       ("3D", "5C", "10S", "6S", "2D"), ("2H", "4D", "6H", "8S", "10C"))
    state = with_figures(state, (), (), (), power=("ES",)).model_copy(update={"round": 12})
    state, _, _ = score_round(state)
    assert state.phase == "public_discard" and state.round == 13 and state.power_deck == ("ES",)


def test_round_limit_moves_on_after_a_round_without_winner_and_closes_in_after_a_quad() -> None:
    state = with_hands(new(3, mode="simplified"), ("3H", "5D", "6C", "10H", "3S"),
                       ("3D", "5C", "10S", "6S", "2D"), ("2H", "4D", "6H", "8S", "10C"))
    state, _, _ = score_round(state)
    assert state.round == 2 and state.round_limit == 13  # 1 played + 12 figures left
    # the full rules: the deck's limit moves on, never past the predefined 14
    state = with_hands(new(4), NOTHING, NOTHING2, ("2S", "4H", "6D", "8C", "10D"), ("2C", "4S", "6H", "8D", "1C"))
    state, _, _ = score_round(state)
    assert state.round == 2 and state.round_limit == 14  # 1 played + 14 figures left = 15, capped at 14
    state = with_hands(state, SEQ_19, QUAD, NOTHING, NOTHING2)
    state, _, _ = score_round(state)
    assert state.round == 3 and state.round_limit == 14  # 2 played + 12 figures left
    state = with_hands(state, SEQ_19, QUAD, NOTHING, NOTHING2)
    state, _, _ = score_round(state)
    assert state.round == 4 and state.round_limit == 13  # 3 played + 10 figures left


def test_full_chosen_number_of_rounds_ends_even_with_rounds_without_winner() -> None:
    state = with_hands(new(4, round_limit=2), NOTHING, NOTHING2, ("2S", "4H", "6D", "8C", "10D"),
                       ("2C", "4S", "6H", "8D", "1C"))
    state, _, _ = score_round(state)
    assert state.round == 2 and state.round_limit == 2
    state = with_hands(state, NOTHING, NOTHING2, ("2S", "4H", "6D", "8C", "10D"), ("2C", "4S", "6H", "8D", "1C"))
    state, events, _ = score_round(state)
    assert of_type(events, "scandal_start") and len(state.power_deck) == 14


def test_round_tie_on_points_goes_to_most_cards_of_one_suit_then_to_the_unplayed_cards() -> None:
    # both show 4-5-6 in two suits (8 + 4 = 12); seat 2 holds four spades, seat 1 two of a suit
    state, _, _ = scored(NOTHING, ("4H", "5H", "6D", "2C", "10D"), ("4S", "5S", "6H", "2S", "9S"), NOTHING2,
                         power=("ES", "LH"))
    assert state.last_round.points[1] == state.last_round.points[2] == 12
    assert state.last_round.winners == (2,) and state.figures[2] == (Figure(card="ES"),)
    # same suit counts (two): the higher unplayed cards win (3 + 8 < 2 + 10)
    state, _, _ = scored(NOTHING, ("4H", "5H", "6D", "3S", "8C"), ("4S", "5S", "6H", "2D", "10C"), NOTHING2,
                         power=("ES", "LH"))
    assert state.last_round.winners == (2,) and state.figures[1] == ()
