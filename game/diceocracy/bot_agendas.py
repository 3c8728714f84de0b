"""What a secret agenda in hand is still expected to add by the game's end: the search level's agenda outlook.

`evaluate` counts an agenda by what it scores now, which is the wrong measure of which card to keep while the
game is young. Under the Normal bot's play an adjacent-pair agenda that scores nothing at the first turn ends
about 34 votes higher, while a district-colour agenda loses some of what it shows as the dice leave the
districts. So a bot valuing positions by the votes now swaps away the cards worth most by the end, and never
swaps a card that has stopped growing for one that would.

`data/agenda_outlook.json` holds, per agenda kind and per turns already played, the mean of (votes at the end -
votes now) over the cards a player held at a turn's start and still held at the end, in 2,000 solo games of the
Normal bot (`tests/benchmarks/diceocracy_agenda_outlook.py` measures it again). A table fitted to the Normal
bot's own three-player games measured no better at a three-player table, so one table serves every size.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import get_args

from pydantic import Field, model_validator

from game.core.protocol import Frozen
from game.diceocracy.components import DATA_DIR, AgendaKind, components
from game.diceocracy.loader import read_model
from game.diceocracy.state import DiceocracyState

OUTLOOK_FILE = DATA_DIR / "agenda_outlook.json"


class AgendaOutlook(Frozen):
    """The table: for every agenda kind, its mean gain by the end at each number of turns already played."""

    about: str
    games: int = Field(ge=1)
    first_seed: int
    gains: dict[AgendaKind, tuple[float, ...]]

    @model_validator(mode="after")
    def _every_kind_at_every_turn(self) -> AgendaOutlook:
        missing = [kind for kind in get_args(AgendaKind) if kind not in self.gains]
        if missing:
            raise ValueError(f"no gains for {', '.join(missing)}")
        turns = components().board.reps
        for kind, row in self.gains.items():
            if len(row) != turns:
                raise ValueError(f"{kind} has {len(row)} gains, one for each of the {turns} turns expected")
        return self


def load_agenda_outlook(path: Path) -> AgendaOutlook:
    """The table in `path`; a file that is not a valid table raises ComponentError naming it."""
    outlook: AgendaOutlook = read_model(path, AgendaOutlook)
    return outlook


@cache
def agenda_outlook() -> AgendaOutlook:
    """The table the bots read, loaded once (it never changes while the program runs)."""
    return load_agenda_outlook(OUTLOOK_FILE)


def expected_agenda_gain(state: DiceocracyState, seat: int) -> float:
    """What the seat's agendas in hand are expected to add to their votes by the game's end, at the turn it is
    in (a turn whose Rep is placed counts as played: the table's next column)."""
    p = state.players[seat]
    if not p.agendas:
        return 0.0
    gains, comps = agenda_outlook().gains, components()
    turn = min(comps.board.reps - p.reps, comps.board.reps - 1)
    return sum(gains[comps.agendas[card].kind][turn] for card in p.agendas)
