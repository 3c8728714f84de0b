"""The main menu: New game, Learn to play (scenes/tutorial), Continue (the autosave, or the lesson left last),
Online, Load, Replay, History, Rules, Settings, Quit; on the first start, beside them, the offer of Learn to play."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.engine.context import AppContext
from scenes.engine.widgets import Button, blit_text
from scenes.shell.base import MessageBox, ShellScene
from scenes.tutorial import kept_lessons, lesson_played_last
from scenes.tutorial.offer import FirstStartOffer, first_start
from scenes.tutorial.words import LEARN, LEARN_HELP


class MainMenu(ShellScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons: dict[str, Button] = {}
        self.offer: FirstStartOffer | None = None
        """The first start's offer of Learn to play (scenes/tutorial/offer.py), beside the buttons."""

    def build(self) -> None:
        tr = self.ctx.tr
        # keyed by the English words (what the code and tests ask for), shown in the player's language
        entries: list[tuple[str, str, Callable[[], None], str]] = [
            ("New game", tr("New game"), self.new_game,
             tr("Choose a game, the seats (people or bots) and the options")),
            ("Learn to play", tr(LEARN), self.learn, tr(LEARN_HELP)),
            ("Continue", tr("Continue"), self.resume,
             tr("Carry on with the game or lesson you were playing (saved after every move)")),
            ("Online", tr("Online"), self.online, tr("Host a game for friends on their own computers, or join one")),
            ("Load", tr("Load"), self.load, tr("Open a game you saved")),
            ("Replay", tr("Replay"), self.replay, tr("Step through a saved or finished game, move by move")),
            ("History", tr("History"), self.history, tr("Finished games, wins per player, per game and per role")),
            ("Rules", tr("Rules"), self.rules, tr("Read the rulebooks")),
            ("Settings", tr("Settings"), self.settings, tr("Language, animation speed, fullscreen, sound volume")),
            ("Quit", tr("Quit"), self.ctx.quit, tr("Close Hustings")),
        ]
        self.buttons = {}
        for key, label, action, help in entries:
            self.buttons[key] = self.form.add(Button(self.ctx, label, action, primary=key == "New game", help=help))
        self.buttons["Continue"].enabled = self.can_continue()
        self.offer = FirstStartOffer(self, self.learn) if first_start(self) else None

    def enter(self) -> None:
        super().enter()
        self.buttons["Continue"].enabled = self.can_continue()
        self.form.focus_first()

    def layout(self) -> None:
        w, h = self.ctx.size
        bw, bh, gap = self.px(320), self.px(50), self.px(10)
        n = len(self.buttons)
        top = max(self.px(190), (h - n * (bh + gap)) // 2 + self.px(60))
        if top + n * (bh + gap) > h - self.px(24):  # a small window: the buttons close up under the title
            top = max(self.px(150), h - self.px(24) - n * (bh + gap))
            bh = min(bh, (h - self.px(24) - top) // n - gap)
        for i, button in enumerate(self.buttons.values()):
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (w // 2, top + i * (bh + gap))
        if self.offer is not None:
            self.offer.layout(pygame.Rect(w // 2 - bw // 2, top, bw, n * (bh + gap)))

    def exit(self) -> None:
        if self.offer is not None:  # another screen opens over the menu or in its place: the offer goes
            self.offer.hide()

    def back(self) -> None:  # Esc on the main menu does nothing: quitting is a deliberate choice
        pass

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:  # F1, as at a table: the rules
            self.rules()
            return True
        return super().handle(event)

    def one_cue(self) -> None:
        """One button stands out at a time (playtest: the yellow New game and the blue focus on another at
        once): New game is drawn as the suggested one only while the keyboard focus is on it or nowhere."""
        new = self.buttons.get("New game")
        if new is not None:
            new.kind = "primary" if self.form.focused in (None, new) else "normal"

    # actions -----------------------------------------------------------------------------------------------
    def open(self, module: str, name: str, **kwargs: object) -> None:
        """Push the screen `name` from scenes.shell.<module> (imported on first use: a fast first frame)."""
        from importlib import import_module

        screen = getattr(import_module(f"scenes.shell.{module}"), name)
        self.ctx.stack.push(screen(self.ctx, **kwargs))

    def new_game(self) -> None:
        self.open("newgame", "NewGame")

    def learn(self) -> None:
        from scenes.tutorial.screens import LearnToPlay

        self.ctx.stack.push(LearnToPlay(self.ctx))

    def can_continue(self) -> bool:
        """An unfinished game or a kept lesson to carry on with."""
        return bool(self.ctx.services.has_autosave() or kept_lessons(self.ctx.services))

    def resume(self) -> None:
        services = self.ctx.services
        lesson = lesson_played_last(services)
        if lesson is not None:  # the lesson left after the last game was played: Continue goes back to it
            from scenes.tutorial.session import open_lesson

            problem = open_lesson(self.ctx, lesson)
            if problem:
                self.ctx.stack.push(MessageBox(self.ctx, self.ctx.tr("Cannot continue"), problem))
            return
        path = services.continue_path()
        nothing = self.ctx.tr("There is no unfinished game to continue.")
        error = services.play_saved(path) if path is not None else nothing
        if error:
            self.ctx.stack.push(MessageBox(self.ctx, self.ctx.tr("Cannot continue"), error))

    def online(self) -> None:
        self.open("online_menu", "OnlineMenu")

    def load(self) -> None:
        self.open("load", "LoadScreen", purpose="play")

    def replay(self) -> None:
        self.open("load", "LoadScreen", purpose="replay")

    def history(self) -> None:
        self.open("history_view", "HistoryScreen")

    def rules(self) -> None:
        self.open("rules_view", "RulesScreen")

    def settings(self) -> None:
        self.open("settings_view", "SettingsScreen")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        pal = self.ctx.palette
        w = self.ctx.size[0]
        first = next(iter(self.buttons.values())).rect.top
        icon = self.ctx.services.icon(round(96 * self.ctx.scale))
        title = blit_text(surface, self.ctx, "Hustings", 64, pal.accent, True,
                          midbottom=(w // 2 + icon.get_width() // 2 + self.px(8), first - self.px(52)))
        surface.blit(icon, icon.get_rect(midright=(title.left - self.px(16), title.centery)))
        blit_text(surface, self.ctx, "DēmoS  ·  Dindex  ·  Diceocracy", 20, pal.text_dim,
                  midtop=(w // 2, title.bottom + self.px(6)))
        self.one_cue()
        self.form.draw(surface)
        self.draw_footer(surface)
