"""The Dindex table's places (scenes/tables/dindex/board.py): the words beside the chain and under the tasks
name the parties, never by a seat's letter (playtest 4: "1. D plays", "CHANC (E)"), and a card that has just
landed on the chain is the one the words beside it name; a task's tooltip says who covers it; the role card's
text stays inside it, the chain never runs onto it, a new formation shows no stale tasks, the board's news stays
one line, and toasts lie over the board, never over the parties or the end overlay."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.trusted import emit
from game.dindex.components import components
from game.dindex.events import CardPlayed
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.node import Node
from scenes.engine.nodes import TextNode
from scenes.tables.common.toastspot import card_rects, covered, toast_box, word_rects
from scenes.tables.dindex.look import card_name
from scenes.tables.dindex.nodes import FitText, TaskNode
from tests.scenes.tables.dindex.crowded import NAMES, crowded_open_window, seven_party_table
from tests.scenes.tables.dindex.test_nodes import bare, bots_play_until, ctx, ctx_lang, table_of  # noqa: F401
from tests.scenes.tables.dindex.test_preview import anna_asked, play_until, table_for


def test_the_role_card_text_stays_inside_the_card_and_says_when_roles_are_revealed(ctx_lang: Any) -> None:  # noqa: F811
    table = table_of(*ctx_lang, 5)
    card = table.role_card
    painter = table.stage.painter
    for node in card.children:
        assert isinstance(node, TextNode)
        _w, h = node.measure(painter)
        assert node.y + h <= card.h - 2, node.text
    assert table.ctx.tr("Nobody else sees it until an oligarch must reveal it (an oligarch who reaches the Government "
                        "Points to win, § 6.1, or who seizes power) or the game ends.") in card.tooltip


def test_a_toast_appears_over_the_board_not_over_the_parties(ctx: Any) -> None:  # noqa: F811
    table = table_of(*ctx, 5)
    table.toast("Formation failed in term 1: the Dindex falls a card")
    pump(*ctx)
    assert table.stage.toast_text
    stage, board = table.stage, table.board
    assert stage.toast_x is not None and board.x < stage.toast_x < board.x + board.w
    # the toast hangs down from toast_y: below every party's panel, on the board
    assert all(stage.toast_y >= panel.y + panel.h for panel in table.panels.values())
    assert board.y <= stage.toast_y < board.y + board.h
    table.update(3.0)
    assert not table.stage.toast_text


def test_s5_3_a_new_formation_does_not_show_last_terms_tasks_as_due(ctx: Any) -> None:  # noqa: F811
    table = table_of(*ctx, 5, seed=1)
    bots_play_until(table, lambda v: v.term == 2 and v.phase in ("propose", "assign", "respond"))
    pump(*ctx)
    assert table.match.view(0).tasks  # the rules keep them lying there until the new government stands
    assert not [n for n in table.task_layer.children if isinstance(n, TaskNode)]
    assert any("back into the deck" in n.text for n in table.task_layer.children if isinstance(n, TextNode))


def test_s5_7_the_board_news_stays_one_line_after_the_settlement(ctx_lang: Any) -> None:  # noqa: F811
    here = ctx_lang
    table = table_of(*here, 5, seed=1)
    bots_play_until(table, lambda v: v.phase == "campaign")
    pump(*here)
    text, size = table.news.chosen(table.stage.painter)
    assert bare(table.ctx.tr("settled: {gains}")) in text and size >= 9.0
    assert table.news.paint(table.stage.painter, 1.0).get_height() < 18
    assert table.news.x + table.news.paint(table.stage.painter, 1.0).get_width() <= table.board.w


def test_s5_5_the_chain_beside_the_top_card_never_runs_onto_the_role_card(ctx_lang: Any) -> None:  # noqa: F811
    here = ctx_lang
    table = table_of(*here, 5, seed=1)
    bots_play_until(table, lambda v: len(v.chain) >= 2)
    pump(*here)
    painter = table.stage.painter
    scale = table.stage.root.scale
    # every node under the centre, the chain's entries and the texts in them, in the table's design units
    nodes = [n for n in table.centre.walk() if n is not table.centre]
    bottom = max(n.world_pos()[1] / scale + (n.measure(painter)[1] if isinstance(n, TextNode) else n.h * n.scale)
                 for n in nodes)
    assert bottom <= table.role_card.y
    for n in nodes:
        if isinstance(n, FitText):
            assert n.paint(painter, 1.0).get_width() <= n.fit + 1
            assert n.world_pos()[0] / scale + n.fit <= table.log.x  # never into the log


def test_the_end_overlay_is_not_covered_by_a_last_toast(ctx: Any) -> None:  # noqa: F811
    table = table_of(*ctx, 5)
    view = table.match.view(0)
    over = view.model_copy(update={"phase": "over", "winners": (0,), "reason": "rp_reached", "active": ()})
    table.sync(over)
    panel = table.overlay.panel
    assert table.overlay.visible
    assert table.stage.toast_y >= panel.y + panel.h  # a toast shows under the result, never over it


A_SEATS_LETTER = re.compile(r"(^\d+\. [A-G] )|(→ [A-G]$)|(\([A-G]\))")


@pytest.fixture(params=[(size, language) for language in ("en", "de") for size in ((1280, 720), (1920, 1080))],
                ids=["en-720p", "en-1080p", "de-720p", "de-1080p"])
def ctx_by_size(request: Any) -> Iterator[tuple[Any, Any]]:
    size, language = request.param
    context, screen = make_context(size, "instant", language=language)
    yield context, screen
    pygame.quit()


def shown_words(node: Node, painter: Any) -> list[str]:
    """The words a subtree draws: a fitted line as it is drawn (the alternative it fell back to)."""
    out = []
    for child in node.children:
        if isinstance(child, FitText):
            out.append(child.chosen(painter)[0])
        elif isinstance(child, TextNode):
            out.append(child.text)
        out += shown_words(child, painter)
    return out


def test_the_chain_names_who_played_each_card_and_at_whom_by_name(ctx_by_size: Any) -> None:
    table = seven_party_table(*ctx_by_size)
    view = crowded_open_window(table.view)
    table.sync(view)
    words = shown_words(table.centre, table.stage.painter)
    entries = [w for w in words if re.match(r"\d+\. ", w)]
    assert entries, words
    for text in entries:
        number = int(text.split(".")[0])
        played = view.chain[number - 1]
        assert text.startswith(f"{number}. {NAMES[played.seat]} "), text
        if played.target is not None and played.countered is None:
            assert text.endswith(f"→ {NAMES[played.target]}"), text
    assert not [w for w in words if A_SEATS_LETTER.search(w)]


def test_a_task_covered_by_two_offices_names_their_holders_and_never_by_a_letter(ctx_by_size: Any) -> None:
    table = seven_party_table(*ctx_by_size)
    table.sync(crowded_open_window(table.view))
    painter = table.stage.painter
    covered_by = bare(table.ctx.tr(" Covered by: {offices}."))
    covered = [n for n in table.task_layer.children if isinstance(n, TaskNode) and covered_by in (n.tooltip or "")]
    assert covered
    lines = [w for n in covered for w in shown_words(n, painter) if w.startswith("✓")]
    assert lines and not [w for w in lines if A_SEATS_LETTER.search(w)], lines


def test_the_words_beside_a_card_landing_on_the_chain_name_that_card_and_who_played_it(ctx_by_size: Any) -> None:
    table = seven_party_table(*ctx_by_size)
    table.sync(crowded_open_window(table.view))  # a long chain lies there; a secret action is now carried out
    card = 5
    landing = emit(CardPlayed(seat=2, card=card, code=components().cards[card].code,
                              name=components().cards[card].name, mode="secret", dindex=3, target=4))
    for step in table.anims.motion(landing):
        step.finish()
    words = shown_words(table.centre, table.stage.painter)
    tr = table.ctx.tr
    # a name too long for the chain is hyphenated ("Mitgliederwer-\nbung"): it reads as the card's name
    words[2:] = [word.replace("-\n", "") for word in words[2:]]
    assert words == [tr("On the chain:"), tr("{name} carries out → {target}", name=NAMES[2], target=NAMES[4]),
                     card_name(card, tr)]


def test_s5_3_a_task_s_tooltip_says_who_covers_it_once_it_is_covered(ctx: Any) -> None:  # noqa: F811
    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("tasks"))
    targets = table.drops.targets(table.tokens[table.view.task_office])
    node, action = next(iter(targets.items()))
    assert "Not covered yet" in (node.tooltip or "")
    pump(*ctx, [mouse("move", node.world_rect().center)], frames=60)
    table.act(action)
    pump(*ctx, frames=60)
    now = table.stage.tooltip_text or ""
    assert "Covered by" in now and components().tasks[action.task].name in now


def test_every_card_of_a_six_card_hand_can_be_read_where_it_lies(ctx: Any) -> None:  # noqa: F811
    """Playtest: with six cards only the top card's text could be read (the others are strips under the next
    card). The card under the pointer comes to the front whole and goes back to its strip when the pointer
    leaves."""
    from tests.scenes.tables.dindex.test_nodes import play_until as play_on
    from tests.scenes.tables.dindex.test_round_three import anna_against_bots, shooting_position

    context, screen = ctx
    table = anna_against_bots(context, screen)
    play_on(ctx, table, lambda v: v.phase == "open_turn" and v.active == (0,),
            prepare=lambda m: shooting_position(m, secret=False))
    cards = table.hand.cards()
    assert len(cards) >= 6
    second = cards[1]
    assert second.strip is not None  # covered by the next card: a strip
    x, y = second.world_pos()
    scale = second.world_scale()
    pump(context, screen, [mouse("move", (x + 15 * scale, y + 60 * scale))])
    assert table.stage.hover is second
    assert second.strip is None and second.z > max(c.z for c in cards if c is not second)
    assert all(c.strip == c.kept_strip for c in cards if c is not second)
    pump(context, screen, [mouse("move", (5, 700))])
    assert second.strip is not None and second.z == 1


def test_the_end_before_a_new_government_shows_no_last_term_task_as_still_to_do(ctx: Any) -> None:  # noqa: F811
    """Playtest: the game ended at a failed formation in term 3, and the final table showed term 2's tasks
    "open — not covered". No office is held: the tasks lying there are the last term's and are not shown."""
    import game.dindex as dindex
    from game.core.match import Match, SeatSpec
    from scenes.tables.dindex.table import make_table

    context, screen = ctx
    seats = [SeatSpec(name="Ada"), SeatSpec(name="Ben"), SeatSpec(kind="bot", name="Otto", level="heuristic")]
    m = Match(dindex.GAME.rules, {}, seats, 0)
    while m.result() is None:  # a fixed rule: the last legal action (the formation is let fail in term 3)
        seat = m.active_players()[0]
        m.submit(seat, m.legal_actions(seat)[-1])
    view = m.view(None)
    assert view.tasks and all(o < 0 for o in view.offices)  # term 2's tasks, no government in term 3
    table = make_table(context, m)
    context.stack.push(table)
    pump(context, screen)
    assert not [n for n in table.task_layer.children if isinstance(n, TaskNode)]
    assert any("last term's tasks" in n.text for n in table.task_layer.children if isinstance(n, TextNode))


