"""Diceocracy's lesson set-up: its table with the coach on it, and the parts of that table a step may point at.

The lesson's table is the Diceocracy table itself (scenes/tables/diceocracy/table.py), subclassed only to
forward the hooks the coach needs (what the table shows, the moves made through it, drawing and input, the
wait), as DemosLesson does: the same rules core, presenter and bag.

A step points at the table by these names (the learner's own board is the front board, seat 0):

    districts, district:N            every district tile, the one at layout position N (0-7, street N // 2)
    die:N:S                          the loose die on space S of the district at position N
    advert:N, stunt:N, decks         the face-up advertising / stunt card of street N, the three decks
    board, seat, slot:N, taken       the follower grid, the whole front board, its slot N (0-8), the taken die
    follower:N                       the learner's follower on slot N (0-8)
    popularity, track:GROUP, money   the popularity tracks, one of them, the money track
    candidate, personality, votes    the front board's lines for them ("played": the stunts played)
    hand, hand:adverts|stunts|agendas    the learner's cards in hand, or those of one deck
    bag, removed                     the bag's panel, the dice it removed from the game
    setup, prompt, buttons, header, log    the set-up's options, what to do now and its buttons, the header, the log
    end                              the End turn button
    result, ranks                    the final count (title, totals, districts), the solo ranks at its foot
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, get_args

import pygame

from game.diceocracy.actions import (
    DiceocracyAction,
    Focus,
    Manipulate,
    MoveFollower,
    Pick,
    PlaceFollower,
    PlayAdvert,
    PlayStunt,
    TakeCard,
    TakeDie,
)
from game.diceocracy.components import COLORS
from game.diceocracy.state import Phase
from scenes.engine.dnd import DragIntent
from scenes.engine.nodes import TextNode
from scenes.tables.diceocracy.buttons import GROUPS
from scenes.tables.diceocracy.drops import DiceDrop, DiceDrops, TakeAndPlace
from scenes.tables.diceocracy.table import DiceocracyTable
from scenes.tutorial.coach import Reading
from scenes.tutorial.coached import Coached
from scenes.tutorial.lesson import prompt_rect, rects_of, text_rect
from scenes.tutorial.place import union
from scenes.tutorial.script import Lesson, Pointing

GAME_ID = "diceocracy"
LEARNER = 0
SIMPLE = ("districts", "decks", "board", "seat", "taken", "popularity", "money", "candidate", "personality",
          "votes", "played", "hand", "bag", "removed", "setup", "prompt", "buttons", "end", "header", "log", "result",
          "ranks")
_NUMBERED = re.compile(r"^(district|advert|stunt):([0-7])$|^(?:slot|follower):([0-8])$|^die:([0-7]):([0-9])$")
_NAMED = re.compile(r"^track:(pink|blue|green|orange)$|^hand:(adverts|stunts|agendas)$")
HAND_DECK = {PlayAdvert: "adverts", PlayStunt: "stunts"}
DIE_RING = 8
"""How much wider than the die the suggested die's ring is (design units): every die that may be taken has the
table's green frame already."""
PROMPT_WEIGHT = 6
"""The prompt counts this many times over what else is worth reading: the box goes over a tile's corner
rather than over the line that says what to do now."""


def valid_point(name: str) -> bool:
    found = _NUMBERED.match(name)
    if found is not None and found.group(1) in ("advert", "stunt") and int(found.group(2)) > 3:
        return False  # four streets
    return name in SIMPLE or found is not None or _NAMED.match(name) is not None


def round_of(view: Any) -> int | None:
    return getattr(view, "round", None)


def hand_of(view: Any, seat: int) -> tuple[str, ...]:
    """The learner's cards in hand as "advert:25", "stunt:1", "agenda:18" (a step's `hand` names them so)."""
    players = getattr(view, "players", ())
    if seat >= len(players):
        return ()
    p = players[seat]
    return tuple(f"{kind}:{card}" for kind, cards in (("advert", p.adverts), ("stunt", p.stunts),
                                                       ("agenda", p.agendas)) for card in (cards or ()))


