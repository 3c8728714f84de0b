"""The presenter: asks seats in turn, bots off the frame loop, hot-seat privacy, undo, autosave, the end.

With two people at the computer, a person's hand and role leave the screen as soon as their move passes the
decision to someone else (Dindex playtest: after Ada accepted a coalition, her role and hand stayed in sight for
the seconds the government and its tasks took to appear, until Ben's pass screen came up)."""

from __future__ import annotations

import time
from collections.abc import Generator, Sequence
from typing import Any

import pygame
import pytest

from game.core.bots import RandomBot
from game.core.match import Match, SeatSpec
from game.core.protocol import Event
from game.core.rng import Rng
from scenes.engine.headless import key, make_context, mouse, pump
from scenes.engine.privacy import PrivacyScreen
from scenes.tables.common.table import BaseTable
from tests.core.toy_game import Roll, Step, ToyRules
from tests.game_params import one_game_by_default
from tests.scenes.tables.common.test_hotseat import Evening


class ToyTable(BaseTable):
    """A table for the toy race that records, per drawn frame, whose secret it showed."""

    def build(self) -> None:
        self.shown: Any = None
        self.drawn: list[int | None] = []
        self.played: list[str] = []

    def sync(self, view: Any) -> None:
        self.shown = view

    def animate(self, events: Sequence[Event]) -> None:
        self.played.extend(e.type for e in events)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # the secret on screen is the one the synced view reveals (None: the public view)
        known = [i for i, s in enumerate(self.shown.secrets) if s is not None]
        self.drawn.append(known[0] if known else None)


class SlowBot:
    """Thinks in many small slices, each a millisecond of work."""

    level = "slow"

    def think(self, view: Any, legal: Sequence[Any], rng: Rng) -> Generator[None, None, Any]:
        for _ in range(40):
            end = time.perf_counter() + 0.001
            while time.perf_counter() < end:
                pass
            yield
        return legal[0]

    def choose(self, view: Any, legal: Sequence[Any], rng: Rng) -> Any:
        return legal[0]


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


def seats(*kinds: str) -> list[SeatSpec]:
    names = ["Anna", "Ben", "Cleo"]
    return [SeatSpec(kind="bot", name=f"Bot {i}", level="random") if k == "bot" else SeatSpec(name=names[i])
            for i, k in enumerate(kinds)]


def open_table(context: Any, *kinds: str, bot: Any = RandomBot, seed: int = 3) -> ToyTable:
    match = Match(ToyRules(), {"target": 12}, seats(*kinds), seed)
    table = ToyTable(context, match, bot_factory=lambda level: bot())
    context.stack.push(table)
    return table


def test_bots_play_a_game_to_the_end_with_an_autosave_per_action_and_one_game_finished(ctx) -> None:
    context, screen = ctx
    table = open_table(context, "bot", "bot")
    for _ in range(500):
        pump(context, screen)
        if context.services.finished:
            break
    assert table.match.result() is not None
    assert context.services.finished == [table.match]
    assert context.services.autosaves == len(table.match.actions)
    pump(context, screen, frames=5)
    assert len(context.services.finished) == 1
    assert set(table.drawn) == {None}  # all bots: the public view


def test_a_single_human_never_sees_a_privacy_screen_and_acts_when_asked(ctx) -> None:
    context, screen = ctx
    table = open_table(context, "human", "bot")
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    assert presenter.asking == 0 and presenter.viewer == 0
    assert presenter.act(1, Step(size=1)) == "It is not your turn to decide."
    assert presenter.act(0, Step(size=2)) is None
    for _ in range(10):
        pump(context, screen)
    assert presenter.asking == 0 and len(table.match.actions) == 2  # the bot answered
    assert not any(isinstance(s, PrivacyScreen) for s in context.stack)
    assert set(table.drawn) == {0}


def test_hot_seat_hands_off_behind_a_privacy_screen_and_never_draws_the_other_secret(ctx) -> None:
    context, screen = ctx
    table = open_table(context, "human", "human")
    presenter = table.presenter
    assert presenter is not None
    cleared: int | None = None  # the human who last clicked "ready"
    for _ in range(40):
        pump(context, screen)
        top = context.stack.top
        if isinstance(top, PrivacyScreen):
            n = len(table.drawn)
            pump(context, screen, frames=3)
            assert len(table.drawn) == n  # the opaque screen hides the table entirely
            cleared = presenter.privacy_for
            assert top.name == table.match.seats[cleared].name
            pump(context, screen, [mouse("down", (640, 360)), mouse("up", (640, 360))])
            continue
        if table.match.result() is not None:
            break
        assert presenter.asking == cleared
        assert table.drawn[-1] == cleared  # only the cleared human's secret is ever on screen
        presenter.act(presenter.asking, Step(size=1))
    assert presenter.handoffs >= 4
    assert all(d in (0, 1, None) for d in table.drawn)  # each person's own, or the public view as a move plays out


