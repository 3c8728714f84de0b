"""The buttons at the Diceocracy table (scenes/tables/diceocracy/buttons.py, slots.py), playtest 5: a greyed
card button says what became of its kind ("Play a political stunt card (2 playable)" stood greyed after the
stunt was played), a choice's tooltip by its button, step 4's buttons in their slots after an action, and the
first player marker's words in the last round."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.diceocracy.actions import PlayStunt
from scenes.engine.headless import make_context, pump
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from tests.scenes.tables.diceocracy.test_fits import SIZES, crowded_match


@pytest.fixture(params=SIZES, ids=["1280x720", "1920x1080"])
def at_step_5(request: Any) -> Iterator[DiceocracyTable]:
    context, screen = make_context(request.param)
    table = make_table(context, crowded_match("cards"))
    context.stack.push(table)
    pump(context, screen, frames=2)
    yield table
    pygame.quit()


def test_after_a_stunt_is_played_its_greyed_button_says_so_in_the_same_place(at_step_5: DiceocracyTable) -> None:
    table = at_step_5
    group = table.prompt.button("Play a political stunt card (3 playable)")
    assert group is not None
    where = group.world_rect()
    group.on_click()
    stunt = next(b for b in table.prompt.buttons if isinstance(b.data[1], PlayStunt))
    stunt.on_click()
    assert table.view.turn is not None and table.view.turn.stunt_played
    played = table.prompt.button("Political stunt played")
    assert played is not None and not played.enabled
    assert played.world_rect().topleft == where.topleft  # (its words are shorter: so is the button)
    assert not [b.label for b in table.prompt.buttons if "playable" in b.label and not b.enabled]


def mouse(kind: str, pos: tuple[int, int]) -> pygame.event.Event:
    event = {"down": pygame.MOUSEBUTTONDOWN, "up": pygame.MOUSEBUTTONUP, "move": pygame.MOUSEMOTION}[kind]
    return pygame.event.Event(event, pos=pos, button=1, rel=(0, 0), buttons=(0, 0, 0))


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize(("phase", "label"), [("cards", "Play a political stunt card (3 playable)"),
                                              ("actions", "Instead: give the first player marker")])
def test_the_tooltip_of_a_choice_opened_under_the_pointer_shows_by_its_button(size: tuple[int, int], phase: str,
                                                                              label: str) -> None:
    context, screen = make_context(size)
    try:
        table = make_table(context, crowded_match(phase))
        context.stack.push(table)
        pump(context, screen, frames=2)
        group = table.prompt.button(label)
        assert group is not None
        at = group.world_rect().center
        pump(context, screen, [mouse("move", at), mouse("down", at), mouse("up", at)], frames=2)
        pump(context, screen, frames=60)  # the pointer rests: a tooltip shows
        hovered = table.stage.hover
        assert hovered is not None and hovered in table.prompt.buttons  # the choice now under the pointer
        tip = table.stage.drawn_tooltip
        assert tip is not None and hovered.tooltip == table.stage.tooltip_text
        button = hovered.world_rect()
        gap = round(12 * table.stage.root.scale)
        assert tip.bottom >= button.top - gap and tip.top <= button.bottom + gap, (tip, button)
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_step_4_buttons_keep_their_slots_after_an_action_was_resolved(size: tuple[int, int]) -> None:
    """The follower action is used and resolved (its choices asked in between): back at step 4, the district
    part's buttons stand where they stood, the follower's greyed in its slot."""
    from game.diceocracy.actions import UseDistrictAction, UseFollowerAction
    from game.diceocracy.components import ActionSpec

    match = crowded_match("actions")
    turn = match.state.turn
    assert turn is not None
    choice = ActionSpec(type="popularity", color="any")  # its group is asked next
    match.state = match.state.model_copy(update={"turn": turn.model_copy(update={"follower_action": choice})})
    context, screen = make_context(size)
    try:
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen, frames=2)
        before = {b.label: b.world_rect() for b in table.prompt.buttons}
        follower = next(b for b in table.prompt.buttons if isinstance(b.data[1], UseFollowerAction))
        follower.on_click()
        assert table.view.phase == "resolve"
        for _ in range(6):  # its choices, until step 4 asks again
            if table.view.phase == "actions":
                break
            table.act(next(a for a in table.legal()))
        assert table.view.phase == "actions" and table.asking == 0
        after = {b.label: (b.world_rect(), b.enabled) for b in table.prompt.buttons}
        assert after[follower.label] == (before[follower.label], False)
        for label, rect in before.items():
            assert after[label][0] == rect, label
        assert any(isinstance(b.data[1], UseDistrictAction) and b.enabled for b in table.prompt.buttons)
    finally:
        pygame.quit()


def test_in_the_last_round_giving_the_first_player_marker_is_said_to_change_nothing() -> None:
    """The marker says who starts a round (rulebook "Game Play"); after round 9 none follows. The rules still
    offer it, so its button and its choices say so."""
    match = crowded_match("actions")
    match.state = match.state.model_copy(update={"round": match.view(0).rounds})  # the hand-built position
    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen, frames=2)
        group = table.prompt.button("Instead: give the first player marker")
        assert group is not None and "is the last: no round follows" in (group.tooltip or "")
        group.on_click()
        choices = [b for b in table.prompt.buttons if b.label.startswith("First player → ")]
        assert choices and all("changes nothing" in (b.tooltip or "") for b in choices)
    finally:
        pygame.quit()


def test_before_the_last_round_the_marker_starts_the_next_round() -> None:
    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, crowded_match("actions"))
        context.stack.push(table)
        pump(context, screen, frames=2)
        group = table.prompt.button("Instead: give the first player marker")
        assert group is not None and "last" not in (group.tooltip or "")
        group.on_click()
        assert all("starts the next round" in (b.tooltip or "") for b in table.prompt.buttons
                   if b.label.startswith("First player → "))
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_a_new_effect_to_resolve_shows_only_its_own_buttons(size: tuple[int, int]) -> None:
    """An advertising card taken, then a group to choose in the same turn (Rally Poster, playtest): the
    taking's buttons are not left greyed beside the groups ("No longer possible in this step")."""
    from game.diceocracy.actions import ChooseColor, TakeCard
    from game.diceocracy.state import Effect
    from tests.scenes.tables.diceocracy.positions import solo_turn_resolving

    match = solo_turn_resolving(Effect(type="advertising"))
    match.state = match.state.model_copy(update={"pending": (Effect(type="advertising"),
                                                            Effect(type="popularity", color="any"))})
    context, screen = make_context(size)
    try:
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen, frames=2)
        assert any(isinstance(b.data[1], TakeCard) for b in table.prompt.buttons)
        assert table.act(TakeCard(slot=None))
        pump(context, screen, frames=2)
        assert table.view.phase == "resolve" and any(isinstance(a, ChooseColor) for a in table.legal())
        shown = [b for b in table.prompt.buttons if b.visible]
        assert shown and all(isinstance(b.data[1], ChooseColor) for b in shown), [b.label for b in shown]
        assert all(b.enabled for b in shown)
    finally:
        pygame.quit()


