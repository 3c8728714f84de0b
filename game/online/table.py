"""One hosted table: its `Match` (the server alone holds it), its seats' codes, its bots and what each reader has
been sent. No sockets here: the server feeds it messages and sends what it returns, and tests drive it directly.

What leaves a table for a seat is `view(seat)`, `events_seen_by(seat)`, the seat's own actions and the rules'
words for everybody else's (`describe_action_for`), and the seat's own legal actions: never the state, another
seat's view or another seat's action.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.bots import Bot
from game.core.eventwire import event_to_wire
from game.core.match import LoadError, Match, SeatSpec
from game.core.protocol import IllegalAction
from game.core.registry import GameInfo, get_game
from game.core.simulate import UsageError, check_options
from game.online import words
from game.online.codes import new_code, normal_code
from game.online.schema import ActionLine, Create, SeatCode, Update, WireEvent
from game.online.store import StoredTable

DIFFICULTY = {"random": "Beginner", "heuristic": "Normal", "search": "Hard"}
"""A bot's level as players choose it (the app's words, scenes/shell/bot_names.py)."""
BOT_MARK = " (bot)"


class Refusal(ValueError):
    """A message the table does not act on; the words go back to its sender and nothing has changed."""


@dataclass
class Reader:
    """One connection's place at a table: whose view it reads and how much of the log it holds."""

    seat: int | None
    events: int = 0
    transitions: int = 0
    """How many of the log's transitions (the set-up's included) the reader holds: `events` events."""
    actions: int = 0


