"""The presenter drives a Match for a table: it asks the active seats, in order, for their decisions.

- A human decides through the table (drag-and-drop, clicks, keys): the table calls `act`.
- A bot thinks off the frame loop: its `think` generator is advanced for a few milliseconds per frame, so
  the window keeps drawing at 60 fps; its action is submitted after a short pause scaled by the animation
  speed, so people can follow.
- Hot-seat privacy: before a *different* human acts while the two would see different things, an opaque
  hand-off screen ("Pass to Anna — click when ready") is pushed and the table keeps showing the previous
  viewer's view (hidden under that screen) until Anna clicks. Simultaneous decisions are asked of the
  humans one by one, each behind their own screen.
- After every applied action: autosave; when the match has a result: `game_finished`, once.
- Seats are re-read from `match.seats` every frame: the pause menu may hand a seat to a bot or a human.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Sequence
from typing import Any, Protocol

from game.core.bots import Bot, RandomBot, think
from game.core.match import Match
from game.core.protocol import Event, IllegalAction
from scenes.engine.privacy import PrivacyScreen
from scenes.engine.tween import SPEED_FACTORS

BOT_PAUSE = 0.45
"""Seconds a bot's decision stays unannounced at normal speed, so a person sees one move at a time."""


class TableHooks(Protocol):
    """What the presenter needs from a table scene."""

    @property
    def animating(self) -> bool: ...

    def show(self) -> None:
        """Re-sync the table at once to `presenter.viewer`'s view and `presenter.asking`'s choices."""

    def play(self, events: Sequence[Event]) -> None:
        """Animate events (already redacted for the viewer); re-sync when the animations drain."""


