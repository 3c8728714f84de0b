"""Playtest 5 of Dindex: notices waiting to be seen ("OK, seen") must not pile up over the log. The kept results
lie over the log's top (one at a time, the earlier counted: the common table's board); the last term's summary,
once the next term has begun, waits under the log folded to one bar, and opens over the log only when asked."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.engine.headless import make_context, mouse, pump
from scenes.tables.dindex.table import DindexTable
from tests.scenes.test_dindex_cards_and_panels import play_until, table_for


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def ctx(request: Any):
    context, screen = make_context(request.param)
    yield context, screen
    pygame.quit()


def click(ctx: Any, node: Any) -> None:
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


def test_results_and_the_last_terms_summary_leave_the_log_readable(ctx: Any) -> None:
    table = table_for(*ctx)
    play_until(ctx, table, lambda v: v.term == 2)
    for result in ("Settlement of term 1: Ben +2, Cleo +7", "Chaos at the end of term 1",
                   "Election, term 2: Anna 3, Ben 3, Cleo 2, Dan 3, Eve 5 — majority needs 9 of 16"):
        table.headlines.post(result)  # as the moves that ended term 1 post them
    table.show()
    pump(*ctx)
    summary = table.summary
    assert summary.visible and summary.term == 1
    assert covered_rows(table) <= table.log.h / 4
    # the summary's bar lies under the log, which keeps its newest rows in sight above it
    assert summary.folded and summary.world_rect().top >= table.log.world_rect().bottom
    assert not summary.world_rect().colliderect(table.headlines.panel.world_rect())
    # opened on request, it reaches up over the log; folded again, the log is readable again
    click(ctx, summary.fold_button)
    assert not summary.folded and any("Tasks solved" in text for text in summary.texts())
    click(ctx, summary.fold_button)
    assert summary.folded and covered_rows(table) <= table.log.h / 4
    # seen: gone, and the log has its whole height back
    click(ctx, summary.button)
    table.show()
    assert not summary.visible
    assert table.log.world_rect().bottom >= round((table.stage.virtual_size[1] - 10) * table.stage.root.scale) - 1
