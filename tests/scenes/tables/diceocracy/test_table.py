"""Diceocracy at the table, driven only by synthetic mouse events (pygame MOUSEBUTTONDOWN/MOTION/UP with pos).

Each human decision is chosen by the heuristic bot from the seat's own view (so games look like real play)
and carried out the way a person would: drag a district die onto an empty slot of the board (steps 1–3),
drag the taken die or a follower onto a slot, click a lit die, Rep or card, click a button. The match must
record exactly that action.

And the keyboard (Tab rings a die that may be taken, Enter takes it), a clicked card's tooltip leaving with it,
and the keys hint of a solo game."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.diceocracy as dc
from game.core.match import Match, SeatSpec
from game.diceocracy.actions import (
    DiscardAgenda,
    EndTurn,
    Focus,
    Manipulate,
    MoveFollower,
    Pick,
    PlaceFollower,
    Respond,
    TakeCard,
    TakeDie,
)
from scenes.engine.dnd import interactive
from scenes.engine.headless import drag_events, key, make_context, mouse, pump
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.diceocracy.buttons import GROUPS
from scenes.tables.diceocracy.look import DiceDie
from scenes.tables.diceocracy.table import DiceocracyTable, make_table
from tests.scenes.tables.diceocracy.positions import solo_turn_at_its_actions_step
from tests.scenes.tables.diceocracy.test_board import open_table, solo_at

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def new_table(context: Any, kinds: str, mode: str, seed: int) -> DiceocracyTable:
    seats = [SeatSpec(name=NAMES[i]) if k == "h" else SeatSpec(kind="bot", name=NAMES[i], level="heuristic")
             for i, k in enumerate(kinds)]
    table = make_table(context, Match(dc.GAME.rules, {"mode": mode}, seats, seed))
    context.stack.push(table)
    return table


def point_on(table: DiceocracyTable, node: Node, accept: Any = interactive) -> tuple[int, int]:
    """A window point where `node` is the top-most node that `accept`s."""
    rect = node.world_rect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            p = (round(rect.x + rect.w * fx), round(rect.y + rect.h * fy))
            if table.stage.root.pick(p, accept) is node:
                return p
    raise AssertionError(f"{node} cannot be reached by the mouse")


def spot_point(table: DiceocracyTable, node: Node) -> tuple[int, int]:
    """Where a drop onto `node` lands: it is the top-most thing there (it becomes a target during a drag)."""
    return point_on(table, node, lambda n: n.w > 0)


def click(context: Any, screen: Any, at: tuple[int, int]) -> None:
    pump(context, screen, [mouse("move", at), mouse("down", at), mouse("up", at)])


def shown_buttons(table: DiceocracyTable) -> list[ButtonNode]:
    """The prompt's buttons, the finishing one ("End turn") included."""
    return [b for label in table.button_labels() if (b := table.prompt.button(label)) is not None]


def button(table: DiceocracyTable, action: Any) -> ButtonNode:
    found = [b for b in shown_buttons(table) if b.data == ("button", action)]
    assert found, (action, table.button_labels())
    return found[0]


def key_of(spot: Any) -> tuple[str, int, int]:
    return (spot.area, spot.index, spot.pos)


