"""The words at the DēmoS table (scenes/tables/demos/prompt.py): the header never cut, even with the longest
names, the figures left and the rounds counted in it, and the prompts following the turn order of rules
version 2 and the void round."""

from __future__ import annotations

from typing import Any

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.demos.state import Discard, SkipDiscard
from scenes.engine.headless import pump
from scenes.tables.demos.prompt import prompt_for
from scenes.tables.demos.table import make_table
from tests.scenes.tables.demos.test_log import NAMES
from tests.scenes.tables.demos.test_seats import ctx  # noqa: F401


def test_the_header_is_never_cut_even_with_the_longest_names(ctx: Any) -> None:  # noqa: F811
    seats = [SeatSpec(name="Maximiliane-Alexandra von Hohenzollern 01"[: 40 - k]) for k in range(5)]
    match = Match(demos.GAME.rules, {"teams": "2v2+1"}, seats, 4)
    table = make_table(ctx[0], match, mode="replay", viewer=0)
    ctx[0].stack.push(table)
    pump(*ctx)
    header = table.header.text
    assert "…" not in header and header.endswith("Public discard") and "Round 1 of 14" in header
    drawn = table.stage.painter.surface(table.header, table.stage.root.scale)
    assert drawn is not None and table.header.world_pos()[0] + drawn.get_width() < table.log.world_rect().x


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


def test_header_counts_figures_left_in_the_learning_rules_and_the_rounds_in_the_full_rules() -> None:
    from game.core.match import Match, SeatSpec
    from game.demos import GAME
    from scenes.tables.demos.prompt import phase_title

    seats = [SeatSpec(name=n) for n in ("Anna", "Ben", "Cleo")]
    learning = Match(GAME.rules, {"mode": "simplified"}, seats, 3)  # no number of rounds: until the deck is empty
    assert "Round 1 · 12 figures left" in phase_title(learning.view(0), learning)
    rulebook = Match(GAME.rules, {}, seats, 3)  # "bis zu 14"
    assert "Round 1 of 14" in phase_title(rulebook.view(0), rulebook)
    chosen = Match(GAME.rules, {"round_limit": 5}, seats, 3)
    assert "Round 1 of 5" in phase_title(chosen.view(0), chosen)
