"""The end-of-term summary (scenes/tables/dindex/summary.py): it stays until it is dismissed, and (playtest
5) notices waiting to be seen ("OK, seen") do not pile up over the log: the kept results lie over the log's
top, one at a time; the last term's summary, once the next term has begun, waits under the log folded to one
bar, and opens over the log only when asked."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.engine.headless import make_context, mouse, pump
from scenes.tables.dindex.table import DindexTable
from tests.scenes.tables.dindex.test_preview import ctx, play_until, table_for  # noqa: F401


def test_s5_7_the_end_of_term_summary_stays_until_it_is_dismissed(ctx: Any) -> None:  # noqa: F811
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


@pytest.fixture(params=[(size, language) for language in ("en", "de") for size in ((1280, 720), (1920, 1080))],
                ids=["en-720p", "en-1080p", "de-720p", "de-1080p"])
def ctx_by_size(request: Any):
    size, language = request.param
    context, screen = make_context(size, language=language)
    yield context, screen
    pygame.quit()


def click(ctx: Any, node: Any) -> None:  # noqa: F811
    at = node.world_rect().center
    pump(*ctx, [mouse("move", at), mouse("down", at), mouse("up", at)])


def covered_rows(table: DindexTable) -> float:
    """How much of the log's height the notices lie over (design units)."""
    log = table.log.world_rect()
    over = 0.0
    for notice in (table.headlines.panel, table.summary):
        if notice.effectively_visible():
            clipped = notice.world_rect().clip(log)
            over += clipped.h
    return over / table.stage.root.scale


def test_results_and_the_last_terms_summary_leave_the_log_readable(ctx_by_size: Any) -> None:
    table = table_for(*ctx_by_size)
    play_until(ctx_by_size, table, lambda v: v.term == 2)
    for result in ("Settlement of term 1: Ben +2, Cleo +7", "Chaos at the end of term 1",
                   "Election, term 2: Anna 3, Ben 3, Cleo 2, Dan 3, Eve 5 — majority needs 9 of 16"):
        table.headlines.post(result)  # as the moves that ended term 1 post them
    table.show()
    pump(*ctx_by_size)
    summary = table.summary
    assert summary.visible and summary.term == 1
    assert covered_rows(table) <= table.log.h / 4
    # the summary's bar lies under the log, which keeps its newest rows in sight above it
    assert summary.folded and summary.world_rect().top >= table.log.world_rect().bottom
    assert not summary.world_rect().colliderect(table.headlines.panel.world_rect())
    # opened on request, it reaches up over the log; folded again, the log is readable again
    click(ctx_by_size, summary.fold_button)
    solved = table.ctx.tr.trc("summary", "Tasks solved")
    assert not summary.folded and any(solved in text for text in summary.texts())
    click(ctx_by_size, summary.fold_button)
    assert summary.folded and covered_rows(table) <= table.log.h / 4
    # seen: gone, and the log has its whole height back
    click(ctx_by_size, summary.button)
    table.show()
    assert not summary.visible
    assert table.log.world_rect().bottom >= round((table.stage.virtual_size[1] - 10) * table.stage.root.scale) - 1
