"""DēmoS at the table, driven only by synthetic mouse events (pygame MOUSEBUTTONDOWN/MOTION/UP with pos).

Each human decision is chosen by the heuristic bot from the seat's own view (so games look like real
play) and then carried out the way a person would: drag a hand card onto the lit discard slot, drag the
deck or a discard into the hand, drag a drawn figure onto a teammate, drag a media card onto a face-down
figure and click the new suit, click Veto/Agree. The match must record exactly that action.

And what playing the table as a person showed: bots and humans act in turn from the dealer's left (rules
version 2: no simultaneous steps), tooltips wait for the pointer to rest, the keyboard's first Tab, a click on
the bare table, the header beside the log in a five-seat team game, and the suit picker's reasons."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.demos as demos
from game.core.match import Match, SeatSpec
from game.demos.state import (
    ApplyMedia,
    AssignFigure,
    CastVeto,
    Consent,
    Discard,
    SkipDiscard,
    TakeDiscard,
    TakeFromDeck,
)
from scenes.engine.dnd import interactive
from scenes.engine.headless import drag_events, key, make_context, mouse, pump
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode
from scenes.engine.privacy import PrivacyScreen
from scenes.engine.stage import TOOLTIP_DELAY
from scenes.tables import TABLE_INFO
from scenes.tables.demos.table import DemosTable, hand_order

NAMES = ["Anna", "Ben", "Cleo", "Dan", "Eve"]


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def new_table(context: Any, kinds: str, options: dict[str, Any], seed: int) -> DemosTable:
    seats = [SeatSpec(name=NAMES[i]) if k == "h" else SeatSpec(kind="bot", name=NAMES[i], level="heuristic")
             for i, k in enumerate(kinds)]
    match = Match(demos.GAME.rules, options, seats, seed)
    table = TABLE_INFO["demos"].make_table(context, match)
    assert isinstance(table, DemosTable)
    context.stack.push(table)
    return table


def point_on(table: DemosTable, node: Node, accept: Any = interactive) -> tuple[int, int]:
    """A window point where `node` is the top-most node that `accept`s (cards in a fan overlap)."""
    rect = node.world_rect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.15, 0.3, 0.7, 0.85, 0.05, 0.95):
            p = (round(rect.x + rect.w * fx), round(rect.y + rect.h * fy))
            if table.stage.root.pick(p, accept) is node:
                return p
    raise AssertionError(f"{node} cannot be reached by the mouse")


def target_point(table: DemosTable, node: Node) -> tuple[int, int]:
    return point_on(table, node, lambda n: n.drop_target)


def click(context: Any, screen: Any, at: tuple[int, int]) -> None:
    pump(context, screen, [mouse("move", at), mouse("down", at), mouse("up", at)])


def button(table: DemosTable, pred: Any) -> ButtonNode:
    found = [b for b in table.prompt.row.children if isinstance(b, ButtonNode) and pred(b)]
    assert found, [getattr(b, "label", b) for b in table.prompt.row.children]
    return found[0]


def perform(context: Any, screen: Any, table: DemosTable, action: Any) -> None:
    """Carry out `action` for the asked seat with mouse events only."""
    view = table.view
    if isinstance(action, Discard):
        card = next(c for c in table.hand.cards() if c.data == ("hand", action.card))
        events = drag_events(point_on(table, card), target_point(table, table.slots[str(view.discard_step)]))
    elif isinstance(action, TakeDiscard):
        events = drag_events(point_on(table, table.card_nodes[action.card]), target_point(table, table.hand))
    elif isinstance(action, TakeFromDeck):
        events = drag_events(point_on(table, table.people), target_point(table, table.hand))
    elif isinstance(action, AssignFigure):
        pending = next(n for n in table.prompt.row.children if n.data == ("pending",))
        start = point_on(table, pending)
        pump(context, screen, [mouse("down", start), mouse("move", (start[0] + 10, start[1]))])
        events = [mouse("move", target_point(table, table.panels[action.seat])),
                  mouse("up", target_point(table, table.panels[action.seat]))]
    elif isinstance(action, ApplyMedia):
        own = table.seat_nodes[table.viewer].figures
        media = next(n for n in own.values() if n.face is not None and n.face.id == "M" and n.draggable)
        start = point_on(table, media)
        pump(context, screen, [mouse("down", start), mouse("move", (start[0] + 12, start[1]))])
        goal = table.seat_nodes[action.target].figures[action.slot]
        at = target_point(table, goal)
        pump(context, screen, [mouse("move", at), mouse("up", at)])
        suit = button(table, lambda b: b.data == ("suit", action.suit))
        events = [mouse("down", point_on(table, suit)), mouse("up", point_on(table, suit))]
    else:
        hot = {Consent: pygame.K_a, CastVeto: pygame.K_v, SkipDiscard: pygame.K_k}[type(action)]
        b = button(table, lambda b: b.hotkey == hot)
        events = [mouse("down", point_on(table, b)), mouse("up", point_on(table, b))]
    before = len(table.match.actions)
    seat = table.viewer
    pump(context, screen, events)
    if table.confirm_box.open:  # a veto is asked about first: it spends a once-per-game resource
        pump(context, screen, [key(pygame.K_RETURN)])
    assert len(table.match.actions) > before, (action, table.stage.toast_text)
    assert table.match.actions[before] == (seat, action)  # bots may have answered in the same frame


def play(context: Any, screen: Any, table: DemosTable, *, on_frame: Any = None, max_steps: int = 6000) -> list[Any]:
    """Drive the table until the end: click through privacy screens, act for every asked human."""
    presenter = table.presenter
    assert presenter is not None
    bots = {s: demos.GAME.make_bot("heuristic") for s in range(len(table.match.seats))}
    done: list[Any] = []
    for _ in range(max_steps):
        pump(context, screen)
        if on_frame is not None:
            on_frame()
        if context.services.finished:
            return done
        top = context.stack.top
        if isinstance(top, PrivacyScreen):
            click(context, screen, (640, 360))
            continue
        seat = presenter.asking
        if seat is None or table.animating:
            continue
        m = table.match
        action = bots[seat].choose(m.view(seat), m.legal_actions(seat), m.bot_rng())
        perform(context, screen, table, action)
        done.append(action)
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_one_human_plays_a_full_rules_game_to_the_end_by_drag_and_drop_against_bots(ctx) -> None:
    context, screen = ctx
    table = new_table(context, "hbbb", {"mode": "full"}, seed=11)
    done = play(context, screen, table)
    match = table.match
    assert match.result() is not None and context.services.finished == [match]
    assert context.services.autosaves == len(match.actions)
    kinds = {type(a) for a in done}
    assert {Discard, TakeFromDeck} <= kinds
    assert not any(isinstance(s, PrivacyScreen) for s in context.stack)
    assert table.overlay.visible  # the final harmony ranking


@pytest.mark.slow
def test_hot_seat_never_draws_the_other_humans_hand_nor_the_table_while_a_hand_off_is_due(ctx) -> None:
    context, screen = ctx
    table = new_table(context, "hhb", {"mode": "simplified"}, seed=4)
    presenter = table.presenter
    assert presenter is not None
    frames: list[tuple[int | None, bool, frozenset[str], frozenset[str]]] = []
    original = table.draw

    def recording_draw(surface: pygame.Surface) -> None:
        original(surface)
        shown = frozenset(c.data[1] for c in table.hand.cards() if c.face_up and c.visible)
        viewer = table.view.viewer
        own = frozenset(table.match.view(viewer).seats[viewer].hand or ()) if viewer is not None else frozenset()
        frames.append((viewer, presenter.privacy is not None, shown, own))

    table.draw = recording_draw  # type: ignore[method-assign]
    play(context, screen, table)
    assert presenter.handoffs >= 10 and len(frames) > 100
    assert not any(due for _, due, _, _ in frames)  # an opaque hand-off screen covered every such frame
    # each person's own view, and the public one while the bot plays (nobody's hand in sight of the other)
    assert {viewer for viewer, _, _, _ in frames} == {0, 1, None}
    assert all(shown <= own for _, _, shown, own in frames)  # only the seated human's own cards
    assert all(not shown for viewer, _, shown, _ in frames if viewer is None)


def test_hot_seat_each_frame_shows_only_the_cleared_humans_own_hand(ctx) -> None:
    context, screen = ctx
    table = new_table(context, "hhb", {"mode": "simplified"}, seed=8)
    presenter = table.presenter
    assert presenter is not None
    bad: list[str] = []
    original = table.draw

    def recording_draw(surface: pygame.Surface) -> None:
        original(surface)
        if presenter.privacy is not None:
            bad.append("drawn behind a due privacy screen")
        viewer = table.view.viewer
        if viewer is not None and presenter.viewer != viewer:
            bad.append(f"showing seat {viewer}'s view while seat {presenter.viewer} sits at the screen")
        if viewer is not None:
            hand = set(table.view.seats[viewer].hand or ())
            shown = {c.data[1] for c in table.hand.cards() if c.face_up}
            if not shown <= hand:
                bad.append(f"frame shows {shown - hand}, not in {table.match.seats[viewer].name}'s hand")
        for seat, sv in enumerate(table.view.seats):
            if seat != viewer and sv.hand is not None:
                bad.append(f"the view carries seat {seat}'s hand")
        me = table.match.seats[viewer].name if viewer is not None else None
        # private lines (own deal, own face-down discards) only for the seated human
        for text in table.log_text().splitlines():
            named_face_down = " face down (" in text and " lays a card " not in text
            if (named_face_down or " is dealt " in text) and not text.startswith(f"{me} "):
                bad.append(f"the log shows {text!r} to {me}")

    table.draw = recording_draw  # type: ignore[method-assign]
    for _ in range(400):
        pump(context, screen)
        if isinstance(context.stack.top, PrivacyScreen):
            click(context, screen, (640, 360))
        elif presenter.asking is not None and not table.animating:
            m = table.match
            seat = presenter.asking
            action = demos.GAME.make_bot("heuristic").choose(m.view(seat), m.legal_actions(seat), m.bot_rng())
            perform(context, screen, table, action)
        if len(table.match.actions) > 60:
            break
    assert presenter.handoffs >= 6 and not bad, bad[:5]


@pytest.mark.slow
def test_a_team_game_with_humans_covers_vetoes_figure_assignment_and_the_media_phase(ctx) -> None:
    context, screen = ctx
    # seed 4: the heuristic players' six rounds reach a media action (with the seat-by-seat rules of version 2)
    table = new_table(context, "hhhhh", {"teams": "2v2+1", "round_limit": 6}, seed=4)
    window = screen.get_rect()
    clashes: list[str] = []

    def buttons_fit() -> None:  # every button on screen, none over the log or the seat panels
        log = table.log.world_rect()
        for b in table.prompt.row.children:
            r = b.world_rect()
            over_panel = any(r.colliderect(p.world_rect()) for p in table.panels.values())
            if not window.contains(r) or r.colliderect(log) or over_panel:
                clashes.append(f"{getattr(b, 'label', b)} at {r}")

    original = table.drops.suit_picker

    def picker(target: int, slot: int) -> None:
        original(target, slot)
        buttons_fit()

    table.drops.suit_picker = picker  # type: ignore[method-assign]
    done = play(context, screen, table, on_frame=buttons_fit)
    assert not clashes, clashes[:3]
    kinds = {type(a) for a in done}
    assert kinds == {Discard, SkipDiscard, TakeFromDeck, TakeDiscard, Consent, CastVeto, AssignFigure, ApplyMedia}
    assert table.match.result() is not None


def test_resizing_mid_game_keeps_every_card_on_screen_and_play_goes_on(ctx) -> None:
    context, screen = ctx
    table = new_table(context, "hbbb", {"mode": "full"}, seed=5)
    pump(context, screen, frames=3)
    for size in ((1920, 1080), (1000, 700), (1600, 720)):
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pump(context, screen, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], frames=2)
        window = screen.get_rect()
        for card in table.hand.cards():
            assert window.contains(card.world_rect()), (size, card.world_rect())
        assert window.contains(table.undo_button.world_rect())
        assert window.contains(table.log.world_rect())
        seat = table.presenter.asking if table.presenter else None
        if seat is not None:
            m = table.match
            bot = demos.GAME.make_bot("random")
            perform(context, screen, table, bot.choose(m.view(seat), m.legal_actions(seat), m.bot_rng()))


def test_replay_mode_is_read_only_and_follows_set_match_from_the_chosen_viewer(ctx) -> None:
    context, screen = ctx
    source = new_table(context, "bbbb", {"mode": "full"}, seed=9)
    for _ in range(60):
        pump(context, screen)
    record = source.match.record()
    context.stack.pop()
    replay = TABLE_INFO["demos"].make_table(context, Match.from_record(record, upto=5), mode="replay", viewer=2)
    context.stack.push(replay)
    pump(context, screen)
    assert replay.presenter is None and replay.view.viewer == 2
    assert all(c.face_up for c in replay.hand.cards())
    replay.set_match(Match.from_record(record, upto=len(record.actions)))
    pump(context, screen)
    card = replay.hand.cards()[0]
    pump(context, screen, drag_events(point_on(replay, card), (640, 200)))
    assert len(replay.match.actions) == len(record.actions)
    assert replay.stage.toast_text == "This is a replay: nothing can be moved."
    public = TABLE_INFO["demos"].make_table(context, Match.from_record(record), mode="replay", viewer=None)
    assert not any(c.face_up for c in public.hand.cards())


def test_the_keyboard_alone_discards_and_takes_tab_to_a_card_enter_tab_to_its_lit_target_enter(ctx) -> None:
    context, screen = ctx
    table = new_table(context, "hbbb", {"mode": "full", "first_dealer": 3}, seed=11)  # Anna plays first
    pump(context, screen, frames=2)
    assert table.presenter is not None and table.presenter.asking == 0

    def tab_to(pred: Any) -> None:
        for _ in range(80):
            pump(context, screen, [key(pygame.K_TAB)])
            if table.stage.focus is not None and pred(table.stage.focus):
                return
        raise AssertionError("Tab never reached the node")

    tab_to(lambda n: n.data == ("hand", table.hand.cards()[0].data[1]))
    card = table.stage.focus.data[1]
    pump(context, screen, [key(pygame.K_RETURN)])
    assert table.slots["public"].lit
    pump(context, screen, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert table.match.actions[0] == (0, Discard(card=card))
    for _ in range(50):  # the bots discard in turn after Anna; then Anna's secret discard comes first
        pump(context, screen)
        if table.presenter.asking == 0 and table.view.phase == "secret_take":
            break
        if table.presenter.asking == 0:
            first_card = ("hand", table.hand.cards()[0].data[1])
            tab_to(lambda n, wanted=first_card: n.data == wanted)
            pump(context, screen, [key(pygame.K_RETURN), key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert table.view.phase == "secret_take" and table.presenter.asking == 0
    before = len(table.match.actions)
    tab_to(lambda n: n is table.people)
    pump(context, screen, [key(pygame.K_RETURN), key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert table.match.actions[before] == (0, TakeFromDeck())


def test_hovering_a_card_name_in_the_log_shows_that_card(ctx) -> None:
    from scenes.engine.logpanel import CardWord

    context, screen = ctx
    table = new_table(context, "hbbb", {"mode": "full"}, seed=11)
    play_until = 0
    while not any(isinstance(n, CardWord) for _x, _y, n in table.log.word_places()) and play_until < 50:
        pump(context, screen)
        if table.presenter is not None and table.presenter.asking == 0:
            m = table.match
            bot = demos.GAME.make_bot("heuristic")
            perform(context, screen, table, bot.choose(m.view(0), m.legal_actions(0), m.bot_rng()))
        play_until += 1
    word = next(n for _x, _y, n in table.log.word_places() if isinstance(n, CardWord))
    pump(context, screen, [mouse("move", word.world_rect().center)])
    hovered = table.stage.hover  # that card name (a re-sync may have laid the log out anew)
    assert isinstance(hovered, CardWord) and hovered.text == word.text
    word = hovered
    assert word.text.startswith(word.preview.corner.split("\n")[0])  # "7♠" names the card whose face is previewed
    pump(context, screen)
    shown = table.stage._preview  # the overlay drew this card face next to the pointer
    assert shown.face == word.preview and shown.face_up


def test_bots_play_a_game_with_every_animation_at_normal_speed_and_the_table_ends_in_sync(ctx) -> None:
    context, screen = ctx
    context.services.settings.animation_speed = "normal"
    table = new_table(context, "bbb", {"mode": "full", "round_limit": 3}, seed=6)
    played = 0
    for _ in range(20000):
        pump(context, screen, dt=0.05)
        played += table.animating
        if context.services.finished:
            break
    assert context.services.finished == [table.match] and played > 100
    assert not table.animating and not table.fx.children  # every ghost card and banner was cleared away
    assert table.view == table.match.view(None) and table.overlay.visible


@pytest.mark.parametrize("language", ["en", "de"])
def test_forty_character_names_fit_their_seat_panels(language: str) -> None:
    from scenes.engine.nodes import TextNode

    context, screen = make_context((1280, 720), language=language)
    try:
        long = "Maximiliane Alexandra von Hohenzollern-W"
        assert len(long) == 40
        seats = [SeatSpec(name=long)] + [SeatSpec(kind="bot", name=f"{long[:38]}{i}", level="random") for i in range(4)]
        table = TABLE_INFO["demos"].make_table(context, Match(demos.GAME.rules, {"teams": "2v2+1"}, seats, 1))
        context.stack.push(table)
        pump(context, screen, frames=2)
        for panel in table.panels.values():
            title = next(n for n in panel.children if isinstance(n, TextNode) and n.bold)
            width, _ = title.measure(table.stage.painter)
            assert title.x + width <= panel.w - 56, (title.text, width, panel.w)  # clear of the team and dealer marks
            assert ("…" in title.text) == panel.compact
    finally:
        pygame.quit()


def test_a_card_drawn_into_the_hand_takes_its_place_by_suit_and_number() -> None:
    """Playtest: the round's last card taken stayed at the end of the fan through the show-down (at a speed
    that shows the card flying in; the show-down scores the hand on the table, so the card joins it there)."""
    context, screen = make_context((1280, 720), "fast")
    try:
        table = new_table(context, "hbbb", {"mode": "full", "first_dealer": 3}, seed=11)  # seat 0 discards first
        presenter = table.presenter
        assert presenter is not None
        bot = demos.GAME.make_bot("heuristic")
        asked = 0
        for _ in range(6000):
            pump(context, screen)
            shown = [c.data[1] for c in table.hand.cards()]
            assert shown == sorted(shown, key=hand_order)  # from the moment it lands, while the bots play too
            if table.animating or presenter.asking != 0:
                continue
            assert set(shown) == set(table.view.seats[0].hand or ())
            asked += 1
            if asked == 14:
                return
            m = table.match
            perform(context, screen, table, bot.choose(m.view(0), m.legal_actions(0), m.bot_rng()))
        raise AssertionError("the person was not asked 14 times")
    finally:
        pygame.quit()


def seats_for(kinds: str) -> list[SeatSpec]:
    return [SeatSpec(name=NAMES[i]) if k == "h" else SeatSpec(kind="bot", name=NAMES[i], level="heuristic")
            for i, k in enumerate(kinds)]


def open_table(context: Any, match: Match) -> DemosTable:
    table = TABLE_INFO["demos"].make_table(context, match)
    assert isinstance(table, DemosTable)
    context.stack.push(table)
    return table


@pytest.fixture
def instant():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


@pytest.fixture
def normal():
    context, screen = make_context((1280, 720), speed="normal")
    yield context, screen
    pygame.quit()


def log_text(table: DemosTable) -> list[str]:
    return table.log_text().splitlines()


def test_bots_before_the_human_discard_in_turn_and_the_human_sees_their_public_discards(instant) -> None:
    context, screen = instant
    # Ben deals: Cleo and Dan (bots) discard first, then Anna
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": 1}, seats_for("hbbb"), 11))
    for _ in range(10):
        pump(context, screen)
    m = table.match
    assert table.presenter is not None and table.presenter.asking == 0
    assert [seat for seat, _a in m.actions] == [2, 3]  # the seats before Anna, in turn; Ben comes after her
    assert m.active_players() == (0,)
    view = m.view(0)
    assert all(len(view.seats[s].public_discards) == 1 for s in (2, 3)) and view.seats[1].public_discards == ()
    assert table.prompt.title.text.startswith("Anna: drag a card onto your PUBLIC discard")


def test_hot_seat_humans_are_asked_in_turn_behind_the_privacy_screen_and_the_bot_waits_for_its_turn(instant) -> None:
    from game.demos.state import Discard

    context, screen = instant
    # Cleo deals: Anna, then Ben, then Cleo (a bot)
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": 2}, seats_for("hhb"), 5))
    pump(context, screen, frames=3)
    assert isinstance(context.stack.top, PrivacyScreen)  # Anna first, behind her screen
    assert table.match.actions == []  # nothing is submitted while the table is covered
    pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))], frames=6)
    assert table.presenter is not None and table.presenter.asking == 0
    assert table.match.actions == []  # Cleo's turn comes after Ben's
    assert table.presenter.act(0, Discard(card=table.match.state.hands[0][0])) is None
    pump(context, screen, frames=6)
    assert isinstance(context.stack.top, PrivacyScreen)  # Ben next, behind his screen
    pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))], frames=6)
    assert table.presenter.asking == 1
    assert table.presenter.act(1, Discard(card=table.match.state.hands[1][0])) is None
    pump(context, screen, frames=10)
    assert [seat for seat, _a in table.match.actions][:3] == [0, 1, 2]  # then Cleo, the bot, at once


class VetoingBot:
    """A bot that votes for every veto and otherwise plays the heuristic's move."""

    level = "heuristic"

    def __init__(self) -> None:
        self.heuristic = demos.GAME.make_bot("heuristic")

    def choose(self, view: Any, legal: Any, rng: Any) -> Any:
        from game.demos.state import CastVeto

        return CastVeto() if CastVeto() in legal else self.heuristic.choose(view, legal, rng)


