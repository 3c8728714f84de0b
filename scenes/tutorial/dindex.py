"""Dindex's lesson set-up: its table with the coach on it, and the parts of that table a step may point at.

The lesson's table is the Dindex table itself (scenes/tables/dindex/table.py), subclassed only to forward the
hooks the coach needs (what the table shows, the moves made through it, drawing and input, the bots' wait): the
same rules core, presenter and bots as any game. Nothing here changes the table: the parts are read through its
public nodes.

A step points at the table by these names:

    role, dindex, hand, board, chain   one's role card, the Dindex gauge (with the centre pools), the hand, the
                                       government board, the card(s) on the chain beside the prompt
    stack, discards, random            the action stack, its discard pile, the random cards
    seat:N, voters:N, core:N           party N's panel, its row of voters, its row of core voters
    office:NAME                        an office token (chancellery, finance, environment, social, interior, defence)
    task:CODE                          a government task on the board ("fin-3")
    zone:NAME                          a drop zone (secret, play, exchange, counter, win, scare) while it shows
    card:CODE                          the action card CODE in the hand (or the drawn secret action, the chain's top)
    prompt, buttons, header, log       what to do now and its buttons, the header line, the log
    result                             the result's lines over the table at the end
    move                               where the suggested move is made (its button, its card and drop zone)
    results                            the big result kept over the log's top (the election …), else the log
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, get_args

import pygame

from game.dindex.components import OFFICES, PORTFOLIOS, components
from game.dindex.state import (
    AssignMinistry,
    CampaignCard,
    Counter,
    CoverTask,
    DindexView,
    ExchangeCard,
    Phase,
    PlayCard,
    ProposeCoalition,
    SubmitSecret,
    SupportCrisis,
)
from scenes.tables.dindex.look import ActionCardNode
from scenes.tables.dindex.nodes import TaskNode
from scenes.tables.dindex.table import DindexTable
from scenes.tutorial.coach import Reading
from scenes.tutorial.coached import Coached
from scenes.tutorial.lesson import prompt_rect, rect_of, rects_of, text_rect
from scenes.tutorial.place import union
from scenes.tutorial.script import Lesson, Pointing

GAME_ID = "dindex"
SIMPLE = ("role", "dindex", "hand", "board", "chain", "stack", "discards", "random", "prompt", "buttons", "header",
          "log", "result", "move", "results")
ZONE_NAMES = ("secret", "play", "exchange", "counter", "win", "scare")
HEAD_H = 40
"""A party panel's name and role lines at its top (design units): kept readable."""
_SEAT = re.compile(r"^(seat|voters|core):([0-6])$")
_OFFICE = re.compile(rf"^office:({'|'.join(OFFICES)})$")
_ZONE = re.compile(rf"^zone:({'|'.join(ZONE_NAMES)})$")


def _codes() -> tuple[set[str], set[str]]:
    comps = components()
    return {c.code for c in comps.cards}, {t.code for t in comps.tasks}


def valid_point(name: str) -> bool:
    if name in SIMPLE or _SEAT.match(name) or _OFFICE.match(name) or _ZONE.match(name):
        return True
    cards, tasks = _codes()
    kind, _, code = name.partition(":")
    return (kind == "card" and code in cards) or (kind == "task" and code in tasks)


def round_of(view: Any) -> int | None:
    """The legislative term: a step's `round` is the term it belongs to."""
    return getattr(view, "term", None)


def hand_of(view: Any, seat: int) -> tuple[str, ...]:
    """The codes of the cards in the learner's hand, and of the secret action drawn ("dem-02")."""
    if getattr(view, "viewer", None) != seat:
        return ()
    cards = components().cards
    held = [cards[c].code for c in (view.hand or ())]
    if view.my_secret_drawn is not None:
        held.append(cards[view.my_secret_drawn].code)
    return tuple(held)


def named_seats(view: Any) -> dict[str, int]:
    """The parties a step's words name by what the view shows (playtest: "Defence then goes to Otto" after the
    learner had chosen Ines): {partner}, the learner's coalition partner (the one proposed, else the other party
    in the government), and {outsider}, the third party, neither the learner nor that partner (three parties)."""
    out: dict[str, int] = {}
    viewer = getattr(view, "viewer", None)
    if viewer is None:
        return out
    partners = [p for p in view.partners if p != viewer] if view.formateur == viewer else []
    if not partners and viewer in view.offices:
        partners = sorted({s for s in view.offices if s >= 0 and s != viewer})
    if len(partners) == 1:
        out["partner"] = partners[0]
        others = [s for s in range(view.num_players) if s not in (viewer, partners[0])]
        if len(others) == 1:
            out["outsider"] = others[0]
    return out


