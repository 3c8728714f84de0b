"""Online play through the app: Main menu → Online → Host a game, a friend joins with their seat's code (a bot on
its own connection here), Start, the game is played to its end screen at the host's own table, and the finished
game is in the history for Replay. The server is the app's own, kept on 127.0.0.1 for the test."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core.registry import get_game
from game.core.rng import Rng
from scenes.app import App
from scenes.shell.endscreen import EndScreen
from scenes.shell.host import FRIEND, HostGame
from scenes.shell.lobby import LobbyScreen
from scenes.shell.online_menu import OnlineMenu
from scenes.smoke import FixedClock
from scenes.tables.common.table import BaseTable
from tests.online.players import SeatThread
from tests.scenes.support.shell import click_widget, home, key, send, top  # noqa: F401


@pytest.fixture
def app(home: Path) -> Iterator[App]:  # noqa: F811
    instance = App(["--size", "1280x720"])
    instance.clock = FixedClock()  # type: ignore[assignment]
    instance.services.online_listen = "127.0.0.1"
    instance.services.update_settings(animation_speed="instant")
    pygame.event.clear()
    yield instance
    instance.close()


def frames_until(app: App, done, limit: int = 600) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        send(app)
        if done():
            return
        time.sleep(0.002)  # the server and the friend's bot run on their own threads
    raise AssertionError(f"not there after {limit} frames; top scene {top(app)}")


@pytest.mark.slow  # a whole game over loopback (6 s); the rejoin and hand-over tests stay in the quick run
def test_a_hosted_game_is_played_with_a_friend_to_the_end_screen_and_the_history(app: App) -> None:
    send(app)
    click_widget(app, top(app).buttons["Online"])
    assert isinstance(top(app), OnlineMenu)
    click_widget(app, top(app).buttons["Host a game"])
    host = top(app)
    assert isinstance(host, HostGame) and host.game is not None
    assert FRIEND in host.kinds and host.problem() == ""
    click_widget(app, host.start_button)
    lobby = top(app)
    assert isinstance(lobby, LobbyScreen), host.status
    frames_until(app, lambda: lobby.remote is not None and lobby.rows)
    assert not lobby.start_button.enabled  # the friend is not here yet
    friend_seat = host.kinds.index(FRIEND)
    friend = SeatThread(f"127.0.0.1:{app.services.online.port}", lobby.codes[friend_seat])
    friend.start()
    frames_until(app, lambda: lobby.start_button.enabled)
    click_widget(app, lobby.start_button)
    frames_until(app, lambda: isinstance(top(app), BaseTable))
    table = top(app)
    assert isinstance(table, BaseTable) and table.viewer == host.kinds.index("human")
    bot, rng = get_game(table.match.rules.game_id).make_bot("heuristic"), Rng(5)

    def play_my_turns() -> bool:
        if isinstance(top(app), EndScreen):
            return True
        if top(app) is table and table.legal():
            assert table.act(bot.choose(table.view, table.legal(), rng)) is not False
        return False

    frames_until(app, play_my_turns, limit=20000)
    result = friend.outcome()
    assert table.match.result() == result
    assert app.failures_in_a_row == 0 and not app.dirs.crash_log.exists()
    [entry] = app.services.history.load()
    assert entry.game == table.match.rules.game_id


def test_the_friends_code_is_refused_in_words_when_it_is_wrong(app: App) -> None:
    send(app)
    click_widget(app, top(app).buttons["Online"])
    click_widget(app, top(app).buttons["Join a game"])
    join = top(app)
    join.address_input.value, join.address = "127.0.0.1:1", "127.0.0.1:1"
    join.code = "nonsense"
    click_widget(app, join.join_button)
    assert "twelve letters" in join.status
    send(app, key(pygame.K_ESCAPE))
    assert isinstance(top(app), OnlineMenu)


def test_the_host_who_leaves_mid_game_rejoins_from_the_online_menu(app: App) -> None:
    send(app)
    click_widget(app, top(app).buttons["Online"])
    click_widget(app, top(app).buttons["Host a game"])
    host = top(app)
    click_widget(app, host.start_button)
    lobby = top(app)
    frames_until(app, lambda: lobby.remote is not None and lobby.rows)
    friend_seat = host.kinds.index(FRIEND)
    click_widget(app, next(w for w in lobby.rows[friend_seat] if getattr(w, "text", "") == "Bot plays"))
    frames_until(app, lambda: lobby.start_button.enabled)
    click_widget(app, lobby.start_button)
    frames_until(app, lambda: isinstance(top(app), BaseTable))
    table = top(app)
    frames_until(app, lambda: bool(table.legal()))
    log_before = table.log_text()
    send(app, key(pygame.K_ESCAPE))
    pause = top(app)
    click_widget(app, next(w for w in pause.form.widgets if getattr(w, "text", "") == "Leave the table"))
    assert type(top(app)).__name__ == "MainMenu"
    assert app.services.settings.last_online is not None
    click_widget(app, top(app).buttons["Online"])
    rejoin = next(label for label in top(app).buttons if label.startswith("Rejoin"))
    click_widget(app, top(app).buttons[rejoin])
    frames_until(app, lambda: isinstance(top(app), BaseTable))
    again = top(app)
    frames_until(app, lambda: bool(again.legal()))
    assert again is not table and again.log_text() == log_before


def test_a_friends_whole_invitation_pasted_into_the_address_fills_the_code_too() -> None:
    from scenes.shell.join import read_invitation

    assert read_invitation("Hustings DēmoS: join 192.168.1.20:8765 with code k7qm-2xpd-9rht") == (
        "192.168.1.20:8765", "K7QM-2XPD-9RHT")
    assert read_invitation("192.168.1.20:8765") is None


def test_the_host_hands_a_gone_friends_seat_to_a_bot_from_the_pause_menu(app: App) -> None:
    from scenes.shell.online_pause import OnlineSeats

    send(app)
    click_widget(app, top(app).buttons["Online"])
    click_widget(app, top(app).buttons["Host a game"])
    host = top(app)
    click_widget(app, host.start_button)
    lobby = top(app)
    frames_until(app, lambda: lobby.remote is not None and lobby.rows)
    friend_seat = host.kinds.index(FRIEND)
    friend = SeatThread(f"127.0.0.1:{app.services.online.port}", lobby.codes[friend_seat])
    friend.start()
    frames_until(app, lambda: lobby.start_button.enabled)
    click_widget(app, lobby.start_button)
    frames_until(app, lambda: isinstance(top(app), BaseTable))
    table = top(app)
    send(app, key(pygame.K_ESCAPE))
    click_widget(app, next(w for w in top(app).form.widgets if getattr(w, "text", "").startswith("Seats")))
    seats = top(app)
    assert isinstance(seats, OnlineSeats)
    click_widget(app, next(w for w in seats.form.widgets if getattr(w, "text", "") == "Bot plays"))
    frames_until(app, lambda: table.match.seats[friend_seat].is_bot)
    assert table.match.seats[friend_seat].name.endswith("(bot)")


class _LinkSaying:
    """A seat's link that has received the given messages (the host's words as the wire brought them)."""

    def __init__(self, *messages: object) -> None:
        self.messages = list(messages)
        self.status, self.problem = "open", ""
        self.server, self.code, self.name = "127.0.0.1:1", "ABCDEFGHJKLM", "Ann"

    def poll(self) -> list[object]:
        messages, self.messages = self.messages, []
        return messages

    def send(self, message: object) -> bool:
        return True


@pytest.mark.parametrize("game, rules_version, said", [
    ("demos", "0", "The host plays DēmoS rules 0; this Hustings has"),
    ("chess", "1", "The host plays a game this Hustings does not have."),
])
def test_a_host_with_other_rules_is_said_in_words_and_the_lobby_stays(app: App, game: str, rules_version: str,
                                                                         said: str) -> None:
    from game.core.match import SeatSpec
    from game.online.schema import Joined

    send(app)
    joined = Joined(table="t1", game=game, rules_version=rules_version, options={}, seat=1,
                    seats=[SeatSpec(name="Ann", kind="human"), SeatSpec(name="Ben", kind="human"),
                           SeatSpec(name="Cleo", kind="human")])
    lobby = LobbyScreen(app.ctx, _LinkSaying(joined))  # type: ignore[arg-type]
    app.ctx.stack.push(lobby)
    send(app)
    assert top(app) is lobby and lobby.remote is None
    assert lobby.status.startswith(said) and lobby.status_is_error