def test_s5_6_in_the_campaign_an_uncovered_task_reads_not_solved_not_open(ctx: Any) -> None:  # noqa: F811
    """After § 5.6 the term's unsolved tasks have acted: none of them is still "open"."""
    import game.dindex as dindex
    from game.core.match import Match, SeatSpec
    from scenes.tables.dindex.table import make_table
    from tests.scenes.tables.dindex.driving import drive_until

    context, screen = ctx
    seats = [SeatSpec(name="Ada"), SeatSpec(kind="bot", name="Ben", level="heuristic"),
             SeatSpec(kind="bot", name="Otto", level="heuristic")]
    m = Match(dindex.GAME.rules, {}, seats, 0)
    drive_until(m, lambda v: v.phase == "campaign")
    table = make_table(context, m)
    context.stack.push(table)
    pump(context, screen)
    tasks = [n for n in table.task_layer.children if isinstance(n, TaskNode)]
    uncovered = [n for n in tasks if n.task not in table.view.covers]
    assert uncovered
    for node in uncovered:
        words = [c.text for c in node.children if isinstance(c, FitText)]
        assert "✗ not solved" in words and not any("open" in w for w in words)


def test_a_toast_covers_no_board_text_or_lies_on_a_band_as_wide_as_the_board(ctx: Any) -> None:  # noqa: F811
    """Playtest: toasts were drawn over the tasks, their words peeking out beside the toast. Below the tasks
    where there is room; else on an opaque band across the board."""
    from tests.scenes.tables.dindex.test_nodes import play_until as play_on
    from tests.scenes.tables.dindex.test_round_three import anna_against_bots, shooting_position

    context, screen = ctx
    table = anna_against_bots(context, screen)
    play_on(ctx, table, lambda v: v.phase == "open_turn" and v.active == (0,),
            prepare=lambda m: shooting_position(m, secret=False))
    stage, board = table.stage, table.board
    tasks = [n for n in table.task_layer.children if isinstance(n, TaskNode)]
    stage.toast("Not your turn: waiting for Bot 1", 5)
    pump(context, screen)
    lowest = board.y + max(n.y + n.h for n in tasks)
    band = table.toast_band
    if stage.toast_y >= lowest:
        assert not band.visible
    else:  # two rows of tasks here leave no room below them
        assert band.visible and band.z > board.z
        assert band.x <= board.x + 4 and band.x + band.w >= board.x + board.w - 4
        assert band.y <= stage.toast_y and band.y + band.h >= stage.toast_y + 36
    pump(context, screen, frames=400)  # the toast goes, and its band with it
    assert stage.toast_text is None and not band.visible


