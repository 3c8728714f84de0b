"""Dindex's public counter window (§ 5.5: "For playing a counter it is enough to call out. Whoever calls first
must also counter first."), as at a real table.

The rules keep the window as they have it: the other parties are asked one by one, clockwise (game/dindex
rules/open_actions.py). The table turns that into one public question: a banner everybody sees, a Counter!
button and key for each person still to answer, and "go on" for all of them. Only a person who calls is passed
the computer, to pick a counter or change their mind; everybody else's "let it stand" is sent for them, so the
way the computer is passed says nothing about who holds a counter (see scenes/presenter.py).
"""

from __future__ import annotations

from collections.abc import Callable

from game.dindex.components import components
from game.dindex.state import DindexView, LetStand
from scenes.tables.common.presenter import CallWindow
from scenes.tables.dindex.look import card

LET_STAND = LetStand()
CALL_REASON = "you called Counter! Pick your counter, or let it stand after all"

HANDOFF_REASONS = {
    "draw": "drawing your action cards",
    "propose": "your coalition proposal",
    "assign": "your ministries for the coalition",
    "respond": "your answer to the coalition offer",
    "tasks": "your government tasks",
    "reposition": "repositioning your ministers",
    "secret_choose": "your secret action",
    "secret_play": "your secret action",
    "open_turn": "your open turn: play, exchange or pass",
    "open_window": "counter or let it stand",
    "campaign": "your election campaign",
}
"""Why a party is handed the computer, per phase (the pass screen's second line)."""

TASK_KINDS = {("problem",): "a problem", ("crisis",): "a crisis", ("crisis", "problem"): "a problem or a crisis"}


def tasks_reason(view: DindexView) -> str:
    """Why a minister is handed the computer in the tasks phase (§ 5.3), true to the tasks on the table: a
    term may bring problems only, and "your crisis tasks" then named none of them."""
    kinds = tuple(sorted({components().tasks[t].kind for t in view.tasks}))
    what = TASK_KINDS.get(kinds)
    return f"your government tasks: cover {what}" if what else HANDOFF_REASONS["tasks"]


HEADLINES = frozenset({"settlement", "election", "government", "formation_failed", "power_seized", "chaos",
                       "role_revealed"})
"""Results of a term that stay on the table until dismissed."""


def counter_window(view: DindexView) -> CallWindow | None:
    """The open counter window as a public call, or None outside one."""
    if view.phase != "open_window" or not view.window or not view.chain:
        return None
    return CallWindow(seats=tuple(view.window), pass_action=LET_STAND, call_reason=CALL_REASON)


def counter_words(view: DindexView, name: Callable[[int], str]) -> tuple[str, str, str, str]:
    """The banner: what is on top of the chain, and that any party may call."""
    top = view.chain[-1] if view.chain else None
    if top is None:
        played = "A card is on the table."
    else:
        verb = "countered with" if top.countered is not None else "played"
        played = f"{name(top.seat)} {verb} {card(top.card).name}."
    sub = (f"{played} Anyone who wants to counter it calls out: only the caller is passed the computer, "
           "and may still change their mind there.")
    return "Counter? Any party may call", sub, "Counter!", "Go on: everybody lets it stand (Enter)"
