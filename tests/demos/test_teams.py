"""Team modes: composition, team vetoes, team round wins and figure assignment, team winners."""

from __future__ import annotations

import re

import pytest

from game.demos import events as ev
from game.demos.round_end import score_round
from game.demos.scandal import end_main_phase
from game.demos.scoring import two_two_one_winners
from game.demos.state import ApplyMedia, AssignFigure, CastVeto, Consent, DemosOptions, Figure

from .helpers import RULES, act, figs, new, of_type, run, with_figures, with_hands

SEQ_19 = ("7S", "8S", "9S", "2H", "4D")
SEQ_11 = ("7H", "8D", "9C", "2S", "4C")
NOTHING = ("1S", "3H", "5D", "7C", "10H")
NOTHING2 = ("1H", "3D", "5C", "10S", "6S")
NOTHING3 = ("1C", "3C", "6D", "10C", "2D")
QUAD = ("5S", "5H", "5D", "5C", "10D")


def test_team_default_layout_seats_teammates_alternately() -> None:
    assert new(4, teams="2v2").team_of == (0, 1, 0, 1)
    state = new(5, teams="2v3")
    assert state.team_of == (0, 1, 0, 1, 1) and state.vetoes == (2, 1)
    state = new(5, teams="2v2+1")
    assert state.team_of == (0, 1, 0, 1, 2) and state.independent == 4 and state.vetoes == (1, 1, 1)


def test_team_free_composition_by_layout() -> None:
    state = new(5, teams="2v2+1", team_layout=(2, 0, 0, 1, 1))
    assert state.independent == 0 and state.team_of == (2, 0, 0, 1, 1)


def test_team_composition_by_lot_depends_on_the_seed() -> None:
    layouts = {new(4, seed=s, teams="2v2", team_by_lot=True).team_of for s in range(12)}
    assert len(layouts) > 1
    assert all(sorted(t) == [0, 0, 1, 1] for t in layouts)


def test_team_2v2_one_veto_per_team_needs_every_teammate() -> None:
    state = with_hands(new(4, teams="2v2"), SEQ_19, SEQ_11, NOTHING, NOTHING2)
    state = state.model_copy(update={"phase": "veto", "veto_queue": (1, 0), "votes": (None,) * 4})
    assert RULES.active_players(state) == (1, 3)  # both teammates vote together
    state, events = run(state, (1, CastVeto()))
    vote = of_type(events, "veto_vote")[0]
    assert vote.audience == (1, 3) and vote.for_viewer(0).data == ev.VetoVote(seat=1, team=1)
    assert RULES.view(state, 3).seats[1].vote is True and RULES.view(state, 0).seats[1].vote is None
    state, _ = run(state, (3, Consent()))  # one teammate disagrees: no veto
    assert state.vetoes == (1, 1) and RULES.active_players(state) == (0, 2)
    state, events = run(state, (0, CastVeto()), (2, CastVeto()))
    assert state.vetoes == (0, 1) and of_type(events, "veto")[0].data.seats == (0, 2)


def test_team_2_a_vote_against_ends_the_team_veto_and_the_teammate_is_not_asked() -> None:
    # "Dessen Verwendung erfordert die Zustimmung aller Teamkollegen": without one teammate's consent the
    # veto is not used, whatever the others would say, so they are not asked
    state = with_hands(new(4, teams="2v2"), SEQ_19, SEQ_11, NOTHING, NOTHING2)
    state = state.model_copy(update={"phase": "veto", "veto_queue": (1, 0), "votes": (None,) * 4})
    state, events = run(state, (3, Consent()))
    assert RULES.legal_actions(state, 1) == []  # seat 1's vote could change nothing: it is not asked
    assert RULES.active_players(state) == (0, 2) and state.vetoes == (1, 1)
    assert [e.data.seat for e in of_type(events, "veto_vote")] == [3]  # nobody votes in seat 1's name


