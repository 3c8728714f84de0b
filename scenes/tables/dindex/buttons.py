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

from game.core.protocol import Event
from game.dindex.components import PORTFOLIOS
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
from scenes.engine.i18n import Translator
from scenes.tables.common.prompt import ButtonSpec
from scenes.tables.dindex.look import (
    ENGLISH,
    minister_word,
    ministry_word,
    portfolio_short,
    portfolio_word,
    task_name,
)


@dataclass(frozen=True)
class ButtonHooks:
    """What the buttons do: act on an action, toggle a partner in the coalition being formed, or tick a
    ministry to ask for."""

    act: Callable[[Any], Callable[[], None]]
    toggle: Callable[[int], Callable[[], None]]
    name: Callable[[int], str]
    wish: Callable[[str], Callable[[], None]]
    tr: Translator = ENGLISH


def _nothing() -> None:
    """A greyed button's click: it cannot be pressed, so nothing happens."""


def formation_buttons(view: DindexView, proposals: Sequence[ProposeCoalition], picked: set[int],
                      hooks: ButtonHooks) -> list[ButtonSpec]:
    """A toggle per possible partner, then Propose for exactly the picked partners (when the rules allow it)."""
    votes_of = view.votes or tuple(0 for _ in range(view.num_players))
    tr = hooks.tr
    specs: list[ButtonSpec] = []
    for s in sorted({p for a in proposals for p in a.partners}):
        mark = "☑" if s in picked else "☐"
        specs.append(ButtonSpec(f"{mark} {hooks.name(s)} ({votes_of[s]})", hooks.toggle(s),
                                data=("button", ("toggle", s))))
    match = next((a for a in proposals if set(a.partners) == picked), None)
    votes = sum(votes_of[s] for s in picked | {view.formateur})
    if match is None:  # say what is missing rather than offer a greyed "Govern alone"
        label = (tr("Pick partners: {votes} of {majority} votes", votes=votes, majority=view.majority)
                 if votes < view.majority else tr("Not this coalition ({votes} votes)", votes=votes))
        specs.append(ButtonSpec(label, _nothing, "primary", pygame.K_p, enabled=False, data=("button", ("invalid",))))
    else:
        label = (tr("Propose (P): {votes} votes, majority {majority}", votes=votes, majority=view.majority)
                 if picked else tr("Govern alone (P): {votes} votes", votes=votes))
        specs.append(ButtonSpec(label, hooks.act(match), "primary", pygame.K_p, data=("button", match)))
    return specs


def offered_to(view: DindexView, seat: int) -> set[str]:
    """The ministries the offer on the table gives `seat` (§ 5.2)."""
    return {PORTFOLIOS[i] for i, s in enumerate(view.ministries) if s == seat}


def ask_buttons(view: DindexView, asks: Sequence[AskMinistries], wanted: set[str], me: int,
                hooks: ButtonHooks) -> list[ButtonSpec]:
    """A tick per ministry, then "Ask for …" for exactly the ticked ones (when the rules allow that ask). An ask
    names every ministry the partner wants, those offered included, so the offered ones start ticked, their
    tooltips say so (playtest: an offered ministry showed as an empty box, as if it were not the partner's)."""
    mine = view.competences[me]
    offer = offered_to(view, me)
    tr = hooks.tr

    def tick(p: str) -> ButtonSpec:
        # short names keep the ticks on one row beside Accept and Decline; the tooltip spells the ministry out
        # the offered ones start ticked, as the prompt says (a word beside each tick took a third row, German)
        label = f"{'☑' if p in wanted else '☐'} {portfolio_short(p, tr)}{' ★' if p in mine else ''}"
        tip = (tr("{ministry} (★ your core competence)", ministry=ministry_word(p, tr)) if p in mine
               else ministry_word(p, tr))
        # the words follow the tick (a ticked ministry said "Tick it to ask for it", playtest of issue 31)
        if p in offer:
            tip = (tr("{ministry}: offered to you. Ticked, your ask keeps it; untick it to ask to give it up",
                      ministry=tip) if p in wanted
                   else tr("{ministry}: offered to you. Unticked, you ask to give it up; tick it to keep it",
                           ministry=tip))
        else:
            tip = (tr("{ministry}: not offered to you. Ticked, you ask for it; untick it to leave it",
                      ministry=tip) if p in wanted
                   else tr("{ministry}: not offered to you. Tick it to ask for it", ministry=tip))
        return ButtonSpec(label, hooks.wish(p), tooltip=tip, data=("button", ("wish", p)))

    specs = [tick(p) for p in PORTFOLIOS if p in offer or any(p in a.portfolios for a in asks)]
    ask = next((a for a in asks if set(a.portfolios) == wanted), None)
    if ask is None:
        label = (tr("Tick ministries to ask for") if not wanted
                 else tr("That is the offer: Accept") if wanted == offer else tr("Not this ask"))
        specs.append(ButtonSpec(label, _nothing, enabled=False, data=("button", ("invalid",))))
    else:
        asked = ", ".join(portfolio_word(p, tr) for p in ask.portfolios)
        specs.append(ButtonSpec(tr("Ask for these (K)"), hooks.act(ask), hotkey=pygame.K_k,
                                tooltip=tr("Answer the offer: you want the {portfolios} ministries", portfolios=asked),
                                data=("button", ask)))
    return specs


