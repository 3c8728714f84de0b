"""The Dindex prompt's buttons, one for each legal action the asked party may take by a click.

Formation (§ 5.2): a toggle per possible partner and one Propose button that says what is missing until
the picked partners make a proposal the rules allow; a partner answering an offer ticks the ministries it
wants and asks for them with one button (or accepts, or declines). The buttons that finish a turn or a window — Pass,
Let it stand, End campaign — go into the prompt's finishing slot, so they keep their place and look.
"Ask for these" (a partner's answer with the ministries it ticked) takes that slot in the answer to an offer.
Every button carries ("button", action) as its data, for the tests and the keyboard.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.dindex.components import PORTFOLIOS, components
from game.dindex.state import (
    AcceptCoalition,
    AskMinistries,
    AssignMinistry,
    CoverTask,
    DeclineCoalition,
    DindexAction,
    DindexView,
    DrawActionCards,
    EndCampaign,
    LeaveUncovered,
    LetFormationFail,
    LetStand,
    PassTurn,
    PlaySecret,
    ProposeCoalition,
    SupportCrisis,
)
from scenes.tables.common.prompt import ButtonSpec
from scenes.tables.dindex.look import PORTFOLIO_SHORT, PORTFOLIO_WORD


@dataclass(frozen=True)
class ButtonHooks:
    """What the buttons do: act on an action, toggle a partner in the coalition being formed, or tick a
    ministry to ask for."""

    act: Callable[[Any], Callable[[], None]]
    toggle: Callable[[int], Callable[[], None]]
    name: Callable[[int], str]
    wish: Callable[[str], Callable[[], None]]


def _nothing() -> None:
    """A greyed button's click: it cannot be pressed, so nothing happens."""


def formation_buttons(view: DindexView, proposals: Sequence[ProposeCoalition], picked: set[int],
                      hooks: ButtonHooks) -> list[ButtonSpec]:
    """A toggle per possible partner, then Propose for exactly the picked partners (when the rules allow it)."""
    votes_of = view.votes or tuple(0 for _ in range(view.num_players))
    specs: list[ButtonSpec] = []
    for s in sorted({p for a in proposals for p in a.partners}):
        mark = "☑" if s in picked else "☐"
        specs.append(ButtonSpec(f"{mark} {hooks.name(s)} ({votes_of[s]})", hooks.toggle(s),
                                data=("button", ("toggle", s))))
    match = next((a for a in proposals if set(a.partners) == picked), None)
    votes = sum(votes_of[s] for s in picked | {view.formateur})
    if match is None:  # say what is missing rather than offer a greyed "Govern alone"
        label = (f"Pick partners: {votes} of {view.majority} votes" if votes < view.majority
                 else f"Not this coalition ({votes} votes)")
        specs.append(ButtonSpec(label, _nothing, "primary", pygame.K_p, enabled=False, data=("button", ("invalid",))))
    else:
        label = (f"Propose (P): {votes} votes, majority {view.majority}" if picked
                 else f"Govern alone (P): {votes} votes")
        specs.append(ButtonSpec(label, hooks.act(match), "primary", pygame.K_p, data=("button", match)))
    return specs


def ask_buttons(view: DindexView, asks: Sequence[AskMinistries], wanted: set[str], me: int,
                hooks: ButtonHooks) -> list[ButtonSpec]:
    """A tick per ministry, then "Ask for …" for exactly the ticked ones (when the rules allow that ask)."""
    mine = view.competences[me]
    # short names keep the ticks on one row beside Accept and Decline; the tooltip spells the ministry out
    specs = [ButtonSpec(f"{'☑' if p in wanted else '☐'} {PORTFOLIO_SHORT[p]}{' ★' if p in mine else ''}",
                        hooks.wish(p), tooltip=f"{PORTFOLIO_WORD[p]} Ministry"
                        + (" (★ your core competence)" if p in mine else ""), data=("button", ("wish", p)))
             for p in PORTFOLIOS if any(p in a.portfolios for a in asks)]
    ask = next((a for a in asks if set(a.portfolios) == wanted), None)
    if ask is None:
        label = "Tick ministries to ask for" if not wanted else "Not this ask"
        specs.append(ButtonSpec(label, _nothing, enabled=False, data=("button", ("invalid",))))
    else:
        asked = ", ".join(PORTFOLIO_WORD[p] for p in ask.portfolios)
        specs.append(ButtonSpec("Ask for these (K)", hooks.act(ask), hotkey=pygame.K_k,
                                tooltip=f"Answer the offer: you want the {asked} ministries", data=("button", ask)))
    return specs


