"""Buttons that keep their places for as long as their step lasts.

Step 4 offers the district action, the follower action, the alternatives to the district action and the
skips; once one is used, the buttons of what can no longer be done would vanish and the rest slide left, so
the pointer that was over "Follower: …" lands on "Instead: …" (a playtest's misclick). Instead, the row is
remembered per step of a turn: a button that goes while its step lasts leaves a greyed twin in its slot,
saying why, and a button that comes later takes a slot after the others. A new step, turn or round starts
a fresh row. (The cards in hand close up instead: playtest 5 found the gaps they left worse than a slide.)
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace

from game.diceocracy.actions import (
    GiveFirstPlayer,
    PlayAdvert,
    PlayStunt,
    SkipDistrictAction,
    SkipFollowerAction,
    SwapAgenda,
    UseDistrictAction,
    UseFollowerAction,
)
from game.diceocracy.views import DiceocracyView
from scenes.engine.i18n import N_, Translator
from scenes.tables.common.prompt import ButtonSpec
from scenes.tables.diceocracy.terms import ENGLISH

DISTRICT_PART = (UseDistrictAction, GiveFirstPlayer, SwapAgenda, SkipDistrictAction)
"""Step 4's district part: the district action, its alternatives, and skipping it."""
FOLLOWER_PART = (UseFollowerAction, SkipFollowerAction)


def step_of(view: DiceocracyView, seat: int) -> tuple[Hashable, ...] | None:
    """The step whose buttons keep their places: this seat's turn, round and phase (None: not its turn)."""
    if not view.order or view.order[view.order_index] != seat or view.phase in ("candidate", "personality"):
        return None
    if view.phase == "resolve":  # each effect resolved is a step of its own: a colour chosen for Rally Poster
        # after an advert was taken showed the taking's buttons greyed beside the colours (playtest)
        turn = view.turn
        done = (turn.district_done, turn.follower_done, turn.advert_played, turn.stunt_played) if turn else ()
        return seat, view.round, view.order_index, view.phase, view.pending[0].type if view.pending else "", done
    return seat, view.round, view.order_index, view.phase


class SteadyRow:
    """The buttons shown so far in each step of the current turn, in their slots (by what each stands for, its
    data). A step left for a moment (step 4's district action resolved: a colour chosen, a die picked) finds
    its row as it left it when it comes back (playtest 5: "Skip district action" jumped to the second row
    once the follower action had been resolved)."""

    def __init__(self) -> None:
        self._turn: tuple[Hashable, ...] | None = None
        self._rows: dict[tuple[Hashable, ...], list[ButtonSpec]] = {}

    def arrange(self, step: tuple[Hashable, ...] | None, specs: Sequence[ButtonSpec],
                view: DiceocracyView, tr: Translator = ENGLISH) -> list[ButtonSpec]:
        """`specs` in the slots their step gave them; a button gone since leaves a greyed twin."""
        if step is None:
            self._turn, self._rows = None, {}
            return list(specs)
        if step[:3] != self._turn:  # a new turn: fresh rows
            self._turn, self._rows = step[:3], {}
        now = {slot_key(s): s for s in specs}
        out: list[ButtonSpec] = []
        for old in self._rows.get(step, []):
            spec = now.pop(slot_key(old), None)
            out.append(spec if spec is not None else gone(old, view, tr))
        out += [s for s in specs if slot_key(s) in now]  # new ones after the others, in their order
        self._rows[step] = out
        return out


CARD_SLOTS: dict[type, tuple[str, str]] = {PlayAdvert: ("button", "adverts"), PlayStunt: ("button", "stunts")}
"""Step 5's card buttons by kind: a lone playable card's button (no group for one) takes its group's slot."""
PLAYED = {("button", "adverts"): ("advert_played", N_("Advertising card played"), N_("No advertising card playable")),
          ("button", "stunts"): ("stunt_played", N_("Political stunt played"), N_("No political stunt playable"))}
"""A card slot's greyed words: played this turn, or none playable now (the stale "Play a political stunt card (2
playable)" stood greyed after the stunt was played)."""


def slot_key(spec: ButtonSpec) -> Hashable:
    """What a button stands for (its data: the action, or a group's key), as a key; its words may change
    (a group's count) while it keeps its slot."""
    action = spec.data[1] if isinstance(spec.data, tuple) and len(spec.data) > 1 else None
    for kind, key in CARD_SLOTS.items():
        if isinstance(action, kind):
            return key
    try:
        hash(spec.data)
    except TypeError:
        return repr(spec.data)
    return spec.data  # type: ignore[no-any-return]


def gone(spec: ButtonSpec, view: DiceocracyView, tr: Translator = ENGLISH) -> ButtonSpec:
    """The greyed twin of a button whose choice is no longer possible in this step, saying why."""
    if spec.enabled is False:
        return spec
    action = spec.data[1] if isinstance(spec.data, tuple) and len(spec.data) > 1 else None
    turn = view.turn
    key = slot_key(spec)
    if key in PLAYED:
        flag, played, none = PLAYED[key]
        done = turn is not None and bool(getattr(turn, flag))
        why = (tr("One of each kind per turn: this turn's is played") if done
               else tr("None of your cards of this kind can be played now (its cost, or what it needs, is not met)"))
        return replace(spec, label=tr(played if done else none), on_click=lambda: None, enabled=False,
                       kind="normal", tooltip=why)
    if isinstance(action, DISTRICT_PART) or spec.data == ("button", "give_first"):
        why = tr("Step 4's district part is over this turn (the district action or one alternative was used or "
                 "skipped)")
    elif isinstance(action, FOLLOWER_PART):
        why = tr("Step 4's follower part is over this turn (the follower action was used or skipped)")
    elif turn is not None and turn.advert_played and spec.data == ("button", "adverts"):
        why = tr("An advertising card was played this turn")
    else:
        why = tr("No longer possible in this step")
    return replace(spec, on_click=lambda: None, enabled=False, kind="normal", tooltip=why)