class DindexSetup:
    """What the coach needs of the Dindex table."""

    game_id = GAME_ID
    reading = Reading(round_of=round_of, hand_of=hand_of, names_of=named_seats)
    pointing = Pointing(valid_point, get_args(Phase), names=("partner", "outsider"))

    def point(self, table: Any, name: str) -> list[pygame.Rect]:
        t: DindexTable = table
        simple: dict[str, list[Any]] = {
            "role": [t.role_card], "dindex": [t.gauge], "board": [t.board], "stack": [t.stack_pile],
            "discards": [t.discard_pile], "random": [t.random_pile], "log": [t.log],
            "buttons": [*t.prompt.buttons, t.prompt.end_button],
        }
        if name in simple:
            return rects_of(simple[name])
        if name == "hand":
            return hand_rect(t)
        if name == "chain":
            return [r for r in [union(rects_of(list(t.centre.children)))] if r is not None]
        if name == "prompt":
            return [prompt_rect(t)]
        if name == "header":
            return [text_rect(t, t.header)]
        if name == "result":
            return result_rects(t)
        if name == "results":  # the kept result, until it is seen ("OK, seen"); then the log keeps its line
            return rects_of([t.headlines]) or rects_of([t.log])
        if name == "move":  # the step's own suggested move (the Propose button, the Pass button …)
            coaching = getattr(t, "coaching", None)
            return coaching.move_spots() if coaching is not None else []
        found = _SEAT.match(name)
        if found is not None:
            panel = t.panels.get(int(found.group(2)))
            if panel is None:
                return []
            part = found.group(1)
            if part == "seat":
                return rects_of([panel])
            row = panel.rows.get("voters" if part == "voters" else "core_voters")
            return rects_of([row]) if row is not None and row.parent is not None else []
        kind, _, code = name.partition(":")
        if kind == "office":
            return rects_of([t.tokens[OFFICES.index(code)]])
        if kind == "zone":
            zone = t.zones[code]
            return rects_of([zone]) if zone.visible else []
        if kind == "task":
            return rects_of(task_nodes(t, code))
        if kind == "card":
            held = t.hand.cards()
            shown = [n for n in card_nodes(t, code) if n.effectively_visible()]
            return [visible_part(t, n) if n in held else rect_of(n) for n in shown]
        return []

    def move_rects(self, table: Any, action: Any) -> list[pygame.Rect]:
        t: DindexTable = table
        button = button_for(t, action)
        if isinstance(action, ProposeCoalition):
            # the partners are picked (their buttons, or their panels), then proposed
            wrong = set(action.partners) ^ t.picked
            toggles = [b for b in t.prompt.buttons if b.data in {("button", ("toggle", p)) for p in wrong}]
            return rects_of(toggles or button)
        if isinstance(action, AssignMinistry):
            token = t.tokens[1 + PORTFOLIOS.index(action.portfolio)]
            return rects_of(button or [token, t.panels[action.seat]])
        if isinstance(action, (CoverTask, SupportCrisis)):
            return rects_of(button or task_nodes(t, components().tasks[action.task].code))
        if isinstance(action, (SubmitSecret, PlayCard, ExchangeCard, Counter, CampaignCard)):
            card = hand_cards(t, action.card)
            return rects_of([*card, *drop_place(t, action)])
        return rects_of(button)

    def readable(self, table: Any) -> list[pygame.Rect]:
        """The prompt, the hand, every party's name and role, the Dindex gauge, one's role card, the chain, the log
        (its kept results at the top: the election, the government) and the result. The government board is not
        among them: it is the one room left for the box, and what it talks about there is kept clear anyway."""
        t: DindexTable = table
        s = t.stage.root.scale
        heads = [pygame.Rect(r.x, r.y, r.w, round(HEAD_H * s)) for r in rects_of(list(t.panels.values()))]
        return [prompt_rect(t), *hand_rect(t), *heads, *rects_of([t.gauge, t.role_card, t.log]),
                *self.point(t, "chain"), *result_panel(t)]

    def over_the_box(self, table: Any) -> list[Any]:
        """The card preview a pointed-at card calls up: the learner reads it, the box waits beneath (playtest:
        the preview lay under the box)."""
        t: DindexTable = table
        return [t.preview] if t.preview.visible else []

    def arrow_clear(self, table: Any) -> list[pygame.Rect]:
        """What no arrow crosses: the prompt and its buttons."""
        t: DindexTable = table
        return [prompt_rect(t), *rects_of(shown_buttons(t))]

    def stay_readable(self, table: Any, names: Sequence[str]) -> list[pygame.Rect]:
        """What the box must leave readable while a step pointing at `names` is said, wherever the window leaves
        such a place: the prompt, its buttons and the drop zones showing (the move the prompt asks for is made
        there), the result panel, the offices and tasks on the board, each party's name and role, the hand; a
        party's whole panel, the Dindex, the chain or the log the step talks of. What is left is the board's
        empty middle and the log."""
        t: DindexTable = table
        out = [prompt_rect(t), *rects_of(shown_buttons(t)), *rects_of([z for z in t.zones.values() if z.visible]),
               *result_panel(t)]
        # the offices and tasks on the board, and each party's name and role: what a newcomer reads all along
        # (playtest: the box over the ministries, the tasks and a bot's panel while talking of something else)
        out.extend(rects_of([*t.tokens, *(n for n in t.task_layer.children if isinstance(n, TaskNode))]))
        s = t.stage.root.scale
        out.extend(pygame.Rect(r.x, r.y, r.w, round(HEAD_H * s)) for r in rects_of(list(t.panels.values())))
        out.extend(hand_rect(t))
        for name in names:
            found = _SEAT.match(name)
            if found is not None and int(found.group(2)) in t.panels:
                out.extend(rects_of([t.panels[int(found.group(2))]]))
            elif name == "chain":
                out.extend(self.point(t, name))
            elif name in ("dindex", "log"):
                out.extend(rects_of([t.gauge if name == "dindex" else t.log]))
        return out