class DiceocracySetup:
    """What the coach needs of the Diceocracy table."""

    game_id = GAME_ID
    reading = Reading(round_of=round_of, hand_of=hand_of)
    pointing = Pointing(valid_point, get_args(Phase))

    def point(self, table: Any, name: str) -> list[pygame.Rect]:
        t: DiceocracyTable = table
        spots = t.spots
        simple: dict[str, list[Any]] = {
            "districts": list(spots.tiles.values()),
            "decks": [spots.face_up.get(("deck", i)) for i in range(3)],
            "board": [spots.boards.get(LEARNER)],
            "seat": [front_panel(t)],
            "taken": [t.taken],
            "popularity": [spots.tracks.get((LEARNER, c)) for c in COLORS],
            "money": [spots.tracks.get((LEARNER, "money"))],
            "hand": list(t.hand_nodes.values()),
            "bag": [t.seats.bag_panel],
            "removed": list(spots.removed),
            "setup": [setup_panel(t)],
            "log": [t.log],
            "buttons": shown_buttons(t),
            "end": [b for b in [t.prompt.end_button] if b.visible],
        }
        if name in simple:
            return rects_of(simple[name])
        if name in ("candidate", "personality", "votes", "played"):
            return rects_of([spots.counters.get((LEARNER, name))])
        if name == "prompt":
            return [prompt_rect(t)]
        if name == "header":
            return [text_rect(t, t.header)]
        if name == "result":
            return result_rects(t)
        if name == "ranks":
            return rank_rects(t)
        if name.startswith("track:"):
            return rects_of([spots.tracks.get((LEARNER, name[6:]))])
        if name.startswith("hand:"):
            return rects_of([n for (deck, _), n in t.hand_nodes.items() if deck == name[5:]])
        part, number, *space = name.split(":")
        if part == "die":
            return rects_of([spots.dice.get(("district", int(number), int(space[0])))])
        if part == "district":
            return rects_of([spots.tiles.get(int(number))])
        if part == "slot":
            return rects_of([spots.slots.get(int(number))])
        if part == "follower":
            return rects_of([spots.dice.get(("board", LEARNER, int(number)))])
        deck = "adverts" if part == "advert" else "stunts"
        return rects_of([spots.face_up.get((deck, int(number)))])

    def move_rects(self, table: Any, action: Any) -> list[pygame.Rect]:
        t: DiceocracyTable = table
        spots = t.spots
        if isinstance(action, TakeDie):  # ringed wider than the table's own frame round every die it may take
            grow = round(DIE_RING * t.stage.root.scale)
            return [r.inflate(grow, grow) for r in rects_of([spots.dice.get(("district", action.district,
                                                                                action.space))])]
        if isinstance(action, PlaceFollower):
            return rects_of([t.taken, spots.slots.get(action.slot)])
        if isinstance(action, MoveFollower):
            return rects_of([spots.dice.get(("board", LEARNER, action.source)), spots.slots.get(action.target)])
        if isinstance(action, TakeCard):
            pending = t.view.pending[0].type if t.view.pending else ""
            deck = "adverts" if pending == "advertising" else "stunts"
            if action.slot is None:
                return rects_of([spots.face_up.get(("deck", 0 if deck == "adverts" else 1))]) or buttons_for(t, action)
            return rects_of([spots.face_up.get((deck, action.slot))])
        if isinstance(action, Focus):
            key = (action.spot.area, action.spot.index, action.spot.pos)
            if t.spot_pick == key:
                return buttons_for(t, action)
            return rects_of([spots.dice.get(key)])
        if isinstance(action, (Pick, Manipulate)):
            key = (action.spot.area, action.spot.index, action.spot.pos)
            return rects_of([spots.dice.get(key) or spots.reps.get(key)])
        if isinstance(action, (PlayAdvert, PlayStunt)):
            card = t.hand_nodes.get((HAND_DECK[type(action)], action.card))
            if card is not None and card.effectively_visible():
                return rects_of([card])
        return buttons_for(t, action)

    def readable(self, table: Any) -> list[pygame.Rect]:
        """The prompt, the districts and their cards, the learner's board and hand, the set-up's options while
        they are chosen, what the bag's panel says at its top and its foot (its middle is empty), and the final
        result."""
        t: DiceocracyTable = table
        spots = t.spots
        streets = [*spots.tiles.values(), *(n for (deck, _), n in spots.face_up.items() if deck != "deck")]
        s = t.stage.root.scale
        shadow = round(8 * s)  # the box's shadow falls below it: the prompt's title starts at its very top
        prompt = prompt_rect(t)
        prompt = pygame.Rect(prompt.x, prompt.y - shadow, prompt.w, prompt.h + shadow)
        parts = rects_of([front_panel(t), setup_panel(t), *t.hand_nodes.values(), *streets])
        return [*[prompt] * PROMPT_WEIGHT, *parts, *bag_lines(t), *result_rects(t), *result_lines(t)[1]]


    def arrow_clear(self, table: Any) -> list[pygame.Rect]:
        """What no arrow crosses: the prompt, its buttons and the front board's "Your turn" checklist (an arrow
        from the log to a district ran through the checklist's words, playtest)."""
        t: DiceocracyTable = table
        return [prompt_rect(t), *rects_of(shown_buttons(t)), *checklist_rects(t)]

    def stay_readable(self, table: Any, names: Sequence[str]) -> list[pygame.Rect]:
        """What the box must leave readable, wherever the window leaves such a place (else the log, which the
        play steps never need, is where it goes): the prompt, its buttons and the checklist always; during the
        set-up its options, the front board's numbers and lines and the log, where the deal is told (the box
        covered the candidate tiles' words, then the tracks and the log); in play what the bag's panel says
        (its last turn) and the learner's tracks, and the districts with their cards when a step talks of a
        district, a die or a card (the box lay over the districts named)."""
        t: DiceocracyTable = table
        out = self.arrow_clear(t)
        phase = getattr(t.view, "phase", None)
        if phase in ("candidate", "personality"):
            out += rects_of([setup_panel(t)])
            out += rects_of([n for (seat, _), n in t.spots.counters.items() if seat == LEARNER])
            out += rects_of([*(n for (seat, _), n in t.spots.tracks.items() if seat == LEARNER), t.log])
            return out
        out += bag_text_rects(t)
        # the learner's popularity and money tracks: what the turn's actions and cards change (the box lay over
        # the money track's end while the bag's turn was told, playtest)
        out += rects_of([n for (seat, _), n in t.spots.tracks.items() if seat == LEARNER])
        if any(n.split(":")[0] in STREET_PARTS for n in names):
            out += rects_of([*t.spots.tiles.values(),
                             *(n for (deck, _), n in t.spots.face_up.items() if deck != "deck")])
        return out


