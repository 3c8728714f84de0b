"""DēmoS's lesson set-up: its table with the coach on it, and the parts of that table a step may point at.

The lesson's table is the DēmoS table itself (scenes/tables/demos/table.py), subclassed only to forward the
hooks the coach needs (what the table shows, the moves made through it, drawing and input, the bots' wait): the
same rules core, presenter and bots as any game.

A step points at the table by these names:

    hand, deck, power, media_out      the bottom seat's hand, the people's deck, the power deck, the media out
    slot:public|secret|unanimous      the bottom seat's discard slot of that step
    seat:N, figures:N, discards:N     seat N's panel, its figures, its discards (the bottom seat too)
    public:N, secret:N, unanimous:N   seat N's discards of that step only (the bottom seat: that slot)
    card:CODE                         the card CODE where it lies (in the hand, or among the visible discards)
    prompt, buttons, header, log      what to do now and its buttons, the header line, the log
    button:KIND                       the prompt's button making a move of that kind (button:skip_discard …)
    result                            the final ranking over the table
    banner                            the banner across the table while a move plays (VETO!, a show-down)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, get_args

import pygame

from game.core.protocol import Event
from game.demos.state import (
    ApplyMedia,
    Discard,
    Phase,
    TakeDiscard,
    TakeFromDeck,
)
from scenes.engine.nodes import PanelNode
from scenes.tables.common.words import Line
from scenes.tables.demos.table import DemosTable
from scenes.tutorial.coach import Reading
from scenes.tutorial.coached import Coached
from scenes.tutorial.lesson import prompt_rect, rects_of, text_rect
from scenes.tutorial.place import union
from scenes.tutorial.script import Lesson, Pointing

GAME_ID = "demos"
STEPS = ("public", "secret", "unanimous")
HEAD_H, FOOT_H = 52, 24
"""A seat panel's name, points and vetoes at its top, its last round's line at its foot (design units)."""
RESULT_PAD, RESULT_INSET = 10, 16
"""The room left around the final ranking's words by what points at them, and between that and the panel's own
border (design units: the words sit 24 inside it; the ring is drawn 5 outside the part)."""
SIMPLE = ("hand", "deck", "power", "media_out", "prompt", "buttons", "header", "log", "headlines", "result", "banner")
_SEAT = re.compile(r"^(seat|figures|discards|public|secret|unanimous):([0-6])$")
_BUTTON = re.compile(r"^button:[a-z_]{1,30}$")
_CARD = re.compile(r"^card:(10|[1-9])[SHDC]$|^card:[ELJ][SHDC]$|^card:M$")


def valid_point(name: str) -> bool:
    return (name in SIMPLE or _SEAT.match(name) is not None or _CARD.match(name) is not None
            or _BUTTON.match(name) is not None
            or name in {f"slot:{s}" for s in STEPS})


def round_of(view: Any) -> int | None:
    return getattr(view, "round", None)


def hand_of(view: Any, seat: int) -> tuple[str, ...]:
    seats = getattr(view, "seats", ())
    return tuple(seats[seat].hand or ()) if seat < len(seats) else ()


class DemosSetup:
    """What the coach needs of the DēmoS table."""

    game_id = GAME_ID
    reading = Reading(round_of=round_of, hand_of=hand_of)
    pointing = Pointing(valid_point, get_args(Phase))

    def point(self, table: Any, name: str) -> list[pygame.Rect]:
        t: DemosTable = table
        simple: dict[str, list[Any]] = {"hand": [t.hand], "deck": [t.people], "power": [t.power],
                                        "media_out": [t.media_out], "log": [t.log], "buttons": list(t.prompt.buttons)}
        if name in simple:
            return rects_of(simple[name])
        if name == "prompt":
            return [prompt_rect(t)]
        if name == "header":
            return [text_rect(t, t.header)]
        if name == "result":
            return result_rects(t)
        if name == "banner":
            return banner_rects(t)
        if name == "headlines":
            return rects_of([t.headlines.panel]) if t.headlines.visible else []
        if name.startswith("button:"):
            return rects_of(buttons_for(t, name[7:]))
        if name.startswith("slot:"):
            return rects_of([t.slots[name[5:]]])
        if name.startswith("card:"):
            code = name[5:]
            return visible_hand_rects(t, code) or rects_of(card_nodes(t, code))
        found = _SEAT.match(name)
        if found is None:
            return []
        part, seat = found.group(1), int(found.group(2))
        nodes = t.seat_nodes.get(seat)
        if part == "seat":
            panel = t.panels.get(seat)
            return rects_of([panel]) if panel is not None else []
        if nodes is None:
            return []
        if part == "figures":
            return rects_of(list(nodes.figures.values()))
        steps = STEPS if part == "discards" else (part,)
        if seat == t.viewer:
            return rects_of([t.slots[s] for s in steps if t.slots[s].visible])
        return rects_of([card for step in steps for card in nodes.piles.get(step, [])])

    def move_rects(self, table: Any, action: Any) -> list[pygame.Rect]:
        t: DemosTable = table
        view = t.view
        if t.confirm_box.open:  # the move is made; the table asks to confirm it (a veto): "yes" is next
            return rects_of([t.confirm_box.yes])
        if isinstance(action, Discard):
            slot = [t.slots[view.discard_step]] if view.discard_step else []
            return rects_of([*hand_cards(t, action.card), *slot])
        if isinstance(action, TakeDiscard):
            return rects_of([t.card_nodes.get(action.card), t.hand])
        if isinstance(action, TakeFromDeck):
            return rects_of([t.people, t.hand])
        if isinstance(action, ApplyMedia):
            return rects_of(media_nodes(t, action))
        return rects_of([b for b in t.prompt.buttons if b.data == ("button", action)])

    def readable(self, table: Any) -> list[pygame.Rect]:
        """The prompt, the hand and what the bottom seat's panel says beside it and above its slots, each other
        seat's name and points and its last round's line, the decks."""
        t: DemosTable = table
        hand, own = t.hand.world_rect(), t.own.world_rect()
        beside = pygame.Rect(hand.right, own.top, max(1, own.right - hand.right), own.h)
        s = t.stage.root.scale
        own_head = pygame.Rect(own.x, own.y, max(1, hand.left - own.x), round(HEAD_H * s) + round(10 * s))
        others = rects_of([p for p in t.panels.values() if p is not t.own])
        return [prompt_rect(t), hand, beside, own_head, *panel_lines(t), *rects_of([t.people, t.power]),
                *result_rects(t), *others, *rects_of([t.log])]

    def arrow_clear(self, table: Any) -> list[pygame.Rect]:
        """What no arrow crosses: the prompt and its buttons."""
        t: DemosTable = table
        return [prompt_rect(t), *rects_of(list(t.prompt.buttons))]

    def stay_readable(self, table: Any, names: Sequence[str]) -> list[pygame.Rect]:
        """What the box must leave readable and its arrows uncrossed: the prompt and its buttons, a move's banner,
        each other seat's name, points and last round's line and the learner's own discards and figures always,
        and the other seats' whole panels and the log when the step talks of them (what a bot did, the round's
        result)."""
        t: DemosTable = table
        out = [prompt_rect(t), *rects_of(list(t.prompt.buttons)), *banner_rects(t), *panel_lines(t)]
        mine = t.seat_nodes.get(t.own.seat)
        if mine is not None:  # the learner's own discards and figures: what they laid and won, read beside the words
            out.extend(rects_of([t.slots[s] for s in STEPS if t.slots[s].visible and mine.piles.get(s)]))
            out.extend(rects_of(list(mine.figures.values())))
        for name in names:
            found = _SEAT.match(name)
            if found is not None:
                panel = t.panels.get(int(found.group(2)))
                if panel is not None and panel is not t.own:
                    out.extend(rects_of([panel]))
            elif name in ("log", "headlines", "banner"):  # a move's outcome: the log, and each panel's line of it
                out.extend(rects_of([t.log, *(p for p in t.panels.values() if p is not t.own)]))
        return out


def result_rects(t: DemosTable) -> list[pygame.Rect]:
    """The final ranking's lines (the panel under them is empty table)."""
    overlay = t.overlay
    if not overlay.visible or not overlay.panel.visible:
        return []
    lines = [text_rect(t, overlay.title), *(text_rect(t, n) for n in overlay.body.children if hasattr(n, "measure"))]
    whole = union([r for r in lines if r.w > 1])
    if whole is None:
        return []
    # with room around the words, so the ring drawn around them does not touch them, and inside the panel
    scale = t.stage.root.scale
    pad, inset = round(RESULT_PAD * scale), round(RESULT_INSET * scale)
    return [whole.inflate(2 * pad, 2 * pad).clip(overlay.panel.world_rect().inflate(-2 * inset, -2 * inset))]


