"""The main menu, driven through the real app loop by synthetic mouse and keyboard events."""

from __future__ import annotations

import pygame

from scenes.shell.history_view import HistoryScreen
from scenes.shell.load import LoadScreen
from scenes.shell.menu import MainMenu
from scenes.shell.newgame import NewGame
from scenes.shell.online_menu import OnlineMenu
from scenes.shell.rules_view import RulesScreen
from scenes.shell.settings_view import SettingsScreen
from tests.scenes.support.shell import app, click, click_widget, home, key, send, top, toy_registered  # noqa: F401


def test_menu_offers_every_entry_in_order(app) -> None:  # noqa: F811
    send(app)
    assert list(top(app).buttons) == ["New game", "Learn to play", "Continue", "Online", "Load", "Replay", "History",
                                      "Rules", "Settings", "Quit"]


def test_continue_is_disabled_without_an_autosave(app) -> None:  # noqa: F811
    send(app)
    menu = top(app)
    assert not menu.buttons["Continue"].enabled
    click_widget(app, menu.buttons["Continue"])
    assert top(app) is menu


def test_each_entry_opens_its_screen_by_mouse_and_esc_comes_back(app) -> None:  # noqa: F811
    send(app)
    menu = top(app)
    for label, screen in (("New game", NewGame), ("Online", OnlineMenu), ("Load", LoadScreen), ("Replay", LoadScreen),
                          ("History", HistoryScreen), ("Rules", RulesScreen), ("Settings", SettingsScreen)):
        click_widget(app, menu.buttons[label])
        assert isinstance(top(app), screen), label
        send(app, frames=2)  # it draws
        send(app, key(pygame.K_ESCAPE))
        assert top(app) is menu


def test_keyboard_alone_walks_the_menu(app) -> None:  # noqa: F811
    send(app)
    menu = top(app)
    assert menu.form.focused is menu.buttons["New game"]
    # Down skips the disabled Continue: Learn to play, Online, Load, Replay, History, Rules
    send(app, *[key(pygame.K_DOWN)] * 6)
    assert menu.form.focused is menu.buttons["Rules"]
    send(app, key(pygame.K_RETURN))
    assert isinstance(top(app), RulesScreen)
    send(app, key(pygame.K_ESCAPE), key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert menu.form.focused is menu.buttons["History"]


def test_esc_on_the_menu_does_not_quit_but_quit_does(app) -> None:  # noqa: F811
    send(app, key(pygame.K_ESCAPE))
    assert app.ctx.running and isinstance(top(app), MainMenu)
    click_widget(app, top(app).buttons["Quit"])
    assert not app.ctx.running


def test_a_press_on_one_screen_and_release_on_the_next_clicks_nothing(app) -> None:  # noqa: F811
    send(app)
    menu = top(app)
    pos = menu.buttons["Settings"].rect.center
    send(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    assert isinstance(top(app), MainMenu)  # buttons act on release
    send(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert isinstance(top(app), SettingsScreen)
    # the release that opened Settings does not also press Settings' own widgets; a fresh click does
    click(app, top(app).done.rect.center)
    assert top(app) is menu