class OnlineTable:
    def __init__(self, table_id: str, match: Match[Any, Any, Any], people: dict[int, SeatSpec],
                 codes: dict[str, int | None], host_code: str,
                 chat: Sequence[tuple[int | None, str, str]] = (), *, started: bool = True) -> None:
        self.id = table_id
        self.match = match
        self.info: GameInfo = get_game(match.rules.game_id)
        self.people = people
        self.codes = codes
        self.host_code = host_code
        self.chat: list[tuple[int | None, str, str]] = list(chat)
        self.readers: list[Reader] = []
        self.asked_since: dict[int, int] = {}
        """Each seat the rules ask now, with the move since which it has been asked without a break: a move it
        made on any position since then still answers the same question (several seats decide at once)."""
        self.started = started
        """False while the table waits in its lobby: nobody moves until the host starts it."""
        self._bots: dict[tuple[int, str], Bot] = {}
        self._note_asked()

    # -- making ---------------------------------------------------------------------------------------------
    @classmethod
    def create(cls, request: Create) -> OnlineTable:
        """A new table as asked, every seat checked (Refusal says what is wrong)."""
        try:
            info = get_game(request.game)
        except KeyError as exc:
            raise Refusal(exc.args[0]) from None
        seats: list[SeatSpec] = []
        for index, asked in enumerate(request.seats):
            if asked.kind == "bot":
                level = asked.level or "heuristic"
                if level not in info.bots:
                    raise Refusal(words.NO_BOT_LEVEL.format(game=info.title, level=repr(level),
                                                             levels=", ".join(info.bots)))
                name = asked.name or f"{DIFFICULTY.get(level, level.capitalize())} bot {index + 1}"
                seats.append(_seat("bot", name, level))
            else:
                seats.append(_seat("human", asked.name or f"Player {index + 1}", None))
        try:
            check_options(info, request.options, len(seats))
        except UsageError as exc:
            raise Refusal(str(exc)) from None
        seed = request.seed if request.seed is not None else secrets.randbelow(2**63)
        match = Match(info.rules, request.options, seats, seed)
        people = {i: seat for i, seat in enumerate(seats) if not seat.is_bot}
        codes: dict[str, int | None] = {new_code(): seat for seat in people}
        codes[new_code()] = None  # spectators
        if request.host_seat is not None and request.host_seat not in people:
            raise Refusal(words.HOST_SEAT_TAKEN.format(seat=request.host_seat + 1))
        host_seat = request.host_seat if request.host_seat is not None else next(iter(people), None)
        host = next((code for code, seat in codes.items() if seat == host_seat), "") if people else new_code()
        if not people:
            codes[host] = None
        return cls(f"t{secrets.token_hex(4)}", match, people, codes, host, started=not request.lobby)

    @classmethod
    def restore(cls, stored: StoredTable) -> OnlineTable:
        """A table the data file holds, its game replayed (LoadError when it no longer replays)."""
        match = Match.from_record(stored.record)
        return cls(stored.id, match, stored.people, stored.codes, stored.host_code, stored.chat,
                   started=stored.started)

    def seat_codes(self) -> list[SeatCode]:
        return [SeatCode(seat=seat, code=code) for code, seat in self.codes.items()]

    def seat_of(self, code: str) -> tuple[bool, int | None]:
        """(known, seat) for a code as typed (seat None: a spectator)."""
        code = normal_code(code)
        if code not in self.codes:
            return False, None
        return True, self.codes[code]

    def is_host(self, code: str) -> bool:
        return normal_code(code) == self.host_code

    def name_seat(self, seat: int, name: str) -> bool:
        """The person who joins an open seat names it; False when nothing changed."""
        name = name.strip()
        if not name or self.match.seats[seat].name == name:
            return False
        person = _seat("human", name, None)  # Refusal when the name cannot be drawn
        self.people[seat] = person
        if not self.match.seats[seat].is_bot:
            self.match.replace_seat(seat, person)
        return True

    # -- playing --------------------------------------------------------------------------------------------
    @property
    def step(self) -> int:
        return len(self.match.actions)

    def submit(self, seat: int | None, step: int, raw: Mapping[str, Any]) -> None:
        """A person's move from their seat, made on the position they saw (`step` actions in)."""
        if seat is None:
            raise Refusal(words.SPECTATORS)
        if not self.started:
            raise Refusal(words.NOT_STARTED)
        if self.match.seats[seat].is_bot:
            raise Refusal(words.BOT_PLAYS.format(name=self.match.seats[seat].name))
        since = self.asked_since.get(seat, self.step)
        if not since <= step <= self.step:
            raise Refusal(words.OLD_POSITION.format(step=step, now=self.step))
        try:
            self.match.submit(seat, raw)
        except IllegalAction as exc:
            raise Refusal(str(exc)) from None
        except ValueError as exc:  # an action that does not parse
            raise Refusal(words.NOT_AN_ACTION.format(game=self.match.rules.title, problem=str(exc)[:200])) from None
        self.asked_since.pop(seat, None)  # its next decision, if it has one, is a new question
        self._note_asked()

    def play_bot(self, seat: int, action: Any) -> None:
        """A server bot's move (one of the legal actions it was given)."""
        self.match.submit(seat, action)
        self.asked_since.pop(seat, None)
        self._note_asked()

    def start(self) -> None:
        self.started = True
        self._note_asked()

    def _note_asked(self) -> None:
        active = set(self.match.active_players()) if self.started and not self.match.is_over else set()
        for seat in list(self.asked_since):
            if seat not in active:
                del self.asked_since[seat]
        for seat in active:
            self.asked_since.setdefault(seat, self.step)

    def undo(self, seat: int | None, step: int) -> None:
        if seat is None or step != self.step or not self.match.can_undo(seat):
            raise Refusal(words.NOTHING_BACK)
        self.match.undo(seat)
        self.asked_since.clear()  # asked afresh at the position taken back to
        self._note_asked()
        log = self.match.event_log
        for reader in self.readers:  # what they hold beyond the take-back is dropped on their next update
            reader.transitions = min(reader.transitions, len(log))
            reader.events = log.count_seen(reader.seat, reader.transitions)
            reader.actions = min(reader.actions, self.step)

    def bot_to_move(self) -> int | None:
        """The first active seat a bot plays, if the game goes on."""
        if self.match.is_over or not self.started:
            return None
        for seat in self.match.active_players():
            if self.match.seats[seat].is_bot:
                return seat
        return None

    def bot(self, seat: int) -> Bot:
        level = self.match.seats[seat].level or "heuristic"
        key = (seat, level)
        if key not in self._bots:
            self._bots[key] = self.info.make_bot(level)
        return self._bots[key]

    def hand_seat(self, seat: int, level: str | None) -> None:
        """The host hands a person's seat to a bot (a level) or gives it back (None)."""
        if seat not in self.people:
            raise Refusal(words.NOT_A_PERSON.format(seat=seat + 1))
        person = self.people[seat]
        if level is None:
            self.match.replace_seat(seat, person)
            return
        if level not in self.info.bots:
            raise Refusal(words.NO_BOT_LEVEL.format(game=self.info.title, level=repr(level),
                                                 levels=", ".join(self.info.bots)))
        self.match.replace_seat(seat, _seat("bot", (person.name + BOT_MARK)[:40], level))

    # -- what a reader is sent ------------------------------------------------------------------------------
    def update_for(self, reader: Reader, connected: Sequence[bool]) -> Update:
        """What `reader` is missing, its cursor moved on to now. Built from the server's own values, so the
        models are constructed without validating them again (the client validates what it receives)."""
        match, seat = self.match, reader.seat
        log = match.event_log
        fresh = log.seen_from(seat, reader.transitions)
        events = [WireEvent.model_construct(**event_to_wire(event)) for event in fresh]
        lines = [self.action_line(player, action, seat)
                 for player, action in match.actions[reader.actions:]]
        result = match.result()
        update = Update.model_construct(
            step=self.step, view=match.view(seat).model_dump(mode="json"),
            events_from=reader.events, events=events,
            last_move=len(log.seen_from(seat, len(log) - 1)) if match.actions else 0,
            actions_from=reader.actions, actions=lines, active=list(match.active_players()),
            legal=self.legal_for(seat), can_undo=seat is not None and match.can_undo(seat),
            seats=list(match.seats), connected=list(connected), started=self.started,
            result=None if result is None else result.model_dump(mode="json"),
            record=match.record().model_dump(mode="json") if result is not None and reader.actions < self.step
            else None,
        )
        reader.events += len(fresh)
        reader.transitions, reader.actions = len(log), self.step
        return update

    def legal_for(self, seat: int | None) -> list[dict[str, Any]]:
        match = self.match
        if seat is None or not self.started or match.is_over or match.seats[seat].is_bot:
            return []
        if seat not in match.active_players():
            return []
        return [match.rules.dump_action(action) for action in match.legal_actions(seat)]

    def action_line(self, player: int, action: Any, reader: int | None) -> ActionLine:
        rules = self.match.rules
        words = rules.describe_action_for(action, player, reader)
        if player == reader:
            return ActionLine.model_construct(player=player, action=rules.dump_action(action), words=words)
        return ActionLine.model_construct(player=player, action=None, words=words)


def _seat(kind: str, name: str, level: str | None) -> SeatSpec:
    try:
        return SeatSpec(kind=kind, name=name, level=level)  # type: ignore[arg-type]
    except ValueError as exc:
        raise Refusal(words.BAD_NAME.format(name=f"{name!r:.44}", problem=str(exc).splitlines()[-1][:120])) from None


__all__ = ["LoadError", "OnlineTable", "Reader", "Refusal"]