STREET_PARTS = ("districts", "district", "die", "advert", "stunt", "decks")
"""The names of a step about the districts, their dice and cards."""


def checklist_rects(t: DiceocracyTable) -> list[pygame.Rect]:
    """The front board's checklist of the turn's five steps ("Your turn: ✓ 1–2 take a die …")."""
    panel = front_panel(t)
    if panel is None:
        return []
    opening = t.ctx.tr("Your turn")
    return [text_rect(t, n) for n in panel.walk() if isinstance(n, TextNode) and n.text.startswith(opening)
            and n.effectively_visible()]


def bag_text_rects(t: DiceocracyTable) -> list[pygame.Rect]:
    """The lines the bag's panel shows (its name, its dice, its last turn, how it plays), in window pixels."""
    panel = t.seats.bag_panel
    if panel is None or not panel.effectively_visible():
        return []
    return [text_rect(t, n) for n in panel.walk() if isinstance(n, TextNode) and n.text and n.effectively_visible()]


def shown_buttons(t: DiceocracyTable) -> list[Any]:
    end = t.prompt.end_button
    return [b for b in [*t.prompt.buttons, end] if b.visible]


def buttons_for(t: DiceocracyTable, action: DiceocracyAction) -> list[pygame.Rect]:
    """The button that makes `action`, or the button of the group it stands behind (its choices come next)."""
    shown = shown_buttons(t)
    direct = [b for b in shown if b.data == ("button", action)]
    if direct:
        return rects_of(direct)
    behind = [b for b in shown for key, group in GROUPS.items()
              if b.data == ("button", key) and isinstance(action, group.kind)]
    return rects_of(behind[:1])