def panel_lines(t: DemosTable) -> list[pygame.Rect]:
    """Each other seat's name, points and vetoes at its panel's top, and its last round's line at its foot."""
    s = t.stage.root.scale
    panels = rects_of([p for p in t.panels.values() if p is not t.own])
    heads = [pygame.Rect(r.x, r.y, r.w, round(HEAD_H * s)) for r in panels]
    feet = [pygame.Rect(r.x, r.bottom - round(FOOT_H * s), r.w, round(FOOT_H * s)) for r in panels
            if t.view.last_round is not None]  # the line of the last round, once there is one
    return [*heads, *feet]


def banner_rects(t: DemosTable) -> list[pygame.Rect]:
    """The banner a move puts across the middle of the table while it plays (VETO!, a round's show-down)."""
    return rects_of([n for n in t.fx.children if isinstance(n, PanelNode) and n.visible])


def buttons_for(t: DemosTable, kind: str) -> list[Any]:
    """The prompt's buttons that make a move of `kind` (the Keep my hand button for "skip_discard")."""
    return [b for b in t.prompt.buttons if isinstance(b.data, tuple) and len(b.data) == 2 and b.data[0] == "button"
            and getattr(b.data[1], "kind", None) == kind]


def hand_cards(t: DemosTable, code: str) -> list[Any]:
    return [c for c in t.hand.cards() if c.data == ("hand", code)]


