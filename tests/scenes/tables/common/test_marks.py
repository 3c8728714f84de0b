"""The last moves' rings (scenes/tables/common/marks.py): which moves are news to whom, and where rings go."""

from __future__ import annotations

from game.core.protocol import Event
from scenes.engine.node import Node
from scenes.tables.common.marks import MoveMarks, RingNode


def ev(name: str) -> Event:
    return Event(type=name)


def marks_on(root: Node) -> MoveMarks:
    return MoveMarks(root.add(Node(z=19)), lambda: 1.0)


def test_news_are_the_others_moves_since_the_viewers_last_one() -> None:
    marks = marks_on(Node())
    marks.played(0, [ev("anna_1")], 1)
    marks.played(1, [ev("bot_1"), ev("bot_1b")], 2)
    marks.played(2, [ev("bot_2")], 3)
    assert [e.type for e in marks.news_for(0)] == ["bot_1", "bot_1b", "bot_2"]
    assert [e.type for e in marks.news_for(2)] == []  # their own move ends the news
    assert [e.type for e in marks.news_for(1)] == ["bot_2"]


def test_the_public_view_sees_only_the_last_move() -> None:
    marks = marks_on(Node())
    marks.played(0, [ev("first")], 1)
    marks.played(1, [ev("second")], 2)
    assert [e.type for e in marks.news_for(None)] == ["second"]


def test_a_taken_back_move_is_no_news() -> None:
    marks = marks_on(Node())
    marks.played(1, [ev("bot")], 1)
    marks.played(0, [ev("anna")], 2)
    marks.played(1, [ev("bot_again")], 3)
    marks.taken_back_to(1)  # Anna took hers back, and the bot's answer went with it
    assert [e.type for e in marks.news_for(0)] == ["bot"]


def test_rings_go_around_the_landing_nodes_once_each_and_only_on_the_table() -> None:
    root = Node(w=1000, h=800)
    slot = root.add(Node(x=100, y=50, w=60, h=80))
    elsewhere = Node(x=0, y=0, w=10, h=10)  # a node of an earlier sync, no longer on the table
    hidden = root.add(Node(x=5, y=5, w=10, h=10, visible=False))
    marks = marks_on(root)
    marks.played(1, [ev("a"), ev("b")], 1)
    ringed = marks.ring(0, lambda e: [slot, elsewhere, hidden], 1)
    assert ringed == [slot]
    rings = [n for n in marks.layer.children if isinstance(n, RingNode)]
    assert len(rings) == 1
    ring = rings[0]
    assert ring.x < slot.x and ring.y < slot.y  # around it, not on it
    assert ring.x + ring.w > slot.x + slot.w and ring.y + ring.h > slot.y + slot.h


def test_rings_follow_an_undo_and_clear_with_the_news() -> None:
    root = Node(w=1000, h=800)
    slot = root.add(Node(x=100, y=50, w=60, h=80))
    marks = marks_on(root)
    marks.played(1, [ev("a")], 1)
    assert marks.ring(0, lambda e: [slot], 1) == [slot]
    assert marks.ring(0, lambda e: [slot], 0) == []  # undone: the game has no action any more
    assert marks.layer.children == []