def action_buttons(view: DindexView, legal: Sequence[DindexAction], picked: set[int], hooks: ButtonHooks,
                   wanted: set[str] | None = None) -> tuple[list[ButtonSpec], ButtonSpec | None]:
    """(the buttons of the row, the finishing button or None) for the asked party's legal actions; `wanted`:
    the ministries the answering partner has ticked."""
    proposals = [a for a in legal if isinstance(a, ProposeCoalition)]
    specs = formation_buttons(view, proposals, picked, hooks) if proposals else []
    asks = [a for a in legal if isinstance(a, AskMinistries)]
    end: ButtonSpec | None = None

    def button(label: str, action: DindexAction, kind: str = "normal", hotkey: int | None = None) -> ButtonSpec:
        return ButtonSpec(label, hooks.act(action), kind, hotkey, data=("button", action))

    tasks = components().tasks
    draws = sorted((a for a in legal if isinstance(a, DrawActionCards)), key=lambda a: -a.count)
    for draw in draws:  # § 5.1 "you may draw": up to the limit first (the primary button), then fewer, then none
        if draw is draws[0] and draw.count:
            specs.append(button(f"Draw {draw.count} (D): up to the limit", draw, "primary", pygame.K_d))
        else:
            specs.append(button("Draw none" if draw.count == 0 else f"Draw {draw.count}", draw))
    for a in legal:
        if isinstance(a, AssignMinistry):
            # a core competence earns 2 RP instead of 1 (§ 5.7): the button says so
            core = " ★ core" if a.portfolio in view.competences[a.seat] else ""
            specs.append(button(f"{PORTFOLIO_WORD[a.portfolio]} → {hooks.name(a.seat)}{core}", a))
        elif isinstance(a, AcceptCoalition):
            specs.append(button("Accept (A)", a, "primary", pygame.K_a))
            if asks and view.active and not any(isinstance(b, DeclineCoalition) for b in legal):
                # the second formation's partners cannot refuse (§ 5.2): they accept or ask
                *ticks, end = ask_buttons(view, asks, wanted or set(), view.active[0], hooks)
                specs += ticks
        elif isinstance(a, DeclineCoalition):
            specs.append(button("Decline (D)", a, "danger", pygame.K_d))
            if asks and view.active:
                *ticks, end = ask_buttons(view, asks, wanted or set(), view.active[0], hooks)
                specs += ticks  # "Ask for these" finishes the answer: it takes the finishing slot
        elif isinstance(a, LetFormationFail):
            specs.append(button("Let it fail (X)", a, "danger", pygame.K_x))
        elif isinstance(a, CoverTask):
            specs.append(button(f"Cover {tasks[a.task].name}", a))
        elif isinstance(a, SupportCrisis):
            specs.append(button(f"Support on {tasks[a.task].name}", a))
        elif isinstance(a, LeaveUncovered):
            specs.append(button("Leave free (F)", a, hotkey=pygame.K_f))
        elif isinstance(a, PlaySecret):
            label = "Carry it out (C)" if a.target is None else f"Against {hooks.name(a.target)}"
            if a.ministry is not None:  # a minister is shot: which one (decision 18)
                label += f": shoot the {PORTFOLIO_WORD[a.ministry]} minister"
            specs.append(button(label, a, "primary", pygame.K_c if a.target is None else None))
        elif isinstance(a, PassTurn):
            end = button("Pass (P)", a, hotkey=pygame.K_p)
        elif isinstance(a, LetStand):
            end = button("Let it stand (L)", a, "primary", pygame.K_l)
        elif isinstance(a, EndCampaign):
            end = button("End campaign (E)", a, "primary", pygame.K_e)
    return specs, end
