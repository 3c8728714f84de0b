"""What the shell needs of one game's table package, in one declaration: each `scenes/tables/<game>/`
exports its `TABLE`, and `scenes/tables/__init__.py` collects them (a broken table package fails loudly
there, in one place, instead of in four lookups by name)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol

from typing_extensions import TypeVar  # with a default (PEP 696)

from scenes.engine.i18n import Translator
from scenes.engine.services import TableFactory
from scenes.tables.common.columnwords import ColumnWords

V = TypeVar("V", default=Any)
"""The game's view type. `TABLE_INFO` holds every game's entry, so it forgets which: a bare `TableInfo` is
`TableInfo[Any]`, and the shell hands each entry's `rules_section` the view its own game's table showed."""

SetupFields = Callable[[dict[str, Any], list[str]], Any]


class MoveWords(Protocol):
    """A table package's words for a move (TableInfo.move_words)."""

    def __call__(self, action: Any, own: bool, tr: Translator, /, seats: Sequence[str] = ...) -> str: ...
"""(option values, seat names) -> the game's own fields in the New game form."""


@dataclass(frozen=True)
class TableInfo(Generic[V]):
    game_id: str
    make_table: TableFactory
    """Builds the table scene for a match (mode "play" or "replay")."""
    setup_fields: SetupFields | None = None
    """The game's own New game fields for its options; None: the generic form built from the options model."""
    column_words: ColumnWords | None = None
    """Words for the values of the game's Result columns ("harmony" 3 → "three suits (best)")."""
    code_words: Callable[[str], str] | None = None
    """How results name the game's own codes ("EC" → "E♣"); other text unchanged."""
    move_words: MoveWords | None = None
    """A move in plain words in the reader's language, (action, `own`: the reader made it, translator, and
    `seats=` the players' names, by which it names the seats): what Replay's bar says of the last move. None:
    the rules' describe_action_for, translated whole where it keeps its English template
    (scenes/tables/common/words.py worded), else as the rules say it."""
    rules_section: Callable[[V], str | None] | None = None
    """The full rules' section (an anchor of its rule text in assets/rules/, `{#5.4}`) about the position a
    view of the game shows: F1 at the table opens the quick reference linked there. None, or a None answer:
    the quick reference without a link into the full rules."""
    losers_placed: bool = True
    """The result screen places the losers too (2nd, 3rd… by score). False for a game whose losers lose together
    (Dindex § 6.1/§ 6.2: the other side is banned, or democracy fell): the winners are placed, the losers show "—"
    (playtest of issue 31: the Democrats ranked 2nd, 3rd, 4th by RP under the Oligarchs who won)."""
