"""The DēmoS table follows rules version 2: discards are worded one seat at a time as they are laid, a
confirmed team veto says the round does not take place, and the prompts no longer wait for "everyone"."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.demos.state import CastVeto, Discard, SkipDiscard, TakeFromDeck
from scenes.engine.headless import make_context, pump
from scenes.engine.widgets import Choice
from scenes.tables import TABLE_INFO
from scenes.tables.demos.look import card_text
from scenes.tables.demos.prompt import prompt_for
from scenes.tables.demos.table import DemosTable

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


Ctx = tuple[Any, Any]


@pytest.fixture
def ctx() -> Iterator[Ctx]:
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def team_match() -> tuple[Match, dict[int, str], str]:
    """2 v 2 (Anna + Cleo against Ben + Dan), Anna deals: Ben, Cleo, Dan and Anna lay their public discards,
    Ben lays a secret discard face down and takes the deck's top card, the others keep their hands; then Ben
    and Dan both vote for their team veto. Also returns the public discards and Ben's secret discard."""
    match = Match(demos.GAME.rules, {"teams": "2v2", "first_dealer": 0},
                  [SeatSpec(name=n) for n in NAMES], 5)
    public: dict[int, str] = {}
    for seat in (1, 2, 3, 0):
        public[seat] = match.state.hands[seat][0]
        match.submit(seat, Discard(card=public[seat]))
    secret = match.state.hands[1][0]
    match.submit(1, Discard(card=secret))
    match.submit(1, TakeFromDeck())
    for seat in (2, 3, 0):
        match.submit(seat, SkipDiscard())
    assert match.state.phase == "veto" and match.active_players() == (1, 3)
    match.submit(1, CastVeto())
    match.submit(3, CastVeto())
    return match, public, secret


def replay_table(context: Any, match: Match, viewer: int | None) -> DemosTable:
    table = TABLE_INFO["demos"].make_table(context, match, mode="replay", viewer=viewer)
    assert isinstance(table, DemosTable)
    context.stack.push(table)
    return table


def test_each_discard_is_a_log_line_as_its_seat_lays_it(ctx: Ctx) -> None:
    context, screen = ctx
    match, public, secret = team_match()
    lines = replay_table(context, match, viewer=2).log_text().splitlines()
    laid = [line for line in lines if " face up (public discard)" in line]
    assert laid == [f"{NAMES[s]} lays {card_text(public[s])} face up (public discard)" for s in (1, 2, 3, 0)]
    assert "Ben lays a card face down (secret discard)" in lines  # Cleo does not see which
    assert "Cleo keeps the hand (no secret discard)" in lines
    own = replay_table(context, match, viewer=1).log_text().splitlines()
    assert f"Ben lays {card_text(secret)} face down (secret discard)" in own


def test_a_confirmed_team_veto_says_the_round_does_not_take_place(ctx: Ctx) -> None:
    context, screen = ctx
    table = replay_table(context, team_match()[0], viewer=0)
    pump(context, screen, frames=2)
    text = table.log_text()
    assert "uses its team veto" in text
    assert "Round 1 does not take place: no show-down, no points, no figure; it is dealt again" in text
    # rules 3: the round that did not take place is dealt again under its number, by the next dealer
    assert "show-down:" not in text and "— Round 2:" not in text
    assert "— Round 1: Anna deals" in text and "— Round 1: Ben deals, Cleo plays first" in text


def test_the_prompts_follow_the_turn_order_and_the_void_round() -> None:
    match = Match(demos.GAME.rules, {"teams": "2v2", "first_dealer": 0}, [SeatSpec(name=n) for n in NAMES], 5)
    title, hint = prompt_for(match.view(1), NAMES.__getitem__, 1, match.legal_actions(1))
    assert "PUBLIC discard" in title and "everyone" not in hint and "the next player" in hint
    for seat in (1, 2, 3, 0):
        match.submit(seat, Discard(card=match.state.hands[seat][0]))
    for seat in (1, 2, 3, 0):
        match.submit(seat, SkipDiscard())
    title, hint = prompt_for(match.view(1), NAMES.__getitem__, 1, match.legal_actions(1))
    assert "team use its veto" in title and "voids the whole round" in hint


def test_new_game_offers_1_to_14_rounds_with_the_rulebooks_14_by_default(ctx: Ctx) -> None:
    from game.demos.state import DemosOptions
    from scenes.tables.demos.setup import DemosSetup

    context, _screen = ctx
    info = DemosOptions.model_fields["round_limit"]
    full = DemosSetup({"mode": "full"}, NAMES).builders()["round_limit"]
    field = full(context, "round_limit", info, DemosOptions().round_limit, lambda: None)
    assert field.read() == 14 and not field.hidden and "14 in the rulebook" in field.help
    assert isinstance(field.widget, Choice)
    assert [value for value, _words in field.widget.options] == list(range(1, 15))
    # back from the learning rules, whose hidden field held no number: the rulebook's 14 again
    assert full(context, "round_limit", info, None, lambda: None).read() == 14
    learning = DemosSetup({"mode": "simplified"}, NAMES).builders()["round_limit"]
    hidden = learning(context, "round_limit", info, None, lambda: None)
    assert hidden.hidden and hidden.read() is None
    assert DemosOptions(mode="full", round_limit=field.read()).round_limit == 14