def test_a_bot_teammate_votes_on_the_team_veto_beside_the_human_who_sees_that_vote(instant) -> None:
    from game.demos.state import Consent, Discard, SkipDiscard

    context, screen = instant
    # 2 v 2, Anna deals: Anna and Cleo (a bot) against Ben and Dan (bots); the one decision taken together.
    # Cleo votes for the veto (a vote against would end the team's vote at once: nothing left to ask Anna)
    match = Match(demos.GAME.rules, {"teams": "2v2", "first_dealer": 0}, seats_for("hbbb"), 11)
    for seat in (1, 2, 3, 0):
        match.submit(seat, Discard(card=match.state.hands[seat][0]))
    for seat in (1, 2, 3, 0):
        match.submit(seat, SkipDiscard())
    match.submit(1, Consent())  # Ben, first from the dealer's left: his team does not veto
    table = DemosTable(context, match, bot_factory=lambda level: VetoingBot())
    context.stack.push(table)
    for _ in range(10):
        pump(context, screen)
        if match.view(None).veto_team == 0 and match.view(0).seats[2].decided:
            break
    assert table.presenter is not None and table.presenter.asking == 0  # Anna votes …
    view = match.view(0)
    assert view.veto_team == 0 and view.active == (0,)
    assert view.seats[2].decided and view.seats[2].vote is not None  # … and sees how Cleo voted beside her
    assert match.view(1).seats[2].vote is None  # the rival team does not


