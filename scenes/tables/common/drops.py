"""The drop guard every table shares: nothing lights up while it is not the person's decision or a move is
still playing out, and a refused drag says why in the same words at every table (a replay, someone else's
turn). A game's drops say only what its own pieces may be dropped on (`game_targets`) and why a drop of its
own pieces is refused (`game_refusal`), reading the asked seat's legal actions every time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from scenes.engine.dnd import DragIntent
from scenes.engine.node import Node

if TYPE_CHECKING:
    from scenes.tables.common.table import BaseTable

D = TypeVar("D")
"""What a drop on a lit place stands for: the game's action, or a gesture of its own its `perform` turns into
actions (Diceocracy's take-and-place, DēmoS's media card that asks for a suit)."""


class BaseDrops(Generic[D]):
    """A table's DropPolicy (see scenes.engine.dnd.DropPolicy), composed of the shared guard and the game's
    own targets and refusals. A game's drops name their table's class on `t`."""

    t: BaseTable[Any, Any]

    def __init__(self, table: BaseTable[Any, Any]) -> None:
        self.t = table

    def targets(self, item: Node) -> Mapping[Node, D]:
        t = self.t
        if not t.mine() or t.animating:
            return {}
        return self.game_targets(item, t.legal())

    def refuse(self, intent: DragIntent) -> str:
        t = self.t
        tr = t.ctx.tr
        if t.presenter is None:
            return tr("This is a replay: nothing can be moved.")
        if not t.mine():
            waiting = [t.name(seat) for seat in self.waiting_for()]
            if waiting:
                return tr("Not your turn: waiting for {names}.", names=", ".join(waiting))
            return tr("Nothing to decide now.")
        return self.game_refusal(intent)

    def perform(self, intent: DragIntent, action: D) -> None:
        self.t.act(action)

    def waiting_for(self) -> Sequence[int]:
        """The seats the table waits for (the view's `active`), for "Not your turn: waiting for Ada"."""
        return tuple(getattr(self.t.view, "active", ()))

    # -- the game's part ------------------------------------------------------------------------------
    def game_targets(self, item: Node, legal: Sequence[Any]) -> Mapping[Node, D]:
        """Where `item` may be dropped by the asked person, each place with the action dropping there does."""
        raise NotImplementedError

    def game_refusal(self, intent: DragIntent) -> str:
        """Why the asked person may not drop `intent`'s piece there, in plain words (the table's language)."""
        return self.t.ctx.tr("Drop it on one of the lit places.")


def piece_kind(item: Node) -> str | None:
    """What kind of piece a node is: the first entry of its data tuple ("hand", "deck", "figure" …)."""
    return item.data[0] if isinstance(item.data, tuple) and item.data else None
