"""The words at the Dindex table (scenes/tables/dindex/prompt.py): the header names the Government Points
to win (playtest 5) and stays clear of the log, the result of a Democrat's win says so, an offer says which
proposal it is, the drawn secret action is explained, the open turn counts the cards that can be played, and a
long explanation pushes the buttons down instead of running under them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.dindex as dindex
from game.core.match import Match, SeatSpec
from game.dindex.state import Pending, PlayCard, Undo
from scenes.engine.headless import make_context, pump
from scenes.tables.dindex.prompt import final_lines, phase_title, prompt_for
from scenes.tables.dindex.table import make_table
from tests.scenes.tables.dindex.test_nodes import bots_play_until, ctx, table_of  # noqa: F401
from tests.scenes.tables.dindex.test_preview import table_for

NAMES = ["Ada", "Ben", "Cleo", "Dan", "Eve"]


def five_bots() -> Match:
    return Match(dindex.GAME.rules, {}, [SeatSpec(kind="bot", name=n, level="heuristic") for n in NAMES], 0)


def test_the_header_names_the_government_points_to_win() -> None:
    view = five_bots().view(None)
    title = phase_title(view)
    assert f"Government Points to win: {view.rp_target}" in title
    assert "target" not in title


def test_s5_5_the_header_asks_plainly_whether_to_counter_the_last_secret_action() -> None:
    """Decision 5 (rules version 4): the last secret action, already carried out, may be countered openly before
    the first open turn. The header said "Open actions: counter window" there, before any open action (playtest);
    an open card's window keeps its words."""
    view = five_bots().view(None)
    undo = Undo(voters=view.voters, core=view.core, non_voters=view.non_voters, opponents=view.opponents,
                dindex=view.dindex, dindex_discard=view.dindex_discard, tasks=view.tasks, covers=view.covers,
                empty_offices=view.empty_offices)
    secret = view.model_copy(update={"phase": "open_window", "window": (1,), "active": (1,),
                                     "chain": (Pending(card=0, seat=0, dindex_level=3, undo=undo),)})
    assert phase_title(secret).endswith("Counter the last secret action? (§ 5.5)")
    opened = secret.model_copy(update={"chain": (Pending(card=0, seat=0, dindex_level=3),)})
    assert phase_title(opened).endswith("Open actions: counter window (§ 5.5)")


def test_the_result_of_a_democrats_win_says_government_points() -> None:
    view = five_bots().view(None)
    over = view.model_copy(update={"phase": "over", "reason": "rp_reached", "winners": (0, 2),
                                   "roles": ("democrat", "oligarch", "democrat", "oligarch", "democrat")})
    first = final_lines(over, lambda s: NAMES[s])[0][0]
    assert first == "A Democrat reached the Government Points to win: democracy has won (§ 6.1)."


def test_the_header_with_the_longest_level_and_phase_stays_clear_of_the_log() -> None:
    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, five_bots())
        context.stack.push(table)
        pump(context, screen)
        longest = table.view.model_copy(update={"term": 10, "dindex_level": 2, "rp_target": 99,
                                                "phase": "open_window"})
        table.sync(longest)
        text, size = table.header.chosen(table.stage.painter)
        assert "Government Points to win: 99" in text and not text.endswith("…") and size >= 12
        width = table.stage.painter.text(text, size, (0, 0, 0), bold=True).get_width()
        assert table.header.x + width <= table.log.x
    finally:
        pygame.quit()


def test_s5_2_an_offer_says_which_proposal_it_is(ctx: Any) -> None:  # noqa: F811
    from scenes.tables.dindex.prompt import prompt_for

    table = table_of(*ctx, 5)
    m = table.match
    bots = [dindex.GAME.make_bot("heuristic") for _ in range(m.num_players)]
    for _ in range(50):
        if m.view(0).phase == "respond" and 0 in m.active_players():
            break
        seat = m.active_players()[0]
        m.submit(seat, bots[seat].choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))
    else:
        pytest.skip("no offer to seat 0 with this seed")
    _title, sub = prompt_for(m.view(0), lambda s: f"S{s}", 0, m.legal_actions(0))
    assert "Proposal 1 of 3" in sub
    assert " RP)" in sub  # § 5.7: what each offered ministry would earn


def test_s5_4_the_drawn_secret_action_is_explained_in_words(ctx: Any) -> None:  # noqa: F811
    from scenes.tables.dindex.prompt import prompt_for

    table = table_of(*ctx, 5, seed=1)
    m = table.match
    bots_play_until(table, lambda v: v.phase == "secret_play" and 0 in m.active_players())
    view = m.view(0)
    title, sub = prompt_for(view, lambda s: f"S{s}", 0, m.legal_actions(0))
    assert "carry out" in title and sub.startswith("Effect: ")


def test_a_long_explanation_pushes_the_buttons_down_instead_of_running_under_them(ctx: Any) -> None:  # noqa: F811
    table = table_of(*ctx, 5, seed=1)
    m = table.match
    bots_play_until(table, lambda v: v.phase == "secret_play" and 0 in m.active_players())
    pump(*ctx)
    painter = table.stage.painter
    prompt = table.prompt
    assert prompt.title.y + prompt.title.measure(painter)[1] <= prompt.sub.y
    assert prompt.sub.y + prompt.sub.measure(painter)[1] <= prompt.row.y


def test_s5_5_the_open_turn_counts_the_cards_that_can_be_played_not_their_targets(ctx: Any) -> None:  # noqa: F811
    table = table_for(*ctx)
    view = table.view.model_copy(update={"phase": "open_turn", "active": (0,)})
    legal = [PlayCard(card=3, target=1), PlayCard(card=3, target=2), PlayCard(card=3, target=4), PlayCard(card=9)]
    _title, sub = prompt_for(view, table.name, 0, legal)
    assert "2 cards playable" in sub