def test_a_toast_in_the_negotiation_lies_below_the_boards_words(ctx: Any) -> None:  # noqa: F811
    """No tasks lie on the board while a government is formed: the toast goes below the board's words."""
    from tests.scenes.tables.dindex.test_round_three import anna_against_bots

    context, screen = ctx
    table = anna_against_bots(context, screen)
    play_until(ctx, table, lambda v: v.phase in ("propose", "respond", "assign"))
    table.stage.toast("Not your turn: waiting for Bot 1", 5)
    pump(context, screen)
    words = [n for n in table.task_layer.children if isinstance(n, TextNode)]
    assert words
    bottom = max(table.board.y + n.y + n.measure(table.stage.painter)[1] for n in words)
    assert table.stage.toast_y >= bottom and not table.toast_band.visible


def test_s6_after_the_game_the_board_says_it_is_over_and_not_that_a_term_began(ctx_lang: Any) -> None:  # noqa: F811
    """Playtest (issue 27): the end table read "Term 3 began" on the board beside "The game is over"."""
    context, screen = ctx_lang
    table = table_of(context, screen, 4, seed=3)
    bots_play_until(table, lambda v: v.phase == "over", limit=6000)
    pump(context, screen)
    tr = table.ctx.tr
    view = table.match.view(0)
    board_words = [table.news.chosen(table.stage.painter)[0], *table.news.texts]
    stale = [tr("Term {term} began", term=term) for term in range(1, view.term + 1)]
    assert not [words for words in board_words if any(old in words for old in stale)], board_words
    assert table.news.chosen(table.stage.painter)[0] == tr("Game over in term {term}", term=view.term)
    assert table.prompt_text().startswith(tr("The game is over."))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("lines", [1, 3])
