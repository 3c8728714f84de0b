"""Playtest 5 at the Diceocracy table, the words: the table as a player reads it, not the rules' numbering
("slot 3", "space 5", "street 2", "Foll infl", "trait side 1, role side 2"), "the die's group" named once the
die is known, and no word of bots in a game without any."""

from __future__ import annotations

import re

import pygame

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.core.protocol import Event
from game.core.trusted import emit
from game.diceocracy import events as ev
from game.diceocracy.actions import ChoosePersonality, MoveFollower, PlaceFollower, TakeCard
from game.diceocracy.components import ActionSpec, components
from game.diceocracy.describe import describe
from game.diceocracy.state import Die, Spot
from scenes.engine.headless import make_context, pump
from scenes.tables.diceocracy.board import slot_tip
from scenes.tables.diceocracy.look import SHORT, action_words
from scenes.tables.diceocracy.table import make_table
from scenes.tables.diceocracy.words import DiceNames, describe_event, slot_place
from tests.scenes.tables.diceocracy.positions import solo_turn_at_its_actions_step
from tests.scenes.tables.diceocracy.test_fits import crowded_match

JARGON = re.compile(r"\b(slot|space|street) \d|\bslots \d|Foll infl|Rep infl|side \d")


def worded(event: Event) -> str:
    line = describe_event(event, DiceNames(lambda s: ["Anna", "Ben"][int(s)], lambda p: "Old Town", players=2,
                                           rounds=9))
    return "".join(t for t, _ in line or [])


def test_board_slots_are_named_by_where_they_lie() -> None:
    assert [slot_place(s) for s in range(9)] == ["top-left", "top-centre", "top-right", "middle-left", "centre",
                                                 "middle-right", "bottom-left", "bottom-centre", "bottom-right"]


def test_the_log_names_slots_and_district_dice_as_a_player_reads_them() -> None:
    placed = emit(ev.FollowerPlaced(seat=0, die=Die(color="pink", value=5), slot=5,
                                    action=ActionSpec(type="money", amount=1)))
    assert worded(placed) == "Anna places pink 5 on the middle-right slot (its follower action: +1 money)."
    rolled = emit(ev.DieRolled(seat=0, spot=Spot(area="district", index=2, pos=2), old=1, new=2))
    assert worded(rolled) == "Anna re-rolls a die in Old Town: 1 → 2."
    moved = emit(ev.FollowerMoved(seat=1, source=0, target=4, swapped=False))
    assert worded(moved) == "Ben moves a follower from the top-left slot to the centre slot."


def test_the_rules_plain_words_say_no_slot_numbers_or_personality_side_numbers() -> None:
    for action in (PlaceFollower(slot=8), MoveFollower(source=0, target=4), TakeCard(slot=1),
                   *(ChoosePersonality(trait_side=a, role_side=b) for a in (0, 1) for b in (0, 1))):
        assert not JARGON.search(describe(action)), describe(action)
    assert describe(ChoosePersonality(trait_side=0, role_side=1)) == (
        "choose the first side of the trait tile and the second of the role tile")


def test_the_boards_name_their_actions_in_whole_words() -> None:
    whole = {"follower_influence": "Follower influence", "rep_influence": "Rep influence",
             "manipulate": "Manipulate", "exchange": "Exchange"}
    for kind, words in whole.items():
        assert action_words({"type": kind}, short=True) == SHORT[kind] == words


def test_a_slot_names_the_taken_dies_group_and_a_follower_its_own() -> None:
    die_slots = [s for s, info in enumerate(components().board.slots)
                 if (components().board.row_actions[info.row] if info.arrow == "row"
                     else components().board.col_actions[info.col]) == ActionSpec(type="popularity", color="die")]
    assert die_slots  # the board has a "+1 popularity in the die's group" line
    match = solo_turn_at_its_actions_step()
    player = match.view(0).players[0]
    assert "+1 popularity in green" in slot_tip(player, die_slots[0], "green")
    assert "the die's group" in slot_tip(player, die_slots[0])  # no die known: the group is the die's


def test_no_button_or_prompt_speaks_in_numbers_of_slots_spaces_or_streets() -> None:
    context, screen = make_context((1280, 720))
    try:
        for phase in ("actions", "cards"):
            table = make_table(context, crowded_match(phase))
            context.stack.push(table)
            pump(context, screen, frames=2)
            for text in [*table.button_labels(), table.prompt.title.text, table.prompt.sub.text]:
                assert not JARGON.search(text), text
            context.stack.pop()
    finally:
        pygame.quit()


def test_solo_the_keys_hint_says_nothing_of_bots() -> None:
    context, screen = make_context((1280, 720))
    try:
        solo = make_table(context, solo_turn_at_its_actions_step())
        context.stack.push(solo)
        pump(context, screen, frames=2)
        assert solo.keys_hint().startswith("Keys: ") and "bot" not in solo.keys_hint()
        context.stack.pop()
        seats = [SeatSpec(name="Anna"), SeatSpec(kind="bot", name="Ben", level="random")]
        match = Match(dc.GAME.rules, {"mode": "standard"}, seats, 3)
        with_bot = make_table(context, match)
        context.stack.push(with_bot)
        pump(context, screen, frames=2)
        assert "N skips the bots' turns" in with_bot.keys_hint()
    finally:
        pygame.quit()
