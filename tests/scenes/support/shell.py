"""Shared helpers for the shell tests (no tests here): a headless App on a temporary HUSTINGS_HOME, synthetic
input, the toy game registered beside the real ones, and a small fake table that honours the Services contract."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

import pygame
import pytest

from game.core import registry
from game.core.match import Match
from game.core.protocol import Progress
from game.core.registry import GameInfo, Variant, default_bots
from scenes.app import App
from scenes.engine.context import AppContext
from scenes.engine.scene import Scene
from scenes.tables.common.tableinfo import TableInfo
from tests.core.toy_game import ToyRules, ToyState, ToyView

TOY = GameInfo(rules=ToyRules(), bots=default_bots(), variants=(Variant("two", 2),), summary="A race to a target.")


class TablelessRules(ToyRules):
    game_id = "walk"
    title = "Toy Walk"


TABLELESS = GameInfo(rules=TablelessRules(), bots=default_bots(), variants=(Variant("two", 2),))


class RoundView(ToyView):
    round: int


class RoundRules(ToyRules):
    """The toy race told in rounds: a new round each time the counter passes another multiple of 2 × seats."""

    game_id = "rounds"
    title = "Toy Rounds"
    view_model = RoundView

    def view(self, state: ToyState, viewer: int | None) -> RoundView:
        base = super().view(state, viewer)
        n = len(state.secrets)
        return RoundView(**base.model_dump(), round=1 + state.counter // (2 * n))

    def progress(self, view: RoundView) -> Progress:  # type: ignore[override]  # the toy's own view type
        return Progress(number=view.round)


ROUNDS = GameInfo(rules=RoundRules(), bots=default_bots(), variants=(Variant("two", 2),))


class FakeTable(Scene):
    """Plays like a table: Space submits the first legal action of the active seat (bots too), Esc pauses."""

    instances: list[FakeTable] = []

    def __init__(self, ctx: AppContext, match: Match, *, mode: Literal["play", "replay"] = "play",
                 viewer: int | None = None) -> None:
        super().__init__(ctx)
        self.match, self.mode, self.viewer = match, mode, viewer
        self.drawn = 0
        FakeTable.instances.append(self)

    def set_match(self, match: Match) -> None:
        self.match = match

    def step(self) -> None:
        seat = self.match.active_players()[0]
        self.match.submit(seat, self.match.legal_actions(seat)[0])
        self.ctx.services.autosave(self.match)
        if self.match.is_over:
            self.ctx.services.game_finished(self.match)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.mode == "play":
            self.ctx.services.open_pause(self, self.match)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.mode == "play":
            self.step()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn += 1
        surface.fill((10, 60, 40))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HUSTINGS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> Mapping[str, GameInfo]:
    # Only the test games: the real ones are tested by their own suites and may be mid-change.
    proxy = MappingProxyType({"toy": TOY, "walk": TABLELESS, "rounds": ROUNDS})
    monkeypatch.setattr(registry, "games", lambda: proxy)
    return proxy


@pytest.fixture
def app(home: Path, toy_registered: Mapping[str, GameInfo]) -> Iterator[App]:
    FakeTable.instances.clear()
    instance = App(["--size", "1280x720"], tables={"toy": TableInfo("toy", FakeTable)})
    pygame.event.clear()
    yield instance
    instance.close()


def send(app: App, *events: pygame.event.Event, frames: int = 1) -> None:
    """Post synthetic events and run real frames of the app loop to process them."""
    for event in events:
        pygame.event.post(event)
    for _ in range(frames):
        app.frame()


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def type_text(app: App, text: str) -> None:
    send(app, pygame.event.Event(pygame.TEXTINPUT, text=text))


def click(app: App, pos: tuple[int, int]) -> None:
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def click_widget(app: App, widget: Any) -> None:
    assert widget.visible and widget.rect.w > 0, f"{widget} is not on screen"
    click(app, widget.rect.center)


def confirm_quit(app: App) -> None:
    """From the pause menu's "Quit to menu": say yes in the dialog that asks (the game is kept)."""
    from scenes.shell.pause import QuitDialog

    dialog = top(app)
    assert isinstance(dialog, QuitDialog), dialog
    click_widget(app, next(w for w in dialog.form.widgets if getattr(w, "text", None) == "Quit to menu"))


def top(app: App) -> Scene:
    scene = app.ctx.stack.top
    assert scene is not None
    return scene
