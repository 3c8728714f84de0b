"""Issue 12, Dindex: card faces readable whole at both window sizes, a large preview of a card beside the
prompt, voters as sheep cards, labels that say what they count, offices dragged onto tasks, tooltips that
leave with their node, flying tokens that land beside the words, and an end-of-term summary that stays."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.core.trusted import emit
from game.dindex.components import components
from game.dindex.events import VotersMoved
from game.dindex.state import CoverTask, PlayCard, SupportCrisis
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.nodes import TextNode
from scenes.tables.dindex.look import ActionCardNode, strip_lines
from scenes.tables.dindex.nodes import LANDING_H, LANDING_W, FitText, SheepRow, TaskNode
from scenes.tables.dindex.preview import HOVER_DELAY
from scenes.tables.dindex.prompt import prompt_for
from scenes.tables.dindex.table import DindexTable, make_table
from tests.scenes.tables.dindex.crowded import crowded_open_window, drive_until, seven_party_table


@pytest.fixture
def ctx() -> Iterator[tuple[Any, Any]]:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def table_for(context: Any, screen: Any, seed: int = 1) -> DindexTable:
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="heuristic")
                                       for n in ("Ben", "Cleo", "Dan", "Eve")]
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, seed))
    context.stack.push(table)
    pump(context, screen)
    return table


def play_until(ctx: Any, table: DindexTable, done: Any) -> None:
    """The match moves on by the rules-only driver until `done(Anna's view)`; the table catches up."""
    drive_until(table.match, done)
    table.show()
    pump(*ctx)


def anna_asked(phase: str) -> Any:
    return lambda v: v.phase == phase and v.active[:1] == (0,)


# -- cards -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["720p", "1080p"])
def test_every_action_card_face_shows_its_whole_effect_at_a_readable_size(ctx: Any, scale: float) -> None:
    painter = ctx[0].painter
    for index in range(len(components().cards)):
        for level in (5, 4, 3, 2):
            fit = ActionCardNode(index, level).face_fit(painter, scale)
            assert not fit.cut, components().cards[index].name
            assert fit.effect_size >= 9.0 and fit.name_size >= 9.5, (components().cards[index].name, fit)


def test_border_closure_keeps_its_last_word_on_the_face(ctx: Any) -> None:
    index = next(i for i, c in enumerate(components().cards) if c.name == "Border Closure")
    assert not ActionCardNode(index, 4).face_fit(ctx[0].painter).cut


def test_a_name_in_a_crowded_hand_strip_is_broken_into_whole_pieces_never_cut(ctx: Any) -> None:
    painter = ctx[0].painter
    for c in components().cards:
        lines = strip_lines(painter, c.name, 10, 40)
        assert all(painter.text(line, 10, (0, 0, 0), bold=True).get_width() <= 40 for line in lines), lines
        joined = "".join(line.removesuffix("-") for line in lines).replace(" ", "")
        assert joined == c.name.replace(" ", "").replace("-", ""), lines  # every letter, in order, none lost


def test_resting_the_pointer_on_a_hand_card_shows_its_large_preview_clear_of_the_prompt(ctx: Any) -> None:
    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("open_turn"))
    card = table.hand.cards()[0]
    assert isinstance(card, ActionCardNode)
    pump(*ctx, [mouse("move", card.world_rect().center)], frames=round(HOVER_DELAY * 60) + 3)
    preview = table.preview
    assert preview.visible and preview.index == card.index
    assert any("Register" in line for line in preview.texts())
    x, y = table.prompt.world_pos()
    prompt = pygame.Rect(round(x), round(y), round(table.prompt.width), round(table.prompt.h))
    assert not preview.world_rect().colliderect(prompt)
    assert not preview.world_rect().colliderect(table.hand.world_rect())
    assert table.stage.tooltip_text is None  # the preview explains the card; no tooltip over the prompt
    pump(*ctx, [mouse("move", (3, 3))], frames=2)
    assert not preview.visible


def test_a_right_click_pins_a_card_s_preview_until_the_next_right_click(ctx: Any) -> None:
    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("open_turn"))
    card = table.hand.cards()[-1]
    assert isinstance(card, ActionCardNode)
    at = card.world_rect().center
    pump(*ctx, [mouse("down", at, button=3), mouse("move", (3, 3))], frames=2)
    assert table.preview.visible and table.preview.index == card.index
    pump(*ctx, [mouse("down", (3, 3), button=3)], frames=2)
    assert not table.preview.visible


# -- party panels -----------------------------------------------------------------------------------
def test_s3_3_voters_and_core_voters_are_drawn_as_sheep_cards_next_to_their_numbers(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    view = crowded_open_window(table.view)
    table.sync(view)
    for seat, panel in table.panels.items():
        rows = [n for n in panel.children if isinstance(n, SheepRow)]
        assert [(r.count, r.core) for r in rows] == [(view.voters[seat], False), (view.core[seat], True)]
        assert "grouped by three" in (rows[1].tooltip or "")


def test_s5_2_votes_counted_at_the_election_are_labelled_as_such(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    table.sync(crowded_open_window(table.view))
    painter = table.stage.painter
    for panel in table.panels.values():
        shown = [n.chosen(painter)[0] for n in panel.children if isinstance(n, FitText)]
        assert any("election" in text or "elected" in text for text in shown), shown


def test_seven_parties_keep_the_word_holds_when_one_party_has_four_offices(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    table.sync(crowded_open_window(table.view))  # seat 3 holds the Chancellery and three ministries
    painter = table.stage.painter
    held = [n.chosen(painter)[0] for n in table.panels[3].children if isinstance(n, FitText)
            and n.texts[0].startswith("Holds")]
    assert held and held[0].startswith("Holds") and not held[0].endswith("…")


def test_s5_5_the_open_turn_counts_the_cards_that_can_be_played_not_their_targets(ctx: Any) -> None:
    table = table_for(*ctx)
    view = table.view.model_copy(update={"phase": "open_turn", "active": (0,)})
    legal = [PlayCard(card=3, target=1), PlayCard(card=3, target=2), PlayCard(card=3, target=4), PlayCard(card=9)]
    _title, sub = prompt_for(view, table.name, 0, legal)
    assert "2 cards playable" in sub


# -- the board ---------------------------------------------------------------------------------------
def test_s5_3_the_office_being_placed_is_dragged_onto_a_task_as_a_card_is_played(ctx: Any) -> None:
    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("tasks"))
    token = table.tokens[table.view.task_office]
    assert token.draggable and token.lit
    targets = table.drops.targets(token)
    legal = table.legal()
    assert targets and all(isinstance(n, TaskNode) and a in legal for n, a in targets.items())
    node, action = next(iter(targets.items()))
    assert isinstance(action, (CoverTask, SupportCrisis)) and action.task == node.task
    moves = len(table.match.actions)
    start, end = token.world_rect().center, node.world_rect().center
    pump(*ctx, [mouse("down", start), mouse("move", (start[0] + 20, start[1] + 20)), mouse("move", end),
                mouse("up", end)], frames=2)
    assert table.match.actions[moves][1] == action


def test_a_drop_zone_s_tooltip_leaves_with_its_phase(ctx: Any) -> None:
    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("open_turn"))
    zone = table.zones["exchange"]
    pump(*ctx, [mouse("move", zone.world_rect().center)], frames=60)
    assert table.stage.tooltip_text == zone.tooltip
    play_until(ctx, table, lambda v: v.phase in ("reposition", "campaign", "propose", "assign", "respond"))
    assert not zone.visible and table.stage.tooltip_text != zone.tooltip


def test_s5_3_a_task_s_tooltip_says_who_covers_it_once_it_is_covered(ctx: Any) -> None:
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


def test_flying_voter_tokens_and_rp_notes_land_beside_the_words_of_a_panel(ctx: Any) -> None:
    table = seven_party_table(*ctx)
    table.sync(crowded_open_window(table.view))
    painter = table.stage.painter
    for pool in ("voters", "core_voters"):
        for seat, panel in table.panels.items():
            x, y = panel.landing(pool)
            spot = pygame.Rect(round(x), round(y), round(LANDING_W), round(LANDING_H))
            for node in panel.children:
                if isinstance(node, TextNode) and node.text:
                    w, h = (node.paint(painter, 1.0) or pygame.Surface((1, 1))).get_size()
                    words = pygame.Rect(round(panel.x + node.x), round(panel.y + node.y), w, h)
                    assert not spot.colliderect(words), (seat, pool, node.text)
                elif isinstance(node, SheepRow):
                    number = painter.text(f"{node.label} {node.count}", 10.5, (0, 0, 0)).get_width()
                    label = pygame.Rect(round(panel.x + node.x), round(panel.y + node.y), number, round(node.h))
                    assert not spot.colliderect(label), (seat, pool, node.label)
    motion = table.anims.motion(emit(VotersMoved(from_pool="non_voters", to_pool="voters", to_seat=2, count=1,
                                                 why="test")))
    target = motion[0].targets
    assert (target["x"], target["y"]) == table.panels[2].landing("voters")


# -- the end of a term -------------------------------------------------------------------------------
def test_s5_7_the_end_of_term_summary_stays_until_it_is_dismissed(ctx: Any) -> None:
    table = table_for(*ctx)
    play_until(ctx, table, lambda v: v.phase == "campaign")
    summary = table.summary
    assert summary.visible and summary.term == 1
    words = "\n".join(summary.texts())
    for part in ("Tasks solved", "Unsolved", "Offices settled", "RP", "Dindex moves", "Chaos"):
        assert part in words
    assert "chaos at the end of the term" in words  # every Dindex move with its cause
    x, y = table.prompt.world_pos()
    prompt = pygame.Rect(round(x), round(y), round(table.prompt.width), round(table.prompt.h))
    assert not summary.world_rect().colliderect(prompt)
    play_until(ctx, table, lambda v: v.term == 2)
    assert summary.visible and summary.term == 1  # still there in the next term: nobody dismissed it
    # the new term's negotiation and tasks are on the board: the summary waits folded under the log, in its column
    assert not summary.world_rect().colliderect(table.board.world_rect())
    log, bar = table.log.world_rect(), summary.world_rect()
    assert summary.folded and bar.top >= log.bottom and log.left <= bar.left and bar.right <= log.right
    pump(*ctx, [mouse("down", summary.button.world_rect().center), mouse("up", summary.button.world_rect().center)])
    assert not summary.visible
    table.show()
    assert not summary.visible


def test_the_keyboard_focus_on_a_hand_card_shows_its_preview_and_leaves_with_the_card(ctx: Any) -> None:
    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("open_turn"))
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
    for _ in range(40):
        if isinstance(table.stage.focus_ring.current, ActionCardNode):
            break
        pump(*ctx, [tab])
    focused = table.stage.focus_ring.current
    assert isinstance(focused, ActionCardNode)
    pump(*ctx, frames=2)
    assert table.preview.visible and table.preview.index == focused.index
    table.hand.remove(focused)  # as when the card has been played and the hand rebuilt
    pump(*ctx, frames=2)
    assert not table.preview.visible


def test_an_action_card_named_in_the_log_previews_as_the_whole_card(ctx: Any) -> None:
    """The whole card at the current Dindex, in the table's large preview beside the log (the stage draws no
    small card of its own by the pointer, and a task named in the log has no face: its tooltip says it)."""
    from scenes.engine.logpanel import CardWord
    from scenes.tables.dindex.look import card_face
    from scenes.tables.dindex.preview import HOVER_DELAY

    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("open_turn"))
    drawn = table.stage.preview_node
    assert drawn is not None
    stage_own = drawn(card_face("a12"))
    assert stage_own is not None and stage_own.look() is None  # nothing drawn by the pointer
    log_face, _words, _color = table.log_look()
    assert log_face("t1") is None
    word = next(n for n in table.log.walk() if isinstance(n, CardWord) and n.preview is not None
                and n.preview.id.startswith("a") and n.effectively_visible())
    pump(*ctx, [mouse("move", word.world_rect().center)], frames=round(HOVER_DELAY * 60) + 3)
    assert table.stage.hover is word
    assert word.preview is not None
    assert table.preview.visible and table.preview.index == int(word.preview.id[1:])
    assert table.preview.level == table.view.dindex_level