def default_bot_factory(match: Match) -> Callable[[str | None], Bot]:
    """Bots from the game's registry entry; an unknown game or level falls back to the random bot."""

    def make(level: str | None) -> Bot:
        import importlib

        from game.core.registry import GameInfo, get_game

        try:
            info: GameInfo = get_game(match.rules.game_id)
        except Exception:  # noqa: BLE001 - another game's package failing to import must not stop this one
            try:
                info = importlib.import_module(f"game.{match.rules.game_id}").GAME
            except Exception:  # noqa: BLE001
                return RandomBot()
        try:
            return info.make_bot(level or "heuristic")
        except KeyError:
            return RandomBot()

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
        self._thinking: tuple[tuple[int, int, str | None], Generator[None, None, Any]] | None = None
        self._ready: tuple[tuple[int, int, str | None], Any, float] | None = None
        self.finished = False
        self.handoffs = 0

    # -- who is who -------------------------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if not seat.is_bot]

    def _initial_viewer(self) -> int | None:
        humans = self.humans()
        return humans[0] if len(humans) == 1 else None

    def name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def _speed_factor(self) -> float:
        settings = getattr(getattr(self.ctx, "services", None), "settings", None)
        return SPEED_FACTORS.get(str(getattr(settings, "animation_speed", "normal")), 1.0)

    def needs_privacy(self, seat: int) -> bool:
        """Must the table be hidden before `seat` (a human) may look at it?"""
        if len(self.humans()) <= 1:
            return False
        if self.viewer is None:
            return True
        return _private(self.match.view(self.viewer)) != _private(self.match.view(seat))

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

    # -- the frame loop ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.finished:
            return
        covered = self.ctx.stack.top is not self.table
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
        seat = self.next_seat()
        if seat is None:
            return
        spec = self.match.seats[seat]
        if spec.is_bot:
            if self.asking is not None:
                self.asking = None
                self.table.show()
            self._run_bot(seat, spec.level, dt, covered)
            return
        if seat != self.viewer:
            self._thinking = self._ready = None
            if covered:
                return
            if self.needs_privacy(seat):
                self._hand_off(seat)
                return
            self.viewer = seat
            self.asking = seat
            self.table.show()
        elif self.asking != seat:
            self.asking = seat
            self.table.show()
        side = self._side_bot(seat)
        if side is None:
            self._thinking = self._ready = None
        else:
            self._run_bot(side, self.match.seats[side].level, dt, covered)

    def _run_bot(self, seat: int, level: str | None, dt: float, covered: bool) -> None:
        key = (seat, len(self.match.actions), level)
        # a person holding a card (dragging, or picked by click) must not have the table re-synced under them
        holding = bool(getattr(self.table, "holding", False))
        if self._ready is not None and self._ready[0] == key:
            _, action, wait = self._ready
            wait -= dt
            if wait > 0 or covered or holding:
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

    def _hand_off(self, seat: int) -> None:
        self.asking = None
        self.privacy_for = seat

        def ready() -> None:
            self.privacy = None
            self.privacy_for = None
            self.viewer = seat
            self.asking = seat if seat == self.next_seat() else None
            self.table.show()

        self.privacy = PrivacyScreen(self.ctx, self.name(seat), ready,
                                     on_escape=lambda: self.ctx.services.open_pause(self.table, self.match))
        self.handoffs += 1
        self.ctx.stack.push(self.privacy)

    def _check_privacy(self) -> None:
        """The pause menu may have handed the waiting seat to a bot: then nobody needs the hand-off."""
        seat = self.privacy_for
        if seat is None or (not self.match.seats[seat].is_bot and seat == self.next_seat()):
            return
        screen = self.privacy
        self.privacy = self.privacy_for = None
        if screen is not None and self.ctx.stack.top is screen:
            screen.done = True
            self.ctx.stack.pop()

    # -- acting -----------------------------------------------------------------------------------
    def act(self, seat: int, action: Any) -> str | None:
        """A human's decision from the table. Returns None when applied, else why it was refused."""
        if self.privacy is not None or seat != self.asking:
            return "It is not your turn to decide."
        if self.match.seats[seat].is_bot:
            return f"{self.name(seat)}'s seat is played by a bot now."
        try:
            self._submit(seat, action)
        except IllegalAction as exc:
            return str(exc)
        return None

    def _submit(self, seat: int, action: Any) -> None:
        events = self.match.submit(seat, action)
        if (seat == self.asking and not self._asked_again(seat)) or self.asking not in self.match.active_players():
            self.asking = None  # a bot deciding beside the asked human leaves that human asked
        self.ctx.services.autosave(self.match)
        visible = [e2 for e in events if (e2 := e.for_viewer(self.viewer)) is not None]
        self.table.play(visible)

    def _asked_again(self, seat: int) -> bool:
        """Is the human who just acted asked again at once (take a die, then place it)? Then `asking` stays
        set, so the table can send the second step straight away instead of waiting a frame."""
        return (
            self.match.result() is None and seat == self.viewer and not self.match.seats[seat].is_bot
            and self.next_seat() == seat and not self.needs_privacy(seat)
        )

    def can_undo(self) -> bool:
        seat = self.viewer
        return (
            seat is not None and self.privacy is None and not self.match.seats[seat].is_bot
            and self.match.can_undo(seat) and not self.table.animating
        )

    def undo(self) -> bool:
        """Take back the viewer's own last action (Ctrl+Z, the Undo button)."""
        if not self.can_undo():
            return False
        assert self.viewer is not None
        self.match.undo(self.viewer)
        self._thinking = self._ready = None
        self.asking = None
        self.ctx.services.autosave(self.match)
        self.table.show()
        return True

    def legal(self) -> list[Any]:
        """The legal actions of the seat being asked (empty when no human is asked)."""
        return list(self.match.legal_actions(self.asking)) if self.asking is not None else []


def _private(view: Any) -> Any:
    """A view without its 'whose view is this' field, to tell whether two seats see different things."""
    data = view.model_dump(mode="json") if hasattr(view, "model_dump") else view
    if isinstance(data, dict):
        data = {k: v for k, v in data.items() if k not in ("viewer", "seat", "me")}
    return data
