"""A match held by a server, as one seat's computer knows it: the `ReadableMatch` a table reads.

It holds what the server sent this seat (its view, the log as it saw it, its own actions and the words for
everyone else's, its legal actions) and never a state: there is nothing here to peek into. Updates are applied
as the server describes them (keep so much, append this); a seat's view is the game's own view model again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from game.core.cursor import HiddenInformation
from game.core.eventwire import UnknownEvent, event_from_wire
from game.core.match import MatchRecord, SeatSpec
from game.core.protocol import Event, Result, Rules
from game.core.registry import get_game
from game.online import words
from game.online.schema import ActionLine, Joined, Update


class ConcealedAction(BaseModel):
    """Another seat's action as this seat may know it: the rules' words for it, nothing more."""

    kind: str = "concealed"
    words: str = ""


class RemoteRules:
    """The game's rules as a remote seat reads them: the same object in every respect, except that another
    seat's action, which this computer never holds, is described by the words the server sent for it."""

    def __init__(self, rules: Rules[Any, Any, Any, Any]) -> None:
        self._rules = rules

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def describe_action_for(self, action: Any, player: int, viewer: int | None) -> str:
        if isinstance(action, ConcealedAction):
            return action.words
        return self._rules.describe_action_for(action, player, viewer)


CHAT = "chat"
"""The type of a chat line in a remote seat's log (`Event.data`: name, text, seat); no game has such an event."""


class RemoteMatch:
    def __init__(self, joined: Joined) -> None:
        info = get_game(joined.game)  # KeyError: this computer has no such game
        if info.rules.rules_version != joined.rules_version:
            raise ValueError(words.HOST_RULES.format(game=info.title, host=joined.rules_version,
                                                    yours=info.rules.rules_version))
        self.rules: Rules[Any, Any, Any, Any] = RemoteRules(info.rules)  # type: ignore[assignment]
        self.options = info.rules.parse_options(joined.options)
        self.seats: list[SeatSpec] = list(joined.seats)
        self.seat = joined.seat
        self.table_id = joined.table
        self.is_host = joined.host
        self.connected: list[bool] = [False] * len(self.seats)
        self.actions: list[tuple[int, Any]] = []
        self.step = 0
        self._view: Any = None
        self._events: list[Event] = []
        self._chat: list[tuple[int, Event]] = []
        """Chat lines with the number of game events before them: where they stand in the log."""
        self._log: list[Event] | None = None
        self._last_move = 0
        self._active: tuple[int, ...] = ()
        self._legal: list[Any] = []
        self._can_undo = False
        self._result: Result | None = None
        self._record: MatchRecord | None = None

    def apply(self, update: Update) -> None:
        """Bring this copy to the server's word (ValueError when the update does not fit the game)."""
        rules = self.rules
        view = rules.view_model.model_validate(update.view)
        try:
            events = [event_from_wire(event.model_dump(), rules.event_payloads) for event in update.events]
        except UnknownEvent as exc:
            raise ValueError(str(exc)) from None
        if update.events_from > len(self._events) or update.actions_from > len(self.actions):
            raise ValueError(words.SKIPPED_UPDATE)
        actions = [(line.player, self._action(line)) for line in update.actions]
        legal = [rules.parse_action(raw) for raw in update.legal]
        self._view = view
        del self._events[update.events_from:]
        self._events.extend(events)
        self._chat = [(at, line) for at, line in self._chat if at <= len(self._events)]
        self._log = None
        del self.actions[update.actions_from:]
        self.actions.extend(actions)
        self.step = update.step
        self._last_move = update.last_move
        self._active = tuple(update.active)
        self._legal = legal
        self._can_undo = update.can_undo
        self.seats = list(update.seats)
        self.connected = list(update.connected)
        self._result = None if update.result is None else Result.model_validate(update.result)
        if update.record is not None:
            self._record = MatchRecord.model_validate(update.record)

    def _action(self, line: ActionLine) -> Any:
        if line.action is not None:
            return self.rules.parse_action(line.action)
        return ConcealedAction(words=line.words)

    # -- ReadableMatch --------------------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.seats)

    @property
    def is_over(self) -> bool:
        return self._result is not None

    def seats_at_event(self, viewer: int | None, index: int) -> list[SeatSpec]:
        """The seats as the server names them now: it sends no history of hand-overs, so a seat handed over
        is named by its holder today in every line."""
        return self.seats

    def _check(self, viewer: int | None) -> None:
        """Only this computer's seat can be read. What a table would show everybody at one computer (the
        public view, None) is that seat's here: the only person at this screen is the seat's."""
        if viewer is not None and viewer != self.seat:
            raise HiddenInformation(f"This computer holds seat {self.seat}'s view only, not {viewer}'s.")

    def view(self, viewer: int | None) -> Any:
        self._check(viewer)
        if self._view is None:
            raise LookupError("The server has not sent this seat's view yet.")
        return self._view

    @property
    def game_events_held(self) -> int:
        """How many of the game's events (chat lines not counted) this copy holds: the server's count."""
        return len(self._events)

    @property
    def game_events(self) -> list[Event]:
        """The game's events as this seat saw them, without the chat."""
        return self._events

    def legal_after(self, player: int, action: Any, after: Any = None) -> list[Any]:
        """What the seat could do after `action`: the position after it is the server's alone, so nothing is
        offered ahead (a table then takes such a move in two steps, as it does with the keyboard)."""
        return []

    def add_chat(self, seat: int | None, name: str, text: str) -> Event:
        """A chat line, placed in the log after the game events received so far."""
        line = Event(type=CHAT, data={"seat": seat, "name": name, "text": text})
        self._chat.append((len(self._events), line))
        self._log = None
        return line

    def events_seen_by(self, viewer: int | None) -> list[Event]:
        """The game's events as this seat saw them, with the chat lines where they were said."""
        self._check(viewer)
        if not self._chat:
            return self._events
        if self._log is None:
            log: list[Event] = []
            taken = 0
            for at, line in self._chat:
                log.extend(self._events[taken:at])
                log.append(line)
                taken = at
            log.extend(self._events[taken:])
            self._log = log
        return self._log

    def last_move_events(self, viewer: int | None) -> list[Event]:
        self._check(viewer)
        return self._events[len(self._events) - self._last_move:] if self._last_move else []

    def result(self) -> Result | None:
        return self._result

    def active_players(self) -> tuple[int, ...]:
        return self._active

    def legal_actions(self, player: int) -> list[Any]:
        """The seat's legal actions as the server listed them (none for another seat)."""
        return list(self._legal) if player == self.seat else []

    def can_undo(self, player: int | None = None) -> bool:
        return self._can_undo and (player is None or player == self.seat)

    def record(self) -> MatchRecord:
        """The whole game, once it is over (the server sends it then); before, the other hands are hidden."""
        if self._record is None:
            raise HiddenInformation("The game is not over: only the server holds all of its moves.")
        return self._record

    def waiting_for(self) -> Sequence[str]:
        """The names of the seats the game waits for ("waiting for Ben")."""
        return [self.seats[seat].name for seat in self._active]