def perform(context: Any, screen: Any, table: DiceocracyTable, action: Any, bot: Any) -> list[Any]:
    """Carry out `action` for the asked seat with mouse events only; returns the actions it recorded."""
    m = table.match
    seat = table.presenter.asking
    before = len(m.actions)
    expected = [action]
    spots = table.spots
    if isinstance(action, TakeDie):
        # steps 1-3 in one gesture: the slot is the one this player would choose next
        after = m.rules.apply(m.state, seat, action).state
        place = bot.choose(m.rules.view(after, seat), m.rules.legal_actions(after, seat), m.bot_rng())
        assert isinstance(place, PlaceFollower)
        expected.append(place)
        die = spots.dice[("district", action.district, action.space)]
        pump(context, screen, drag_events(point_on(table, die), spot_point(table, spots.slots[place.slot])))
        # the presenter keeps the same seat asked, so the drop sends the take and the placement at once
        assert len(m.actions) == before + 2, table.stage.toast_text
    elif isinstance(action, PlaceFollower):
        pump(context, screen, drag_events(point_on(table, table.taken), spot_point(table, spots.slots[action.slot])))
    elif isinstance(action, MoveFollower):
        die = spots.dice[("board", seat, action.source)]
        # onto an empty slot, or (a swap) onto the follower standing there
        onto = spots.dice.get(("board", seat, action.target)) or spots.slots[action.target]
        pump(context, screen, drag_events(point_on(table, die), spot_point(table, onto)))
    elif isinstance(action, (Pick, Manipulate)):
        node = spots.dice.get(key_of(action.spot)) or spots.reps[key_of(action.spot)]
        assert node.lit
        click(context, screen, point_on(table, node))
    elif isinstance(action, Focus):
        click(context, screen, point_on(table, spots.dice[key_of(action.spot)]))
        click(context, screen, point_on(table, button(table, action)))
    elif isinstance(action, TakeCard) and action.slot is not None:
        deck = "adverts" if table.view.pending[0].type == "advertising" else "stunts"
        card = spots.face_up[(deck, action.slot)]
        assert card.lit
        click(context, screen, point_on(table, card))
    elif isinstance(action, DiscardAgenda):
        card = table.hand_nodes[("agendas", action.card)]
        assert card.lit
        click(context, screen, point_on(table, card))
    else:
        # several choices of one kind stand behind one button (the marker's seats, playable cards)
        behind = [b for b in shown_buttons(table) for key, group in GROUPS.items()
                  if b.data == ("button", key) and isinstance(action, group.kind)]
        if behind:
            click(context, screen, point_on(table, behind[0]))
        click(context, screen, point_on(table, button(table, action)))
        if isinstance(action, Respond) and action.cancel:
            # paying cannot be taken back once the mover goes on: the table asks first, Enter pays
            assert not m.actions[before:]
            pump(context, screen, [key(pygame.K_RETURN)])
    done = [a for _, a in m.actions[before:before + len(expected)]]
    assert done == expected, (expected, done, table.stage.toast_text)
    assert all(s == seat for s, _ in m.actions[before:before + len(expected)])
    return expected


def play(context: Any, screen: Any, table: DiceocracyTable, *, on_frame: Any = None, max_steps: int = 20000,
         stop: Any = None) -> list[Any]:
    presenter = table.presenter
    assert presenter is not None
    bot = dc.GAME.make_bot("heuristic")
    done: list[Any] = []
    for _ in range(max_steps):
        pump(context, screen)
        if on_frame is not None:
            on_frame()
        if context.services.finished or (stop is not None and stop()):
            return done
        if isinstance(context.stack.top, PrivacyScreen):
            click(context, screen, (640, 360))
            continue
        seat = presenter.asking
        if seat is None or table.animating:
            continue
        m = table.match
        done += perform(context, screen, table, bot.choose(m.view(seat), m.legal_actions(seat), m.bot_rng()), bot)
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_solo_game_against_the_bag_played_by_mouse_to_the_score_and_rank_band(ctx) -> None:
    context, screen = ctx
    table = new_table(context, "h", "standard", seed=3)
    bag_turns: list[str] = []
    done = play(context, screen, table, on_frame=lambda: bag_turns.append(" ".join(table.bag_story.lines)))
    m = table.match
    assert m.result() is not None and context.services.finished == [m]
    assert context.services.autosaves == len(m.actions)
    kinds = {type(a) for a in done}
    assert {TakeDie, PlaceFollower, EndTurn} <= kinds
    # the bag's turns were shown in words on its panel: draw, the die it took, the card it removed
    assert any("The bag draws and rolls" in s and "The bag removes" in s for s in bag_turns)
    assert table.overlay.visible
    texts = [n.text for n in table.overlay.walk() if hasattr(n, "text") and isinstance(n.text, str)]
    rank = m.result().details["solo_rank"]
    assert any(rank in t and "Your score" in t for t in texts)
    assert sum("Reps:" in t for t in texts) == 8  # every district's scoring, from its event