def rest_on(context: Any, screen: Any, table: DiceocracyTable, at: tuple[int, int]) -> None:
    pump(context, screen, [mouse("move", at)], frames=2)
    pump(context, screen, frames=60)  # the pointer rests: a tooltip shows


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_a_tooltip_does_not_stay_after_the_move_made_under_a_still_pointer(size: tuple[int, int]) -> None:
    """Playtest: the button clicked left its greyed twin under the still pointer, and its tooltip ("Step 4's
    district part is over …", "One of each kind per turn …") stood over the prompt and Undo move after move.
    After a move no tooltip shows until the pointer moves again; then the node under it shows its own."""
    from game.diceocracy.actions import SkipDistrictAction

    context, screen = make_context(size)
    try:
        table = make_table(context, crowded_match("actions"))
        context.stack.push(table)
        pump(context, screen, frames=2)
        skip = next(b for b in table.prompt.buttons if isinstance(b.data[1], SkipDistrictAction))
        at = skip.world_rect().center
        rest_on(context, screen, table, at)
        assert table.stage.hover is skip
        pump(context, screen, [mouse("down", at), mouse("up", at)], frames=2)
        assert table.match.actions[-1][1] == SkipDistrictAction()
        pump(context, screen, frames=90)  # the pointer stays where it was
        assert table.stage.tooltip_text is None and table.stage.drawn_tooltip is None
        twin = table.stage.root.pick(at, lambda n: bool(n.tooltip))
        assert twin is not None and twin.tooltip and "over" in twin.tooltip  # a greyed twin lies there now
        rest_on(context, screen, table, (at[0] + 1, at[1]))  # the pointer moves: what it is over says its tooltip
        assert table.stage.tooltip_text == twin.tooltip
    finally:
        pygame.quit()


def test_the_tooltip_of_the_personality_chosen_goes_while_the_choice_plays() -> None:
    """Playtest 007: after choosing the personality, its button's tooltip stayed up over Printing Quarter while
    the choice's motions played (the button had gone with the old prompt, the pointer had not moved)."""
    from tests.scenes.tables.diceocracy.positions import two_players_at_set_up

    context, screen = make_context((1280, 720), speed="normal")
    try:
        table = make_table(context, two_players_at_set_up("personality"))
        context.stack.push(table)
        pump(context, screen, frames=2)
        choice = next(b for b in table.prompt.buttons if b.enabled and b.tooltip)
        at = choice.world_rect().center
        pump(context, screen, [mouse("move", at)], frames=60)  # the pointer rests on it: its tooltip shows
        assert table.stage.hover is choice and table.stage.tooltip_text == choice.tooltip
        pump(context, screen, [mouse("down", at), mouse("up", at)], frames=1)
        assert table.animating  # the choice plays (its popularity and money steps)
        hovered = table.stage.hover
        assert hovered is None or hovered.effectively_visible() and hovered.tooltip != choice.tooltip
        tip = table.stage.tooltip_text
        assert not tip or tip != choice.tooltip
    finally:
        pygame.quit()
