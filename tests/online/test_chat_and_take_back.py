"""Chat lines and take-backs through the server: both reach every reader, and a late joiner gets the chat."""

from __future__ import annotations

from game.online.client import Connection
from game.online.hosting import ServerThread
from game.online.schema import Ack, Act, Chat, ChatLine, Create, SeatRequest, Undo, Update
from tests.online.players import code_of

OPEN = SeatRequest(kind="open")


def next_update(connection: Connection) -> Update:
    return connection.expect(Update)


def test_a_chat_line_reaches_the_table_cleaned_and_a_late_joiner_reads_it(server: ServerThread) -> None:
    with Connection(server.address) as host:
        created = host.create(Create(game="dindex", seats=[OPEN, OPEN, OPEN], seed=1))
        with Connection(server.address) as ann:
            ann.join(code_of(created, 0), name="Ann")
            ann.send(Chat(text="coalition?\x1b[2J  anyone"))
            line = ann.expect(ChatLine)
            assert (line.seat, line.name, line.text) == (0, "Ann", "coalition? [2J anyone")
        with Connection(server.address) as ben:
            ben.join(code_of(created, 1))
            assert ben.expect(ChatLine).text == "coalition? [2J anyone"


def test_a_take_back_is_the_servers_decision_and_every_reader_drops_the_move(server: ServerThread) -> None:
    with Connection(server.address) as host:
        created = host.create(Create(game="diceocracy", seats=[OPEN, OPEN], seed=4))
    first = None
    with Connection(server.address) as watcher:
        watcher.join(code_of(created, None))
        first = next_update(watcher)
        mover = first.active[0]
        with Connection(server.address) as player:
            player.join(code_of(created, mover))
            update = next_update(player)
            undoable = None
            for raw in update.legal:  # a move the rules let its player take back
                player.send(Act(step=0, action=raw))
                assert player.expect(Ack).step == 1
                after = next_update(player)
                if after.can_undo:
                    undoable = raw
                    break
                raise AssertionError("the first move of this game should be one its player may take back")
            assert undoable is not None
            player.send(Undo(step=1))
            assert player.expect(Ack).step == 0
            back = next_update(player)
            assert back.step == 0 and back.actions_from == 0 and back.actions == []
        seen = next_update(watcher)
        while seen.step != 0 or seen.actions_from != 0:
            seen = next_update(watcher)
        assert seen.events_from == len(first.events)
