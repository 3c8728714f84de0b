"""The match on a remote seat's computer: it holds that seat's view and log only, rebuilt from the wire."""

from __future__ import annotations

import pytest

from game.core.cursor import HiddenInformation
from game.core.eventwire import event_to_wire
from game.online.remote import ConcealedAction, RemoteMatch
from game.online.schema import Create, Joined, SeatRequest
from game.online.table import OnlineTable, Reader

OPEN = SeatRequest(kind="open")


def remote_seat(seat: int) -> tuple[OnlineTable, Reader, RemoteMatch]:
    table = OnlineTable.create(Create(game="demos", seats=[OPEN, OPEN, OPEN], seed=7))
    match = table.match
    joined = Joined(table=table.id, game="demos", rules_version=match.rules.rules_version,
                    options=match.options.model_dump(mode="json"), seats=list(match.seats), seat=seat)
    reader = Reader(seat)
    table.readers.append(reader)
    remote = RemoteMatch(joined)
    remote.apply(table.update_for(reader, [True] * 3))
    return table, reader, remote


def test_a_remote_seat_reads_its_own_view_and_no_other_seats() -> None:
    table, _, remote = remote_seat(1)
    assert remote.view(1) == table.match.view(1)
    assert remote.view(None) == table.match.view(1)  # the only person at this screen is seat 1's
    assert [event_to_wire(e) for e in remote.events_seen_by(1)] == [
        event_to_wire(e) for e in table.match.events_seen_by(1)]
    with pytest.raises(HiddenInformation):
        remote.view(0)
    with pytest.raises(HiddenInformation):
        remote.record()  # the whole game only once it is over


def test_another_seats_move_is_known_by_the_servers_words_for_it() -> None:
    table, reader, remote = remote_seat(1)
    mover = table.match.active_players()[0]
    table.submit(mover, 0, table.legal_for(mover)[0])
    remote.apply(table.update_for(reader, [True] * 3))
    player, action = remote.actions[-1]
    assert player == mover and isinstance(action, ConcealedAction)
    words = table.match.rules.describe_action_for(table.match.actions[-1][1], mover, 1)
    assert remote.rules.describe_action_for(action, mover, 1) == words


def test_chat_lines_stand_in_the_log_where_they_were_said() -> None:
    table, reader, remote = remote_seat(1)
    before = len(remote.events_seen_by(1))
    line = remote.add_chat(0, "Ann", "hello")
    mover = table.match.active_players()[0]
    table.submit(mover, 0, table.legal_for(mover)[0])
    remote.apply(table.update_for(reader, [True] * 3))
    log = remote.events_seen_by(1)
    assert log[before] == line and len(remote.game_events) == len(log) - 1
