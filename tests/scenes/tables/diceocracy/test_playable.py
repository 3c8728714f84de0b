"""Why a card in hand is not lit at step 5 (scenes/tables/diceocracy/playable.py), said in its tooltip
(playtest 5): a stunt's requirement, an advert's cost, one advert a turn."""

from __future__ import annotations

import pygame

from game.diceocracy.components import components
from scenes.engine.headless import make_context, pump
from scenes.tables.diceocracy.table import make_table
from tests.scenes.tables.diceocracy.test_fits import crowded_match
from tests.scenes.tables.diceocracy.test_seats import open_crowded


def total_stunts() -> list[int]:
    return [i for i, s in enumerate(components().stunts) if s.pattern is None]


def test_a_card_in_hand_not_lit_at_step_5_says_why_in_its_tooltip() -> None:
    from game.diceocracy.state import Die

    stunt = components().stunts[total_stunts()[0]]
    other = next(c for c in ("pink", "blue", "green", "orange") if c != stunt.color)
    try:
        # no follower of the stunt's group: its total is 0; one advert costs more than her 1 money
        costly = next(i for i, a in enumerate(components().adverts) if a.cost > 1)
        table = open_crowded((1280, 720), {"agendas": (), "adverts": (costly,), "stunts": (stunt.id,),
                                           "followers": tuple(Die(color=other, value=2) for _ in range(9)),
                                           "money": 1})
        stunt_card, advert_card = table.hand_nodes[("stunts", stunt.id)], table.hand_nodes[("adverts", costly)]
        assert not stunt_card.lit and not advert_card.lit
        assert stunt_card.tooltip.endswith(
            f"Not playable now: your {stunt.color} followers total 0, it needs {stunt.min_total}.")
        cost = components().adverts[costly].cost
        assert advert_card.tooltip.endswith(f"Not playable now: it costs {cost} money, you have 1.")
    finally:
        pygame.quit()


def test_once_an_advert_was_played_this_turn_the_others_say_one_a_turn() -> None:
    match = crowded_match("cards")
    turn = match.state.turn
    assert turn is not None
    players = list(match.state.players)
    players[0] = players[0].model_copy(update={"adverts": (0, 1)})
    match.state = match.state.model_copy(update={"players": tuple(players),  # the hand-built position
                                                 "turn": turn.model_copy(update={"advert_played": True})})
    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen, frames=2)
        assert table.hand_nodes[("adverts", 1)].tooltip.endswith(
            "Not playable now: one advertising card a turn: this turn's is played.")
    finally:
        pygame.quit()
