"""Online → Join a game: the tables hosted on this network (found with mDNS), or an address typed in; the seat's
code from the host; your name. Join connects (on the link's thread) and opens the lobby once the seat is yours.
"""

from __future__ import annotations

import re

import pygame

from game.core.names import name_character_allowed, name_error
from game.online.codes import normal_code
from game.online.discovery import Browser
from game.online.link import SeatLink
from scenes.engine.context import AppContext
from scenes.engine.i18n import N_, error_words
from scenes.engine.online_words import online_words
from scenes.engine.widgets import Button, Label, ListItem, Panel, ScrollList, TextInput
from scenes.shell.base import ShellScene

JOIN_SECONDS = 10.0
INVITATION = re.compile(r"join\s+(\S+)\s+with code\s+([0-9A-Za-z-]{12,16})")
"""The words of the lobby's Copy ("Hustings DēmoS: join 192.168.1.20:8765 with code K7QM-2XPD-9RHT")."""
ANY_INVITATION = re.compile(r"(?<!\S)(\S+:\d{1,5})(?![\d])\S*\s.*?"
                            r"(?<![0-9A-Za-z-])([0-9A-Za-z]{4}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4})(?![0-9A-Za-z-])")
"""The same in any language the host's app spoke: an address with its port, then a seat code in its dashes."""


def read_invitation(text: str) -> tuple[str, str] | None:
    """(address, code) from a pasted invitation, or None when the text is not one."""
    for pattern in (INVITATION, ANY_INVITATION):
        found = pattern.search(text)
        if found is not None and normal_code(found.group(2)):
            return found.group(1).rstrip(".,;"), normal_code(found.group(2))
    return None


class JoinScreen(ShellScene):
    heading = N_("Join a game")

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.address, self.code = "", ""
        last = getattr(getattr(ctx.services, "settings", None), "last_game", None)
        self.name = last.names[0] if last is not None and getattr(last, "names", None) else ""
        self.browser: Browser | None = None
        self.listed: list[str] = []
        self.link: SeatLink | None = None
        self.waited = 0.0

    def enter(self) -> None:
        if self.browser is None:
            self.browser = Browser()
        super().enter()

    def build(self) -> None:
        ctx = self.ctx
        tr = ctx.tr
        self.panel = self.form.add(Panel(ctx, tr("On this network")))
        self.found = self.form.add(ScrollList(ctx, [], on_select=self.pick))
        self.found.empty_text = tr("No game found yet: ask the host for the address")
        self.address_label = self.form.add(Label(ctx, tr("Address"), size=16, bold=True))
        self.address_input = self.form.add(TextInput(
            ctx, self.address, self._address_changed, placeholder="192.168.1.20:8765", max_len=160,
            help=tr("The address the host's lobby shows (or paste the host's whole invitation here)")))
        self.code_label = self.form.add(Label(ctx, tr("Seat code"), size=16, bold=True))
        self.code_input = self.form.add(TextInput(
            ctx, self.code, self._code_changed, placeholder="K7QM-2XPD-9RHT", max_len=20, on_submit=self.join,
            help=tr("Your seat's code from the host: it is your seat, keep it to rejoin")))
        self.name_label = self.form.add(Label(ctx, tr("Your name"), size=16, bold=True))
        self.name_input = self.form.add(TextInput(
            ctx, self.name, self._name_changed, placeholder=tr("name"), max_len=40, allowed=name_character_allowed,
            help=tr("How the table will call you")))
        self.back_button = self.form.add(Button(ctx, tr("Back"), self.back))
        self.join_button = self.form.add(Button(ctx, tr("Join"), self.join, primary=True,
                                                help=tr("Sit down at the table")))

    def layout(self) -> None:
        w, h = self.ctx.size
        px = self.px
        margin, top = px(60), px(90)
        half = (w - 2 * margin - px(40)) // 2
        self.panel.rect = pygame.Rect(margin, top, half, h - top - px(130))
        self.found.rect = self.panel.rect.inflate(-px(30), -px(70)).move(0, px(20))
        x = margin + half + px(40)
        y = top + px(10)
        for label, field in ((self.address_label, self.address_input), (self.code_label, self.code_input),
                             (self.name_label, self.name_input)):
            label.rect = pygame.Rect(x, y, half, px(28))
            field.rect = pygame.Rect(x, y + px(30), half, px(40))
            y += px(92)
        bw, bh = px(180), px(50)
        self.join_button.rect = pygame.Rect(w - margin - bw, h - px(112), bw, bh)  # clear of the status line below
        self.back_button.rect = pygame.Rect(self.join_button.rect.x - px(20) - bw, h - px(112), bw, bh)

    def update(self, dt: float) -> None:
        if self.browser is not None and self._built:
            tables = self.browser.tables()
            names = [f"{t.name}|{t.address}" for t in tables]
            if names != self.listed:
                self.listed = names
                self.found.set_items([ListItem(t.name, t.address, t.address) for t in tables])
        link = self.link
        if link is None:
            return
        self.waited += dt
        if link.joined is not None:
            self.link = None
            from scenes.shell.lobby import LobbyScreen

            self.stop_browsing()
            self.ctx.stack.replace(LobbyScreen(self.ctx, link))
        elif link.status == "closed" or self.waited > JOIN_SECONDS:
            self.ctx.services.online.leave()
            self.link = None
            said = online_words(self.ctx.tr, link.problem)
            self.say(said or self.ctx.tr("No answer from {address}: is the address right, and the host's "
                                         "game open?", address=link.server), True)

    def pick(self, item: ListItem) -> None:
        self.address = str(item.value)
        self.address_input.value = self.address

    def _address_changed(self, value: str) -> None:
        invitation = read_invitation(value)
        if invitation is not None:  # the host's Copy pasted whole: the address and the code at once
            self.address, self.code = invitation
            self.address_input.value, self.code_input.value = invitation
            return
        self.address = value

    def _code_changed(self, value: str) -> None:
        self.code = value

    def _name_changed(self, value: str) -> None:
        self.name = value

    def problem(self) -> str:
        tr = self.ctx.tr
        if not self.address.strip():
            return tr("Type the host's address (its lobby shows it), or pick a game found on this network.")
        if not normal_code(self.code):
            return tr("A seat code is twelve letters and digits, as the host's lobby shows it (K7QM-2XPD-9RHT).")
        if self.name.strip() and (problem := name_error(self.name.strip())) is not None:
            return error_words(tr, problem)
        return ""

    def join(self) -> None:
        if self.link is not None:
            return
        problem = self.problem()
        if problem:
            self.say(problem, True)
            return
        self.say(self.ctx.tr("Joining {address}…", address=self.address.strip()))
        self.waited = 0.0
        self.link = self.ctx.services.online.sit(self.address.strip(), self.code, self.name.strip())

    def stop_browsing(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def back(self) -> None:
        self.stop_browsing()
        super().back()