def test_a_toast_covers_no_words_of_the_board_even_when_the_tasks_leave_it_no_room(
        size: tuple[int, int], language: str, lines: int) -> None:
    """Playtest (issue 27): a long toast was put over "No government tasks on the table yet" (it found no room
    below that line and lay on a band over it). A toast of one or three lines covers no words and no cards of
    the table: no party's panel, no line of the board, no band hiding them."""
    context, screen = make_context(size, "instant", language=language)
    try:
        table = table_of(context, screen, 5)
        stage = table.stage
        tr = context.tr
        assert any(n.text == tr("No government tasks on the table yet (they are drawn once the government stands).")
                   for n in table.task_layer.children if isinstance(n, TextNode))
        text = " ".join([tr("Formation failed in term 1: the Dindex falls a card")] * (2 * lines - 1))
        table.toast(text)
        pump(context, screen)
        assert stage.toast_text == text
        box = toast_box(stage, text)
        assert box.h >= (lines * 18 + 20) * stage.root.scale  # as many lines as meant
        assert covered(box, word_rects(stage.root, stage.painter)) == 0, stage.toast_y
        assert covered(box, card_rects(stage.root)) == 0, stage.toast_y
        assert not table.toast_band.visible
        for panel in table.panels.values():
            assert not box.colliderect(panel.world_rect())
    finally:
        pygame.quit()
