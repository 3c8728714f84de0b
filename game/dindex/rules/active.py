"""Who decides now (`active_players`), one place for the rules object and the views that carry it."""

from __future__ import annotations

from collections.abc import Callable

from game.dindex.rules import secret
from game.dindex.state import DindexState

# Per decision phase, the seats it asks, in the order the rules ask them.
_ASKED: dict[str, Callable[[DindexState], tuple[int, ...]]] = {
    "draw": lambda state: tuple([s for s, room in enumerate(state.draw_room) if room > 0]),
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


_last: tuple[DindexState | None, tuple[int, ...]] = (None, ())
"""The state asked about last and its answer: a match asks who acts, then the legal actions ask again (and a
bot's view a third time), all of the same state. Held by reference, so that state is never freed while it is
here and no other state can take its identity."""


def active_players(state: DindexState) -> tuple[int, ...]:
    """The seats asked now, in the order the rules ask them; () once the game is over."""
    global _last
    last_state, last_active = _last
    if last_state is state:
        return last_active
    if state.winners is not None:
        active: tuple[int, ...] = ()
    else:
        asked = _ASKED.get(state.phase)
        active = () if asked is None else asked(state)
    _last = (state, active)  # one assignment: a reader in another thread sees the old pair or the new
    return active
