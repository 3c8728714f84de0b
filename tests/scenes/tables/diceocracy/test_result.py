"""The Diceocracy result (scenes/tables/diceocracy/result.py): the secret agendas revealed for the final
scoring (rulebook "End Game Scoring"), so the table viewed after the game shows every player's, each naming
its owner (playtest 5), beside the district-by-district count, whose lines name the bag in lower case and a
four-way tie as a list."""

from __future__ import annotations

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy import events as ev
from game.diceocracy.events import BAG
from scenes.engine.headless import make_context, pump
from scenes.engine.nodes import TextNode
from scenes.tables.diceocracy.table import make_table
from tests.scenes.tables.diceocracy.test_fits import LANGUAGES, SIZES, check_fits

SEATS = [SeatSpec(name="Ada"), SeatSpec(kind="bot", name="Ben", level="random"),
         SeatSpec(kind="bot", name="Cleo", level="random")]


def finished_game() -> Match:
    """A three-player game played to its end, each seat taking its first legal action."""
    match = Match(dc.GAME.rules, {"mode": "standard"}, SEATS, 4)
    while not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    return match


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_the_table_after_the_game_shows_every_players_secret_agendas_by_owner(size: tuple[int, int],
                                                                              language: str) -> None:
    match = finished_game()
    context, screen = make_context(size, language=language)
    tr = context.tr
    try:
        table = make_table(context, match, viewer=0)
        context.stack.push(table)
        pump(context, screen, frames=2)
        view = table.view
        assert view.phase == "over"
        shown = {key: node.owner for key, node in table.hand_nodes.items() if key[0] == "agendas"}
        expected = {("agendas", card): table.name(seat)
                    for seat, p in enumerate(view.players) for card in p.agendas or ()}
        assert shown == expected and set(table.hand_nodes) == set(expected)  # the agendas the count scored
        for (_deck, _card), node in table.hand_nodes.items():
            if node.owner:
                # the owner outside brackets: a bot's name has its level in them ("Greta (Normal)")
                assert (node.tooltip.startswith(f"{node.owner}'s ") if language == "en"
                        else f" von {node.owner} – " in node.tooltip), node.tooltip
        # the result names them too, and counts district by district
        result = [n.text for n in table.overlay.walk() if isinstance(n, TextNode) and n.text]
        assert tr("District by district") in result
        agendas = next(text for text in result if text.startswith(tr("Secret agendas: {agendas}", agendas="")))
        assert all(f"{table.name(seat)}: " in agendas for seat in range(3))
        table.overlay.show_table()
        pump(context, screen, frames=1)
        check_fits(table)
    finally:
        pygame.quit()


def test_the_result_panel_names_the_bag_in_lower_case_inside_a_line() -> None:
    from scenes.tables.diceocracy.words import district_lines

    d = ev.DistrictScoring(district="X", position=0, reps={BAG: 2, 0: 1}, majority=(BAG,), votes={0: 4}, popularity={},
                           dice=(ev.ScoredDie(color="pink", value=3, printed=False),
                                 ev.ScoredDie(color="blue", value=2, printed=True)))
    lines = district_lines(d, lambda s: "The bag" if s == BAG else "Anna")
    assert lines == ["Reps: the bag 2, Anna 1 · majority: the bag", "Dice: 2 (1 printed), 5 pips · votes: Anna +4"]


def test_a_four_way_tie_reads_as_a_list_and_its_lines_never_overlap_in_the_result_panel() -> None:
    from scenes.tables.diceocracy.words import district_lines

    d = ev.DistrictScoring(district="X", position=0, reps={0: 1, 1: 1, 2: 1, 3: 1}, majority=(0, 1, 2, 3),
                           votes={0: 4}, popularity={}, dice=(ev.ScoredDie(color="pink", value=3, printed=False),))
    names = ["Anna", "Ben", "Cleo", "Dan"]
    assert district_lines(d, lambda s: names[s])[0].endswith("majority: Anna, Ben, Cleo and Dan")


def test_the_end_screen_says_who_held_each_district_s_majority() -> None:
    """Playtest: the end screen's district votes did not say who had the most Reps there. Its table of Reps
    per district stars every seat of the majority (tied: each), as the count of the table's election did."""
    from scenes.shell.results import result_sections

    match = finished_game()
    result = match.result()
    assert result is not None
    sections = {s.title: s for s in result_sections(match, result)}
    reps = sections["Reps (★: majority)"]
    assert reps.header == ["", "Ada", "Ben", "Cleo"]
    scored = {e.data.district: e.data for e in match.events_seen_by(None)
              if isinstance(e.data, ev.DistrictScoring)}
    assert len(reps.rows) == len(scored) == 8
    for name, *cells in reps.rows:
        count = scored[name]
        assert [c.endswith("★") for c in cells] == [seat in count.majority for seat in range(3)], name
        assert [int(c.rstrip(" ★")) for c in cells] == [count.reps.get(seat, 0) for seat in range(3)], name
    assert list(sections).index("Reps (★: majority)") == list(sections).index("District votes") + 1
