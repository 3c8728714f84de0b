"""Diceocracy at one computer: paying to cancel is asked about first (it cannot be taken back once the mover
goes on, and a bot mover goes on at once); letting the action happen is sent straight away."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.match import Match, SeatSpec
from game.core.registry import get_game
from game.diceocracy.actions import Pick, Respond
from scenes.engine.headless import key, make_context, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.tables import TABLE_INFO
from tests.diceocracy.helpers import district_spot
from tests.diceocracy.test_modes import rep_influence_turn


@pytest.fixture
def ctx() -> Any:
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def cancel_table(context: Any, screen: Any) -> tuple[Any, int]:
    """A person's Rep is being moved by a bot in interactive play: that person is asked whether to pay."""
    state, mover, target = rep_influence_turn("interactive")
    rules = get_game("diceocracy").rules
    state = rules.apply(state, mover, Pick(spot=district_spot(target, 0))).state  # the owner's Rep is picked
    dest = next(a for a in rules.legal_actions(state, mover) if isinstance(a, Pick))
    state = rules.apply(state, mover, dest).state  # and where it goes: now its owner is asked
    owner = 1 - mover
    seats = [SeatSpec(name="Anna"), SeatSpec(name="Ben")]
    seats[mover] = SeatSpec(kind="bot", name="Bot", level="heuristic")
    match = Match(rules, {"mode": "interactive"}, seats, 3)
    match.state = state  # a hand-built position
    table: Any = TABLE_INFO["diceocracy"].make_table(context, match)
    context.stack.push(table)
    for _ in range(3):
        pump(context, screen)
        if isinstance(context.stack.top, PrivacyScreen):
            pump(context, screen, [key(pygame.K_RETURN)])
    assert table.presenter.asking == owner and state.phase == "respond"
    return table, owner


def test_paying_to_cancel_is_asked_about_first(ctx: Any) -> None:
    context, screen = ctx
    table, owner = cancel_table(context, screen)
    money = table.view.players[owner].money
    assert not table.act(Respond(cancel=True))
    assert table.confirm_box.open and not table.match.actions
    assert f"Pay 1 of your {money} money" in table.confirm_box.question.text
    pump(context, screen, [key(pygame.K_RETURN)])
    assert table.match.actions[:1] == [(owner, Respond(cancel=True))]


def test_letting_the_action_happen_is_sent_at_once(ctx: Any) -> None:
    context, screen = ctx
    table, owner = cancel_table(context, screen)
    assert table.act(Respond(cancel=False))
    assert not table.confirm_box.open and table.match.actions[:1] == [(owner, Respond(cancel=False))]
