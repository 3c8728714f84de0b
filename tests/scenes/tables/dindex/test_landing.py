"""Dindex: the last moves ringed where they landed (issue 12, bot pacing; scenes/tables/dindex/landing.py).

The positions are reached through the public Match API: every seat decides by a fixed rule (a card aimed at
a party when there is one, in the campaign a card that scares voters off, seat 0 taken into every
government, else the last legal action), the bots of the
table included, so each path depends on the rules alone. The table then plays at instant speed, and what it
rings is read from the nodes' `data` and names."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.dindex.state import CampaignCard, LetStand, PlayCard
from scenes.engine.headless import make_context, pump
from scenes.engine.node import Node
from scenes.tables.common.marks import RingNode
from scenes.tables.dindex.look import ActionCardNode
from scenes.tables.dindex.nodes import SheepRow, TaskNode
from scenes.tables.dindex.table import DindexTable
from tests.scenes.tables.dindex.crowded import anna_in_government


class RuleBot:
    """Decides by the fixed rule of this file (as `think` generators do, it may yield; it never needs to)."""

    def choose(self, view: Any, legal: list[Any], rng: Any) -> Any:
        return rule(legal)

    def think(self, view: Any, legal: list[Any], rng: Any) -> Generator[None, None, Any]:
        return self.choose(view, legal, rng)
        yield


def rule(legal: list[Any]) -> Any:
    aimed: list[Any] = [a for a in legal if isinstance(a, PlayCard) and a.target is not None]
    aimed += [a for a in legal if isinstance(a, CampaignCard) and a.effect == "scare"]
    return aimed[0] if aimed else next((a for a in legal if anna_in_government(a)), legal[-1])


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def ctx(request: Any) -> Iterator[tuple[Any, Any]]:
    context, screen = make_context(request.param, "instant")
    yield context, screen
    pygame.quit()


def match_for(players: int, seed: int, people: int = 1) -> Match:
    seats = [SeatSpec(name=name) for name in ("Anna", "Ben")[:people]]
    seats += [SeatSpec(kind="bot", name=f"Bot {i}", level="heuristic") for i in range(people, players)]
    return Match(dindex.GAME.rules, {}, seats, seed)


def drive(match: Match, stop: Callable[[Match], bool], limit: int = 3000) -> None:
    """Every seat decides by the rule until `stop(match)`, before the next decision."""
    for _ in range(limit):
        if stop(match):
            return
        assert match.result() is None, "the game ended before the position was reached"
        seat = match.active_players()[0]
        match.submit(seat, rule(match.legal_actions(seat)))
    raise AssertionError("the position was not reached")


def table_at(context: Any, screen: Any, match: Match) -> DindexTable:
    """The table for seat 0 from here, its bots deciding by the rule; played until Anna is asked (or everybody
    is asked to counter)."""
    table = DindexTable(context, match, bot_factory=lambda level: RuleBot())
    context.stack.push(table)
    for _ in range(200):
        pump(context, screen)
        presenter = table.presenter
        assert presenter is not None
        if presenter.asking == 0 or presenter.calling:
            return table
    raise AssertionError("Anna was never asked")


def described(nodes: list[Node]) -> list[Any]:
    """What each ringed node shows: a card by its number, a task by its number, everything else by `data`."""
    out: list[Any] = []
    for node in nodes:
        if isinstance(node, ActionCardNode):
            out.append(("card", node.index))
        elif isinstance(node, TaskNode):
            out.append(("task", node.task))
        else:
            out.append(node.data)
    return out


def bot_to_play_aimed_card(match: Match) -> bool:
    seat = match.active_players()[0]
    view = match.view(seat)
    return (match.seats[seat].is_bot and view.phase == "open_turn"
            and any(isinstance(a, PlayCard) and a.target is not None for a in match.legal_actions(seat)))


def test_a_bots_card_played_openly_is_ringed_on_the_chain_and_on_the_party_it_aims_at(ctx: Any) -> None:
    """Two people at the table: everybody is asked in public whether to counter, the card on top of the
    chain (the public view sees the last move)."""
    match = match_for(5, 1, people=2)
    drive(match, bot_to_play_aimed_card)
    bot = match.active_players()[0]
    card = rule(match.legal_actions(bot))
    made = len(match.actions)
    table = table_at(ctx[0], ctx[1], match)
    assert table.presenter is not None and table.presenter.calling
    assert match.actions[made:] == [(bot, card)]
    assert described(table.ringed) == [("card", card.card), ("party", card.target)]
    top = table.ringed[0]
    assert top.name == "chain top" and top.parent is table.centre
    rings = [n for n in table.marks.layer.children if isinstance(n, RingNode)]
    assert len(rings) == 2
    for ring, node in zip(rings, table.ringed, strict=True):  # round the node, its text inside
        assert ring.world_rect().contains(node.world_rect())


def test_a_bots_card_carried_out_is_ringed_on_the_discards_with_the_party_it_aimed_at_and_what_it_did(
        ctx: Any) -> None:
    """Alone with bots and no counter card, the pass sent for Anna is not her move: the bot's card stays news.
    Card 59 (§ 5.5, aimed at Anna) makes her discard a hand card: her hand count is ringed too."""
    match = match_for(5, 1)
    drive(match, bot_to_play_aimed_card)
    bot = match.active_players()[0]
    card = rule(match.legal_actions(bot))
    assert card == PlayCard(card=59, target=0)
    made = len(match.actions)
    table = table_at(ctx[0], ctx[1], match)
    assert match.actions[made] == (bot, card)
    assert all(isinstance(a, LetStand) for _, a in match.actions[made + 1:])  # Anna's pass sent for her
    assert described(table.ringed) == [("pile", "discards"), ("party", 0), ("rp", 0)]


def test_the_viewers_own_move_rings_nothing(ctx: Any) -> None:
    match = match_for(5, 1)
    drive(match, bot_to_play_aimed_card)
    table = table_at(ctx[0], ctx[1], match)
    assert table.ringed and table.mine()
    assert table.act(rule(table.legal()))
    assert table.ringed == []
    assert not [n for n in table.marks.layer.children if isinstance(n, RingNode)]


def test_voters_scared_off_by_a_bots_campaign_are_ringed_on_the_sheep_cards_that_changed(ctx: Any) -> None:
    match = match_for(5, 1)

    def campaign_bot(m: Match) -> bool:
        seat = m.active_players()[0]
        return seat != 0 and any(isinstance(a, CampaignCard) for a in m.legal_actions(seat))

    drive(match, campaign_bot)
    before = match.view(0)
    table = table_at(ctx[0], ctx[1], match)
    after = table.view
    changed = {("voters", s) for s in range(5) if before.voters[s] != after.voters[s]}
    changed |= {("core_voters", s) for s in range(5) if before.core[s] != after.core[s]}
    ringed = described(table.ringed)
    sheep = {d for d in ringed if d[0] in ("voters", "core_voters")}
    assert changed and sheep == changed
    assert ("pile", "discards") in ringed  # the campaign card went face down onto the discards
    for node in table.ringed:
        row = node.parent
        if node.name == "sheep cards" and isinstance(row, SheepRow) and row.count:
            assert node.x > 0 and node.x + node.w <= row.w  # the cards only: the number stays out of the ring
        elif node.name == "sheep cards":  # the last one gone: the number ("Voters 0") is ringed
            assert node.x == 0 and node.w > 0


def test_a_new_term_rings_the_election_the_government_and_the_tasks_laid_out(ctx: Any) -> None:
    """Two parties: the term's start forms the government at once (§ 5.2) and lays out its tasks (§ 5.3).
    In term 2 Anna campaigns first; the bot's last campaign card starts term 3, then it places its offices."""
    match = match_for(2, 3)
    drive(match, lambda m: m.view(0).term == 2 and m.view(0).phase == "campaign" and m.active_players()[0] == 1)
    term = match.view(0).term
    # Anna keeps a full hand (5 + 1 per three core voters), so she has nothing to draw (§ 5.1) and the bot's
    # draw, not a move of hers, leads to the votes
    state = match.state
    full = 5 + state.core[0] // 3
    extra = state.stack[: max(0, full - len(state.hands[0]))]
    match.state = state.model_copy(update={"hands": ((*state.hands[0], *extra), *state.hands[1:]),
                                           "stack": state.stack[len(extra):]})
    table = table_at(ctx[0], ctx[1], match)
    view = table.view
    assert view.term == term + 1
    ringed = described(table.ringed)
    assert {("votes", 0), ("votes", 1)} <= set(ringed)
    assert all(token in table.ringed for token in table.tokens)  # every office has its holder
    assert view.tasks and {("task", t) for t in view.tasks} <= set(ringed)