def test_solo_bag_turn_plays_draw_roll_take_and_card_removal_as_animations_and_log(ctx) -> None:
    context, screen = ctx
    context.services.settings.animation_speed = "normal"
    table = new_table(context, "h", "standard", seed=4)
    seen: set[str] = set()
    rounds = lambda: table.match.view(None).round >= 3  # noqa: E731
    prompts: set[str] = set()

    def frame() -> None:
        seen.update(type(n).__name__ for n in table.fx.children if n.visible)
        prompts.add(f"{table.prompt.title.text} | {table.prompt.sub.text}")

    play(context, screen, table, stop=rounds, on_frame=frame)
    assert {"DiceDie", "TokenNode", "TextCard"} <= seen  # the rolled die, the bag's Rep, the removed card
    # while it plays, the prompt line narrates the bag's turn instead of standing empty
    assert any(p.startswith("The bag's turn | The bag draws and rolls") for p in prompts)
    assert any(p.startswith("The bag's turn | ") and "The bag removes" in p for p in prompts)
    lines = table.log_text().splitlines()
    assert any(line.startswith("The bag draws and rolls") for line in lines)
    assert any(line.startswith("The bag removes") for line in lines)


@pytest.mark.slow
def test_four_players_interactive_one_human_against_bots_to_the_end(ctx) -> None:
    context, screen = ctx
    table = new_table(context, "hbbb", "interactive", seed=7)
    window = screen.get_rect()
    clipped: list[str] = []

    def fits() -> None:
        for b in shown_buttons(table):
            if not window.contains(b.world_rect()) or b.world_rect().colliderect(table.log.world_rect()):
                clipped.append(b.label)

    play(context, screen, table, on_frame=fits)
    assert table.match.result() is not None and not clipped, clipped[:3]
    texts = [n.text for n in table.overlay.walk() if hasattr(n, "text") and isinstance(n.text, str)]
    assert any("win" in t for t in texts)
    # no two lines of the result panel overlap (a four-way tie wraps its line)
    from scenes.engine.nodes import TextNode

    scale = table.stage.root.scale
    texts_shown = [table.overlay.title, *table.overlay.body.children]
    rects = [(n.text, pygame.Rect(round(n.world_pos()[0] / scale), round(n.world_pos()[1] / scale),
                                  *map(round, n.measure(table.stage.painter))))
             for n in texts_shown if isinstance(n, TextNode) and n.text]
    overlaps = [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:] if ra.colliderect(rb)]
    assert not overlaps, overlaps[:2]


@pytest.mark.slow
def test_hot_seat_spicy_never_draws_another_humans_cards_and_asks_the_cancel_of_the_affected_player(ctx) -> None:
    context, screen = ctx
    bad: list[str] = []
    cancels: list[str] = []
    handoffs = 0
    answered = False
    # the first seeds whose games reach a cancel question (which seed does depends on the bots' choices)
    for seed in range(1, 12):
        table = new_table(context, "hh", "spicy", seed=seed)
        presenter = table.presenter
        original = table.draw

        def recording_draw(surface: pygame.Surface, table: Any = table, presenter: Any = presenter,
                           original: Any = original) -> None:
            original(surface)
            if presenter.privacy is not None:
                bad.append("drawn behind a due privacy screen")
            view = table.view
            for seat, p in enumerate(view.players):
                if seat != view.viewer and view.phase != "over" and p.agendas is not None:
                    bad.append(f"the view carries seat {seat}'s agendas")
            shown = {(d, c) for (d, c), n in table.hand_nodes.items() if n.effectively_visible()}
            if shown and view.viewer is not None:
                own = view.players[view.viewer]
                mine = {("agendas", c) for c in own.agendas or ()} | {("adverts", c) for c in own.adverts or ()} | {
                    ("stunts", c) for c in own.stunts or ()}
                if not shown <= mine:
                    bad.append(f"cards {shown - mine} shown to {view.viewer}")
            if view.phase == "respond" and presenter.asking is not None:
                cancels.append(table.prompt.title.text)
                if not view.active == (presenter.asking,) == (view.viewer,):
                    bad.append("the cancel question asked of someone else than the affected player")

        table.draw = recording_draw  # type: ignore[method-assign]
        m = table.match
        done = play(context, screen, table, stop=lambda m=m: m.view(None).round > 4 or any(
            isinstance(a, Respond) for _, a in m.actions[-2:]))
        handoffs += presenter.handoffs
        answered = answered or any(isinstance(a, Respond) for a in done)
        context.stack.pop()
        if answered and handoffs >= 8:
            break
    assert handoffs >= 8 and not bad, bad[:3]
    # the 1-money cancel was asked of the affected player, by name, and answered with a button
    # ("Anna: Ben wants to take 1 from your follower pink 6 (board slot 1): it would become 5.")
    assert answered and cancels and all(" wants to " in c and "your " in c for c in cancels)
    assert all(c.split(":")[0] in NAMES[:2] for c in cancels)


