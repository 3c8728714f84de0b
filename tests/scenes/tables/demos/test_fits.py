"""The DēmoS table fits at 1280×720 and at 1920×1080 in a crowded position (issue 12, tests and
measurements): five players in 2 v 2 + 1 with many figures, every discard pile filled, a round result kept on
the table; no text wider than its box or out of its panel, no two places over each other, and the figures of
the other seats drawn large enough to read. In English and in German, which runs a third longer (issue 27)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.demos import events as ev
from game.demos.state import Discard
from scenes.engine.headless import make_context, pump
from scenes.tables.demos.look import combination_words
from scenes.tables.demos.table import KEYS_HINT, make_table
from scenes.tables.demos.words import round_winner_words, tiebreak_words
from tests.scenes.support.fit_checks import text_nodes
from tests.scenes.tables.demos.crowded import (
    NAMES,
    clipped_texts,
    crowded_view,
    drawn_rect,
    five_player_table,
    overlapping_panels,
)

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "de"]


KEPT_RESULT = ("Round 11 show-down: Alexandra 3♠ 4♠ 5♠ = 15, Heuristic bot 2 8♥ 9♦ 10♣ = 12, Bartholomew out, "
               "Heuristic bot 4 6♣ 7♣ 8♣ = 18. 18 against 18: Heuristic bot 4 is ahead with four cards of one "
               "suit against three. Round won by Heuristic bot 4.")
KEPT_RESULTS = {
    "en": KEPT_RESULT,
    "de": ("Ergebnis von Runde 11: Alexandra 3♠ 4♠ 5♠ (3 Farben: 4 + 3) = 15, Heuristic bot 2 8♥ 9♦ 10♣ (3 Farben: "
           "4 + 8) = 12, Bartholomew ohne Sequenz, Heuristic bot 4 6♣ 7♣ 8♣ (1 Farbe: 12 + 6) = 18. Heuristic bot 4 "
           "und Maximiliane liegen mit 18 Punkten gleichauf; den Gleichstand entscheidet die größte Anzahl Karten "
           "der gleichen Farbe in der Hand: Heuristic bot 4 hat vier, Maximiliane hat drei. Team B gewinnt die "
           "Runde: Heuristic bot 4 zieht."),
}


@pytest.fixture(params=[(size, lang) for size in SIZES for lang in LANGUAGES],
                ids=[f"{tag}-{lang}" for tag in ("720p", "1080p") for lang in LANGUAGES])
def ctx(request: Any) -> Iterator[tuple[Any, Any]]:
    size, language = request.param
    context, screen = make_context(size, "instant", language=language)
    yield context, screen
    pygame.quit()


def crowded(ctx: tuple[Any, Any]) -> Any:
    context, screen = ctx
    table = five_player_table(context)
    pump(context, screen)
    table.sync(crowded_view(table.view))
    table.draw(screen)
    return table


def test_five_players_with_many_figures_fit_without_clipping(ctx: Any) -> None:
    table = crowded(ctx)
    assert clipped_texts(table) == []
    assert overlapping_panels(table) == []


def test_a_round_result_kept_on_the_table_covers_no_seat_panel_and_fits(ctx: Any) -> None:
    table = crowded(ctx)
    table.headlines.post(KEPT_RESULTS[ctx[0].tr.language])
    table.draw(ctx[1])
    kept = table.headlines.panel.world_rect()
    covered = [seat for seat, panel in table.panels.items() if panel.world_rect().colliderect(kept)]
    assert covered == []
    assert clipped_texts(table) == []
    assert kept.bottom < table.log.world_rect().bottom  # it lies on the log's top, not off the window


def test_the_other_seats_figures_are_large_enough_to_read_their_corner(ctx: Any) -> None:
    table = crowded(ctx)
    scale = table.stage.root.scale
    for seat, nodes in table.seat_nodes.items():
        if seat == table.viewer:
            continue
        rects = [nodes.figures[slot].world_rect() for slot in sorted(nodes.figures)]
        assert all(r.width >= 44 * scale - 1 for r in rects), seat  # not the 30 px cards of before
        # fanned, each card shows at least its corner (the power and suit, "L♠") beside the next
        assert all(b.x - a.x >= 28 * scale - 1 for a, b in zip(rects, rects[1:], strict=False)), seat


def test_panels_across_the_top_line_up_whether_or_not_their_team_has_a_veto_left(ctx: Any) -> None:
    table = crowded(ctx)
    tops = {seat: sorted(round(n.world_rect().y) for n in nodes.discards.values())[:1]
            for seat, nodes in table.seat_nodes.items() if seat != table.viewer}
    firsts = {tuple(v) for v in tops.values()}
    assert len(firsts) == 1, tops


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_five_player_show_down_banner_with_a_tie_stays_between_the_seat_panels(language: str) -> None:
    for size in SIZES:
        context, screen = make_context(size, "normal", language=language)
        try:
            table = crowded((context, screen))
            if language == "en":
                seats = [f"{name}: 10♥ 11♥ 12♥ · sequence · 33 pts" for name in NAMES]
                verdict = ["Heuristic bot 2 draws 1 figure · Maximiliane draws 1 figure",
                           "33 points each for Heuristic bot 2, Bartholomew and Maximiliane: Heuristic bot 2 and "
                           "Maximiliane are ahead with four cards of one suit against three, unplayed cards "
                           "worth 9 each: ex aequo. Team B and Maximiliane (independent) win the round."]
            else:  # as the table words such a show-down: three tied, two ex aequo, from two sides
                tie = ev.Tiebreak(points=20, tied=(1, 2, 4), suits={1: 4, 2: 3, 4: 4}, by="ex_aequo",
                                  unplayed={1: 9, 4: 9})
                result = ev.RoundEnd(round=11, shown=dict.fromkeys(range(5), ("8H", "9H", "10H")),
                                     points=dict.fromkeys(range(5), 20), winners=(1, 4), figure_counts={1: 1, 4: 1},
                                     vetoed=False, tiebreak=tie, winning_teams=(1, 2))
                tr, names = context.tr, table.log_names()
                seats = [tr("{name}: {combination}", name=name, combination=combination_words(("8H", "9H", "10H"),
                                                                                                20, tr))
                         for name in NAMES]
                verdict = [" · ".join(tr.trn("{name} draws {count} figure", "{name} draws {count} figures", 1,
                                             name=NAMES[s]) for s in (1, 4)),
                           f"{tiebreak_words(result, names)}. {round_winner_words(result, names)}"]
            title = context.tr("Show-down, round {round}", round=11)
            table.stage.animator.add(table.anims.banner(title, verdict, 2.0, columns=seats))
            pump(context, screen, frames=3)
            banner = next(node for node in table.fx.children if node.visible)
            top_row = max(p.world_rect().bottom for s, p in table.panels.items() if s != table.viewer)
            assert top_row <= banner.world_rect().top
            assert banner.world_rect().bottom <= table.own.world_rect().top, size
            assert clipped_texts(table) == []
        finally:
            pygame.quit()


def test_the_undo_button_covers_nothing_on_the_own_panel(ctx: Any) -> None:
    context, screen = ctx
    table = five_player_table(context, replay=False)
    pump(context, screen)
    table.sync(crowded_view(table.view))
    table.draw(screen)
    undo = table.undo_button.world_rect()
    assert table.undo_button.effectively_visible()
    own = [n for n in table.own.walk() if n is not table.own and n.effectively_visible()]
    assert [n for n in own if drawn_rect(table, n).colliderect(undo)] == []


def test_near_the_round_limit_a_seat_without_a_trio_is_warned_on_its_panel_and_it_fits(ctx: Any) -> None:
    table = crowded(ctx)
    own = table.view.seats[table.viewer or 0]
    no_trio = own.model_copy(update={"best_trio": None, "trio_harmony": 0})
    seats = tuple(no_trio if s.seat == own.seat else s for s in table.view.seats)
    late = table.view.model_copy(update={"seats": seats, "round": 13, "round_limit": 14})
    table.sync(late)
    table.draw(ctx[1])
    tr = ctx[0].tr
    words = [n.text for n in text_nodes(table.panels[own.seat])]
    assert own.figures == ()  # nothing of a trio yet: all three powers are still needed
    assert tr("No trio yet (still needed: {powers}): only a trio wins", powers="E, L, J") in words
    assert tr.trn("{count} round left, this one included", "{count} rounds left, this one included", 2) in words
    assert clipped_texts(table) == []
    table.sync(late.model_copy(update={"round": 14}))
    table.draw(ctx[1])
    assert tr("This is the last round") in [n.text for n in text_nodes(table.panels[own.seat])]
    assert tr("Round {round} of {total} (the last)", round=14, total=14) in table.header.text
    assert clipped_texts(table) == []
    table.sync(late.model_copy(update={"round": 5}))  # far from the end: the usual line
    assert tr("Your best trio: none yet, still needed: {powers}", powers="E, L, J") in [
        n.text for n in text_nodes(table.panels[own.seat])]


def test_the_count_of_earlier_kept_results_stays_clear_of_its_ok_button(ctx: Any) -> None:
    table = crowded(ctx)
    for _ in range(3):
        table.headlines.post(KEPT_RESULTS[ctx[0].tr.language])
    table.draw(ctx[1])
    board = table.headlines
    words = board.earlier.world_rect()
    drawn = table.stage.painter.surface(board.earlier, board.earlier.world_scale())
    tr = ctx[0].tr
    said = tr.trn("and {count} earlier result: see the log", "and {count} earlier results: see the log", 2)
    assert drawn is not None and board.earlier.text == said
    assert said.startswith("and 2 earlier results") or tr.language != "en"
    words.size = drawn.get_size()
    assert not words.colliderect(board.dismiss_button.world_rect())
    assert board.panel.world_rect().contains(words)
    assert clipped_texts(table) == []


def test_the_team_vetoes_line_stays_clear_of_a_prompt_with_buttons_and_its_key_hint(ctx: Any) -> None:
    """Playtest: the key hint under the buttons ran over "Vetoes · Team A: …" whenever there were buttons."""
    from scenes.tables.common.prompt import ButtonSpec

    table = crowded(ctx)
    tr = ctx[0].tr
    if tr.language == "en":
        table.say("Ada: vote on your team's veto", "A team veto needs every teammate's vote; the first vote against "
                  "ends the team vote and the unanimous discard takes place.")
    else:  # the longest the German prompt says at a veto
        table.say(tr("{name}: does your team use its veto on the unanimous discard?", name="Alexandra"),
                  tr("The team veto needs every teammate's vote and voids the whole round: no show-down, no points, "
                     "no figure, and the round is dealt again. Vetoes left to the team: {left}.", left=1))
    table.prompt.set_buttons([ButtonSpec(tr("Vote against veto (A)"), lambda: None, "primary"),
                              ButtonSpec(tr("Vote for team veto (V)"), lambda: None, "danger"),
                              ButtonSpec(tr("Give {figure} to {name}", figure="E♠", name="Alexandra"), lambda: None),
                              ButtonSpec(tr("Give {figure} to {name}", figure="E♠", name="Heuristic bot 4"),
                                         lambda: None)])  # two rows of buttons
    table.prompt.set_hint(tr(KEYS_HINT), visible=True)
    table.draw(ctx[1])
    assert table.team_vetoes.visible and overlapping_panels(table) == []
    assert clipped_texts(table) == []


def test_the_keys_hint_under_the_prompt_is_one_line(ctx: Any) -> None:
    """Playtest: the hint wrapped onto a second line at both sizes (German too), crowding the prompt."""
    context, screen = ctx
    table = crowded(ctx)
    table.prompt.set_hint(context.tr(KEYS_HINT), visible=True)
    table.draw(screen)
    hint, painter = table.prompt.hint, table.stage.painter
    scale = hint.world_scale()
    drawn = painter.surface(hint, scale)
    one_word = painter.text("Tab", hint.size * scale, (0, 0, 0))
    assert hint.visible and drawn is not None and drawn.get_height() == one_word.get_height(), hint.text


def test_a_message_covers_no_words_on_the_table(ctx: Any) -> None:
    """Playtest: "Not your turn: waiting for …" was printed over the seat panels' names and points."""
    from scenes.tables.common.toastspot import toast_box, word_rects

    context, screen = ctx
    table = crowded(ctx)
    table.stage.toast(context.tr("Not your turn: waiting for {name}", name=NAMES[2]))  # as the stage refuses
    table.draw(screen)
    text = table.stage.toast_text
    assert text is not None
    box = toast_box(table.stage, text)
    assert pygame.Rect((0, 0), table.stage.size).contains(box)
    covered = [r for r in word_rects(table.stage.root, table.stage.painter) if r.colliderect(box)]
    assert covered == []


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_an_opponents_discard_grows_into_its_panel_when_there_is_room(size: tuple[int, int]) -> None:
    """Issue 31: at three players the panels across the top are wide, and their cards used a third of them ("use
    the room: larger cards, not more margin"). Each opponent's public discard is now a fair share of its panel,
    at 1280×720 and 1920×1080 alike, and the whole label "Unanimous" is printed."""
    context, screen = make_context(size, "instant")
    try:
        seats = [SeatSpec(name="Ada"), SeatSpec(kind="bot", name="Ben", level="heuristic"),
                 SeatSpec(kind="bot", name="Cleo", level="heuristic")]
        match = Match(demos.GAME.rules, {"mode": "full", "first_dealer": 0}, seats, 2)
        for seat in (1, 2):  # Ada deals: Ben, then Cleo lay a public discard (and draw the deck's top card)
            assert match.active_players() == (seat,)
            hand = match.view(seat).seats[seat].hand
            assert hand is not None
            match.submit(seat, Discard(card=hand[0]))
        table = make_table(context, match, viewer=0)
        context.stack.push(table)
        pump(context, screen)
        for seat in (1, 2):
            panel = table.panels[seat]
            card = table.seat_nodes[seat].piles["public"][-1]
            shown, whole = card.world_rect(), panel.world_rect()
            assert shown.w >= 0.13 * whole.w and shown.h >= 0.33 * whole.h, (shown, whole)
            assert whole.contains(shown)
            assert "Unanimous" in [n.text for n in text_nodes(panel)]
        assert clipped_texts(table) == []
        assert overlapping_panels(table) == []
    finally:
        pygame.quit()