def test_team_2_confirmed_team_veto_voids_the_round_no_scoring_no_figure_next_deal() -> None:
    # "Wenn bestätigt, findet die Runde nicht statt und das Veto ist verbraucht."
    state = with_hands(new(4, teams="2v2"), SEQ_19, SEQ_11, NOTHING, NOTHING2)
    state = state.model_copy(update={"phase": "veto", "veto_queue": (1, 0), "votes": (None,) * 4,
                                     "scores": (5, 6, 7, 8)})
    power = state.power_deck
    state, events = run(state, (1, Consent()), (0, CastVeto()), (2, CastVeto()))
    assert [e.type for e in events][2:6] == ["veto_vote", "veto", "round_void", "round_start"]
    void = of_type(events, "round_void")[0]
    assert void.audience is None and void.data == ev.RoundVoid(round=1, team=0)
    assert not of_type(events, "round_end") and not of_type(events, "figure_drawn")
    assert state.scores == (5, 6, 7, 8) and state.power_deck == power and state.last_round is None
    assert state.figures == ((), (), (), ()) and state.vetoes == (0, 1)
    # the next dealer deals the round again (it did not take place: see the test below)
    assert state.round == 1 and state.dealer == 1 and state.phase == "public_discard"
    assert of_type(events, "round_start")[0].data == ev.RoundStart(round=1, dealer=1, first=2)


def test_team_2_a_round_that_does_not_take_place_is_not_one_of_the_14_rounds() -> None:
    # "Wenn bestätigt, findet die Runde nicht statt": a round that does not take place is not one of the
    # "Runden (bis zu 14)" of the main phase. A team veto in the 14th round: the 14th round is dealt again by
    # the next dealer, and the game ends after it.
    state = with_hands(new(4, teams="2v2"), SEQ_19, SEQ_11, NOTHING, NOTHING2)
    state = state.model_copy(update={"phase": "veto", "veto_queue": (0,), "votes": (None,) * 4,
                                     "round": 14, "round_limit": 14, "dealer": 3})
    state, events = run(state, (0, CastVeto()), (2, CastVeto()))
    assert [e.type for e in events][-6:-4] == ["round_void", "round_start"] and not of_type(events, "scandal_start")
    assert state.round == 14 and state.round_limit == 14 and state.dealer == 0 and state.phase == "public_discard"
    progress = RULES.progress(RULES.view(state, None))
    assert (progress.number, progress.limit) == (14, 14) and RULES.view(state, None).chosen_rounds == 14
    # the round dealt again takes place, and it is the last
    state = with_hands(state, NOTHING, SEQ_19, NOTHING2, SEQ_11)
    state, events, _ = score_round(state)
    assert of_type(events, "round_end")[0].data.round == 14
    state, events = run(state, (1, AssignFigure(seat=1)))
    assert of_type(events, "scandal_start") and not of_type(events, "round_start")  # the main phase is over


def test_team_2v3_pair_has_two_vetoes_and_the_trio_one() -> None:
    state = new(5, teams="2v3")
    assert state.vetoes == (2, 1)
    state = state.model_copy(update={"phase": "veto", "veto_queue": (0, 1), "votes": (None,) * 5})
    state, _ = run(state, (0, CastVeto()), (2, CastVeto()))
    assert state.vetoes == (1, 1)  # the pair still holds its second veto


def test_team_5_independent_has_his_own_veto_which_annuls_only_the_unanimous_discard() -> None:
    # "Er verfügt über ein eigenes Veto": no teammate confirms it, so it is a player's own veto, which
    # "den Zug annulliert" as in the general rules: the round is scored as it stands.
    state = with_hands(new(5, teams="2v2+1"), SEQ_19, SEQ_11, NOTHING, NOTHING2, NOTHING3)
    state = state.model_copy(update={"phase": "veto", "veto_queue": (2, 0, 1), "votes": (None,) * 5})
    assert RULES.active_players(state) == (4,)
    state, events = run(state, (4, CastVeto()))
    assert state.vetoes == (1, 1, 0)
    assert not of_type(events, "round_void") and of_type(events, "round_end")[0].data.vetoed is True
    assert state.last_round is not None and state.last_round.winners == (0,)


