"""The presenter of a table whose match a server holds (online play, game/online/).

Every seat but this computer's is decided elsewhere, the way the local presenter treats bots: the server
plays its bots and the other computers send their people's moves. This computer's person is asked when the
server lists legal actions for their seat; a move or a take-back is sent to the server, and what comes back
(the seat's view and the new events) is played on the table exactly as a local move is. One person per
computer: no pass screens, the viewer is always the seat. Chat lines arrive in the log where they were said.

The link (game/online/link.py) runs on its own thread; everything here runs on the frame loop, which polls it.
"""

from __future__ import annotations

from typing import Any

from game.core.match import Match
from game.online.client import Refusal
from game.online.link import SeatLink
from game.online.remote import RemoteMatch
from game.online.schema import Ack, Act, Chat, ChatLine, Joined, Undo, Update
from scenes.engine.i18n import Translator, error_words
from scenes.engine.online_words import online_words
from scenes.tables.common.presenter import TableHooks


class RemotePresenter:
    rushing = False

    def __init__(self, ctx: Any, match: RemoteMatch, table: TableHooks, link: SeatLink) -> None:
        self.ctx, self.match, self.table, self.link = ctx, match, table, link
        self.viewer: int | None = match.seat
        self.asking: int | None = None
        self.privacy = None
        self.finished = False
        self.sent_at: int | None = None
        """The step at which this computer sent a move or a take-back the server has not answered yet (Ack or
        refusal): one in flight at a time, as another seat's move may bring an update still asking for it."""
        self.acked = False

    @property
    def tr(self) -> Translator:
        """The words of the player's language (the app's ctx.tr)."""
        translator: Translator = self.ctx.tr
        return translator

    # -- the frame loop -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for message in self.link.poll():
            self.receive(message)
        if self.finished or self.table.animating:
            return
        if self.match.is_over:
            self.finish()
            return
        seat = self.match.seat
        asked = seat if seat is not None and self.sent_at is None and self.match.legal_actions(seat) else None
        if asked is not None and (answer := self.table.moot_answer(asked)) is not None:
            self.act(asked, answer)
            return
        if asked != self.asking:
            if asked is not None:
                self.ctx.sound.play("your_turn")
            self.asking = asked
            self.table.show()

    def receive(self, message: Any) -> None:
        if isinstance(message, Ack):
            self.acked = True  # the move is in: the update that shows it comes next
        elif isinstance(message, Update):
            self.take(message)
            if self.acked:
                self.sent_at, self.acked = None, False
        elif isinstance(message, ChatLine):
            self.match.add_chat(message.seat, message.name, message.text)
            self.table.show()
        elif isinstance(message, Refusal):
            self.sent_at, self.acked = None, False  # asked again: the move did not count
            self.table.toast(online_words(self.tr, str(message))[:140], 4.0)
        elif isinstance(message, Joined):  # back after a dropped connection: the whole log comes again
            self.match.seats = list(message.seats)
            self.sent_at, self.acked = None, False  # a move sent as the link dropped may be lost: asked again

    def take(self, update: Update) -> None:
        match = self.match
        held, step_before = match.game_events_held, match.step
        match.apply(update)
        if update.events_from < held or update.step < step_before:  # a take-back: show the position again
            self.asking = None
            self.table.show()
            return
        fresh = match.game_events[held:]
        if fresh:
            self.asking = None
            self.table.play(fresh, match.actions[-1][0] if update.step > step_before and match.actions else None)
        else:
            self.table.show()

    def finish(self) -> None:
        """The game is over: the whole game (the server sends it at the end) goes to the history and the end
        screen as a local game's does."""
        self.finished = True
        self.asking = None
        try:
            whole = Match.from_record(self.match.record())
        except (ValueError, PermissionError) as exc:
            self.table.toast(self.tr("The game is over; its record could not be kept: {problem}",
                                         problem=error_words(self.tr, exc))[:140], 6.0)
            return
        self.ctx.services.game_finished(whole)

    # -- what the table asks --------------------------------------------------------------------------------
    def act(self, seat: int, action: object) -> str | None:
        tr = self.tr
        if seat != self.match.seat or self.asking != seat:
            return tr("It is not your turn to decide.")
        if not self.link.send(Act(step=self.match.step, action=self.match.rules.dump_action(action))):
            return tr("Not connected to the host: reconnecting…")
        self.sent_at = self.match.step
        self.asking = None
        return None

    def chat(self, text: str) -> str | None:
        if not self.link.send(Chat(text=text[:200])):
            return self.tr("Not connected to the host: reconnecting…")
        return None

    def legal(self) -> list[Any]:
        return self.match.legal_actions(self.asking) if self.asking is not None else []

    @property
    def at_screen(self) -> int | None:
        return self.match.seat

    def can_undo(self) -> bool:
        return (self.match.seat is not None and not self.match.is_over and self.sent_at is None
                and self.match.can_undo(self.match.seat) and not self.table.animating)

    def undo(self) -> bool:
        if not self.can_undo() or not self.link.send(Undo(step=self.match.step)):
            return False
        self.sent_at = self.match.step
        self.asking = None
        return True

    def take_back_offer(self, *, public: bool = False) -> tuple[int, str] | None:
        seat = self.match.seat
        if seat is None or not self.match.actions or self.match.actions[-1][0] != seat or not self.can_undo():
            return None
        return seat, self.table.move_words(seat, seat)

    def call_seats(self) -> list[int]:
        return []  # one person per computer: the rules ask each seat in turn, no shared banner

    def call(self, seat: int) -> str | None:
        return self.tr("Nobody calls out across computers: answer when you are asked.")

    def go_on(self) -> str | None:
        return None

    def fast_forward(self) -> bool:
        return False  # the server's bots play at their own pace

    def status_words(self) -> str:
        """Whom everybody waits for ("waiting for Ben"), who has left, and the link's trouble, if any."""
        tr = self.tr
        if self.link.status == "reconnecting":
            return tr("Connection lost: reconnecting…")
        if self.link.status == "closed":
            return tr("Disconnected: {problem}", problem=online_words(tr, self.link.problem))[:160]
        match = self.match
        parts = []
        names = [match.seats[s].name for s in match.active_players() if s != match.seat]
        if names and not match.is_over:
            parts.append(tr("waiting for {names}", names=", ".join(names)))
        gone = [spec.name for spec, here in zip(match.seats, match.connected, strict=False)
                if not here and not spec.is_bot]
        if gone:
            parts.append(tr.trn("{names} is away (the host may let a bot play)",
                                "{names} are away (the host may let a bot play)", len(gone), names=", ".join(gone)))
        words = " · ".join(parts)
        return words[:1].upper() + words[1:]
