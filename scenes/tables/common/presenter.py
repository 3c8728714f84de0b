"""The presenter drives a Match for a table: it asks the active seats, in order, for their decisions.

- A human decides through the table (drag-and-drop, clicks, keys): the table calls `act`.
- A bot thinks off the frame loop: its `think` generator is advanced for a few milliseconds per frame, so
  the window keeps drawing at 60 fps; its action is submitted after a short pause scaled by the animation
  speed, so people can follow.
- Hot-seat privacy: before a *different* human acts while the two would see different things, an opaque
  hand-off screen ("Pass to Anna: your secret discard") is pushed and the table keeps showing the previous
  viewer's view (hidden under that screen) until Anna clicks. While bots play with two or more people at the
  computer, the table shows the public view (nobody's hand stays in sight of the others), so the next person
  asked, the same one again too, takes the computer behind their pass screen. The screen lists what happened
  in public since Anna last had the computer, and offers the person who just moved to take that move back
  while it still can be.
  Simultaneous decisions are asked of the humans one by one, each behind their own screen; one person's
  consecutive decisions are taken in one sitting (no screen between them).
- A public call window (Dindex's "counter or let it stand?", see `CallWindow`): with two or more people at
  the table nobody is passed the computer to answer it. The table shows one banner everybody sees; a person
  who calls gets their privacy screen, "go on" lets it stand for every person at once. Alone against bots,
  the person is asked only when they could do more than let it stand.
- A decision that can no longer change anything (`TableHooks.moot_answer`) is not asked: its only answer
  is sent for the seat.
- After every applied action: autosave; when the match has a result: `game_finished`, once.
- Seats are re-read from `match.seats` every frame: the pause menu may hand a seat to a bot or a human.
- Fast-forward (`fast_forward`, the tables' N key): bots act without their pause and the table finishes its
  animations at once until a person is asked (or the game ends); the speed setting itself is never changed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game.core.bots import Bot, RandomBot, think
from game.core.match import Match
from game.core.protocol import Event, IllegalAction
from scenes.engine.i18n import N_, Translator
from scenes.engine.privacy import PrivacyScreen
from scenes.engine.tween import SPEED_FACTORS
from scenes.tables.common.words import worded

BOT_PAUSE = 0.45
"""Seconds a bot's decision stays unannounced at normal speed, so a person sees one move at a time."""


@dataclass(frozen=True)
class CallWindow:
    """A question any seat may answer by calling out, as at a real table ("Counter? any party may call").

    The rules still ask the seats one by one (`seats`, in their order, the first is asked now); the presenter
    answers `pass_action` for every person who does not call, so the way the computer is passed tells
    nobody who could have called."""

    seats: tuple[int, ...]
    """The seats still to answer this window, in the rules' order; the first is the one asked now."""
    pass_action: object
    """The answer of a seat that does not call (Dindex: let it stand)."""
    call_reason: str
    """What a caller's privacy screen says they are there for ("you called Counter!")."""


class TableHooks(Protocol):
    """What the presenter needs from a table scene."""

    @property
    def animating(self) -> bool: ...

    headline_events: frozenset[str]
    """The event types of the game's big public results (a round's show-down): everybody looks at those."""

    def show(self) -> None:
        """Re-sync the table at once to `presenter.viewer`'s view and `presenter.asking`'s choices."""

    def play(self, events: Sequence[Event], seat: int | None = None, later: int = 0) -> None:
        """Animate events (already redacted for the viewer); re-sync when the animations drain."""

    def handoff_reason(self, seat: int) -> str:
        """Why `seat` is handed the computer, in a few words ("your secret discard")."""

    def away_lines(self, since: int, reader: int | None = None) -> list[str]:
        """What happened in public after the first `since` transitions of the event log, a line each, for the
        pass screen of `reader` (a table may word that person's own doings to them: "Your ministry …")."""

    def call_window(self) -> CallWindow | None:
        """The public call window open now, if the game has one (None: ask seats as usual)."""

    def moot_answer(self, seat: int) -> object | None:
        """The answer to send for `seat` when its decision can no longer change anything (None: ask it)."""

    def move_words(self, seat: int, viewer: int | None) -> str:
        """The last move (made by `seat`) in the words of the log, as `viewer` saw it (None: the public)."""

    def toast(self, text: str, seconds: float = 2.5) -> None:
        """A short message over the table (a refusal, a dropped connection)."""