def test_team_round_won_by_the_team_of_the_best_player_who_assigns_the_figure() -> None:
    state = with_figures(with_hands(new(4, teams="2v2"), NOTHING, SEQ_19, NOTHING2, SEQ_11), (), (), (), (),
                         power=("ES", "LH"))
    state, events, commit = score_round(state)
    assert commit and state.phase == "assign_figure"
    assert RULES.active_players(state) == (1,)
    assert RULES.legal_actions(state, 1) == [AssignFigure(seat=1), AssignFigure(seat=3)]
    assert RULES.view(state, 3).pending_figures[0].card == "ES"  # the team sees what it drew
    assert RULES.view(state, 0).pending_figures[0].card is None
    t = act(state, 1, AssignFigure(seat=3))
    assert t.state.figures[3] == (Figure(card="ES"),) and t.state.round == 2
    assigned = of_type(list(t.events), "figure_assigned")[0]
    assert assigned.audience == (1, 3) and assigned.for_viewer(0).data == ev.FigureAssigned(team=1, seat=3, slot=0)
    assert RULES.view(t.state, 1).seats[3].figures[0].card == "ES"  # teammates know each other's figures
    assert RULES.view(t.state, 0).seats[3].figures[0].card is None


def test_team_quad_draws_two_and_only_opponents_reveal() -> None:
    rows = (figs("LS"), (), figs("JH"), figs("EC"))
    state = with_figures(with_hands(new(4, teams="2v2"), NOTHING, QUAD, NOTHING2, SEQ_11), *rows,
                         power=("ES", "LH", "JD"))
    state, events, _ = score_round(state)
    assert [p.card for p in state.pending_figures] == ["ES", "LH"]
    assert state.figures[0][0].reveal == "quad" and state.figures[2][0].reveal == "quad"
    assert state.figures[3][0].reveal == ""  # the quad player's teammate keeps it hidden
    state, _ = run(state, (1, AssignFigure(seat=1)), (1, AssignFigure(seat=3)))
    assert [f.card for f in state.figures[3]] == ["EC", "LH"] and state.round == 2


def test_team_tie_within_one_team_wins_for_that_team() -> None:
    a = ("4S", "5S", "6H", "2D", "10C")
    b = ("4H", "5H", "6S", "2C", "10D")
    state = with_figures(with_hands(new(4, teams="2v2"), a, NOTHING, b, NOTHING2), (), (), (), (),
                         power=("ES", "LH"))
    state, _, _ = score_round(state)
    assert state.last_round.winners == (2,) and [p.chooser for p in state.pending_figures] == [2]


def test_team_tie_across_teams_each_team_draws_one() -> None:
    a = ("4S", "5S", "6H", "2D", "10C")
    b = ("4H", "5H", "6S", "2C", "10D")
    state = with_figures(with_hands(new(4, teams="2v2"), a, b, NOTHING, NOTHING2), (), (), (), (),
                         power=("ES", "LH", "JD"))
    state, events, _ = score_round(state)
    assert [(p.card, p.team, p.chooser) for p in state.pending_figures] == [("ES", 1, 1), ("LH", 0, 0)]
    assert of_type(events, "round_end")[0].data.winning_teams == (0, 1)


def test_team_independent_keeps_his_figure_without_a_decision() -> None:
    state = with_figures(with_hands(new(5, teams="2v2+1"), NOTHING, NOTHING2, NOTHING3, SEQ_11, SEQ_19),
                         (), (), (), (), (), power=("ES", "LH"))
    state, _, _ = score_round(state)
    assert state.figures[4] == (Figure(card="ES"),) and state.phase == "public_discard"


def test_team_2v2_winner_is_the_team_with_the_best_trio() -> None:
    state = with_figures(new(4, teams="2v2"), figs("ES", "LS", "JS"), figs("EH", "LD", "JC"),
                         figs("EC", "LC", "JD"), (), power=())
    state, _ = end_main_phase(state)
    assert state.outcome.winners == (1, 3) and state.outcome.winning_teams == (1,)
    assert RULES.result(state).details["winning_teams"] == [1]


