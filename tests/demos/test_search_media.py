"""The search's abstract finish plays the scandal phase as the table does: each media lands where the Normal
bot aims it (game/demos/media_forecast.py), so the outlook sees a leader's trio spoiled or lost."""

from __future__ import annotations

from game.core.rng import Rng
from game.demos.bots import HeuristicBot
from game.demos.media_forecast import harmony_after_media
from game.demos.scandal import end_main_phase
from game.demos.state import DemosState, Figure

from .helpers import RULES, figs, new, with_figures


def scandal_played_by_the_heuristic(state: DemosState) -> DemosState:
    """The main phase ended with these figures, and every media owner aims as the Normal bot does."""
    state, _ = end_main_phase(state)
    while RULES.result(state) is None:
        seat = RULES.active_players(state)[0]
        action = HeuristicBot().choose(RULES.view(state, seat), RULES.legal_actions(state, seat), Rng(0))
        state = RULES.apply(state, seat, action).state
    return state


def forecast(state: DemosState) -> list[int]:
    rows = [tuple((f.card, f.known or f.reveal != "", f.suit) for f in row) for row in state.figures]
    return harmony_after_media(rows, state.scores, state.team_of, state.options.teams != "none",
                               state.independent, state.dealer)


def test_two_media_on_two_figures_of_the_leader_s_one_power_leave_it_no_trio() -> None:
    # Seat 0 looks strongest (most figures); the first media recolours its first figure, the second then
    # prefers the next one, which is a second Executive: two forced Executives, no legal trio.
    state = with_figures(new(4, mode="full"), figs("ES", "EH", "LC", "JD"), figs("M", "LS"), figs("M", "JC"),
                         figs("LD", "JH", "EC"), power=())
    played = scandal_played_by_the_heuristic(state)
    assert played.outcome is not None
    assert played.outcome.harmony[0] == 0
    assert forecast(state) == list(played.outcome.harmony)


def test_the_forecast_harmony_is_the_table_s_after_the_heuristic_s_media() -> None:
    layouts: list[tuple[tuple[Figure, ...], ...]] = [
        (figs("ES", "LH", "JD"), figs("M", "EH"), figs("LS", "JC", "EC"), figs("LD", "JS")),
        (figs("ES", "LH", "JD", "M"), figs("EH", "LS", "JC"), figs("M", "LD"), figs("EC", "JS", "LC")),
        (figs("ES", "LH", "JD", "M", "M"), figs("EH", "LS", "JC"), figs("LD"), figs("EC", "JS")),
        (figs("ES", "LH", "JD", "EC"), figs("EH", "LS", "JC", "M"), figs("LD", "JH", "ED", "M"), ()),
        (figs("ES", "LH"), figs("EH", "LS", "JC"), figs("LD", "M"), figs("EC", "JS", "LC", "JD", "M")),
    ]
    for dealer in range(4):
        for rows in layouts:
            state = with_figures(new(4, mode="full").model_copy(update={"dealer": dealer}), *rows, power=())
            played = scandal_played_by_the_heuristic(state)
            assert played.outcome is not None
            assert forecast(state) == list(played.outcome.harmony), (dealer, rows)


def test_a_figure_the_table_knows_gets_a_new_suit_in_the_forecast_as_at_the_table() -> None:
    # A quad turned seat 1's first figure up: the media owner knows it and will not announce its own suit.
    known = (Figure(card="ES", reveal="quad"), *figs("LS", "JS"))
    state = with_figures(new(4, mode="full"), figs("M", "EH"), known, figs("LD"), figs("JC"), power=())
    played = scandal_played_by_the_heuristic(state)
    assert played.outcome is not None
    assert forecast(state) == list(played.outcome.harmony)
