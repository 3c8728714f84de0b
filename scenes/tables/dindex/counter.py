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
from scenes.engine.i18n import N_, Translator
from scenes.tables.common.presenter import CallWindow
from scenes.tables.dindex.look import ENGLISH, card_name

LET_STAND = LetStand()
CALL_REASON = N_("you called Counter! Pick your counter, or let it stand after all")

HANDOFF_REASONS = {
    "draw": N_("drawing your action cards"),
    "propose": N_("your coalition proposal"),
    "assign": N_("your ministries for the coalition"),
    "respond": N_("your answer to the coalition offer"),
    "tasks": N_("your government tasks"),
    "reposition": N_("repositioning your ministers"),
    "secret_choose": N_("your secret action"),
    "secret_play": N_("your secret action"),
    "open_turn": N_("your open turn: play, exchange or pass"),
    "open_window": N_("counter or let it stand"),
    "campaign": N_("your election campaign"),
}
"""Why a party is handed the computer, per phase (the pass screen's second line; English, shown through tr)."""

TASK_KINDS = {("problem",): "a problem", ("crisis",): "a crisis", ("crisis", "problem"): "a problem or a crisis"}


def tasks_reason(view: DindexView, tr: Translator = ENGLISH) -> str:
    """Why a minister is handed the computer in the tasks phase (§ 5.3), true to the tasks on the table: a
    term may bring problems only, and "your crisis tasks" then named none of them."""
    kinds = tuple(sorted({components().tasks[t].kind for t in view.tasks}))
    words = {("problem",): tr("your government tasks: cover a problem"),
             ("crisis",): tr("your government tasks: cover a crisis"),
             ("crisis", "problem"): tr("your government tasks: cover a problem or a crisis")}
    return words.get(kinds) or tr(HANDOFF_REASONS["tasks"])


HEADLINES = frozenset({"settlement", "election", "government", "formation_failed", "power_seized", "chaos",
                       "role_revealed"})
"""Results of a term that stay on the table until dismissed."""


def counter_window(view: DindexView, tr: Translator = ENGLISH) -> CallWindow | None:
    """The open counter window as a public call, or None outside one."""
    if view.phase != "open_window" or not view.window or not view.chain:
        return None
    return CallWindow(seats=tuple(view.window), pass_action=LET_STAND, call_reason=tr(CALL_REASON))


def counter_words(view: DindexView, name: Callable[[int], str], tr: Translator = ENGLISH) -> tuple[str, str, str, str]:
    """The banner: what is on top of the chain, and that any party may call."""
    top = view.chain[-1] if view.chain else None
    if top is None:
        played = tr("A card is on the table.")
    elif top.countered is not None:
        played = tr("{name} countered with {card}.", name=name(top.seat), card=card_name(top.card, tr))
    else:
        played = tr("{name} played {card}.", name=name(top.seat), card=card_name(top.card, tr))
    # two lines under the title whatever the names (a third ran under the buttons, its last word hidden)
    sub = tr("{played} Whoever wants to counter calls out: only the caller gets the computer (and may still let "
             "it stand).", played=played)
    # decision 5: the last secret action, already carried out, may still be countered openly
    title = (tr("Counter the last secret action?") if view.chain and view.chain[0].undo is not None
             else tr("Counter? Any party may call"))
    return (title, sub, tr.trc("call button", "Counter!"),
            tr("Go on: everybody lets it stand (Enter)"))
