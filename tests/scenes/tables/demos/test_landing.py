"""DēmoS rings the others' moves since the person's last one where they landed (issue 12, bot pacing)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from scenes.engine.cards import CardNode
from scenes.engine.headless import make_context, pump
from scenes.tables.demos.table import DemosTable

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


@pytest.fixture
def ctx() -> Any:
    context, screen = make_context((1280, 720), "instant")
    yield context, screen
    pygame.quit()


def table_with_bots(context: Any, seed: int) -> DemosTable:
    seats = [SeatSpec(name="Anna")] + [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES[1:]]
    table = DemosTable(context, Match(demos.GAME.rules, {"mode": "full"}, seats, seed))
    context.stack.push(table)
    return table


def until_asked(context: Any, screen: Any, table: DemosTable) -> None:
    for _ in range(400):
        if table.mine():
            return
        pump(context, screen)
    raise AssertionError("Anna was never asked")


def test_the_bots_discards_since_annas_move_are_ringed_on_their_piles(ctx: Any) -> None:
    context, screen = ctx
    table = table_with_bots(context, 5)
    until_asked(context, screen, table)
    bot = demos.GAME.make_bot("heuristic")
    legal = table.legal()
    assert table.act(bot.choose(table.view, legal, table.match.bot_rng()))
    assert table.ringed == []  # her own move is no news to her
    seen = len(table.match.events_seen_by(0))
    until_asked(context, screen, table)
    news = table.match.events_seen_by(0)[seen:]
    discards = [e for e in news if e.type == "discard"]
    assert discards, "the bots discarded after Anna"
    expected = [table.seat_nodes[e.data.seat].piles[e.data.step][-1] for e in discards]
    assert all(isinstance(n, CardNode) for n in expected)
    assert [n for n in table.ringed if n in expected] == expected
    assert all(n in expected or n in table.panels.values() for n in table.ringed)


def test_a_replay_step_rings_that_steps_discard(ctx: Any) -> None:
    context, screen = ctx
    seats = [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES]
    match = Match(demos.GAME.rules, {"mode": "full"}, seats, 7)
    bot = demos.GAME.make_bot("heuristic")
    while not any(e.type == "discard" for e in match.event_log.seen_by(None)):
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    before = Match(demos.GAME.rules, {"mode": "full"}, seats, 7)
    for seat, action in match.actions[:-1]:
        before.submit(seat, action)
    table = DemosTable(context, before, mode="replay", viewer=None)
    context.stack.push(table)
    table.set_match(match)
    mover = match.actions[-1][0]
    step = next(e.data.step for e in match.event_log.seen_by(None) if e.type == "discard")
    assert table.ringed == [table.seat_nodes[mover].piles[step][-1]]
    table.set_match(before)  # a step back: nothing is news
    assert table.ringed == []


def test_once_the_game_is_over_nothing_is_ringed_behind_the_result(ctx: Any) -> None:
    context, _screen = ctx
    seats = [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES]
    options = {"mode": "full", "round_limit": 1}
    match = Match(demos.GAME.rules, options, seats, 7)
    bot = demos.GAME.make_bot("heuristic")
    while match.result() is None:
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    before = Match(demos.GAME.rules, options, seats, 7)
    for seat, action in match.actions[:-1]:
        before.submit(seat, action)
    table = DemosTable(context, before, mode="replay", viewer=None)
    context.stack.push(table)
    table.set_match(match)  # the step onto the last action: the result panel shows
    assert table.overlay.visible and table.ringed == [] and table.marks.layer.children == []


def test_a_ringed_piece_says_why_it_is_ringed_and_the_words_go_with_the_ring(ctx: Any) -> None:
    """Playtest: the magenta outlines on the others' cards and on whole panels were never explained."""
    context, screen = ctx
    table = table_with_bots(context, 5)
    until_asked(context, screen, table)
    bot = demos.GAME.make_bot("heuristic")
    assert table.act(bot.choose(table.view, table.legal(), table.match.bot_rng()))
    until_asked(context, screen, table)
    assert table.ringed
    for node in table.ringed:
        assert node.tooltip is not None and node.tooltip.endswith("Ringed: moved since your last turn")
        assert node.tooltip.count("Ringed") == 1  # said once, however often the table is shown again
    card = next(n for n in table.ringed if isinstance(n, CardNode))
    table.show()
    assert card.tooltip is not None and card.tooltip.count("Ringed") == 1
    before = list(table.ringed)
    assert table.act(bot.choose(table.view, table.legal(), table.match.bot_rng()))  # her move: no news left
    assert table.ringed == []
    assert not any("Ringed" in (n.tooltip or "") for n in before)


def test_a_lit_discard_says_that_it_may_be_taken(ctx: Any) -> None:
    """§ Ablagewurf: after the secret discard a player may take a visible discard; the lit ones say why they are
    lit, and a discard that may not be taken says nothing of the kind."""
    from game.demos.state import TakeDiscard

    context, screen = ctx
    table = table_with_bots(context, 5)
    bot = demos.GAME.make_bot("heuristic")
    for _ in range(40):
        until_asked(context, screen, table)
        if any(isinstance(a, TakeDiscard) for a in table.legal()):
            break
        assert table.act(bot.choose(table.view, table.legal(), table.match.bot_rng()))
    takeable = {a.card for a in table.legal() if isinstance(a, TakeDiscard)}
    assert takeable
    for code, node in table.card_nodes.items():
        said = "you may take this card" in (node.tooltip or "")
        assert said == (code in takeable) == node.lit, code
