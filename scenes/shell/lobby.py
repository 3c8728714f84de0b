"""The lobby of an online table: who sits where, who has joined, and (for the host) the codes to give out, the
addresses to connect to, a bot for a missing friend's seat, and Start. A joined friend waits here for the host.

It keeps the seat's `RemoteMatch` from the first message on and hands it to the table when the game starts, so
the table opens on everything the server has sent (a friend who rejoins a running game goes straight there).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.online.client import Refusal
from game.online.link import SeatLink
from game.online.remote import RemoteMatch
from game.online.schema import ChatLine, Created, HandSeat, Joined, Start, Update
from scenes.engine.context import AppContext
from scenes.engine.i18n import N_
from scenes.engine.online_words import online_words
from scenes.engine.widgets import Button, Label, Panel
from scenes.shell.base import ShellScene

BOT_LEVEL = "heuristic"
"""The level a missing friend's seat is handed to from the lobby (Normal)."""


class LobbyScreen(ShellScene):
    heading = N_("Online table")

    def __init__(self, ctx: AppContext, link: SeatLink, *, created: Created | None = None) -> None:
        super().__init__(ctx)
        self.link = link
        self.created = created
        """The host's view of the table it made (its codes); None for a friend who joined."""
        self.remote: RemoteMatch | None = None
        self.title: str | None = None
        """The game's title once the server has said which game it is."""
        self.started = False
        self._shown: Any = None
        self.codes = {c.seat: c.code for c in created.codes} if created is not None else {}
        found = ctx.services.online.addresses() if created is not None else []
        # the loopback address reaches only this computer: named only when the computer has no other
        self.addresses = [a for a in found if not a.startswith("127.")] or found

    # -- the connection -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for message in self.link.poll():
            self.receive(message)
        if self.link.status == "closed" and not self.status_is_error:
            self.say(online_words(self.ctx.tr, self.link.problem) or self.ctx.tr("The connection is closed."), True)
        if self.remote is not None and self.started and self.ctx.stack.top is self:
            self.ctx.services.online.sit_down(self.remote, self.link)
            return
        key = self._key()
        if key != self._shown and self._built:
            self._shown = key
            self.rebuild()

    def receive(self, message: Any) -> None:
        try:
            self._receive(message)
        except KeyError:  # the host's game is not one this computer has
            self.stand_up(self.ctx.tr("The host plays a game this Hustings does not have."))
        except ValueError as exc:  # another rules version, or an update that does not fit the game
            self.stand_up(online_words(self.ctx.tr, str(exc)))

    def stand_up(self, problem: str) -> None:
        """The table cannot be played here: say why and leave it (the server keeps the seat)."""
        self.remote = None
        self.ctx.services.online.leave()
        self.say(problem, True)

    def _receive(self, message: Any) -> None:
        if isinstance(message, Joined):
            if self.remote is None:
                self.remote = RemoteMatch(message)
                self.remember(message)
            self.title = self.remote.rules.title
        elif isinstance(message, Update) and self.remote is not None:
            self.remote.apply(message)
            self.started = message.started
        elif isinstance(message, ChatLine) and self.remote is not None:
            self.remote.add_chat(message.seat, message.name, message.text)
        elif isinstance(message, Refusal):
            self.say(online_words(self.ctx.tr, str(message)), True)

    def remember(self, joined: Joined) -> None:
        """Keep the seat for Online → Rejoin (the host's by its own server, which may move to another port)."""
        from scenes.shell.storage import OnlineSeat

        seat = OnlineSeat(address=self.link.server, code=self.link.code, name=self.link.name, game=joined.game,
                          created=self.created.model_dump(mode="json") if self.created is not None else None)
        self.ctx.services.update_settings(last_online=seat)

    def _key(self) -> Any:
        remote = self.remote
        if remote is None:
            return None
        return tuple((s.name, s.kind, c) for s, c in zip(remote.seats, remote.connected, strict=False))

    def heading_words(self) -> str:
        if self.title is not None:
            return self.ctx.tr("Online: {game}", game=self.title)
        return super().heading_words()

    @property
    def is_host(self) -> bool:
        return self.remote is not None and self.remote.is_host

    # -- widgets --------------------------------------------------------------------------------------------
    def build(self) -> None:
        ctx, remote = self.ctx, self.remote
        tr = ctx.tr
        self.panel = self.form.add(Panel(ctx, tr("Seats")))
        self.rows: list[list[Any]] = []
        self.info: list[Label] = []
        if remote is None:
            self.info.append(self.form.add(Label(ctx, tr("Connecting to {address}…", address=self.link.server),
                                                 size=18)))
        elif self.created is not None:
            self.info.append(self.form.add(Label(
                ctx, tr("Give each friend the address and their seat's code:"), size=18, bold=True)))
            addresses = tr.trc("between addresses", "   or   ").join(self.addresses[:3])
            self.info.append(self.form.add(Label(
                ctx, tr("Address: {addresses}", addresses=addresses), size=18, colour=ctx.palette.accent)))
        else:
            self.info.append(self.form.add(Label(ctx, tr("Waiting for the host to start the game…"), size=18)))
        if remote is not None:
            for seat, (spec, here) in enumerate(zip(remote.seats, remote.connected, strict=False)):
                you = seat == remote.seat
                words = (tr("{number}. {name} (you)", number=seat + 1, name=spec.name) if you
                         else tr("{number}. {name}", number=seat + 1, name=spec.name))
                name = self.form.add(Label(ctx, words, size=18, bold=you))
                if spec.is_bot:
                    state = tr.trc("seat state", "bot")
                elif here:
                    state = tr.trc("seat state", "here")
                else:
                    state = tr.trc("seat state", "waiting to join")
                row: list[Any] = [name, self.form.add(Label(
                    ctx, state, size=16, colour=ctx.palette.highlight if here else ctx.palette.text_dim))]
                code = self.codes.get(seat)
                if self.created is not None and code is not None and seat != remote.seat:
                    row.append(self.form.add(Label(ctx, tr("code {code}", code=code), size=18,
                                                   colour=ctx.palette.accent)))
                    row.append(self.form.add(Button(ctx, tr("Copy"), partial(self.copy, seat),
                                                    help=tr("Copy the address and this seat's code, to send them"))))
                    if spec.is_bot:
                        row.append(self.form.add(Button(ctx, tr("Give back"), partial(self.hand, seat, None),
                                                        help=tr("Their seat is theirs again when they join"))))
                    elif not here:
                        row.append(self.form.add(Button(
                            ctx, tr("Bot plays"), partial(self.hand, seat, BOT_LEVEL),
                            help=tr("A Normal bot takes this seat until its person joins"))))
                self.rows.append(row)
        self.leave_button = self.form.add(Button(ctx, tr("Leave"), self.back, help=tr("Back to the menu")))
        self.start_button = self.form.add(Button(ctx, tr("Start"), self.start, primary=True,
                                                 help=tr("Deal: everybody at the table plays from now on")))
        self.start_button.visible = self.is_host
        self.start_button.enabled = self.is_host and self.everybody_here()

    def everybody_here(self) -> bool:
        remote = self.remote
        return remote is not None and all(here or spec.is_bot
                                          for spec, here in zip(remote.seats, remote.connected, strict=False))

    def layout(self) -> None:
        w, h = self.ctx.size
        px = self.px
        margin, top = px(60), px(90)
        y = top
        for label in self.info:
            label.rect = pygame.Rect(margin, y, w - 2 * margin, px(30))
            y += px(34)
        self.panel.rect = pygame.Rect(margin - px(20), y + px(10), w - 2 * margin + px(40), h - y - px(130))
        y += px(60)
        for row in self.rows:
            x = margin
            widths = [px(320), px(170), px(230), px(130), px(160)]  # room for "Kopieren" as for "Copy"
            for widget, width in zip(row, widths, strict=False):
                widget.rect = pygame.Rect(x, y, width - px(10), px(40))
                x += width
            y += px(50)
        bw, bh = px(180), px(50)
        self.start_button.rect = pygame.Rect(w - margin - bw, h - px(112), bw, bh)  # clear of the status line below
        self.leave_button.rect = pygame.Rect(self.start_button.rect.x - px(20) - bw, h - px(112), bw, bh)

    # -- reactions ------------------------------------------------------------------------------------------
    def copy(self, seat: int) -> None:
        from scenes.engine.clipboard import copy

        tr = self.ctx.tr
        address = self.addresses[0] if self.addresses else ""
        # read back by Join in any language (scenes.shell.join.read_invitation)
        copy(tr("Hustings {game}: join {address} with code {code}", game=self.title or self.heading_words(),
                address=address, code=self.codes[seat]))
        self.say(tr("Copied seat {number}'s invitation: paste it into a message to your friend.", number=seat + 1))

    def hand(self, seat: int, level: str | None) -> None:
        if not self.link.send(HandSeat(seat=seat, level=level)):
            self.say(self.ctx.tr("Not connected: reconnecting…"), True)

    def start(self) -> None:
        if not self.everybody_here():
            self.say(self.ctx.tr("Someone is still missing: wait for them, or let a bot play their seat."), True)
            return
        if not self.link.send(Start()):
            self.say(self.ctx.tr("Not connected: reconnecting…"), True)

    def back(self) -> None:
        self.ctx.services.online.leave()
        super().back()