class TableDriver(Protocol):
    """What decides the seats of a table in play: this computer's `Presenter` of a local match, or the remote
    presenter of a match a server holds (remote_presenter.py). The table reads and calls only this."""

    viewer: int | None
    asking: int | None
    rushing: bool
    match: Any

    def update(self, dt: float) -> None: ...
    def act(self, seat: int, action: object) -> str | None: ...
    def legal(self) -> list[Any]: ...
    @property
    def at_screen(self) -> int | None: ...
    def can_undo(self) -> bool: ...
    def undo(self) -> bool: ...
    def take_back_offer(self, *, public: bool = False) -> tuple[int, str] | None: ...
    def call_seats(self) -> list[int]: ...
    def call(self, seat: int) -> str | None: ...
    def go_on(self) -> str | None: ...
    def fast_forward(self) -> bool: ...
    def chat(self, text: str) -> str | None: ...
    def status_words(self) -> str: ...


AGAIN_NOTE = N_("Only bots played since your last move: your cards are covered until you are ready.")
COVERED_NOTE = N_("Your cards are covered until you are ready.")
"""The note for the person who kept the computer when not only bots played since (nothing happened, or
another person's answer was sent for them)."""
AGAIN_TITLE = N_("Since your last move:")
"""The news title for the person who kept the computer while bots played (they were not away)."""
LOOK_AWAY = N_("Everyone else, look away: the next screen shows a private hand.")
"""The pass screen's note for the others while the computer changes hands."""
AWAY_TITLE = N_("While you were away:")
FIRST_TITLE = N_("So far:")
"""The news titles of a pass screen (scenes.engine.privacy's, handed over in the table's language): for a
person back at the computer, and for one who has not had it yet this game."""


def default_bot_factory(match: Match) -> Callable[[str | None], Bot]:
    """Bots from the game's registry entry; a game the registry does not hold (a test's own rules) or a
    level it does not offer plays with the random bot."""

    def make(level: str | None) -> Bot:
        from game.core.registry import games

        info = games().get(match.rules.game_id)
        if info is None or (level or "heuristic") not in info.bots:
            return RandomBot()
        return info.make_bot(level or "heuristic")

    return make


