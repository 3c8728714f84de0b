"""Esc at an online table: resume, say something to the table, the rules, the settings, or leave (the host's
server keeps the game: the same code sits down again). No save or load: the game lives on the server."""

from __future__ import annotations

from functools import partial
from typing import Any

from game.online.remote import RemoteMatch
from game.online.schema import HandSeat
from game.online.table import BOT_MARK
from scenes.engine.context import AppContext
from scenes.engine.scene import Scene
from scenes.engine.widgets import Button, Label, TextInput
from scenes.shell.pause import Overlay


class OnlinePause(Overlay):
    shade_alpha = 215

    def __init__(self, ctx: AppContext, table: Scene, match: RemoteMatch) -> None:
        super().__init__(ctx, "")
        self.table, self.match = table, match
        self.build()

    def build(self) -> None:
        tr = self.ctx.tr
        self.reset(tr("Online: {game}", game=self.match.rules.title))
        entries = [(tr("Resume"), self.close), (tr("Say something"), self.chat)]
        if self.match.is_host:
            entries.append((tr("Seats: bots for missing friends"), self.seats))
        entries += [(tr("Rules"), self.rules), (tr("Settings"), self.settings), (tr("Leave the table"), self.leave)]
        for label, action in entries:
            self.add_row(Button(self.ctx, label, action, primary=action == self.close))

    def language_changed(self) -> None:  # Settings is opened from here: the menu speaks the new language
        self.build()
        self.relaid()

    def seats(self) -> None:
        self.ctx.stack.push(OnlineSeats(self.ctx, self.match))

    def chat(self) -> None:
        self.ctx.stack.replace(ChatDialog(self.ctx, self.table))

    def rules(self) -> None:
        from scenes.shell.rules_view import RulesScreen

        self.ctx.stack.push(RulesScreen(self.ctx, game=self.match.rules.game_id))

    def settings(self) -> None:
        from scenes.shell.settings_view import SettingsScreen

        self.ctx.stack.push(SettingsScreen(self.ctx))

    def leave(self) -> None:
        self.ctx.services.online.leave()
        self.ctx.services.to_menu()


class OnlineSeats(Overlay):
    """The host's seats mid-game: a friend who is gone can have a bot play for them, and get the seat back."""

    width = 620.0

    def __init__(self, ctx: AppContext, match: RemoteMatch) -> None:
        tr = ctx.tr
        super().__init__(ctx, tr("Seats"))
        self.match = match
        for seat, (spec, here) in enumerate(zip(match.seats, match.connected, strict=False)):
            if seat == match.seat or seat not in self.people():
                continue
            if spec.is_bot:
                words = tr("{name}: a bot plays", name=spec.name)
            elif here:
                words = tr("{name}: here", name=spec.name)
            else:
                words = tr("{name}: away", name=spec.name)
            label = Label(ctx, words, size=15)
            if spec.is_bot:
                button = Button(ctx, tr("Give back"), partial(self.hand, seat, None),
                                help=tr("The seat is its person's again (they play on when they are here)"))
            else:
                button = Button(ctx, tr("Bot plays"), partial(self.hand, seat, "heuristic"),
                                help=tr("A Normal bot plays this seat until you give it back"))
            self.add_row(label, button)
        self.add_row(Button(ctx, tr("Close"), self.close, primary=True))

    def people(self) -> set[int]:
        """The seats people sit in (friends' and bots standing in for them), by the names they were given."""
        return {i for i, spec in enumerate(self.match.seats) if not spec.is_bot or spec.name.endswith(BOT_MARK)}

    def hand(self, seat: int, level: str | None) -> None:
        link = self.ctx.services.online.link
        if link is None or not link.send(HandSeat(seat=seat, level=level)):
            self.status, self.status_error = self.ctx.tr("Not connected to the server: reconnecting…"), True
            return
        self.close()


class ChatDialog(Overlay):
    """One line to everybody at the table (/ at an online table, or Esc → Say something)."""

    width = 560.0

    def __init__(self, ctx: AppContext, table: Any) -> None:
        tr = ctx.tr
        super().__init__(ctx, tr("Say to the table"))
        self.table = table
        self.line = TextInput(ctx, "", max_len=200, on_submit=self.send, help=tr("Enter sends it; Esc closes"))
        self.add_row(self.line)
        self.add_row(Label(ctx, tr("Everybody at the table reads it in their log."), size=13,
                           colour=ctx.palette.text_dim))
        self.add_row(Button(ctx, tr("Cancel"), self.close), Button(ctx, tr("Send"), self.send, primary=True))

    def send(self) -> None:
        text = self.line.value.strip()
        if not text:
            self.close()
            return
        presenter = self.table.presenter
        error = presenter.chat(text) if presenter is not None else self.ctx.tr("No table to talk to.")
        if error:
            self.status, self.status_error = error, True
            return
        self.close()