def test_a_ringed_row_of_sheep_says_what_changed(ctx: Any) -> None:
    """Voters scared off by a bot's campaign (§ 5.8): the ringed rows' tooltips say what is new since the person's
    last turn (playtest of issue 31: pink rings on the panels, never explained); with the next move they go."""
    match = match_for(5, 1)

    def campaign_bot(m: Match) -> bool:
        seat = m.active_players()[0]
        return seat != 0 and any(isinstance(a, CampaignCard) for a in m.legal_actions(seat))

    drive(match, campaign_bot)
    table = table_at(ctx[0], ctx[1], match)
    spots = [n for n in table.ringed if n.name == "sheep cards" and isinstance(n.parent, SheepRow)]
    assert spots
    for spot in spots:
        row = spot.parent
        assert isinstance(row, SheepRow) and spot.tooltip is not None
        assert spot.tooltip.startswith(row.tooltip or "") and "New since your last turn: " in spot.tooltip
        assert "voter" in spot.tooltip.split("New since your last turn: ")[1]
    table.marks.taken_back_to(0)  # no news left: the next sync rings nothing and tells nothing
    table.show()
    assert not table.ringed and all(spot.tooltip is None for spot in spots)


def test_the_ring_round_a_rows_sheep_is_thin_and_lies_outside_the_cards(ctx: Any) -> None:
    """The sheep in a ringed row can still be counted: the ring passes outside the cards (a tight, thin ring, no
    glow over the rows above and below)."""
    from game.core.protocol import Event
    from scenes.tables.common.marks import MoveMarks

    context, _screen = ctx
    table = DindexTable(context, match_for(3, 1), bot_factory=lambda level: RuleBot())
    context.stack.push(table)
    row = table.stage.root.add(SheepRow(4, core=False, x=40, y=60, w=180))
    spot = row.cards_spot(table.stage.painter)
    marks = MoveMarks(table.stage.root.add(Node()), lambda: table.stage.root.scale)
    marks.played(1, (Event(type="voters_moved", data=None),), 1)
    ringed = marks.ring(0, lambda event: [spot], 1)
    assert ringed == [spot]
    ring = marks.layer.children[0]
    assert isinstance(ring, RingNode) and ring.thin
    painter = table.stage.painter
    first = 40 + painter.text(f"{row.label} {row.count}", 10.5, (0, 0, 0)).get_width() + SheepRow.GAP
    last = first + spot.w - 2 * SheepRow.RING_MARGIN
    inner = (ring.x + 1.5, ring.y + 1.5, ring.x + ring.w - 1.5, ring.y + ring.h - 1.5)  # inside its 1.5 line
    assert inner[0] < first and last < inner[2]
    assert inner[1] <= row.y + (row.h - SheepRow.CARD[1]) / 2 and row.y + (row.h + SheepRow.CARD[1]) / 2 <= inner[3]
