"""No peeking through Replay: a game that is not over is replayed in the public view only, in every game,
down the very path a curious player would take (Esc at the table, quit to the menu, Replay the autosave).
A finished game still offers every seat's view, and stepping shows what replaying the record that far shows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.cursor import HiddenInformation
from game.core.match import Match, SeatSpec
from game.core.registry import GameInfo, games
from game.core.simulate import play_game
from scenes.app import App
from scenes.shell.load import LoadScreen
from scenes.shell.menu import MainMenu
from scenes.shell.pause import PauseMenu
from scenes.shell.replay import ReplayScreen
from scenes.shell.timeline import build_timeline
from tests.scenes.support.shell import click_widget, confirm_quit, home, key, send, top  # noqa: F401

GAMES = list(games().values())


IDS = [g.id for g in GAMES]


# two people at one computer and bots in the other seats, as on a hot-seat evening
SETUPS = {"demos": ({"mode": "full"}, 2), "dindex": ({}, 3), "diceocracy": ({"mode": "interactive"}, 1)}


@pytest.fixture
def real_app(home: Path) -> Iterator[App]:  # noqa: F811
    instance = App(["--size", "1280x720"])
    pygame.event.clear()
    yield instance
    instance.close()


def hot_seat_match(info: GameInfo, seed: int = 3) -> Match:
    options, bots = SETUPS[info.id]
    seats = [SeatSpec(name="Anna"), SeatSpec(name="Ben"),
             *(SeatSpec(kind="bot", name=f"Bot {i}", level="random") for i in range(bots))]
    return Match(info.rules, options, seats, seed)


def play(match: Match, info: GameInfo, actions: int) -> Match:
    """Everyone's moves chosen by a random bot, `actions` of them (the game is not over by then)."""
    bot = info.make_bot("random")
    while len(match.actions) < actions:
        seat = match.active_players()[0]
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), match.bot_rng()))
    assert not match.is_over
    return match


def quit_to_menu_from_the_table(app: App, match: Match) -> None:
    app.services.start_match(match)
    send(app, frames=2)
    send(app, key(pygame.K_ESCAPE))  # over a privacy screen too: Esc opens the pause menu
    pause = top(app)
    assert isinstance(pause, PauseMenu)
    click_widget(app, next(w for w in pause.form.widgets if getattr(w, "text", None) == "Quit to menu"))
    confirm_quit(app)
    assert isinstance(top(app), MainMenu) and app.services.has_autosave()
    send(app)


def open_replay(app: App, note: str) -> ReplayScreen:
    menu = top(app)
    assert isinstance(menu, MainMenu)
    click_widget(app, menu.buttons["Replay"])
    listing = top(app)
    assert isinstance(listing, LoadScreen)
    saves: Any = listing.list  # a ScrollList (the form hands widgets back as plain Widgets)
    saves.select(next(i for i, item in enumerate(saves.items) if item.note == note))
    click_widget(app, listing.open_button)
    replay = top(app)
    assert isinstance(replay, ReplayScreen)
    return replay


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_replay_of_unfinished_game_is_public_only(real_app: App, info: GameInfo) -> None:
    match = play(hot_seat_match(info), info, actions=24)
    quit_to_menu_from_the_table(real_app, match)
    replay = open_replay(real_app, "autosave")
    assert replay.viewer is None and replay.table.viewer is None  # type: ignore[attr-defined]
    assert [value for value, _ in replay.viewer_choice.options] == [None]
    # every way of choosing a seat: the cycler's keys, a click on its right half, a direct call
    replay.form.focus(replay.viewer_choice)
    send(real_app, key(pygame.K_RIGHT))
    click_widget(real_app, replay.viewer_choice)
    assert replay.viewer is None and replay.table.viewer is None  # type: ignore[attr-defined]
    table = replay.table
    with pytest.raises(HiddenInformation, match="public view only"):
        replay.set_viewer(0)
    assert replay.viewer is None and replay.table is table
    send(real_app, key(pygame.K_END))
    shown = replay.table.match  # type: ignore[attr-defined]
    assert replay.step == len(match.actions) and shown.state == match.state
    assert replay.table.viewer is None  # type: ignore[attr-defined]
    with pytest.raises(HiddenInformation):
        shown.view(1)


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_seat_view_of_an_unfinished_game_cannot_be_asked_for(real_app: App, info: GameInfo) -> None:
    record = play(hot_seat_match(info), info, actions=10).record()
    send(real_app)
    before = list(real_app.ctx.stack)
    with pytest.raises(HiddenInformation, match="not over"):
        ReplayScreen(real_app.ctx, record, viewer=1)
    assert list(real_app.ctx.stack) == before


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_finished_game_still_offers_every_seats_view(real_app: App, info: GameInfo) -> None:
    match = hot_seat_match(info)
    play_game(match, [info.make_bot("random") for _ in match.seats])
    real_app.services.record_finished(match)
    send(real_app)
    replay = open_replay(real_app, "finished")
    assert [value for value, _ in replay.viewer_choice.options] == [None, *range(match.num_players)]
    replay.form.focus(replay.viewer_choice)
    send(real_app, key(pygame.K_RIGHT))
    assert replay.viewer == 0 and replay.table.viewer == 0  # type: ignore[attr-defined]
    send(real_app, key(pygame.K_END))
    assert replay.table.match.view(0) == match.view(0)  # type: ignore[attr-defined]


def test_the_course_of_an_unfinished_game_leaves_out_what_only_the_state_knows() -> None:
    """The course of a game is read from its public view alone (Rules.progress): DēmoS's points, which every
    seat panel shows, and nothing the state alone knows."""
    from game.core.match import Match

    info = games()["demos"]
    unfinished = play(hot_seat_match(info), info, actions=60).record()
    public = Match.from_record(unfinished).view(None)
    assert build_timeline(unfinished).scores[-1] == tuple(float(seat.score) for seat in public.seats)
    finished = hot_seat_match(info)
    play_game(finished, [info.make_bot("random") for _ in finished.seats])
    assert build_timeline(finished.record()).scores[-1] is not None
