"""Esc at an online table: resume, say something to the table, the rules, the settings, or leave (the host's
server keeps the game: the same code sits down again). No save or load: the game lives on the server."""

from __future__ import annotations

from typing import Any

from game.online.remote import RemoteMatch
from scenes.engine.context import AppContext
from scenes.engine.scene import Scene
from scenes.engine.widgets import Button, Label, TextInput
from scenes.shell.pause import Overlay


class OnlinePause(Overlay):
    shade_alpha = 215

    def __init__(self, ctx: AppContext, table: Scene, match: RemoteMatch) -> None:
        super().__init__(ctx, f"Online: {match.rules.title}")
        self.table, self.match = table, match
        for label, action in (("Resume", self.close), ("Say something", self.chat), ("Rules", self.rules),
                              ("Settings", self.settings), ("Leave the table", self.leave)):
            self.add_row(Button(ctx, label, action, primary=label == "Resume"))

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


class ChatDialog(Overlay):
    """One line to everybody at the table (/ at an online table, or Esc → Say something)."""

    width = 560.0

    def __init__(self, ctx: AppContext, table: Any) -> None:
        super().__init__(ctx, "Say to the table")
        self.table = table
        self.line = TextInput(ctx, "", max_len=200, on_submit=self.send, help="Enter sends it; Esc closes")
        self.add_row(self.line)
        self.add_row(Label(ctx, "Everybody at the table reads it in their log.", size=13,
                           colour=ctx.palette.text_dim))
        self.add_row(Button(ctx, "Cancel", self.close), Button(ctx, "Send", self.send, primary=True))

    def send(self) -> None:
        text = self.line.value.strip()
        if not text:
            self.close()
            return
        error = self.table.presenter.chat(text) if self.table.presenter is not None else "No table to talk to."
        if error:
            self.status, self.status_error = error, True
            return
        self.close()
