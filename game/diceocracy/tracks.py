"""Every change on a player's money and popularity tracks, each reported by its `money` / `popularity` event.

Actions, cards, set-up bonuses, payments and cancels all move the tracks through these two functions, so the
log and the table's track animations see every change (rulebook "Candidate Board": the tracks are public).
"""

from __future__ import annotations

from game.diceocracy import events as ev
from game.diceocracy.board import add_money, add_popularity
from game.diceocracy.components import Color
from game.diceocracy.frozen import Out
from game.diceocracy.state import DiceocracyState


def change_money(state: DiceocracyState, seat: int, amount: int, out: Out) -> DiceocracyState:
    """Advance (or, paying, lower) the seat's money marker and report its new value; nothing for 0."""
    if amount == 0:
        return state
    state, value = add_money(state, seat, amount)
    out.emit(ev.Money, seat=seat, value=value)
    return state


def gain_popularity(state: DiceocracyState, seat: int, color: Color, amount: int, out: Out) -> DiceocracyState:
    """Advance the seat's marker on one popularity track and report its new value; nothing for 0."""
    if amount == 0:
        return state
    state, value = add_popularity(state, seat, color, amount)
    out.emit(ev.Popularity, seat=seat, color=color, value=value)
    return state