def visible_hand_rects(t: DemosTable, code: str) -> list[pygame.Rect]:
    """The part of the hand's card `code` that shows, left of the cards fanned over it (an arrow to the whole
    card ended on its neighbour, 2♦ over 10♥; playtest); none when it is not in the hand."""
    cards = [c for c in t.hand.cards() if c.effectively_visible()]
    at = next((i for i, c in enumerate(cards) if c.data == ("hand", code)), None)
    if at is None:
        return []
    rect = rects_of([cards[at]])[0]
    for later in rects_of(cards[at + 1:]):
        if later.colliderect(rect) and rect.left < later.left < rect.right:
            rect.width = later.left - rect.left
    return [rect]


def card_nodes(t: DemosTable, code: str) -> list[Any]:
    in_hand = hand_cards(t, code)
    if in_hand:
        return in_hand
    if code in t.card_nodes:
        return [t.card_nodes[code]]
    return [n for nodes in t.seat_nodes.values() for n in nodes.figures.values()
            if n.face is not None and n.face.id == code and n.face_up][:1]


def media_nodes(t: DemosTable, action: ApplyMedia) -> list[Any]:
    """The learner's media card, the figure it is to land on, and once it has, the suit to announce."""
    own = t.seat_nodes.get(t.viewer if t.viewer is not None else 0)
    media = [n for n in (own.figures.values() if own is not None else ()) if n.face is not None
             and n.face.id == "M" and n.draggable][:1]
    target = t.seat_nodes.get(action.target)
    aim = [target.figures[action.slot]] if target is not None and action.slot in target.figures else []
    suit = [b for b in t.prompt.buttons if b.data == ("suit", action.suit)]
    return suit if t.media_pick == (action.target, action.slot) and suit else [*media, *aim]


SETUP = DemosSetup()


class DemosLesson(Coached, DemosTable):
    """The DēmoS table with the coach on it (scenes/tutorial/coached.py forwards the hooks): it also tells the coach
    of each event as it is logged, and holds what follows an event's motion while the coach speaks of it. A
    show-down goes on as in every game (its "Next round" once the coach has been read)."""

    setup = SETUP

    def on_logged(self, event: Event, line: Line | None) -> None:
        super().on_logged(event, line)
        self.coaching.logged(event)

    def animate_event(self, event: Event) -> None:
        super().animate_event(event)
        if self.stage.animator.factor > 0:  # instant: nothing moves, so nothing runs ahead of the words
            self.stage.animator.add(self.coaching.hold())


def make_lesson_table(ctx: Any, match: Any, lesson: Lesson) -> DemosLesson:
    return DemosLesson(ctx, match, lesson)
