"""The log panel: the whole history, scrolled by wheel, scrollbar and keys, through the stage as a player would."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.engine.cards import CardFace
from scenes.engine.headless import drag_events, key, make_context, mouse
from scenes.engine.logpanel import CUT_MARK, CardWord, LogPanel, Segment
from scenes.engine.stage import Stage

PANEL = (990.0, 10.0, 280.0, 700.0)  # where the tables put their log at 1280×720 (design units)


def face(card: str) -> CardFace:
    return CardFace(id=card, corner=card, center="♠", color=(0, 0, 0))


def short(i: int) -> list[Segment]:
    """A line that fits one row: scrolling by rows is scrolling by lines."""
    return [(f"Line {i}: Ben plays ", None), ("7♥", "7H")]


def long(i: int) -> list[Segment]:
    return [(f"Line {i}: Heuristic bot 2 plays ", None), ("7♥", "7H"), (" onto the pile, then Anna draws ", None),
            ("Q♠", "QS"), (", and the media turns to scandal.", None)]


def text_of(line: list[Segment]) -> str:
    return "".join(text for text, _ in line)


@pytest.fixture
def stage() -> Iterator[Stage]:
    ctx, _ = make_context((1280, 720))
    yield Stage(ctx)
    pygame.quit()


def log_on(stage: Stage, lines: list[list[Segment]]) -> LogPanel:
    panel = LogPanel(stage.painter, face, lambda c: f"the card {c}", lambda c: (250, 250, 250))
    stage.root.add(panel)
    panel.set_rect(*PANEL)
    panel.set_lines(lines)
    panel.refresh()
    return panel


def wheel(dy: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False)


def over(panel: LogPanel) -> tuple[int, int]:
    return panel.world_rect().center


def test_the_whole_history_is_kept_and_only_the_rows_in_view_become_nodes(stage: Stage) -> None:
    panel = log_on(stage, [long(i) for i in range(3000)])
    assert panel.line_count == 3000 and panel.at_end
    assert panel.visible_lines()[-1] == text_of(long(2999))
    rows = {y for _x, y, _node in panel.word_places()}
    assert panel.rows_in_view - 3 < len(rows) <= panel.rows_in_view  # a line's own rows only: at most 3
    assert panel.bar.visible  # the history is longer than the view: the scrollbar shows


def test_following_the_end_no_slot_at_the_top_is_blank_and_a_cut_line_says_it_goes_on_above(stage: Stage) -> None:
    """Two playtests read the blank slots a line cut at the top used to leave as a fault."""
    cut_seen = False
    for extra in range(3):  # one of these puts a continuation row at the top slot
        panel = log_on(stage, [long(i) for i in range(60)] + [short(i) for i in range(extra)])
        x, y, top = min(panel.word_places(), key=lambda place: (place[1], place[0]))
        assert y == 0 and x == 0  # the top slot is filled
        if top.text == CUT_MARK:
            cut_seen = True
            assert not any(word.text.startswith("Line ") for wx, wy, word in panel.word_places() if wy == 0)
        else:
            assert top.text.startswith("Line ")
        panel.detach()
    assert cut_seen


def test_the_mouse_wheel_over_the_log_scrolls_it_three_rows_a_notch(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(100)])
    end_top = panel.first_visible
    stage.handle(mouse("move", over(panel)))
    assert stage.handle(wheel(1))
    assert panel.first_visible == end_top - 3 and not panel.at_end
    stage.handle(wheel(2))
    assert panel.first_visible == end_top - 9
    stage.handle(wheel(-3))
    assert panel.at_end and panel.first_visible == end_top


def test_the_wheel_elsewhere_on_the_table_leaves_the_log_alone(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(100)])
    stage.handle(mouse("move", (300, 300)))
    assert not stage.handle(wheel(1))
    assert panel.at_end


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_dragging_the_thumb_scrolls_at_any_window_scale(window: tuple[int, int]) -> None:
    ctx, _ = make_context(window)
    try:
        stage = Stage(ctx)
        panel = log_on(stage, [short(i) for i in range(300)])
        bar = panel.bar.world_rect()
        scale = panel.bar.world_scale()
        start, length = panel.bar.thumb()
        grip = (bar.centerx, bar.top + (start + length / 2) * scale)
        for event in drag_events(grip, (bar.centerx, bar.top - 50)):  # past the top: clamps to the start
            assert stage.handle(event)
        assert panel.first_visible == 0
        middle = (bar.centerx, bar.top + (length / 2 + (panel.bar.h - length) / 2) * scale)
        for event in drag_events((bar.centerx, bar.top + length / 2 * scale), middle):
            stage.handle(event)
        hidden = 300 - panel.rows_in_view
        assert abs(panel.first_visible - hidden / 2) <= 1
        assert stage.dragging is None and stage.selection is None
    finally:
        pygame.quit()


def test_a_click_on_the_track_moves_a_page_towards_it(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(300)])
    before = panel.first_visible
    bar = panel.bar.world_rect()
    stage.handle(mouse("down", (bar.centerx, bar.top + 5)))
    stage.handle(mouse("up", (bar.centerx, bar.top + 5)))
    assert panel.first_visible == before - (panel.rows_in_view - 1)


def test_page_keys_home_and_end_scroll_the_log_while_the_pointer_is_over_it(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(300)])
    page = panel.rows_in_view - 1
    end_top = panel.first_visible
    stage.handle(mouse("move", over(panel)))
    assert stage.handle(key(pygame.K_PAGEUP))
    assert panel.first_visible == end_top - page
    stage.handle(key(pygame.K_HOME))
    assert panel.first_visible == 0
    stage.handle(key(pygame.K_PAGEDOWN))
    assert panel.first_visible == page
    stage.handle(key(pygame.K_END))
    assert panel.at_end


def test_the_table_can_hand_the_log_its_keys_and_other_keys_stay_with_the_table(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(300)])
    stage.handle(mouse("move", (300, 300)))  # the pointer is not over the log
    assert not stage.handle(key(pygame.K_PAGEUP))
    assert panel.at_end
    assert panel.handle_key(pygame.K_HOME) and panel.first_visible == 0
    assert not panel.handle_key(pygame.K_a)
    panel.visible = False
    assert not panel.handle_key(pygame.K_END)  # a hidden log takes no keys
    assert panel.first_visible == 0


def test_appending_while_scrolled_up_keeps_the_first_visible_line_and_counts_the_new_ones(stage: Stage) -> None:
    panel = log_on(stage, [long(i) for i in range(200)])
    panel.scroll_by(-40)
    reading = panel.first_visible
    shown = panel.visible_lines()[0]
    panel.append_lines([long(i) for i in range(200, 205)])
    panel.refresh()
    assert panel.first_visible == reading and panel.visible_lines()[0] == shown
    assert not panel.at_end and panel.new_lines == 5
    assert panel.new_lines_button.visible and panel.new_lines_button.label == "↓ 5 new lines"


def test_the_tables_way_of_handing_the_whole_history_again_is_an_append(stage: Stage) -> None:
    history = [long(i) for i in range(200)]
    panel = log_on(stage, history)
    panel.scroll_by(-10)
    reading = panel.first_visible
    history.append(long(200))
    panel.set_lines(history)
    panel.refresh()
    assert panel.first_visible == reading and panel.new_lines == 1
    assert panel.new_lines_button.label == "↓ 1 new line"


def test_appending_at_the_end_follows_the_new_lines(stage: Stage) -> None:
    panel = log_on(stage, [long(i) for i in range(200)])
    panel.append_lines([long(200), long(201)])
    panel.refresh()
    assert panel.at_end and panel.visible_lines()[-1] == text_of(long(201))
    assert not panel.new_lines_button.visible


def test_the_new_lines_control_jumps_to_the_end(stage: Stage) -> None:
    panel = log_on(stage, [long(i) for i in range(200)])
    panel.scroll_by(-30)
    panel.append_lines([long(200)])
    panel.refresh()
    button = panel.new_lines_button.world_rect().center
    stage.handle(mouse("down", button))
    stage.handle(mouse("up", button))
    assert panel.at_end and panel.new_lines == 0 and not panel.new_lines_button.visible
    assert panel.visible_lines()[-1] == text_of(long(200))


def test_reaching_the_end_by_scrolling_clears_the_new_lines(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(100)])
    panel.scroll_by(-6)
    panel.append_lines([short(100)])
    panel.refresh()
    panel.scroll_by(50)
    assert panel.at_end and panel.new_lines == 0


def test_the_last_turn_rule_is_drawn_just_above_its_line(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(100)])
    panel.marker = 95
    panel.refresh()
    assert panel.rule.visible
    first_row = min(n.world_rect().top for _x, _y, n in panel.word_places() if n.text.startswith("Line 95:"))
    above = max(n.world_rect().top for _x, _y, n in panel.word_places() if n.text.startswith("Line 94:"))
    assert above < panel.rule.world_rect().top and panel.rule.world_rect().bottom <= first_row + 1
    surface = pygame.Surface(stage.size)
    stage.draw(surface)
    rule = panel.rule.world_rect()
    drawn = {tuple(surface.get_at((x, rule.centery)))[:3] for x in range(rule.left, rule.left + 8)}
    assert tuple(stage.ctx.palette.accent) in drawn
    panel.scroll_to_start()
    assert not panel.rule.visible  # its line is out of view


def test_a_marker_one_past_the_end_shows_once_that_line_arrives(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(10)])
    panel.marker = 10
    panel.refresh()
    assert not panel.rule.visible
    panel.append_lines([short(10)])
    panel.refresh()
    assert panel.rule.visible


def test_a_negative_marker_is_refused_and_changes_nothing(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(10)])
    panel.marker = 3
    with pytest.raises(ValueError, match="line index"):
        panel.marker = -1
    assert panel.marker == 3


def test_resizing_keeps_the_readers_line(stage: Stage) -> None:
    panel = log_on(stage, [long(i) for i in range(500)])
    panel.scroll_by(-300)
    reading = panel.first_visible
    panel.set_rect(1040, 10, 230, 500)  # narrower: every line wraps to more rows
    panel.refresh()
    assert panel.first_visible == reading
    stage.resize((1920, 1080))  # a bigger window: other font sizes, other widths
    panel.refresh()
    assert panel.first_visible == reading and not panel.at_end


def test_words_wrap_as_the_rulebook_of_the_log_says(stage: Stage) -> None:
    line: list[Segment] = [("Round 1 show-down: Heuristic bot number two shows ", None), ("10♥", "10H"),
                           (", Anna ", None), ("Q♠", "QS"), (". The round goes to Anna", None)]
    panel = log_on(stage, [line])
    panel.set_rect(990, 10, 150, 700)
    panel.refresh()
    rows: dict[float, list[str]] = {}
    starts: dict[float, float] = {}
    for x, y, node in sorted(panel.word_places(), key=lambda place: place[0]):
        rows.setdefault(y, []).append(node.text)
        starts.setdefault(y, x)
    assert len(rows) > 2
    cards = [n.text for _x, _y, n in panel.word_places() if isinstance(n, CardWord)]
    assert cards == ["10♥", "Q♠"]  # card names whole
    for y, texts in rows.items():
        assert texts[0].lstrip()[:1] not in (",", ".")  # a comma or full stop stays with the word before
        assert starts[y] == (0 if y == 0 else 14)  # continuation rows are indented


def test_hovering_a_card_name_still_shows_the_card(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(5)])
    word = next(n for _x, _y, n in panel.word_places() if isinstance(n, CardWord))
    stage.handle(mouse("move", word.world_rect().center))
    assert stage.hover is word and word.preview.id == "7H" and word.tooltip == "the card 7H"


def test_a_card_names_tooltip_never_covers_the_card_shown_large_even_at_the_windows_top_right(stage: Stage) -> None:
    panel = log_on(stage, [short(i) for i in range(3)])
    panel.set_rect(1280 - 300, 4, 296, 700)  # the log at the window's right edge, its first line near the top
    panel.refresh()
    word = next(n for _x, _y, n in panel.word_places() if isinstance(n, CardWord))
    stage.handle(mouse("move", word.world_rect().center))
    stage.update(1.0)  # the pointer rests: the tooltip is due
    stage.draw(pygame.Surface(stage.size))
    assert stage.drawn_preview is not None and stage.drawn_tooltip is not None
    assert not stage.drawn_tooltip.colliderect(stage.drawn_preview)