def _final(n: int, teams: str, rows: tuple, scores: tuple[int, ...]):
    """The end of the main phase of a team game with these figures and round points (no media: no action)."""
    state = with_figures(new(n, teams=teams), *rows, power=()).model_copy(update={"scores": scores})
    state, _ = end_main_phase(state)
    assert state.phase == "over"
    return state.outcome


def test_team_3_and_4_a_tie_of_the_best_harmony_goes_to_the_team_of_the_tied_player_with_the_most_points() -> None:
    # "Bei Gleichstand der besten Harmonie gewinnt das Team, dessen Spieler die höchste kumulierte
    # Gesamtpunktzahl über alle Runden hinweg hat. Bleibt der Gleichstand bestehen, wird der Sieg geteilt."
    # The tie is between the players presenting the best harmony; their points decide, as in the individual
    # rule and 2 v 2 + 1 priority 1. A teammate without the tied trio does not count.
    three = figs("ES", "LH", "JD")
    # 2 v 3: pair {0, 2}, trio {1, 3, 4}; seats 0 and 1 present three-suit trios. Seat 3 has the most points of
    # all (40) but no trio: seat 0's 30 beat seat 1's 25.
    out = _final(5, "2v3", (three, figs("EH", "LD", "JC"), (), (), ()), (30, 25, 0, 40, 0))
    assert out.winners == (0, 2) and out.winning_teams == (0,) and out.reason == "harmony_points"
    # 2 v 2: teams {0, 2} and {1, 3}; seat 1's 50 beat seat 0's 10, whatever seat 2 (no trio) scored
    rows4 = (three, figs("EH", "LD", "JC"), (), ())
    out = _final(4, "2v2", rows4, (10, 50, 50, 0))
    assert out.winners == (1, 3) and out.winning_teams == (1,) and out.reason == "harmony_points"
    # the tied players' points equal: the victory is shared
    out = _final(4, "2v2", rows4, (50, 50, 0, 90))
    assert out.winners == (0, 1, 2, 3) and out.winning_teams == (0, 1) and out.reason == "shared"
    # two tied players of one team: the best of all the tied players decides
    rows4 = (three, figs("EH", "LD", "JC"), figs("EC", "LS", "JH"), ())
    out = _final(4, "2v2", rows4, (20, 30, 45, 0))
    assert out.winners == (0, 2) and out.reason == "harmony_points"
    # every best trio in one team: that team wins without a tie-break
    out = _final(4, "2v2", (three, figs("EH", "LH", "JC"), figs("EC", "LS", "JH"), ()), (0, 90, 0, 90))
    assert out.winners == (0, 2) and out.reason == "harmony"


def test_team_2v2_plus_1_independent_keeps_both_media_face_up_and_uses_both() -> None:
    state = with_figures(new(5, teams="2v2+1"), figs("ES"), figs("LH"), (), (), figs("M", "JD", "M"),
                         power=())
    state, events = end_main_phase(state)
    assert of_type(events, "media_kept") and state.media_out == ()
    assert [f.reveal for f in state.figures[4] if f.card == "M"] == ["scandal", "scandal"]
    assert state.media_queue == (4, 4)
    state, _ = run(state, (4, ApplyMedia(target=0, slot=0, suit="S")), (4, ApplyMedia(target=1, slot=0, suit="S")))
    assert state.phase == "over"


def test_team_2v2_plus_1_media_of_a_team_player_still_cancel() -> None:
    state = with_figures(new(5, teams="2v2+1"), figs("ES", "M", "M"), figs("LH"), (), (), (), power=())
    state, _ = end_main_phase(state)
    assert state.media_out == ("M", "M")


def _221(harmony, scores, independent_row=()):
    return two_two_one_winners(harmony, scores, (0, 1, 0, 1, 2), 4, independent_row)


