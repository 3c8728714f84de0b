"""The Dindex table updates only the nodes whose part of the view changed (issue 14.3), and shows exactly what
a table built afresh on the same position shows: every visible node, where it is and how it looks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.match import Match
from scenes.engine.headless import make_context, pump
from scenes.engine.node import Node
from scenes.tables.dindex.table import DindexTable, make_table
from tests.scenes.tables.dindex.crowded import anna_in_government, seven_party_table


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def ctx(request: Any) -> Iterator[tuple[Any, Any]]:
    context, screen = make_context(request.param, "instant")
    yield context, screen
    pygame.quit()


def picture(table: DindexTable) -> list[str]:
    """Every visible node of the table that draws something, but the rings (a fresh table has seen no move):
    its kind, its place in the window and its look, in a fixed order."""
    rings = table.marks.layer
    out = []
    for node in table.stage.root.walk():
        if node is rings or node.is_inside(rings) or not node.effectively_visible() or node.look() is None:
            continue  # a node with no look of its own shows nothing (its children are walked on their own)
        rect = node.world_rect()
        out.append(repr((type(node).__name__, (rect.x, rect.y, rect.w, rect.h), node.look(), node.lit, node.data)))
    return sorted(out)


def fresh(context: Any, match: Match) -> DindexTable:
    """A table built now on the same position, for the same seat (replay mode: it asks nobody)."""
    return make_table(context, match, mode="replay", viewer=0)


def step(match: Match) -> None:
    seat = match.active_players()[0]
    legal = match.legal_actions(seat)
    match.submit(seat, next((a for a in legal if anna_in_government(a)), legal[-1]))


@pytest.mark.slow  # a whole game through the table (seconds)
def test_after_every_action_the_table_shows_what_a_fresh_table_shows(ctx: Any) -> None:
    context, screen = ctx
    table = seven_party_table(context, screen, replay=True, seed=4)
    match = table.match
    compared = 0
    for _ in range(120):
        if match.result() is not None:
            break
        step(match)
        table.show()
        again = fresh(context, match)
        assert picture(table) == picture(again), f"after action {len(match.actions)} ({match.view(0).phase})"
        compared += 1
    assert compared >= 60  # the game's whole first term and more: tasks, secret and open actions, the campaign


def test_a_drag_cancelled_by_a_sync_leaves_the_hand_lit_as_the_legal_actions_say(ctx: Any) -> None:
    """The hand's cards stay the same nodes across syncs: a cancelled drag unlights its targets, and the next
    sync lights the cards again from the legal actions."""
    context, screen = ctx
    table = seven_party_table(context, screen, replay=True, seed=4)
    match = table.match
    while not (match.view(0).phase == "open_turn" and match.active_players()[0] == 0):
        step(match)
    table.show()
    lit_before = [card.lit for card in table.hand.cards()]
    for card in table.hand.cards():
        card.lit = not card.lit  # as a drag's or a selection's lighting would leave them
    table.show()
    assert [card.lit for card in table.hand.cards()] == lit_before
    pump(context, screen)
    kept: list[Node] = list(table.hand.cards())
    table.show()
    assert table.hand.cards() == kept  # nothing changed: the same nodes


def test_at_play_the_kept_table_lights_and_wires_what_a_fresh_table_does(ctx: Any) -> None:
    """Playing, so that something is lit and clickable (a replay lights nothing): at each of Anna's decisions
    the table kept through the game and one built afresh on the position draw the same, light the same and
    take the same clicks and drags."""
    import game.dindex as dindex
    from game.core.match import SeatSpec
    from tests.scenes.tables.dindex.crowded import NAMES

    def apart(table: DindexTable, node: Node) -> bool:
        """The log, kept results and rings: what a fresh table has not seen (the rest must be the same)."""
        return any(node is part or node.is_inside(part) for part in (table.log, table.headlines, table.marks.layer,
                                                                     table.fx))

    def board(table: DindexTable) -> list[str]:
        return [line for line, node in zip(picture(table), drawn(table), strict=True) if not apart(table, node)]

    def drawn(table: DindexTable) -> list[Node]:
        rings = table.marks.layer
        nodes = [n for n in table.stage.root.walk()
                 if not (n is rings or n.is_inside(rings)) and n.effectively_visible() and n.look() is not None]
        return sorted(nodes, key=lambda n: repr((type(n).__name__, (n.world_rect().x, n.world_rect().y,
                      n.world_rect().w, n.world_rect().h), n.look(), n.lit, n.data)))

    def wired(table: DindexTable) -> list[str]:
        return sorted(repr((n.data, n.lit, n.on_click is not None, n.draggable, n.drop_target))
                      for n in table.stage.root.walk() if n.effectively_visible() and not apart(table, n)
                      and (n.on_click is not None or n.draggable or n.drop_target or n.lit))

    context, screen = ctx
    seats = [SeatSpec(name=NAMES[0])] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:5]]
    table = make_table(context, Match(dindex.GAME.rules, {}, seats, 3))
    context.stack.push(table)
    compared = lit = 0
    for _ in range(6000):
        pump(context, screen)
        match = table.match
        if match.result() is not None or compared >= 12:  # a dozen decisions: tasks, secret and open actions
            break
        if table.asking != 0 or context.stack.top is not table or table.animating:
            continue
        again = make_table(context, Match.from_record(match.record()))
        context.stack.push(again)
        pump(context, screen)
        if again.asking == 0 and len(again.match.actions) == len(match.actions):
            assert board(table) == board(again), match.view(0).phase
            assert wired(table) == wired(again), match.view(0).phase
            compared += 1
            lit += any(n.lit for n in table.stage.root.walk() if n.effectively_visible() and not apart(table, n))
        context.stack.pop()
        legal = match.legal_actions(0)
        table.act(next((a for a in legal if anna_in_government(a)), legal[-1]))
    assert compared >= 10 and lit, (compared, lit)