def test_dragging_onto_a_wrong_place_is_refused_with_a_reason_and_undo_brings_back_the_taken_die(ctx) -> None:
    context, screen = ctx
    table = new_table(context, "h", "standard", seed=5)
    pump(context, screen, frames=2)
    bot = dc.GAME.make_bot("heuristic")
    m = table.match
    while table.view.phase != "take":
        perform(context, screen, table, bot.choose(m.view(0), m.legal_actions(0), m.bot_rng()), bot)
        pump(context, screen, frames=2)
    die_key, die = next((k, n) for k, n in table.spots.dice.items() if k[0] == "district" and n.draggable)
    n = len(m.actions)
    pump(context, screen, drag_events(point_on(table, die), (640, 700)))
    assert len(m.actions) == n and "empty slot" in (table.stage.toast_text or "")
    pump(context, screen, drag_events(point_on(table, die), spot_point(table, table.spots.slots[4])))
    pump(context, screen, frames=3)
    assert [a for _, a in m.actions[n:]] == [TakeDie(district=die_key[1], space=die_key[2]), PlaceFollower(slot=4)]
    pump(context, screen, [key(pygame.K_z, pygame.KMOD_CTRL)], frames=2)
    assert table.view.phase == "place" and table.taken is not None and table.taken.lit
    # the click alternative: the taken die, then the slot
    click(context, screen, point_on(table, table.taken))
    assert table.spots.slots[2].lit
    click(context, screen, spot_point(table, table.spots.slots[2]))
    assert m.actions[-1] == (0, PlaceFollower(slot=2))


@pytest.mark.slow
def test_replay_from_a_seat_and_from_the_public_view_is_read_only(ctx) -> None:
    context, screen = ctx
    source = new_table(context, "bb", "interactive", seed=9)
    for _ in range(200):
        pump(context, screen)
    record = source.match.record()
    context.stack.pop()
    replay = make_table(context, Match.from_record(record, upto=12), mode="replay", viewer=1)
    context.stack.push(replay)
    pump(context, screen)
    assert replay.presenter is None and replay.view.viewer == 1 and replay.front_seat == 1
    assert "Replay" in replay.prompt_text() and not replay.button_labels()
    replay.set_match(Match.from_record(record))
    pump(context, screen)
    die = next(n for k, n in replay.spots.dice.items() if k[0] == "district")
    assert not die.draggable and not die.lit
    assert replay.overlay.visible  # the finished game shows its result in the replay too
    public = make_table(context, Match.from_record(record, upto=40), mode="replay", viewer=None)
    assert all(p.agendas is None for p in public.view.players)
    assert not public.hand_nodes  # nobody's cards are drawn face up
    assert public.log_text() and "draws secret agenda:" not in public.log_text()


def test_resize_keeps_the_table_on_screen_and_play_goes_on(ctx) -> None:
    context, screen = ctx
    table = new_table(context, "hb", "standard", seed=6)
    pump(context, screen, frames=3)
    bot = dc.GAME.make_bot("heuristic")
    for size in ((1920, 1080), (1000, 700), (1600, 720)):
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pump(context, screen, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], frames=2)
        window = screen.get_rect()
        for tile in table.spots.tiles.values():
            assert window.contains(tile.world_rect()), (size, tile.world_rect())
        for slot in table.spots.slots.values():
            assert window.contains(slot.world_rect())
        assert window.contains(table.log.world_rect())
        seat = table.presenter.asking
        if seat is not None:
            m = table.match
            perform(context, screen, table, bot.choose(m.view(seat), m.legal_actions(seat), m.bot_rng()), bot)


