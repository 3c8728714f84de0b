"""The app's part in online play: the server it hosts (on a thread, for as long as the app runs), the table it
announces on the network, and the one seat link it plays through. The screens (online_screens.py) ask it; the
table gets a `RemotePresenter` as its driver, so no table knows it is online.
"""

from __future__ import annotations

import contextlib
import socket
from pathlib import Path
from typing import Any

from game.core.registry import get_game
from game.online.client import DEFAULT_PORT, Connection, OnlineError
from game.online.discovery import Announcer, lan_addresses
from game.online.hosting import ServerThread
from game.online.link import SeatLink
from game.online.remote import RemoteMatch
from game.online.schema import Create, Created
from scenes.engine.scene import Scene


def port_is_free(host: str, port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


class OnlinePlay:
    def __init__(self, ctx: Any, data: Path, listen: str = "0.0.0.0") -> None:
        """`data`: the hosted tables' folder; `listen`: where the in-app server listens (every network by
        default, so friends on the same network can connect; the tests keep it on 127.0.0.1)."""
        self.ctx, self.data, self.listen = ctx, data, listen
        self.server: ServerThread | None = None
        self.announcer: Announcer | None = None
        self.link: SeatLink | None = None

    # -- hosting --------------------------------------------------------------------------------------------
    def ensure_server(self) -> ServerThread:
        """The app's server, started on first use: on the usual port when it is free, else on any."""
        if self.server is None:
            port = DEFAULT_PORT if port_is_free(self.listen, DEFAULT_PORT) else 0
            server = ServerThread(self.data, host=self.listen, port=port)
            server.start()
            self.server = server
        return self.server

    @property
    def port(self) -> int:
        return self.ensure_server().port

    def addresses(self) -> list[str]:
        """What the host gives out: this computer's addresses with the server's port."""
        return [f"{address}:{self.port}" for address in lan_addresses()]

    def host(self, request: Create, you: str) -> tuple[Created, SeatLink]:
        """Open a table on the app's server and sit at it (OnlineError when it cannot be hosted)."""
        try:
            server = self.ensure_server()
        except OSError as exc:
            raise OnlineError(self.ctx.tr("This computer cannot host a game now ({problem}).",
                                          problem=exc.strerror or exc)) from None
        with Connection(f"127.0.0.1:{server.port}") as connection:
            created = connection.create(request)
        if self.announcer is not None:
            self.announcer.close()
        title = get_game(request.game).title
        self.announcer = Announcer(self.ctx.tr("{name}'s {game}", name=you, game=title), request.game, server.port,
                                   lan_addresses())
        link = self.sit(f"127.0.0.1:{server.port}", created.host, you)
        return created, link

    # -- joining --------------------------------------------------------------------------------------------
    def sit(self, address: str, code: str, name: str) -> SeatLink:
        """Connect a seat (on its own thread); the lobby waits for it to be let in."""
        self.leave()
        self.link = SeatLink(address, code, name).start()
        return self.link

    def sit_down(self, remote: RemoteMatch, link: SeatLink) -> Scene:
        """Put the remote match on its game's table, driven by the remote presenter."""
        from scenes.tables.common.remote_presenter import RemotePresenter

        factory = self.ctx.services.tables[remote.rules.game_id].make_table
        table: Scene = factory(self.ctx, remote, mode="play",
                               driver=lambda t: RemotePresenter(self.ctx, remote, t, link))
        self.ctx.stack.reset(table)
        return table

    def leave(self) -> None:
        """Stand up from the table (the server keeps the game: the same code sits down again)."""
        link, self.link = self.link, None
        if link is not None:
            link.close()

    def close(self) -> None:
        """The app is closing: leave, stop announcing, stop the server (its tables stay in its file)."""
        self.leave()
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        if self.server is not None:
            with contextlib.suppress(Exception):
                self.server.stop()
            self.server = None