BAG_HEAD, BAG_FOOT = 80, 48
"""The bag's panel: its name, the dice in the bag and those it removed at its top, its story at its foot."""


def bag_lines(t: DiceocracyTable) -> list[pygame.Rect]:
    rect = union(rects_of([t.seats.bag_panel]))
    if rect is None:
        return []
    s = t.stage.root.scale
    head, foot = round(BAG_HEAD * s), round(BAG_FOOT * s)
    return [pygame.Rect(rect.x, rect.y, rect.w, head), pygame.Rect(rect.x, rect.bottom - foot, rect.w, foot)]


def front_panel(t: DiceocracyTable) -> Any:
    return next((n for n in t.board_area.walk() if n.data == ("seat", LEARNER)), None)


def setup_panel(t: DiceocracyTable) -> Any:
    return next((n for n in t.board_area.walk() if n.data == ("setup",)), None)


FOOT_H = 60
"""The result's foot (design units): its lines of secret agendas and solo ranks, under the empty part of it."""


def result_lines(t: DiceocracyTable) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The result's lines of words: (its title, the totals and the districts), (its foot); none while it is
    not shown (the panel under them is empty, and may take the coach's box)."""
    overlay = t.overlay
    if not overlay.visible or not overlay.panel.visible:
        return [], []
    panel = overlay.panel.world_rect()
    foot_top = panel.bottom - round(FOOT_H * t.stage.root.scale)
    lines = [text_rect(t, n) for n in overlay.panel.walk() if isinstance(n, TextNode) and n.text
             and n.effectively_visible()]
    return [r for r in lines if r.top < foot_top], [r for r in lines if r.top >= foot_top]


def result_rects(t: DiceocracyTable) -> list[pygame.Rect]:
    """The result's title, totals and districts, as one place."""
    head = union(result_lines(t)[0])
    return [head] if head is not None else []


def rank_rects(t: DiceocracyTable) -> list[pygame.Rect]:
    """The result's foot: the solo ranks (an arrow to the title as well crossed the score table)."""
    below = union(result_lines(t)[1])
    return [below] if below is not None else []


SETUP = DiceocracySetup()


class LessonDrops(DiceDrops):
    """The table's drops, with a district die dropped on a slot made one move for the coach: the take and the
    placement are two decisions of the rules, sent one after the other, and the coach looks only once both are
    made (else it would say the placement's step between the two, and answer it as a move not followed)."""

    t: DiceocracyLesson

    def perform(self, intent: DragIntent, action: DiceDrop) -> None:
        if not isinstance(action, TakeAndPlace):
            super().perform(intent, action)
            return
        self.t.gesture = True
        try:
            super().perform(intent, action)
        finally:
            self.t.gesture = False
        if not self.t.animating:
            self.t.coaching.observe()


class DiceocracyLesson(Coached, DiceocracyTable):
    """The Diceocracy table with the coach on it (scenes/tutorial/coached.py forwards the hooks); a die dropped on a
    slot is one move for the coach (`LessonDrops`)."""

    setup = SETUP

    def __init__(self, ctx: Any, match: Any, lesson: Lesson, **kw: Any) -> None:
        self.gesture = False
        """A die dropped on a slot is being sent as its take and its placement: the coach looks after both."""
        super().__init__(ctx, match, lesson, **kw)

    def build(self) -> None:
        super().build()
        self.drops = LessonDrops(self)
        self.stage.policy = self.drops

    def observing(self) -> bool:
        return super().observing() and not self.gesture


def make_lesson_table(ctx: Any, match: Any, lesson: Lesson) -> DiceocracyLesson:
    return DiceocracyLesson(ctx, match, lesson)
