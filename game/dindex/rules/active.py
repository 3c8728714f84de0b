"""Who decides now (`active_players`), one place for the rules object and the views that carry it."""

from __future__ import annotations

from collections.abc import Callable

from game.dindex.rules import secret
from game.dindex.state import DindexState

# Per decision phase, the seats it asks, in the order the rules ask them.
_ASKED: dict[str, Callable[[DindexState], tuple[int, ...]]] = {
    "propose": lambda state: (state.formateur,),
    "assign": lambda state: (state.formateur,),
    "respond": lambda state: (state.responders[0],),
    "tasks": lambda state: (state.offices[state.task_office],),
    "reposition": lambda state: (state.offices[state.task_office],),
    "secret_choose": secret.choosers,
    "secret_play": lambda state: (secret.current(state),),
    "open_turn": lambda state: (state.turn,),
    "open_window": lambda state: (state.window[0],),
    "campaign": lambda state: (state.campaign_order[0],),
}


def active_players(state: DindexState) -> tuple[int, ...]:
    """The seats asked now, in the order the rules ask them; () once the game is over."""
    if state.winners is not None:
        return ()
    asked = _ASKED.get(state.phase)
    return () if asked is None else asked(state)
