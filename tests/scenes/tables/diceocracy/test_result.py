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


@pytest.mark.parametrize("agendas", [(2, 2, 2, 2), (3, 3, 3, 3), (2, 2, 2, 4)])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_every_agenda_card_after_the_game_shows_its_owner_name_and_whole_effect(size: tuple[int, int],
                                                                                 language: str,
                                                                                 agendas: tuple[int, ...]) -> None:
    """Playtest (issue 27): ten agenda cards in one row after the game cut their owners' names ("Otto (Norm")
    and some showed no effect at all. Four seats with long names (a bot's with its difficulty), each holding two
    to four of the agendas with the longest names (ten, as the playtest saw, or twelve): every card names its
    owner whole in its band and shows its name and whole effect on its face, and the table still fits."""
    from game.diceocracy.components import components
    from scenes.tables.diceocracy.look import CARD_KIND, READABLE_BODY, TextCard, band_words, card_face_text
    from tests.scenes.tables.diceocracy.test_fits import LONG_NAMES, longest

    seats = [SeatSpec(name=LONG_NAMES[0])] + [SeatSpec(kind="bot", name=f"{n} (Normal)", level="random")
                                              for n in LONG_NAMES[1:]]
    match = Match(dc.GAME.rules, {"mode": "standard"}, seats, 4)
    while not match.is_over:
        seat = match.active_players()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    c = components()
    players = tuple(p.model_copy(update={"agendas": longest(c.agendas, agendas[seat], sum(agendas[:seat]))})
                    for seat, p in enumerate(match.state.players))
    match.state = match.state.model_copy(update={"players": players})  # the hand-built final hands
    context, screen = make_context(size, language=language)
    try:
        table = make_table(context, match, viewer=0)
        context.stack.push(table)
        pump(context, screen, frames=2)
        table.overlay.show_table()
        pump(context, screen, frames=1)
        cards = [node for node in table.hand_nodes.values() if isinstance(node, TextCard)]
        assert len(cards) == sum(agendas)
        painter = table.stage.painter
        for node in cards:
            assert node.owner and node.card is not None and not node.compact
            scale = node.world_scale()
            w, h = round(node.w * scale), round(node.h * scale)
            band = band_words(painter, context.tr(CARD_KIND[node.deck]), node.owner, w - round(6 * scale), scale)
            assert band.get_width() <= w - round(6 * scale), node.owner  # the owner whole in the band
            assert band.get_height() >= painter.text(node.owner, 6.5 * scale, (0, 0, 0), bold=True).get_height()
            # at a size a person reads for the playtest's ten; twelve German effects are whole a size smaller
            smallest = READABLE_BODY if sum(agendas) <= 10 else 0.0
            assert card_face_text(painter, node.deck, node.card, 4, w, h, scale, smallest, context.tr)[2], node.card
        check_fits(table)
    finally:
        pygame.quit()