class Presenter:
    def __init__(
        self,
        ctx: Any,
        match: Match,
        table: TableHooks,
        *,
        bot_factory: Callable[[str | None], Bot] | None = None,
        think_ms: float = 4.0,
    ) -> None:
        self.ctx = ctx
        self.match = match
        self.table = table
        self.think_ms = think_ms
        self._make_bot = bot_factory or default_bot_factory(match)
        self._bots: dict[tuple[int, str | None], Bot] = {}
        self.viewer: int | None = self._initial_viewer()
        self.asking: int | None = None
        """The human seat the table is asking now (None while a bot acts or a hand-off is pending)."""
        self.privacy: PrivacyScreen | None = None
        self.privacy_for: int | None = None
        self._holder: tuple[int, int] | None = None
        """(seat, actions then): the person who just moved and still has the computer while the public view
        shows their move play out (they may take it back); only while that move is still the last one."""
        self._thinking: tuple[tuple[int, int, str | None], Generator[None, None, Any]] | None = None
        self._ready: tuple[tuple[int, int, str | None], Any, float] | None = None
        self.finished = False
        self.handoffs = 0
        """Privacy screens put up so far (the hot-seat tests count them against the changes of decider)."""
        self.last_looked: dict[int, int] = {seat: len(match.event_log) for seat in self.humans()}
        """Per person, how many transitions of the event log had happened when they last had the screen."""
        self.had_the_computer: set[int] = set(self.humans()) if match.actions else set()
        self.last_person: int | None = None
        """The person who last had their own view on the screen: they hold the computer until a pass screen
        hands it to someone else (None at the start, after a load, and after a take-back from another's pass
        screen, which was in the next person's hands)."""
        """The people who have had the screen: a first pass screen's news is "So far" (a game loaded with moves
        made is not new to anybody: the news is what happened since the load)."""
        self.calling = False
        """The public call window's banner is up: every person may call, or all go on."""
        self._call_key: int | None = None
        self._moot_asked: tuple[int, int] | None = None
        self._went_on: set[int] = set()
        self.caller: int | None = None
        """The person who called in the open call window; their privacy screen comes when the rules reach them."""
        self.rushing = False
        """Fast-forward is on: no bot pause and no animation until a person is asked or the game ends."""
        self._last_mover: int | None = None
        """Who made the last move in this session (None at the start or after a load): "your turn" sounds for a
        person asked after somebody else moved, never at the start and never for a bot."""

    @property
    def tr(self) -> Translator:
        """The words of the player's language (the app's ctx.tr)."""
        translator: Translator = self.ctx.tr
        return translator

    # -- who is who -------------------------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if not seat.is_bot]

    def _initial_viewer(self) -> int | None:
        humans = self.humans()
        return humans[0] if len(humans) == 1 else None

    def name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def _speed_factor(self) -> float:
        if self.rushing:
            return 0.0
        settings = getattr(getattr(self.ctx, "services", None), "settings", None)
        return SPEED_FACTORS.get(str(getattr(settings, "animation_speed", "normal")), 1.0)

    def needs_privacy(self, seat: int) -> bool:
        """Must the table be hidden before `seat` (a human) may look at it?"""
        if len(self.humans()) <= 1:
            return False
        if self.viewer is None:
            return True
        return bool(_private(self.match.view(self.viewer)) != _private(self.match.view(seat)))

    def _cover_hidden(self) -> None:
        """While the bots play, the screen is everybody's: with two or more people at the computer the table
        turns to the public view, so the hand (and role) of the person who just moved does not stay in sight of
        the others; the next person asked takes the computer behind their pass screen, as always. Alone
        against bots there is nobody to hide from."""
        if self.viewer is None or len(self.humans()) < 2:
            return
        if _private(self.match.view(self.viewer)) == _private(self.match.view(None)):
            return  # nothing of theirs is hidden from the others now
        self.viewer = None
        self.table.show()

    def next_seat(self) -> int | None:
        """The seat asked next: the first human among the active seats, else the first bot.

        In a simultaneous step (several active seats) the humans are asked at once while the bots decide
        beside them, so a bot listed after a human never waits for that human."""
        active = self.match.active_players()
        humans = [s for s in active if not self.match.seats[s].is_bot]
        return humans[0] if humans else (active[0] if active else None)

    def _side_bot(self, seat: int) -> int | None:
        """A bot that decides beside the asked human in a simultaneous step (None when there is none).

        A bot only ever sees its own view, in which the others' pending choices are hidden, so deciding
        before the human leaks nothing that deciding after would not."""
        return next((s for s in self.match.active_players() if s != seat and self.match.seats[s].is_bot), None)

    # -- fast-forward -----------------------------------------------------------------------------
    def fast_forward(self) -> bool:
        """Play on at once to the next human decision. False (and nothing changes) when a person is asked
        already, a hand-off screen waits or the game is over: there is nothing to skip."""
        if self.finished or self.privacy is not None or self.calling or self.match.result() is not None:
            return False
        if self.asking is not None and not self.table.animating:
            return False
        self.rushing = True
        return True

    def _end_rush(self) -> None:
        """A person is asked (or the game ended): the chosen animation speed applies again."""
        if self.rushing and (self.asking is not None or self.privacy is not None or self.calling
                             or self.finished):
            self.rushing = False

    # -- the frame loop ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._step(dt)
        self._end_rush()

    def _step(self, dt: float) -> None:
        if self.finished:
            return
        covered = self.ctx.stack.top is not self.table
        self._check_viewer()
        if self.privacy is not None:
            self._check_privacy()
            return
        if self.table.animating:
            return
        if self.match.result() is not None:
            if not covered:
                self.finished = True
                self.asking = None
                self.ctx.services.game_finished(self.match)
            return
        self._note_looking(covered)
        window = self.table.call_window()
        if window is not None and self._answer_window(window, covered):
            return
        self.calling = False
        seat = self.next_seat()
        if seat is None:
            return
        spec = self.match.seats[seat]
        if not spec.is_bot and not covered and (answer := self._moot(seat)) is not None:
            self._submit(seat, answer, on_behalf=True)
            return
        if spec.is_bot:
            if self.asking is not None:
                self.asking = None
                self.table.show()
            if not covered:
                self._cover_hidden()
            self._run_bot(seat, spec.level, dt, covered)
            return
        if seat != self.viewer:
            self._thinking = self._ready = None
            if covered:
                return
            if self.needs_privacy(seat):
                self._hand_off(seat, self._reason(seat))
                return
            self.viewer = seat
            self.asking = seat
            self._your_turn(seat)
            self.table.show()
        elif self.asking != seat:
            self.asking = seat
            self._your_turn(seat)
            self.table.show()
        side = self._side_bot(seat)
        if side is None:
            self._thinking = self._ready = None
        else:
            self._run_bot(side, self.match.seats[side].level, dt, covered)

    def _your_turn(self, seat: int) -> None:
        """The person `seat` is asked: chime when others moved since (once: the mover is then forgotten)."""
        if self._last_mover is not None and self._last_mover != seat:
            self.ctx.sound.play("your_turn")
        self._last_mover = None

    def _run_bot(self, seat: int, level: str | None, dt: float, covered: bool) -> None:
        key = (seat, len(self.match.actions), level)
        # a person holding a card (dragging, or picked by click) must not have the table re-synced under them
        holding = bool(getattr(self.table, "holding", False))
        if self._ready is not None and self._ready[0] == key:
            _, action, wait = self._ready
            wait -= dt
            if (wait > 0 and not self.rushing) or covered or holding:
                self._ready = (key, action, max(0.0, wait))
                return
            self._ready = None
            self._submit(seat, action)
            return
        if self._thinking is None or self._thinking[0] != key:
            bot = self._bots.get((seat, level))
            if bot is None:
                bot = self._bots[(seat, level)] = self._make_bot(level)
            m = self.match
            self._thinking = (key, think(bot, m.view(seat), m.legal_actions(seat), m.bot_rng()))
        gen = self._thinking[1]
        deadline = time.perf_counter() + self.think_ms / 1000
        while True:
            try:
                next(gen)
            except StopIteration as stop:
                self._thinking = None
                self._ready = (key, stop.value, BOT_PAUSE * self._speed_factor())
                if self._speed_factor() == 0 and not covered and not holding:
                    self._ready = None
                    self._submit(seat, stop.value)
                return
            if time.perf_counter() >= deadline:
                return

    def _moot(self, seat: int) -> object | None:
        """The table's moot answer for `seat`, asked once per position (not every frame of a wait)."""
        key = (seat, len(self.match.actions))
        if self._moot_asked == key:
            return None
        self._moot_asked = key
        return self.table.moot_answer(seat)

    # -- the public call window ------------------------------------------------------------------
    def _answer_window(self, window: CallWindow, covered: bool) -> bool:
        """Handle the call window this frame; False: ask its first seat as any other decision."""
        seat = window.seats[0]
        key = self._window_key(window.pass_action)
        if key != self._call_key:  # a new card on top (or a failed counter): everybody may call again
            self._call_key, self._went_on, self.caller = key, set(), None
        if self.caller is not None and self.caller not in window.seats:
            self.caller = None  # the caller changed their mind: those after them may still call
        if self.match.seats[seat].is_bot:
            return False
        if len(self.humans()) == 1:
            # alone with bots nothing is hidden from anyone by asking: ask only when there is a real choice
            if any(a != window.pass_action for a in self.match.legal_actions(seat)):
                return False
            if not covered:
                self._submit(seat, window.pass_action, on_behalf=True)
            return True
        if seat == self.caller:
            self.calling = False
            return False
        if seat in self._went_on or self.caller is not None:  # did not call: lets it stand
            self.calling = False
            if not covered:
                self._submit(seat, window.pass_action, on_behalf=True)
            return True
        if not self.calling:
            self.calling = True
            self._thinking = self._ready = None
            self.asking = None
            self.viewer = None  # the banner is for everybody: nobody's hand stays on the screen
            self.table.show()
        return True

    def _window_key(self, pass_action: object) -> int:
        """The window is identified by the action that opened it: the last one that was not a pass."""
        actions = self.match.actions
        return next((i for i in range(len(actions) - 1, -1, -1) if actions[i][1] != pass_action), -1)

    def call_seats(self) -> list[int]:
        """The people who may still call in the open window (those who have not gone on), in table order."""
        window = self.table.call_window() if self.calling else None
        if window is None:
            return []
        return sorted(s for s in set(window.seats) if not self.match.seats[s].is_bot and s not in self._went_on)

    def call(self, seat: int) -> str | None:
        """`seat` calls in the open window: it gets its privacy screen when the rules reach it. None when
        accepted, else why not."""
        tr = self.tr
        if seat not in self.call_seats():
            return (tr("Nobody can call now.") if not self.calling
                    else tr("{name} cannot call in this window.", name=self.name(seat)))
        self.caller = seat
        self.calling = False
        self.table.show()
        return None

    def go_on(self) -> str | None:
        """Every person who could call lets it stand. None when accepted, else why not."""
        seats = self.call_seats()
        if not seats:
            return self.tr("Nobody can call now.")
        self._went_on.update(seats)
        self.calling = False
        self.table.show()
        return None

    # -- hand-offs -----------------------------------------------------------------------------------
    def _reason(self, seat: int) -> str:
        window = self.table.call_window()
        if window is not None and seat == self.caller:
            return window.call_reason
        return self.table.handoff_reason(seat)

    def _note_looking(self, covered: bool) -> None:
        """The person whose view is on the screen is up to date with the log. The public view is nobody's: it
        shows while the bots play, when a person may well have looked away, so the next pass screen still
        tells each person what happened since they last had the computer."""
        if covered or self.viewer is None:
            return
        if not self.match.seats[self.viewer].is_bot:
            self.last_looked[self.viewer] = len(self.match.event_log)
            self.had_the_computer.add(self.viewer)
            self.last_person = self.viewer

    def take_back_offer(self, *, public: bool = False) -> tuple[int, str] | None:
        """The person at the screen who just moved, and what they could take back, while nobody else has acted.
        `public`: the move in the public's words (the pass screen is seen by whoever takes the computer)."""
        m = self.match
        at_screen = self.at_screen
        if not m.actions or at_screen is None:
            return None
        seat, _ = m.actions[-1]
        if seat != at_screen or m.seats[seat].is_bot or not m.can_undo(seat):
            return None
        return seat, self.table.move_words(seat, None if public or self.viewer is None else seat)

    def _hand_off(self, seat: int, reason: str) -> None:
        self.asking = None
        self._your_turn(seat)  # the pass screen is where a person learns it is their turn
        self.privacy_for = seat
        since = min(self.last_looked.get(seat, 0), len(self.match.event_log))
        away = self.table.away_lines(since, seat) if since else []

        def ready() -> None:
            self.privacy = None
            self.privacy_for = None
            self._holder = None
            self.viewer = seat
            self.asking = seat if seat == self.next_seat() else None
            self.last_looked[seat] = len(self.match.event_log)
            self.had_the_computer.add(seat)
            self.last_person = seat
            self.table.show()

        tr = self.tr
        offer = self.take_back_offer(public=True)
        take_back = None
        if offer is not None:
            mover, what = offer
            take_back = (tr("{name}: take back “{move}”", name=self.name(mover), move=what),
                         lambda: self._take_back(mover))
        # only bots played since this person last had their view up: they still have the computer, so the
        # screen only covers their cards until they are ready (a playtest read "Pass to Ann" to Ann as a slip)
        again = seat == self.last_person and seat in self.had_the_computer
        # say only what is true (playtest: "only bots played" when nobody had, or when a person was passed over
        # for having no veto): who acted since, this person's own moves aside
        others = [s for s, _ in self.match.actions[max(0, since - 1):] if s != seat]
        only_bots = bool(others) and all(self.match.seats[s].is_bot for s in others)
        away_note = tr(LOOK_AWAY) if not again else tr(AGAIN_NOTE) if only_bots else tr(COVERED_NOTE)
        self.privacy = PrivacyScreen(self.ctx, self.name(seat), ready, reason=reason, away=away,
                                     take_back=take_back,
                                     on_escape=lambda: self.ctx.services.open_pause(self.table, self.match),
                                     away_title=tr(AGAIN_TITLE if again else AWAY_TITLE if seat in self.had_the_computer
                                                   else FIRST_TITLE),
                                     title=tr("{name}, your turn again", name=self.name(seat)) if again
                                     else tr("Pass to {name}", name=self.name(seat)),
                                     note=away_note)
        self.handoffs += 1
        self.ctx.stack.push(self.privacy)

    def _take_back(self, seat: int) -> None:
        """From the pass screen: the person who just moved takes it back, then gets the computer (behind their
        own pass screen, as the screen was in the next person's hands)."""
        screen = self.privacy
        self.privacy = self.privacy_for = None
        if screen is not None:
            screen.done = True
            if self.ctx.stack.top is screen:
                self.ctx.stack.pop()
        self._holder = None  # the move is gone: the mover's own pass screen offers no second take-back
        self.last_person = None  # the screen was in the next person's hands: the mover is passed it back
        if self.match.can_undo(seat):
            self.match.undo(seat)
            self.ctx.services.autosave(self.match)
        self._thinking = self._ready = None
        self.asking = None
        # the screen was the next person's: the mover takes the computer back behind a pass screen of their own
        # (their view opened at once in front of the person who held the computer)
        if len(self.humans()) >= 2:
            self.viewer = None
        self.table.show()

    def _check_privacy(self) -> None:
        """The pause menu may have handed the waiting seat to a bot: then nobody needs the hand-off. The table
        under that screen still showed the view of the person before; it turns to the public view (Dindex
        playtest: with the screen gone, the pause menu stood over the other person's role and hand), unless
        that person is now alone with the bots (nobody is left to hide it from)."""
        seat = self.privacy_for
        if seat is None or (not self.match.seats[seat].is_bot and seat == self.next_seat()):
            return
        screen = self.privacy
        self.privacy = self.privacy_for = None
        if screen is not None:
            screen.done = True
            self.ctx.stack.remove(screen)  # also from under the pause menu, where its seat was given to a bot
        if self.viewer is not None and self.humans() != [self.viewer]:
            self.viewer = self.asking = None
            self._holder = None
            self.table.show()

    def _check_viewer(self) -> None:
        """The screen shows a person's own view only: a seat handed to a bot (the pause menu's Seats) leaves the
        screen at once, as its hand and role are nobody's at the computer to see (the playtest read "Anna (bot)
        (you)" over a bot's role). The next person asked gets the computer as usual."""
        viewer = self.viewer
        if viewer is None or not self.match.seats[viewer].is_bot:
            return
        self.viewer = None
        if self.asking == viewer:
            self.asking = None
        self.table.show()

    # -- acting -----------------------------------------------------------------------------------
    def act(self, seat: int, action: object) -> str | None:
        """A human's decision from the table. Returns None when applied, else why it was refused."""
        tr = self.tr
        if self.privacy is not None or seat != self.asking:
            return tr("It is not your turn to decide.")
        if self.match.seats[seat].is_bot:
            return tr("{name}'s seat is played by a bot now.", name=self.name(seat))
        try:
            passes_on = self._passes_on(seat, action)
            before = len(self.match.event_log)
            if passes_on:
                self._cover_hidden()
                # set before the move, which the table then plays and syncs (its Undo button asks at_screen)
                self._holder = (seat, len(self.match.actions) + 1)
            self._submit(seat, action)
        except IllegalAction as exc:
            self._holder = None
            return worded(tr, exc)
        if passes_on:
            # they watched their move play out; a big result it brought (a round's show-down) is still news at
            # their next pass screen: the mover may have passed the computer on as it played (DēmoS playtest:
            # the round ended by a person's move never reached that person)
            headlines = self.table.headline_events
            headline = any(e.type in headlines for e in self.match.event_log.seen_from(None, before))
            self.last_looked[seat] = before if headline else len(self.match.event_log)
        return None

    def _passes_on(self, seat: int, action: object) -> bool:
        """Will `seat`'s legal `action` leave someone else to decide (or end the game), or end in one of the
        game's big public results? Then, with two or more people at the computer, the move plays out in the
        public view: the mover's hand and role leave the screen at once, not only when the next pass screen
        comes up (Dindex playtest: a role stayed in sight for the seconds a new government took to appear), and
        whoever decides next, the mover too, gets the computer behind a pass screen (DēmoS playtest: Ada's
        agreement ended the round, everybody watched the show-down, and her new hand came up without one).
        Refuses an illegal action as `submit` would."""
        if len(self.humans()) < 2:
            return False
        preview = self.match.preview(seat, action)
        if not self.match.legal_after(seat, action, preview.state):
            return True
        headlines = self.table.headline_events
        return any(event.type in headlines for event in preview.events)

    def _submit(self, seat: int, action: object, *, on_behalf: bool = False) -> None:
        """Send `seat`'s action. `on_behalf`: the presenter answers for a person who had no real choice (a
        moot answer, "let it stand" for one who did not call): the table is told it is nobody's move, so what
        the others did before stays news to that person (the last-move rings)."""
        events = self.match.submit(seat, action)
        self._last_mover = seat
        if (seat == self.asking and not self._asked_again(seat)) or self.asking not in self.match.active_players():
            self.asking = None  # a bot deciding beside the asked human leaves that human asked
        self.ctx.services.autosave(self.match)
        visible = [e2 for e in events if (e2 := e.for_viewer(self.viewer)) is not None]
        self.table.play(visible, None if on_behalf else seat)
        self._ask_the_one_person()

    def _ask_the_one_person(self) -> None:
        """Alone with bots, the person whose decision comes next is asked the moment a move has landed, not on the
        next frame: until then the table said "Waiting for <them>…" at their own turn (Learn to play's playtest;
        the line flashed at every turn after a bot's move, and the coach's box jumped with the prompt). A call
        they have no real answer to is let stand for them at once, as the next step would. A move still playing
        out asks them once it has played (the next step)."""
        humans = self.humans()
        if len(humans) != 1 or self.asking is not None or self.table.animating or self.match.result() is not None:
            return
        seat = humans[0]
        if self.next_seat() != seat or self.viewer != seat or self.ctx.stack.top is not self.table:
            return
        window = self.table.call_window()
        if window is not None and all(a == window.pass_action for a in self.match.legal_actions(seat)):
            self._submit(seat, window.pass_action, on_behalf=True)
            return
        if self.table.moot_answer(seat) is not None:
            return
        self.asking = seat
        self._your_turn(seat)
        self.table.show()

    def _asked_again(self, seat: int) -> bool:
        """Is the human who just acted asked again at once (take a die, then place it)? Then `asking` stays
        set, so the table can send the second step straight away instead of waiting a frame."""
        return (
            self.match.result() is None and seat == self.viewer and not self.match.seats[seat].is_bot
            and self.next_seat() == seat and not self.needs_privacy(seat)
        )

    @property
    def at_screen(self) -> int | None:
        """The person who has the computer: the viewer, or the person whose move plays out in the public view
        (they may still take it back, in public words, until the next person takes the computer)."""
        if self.viewer is not None:
            return self.viewer
        holder = self._holder
        # theirs only while their move is the last one: a bot's move, or an answer the presenter sent for them,
        # ends it (the review: Undo offered "letting it stand", sent on the person's behalf)
        return holder[0] if holder is not None and holder[1] == len(self.match.actions) else None

    def can_undo(self) -> bool:
        seat = self.at_screen
        return (
            seat is not None and self.privacy is None and self.match.result() is None  # a finished game stays so
            and not self.match.seats[seat].is_bot
            and self.match.can_undo(seat) and not self.table.animating
        )

    def undo(self) -> bool:
        """Take back the viewer's own last action (Ctrl+Z, the Undo button)."""
        if not self.can_undo():
            return False
        seat = self.at_screen
        assert seat is not None
        self.match.undo(seat)
        self.viewer, self._holder = seat, None  # the move is theirs again, and so is the screen
        self._thinking = self._ready = None
        self.asking = None
        self.ctx.services.autosave(self.match)
        self.table.show()
        return True

    def legal(self) -> list[Any]:
        """The legal actions of the seat being asked (empty when no human is asked)."""
        return list(self.match.legal_actions(self.asking)) if self.asking is not None else []

    def chat(self, text: str) -> str | None:
        """Chat is for tables across computers: everybody here can just say it."""
        return self.tr("Everybody plays at this computer: just say it out loud.")

    def status_words(self) -> str:
        return ""


def _private(view: object) -> object:
    """A view without its 'whose view is this' field, to tell whether two seats see different things."""
    data = view.model_dump(mode="json") if hasattr(view, "model_dump") else view
    if isinstance(data, dict):
        data = {k: v for k, v in data.items() if k not in ("viewer", "seat", "me")}
    return data
