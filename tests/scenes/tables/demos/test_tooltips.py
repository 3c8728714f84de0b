"""DēmoS: a tooltip keeps clear of the current step's words and of the log where the window has room, in
German and English at 1280×720 and 1920×1080 (playtest: a figure's tooltip ran over the log; tooltips covered
the step's instructions)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.stage import TOOLTIP_DELAY
from tests.scenes.tables.demos.crowded import crowded_view, drawn_rect, five_player_table

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "de"]


@pytest.fixture(params=[(size, lang) for size in SIZES for lang in LANGUAGES],
                ids=[f"{tag}-{lang}" for tag in ("720p", "1080p") for lang in LANGUAGES])
def ctx(request: Any) -> Iterator[tuple[Any, Any]]:
    size, language = request.param
    context, screen = make_context(size, "instant", language=language)
    yield context, screen
    pygame.quit()


def hovered_tooltips(table: Any, context: Any, screen: Any) -> Iterator[tuple[str, pygame.Rect]]:
    """Rest the pointer on each node with a tooltip outside the log, and yield the tooltip drawn."""
    log = table.log.world_rect()
    nodes = [n for n in table.stage.root.walk() if n.visible and n.tooltip and not log.colliderect(n.world_rect())]
    for node in nodes:
        at = node.world_center()
        pump(context, screen, [mouse("move", at)], frames=1)
        pump(context, screen, frames=round(TOOLTIP_DELAY * 60) + 2)
        if table.stage.hover is node and table.stage.drawn_tooltip is not None:
            yield node.tooltip, table.stage.drawn_tooltip


def test_no_tooltip_covers_the_prompts_words_or_the_log(ctx: Any) -> None:
    context, screen = ctx
    table = five_player_table(context)
    pump(context, screen)
    table.sync(crowded_view(table.view))
    pump(context, screen, frames=2)
    prompt = [table.prompt.title, table.prompt.sub, table.prompt.hint]
    words = [drawn_rect(table, t) for t in prompt if t.visible and t.text] + [table.log.world_rect()]
    seen = 0
    for tip, drawn in hovered_tooltips(table, context, screen):
        seen += 1
        covered = [r for r in words if r.colliderect(drawn)]
        assert not covered, (tip, drawn, covered)
    assert seen
    folder = os.environ.get("HUSTINGS_SHOTS")
    if folder:
        name = f"demos_tooltip_{context.tr.language}_{screen.get_height()}.png"
        pygame.image.save(screen, os.path.join(folder, name))


def test_the_result_just_before_is_whole_on_hover_when_the_kept_result_shortens_it(ctx: Any) -> None:
    """Playtest: "Kurz davor: VETO! Spieler 1 annulliert den Einstimmigen Ablagewurf…" cut in the log's kept
    result, with no way to read the rest there."""
    context, screen = ctx
    table = five_player_table(context)
    pump(context, screen)
    tr = context.tr
    veto = tr("VETO! {team} cancels the unanimous discard ({left})", team="Spieler 1", left=tr("no veto left"))
    board = table.headlines
    board.dismiss()
    board.post(veto)
    board.post("Ausgang von Runde 2: Spieler 1 scheidet aus, Ines (Normal) gewinnt die Runde.")
    pump(context, screen, frames=2)
    said = board.earlier.text
    assert said.endswith(veto) or veto in (board.panel.tooltip or "")
    at = board.panel.world_center()
    pump(context, screen, [mouse("move", at)], frames=round(TOOLTIP_DELAY * 60) + 3)
    if not said.endswith(veto):
        assert table.stage.tooltip_text is not None and veto in table.stage.tooltip_text
    folder = os.environ.get("HUSTINGS_SHOTS")
    if folder:
        name = f"demos_just_before_{context.tr.language}_{screen.get_height()}.png"
        pygame.image.save(screen, os.path.join(folder, name))
