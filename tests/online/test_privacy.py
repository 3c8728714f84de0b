"""Hidden information over the wire: every frame a client receives in a whole game of each title, read as a
modified client would read it, holds its own seat's view and log and nothing of another seat's hand, role or
agendas.

Two claims per title. Each frame's view and log are exactly `view(seat)` and `events_seen_by(seat)` of the
position it was sent at (the rules' privacy is tested with the rules). And, named in the title's own terms,
no frame before the end shows another seat's secret: DēmoS hands and face-down discards, Dindex roles still
unrevealed, Diceocracy secret agendas. Other seats' actions come as words only.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.core.cursor import MatchTimeline
from game.core.eventwire import event_to_wire
from game.online.client import Connection
from game.online.hosting import ServerThread
from game.online.schema import Create, SeatRequest, Update, read_server_message
from game.online.store import Store
from tests.online.players import SeatThread, code_of, play_recording

OPEN, BOT = SeatRequest(kind="open"), SeatRequest(kind="bot", level="heuristic")
ME = 0


def hidden_from_me(game: str, view: dict[str, Any]) -> list[str]:
    """What of another seat a view shows that only that seat may know (before the end of the game)."""
    shown = []
    if game == "demos":
        for seat in view["seats"]:
            if seat["seat"] != ME and seat["hand"] is not None:
                shown.append(f"seat {seat['seat']}'s hand")
    elif game == "dindex":
        for s, role in enumerate(view["roles"]):
            if s != ME and role is not None and not view["revealed"][s]:
                shown.append(f"seat {s}'s role")
    elif game == "diceocracy":
        for s, player in enumerate(view["players"]):
            if s != ME and player["agendas"] is not None:
                shown.append(f"seat {s}'s agendas")
    return shown


@pytest.mark.parametrize(("game", "seats"), [
    ("demos", [OPEN, OPEN, BOT, BOT]),
    ("dindex", [OPEN, OPEN, BOT, BOT]),
    ("diceocracy", [OPEN, OPEN, BOT]),
])
def test_every_frame_of_a_whole_game_holds_only_the_readers_own_secrets(
        game: str, seats: list[SeatRequest], server: ServerThread, data: Path) -> None:
    with Connection(server.address) as host:
        created = host.create(Create(game=game, seats=seats, seed=99))
    other = SeatThread(server.address, code_of(created, 1))
    other.start()
    frames, remote = play_recording(server.address, code_of(created, ME))
    other.outcome()
    server.stop()
    store = Store(data)
    timeline = MatchTimeline.from_record(store.table(created.table).record)
    store.close()
    rules = timeline.rules

    updates = [m for m in map(read_server_message, frames) if isinstance(m, Update)]
    assert updates and updates[-1].result is not None
    log: list[dict[str, Any]] = []
    for update in updates:
        assert update.view == rules.view(timeline.states[update.step], ME).model_dump(mode="json")
        del log[update.events_from:]
        log.extend(event.model_dump() for event in update.events)
        seen = timeline.events.seen_by(ME, update.step + 1)
        assert log == [event_to_wire(event) for event in seen]
        for line in update.actions:
            assert (line.action is not None) == (line.player == ME)
        if update.result is None:
            assert hidden_from_me(game, update.view) == [], f"frame at move {update.step}"
            assert update.record is None
    assert updates[-1].record is not None  # the whole game, for the replay, once it is over
    assert remote.result() == timeline.at(timeline.total).result()


def test_the_privacy_check_sees_a_view_that_shows_another_seats_hand() -> None:
    leaked = {"seats": [{"seat": 0, "hand": ["3"]}, {"seat": 1, "hand": ["7", "9"]}]}
    assert hidden_from_me("demos", json.loads(json.dumps(leaked))) == ["seat 1's hand"]
