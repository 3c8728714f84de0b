"""Who decides now (`active_players`), one place for the rules object and the views that carry it."""

from __future__ import annotations

from game.dindex.rules import secret
from game.dindex.state import DindexState


def active_players(state: DindexState) -> tuple[int, ...]:
    """The seats asked now, in the order the rules ask them; () once the game is over."""
    phase = state.phase
    if state.winners is not None:
        return ()
    if phase in ("propose", "assign"):
        return (state.formateur,)
    if phase == "respond":
        return (state.responders[0],)
    if phase in ("tasks", "reposition"):
        return (state.offices[state.task_office],)
    if phase == "secret_choose":
        return secret.choosers(state)
    if phase == "secret_play":
        return (secret.current(state),)
    if phase == "open_turn":
        return (state.turn,)
    if phase == "open_window":
        return (state.window[0],)
    if phase == "campaign":
        return (state.campaign_order[0],)
    return ()