def test_2v2_plus_1_priority_1_three_suit_trio_of_a_team() -> None:
    v = _221((3, 2, 0, 0, 2), (10, 90, 0, 0, 100))
    assert v.winners == (0, 2) and v.reason == "three_suit_harmony"


def test_2v2_plus_1_priority_1_independent_with_three_suits() -> None:
    v = _221((0, 0, 0, 0, 3), (10, 90, 0, 0, 1))
    assert v.winners == (4,)


def test_2v2_plus_1_priority_1_tie_by_cumulative_points() -> None:
    assert _221((3, 3, 0, 0, 0), (10, 90, 0, 0, 0)).winners == (1, 3)
    assert _221((3, 3, 0, 0, 3), (10, 90, 0, 0, 95)).winners == (4,)
    v = _221((3, 3, 0, 0, 0), (50, 50, 0, 0, 0))
    assert v.winners == (0, 1, 2, 3) and v.reason == "shared"


def test_2v2_plus_1_priority_2_people_voice() -> None:
    v = _221((2, 1, 0, 0, 0), (10, 20, 30, 40, 41))
    assert v.winners == (4,) and v.reason == "independent_people_voice"


def test_2v2_plus_1_priority_2_media_controller() -> None:
    row = figs("M", "JS") + figs("M", reveal="scandal")
    v = _221((2, 1, 0, 0, 0), (10, 20, 30, 40, 0), row)
    assert v.winners == (4,) and v.reason == "independent_media_controller"
    assert _221((2, 1, 0, 0, 0), (10, 20, 30, 40, 0), figs("M", "M", "ES")).winners == (0, 2)


def test_2v2_plus_1_priority_2_dissident() -> None:
    row = figs("ES", "LS", "JH")
    v = _221((1, 1, 0, 0, 2), (10, 20, 30, 40, 0), row)
    assert v.winners == (4,) and v.reason == "independent_dissident"


def test_2v2_plus_1_priority_3_remaining_team_trios_two_suits_before_one() -> None:
    v = _221((1, 2, 0, 0, 1), (90, 20, 30, 40, 0), figs("ES", "LS", "JS"))
    assert v.winners == (1, 3) and v.reason == "team_trio"


def test_2v2_plus_1_priority_3_tie_by_team_cumulative_points() -> None:
    v = _221((1, 1, 0, 0, 0), (30, 20, 10, 25, 0))
    assert v.winners == (1, 3)  # team 1: 20 + 25 = 45 > team 0: 30 + 10 = 40


def test_team_5_priority_3_a_team_s_two_suit_trio_wins_before_a_one_suit_trio() -> None:
    # Priorität 3, "Die Rest-Trios der Teams": the main text says "prüft jeder, ob er ein einfarbiges ELJ-Trio
    # besitzt", the Kurzanleitung "prüfen Sie die zweifarbigen und dann die einfarbigen E-L-J-Trios": the
    # hierarchy of the basic rules (3 > 2 > 1 suits) still holds, so a two-suit trio is checked first.
    # Teams {0, 2} and {1, 3}, independent 4 (no goal met: fewest points, no media, a one-suit trio only).
    rows = (figs("ES", "LS", "JH"), figs("EH", "LH", "JH"), (), (), figs("ED", "LD", "JD"))
    out = _final(5, "2v2+1", rows, (10, 90, 40, 40, 5))
    assert out.winners == (0, 2) and out.winning_teams == (0,) and out.reason == "team_trio"
    # a two-suit trio alone still wins (it is no "einfarbiges" one, yet a remaining trio of a team)
    out = _final(5, "2v2+1", (figs("ES", "LS", "JH"), (), (), (), ()), (10, 90, 40, 40, 5))
    assert out.winners == (0, 2) and out.reason == "team_trio"
    # the independent's one-suit trio wins nothing: he wins only at priority 1 or 2
    out = _final(5, "2v2+1", ((), (), (), (), figs("ED", "LD", "JD")), (10, 90, 40, 40, 5))
    assert out.winners == () and out.reason == "no_winner"


