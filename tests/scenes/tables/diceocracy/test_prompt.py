"""What the asked Diceocracy player is told (scenes/tables/diceocracy/prompt.py): "End turn" keeps its own
place, the replay says whose turn it is; Decide Mode's cancel question (issue 10 § 5), asked once the move is
fully chosen, says exactly what would happen: which Rep, from where, to which die; step 5 with no card to play,
the keep question of a manipulation, the others' moves narrated; no slot, space or street numbers (playtest
5); the stunt-and-marker advert and the solo marker of rules version 2."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.core.protocol import Event
from game.diceocracy.actions import EndTurn, Pick, PlaceFollower, PlayAdvert, SkipDistrictAction, SkipFollowerAction
from game.diceocracy.components import components
from game.diceocracy.state import DiceocracyState
from scenes.engine.headless import make_context, pump
from scenes.tables.diceocracy.anim import cancel_banner
from scenes.tables.diceocracy.prompt import advert_caveat, prompt_for
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from scenes.tables.diceocracy.words import DiceNames, describe_event
from tests.diceocracy.helpers import RULES, act, d, district_spot, legal, place, set_player, started
from tests.diceocracy.test_modes import rep_influence_turn
from tests.scenes.tables.diceocracy.test_fits import crowded_match
from tests.scenes.tables.diceocracy.test_words import JARGON, names


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def solo_until(done: Callable[[Any], bool]) -> Match:
    """A solo game in which Anna always makes the first choice offered, up to the first view where `done`."""
    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 1)
    for _ in range(500):
        if done(m.view(0)):
            return m
        m.submit(0, m.legal_actions(0)[0])
    raise AssertionError("the position never came")


def open_table(context: Any, screen: Any, m: Match, **kw: Any) -> DiceocracyTable:
    table = make_table(context, m, **kw)
    context.stack.push(table)
    pump(context, screen)
    return table


def test_step_5_end_turn_stands_in_the_finishing_slot_at_the_right_end_of_the_first_row(ctx) -> None:
    context, screen = ctx
    table = open_table(context, screen, solo_until(lambda v: v.phase == "cards"))
    end = table.prompt.button("End turn")
    assert end is table.prompt.end_button and end.data == ("button", EndTurn())
    assert table.button_labels()[-1] == "End turn"
    first_row = [b for b in table.prompt.buttons if b.y == 0]
    assert all(b.world_rect().right < end.world_rect().left for b in first_row)
    assert not any(b.world_rect().colliderect(end.world_rect()) for b in table.prompt.buttons)


def test_while_end_turn_is_not_offered_it_stands_greyed_in_its_slot_and_nothing_takes_its_place(ctx) -> None:
    context, screen = ctx
    table = open_table(context, screen, solo_until(lambda v: v.phase == "actions"))
    end = table.prompt.button("End turn")
    assert end is table.prompt.end_button and not end.enabled and "step 5" in (end.tooltip or "")
    slot = end.world_rect()
    assert not any(b.world_rect().colliderect(slot) for b in table.prompt.buttons)
    card_step = open_table(context, screen, solo_until(lambda v: v.phase == "cards"))
    assert card_step.prompt.end_button.world_rect() == slot and card_step.prompt.end_button.enabled


def test_a_replay_prompt_says_whose_turn_and_from_which_seat(ctx) -> None:
    context, screen = ctx
    m = solo_until(lambda v: v.phase == "actions")
    table = open_table(context, screen, Match.from_record(m.record()), mode="replay", viewer=0)
    assert table.prompt_text() == "Replay · Anna's turn\nSeen from Anna's seat."
    assert not table.button_labels()
    public = open_table(context, screen, Match.from_record(m.record()), mode="replay", viewer=None)
    assert public.prompt_text() == "Replay · Anna's turn\nSeen from the public view (no hidden cards)."


NAMES = ("Alice", "Bob")


def name(seat: object) -> str:
    return NAMES[int(str(seat))]


def district_namer(state: DiceocracyState) -> DiceNames:
    tiles = components().districts
    return DiceNames(name=name, district_name=lambda pos: tiles[state.tiles[pos]].name, players=2, rounds=9)


def asked_to_cancel() -> tuple[DiceocracyState, tuple[Event, ...], int, str, str]:
    """The mover picked the other seat's Rep (district space 1) and a green 4 as its destination; returns the
    position, the events of the destination pick, the asked seat, the Rep's and the die's district names."""
    state, me, target = rep_influence_turn("interactive")
    dest_pos = (target + 3) % 8
    state = place(state, dest_pos, 2, d("green", 4))
    state = act(state, Pick(spot=district_spot(target, 0)))
    chosen = RULES.apply(state, me, Pick(spot=district_spot(dest_pos, 2)))
    names = district_namer(state)
    return chosen.state, chosen.events, 1 - me, names.district_name(target), names.district_name(dest_pos)


def test_the_cancel_question_names_the_rep_its_space_and_the_die_it_would_swap_with() -> None:
    state, _, asked, rep_district, die_district = asked_to_cancel()
    view = RULES.view(state, asked)
    title, sub = prompt_for(view, asked, RULES.legal_actions(state, asked), name, district_namer(state).district_name)
    mover = NAMES[1 - asked]
    assert title == (f"{NAMES[asked]}: {mover} wants to move your Rep from {rep_district} "
                     f"to the green 4 in {die_district}.")
    assert sub == f"Pay 1 money to cancel it (you have {state.players[asked].money}), or let it happen."


def test_the_mover_is_not_asked_anything_about_the_cancel_before_the_destination_is_chosen() -> None:
    state, me, target = rep_influence_turn("interactive")
    picked = act(state, Pick(spot=district_spot(target, 0)))
    title, _ = prompt_for(RULES.view(picked, me), me, legal(picked), name, district_namer(picked).district_name)
    assert picked.active == me and title == "Rep influence: click the district die the Rep swaps with"


def test_the_log_says_who_may_stop_which_move_of_their_rep() -> None:
    state, events, asked, rep_district, die_district = asked_to_cancel()
    offered = next(e for e in events if e.type == "cancel_offered")
    line = describe_event(offered, district_namer(state))
    assert line is not None
    assert "".join(text for text, _ in line) == (
        f"{NAMES[asked]} may pay 1 money to stop {NAMES[1 - asked]} moving {NAMES[asked]}'s Rep from "
        f"{rep_district} to the green 4 in {die_district}.")


def test_the_cancel_banner_says_who_may_pay_to_stop_which_move_and_the_die_it_swaps_with() -> None:
    state, events, asked, rep_district, die_district = asked_to_cancel()
    offered = next(e for e in events if e.type == "cancel_offered")
    title, lines = cancel_banner(offered.data, name, district_namer(state).district_name)
    mover = NAMES[1 - asked]
    assert title == f"{NAMES[asked]} may pay 1 money to cancel {mover}'s Rep influence"
    assert lines == [f"{mover} would move {NAMES[asked]}'s Rep from {rep_district} to the green 4 in "
                     f"{die_district}."]


def test_during_the_cancel_question_the_table_lights_the_rep_the_die_and_the_district_whose_action_it_is() -> None:
    state, _, asked, _, _ = asked_to_cancel()
    seats = [SeatSpec(name=NAMES[s]) if s == asked else SeatSpec(kind="bot", name=NAMES[s], level="random")
             for s in range(2)]
    match = Match(RULES, {"mode": "interactive"}, seats, 1)
    match.state = state  # the hand-built position: the mover's Rep influence is fully chosen
    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, match)
        context.stack.push(table)
        pump(context, screen, frames=1)
        view = table.view
        assert view.phase == "respond" and table.asking == asked
        response = view.response
        assert response is not None and response.spot is not None and response.target is not None
        rep_space = table.spots.spaces[(response.spot.area, response.spot.index, response.spot.pos)]
        die = table.spots.dice[(response.target.area, response.target.index, response.target.pos)]
        assert view.turn is not None
        tile = table.spots.tiles[view.turn.district]
        assert rep_space.lit and die.lit and tile.lit  # what is asked about, where it goes, whose action
        others = [n for k, n in table.spots.dice.items() if n is not die and k[0] == "district"]
        assert others and all(n.dimmed for n in others)  # the rest steps back, as during a pick
        # (the boards, with nothing asked about on them, stay readable: playtest 5)
    finally:
        pygame.quit()


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


def test_the_stunt_and_marker_advert_says_before_payment_that_its_marker_part_is_lost() -> None:
    state = started(3)
    seat = state.active
    assert seat is not None
    state = act(act(act(state, legal(state)[0]), PlaceFollower(slot=8)), SkipDistrictAction())
    state = act(state, SkipFollowerAction())
    card = next(a for a in components().adverts if a.kind == "stunt_and_marker")
    state = set_player(state, seat, adverts=(card.id,), money=5)
    assert PlayAdvert(card=card.id) in legal(state)
    assert advert_caveat(RULES.view(state, seat), card.id) == ""
    state = state.model_copy(update={"marker_given": True})
    view = RULES.view(state, seat)
    caveat = advert_caveat(view, card.id)
    assert "already given this round" in caveat and "only draws the stunt card" in caveat
    _, sub = prompt_for(view, seat, legal(state), names(3).name, names(3).district_name)
    assert caveat in sub


def test_the_solo_game_says_the_marker_never_moves() -> None:
    card = next(a for a in components().adverts if a.kind == "stunt_and_marker")
    state = started(1)
    assert "solo you are always the first player" in advert_caveat(RULES.view(state, 0), card.id)


def test_step_5_says_plainly_when_no_card_can_be_played() -> None:
    import game.diceocracy as dc
    from game.core.match import Match, SeatSpec
    from game.diceocracy.actions import PlayAdvert, PlayStunt
    from scenes.tables.diceocracy.prompt import prompt_for

    m = Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 7)
    bot = dc.GAME.make_bot("heuristic")
    subs: dict[str, str] = {}
    while m.result() is None and len(subs) < 3:
        seat = m.active_players()[0]
        view, legal = m.view(seat), m.legal_actions(seat)
        if view.phase == "cards":
            _, sub = prompt_for(view, seat, legal, lambda s: "Anna", lambda p: "X")
            playable = any(isinstance(a, (PlayAdvert, PlayStunt)) for a in legal)
            holding = view.players[seat].adverts or view.players[seat].stunts
            key = "playable" if playable else "in hand" if holding else "none"
            subs.setdefault(key, sub)
        m.submit(seat, bot.choose(view, legal, m.bot_rng()))
    assert subs, "a solo game reaches step 5"
    if "playable" in subs:
        assert subs["playable"].startswith("Click a lit card in your hand")
    if "in hand" in subs:
        assert subs["in hand"].startswith("None of your cards can be played now") and "End your turn" in subs["in hand"]
    if "none" in subs:
        assert subs["none"] == "You have no advertising or stunt card in hand. End your turn."
    assert len(subs) >= 2


def test_taking_a_card_says_an_advertising_card_and_a_political_stunt_card() -> None:
    from types import SimpleNamespace

    from scenes.tables.diceocracy.prompt import resolve_prompt

    def title(kind: str) -> str:
        return resolve_prompt(SimpleNamespace(pending=(SimpleNamespace(type=kind),)), [], str)[0]

    assert title("advertising") == "Take an advertising card"
    assert title("stunt") == "Take a political stunt card"


@pytest.mark.slow
def test_the_prompt_narrates_the_other_players_moves_and_the_counting() -> None:
    import pygame

    from scenes.engine.headless import make_context
    from tests.scenes.tables.diceocracy.test_table import new_table, play

    context, screen = make_context((1280, 720))
    try:
        context.services.settings.animation_speed = "fast"
        table = new_table(context, "hbb", "interactive", seed=7)
        prompts: set[tuple[str, str]] = set()
        headers: set[str] = set()

        def frame() -> None:
            prompts.add((table.prompt.title.text, table.prompt.sub.text))
            headers.add(table.header.text)

        play(context, screen, table, on_frame=frame)
        assert "The election · counting the votes" in headers  # not the last turn's words while counting
        assert any(t == "Ben's turn" and s.startswith("Ben ") for t, s in prompts)
        assert any(t == "Cleo's turn" and s.startswith("Cleo ") for t, s in prompts)
        assert not any(t == "Anna's turn" for t, _ in prompts)  # one's own moves need no narration
        assert any(t.startswith("The election: counting the votes") for t, _ in prompts)
    finally:
        pygame.quit()


def test_decide_mode_the_cancel_question_says_what_would_happen_to_which_piece() -> None:
    from types import SimpleNamespace as NS

    from scenes.tables.diceocracy.prompt import respond_prompt

    def ask(kind: str, spot: object, value: int | None = None, target: object = None) -> tuple[str, str]:
        anna = NS(money=4, followers=(NS(color="pink", value=6),) + (None,) * 8)
        districts = [[NS(die=None, rep=None)] * 3 for _ in range(8)]
        districts[5][2] = NS(die=NS(color="green", value=4), rep=None)
        view = NS(response=NS(type=kind, spot=spot, value=value, target=target), order=(1, 0), order_index=0,
                  players=(anna, NS(money=2, followers=(None,) * 9)), districts=districts)
        return respond_prompt(view, 0, lambda s: ["Anna", "Ben"][int(s)], lambda p: "Old Town")

    slot = NS(area="board", index=0, pos=0)
    title, sub = ask("focus", slot, -1)
    assert title == "Anna: Ben wants to take 1 from your follower pink 6 (the top-left slot): it would become 5."
    assert sub == "Pay 1 money to cancel it (you have 4), or let it happen."
    assert ask("manipulate", slot)[0] == "Anna: Ben wants to re-roll your follower pink 6 (the top-left slot)."
    rep = NS(area="district", index=3, pos=1)
    die = NS(area="district", index=5, pos=2)
    assert ask("rep_influence", rep, target=die)[0] == \
        "Anna: Ben wants to move your Rep from Old Town to the green 4 in Old Town."


def test_manipulation_the_keep_question_shows_the_old_and_the_new_value() -> None:
    from types import SimpleNamespace as NS

    from scenes.tables.diceocracy.prompt import resolve_prompt

    spot = NS(area="board", index=0, pos=2)
    view = NS(pending=(NS(type="keep", spot=spot, value=2),),
              players=(NS(followers=(None, None, NS(color="pink", value=5)) + (None,) * 6),))
    assert resolve_prompt(view, [], str) == ("Keep the new roll? pink 2 became 5", "Or put the die back to 2.")