def secret_label(a: PlaySecret, hooks: ButtonHooks) -> str:
    """"Carry it out (C)", "Against Ben", "Ben: Interior" (decision 18: the prompt asks for the minister
    to shoot; "Against Ben: shoot the Interior minister" took a row each, five rows over the hand)."""
    tr = hooks.tr
    if a.target is None:
        return tr("Carry it out (C)") if a.ministry is None else tr("Carry it out (C): shoot the {minister}",
                                                                  minister=minister_word(a.ministry, tr))
    if a.ministry is None:
        return tr("Against {name}", name=hooks.name(a.target))
    return tr("{name}: {portfolio}", name=hooks.name(a.target), portfolio=portfolio_word(a.ministry, tr))


def secret_tooltip(a: PlaySecret, hooks: ButtonHooks) -> str | None:
    """The whole choice of a shooting button: whose minister, and what follows (decision 18)."""
    if a.target is None or a.ministry is None:
        return None
    tr = hooks.tr
    return tr("Against {name}: shoot the {minister}. The office stands empty for the rest of the term.",
              name=hooks.name(a.target), minister=minister_word(a.ministry, tr))


def previous_offer(events: Sequence[Event], view: DindexView) -> dict[str, int]:
    """The formateur's last offer before the one being made now (portfolio → seat), from the public log: a
    revision is given out ministry by ministry again, and starts from that offer (playtest: a revised offer
    started from nothing). Empty for a formation's first offer."""
    given: dict[str, int] = {}
    current = False
    for event in reversed(events):
        if event.type == "coalition_proposed":
            if current:
                return given
            if event.data.attempt <= 1 or event.data.formateur != view.formateur:
                return {}
            current = True
        elif event.type == "ministry_assigned" and current:
            given.setdefault(event.data.portfolio, event.data.seat)
        elif event.type in ("formation_failed", "formateur", "term_start"):
            return {}
    return {}