def test_team_5_priority_2_media_controller_counts_the_media_he_laid_on_other_players_figures() -> None:
    # "Er hat am Ende des Spiels die beiden „Medien"-Karten und mindestens eine „Judikative"-Karte gesammelt":
    # the independent keeps both media face up ("nicht abwirft, sondern offen vor sich ablegt"), uses both
    # like any owner, and a media laid on another player's figure is still one he collected.
    state = with_figures(new(5, teams="2v2+1"), figs("ES", "LS"), figs("EH"), (), (), figs("M", "JC", "M"),
                         power=()).model_copy(update={"scores": (50, 40, 30, 20, 10)})
    state, events = end_main_phase(state)
    assert of_type(events, "media_kept") and state.media_queue == (4, 4)
    state, events = run(state, (4, ApplyMedia(target=0, slot=0, suit="H")), (4, ApplyMedia(target=1, slot=0, suit="D")))
    assert [f.media_from for f in (state.figures[0][0], state.figures[1][0])] == [4, 4]
    assert state.outcome.winners == (4,) and state.outcome.reason == "independent_media_controller"


def test_2v2_plus_1_no_condition_met_no_winner() -> None:
    v = _221((0, 0, 0, 0, 0), (30, 20, 10, 25, 0))
    assert v.winners == () and v.reason == "no_winner"


@pytest.mark.parametrize("teams, n", [("2v2", 3), ("2v2", 5), ("2v3", 4), ("2v2+1", 4)])
def test_team_modes_need_their_player_count(teams: str, n: int) -> None:
    with pytest.raises(ValueError, match=re.escape(f"{teams} team mode needs exactly")):
        RULES.check_player_count(DemosOptions(teams=teams), n)


def test_simplified_rules_have_no_teams() -> None:
    with pytest.raises(ValueError, match="simplified"):
        DemosOptions(mode="simplified", teams="2v2")


def test_team_layout_must_match_the_mode() -> None:
    with pytest.raises(ValueError, match="teams of 2 \\+ 2 \\+ 1"):
        RULES.check_player_count(DemosOptions(teams="2v2+1", team_layout=(0, 0, 1, 1, 1)), 5)


def test_team_media_may_target_a_teammate() -> None:
    state = with_figures(new(4, teams="2v2"), figs("M", "ES"), figs("LH"), figs("EH", "LD"), figs("JS"),
                         power=())
    state, _ = end_main_phase(state)
    targets = {a.target for a in RULES.legal_actions(state, 0)}
    assert targets == {1, 2, 3}


def test_2v2_plus_1_people_voice_shared_highest_counts() -> None:
    v = _221((2, 1, 0, 0, 0), (10, 20, 30, 41, 41))
    assert v.winners == (4,) and v.reason == "independent_people_voice"


def test_team_2v2_plus_1_quad_opponents_include_the_independent_and_his_quad_reveals_every_team_player() -> None:
    rows = (figs("LS"), figs("JH"), figs("EC"), figs("ES"), figs("JD"))
    state = with_figures(with_hands(new(5, teams="2v2+1"), NOTHING, QUAD, NOTHING2, NOTHING3, SEQ_11), *rows,
                         power=("EH", "LH", "JC"))
    state, _, _ = score_round(state)  # team 1 (seats 1, 3) wins with a quad
    assert [state.figures[s][0].reveal for s in range(5)] == ["quad", "", "quad", "", "quad"]
    rows = (figs("LS"), figs("JH"), figs("EC"), figs("ES"), figs("JD"))
    state = with_figures(with_hands(new(5, teams="2v2+1"), NOTHING, SEQ_11, NOTHING2, NOTHING3, QUAD), *rows,
                         power=("EH", "LH", "JC"))
    state, _, _ = score_round(state)  # the independent (seat 4) wins with a quad
    assert [state.figures[s][0].reveal for s in range(5)] == ["quad", "quad", "quad", "quad", ""]
    assert [f.card for f in state.figures[4]] == ["JD", "EH", "LH"]  # two figures, no team decision
