"""The DēmoS table readable and explained (issue 12, DēmoS section): tie-breaks in the round result, the
team that wins a round, the teams column of the end screen, the round limits of New game, the header never
cut, a team's vetoes said once, no discards in the scandal phase, no stale focus ring, and the show-down seen
with nobody "deciding…" and the hand it scored."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.demos.round_end import score_round
from game.demos.state import DemosOptions
from scenes.engine.headless import make_context, pump
from scenes.engine.nodes import TextNode, TooltipNode
from scenes.engine.privacy import PrivacyScreen
from scenes.engine.widgets import Choice
from scenes.tables.demos.look import column_words
from scenes.tables.demos.setup import DemosSetup
from scenes.tables.demos.table import DemosTable, make_table
from scenes.tables.demos.words import WORDS, DemosNames
from tests.demos.helpers import new, of_type, with_figures, with_hands
from tests.scenes.support.fit_checks import text_nodes
from tests.scenes.tables.demos.crowded import crowded_view, five_player_table

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


NOTHING = ("1S", "3H", "5D", "7C", "10H")


NOTHING2 = ("1H", "3D", "5C", "10S", "6S")


@pytest.fixture
def ctx() -> Iterator[tuple[Any, Any]]:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def result_line(*hands: tuple[str, ...], teams: str = "none") -> str:
    state = with_figures(with_hands(new(len(hands), teams=teams), *hands), *(() for _ in hands), power=("ES", "LH"))
    _, events, _ = score_round(state)
    event = of_type(events, "round_end")[0].for_viewer(None)
    assert event is not None

    def team_name(team: int) -> str:
        return f"Team {'AB'[team]}"

    names = DemosNames(lambda s: NAMES[int(s)], team_name, teams=teams != "none")
    line = WORDS.word(event, names)
    assert line is not None
    return "".join(text for text, _ in line)


def test_a_tie_on_points_broken_by_the_suits_is_explained_in_the_round_result() -> None:
    line = result_line(("7S", "8S", "9S", "2H", "4D"), ("7C", "8C", "9C", "2C", "4H"), NOTHING, NOTHING2)
    assert ("Ben and Anna tie on 19 points; the tie goes to the most cards of one suit in the hand: Ben has four, "
            "Anna has three." in line)
    assert line.endswith("Round won by Ben.")


def test_a_tie_on_points_and_suits_is_explained_by_the_unplayed_cards() -> None:
    line = result_line(("7S", "8S", "9S", "2S", "4D"), ("7C", "8C", "9C", "2C", "5H"), NOTHING, NOTHING2)
    assert ("Ben and Anna tie on 19 points, each with four cards of one suit in the hand; the tie goes to the higher "
            "sum of the cards left out of the sequence: Ben has 7, Anna has 6." in line)


def test_a_tie_on_every_rule_is_said_to_be_ex_aequo() -> None:
    line = result_line(("7S", "8S", "9S", "2S", "4D"), ("7C", "8C", "9C", "2C", "4H"), NOTHING, NOTHING2)
    assert "the cards left out of the sequence make 6 for each: ex aequo" in line
    assert "Round won by Ben and Anna." in line


def test_a_round_without_a_tie_has_no_tiebreak_words() -> None:
    line = result_line(("7S", "8S", "9S", "2H", "4D"), NOTHING, NOTHING2, ("2C", "4S", "6H", "8D", "1C"))
    assert "tie" not in line and line.endswith("Round won by Anna.")


def test_in_team_play_the_team_wins_the_round() -> None:
    line = result_line(("7S", "8S", "9S", "2H", "4D"), NOTHING, NOTHING2, ("2C", "4S", "6H", "8D", "1C"),
                       teams="2v2")
    assert line.endswith("Team A wins the round: Anna draws.")


def test_the_end_screens_teams_column_names_the_sides() -> None:
    assert [column_words("teams", t) for t in (0, 1, 2)] == ["Team A", "Team B", "independent"]
    assert column_words("harmony", 3) == "three suits (best)"
    assert column_words("teams", "0") is None  # not a team number: the end screen's own words


def test_the_header_is_never_cut_even_with_the_longest_names(ctx: Any) -> None:
    seats = [SeatSpec(name="Maximiliane-Alexandra von Hohenzollern 01"[: 40 - k]) for k in range(5)]
    match = Match(demos.GAME.rules, {"teams": "2v2+1"}, seats, 4)
    table = make_table(ctx[0], match, mode="replay", viewer=0)
    ctx[0].stack.push(table)
    pump(*ctx)
    header = table.header.text
    assert "…" not in header and header.endswith("Public discard") and "Round 1 of 14" in header
    drawn = table.stage.painter.surface(table.header, table.stage.root.scale)
    assert drawn is not None and table.header.world_pos()[0] + drawn.get_width() < table.log.world_rect().x


def panel_words(table: DemosTable, seat: int) -> list[str]:
    return [n.text for n in text_nodes(table.panels[seat])]


def test_a_teams_vetoes_are_said_once_for_the_team_not_on_each_teammates_panel(ctx: Any) -> None:
    table = five_player_table(ctx[0])
    pump(*ctx)
    table.sync(crowded_view(table.view))
    vetoes = table.team_vetoes.text
    assert vetoes == "Vetoes left: Team A 1 · Team B none"
    for seat in range(4):  # the two pairs
        assert not any("veto" in words for words in panel_words(table, seat)), seat
    assert any("1 veto" in words for words in panel_words(table, 4))  # the independent's own veto


def test_the_scandal_phase_shows_no_discards_of_the_last_round(ctx: Any) -> None:
    table = five_player_table(ctx[0])
    pump(*ctx)
    table.sync(crowded_view(table.view).model_copy(update={"phase": "media", "active": (), "turn_queue": ()}))
    assert all(not nodes.discards for nodes in table.seat_nodes.values())
    assert not any(slot.visible for slot in table.slots.values())
    assert not any(words in ("Public", "Secret", "Unanim.") for s in table.panels for words in panel_words(table, s))


def test_the_focus_ring_leaves_the_secret_slot_once_it_cannot_be_used(ctx: Any) -> None:
    table = five_player_table(ctx[0])
    pump(*ctx)
    table.stage.focus_ring.focus(table.slots["secret"])  # where Tab left it while a card was being laid
    table.sync(crowded_view(table.view))
    assert table.stage.focus is None


def showdown_visible(table: DemosTable) -> bool:
    return any(n.visible and any(isinstance(c, TextNode) and c.text.startswith("Show-down") for c in n.children)
               for n in table.fx.children)


def test_during_the_show_down_nobody_is_deciding_and_the_hand_is_the_one_scored() -> None:
    context, screen = make_context((1280, 720), "normal")
    try:
        seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:]]
        match = Match(demos.GAME.rules, {"mode": "full", "first_dealer": 3}, seats, 12)
        table = make_table(context, match)
        context.stack.push(table)
        bot = demos.GAME.make_bot("heuristic")
        for _ in range(6000):
            pump(context, screen)
            if showdown_visible(table):
                break
            if isinstance(context.stack.top, PrivacyScreen):
                continue
            presenter = table.presenter
            assert presenter is not None
            if presenter.asking == 0 and not table.animating:
                presenter.act(0, bot.choose(match.view(0), match.legal_actions(0), match.bot_rng()))
        else:
            pytest.fail("no show-down banner")
        assert [s for s, p in table.panels.items() if p.status.text] == []
        shown = match.event_log.seen_by(0)
        end = next(e for e in reversed(shown) if e.type == "round_end")
        hand = {c.data[1] for c in table.hand.cards() if c.visible}
        assert len(hand) == 5 and set(end.data.shown[0] or ()) <= hand
    finally:
        pygame.quit()


def test_new_game_names_one_round_in_the_singular_and_the_rulebooks_fourteen_shortly(ctx: Any) -> None:
    build = DemosSetup({"mode": "full"}, ["Anna", "Ben", "Cleo"]).builders()["round_limit"]
    field = build(ctx[0], "round_limit", DemosOptions.model_fields["round_limit"], 14, lambda: None)
    assert isinstance(field.widget, Choice)
    words = [text for _, text in field.widget.options]
    assert words[:2] == ["1 round", "2 rounds"] and words[-1] == "14 (the rulebook)"
    assert field.read() == 14


def test_a_tooltip_is_opaque_so_the_cards_under_it_do_not_show_through(ctx: Any) -> None:
    table = five_player_table(ctx[0])
    tip = TooltipNode("Legislative of clubs (environment) — turned up by a harmonic quad")
    surf = tip.paint(table.stage.painter, 1.0)
    assert surf is not None
    inside = [surf.get_at((x, surf.get_height() // 2)).a for x in range(4, surf.get_width() - 4, 7)]
    assert min(inside) == 255


def test_the_own_panel_shows_the_best_sequence_and_trio_now_and_not_once_the_game_is_over(ctx: Any) -> None:
    table = five_player_table(ctx[0])
    pump(*ctx)
    table.sync(crowded_view(table.view))
    words = panel_words(table, 0)
    assert "Your best now: 3♣ 4♣ 5♣ = 15 pts" in words
    assert "Your best trio: E♠ L♥ J♦ — three suits (best)" in words
    assert not any(w.startswith("Your best") for s in range(1, 5) for w in panel_words(table, s))
    table.sync(crowded_view(table.view).model_copy(update={"phase": "media", "active": (), "turn_queue": ()}))
    assert [w for w in panel_words(table, 0) if w.startswith("Your best")] == [
        "Your best trio: E♠ L♥ J♦ — three suits (best)"]  # the scandal phase: no round left to show a sequence in
    table.sync(crowded_view(table.view).model_copy(update={"phase": "over", "active": (), "turn_queue": ()}))
    assert not any(w.startswith("Your best") for w in panel_words(table, 0))


def test_a_round_the_independent_wins_is_won_by_that_player_not_a_team() -> None:
    state = with_figures(with_hands(new(5, teams="2v2+1"), NOTHING, NOTHING2, ("2C", "4S", "6H", "8D", "1C"),
                                    ("2S", "4H", "6D", "8C", "10D"), ("7S", "8S", "9S", "2H", "4D")),
                         *(() for _ in range(5)), power=("ES",))
    _, events, _ = score_round(state)
    event = of_type(events, "round_end")[0].for_viewer(None)
    assert event is not None
    names = DemosNames(lambda s: "ABCDE"[int(s)], lambda t: f"Team {t}", teams=True,
                       independent=lambda s: int(s) == 4)
    line = WORDS.word(event, names)
    assert line is not None and "".join(t for t, _ in line).endswith("Round won by E (independent).")
