"""The Diceocracy table builds again only the parts whose view changed (scenes/tables/diceocracy/parts.py),
and what it shows after any number of syncs is exactly what a table built afresh on that position shows."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from scenes.engine.headless import make_context, mouse, pump
from scenes.engine.nodes import PanelNode
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from tests.scenes.tables.diceocracy.test_fits import crowded_match


@pytest.fixture
def ctx() -> Iterator[tuple[Any, pygame.Surface]]:
    context, screen = make_context((1920, 1080))
    yield context, screen
    pygame.quit()


RING_NOTES = ("Ringed: moved since your last turn", "Ringed: the last move landed here")


def without_ring_note(tooltip: str | None) -> str | None:
    """A tooltip without the line a ring adds: the rings mark the news since the person's last turn, which a
    table built afresh has not seen (that the rings are right is tested in tests/scenes/tables/common)."""
    if tooltip is None:
        return None
    return "\n".join(line for line in tooltip.split("\n") if line not in RING_NOTES) or None


def picture(table: DiceocracyTable) -> list[tuple[Any, ...]]:
    """Everything the board area draws and how it takes the pointer: each shown node's look, place and arming."""
    out = []
    for node in table.board_area.walk():
        if not node.effectively_visible() or node.look() is None:
            continue
        rect = node.world_rect()
        out.append((type(node).__name__, repr(node.look()), tuple(rect), without_ring_note(node.tooltip),
                    node.draggable, node.on_click is not None, node.focusable, repr(node.data)))
    return sorted(out)


def fresh_picture(ctx: Any, match: Match) -> list[tuple[Any, ...]]:
    """What a table built afresh on (a copy of) this position shows, once its presenter has asked the person."""
    context, screen = ctx
    table = make_table(context, Match.from_record(match.record()))
    context.stack.push(table)
    pump(context, screen, frames=1)
    shown = picture(table)
    context.stack.pop()
    return shown


def test_a_table_synced_move_after_move_shows_what_a_fresh_table_shows(ctx: Any) -> None:
    context, screen = ctx
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="random") for n in ("Ben", "Cleo", "Dan")]
    table = make_table(context, Match(dc.GAME.rules, {"mode": "spicy"}, seats, 11))
    context.stack.push(table)
    bot = dc.GAME.make_bot("random")
    decisions = 0
    for _ in range(3000):  # the bots play at instant speed; Anna's decisions from set-up into her second turn
        pump(context, screen, frames=1)
        match = table.match
        if match.is_over or decisions == 16:
            break
        if table.asking != 0:
            continue
        assert picture(table) == fresh_picture(ctx, match), match.actions[-1:]
        table.act(bot.choose(match.view(0), match.legal_actions(0), match.bot_rng()))
        decisions += 1
    assert decisions == 16


def test_an_action_builds_again_only_what_it_changed(ctx: Any) -> None:
    context, screen = ctx
    table = make_table(context, crowded_match("actions"))
    context.stack.push(table)
    pump(context, screen, frames=1)
    kept = {name: list(part.holder.children) for name, part in table.parts.parts.items()}
    built = table.parts.builds
    table.show()
    assert table.parts.builds == built  # nothing changed, nothing built
    skip = next(a for a in table.legal() if type(a).__name__ == "SkipFollowerAction")
    table.act(skip)
    pump(context, screen, frames=1)
    changed = table.parts.builds - built
    assert 1 <= changed <= 3, changed  # the turn's checklist (and what the step changed), not the table
    for name in ("streets", "hand", ("seat", 1), ("seat", 2), ("seat", 3)):
        assert table.parts.parts[name].holder.children == kept[name], name  # the very same nodes


def test_set_ups_options_lie_over_the_seats_for_each_person_at_a_hot_seat_table(ctx: Any) -> None:
    """Each person choosing a candidate reads the options over the other seats' panels, whose parts are
    built anew when the table turns to the next person."""
    context, screen = ctx
    table = make_table(context, Match(dc.GAME.rules, {"mode": "standard"},
                                      [SeatSpec(name="Anna"), SeatSpec(name="Ben")], 5))
    context.stack.push(table)
    for seat in (0, 1):
        for _ in range(20):  # through the hand-off to the person whose choice it is
            pump(context, screen, frames=1)
            if context.stack.top is table and table.asking == seat:
                break
            pump(context, screen, [mouse("down", (5, 5)), mouse("up", (5, 5))])
        assert table.asking == seat and table.view.phase == "candidate"
        options = next(n for n in table.board_area.walk() if n.data == ("setup",))
        centre = options.world_rect().center
        assert table.stage.root.pick(centre, lambda n: isinstance(n, PanelNode)) is options
        table.act(table.legal()[0])