def test_undo_takes_back_ones_own_last_action_until_a_random_draw(ctx) -> None:
    context, screen = ctx
    table = open_table(context, "human", "human", "human")
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    assert isinstance(context.stack.top, PrivacyScreen)  # three humans: even the first one is handed to
    pump(context, screen, [mouse("down", (1, 1)), mouse("up", (1, 1))], frames=2)
    assert presenter.asking == 0
    presenter.act(0, Step(size=1))
    pump(context, screen)
    assert isinstance(context.stack.top, PrivacyScreen)
    assert not presenter.can_undo()  # hidden behind Ben's screen
    pump(context, screen, [key(pygame.K_RETURN)], frames=2)
    pump(context, screen, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert len(table.match.actions) == 1  # Ben cannot undo Anna's action
    assert presenter.act(1, Roll()) is None
    pump(context, screen)
    pump(context, screen, [key(pygame.K_RETURN)], frames=2)
    assert presenter.act(2, Step(size=2)) is None
    assert presenter.can_undo()
    pump(context, screen, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert len(table.match.actions) == 2 and presenter.asking == 2
    assert context.services.autosaves == 4  # three actions and the undo
    presenter.act(2, Step(size=1))
    pump(context, screen)
    pump(context, screen, [key(pygame.K_RETURN)], frames=2)
    assert presenter.asking == 0 and not presenter.can_undo()


def test_a_thinking_bot_never_holds_a_frame_for_long(ctx) -> None:
    context, screen = ctx
    table = open_table(context, "bot", "bot", bot=SlowBot)
    presenter = table.presenter
    assert presenter is not None
    times: list[float] = []
    while not table.match.actions and len(times) < 200:
        start = time.perf_counter()
        presenter.update(1 / 60)
        times.append(time.perf_counter() - start)
    assert table.match.actions and len(times) >= 5  # 40 ms of thinking spread over many frames
    times.sort()
    assert times[len(times) // 2] < 0.012  # a few milliseconds per frame (the machine is shared: median)


def test_a_seat_handed_to_a_human_mid_game_is_asked_and_esc_opens_the_pause_menu(ctx) -> None:
    context, screen = ctx
    table = open_table(context, "human", "bot")
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    table.match.replace_seat(1, SeatSpec(name="Ben"))
    presenter.act(0, Step(size=1))
    pump(context, screen)
    assert isinstance(context.stack.top, PrivacyScreen) and context.stack.top.name == "Ben"
    pump(context, screen, [key(pygame.K_SPACE)])
    assert presenter.asking == 1 and presenter.viewer == 1
    pump(context, screen, [key(pygame.K_ESCAPE)])
    assert context.services.pauses == 1


def ben_waits_for_his_pass_screen(context: Any, screen: Any) -> tuple[ToyTable, PrivacyScreen]:
    """Two people: Anna moves, and Ben's pass screen is up."""
    table = open_table(context, "human", "human")
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    pump(context, screen, [key(pygame.K_SPACE)], frames=2)
    assert presenter.act(0, Step(size=1)) is None
    pump(context, screen)
    waiting = context.stack.top
    assert isinstance(waiting, PrivacyScreen)
    return table, waiting


def test_a_waiting_hand_off_is_withdrawn_when_that_seat_goes_to_a_bot(ctx) -> None:
    context, screen = ctx
    table, _waiting = ben_waits_for_his_pass_screen(context, screen)
    table.match.replace_seat(1, SeatSpec(kind="bot", name="Bot", level="random"))
    pump(context, screen, frames=3)
    assert context.stack.top is table and len(table.match.actions) >= 2


def test_a_hand_off_waiting_under_the_pause_menu_goes_when_its_seat_is_handed_to_a_bot(ctx) -> None:
    """Playtest: both people were made bots in the pause menu's Seats, and "Pass to Ada" still came up."""
    from scenes.engine.scene import Scene

    context, screen = ctx
    table, waiting = ben_waits_for_his_pass_screen(context, screen)
    menu = Scene(context)
    context.stack.push(menu)  # the pause menu over the pass screen
    table.match.replace_seat(1, SeatSpec(kind="bot", name="Bot", level="random"))
    pump(context, screen)
    assert waiting not in list(context.stack) and context.stack.top is menu
    context.stack.pop()  # the menu is closed: the bots play on
    pump(context, screen, frames=3)
    assert context.stack.top is table and len(table.match.actions) >= 2


def test_a_loaded_game_s_first_pass_screen_tells_what_happened_since_the_load(ctx) -> None:
    """Playtest: after loading, "So far:" left out the moves made before the save."""
    context, screen = ctx
    match = Match(ToyRules(), {"target": 12}, seats("human", "human"), 3)
    match.submit(0, Step(size=1))  # a move made before the save
    table = ToyTable(context, match, bot_factory=lambda level: RandomBot())
    context.stack.push(table)
    pump(context, screen)
    top = context.stack.top
    assert isinstance(top, PrivacyScreen) and top.away_title == "While you were away:"


class AgainRules(ToyRules):
    """The toy race where a step of one keeps the turn: the same seat is asked again at once."""

    def apply(self, state: Any, player: int, action: Any) -> Any:
        transition = super().apply(state, player, action)
        if isinstance(action, Step) and action.size == 1 and transition.state.winner is None:
            return transition.model_copy(update={"state": transition.state.model_copy(update={"turn": player})})
        return transition


@pytest.mark.parametrize("other", ["human", "bot"])
def test_the_same_human_asked_again_right_after_acting_stays_asked_without_a_frame(ctx, other: str) -> None:
    context, screen = ctx
    match = Match(AgainRules(), {"target": 30}, seats("human", other), 3)
    table = ToyTable(context, match, bot_factory=lambda level: RandomBot())
    context.stack.push(table)
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    if isinstance(context.stack.top, PrivacyScreen):
        pump(context, screen, [key(pygame.K_RETURN)], frames=2)
    assert presenter.asking == 0
    handoffs = presenter.handoffs
    assert presenter.act(0, Step(size=1)) is None
    assert presenter.asking == 0  # still Anna's turn: no frame needed before her next step
    assert presenter.act(0, Step(size=1)) is None  # e.g. take a die, then place it, in one gesture
    assert presenter.asking == 0 and len(match.actions) == 2
    assert presenter.act(0, Step(size=2)) is None  # the turn passes: nobody is asked until the next frame
    assert presenter.asking is None
    assert presenter.act(0, Step(size=1)) == "It is not your turn to decide."
    pump(context, screen)
    assert presenter.handoffs == handoffs + (1 if other == "human" else 0)


def test_alone_with_a_bot_the_person_is_asked_on_the_frame_the_bot_s_move_lands(ctx) -> None:
    """No frame in between whose prompt waits for the person at their own turn (Learn to play's playtest: "Waiting
    for Player…" flashed after every bot move)."""
    context, screen = ctx
    table = open_table(context, "human", "bot")
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    landed = 0
    for _ in range(200):
        if table.match.result() is not None:
            break
        if presenter.asking == 0:
            size = next(a.size for a in table.match.legal_actions(0))
            assert presenter.act(0, Step(size=size)) is None
        moves = len(table.match.actions)
        pump(context, screen)
        bot_moved = len(table.match.actions) > moves and table.match.actions[-1][0] == 1
        if bot_moved and table.match.result() is None and table.match.active_players() == (0,):
            landed += 1
            assert presenter.asking == 0  # asked on the frame the bot's move landed, before it was drawn
    assert landed >= 3


def test_the_pass_screen_offers_the_mover_a_take_back_before_the_next_person_looks(ctx) -> None:
    context, screen = ctx
    table = open_table(context, "human", "human")
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    pump(context, screen, [key(pygame.K_RETURN)], frames=2)  # Anna takes the computer
    assert presenter.act(0, Step(size=2)) is None
    pump(context, screen)
    top = context.stack.top
    assert isinstance(top, PrivacyScreen) and top.name == "Ben" and top.take_back is not None
    assert top.take_back[0].startswith("Anna: take back ")
    pump(context, screen, [key(pygame.K_z, pygame.KMOD_CTRL)], frames=2)
    assert table.match.actions == []
    again = context.stack.top  # Ben held the computer: Anna takes it back behind her own pass screen
    assert isinstance(again, PrivacyScreen) and again.name == "Anna"
    pump(context, screen, [key(pygame.K_RETURN)], frames=2)
    assert context.stack.top is table and presenter.asking == 0 and presenter.viewer == 0
    assert presenter.act(0, Step(size=1)) is None
    pump(context, screen)
    pump(context, screen, [key(pygame.K_RETURN)], frames=2)  # now Ben has it: Anna's move stands
    pump(context, screen, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert len(table.match.actions) == 1 and presenter.asking == 1


def test_the_pass_screen_lists_what_happened_while_that_person_was_away(ctx) -> None:
    context, screen = ctx
    table = open_table(context, "human", "human", "bot")
    presenter = table.presenter
    assert presenter is not None
    pump(context, screen)
    pump(context, screen, [key(pygame.K_RETURN)], frames=2)
    assert presenter.act(0, Step(size=1)) is None
    pump(context, screen)
    top = context.stack.top
    assert isinstance(top, PrivacyScreen) and top.name == "Ben"
    assert top.away == table.away_lines(1)  # everything public since the set-up: Ben has not looked yet
    assert top.away and "So far:" in top.lines()  # his first time at the computer (not "while you were away")
    pump(context, screen, [key(pygame.K_RETURN)], frames=2)
    assert presenter.act(1, Step(size=1)) is None
    for _ in range(200):  # the bot moves, then Anna is handed the computer again
        pump(context, screen)
        if isinstance(context.stack.top, PrivacyScreen):
            break
    again = context.stack.top
    assert isinstance(again, PrivacyScreen) and again.name == "Anna" and "While you were away:" in again.lines()


class BotsBetweenRules(ToyRules):
    """The toy race for Anna, a bot and Cleo where Anna and the bot take turns until the counter reaches 6,
    and only then does Cleo play: Anna is asked again with only the bot's move between."""

    def apply(self, state: Any, player: int, action: Any) -> Any:
        transition = super().apply(state, player, action)
        after = transition.state
        if after.winner is None and after.counter < 6 and player in (0, 1):
            return transition.model_copy(update={"state": after.model_copy(update={"turn": 1 - player})})
        return transition


def test_a_person_asked_again_after_only_bots_played_is_not_told_to_pass_the_computer(ctx) -> None:
    """Issue 31: "Pass to Ann" came up for Ann, who still had the computer with only bots between. Her cards
    stay covered (someone may be watching the bots play), but the screen says it is her turn again."""
    context, screen = ctx
    match = Match(BotsBetweenRules(), {"target": 30}, seats("human", "bot", "human"), 3)
    table = ToyTable(context, match, bot_factory=lambda level: RandomBot())
    context.stack.push(table)
    presenter = table.presenter
    assert presenter is not None
    titles: list[str] = []
    for _ in range(200):
        pump(context, screen)
        top = context.stack.top
        if isinstance(top, PrivacyScreen):
            titles.append(top.lines()[0])
            pump(context, screen, [key(pygame.K_RETURN)], frames=2)
            continue
        if presenter.asking is not None:
            if match.seats[presenter.asking].name == "Cleo":
                break
            presenter.act(presenter.asking, Step(size=1))
    assert titles[0] == "Pass to Anna"  # nobody has the computer at the start
    assert "Anna, your turn again" in titles[1:]
    assert titles[-1] == "Pass to Cleo"


GAMES = {"demos": ("hbhb", {"mode": "full"}), "dindex": ("hbhbb", {}), "diceocracy": ("hbhb", {})}


@pytest.mark.parametrize("game", one_game_by_default(GAMES, "dindex"))
def test_the_screen_shows_a_persons_own_view_only_while_that_person_decides_next(game: str) -> None:
    kinds, options = GAMES[game]
    evening = Evening(game, kinds, options, 5, speed="fast")  # a speed at which the moves take time to play
    people = [s for s, kind in enumerate(kinds) if kind == "h"]
    try:
        seen_moves_played = 0
        for _ in range(2500):
            moves = len(evening.match.actions)
            evening.frame()
            if evening.match.result() is not None or isinstance(evening.ctx.stack.top, PrivacyScreen):
                continue
            viewer, upcoming = evening.table.viewer, evening.presenter.next_seat()
            if evening.table.animating and any(s in people for s, _ in evening.match.actions[moves:]):
                seen_moves_played += 1
            assert viewer is None or viewer == upcoming, (
                f"{evening.match.seats[viewer].name}'s view is on the screen while "
                f"{evening.match.seats[upcoming].name if upcoming is not None else 'nobody'} decides next")
        assert seen_moves_played, "a person's move played out on the screen"
    finally:
        pygame.quit()


@pytest.mark.parametrize("game", one_game_by_default(GAMES, "demos"))
def test_only_the_persons_own_last_move_can_be_taken_back_while_the_public_view_shows(game: str) -> None:
    """Review: the mover kept the computer after a bot's move or an answer the presenter sent on their behalf
    ("let it stand"), so Undo offered to take back that answer."""
    kinds, options = GAMES[game]
    evening = Evening(game, kinds, options, 3, speed="fast")
    own_moves: set[int] = set()  # the number of actions right after each move a person made themselves
    act = evening.presenter.act

    def recording_act(seat: int, action: object) -> str | None:
        refused = act(seat, action)
        if refused is None:
            own_moves.add(len(evening.match.actions))
        return refused

    evening.presenter.act = recording_act
    try:
        offered = 0
        for _ in range(2500):
            evening.frame()
            p = evening.presenter
            if p.can_undo():
                offered += 1
                assert len(evening.match.actions) in own_moves
                assert evening.match.actions[-1][0] == p.at_screen
            if p.take_back_offer() is not None:
                assert len(evening.match.actions) in own_moves
        assert offered, "some move of a person could be taken back"
    finally:
        pygame.quit()


class NoChoiceForBen(ToyTable):
    """Ben (seat 1) never has a real choice: the presenter sends his only answer for him (DēmoS: a person
    without a veto left is not asked about the unanimous discard)."""

    def moot_answer(self, seat: int) -> Any:
        return Step(size=1) if seat == 1 else None


class HeadlineToyTable(ToyTable):
    """Every toy move is a big public result everybody watches (as a DēmoS round's show-down)."""

    headline_events = frozenset({"moved"})


def anna_s_screens(context: Any, screen: Any, table: ToyTable, until: Any) -> list[PrivacyScreen]:
    """Play Anna (a step of one) until `until()`; the pass screens that came up, each dismissed."""
    presenter = table.presenter
    assert presenter is not None
    screens: list[PrivacyScreen] = []
    for _ in range(300):
        if until():
            break
        pump(context, screen)
        top = context.stack.top
        if isinstance(top, PrivacyScreen):
            screens.append(top)
            pump(context, screen, [key(pygame.K_RETURN)], frames=2)
            continue
        if presenter.asking == 0:
            presenter.act(0, Step(size=1))
    return screens


def test_a_person_passed_over_for_having_no_choice_is_not_called_a_bot(ctx) -> None:
    """Playtest: "only bots played since your last move" when Ben, a person, had been passed over for having
    no veto. Anna's screen says what is true and lists Ben's answer."""
    context, screen = ctx
    match = Match(BotsBetweenRules(), {"target": 30}, seats("human", "human", "human"), 3)
    table = NoChoiceForBen(context, match, bot_factory=lambda level: RandomBot())
    context.stack.push(table)
    screens = anna_s_screens(context, screen, table, lambda: len(match.actions) >= 4)
    again = [s for s in screens if s.title == "Anna, your turn again"]
    assert again, [s.title for s in screens]
    for s in again:
        assert "Only bots played" not in s.note
        assert s.note == "Your cards are covered until you are ready."
        assert s.away  # his answer is news (the toy words every move "moved")


def test_a_person_asked_again_with_nobody_else_moving_is_not_told_only_bots_played(ctx) -> None:
    """Playtest: "only bots played since your last move" when nobody else had moved (Anna's own move ended in
    a big public result and she was asked again)."""
    context, screen = ctx
    match = Match(AgainRules(), {"target": 30}, seats("human", "human"), 3)
    table = HeadlineToyTable(context, match, bot_factory=lambda level: RandomBot())
    context.stack.push(table)
    screens = anna_s_screens(context, screen, table, lambda: len(match.actions) >= 3)
    again = [s for s in screens if s.title == "Anna, your turn again"]
    assert again, [s.title for s in screens]
    for s in again:
        assert "bots" not in s.note and s.note == "Your cards are covered until you are ready."


def test_only_bots_played_is_said_when_only_bots_played(ctx) -> None:
    context, screen = ctx
    match = Match(BotsBetweenRules(), {"target": 30}, seats("human", "bot", "human"), 3)
    table = ToyTable(context, match, bot_factory=lambda level: RandomBot())
    context.stack.push(table)
    screens = anna_s_screens(context, screen, table, lambda: len(match.actions) >= 4)
    again = [s for s in screens if s.title == "Anna, your turn again"]
    assert again and all(s.note.startswith("Only bots played") for s in again)