def action_buttons(view: DindexView, legal: Sequence[DindexAction], picked: set[int], hooks: ButtonHooks,
                   wanted: set[str] | None = None,
                   before: dict[str, int] | None = None) -> tuple[list[ButtonSpec], ButtonSpec | None]:
    """(the buttons of the row, the finishing button or None) for the asked party's legal actions; `wanted`:
    the ministries the answering partner has ticked; `before`: the formateur's last offer, which a revision
    starts from (its party for the ministry comes first, "as before")."""
    proposals = [a for a in legal if isinstance(a, ProposeCoalition)]
    specs = formation_buttons(view, proposals, picked, hooks) if proposals else []
    asks = [a for a in legal if isinstance(a, AskMinistries)]
    end: ButtonSpec | None = None

    def button(label: str, action: DindexAction, kind: str = "normal", hotkey: int | None = None) -> ButtonSpec:
        return ButtonSpec(label, hooks.act(action), kind, hotkey, data=("button", action))

    tr = hooks.tr
    draws = sorted((a for a in legal if isinstance(a, DrawActionCards)), key=lambda a: -a.count)
    for draw in draws:  # § 5.1 "you may draw": up to the limit first (the primary button), then fewer, then none
        # the key said as a key ("(D)" read as part of the words, playtest of issue 31), and each button says why it
        # is there: the first is the one to take, the others are the fewer § 5.1 allows
        if draw is draws[0] and draw.count:
            specs.append(ButtonSpec(tr("Draw {count}: up to the limit (key D)", count=draw.count), hooks.act(draw),
                                    "primary", pygame.K_d, data=("button", draw), tooltip=tr(
                                        "The usual choice: draw up to your hand limit, {count} cards (§ 5.1)",
                                        count=draw.count)))
        elif draw.count == 0:
            specs.append(ButtonSpec(tr("Draw none"), hooks.act(draw), data=("button", draw),
                                    tooltip=tr("Allowed (§ 5.1): you keep only the cards in your hand")))
        else:
            specs.append(ButtonSpec(tr("Draw {count}", count=draw.count), hooks.act(draw), data=("button", draw),
                                    tooltip=tr("Allowed (§ 5.1): fewer cards than your limit of {limit}",
                                               limit=draws[0].count)))
    again = [a for a in legal if isinstance(a, AssignMinistry) and (before or {}).get(a.portfolio) == a.seat]
    for a in again + [b for b in legal if b not in again]:
        if isinstance(a, AssignMinistry):
            # a core competence earns 2 RP instead of 1 (§ 5.7): the button says so
            parts = {"portfolio": portfolio_word(a.portfolio, tr), "name": hooks.name(a.seat)}
            label = (tr("{portfolio} → {name} ★ core", **parts) if a.portfolio in view.competences[a.seat]
                     else tr("{portfolio} → {name}", **parts))
            if a in again:  # the last offer's choice first, and lit: a revision changes only what it means to
                specs.append(button(tr("{label} (as before, B)", label=label), a, "primary", pygame.K_b))
            else:
                specs.append(button(label, a))
        elif isinstance(a, AcceptCoalition):
            specs.append(button(tr("Accept (A)"), a, "primary", pygame.K_a))
            if asks and view.active and not any(isinstance(b, DeclineCoalition) for b in legal):
                # the second formation's partners cannot refuse (§ 5.2): they accept or ask
                *ticks, end = ask_buttons(view, asks, wanted or set(), view.active[0], hooks)
                specs += ticks
        elif isinstance(a, DeclineCoalition):
            specs.append(button(tr("Decline (D)"), a, "danger", pygame.K_d))
            if asks and view.active:
                *ticks, end = ask_buttons(view, asks, wanted or set(), view.active[0], hooks)
                specs += ticks  # "Ask for these" finishes the answer: it takes the finishing slot
        elif isinstance(a, LetFormationFail):
            specs.append(button(tr("Let it fail (X)"), a, "danger", pygame.K_x))
        elif isinstance(a, CoverTask):
            specs.append(button(tr("Cover {task}", task=task_name(a.task, tr)), a))
        elif isinstance(a, SupportCrisis):
            specs.append(button(tr("Support on {task}", task=task_name(a.task, tr)), a))
        elif isinstance(a, LeaveUncovered):
            specs.append(button(tr("Leave free (F)"), a, hotkey=pygame.K_f))
        elif isinstance(a, PlaySecret):
            specs.append(ButtonSpec(secret_label(a, hooks), hooks.act(a), "primary",
                                    pygame.K_c if a.target is None else None, tooltip=secret_tooltip(a, hooks),
                                    data=("button", a)))
        elif isinstance(a, PassTurn):
            end = button(tr("Pass (P)"), a, hotkey=pygame.K_p)
        elif isinstance(a, LetStand):
            end = button(tr("Let it stand (L)"), a, "primary", pygame.K_l)
        elif isinstance(a, EndCampaign):
            end = button(tr("End campaign (E)"), a, "primary", pygame.K_e)
    return specs, end
