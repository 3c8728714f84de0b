"""Main menu → Online: host a game for friends on other computers, or join one."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.engine.context import AppContext
from scenes.engine.i18n import N_, error_words
from scenes.engine.online_words import online_words
from scenes.engine.widgets import Button, Label
from scenes.shell.base import ShellScene


class OnlineMenu(ShellScene):
    heading = N_("Play online")

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons: dict[str, Button] = {}

    def build(self) -> None:
        tr = self.ctx.tr
        # keyed by the English words (what the code and tests ask for), shown in the player's language
        entries: list[tuple[str, str, Callable[[], None], str]] = []
        seat = self.ctx.services.settings.last_online
        if seat is not None:
            from game.core.registry import games

            title = games()[seat.game].title if seat.game in games() else seat.game
            entries.append((f"Rejoin {title}", tr("Rejoin {game}", game=title), self.rejoin,
                            tr("Sit down again at {address} with your code", address=seat.address)))
        entries += [
            ("Host a game", tr("Host a game"), self.host,
             tr("Choose the game and the seats; friends join with the codes you give them")),
            ("Join a game", tr("Join a game"), self.join,
             tr("Sit at a friend's table: on this network, or by address and code")),
            ("Back", tr("Back"), self.back, tr("The main menu")),
        ]
        self.about = self.form.add(Label(
            self.ctx, tr("Each player on their own computer: no pass screens, bots in the empty seats. "
                         "The host's computer keeps the game, so a dropped connection loses nothing."),
            size=16, colour=self.ctx.palette.text_dim, wrap=True, align="center"))
        self.buttons = {}
        for key, label, action, help in entries:
            self.buttons[key] = self.form.add(Button(self.ctx, label, action, primary=action == entries[0][2],
                                                     help=help))

    def layout(self) -> None:
        w, h = self.ctx.size
        bw, bh, gap = self.px(320), self.px(50), self.px(12)
        top = h // 2 - self.px(60)
        self.about.rect = pygame.Rect(0, 0, min(w - self.px(80), self.px(720)), self.px(60))
        self.about.rect.midbottom = (w // 2, top - self.px(24))
        for i, button in enumerate(self.buttons.values()):
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (w // 2, top + i * (bh + gap))

    def rejoin(self) -> None:
        from game.online.client import OnlineError
        from game.online.schema import Created
        from scenes.shell.lobby import LobbyScreen

        seat = self.ctx.services.settings.last_online
        if seat is None:
            return
        online = self.ctx.services.online
        created = Created.model_validate(seat.created) if seat.created is not None else None
        address = seat.address
        if created is not None:  # the host's own table: its server runs in this app
            try:
                address = f"127.0.0.1:{online.port}"
            except (OSError, OnlineError) as exc:
                problem = online_words(self.ctx.tr, error_words(self.ctx.tr, exc))
                self.say(self.ctx.tr("This computer cannot host now: {problem}", problem=problem), True)
                return
        link = online.sit(address, seat.code, seat.name)
        self.ctx.stack.push(LobbyScreen(self.ctx, link, created=created))

    def host(self) -> None:
        from scenes.shell.host import HostGame

        self.ctx.stack.push(HostGame(self.ctx))

    def join(self) -> None:
        from scenes.shell.join import JoinScreen

        self.ctx.stack.push(JoinScreen(self.ctx))