def test_a_tooltip_waits_until_the_pointer_rests_on_the_card(instant) -> None:
    context, screen = instant
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full"}, seats_for("hbbb"), 11))
    pump(context, screen, frames=2)
    card = table.hand.cards()[-1]
    at = card.world_rect().center
    pump(context, screen, [mouse("move", at)])
    hovered = table.stage.hover  # the card under the pointer (a re-sync may have drawn it anew)
    assert hovered is not None and hovered.data == card.data and table.stage.tooltip_text is None  # no flash
    pump(context, screen, frames=round(TOOLTIP_DELAY * 60) + 2)
    assert table.stage.tooltip_text == card.tooltip
    other = table.hand.cards()[0].world_rect().center
    pump(context, screen, [mouse("move", (other[0] - 20, other[1]))])
    assert table.stage.tooltip_text is None  # a new node starts its own wait


def test_the_first_tab_lands_on_a_card_that_can_move_now_and_the_keys_are_explained(instant) -> None:
    from scenes.engine.headless import key

    context, screen = instant
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": 3}, seats_for("hbbb"), 11))
    pump(context, screen, frames=2)
    assert table.prompt.hint.visible and "Tab" in table.prompt.hint.text and "Enter" in table.prompt.hint.text
    pump(context, screen, [key(pygame.K_TAB)])
    focus = table.stage.focus
    assert focus is not None and focus.data[0] == "hand"  # not the people's deck, which cannot be taken now
    pump(context, screen, [key(pygame.K_RETURN), key(pygame.K_TAB)])
    assert table.stage.focus is table.slots["public"]
    # the focus ring is drawn in its own colour, not the green of a lit target nor white on a white card
    ring = table.stage.painter.surface(table.slots["public"], 1.0)
    assert ring is not None and ring.get_at((1, ring.get_height() // 2))[:3] == context.palette.focus


def test_the_keys_hint_is_hidden_in_a_replay(instant) -> None:
    context, screen = instant
    match = Match(demos.GAME.rules, {"mode": "full"}, seats_for("hbbb"), 11)
    table = TABLE_INFO["demos"].make_table(context, match, mode="replay", viewer=0)
    context.stack.push(table)
    pump(context, screen)
    assert not table.prompt.hint.visible


def test_a_click_on_the_bare_table_puts_a_picked_card_back_and_messages_keep_off_the_log(instant) -> None:
    context, screen = instant
    table = open_table(context, Match(demos.GAME.rules, {"mode": "full", "first_dealer": 3}, seats_for("hbbb"), 11))
    pump(context, screen, frames=2)
    card = table.hand.cards()[0]
    at = card.world_rect().center
    pump(context, screen, [mouse("down", at), mouse("up", at)])
    assert table.stage.selection is not None and table.slots["public"].lit
    bare = (640, 470)  # the felt between the prompt and the bottom seat
    assert table.stage.root.pick(bare, lambda n: n.draggable or n.drop_target or n.on_click) is None
    pump(context, screen, [mouse("down", bare), mouse("up", bare)])
    assert table.stage.selection is None and not table.slots["public"].lit
    assert table.match.actions == [] or all(seat != 0 for seat, _ in table.match.actions)
    # a refused drop explains itself over the play area, not over the log
    table.stage.toast("Drop the card on your lit public discard slot.")
    assert table.stage.toast_x is not None
    assert table.stage.toast_x + 700 / 2 < table.log.x


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_header_stays_left_of_the_log_in_a_five_seat_team_game(size: tuple[int, int]) -> None:
    context, screen = make_context(size)
    try:
        seats = [SeatSpec(name="Maximiliane Theodora von Hohenzollern-S")] + [
            SeatSpec(kind="bot", name=f"Heuristic bot {i}", level="heuristic") for i in range(2, 6)]
        table = open_table(context, Match(demos.GAME.rules, {"teams": "2v2+1", "first_dealer": 0}, seats, 3))
        pump(context, screen, frames=2)
        scale = table.stage.root.scale
        drawn = table.stage.painter.surface(table.header, scale)
        assert drawn is not None
        assert table.header.x + drawn.get_width() / scale < table.log.x, table.header.text
        assert "Unanimous" in table.header.text or "discard" in table.header.text  # the phase is still named
    finally:
        pygame.quit()


def test_the_suit_picker_says_why_a_known_figures_own_suit_is_greyed(instant) -> None:
    from game.demos.state import ApplyMedia
    from scenes.engine.nodes import ButtonNode

    context, screen = instant
    match = Match(demos.GAME.rules, {"teams": "2v2+1", "round_limit": 6}, seats_for("hhhhh"), 4)
    bots = {s: demos.GAME.make_bot("heuristic") for s in range(5)}
    while match.view(None).phase != "media":  # the game up to its scandal phase, played by the bots
        s = match.active_players()[0]
        match.submit(s, bots[s].choose(match.view(s), match.legal_actions(s), match.bot_rng()))
    table = open_table(context, match)
    pump(context, screen, frames=2)
    pump(context, screen, [mouse("down", (5, 5)), mouse("up", (5, 5))], frames=2)  # the hand-off
    assert table.presenter is not None and table.presenter.asking is not None
    legal = [a for a in table.presenter.legal() if isinstance(a, ApplyMedia)]
    by_target: dict[tuple[int, int], set[str]] = {}
    for a in legal:
        by_target.setdefault((a.target, a.slot), set()).add(a.suit)
    # seed 4: the media owner knows a figure (a teammate's, or one a quad turned up)
    known = next(t for t, suits in by_target.items() if len(suits) == 3)
    table.drops.suit_picker(*known)
    greyed = [b for b in table.prompt.row.children if isinstance(b, ButtonNode) and not b.enabled]
    assert len(greyed) == 1 and "is its own suit, so not a new one" in table.prompt.sub.text