def test_dice_show_colour_letters_and_printed_dice_are_marked(ctx) -> None:
    from scenes.tables.diceocracy.look import DiceDie

    context, screen = ctx
    table = new_table(context, "h", "standard", seed=1)
    pump(context, screen)
    dice = [n for n in table.board_area.walk() if isinstance(n, DiceDie)]
    assert all(d.letter == d.die_color[0].upper() for d in dice)
    printed = [d for d in dice if d.printed]
    assert len(printed) == 16 and not any(d.draggable or d.lit for d in printed)  # 2 per tile on the 1–2p side


def test_the_keyboard_alone_takes_a_die_and_places_it_tab_enter_tab_enter(ctx) -> None:
    context, screen = ctx
    table = new_table(context, "h", "standard", seed=8)
    bot = dc.GAME.make_bot("heuristic")
    m = table.match
    pump(context, screen, frames=2)
    while table.view.phase != "take":
        perform(context, screen, table, bot.choose(m.view(0), m.legal_actions(0), m.bot_rng()), bot)
        pump(context, screen, frames=2)
    for _ in range(200):
        pump(context, screen, [key(pygame.K_TAB)])
        focus = table.stage.focus
        if focus is not None and focus.draggable and focus.data[:2] == ("space", "district"):
            break
    die = table.stage.focus
    n = len(m.actions)
    pump(context, screen, [key(pygame.K_RETURN)])
    assert any(s.lit for s in table.spots.slots.values())
    pump(context, screen, [key(pygame.K_TAB), key(pygame.K_RETURN)], frames=3)
    assert isinstance(m.actions[n][1], TakeDie) and (m.actions[n][1].district, m.actions[n][1].space) == die.data[2:]
    assert isinstance(m.actions[n + 1][1], PlaceFollower)
    # step 4 by keys too: the buttons are reachable with Tab and used with Enter
    for _ in range(50):
        pump(context, screen, [key(pygame.K_TAB)])
        if isinstance(table.stage.focus, ButtonNode) and table.stage.focus.data[0] == "button":
            break
    pump(context, screen, [key(pygame.K_RETURN)])
    assert len(m.actions) == n + 3


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


def test_tab_rings_a_die_that_may_be_taken_and_enter_takes_it_onto_the_slot_tabbed_to(ctx) -> None:
    context, screen = ctx
    table = open_table(context, screen, solo_at("take"))
    pump(context, screen, [key(pygame.K_TAB)])
    die = table.stage.focus
    assert isinstance(die, DiceDie) and die.lit and die.focused
    # the focus ring is drawn over the lit one: the blue of the keyboard focus is on the die's edge
    surf = die.paint(table.stage.painter, 1.0)
    assert surf is not None and surf.get_at((surf.get_width() // 2, 0))[:3] == table.ctx.palette.focus
    district, space = die.data[2], die.data[3]
    pump(context, screen, [key(pygame.K_RETURN), key(pygame.K_TAB), key(pygame.K_RETURN)])
    took, placed = [a for _, a in table.match.actions[-2:]]
    assert took == TakeDie(district=district, space=space) and isinstance(placed, PlaceFollower)


def test_a_clicked_card_that_leaves_the_table_takes_its_tooltip_with_it() -> None:
    import pygame

    import game.diceocracy as dc
    from game.core.match import Match, SeatSpec
    from scenes.engine.headless import make_context, pump
    from scenes.tables.diceocracy.table import make_table

    context, screen = make_context((1280, 720))
    try:
        table = make_table(context, Match(dc.GAME.rules, {"mode": "standard"}, [SeatSpec(name="Anna")], 5))
        context.stack.push(table)
        pump(context, screen)
        first = table.prompt.buttons[0]
        table.stage.hover, table.stage.hover_time = first, 5.0  # the pointer rested on it
        assert table.stage.tooltip_text is not None or first.tooltip is None
        first.on_click()
        pump(context, screen, frames=40)
        assert table.stage.hover is None or table.stage.hover.parent is not None
        assert first not in table.prompt.buttons
    finally:
        pygame.quit()
