"""What may be dragged where at the Dindex table (scenes/tables/dindex/drops.py): the office being placed is
dragged onto a task as a card is played, a drop zone's tooltip leaves with its phase, and a secret action's
target can be clicked on its party panel."""

from __future__ import annotations

from typing import Any

from game.dindex.state import CoverTask, SupportCrisis
from scenes.engine.headless import mouse, pump
from scenes.tables.dindex.nodes import TaskNode
from tests.scenes.tables.dindex.test_nodes import bots_play_until, table_of
from tests.scenes.tables.dindex.test_preview import anna_asked, ctx, play_until, table_for  # noqa: F401


def test_s5_3_the_office_being_placed_is_dragged_onto_a_task_as_a_card_is_played(ctx: Any) -> None:  # noqa: F811
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


def test_a_drop_zone_s_tooltip_leaves_with_its_phase(ctx: Any) -> None:  # noqa: F811
    table = table_for(*ctx)
    play_until(ctx, table, anna_asked("open_turn"))
    zone = table.zones["exchange"]
    pump(*ctx, [mouse("move", zone.world_rect().center)], frames=60)
    assert table.stage.tooltip_text == zone.tooltip
    play_until(ctx, table, lambda v: v.phase in ("reposition", "campaign", "propose", "assign", "respond"))
    assert not zone.visible and table.stage.tooltip_text != zone.tooltip


def test_s5_4_a_secret_action_s_target_can_be_clicked_on_its_party_panel(ctx: Any) -> None:  # noqa: F811
    from game.dindex.state import PlaySecret
    from scenes.engine.headless import mouse

    def aims(a: Any) -> bool:
        return isinstance(a, PlaySecret) and a.target is not None

    context, screen = ctx
    table = table_of(context, screen, 5, seed=4)  # seed 4: in term 1 seat 0 draws a secret action that aims
    m = table.match
    bots_play_until(table, lambda v: v.phase == "secret_play" and 0 in m.active_players() and any(
        aims(a) for a in m.legal_actions(0)))
    pump(context, screen)
    target = next(a for a in m.legal_actions(0) if aims(a))
    panel = table.panels[target.target]
    assert panel.lit
    before = len(m.actions)
    at = panel.world_rect().center
    pump(context, screen, [mouse("move", at), mouse("down", at), mouse("up", at)])
    assert m.actions[before] == (0, target)
