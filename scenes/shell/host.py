"""Online → Host a game: New game's form, where a seat can also be open for a friend on another computer.

One seat is the host's own (a person at this computer); the others are friends, who join with the seat's code,
or bots, which the host's server plays. Host opens the table on the app's own server and shows the lobby.
"""

from __future__ import annotations

from game.core.match import SeatSpec
from game.core.registry import GameInfo
from game.online.client import OnlineError
from game.online.schema import Create, SeatRequest
from scenes.engine.context import AppContext
from scenes.engine.i18n import N_, error_words
from scenes.engine.online_words import online_words
from scenes.shell.newgame import HUMAN, NewGame
from scenes.shell.seats import check_distinct_names, level_words

FRIEND = "friend"


class HostGame(NewGame):
    heading = N_("Host a game online")
    seat_help = N_("You at this computer, a friend on theirs (they join with a code), or a bot: {levels}")
    start_words = (N_("Host"), N_("Open the table: its lobby shows the address and your friends' codes"))

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        # one seat is the host's; a remembered local game's other people become friends on their computers
        seen_you = False
        for i, kind in enumerate(self.kinds):
            if kind == HUMAN:
                if seen_you:
                    self.kinds[i] = FRIEND
                seen_you = True
        if not seen_you and self.kinds:
            self.kinds[0] = HUMAN
        if FRIEND not in self.kinds and len(self.kinds) > 1:
            self.kinds[1] = FRIEND  # a table to host is a table with a friend at it

    def seat_kinds(self, game: GameInfo) -> list[tuple[str, str]]:
        tr = self.ctx.tr
        return [(HUMAN, tr("You")), (FRIEND, tr("Friend (online)"))] + [
            (f"bot:{lvl}", level_words(lvl, tr)) for lvl in game.bots]

    def _fit_seats(self) -> None:
        had = len(self.kinds)
        super()._fit_seats()
        for i in range(had, len(self.kinds)):
            if self.kinds[i] == HUMAN and i > 0:
                self.kinds[i] = FRIEND

    def seats(self) -> list[SeatSpec]:
        """The seats as the table first shows them (a friend's seat takes the friend's name when they join)."""
        if [k for k in self.kinds[:self.seat_count]].count(HUMAN) != 1:
            raise ValueError(self.ctx.tr("One seat is yours (You); the other people are friends on their own "
                                         "computers"))
        bots = self.bot_names()
        specs = []
        for i in range(self.seat_count):
            kind = self.kinds[i]
            if kind == HUMAN:
                specs.append(self.person_seat(i))
            elif kind == FRIEND:
                specs.append(SeatSpec(kind="human", name=self.ctx.tr("Friend {number}", number=i + 1)))
            else:
                specs.append(SeatSpec(kind="bot", name=bots[i], level=kind.removeprefix("bot:")))
        check_distinct_names(specs, self.ctx.tr)
        return specs

    def request(self) -> Create:
        assert self.game is not None and self.options is not None
        seats = []
        for i, spec in enumerate(self.seats()):
            if self.kinds[i] in (HUMAN, FRIEND):
                seats.append(SeatRequest(kind="open", name=spec.name))
            else:
                seats.append(SeatRequest(kind="bot", name=spec.name, level=spec.level))
        return Create(game=self.game.id, options=self.options.parse().model_dump(mode="json"), seats=seats,
                      seed=self.seed(), host_seat=self.kinds.index(HUMAN), lobby=True)

    def start(self) -> None:
        problem = self.problem()
        if problem or self.game is None:
            self.say(problem, True)
            return
        try:
            request = self.request()
            you = self.seats()[self.kinds.index(HUMAN)].name
            created, link = self.ctx.services.online.host(request, you)
        except (ValueError, OnlineError) as exc:
            self.say(online_words(self.ctx.tr, error_words(self.ctx.tr, exc)).splitlines()[0], True)
            return
        from scenes.shell.lobby import LobbyScreen

        self.ctx.stack.push(LobbyScreen(self.ctx, link, created=created))