def shown_buttons(t: DindexTable) -> list[Any]:
    return [b for b in [*t.prompt.buttons, t.prompt.end_button] if b.visible and b.parent is not None]


def button_for(t: DindexTable, action: Any) -> list[Any]:
    return [b for b in [*t.prompt.buttons, t.prompt.end_button] if b.visible and b.data == ("button", action)]


def drop_place(t: DindexTable, action: Any) -> list[Any]:
    """Where a hand card is dropped for `action`: its zone, or the party (or ministry) it aims at."""
    if isinstance(action, SubmitSecret):
        return [t.zones["secret"]]
    if isinstance(action, ExchangeCard):
        return [t.zones["exchange"]]
    if isinstance(action, Counter):
        return [t.zones["counter"]]
    if isinstance(action, CampaignCard):
        return [t.zones[action.effect]]
    if isinstance(action, PlayCard):
        if action.ministry is not None:
            return [t.tokens[1 + PORTFOLIOS.index(action.ministry)]]
        return [t.panels[action.target]] if action.target is not None else [t.zones["play"]]
    return []


def hand_cards(t: DindexTable, card: int) -> list[Any]:
    return [c for c in t.hand.cards() if c.data == ("hand", card)]


def card_nodes(t: DindexTable, code: str) -> list[Any]:
    index = components().card_index(code)
    held = hand_cards(t, index)
    if held:
        return held
    return [n for n in t.centre.children if isinstance(n, ActionCardNode) and n.index == index][:1]


def visible_part(t: DindexTable, card: Any) -> Any:
    """A hand card's part not under the card lying on it (the fan's next card): pointed at whole, an arrow ended
    on the edge the next card covers, on that card (playtest: "Play Door-to-Door Campaign" at Independent
    Audit)."""
    rect = rect_of(card)
    for other in t.hand.cards():
        if other is not card and other.z > card.z:  # drawn over it
            over = rect_of(other)
            if rect.left < over.left < rect.right:
                rect = pygame.Rect(rect.left, rect.top, over.left - rect.left, rect.h)
    return rect


def task_nodes(t: DindexTable, code: str) -> list[Any]:
    codes = [task.code for task in components().tasks]
    return [n for n in t.task_layer.children if isinstance(n, TaskNode) and codes[n.task] == code]


def hand_rect(t: DindexTable) -> list[pygame.Rect]:
    """The cards in the hand (the hand's node spans the room it may take; its cards are what one reads)."""
    whole = union(rects_of(t.hand.cards()))
    return [whole] if whole is not None else []


def result_panel(t: DindexTable) -> list[pygame.Rect]:
    overlay = t.overlay
    if not overlay.visible or not overlay.panel.visible:
        return []
    return rects_of([overlay.panel])


def result_rects(t: DindexTable) -> list[pygame.Rect]:
    """The result's lines (title and body), not the panel round them: an arrow to the panel ended on its empty
    foot, over the Banking Crisis it hides (playtest)."""
    overlay = t.overlay
    if not overlay.visible or not overlay.panel.visible:
        return []
    lines = [text_rect(t, overlay.title),
             *(text_rect(t, n) for n in overlay.body.children if hasattr(n, "measure") and n.visible)]
    whole = union([r for r in lines if r.w > 1])
    if whole is None:
        return rects_of([overlay.panel])
    return [whole.inflate(12, 12).clip(overlay.panel.world_rect())]


SETUP = DindexSetup()


class DindexLesson(Coached, DindexTable):
    """The Dindex table with the coach on it (scenes/tutorial/coached.py forwards the hooks)."""

    setup = SETUP


def make_lesson_table(ctx: Any, match: Any, lesson: Lesson) -> DindexLesson:
    return DindexLesson(ctx, match, lesson)


__all__ = ["SETUP", "DindexLesson", "DindexView", "make_lesson_table"]
