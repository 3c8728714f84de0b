"""The coach at a real table: a part the lesson's table composes (scenes/tutorial/<game>.py subclasses the game's
own table and forwards a handful of hooks here), so the lesson is played on the same table, presenter and bots as
any game, and nothing in scenes/tables changes for it.

What it draws over the table, after the table itself: rings around the parts the coach talks about, an arrow from
its speech box to them, the suggested move ringed in the table's "may do" green, and the speech box (title,
words, "Got it" and a link to the rulebook section), placed by scenes/tutorial/place.py beside those parts and
never over them. Input: a click on the box's buttons, Enter or Space for "got it" and F1 for its rules section
while it speaks; everything else goes to the table (Esc pauses as at any table), so any legal move can be made
at any time. While it speaks the bots wait (the table's `holding`).

A game's lesson set-up (`LessonSetup`) names the parts of its table a step may point at, the nodes that show a
suggested move, what on its table is worth keeping readable, and how to read its views' rounds and hands.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from scenes.engine.widgets import Button, blit_text, wrap_text
from scenes.tutorial.coach import Coach, Reading
from scenes.tutorial.place import arrows, place_box
from scenes.tutorial.script import Lesson, Pointing
from scenes.tutorial.words import GOT_IT, RULES_LINK

if TYPE_CHECKING:
    from scenes.tables.common.table import BaseTable

BOX_WIDTHS = (380, 320, 440)
"""The speech box's widths to try, in design units (the first is the usual one; a long text makes it taller)."""
SPARE_WIDTHS = (280,)
"""A narrower box, its buttons crowded: only where no usual width leaves what must be read clear."""
TITLE_SIZE, TEXT_SIZE, BUTTON_SIZE = 16.0, 13.5, 13.0
PAD, BUTTON_H, GAP = 14, 30, 30
LEAD = 0.4
"""Seconds of motion that still play once the coach speaks of an event logged during a move: the event's banner
comes up (the table's banners fade in within this), then the motion waits for "got it"."""
TALK = (240, 196, 80)
"""The ring and arrow around what the coach talks about: the accent gold."""
MOVE = (120, 220, 140)
"""The ring around the suggested move: the table's green for what may be done."""
BOX_FILL = (250, 246, 232)
BOX_INK = (30, 30, 34)
BOX_DIM = (90, 84, 70)


class LessonSetup(Protocol):
    """What a game gives the coach to work at its table (scenes/tutorial/<game>.py)."""

    game_id: str
    reading: Reading
    pointing: Pointing

    def point(self, table: Any, name: str) -> list[pygame.Rect]:
        """The window rectangles of the table part `name` ("hand", "seat:1" …); [] when it is not shown now."""

    def move_rects(self, table: Any, action: Any) -> list[pygame.Rect]:
        """Where the suggested `action` is made: the card to pick up, the place to drop it, the button."""

    def readable(self, table: Any) -> list[pygame.Rect]:
        """What the player would like to keep reading (the prompt, the hand …): the box avoids covering it."""

    # optional: def stay_readable(self, table: Any, names: Sequence[str]) -> list[pygame.Rect]
    #     What must stay readable while a step pointing at `names` is said (the prompt and its buttons, a bot's
    #     panel the step talks of …): the box covers none of it, nor do its arrows cross it, wherever the window
    #     leaves such a place (`must_read` below; a set-up without it leaves only `readable`).
    # optional: def over_the_box(self, table: Any) -> list[Node]
    #     What of the table is drawn again over the coach's box while it shows: what the learner called up to
    #     read (Dindex: a card's large preview; playtest: it lay under the box).
    # optional: def arrow_clear(self, table: Any) -> list[pygame.Rect]
    #     What no arrow may cross besides the suggested move (the prompt and its buttons); without it, nothing of
    #     `stay_readable`.


class LessonPart:
    """The coach on the table: it looks when the table shows a position, draws over it and takes the keys it
    needs. `table` is the lesson's table (a game's table with the hooks forwarded)."""

    def __init__(self, table: BaseTable[Any, Any], lesson: Lesson, setup: LessonSetup, learner: int = 0) -> None:
        self.table = table
        self.lesson = lesson
        self.setup = setup
        self.learner = learner
        self.coach = Coach(lesson, table.match.rules, setup.reading, learner)
        ctx = table.ctx
        self.got_it = Button(ctx, "", self.dismiss, primary=True, size=BUTTON_SIZE)
        self.rules = Button(ctx, "", self.open_rules, size=BUTTON_SIZE)
        self.box: pygame.Rect | None = None
        """Where the speech box is drawn (None: the coach is silent)."""
        self.clear = True
        """The box covers nothing the coach talks about (False only when the window left no such place)."""
        self.lines: list[str] = []
        self.title = ""
        self.clock = 0.0
        self.on_done: Callable[[], None] | None = None
        """What follows once the game is over and the coach has had its last word (the lesson's end)."""
        self._ended = False
        self._looked = False
        self._layout_key: Any = None
        self._pressed: Button | None = None
        self._lead = 0.0
        """What is left of the motion that may play under words about an event (`motion`)."""

    # -- the game -----------------------------------------------------------------------------------
    @property
    def speaking(self) -> bool:
        """The coach speaks (the bots wait), or the lesson's end was reached before the game's: the game goes
        no further under the lesson's last screen."""
        return self.coach.speaking or self.coach.ended

    def legal(self) -> list[Any]:
        """The learner's own legal actions (none while another seat decides)."""
        match = self.table.match_in_play()
        return list(match.legal_actions(self.learner)) if self.learner in match.active_players() else []

    def observe(self) -> None:
        """The table has shown a new position: the coach looks at it (the first time, at every position a
        resumed lesson went through, so it knows what it has said)."""
        match = self.table.match
        self._layout_key = None
        if not self._looked:
            self._looked = True
            if match.actions:
                self.coach.catch_up(positions(match, self.learner))
                return
        view = match.view(self.learner)
        self.coach.observe(view, self.legal(), match.events_seen_by(self.learner), len(match.actions))

    def logged(self, event: Any) -> None:
        """The table logs `event` while a move plays: a step about it is said now, and the move's further
        motion waits for it (`motion`; `Hold`, queued by the table after each event's motion)."""
        if self._looked and self.coach.logged(event, len(self.table.match.actions)):
            self._layout_key = None
            self._lead = LEAD

    def motion(self, dt: float) -> float:
        """How far the table's motion may go on this frame (of `dt` seconds): all of it, but while the coach
        speaks of an event logged during a move, only the event's own first moments (a banner coming up), then
        nothing until the learner has read the words: the banner stays, and what follows waits."""
        if not self.coach.holding_motion:
            return dt
        allowed = min(dt, self._lead)
        self._lead -= allowed
        return allowed

    @property
    def holding_motion(self) -> bool:
        """The table's motion waits: the coach speaks of an event the table shows now."""
        return self.coach.holding_motion

    def hold(self) -> Hold:
        """What the table queues after an event's motion: it ends at once unless the coach has something to say
        about that event, then once the learner has read it."""
        return Hold(lambda: not self.coach.holding_motion)

    def game_over(self) -> None:
        """The game has its result: the lesson ends once the coach has said what it has to say."""
        self.coach.game_over()

    def move(self, action: Any, make: Callable[[], bool]) -> bool:
        """The learner makes `action` through the table (`make` sends it; True when it was applied)."""
        before = self.coach.standing
        done = make()
        if done:
            self.coach.acted(action, before, self.table.match.view(self.learner), self.legal())
            self._layout_key = None
        return done

    def dismiss(self) -> None:
        """"Got it": the coach stops talking (the suggested move stays lit); the next step, if one waits."""
        self.coach.got_it()
        self._layout_key = None

    def open_rules(self) -> None:
        said = self.coach.now
        if said is None:
            return
        from scenes.shell.rules_view import open_rules  # the rules viewer loads when first asked for

        open_rules(self.table.ctx, self.setup.game_id, said.step.rules)

    def suggestion(self) -> Any:
        return self.coach.suggestion(self.legal())

    # -- where things are ---------------------------------------------------------------------------
    def talked_about(self) -> list[pygame.Rect]:
        """The parts the coach talks about now, in window pixels: none for the answer to a move not suggested (it
        speaks of what the learner did; the card the step named may have gone, its place taken by another)."""
        said = self.coach.now
        if said is None or said.note:
            return []
        return [r for name in said.step.point for r in self.setup.point(self.table, name)]

    def move_spots(self) -> list[pygame.Rect]:
        """Where the suggested move is made (ringed green)."""
        action = self.suggestion()
        return self.setup.move_rects(self.table, action) if action is not None else []

    def keep_clear(self) -> list[pygame.Rect]:
        """What the box must not cover besides the parts it talks about: the suggested move and a question the
        table asks over itself."""
        out = self.move_spots()
        asking = self.question()
        return [*out, asking] if asking is not None else out

    def must_read(self) -> list[pygame.Rect]:
        """What must stay readable while the coach says this step: the set-up's `stay_readable`, if it has one,
        and the parts the step's words speak of without pointing at them (its `keep`)."""
        said = self.coach.now
        names = said.step.point if said is not None else ()
        stay = getattr(self.setup, "stay_readable", None)
        out = list(stay(self.table, names)) if stay is not None else []
        return out + self.kept()

    def kept(self) -> list[pygame.Rect]:
        """The parts the step said now speaks of without pointing at them (its `keep`), in window pixels."""
        said = self.coach.now
        if said is None:
            return []
        return [r for name in said.step.keep for r in self.setup.point(self.table, name)]

    def arrow_clear(self) -> list[pygame.Rect] | None:
        """What no arrow may cross besides the suggested move (the set-up's `arrow_clear`; None: what must be
        read)."""
        clear = getattr(self.setup, "arrow_clear", None)
        return list(clear(self.table)) if clear is not None else None

    def arrows(self) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """The arrows from the box to what the coach talks about (none across the table's own question)."""
        if self.box is None:
            return []
        s = self.table.ctx.scale
        asking = self.question()
        talked = [r for r in self.talked_about() if asking is None or not asking.colliderect(r)]
        return arrows(self.box, talked, round(GAP * s) * 2, inset=round(4 * s))

    def question(self) -> pygame.Rect | None:
        """Where the table asks its own question over itself (confirm a veto), while it does."""
        box = getattr(self.table, "confirm_box", None)
        return box.panel.world_rect() if box is not None and box.open else None

    def layout(self) -> None:
        """Wrap the words and place the box (again only when something it depends on moved)."""
        ctx = self.table.ctx
        talked, clear_of, must, uncrossed = self.talked_about(), self.keep_clear(), self.must_read(), self.arrow_clear()
        language = ctx.tr.language
        key = (self.coach.now, language, ctx.size, tuple(map(tuple, talked)), tuple(map(tuple, clear_of)),
               tuple(map(tuple, must)), tuple(map(tuple, uncrossed)) if uncrossed is not None else None)
        if key == self._layout_key:
            return
        self._layout_key = key
        if self.coach.now is None:
            self.box = None
            return
        s = ctx.scale
        names = [seat.name for seat in self.table.match.seats]
        self.title, text = self.coach.words(language, [first_name(n) for n in names])
        font = ctx.fonts.get(round(TEXT_SIZE * s))
        title_font = ctx.fonts.get(round(TITLE_SIZE * s), True)
        title_h = title_font.get_linesize()
        # the title is one line: a box too narrow for it is no shape for these words (a German title ran past
        # the box's edge)
        title_w = title_font.size(self.title)[0] + 2 * round(PAD * s)
        widths = [w for w in (*BOX_WIDTHS, *SPARE_WIDTHS) if round(w * s) >= title_w] or [max(BOX_WIDTHS)]
        shapes: dict[tuple[int, int], list[str]] = {}
        usual: list[tuple[int, int]] = []
        spare: list[tuple[int, int]] = []
        for design_w in widths:
            width = round(design_w * s)
            lines = wrap_text(font, text, width - 2 * round(PAD * s))
            height = (2 * round(PAD * s) + title_h + round(6 * s) + len(lines) * font.get_linesize()
                      + round(12 * s) + round(BUTTON_H * s))
            shapes[(width, height)] = lines
            (usual if design_w in BOX_WIDTHS else spare).append((width, height))
        margin = round(8 * s)
        bounds = pygame.Rect(margin, margin, ctx.size[0] - 2 * margin, ctx.size[1] - 2 * margin)
        self.box, self.clear = place_box(usual, bounds, talked_about=talked, keep_clear=clear_of,
                                         readable=self.setup.readable(self.table), stay_readable=must,
                                         arrow_clear=uncrossed, spare=[s for s in spare if s not in usual],
                                         gap=round(GAP * s))
        self.lines = shapes[self.box.size]
        inner = self.box.w - 2 * round(PAD * s)
        tr = ctx.tr
        self.got_it.text = tr(GOT_IT)
        self.rules.text = tr(RULES_LINK)
        bh, bw = round(BUTTON_H * s), (inner - round(10 * s)) // 2
        y = self.box.bottom - round(PAD * s) - bh
        self.got_it.rect = pygame.Rect(self.box.x + round(PAD * s), y, bw, bh)
        self.rules.rect = pygame.Rect(self.got_it.rect.right + round(10 * s), y, bw, bh)

    # -- input ----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """True when the coach took the event; else it is the table's."""
        if not self.speaking or self.box is None:
            return False
        if event.type == pygame.KEYDOWN:
            confirming = getattr(getattr(self.table, "confirm_box", None), "open", False)
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and not confirming:
                self.dismiss()
                return True
            if event.key == pygame.K_F1:
                self.open_rules()
                return True
            return False
        pos = getattr(event, "pos", None)
        if pos is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            for button in (self.got_it, self.rules):
                button.hovered = button.rect.collidepoint(pos)
            return self.box.collidepoint(pos) and self.table.stage.dragging is None
        dragging = self.table.stage.dragging is not None  # a card carried over the box is dropped as ever
        if event.type == pygame.MOUSEBUTTONDOWN and self.box.collidepoint(pos) and not dragging:
            self._pressed = next((b for b in (self.got_it, self.rules) if b.rect.collidepoint(pos)), None)
            return True
        if event.type == pygame.MOUSEBUTTONUP and (self._pressed is not None or
                                                   (self.box.collidepoint(pos) and not dragging)):
            pressed, self._pressed = self._pressed, None
            if pressed is not None and pressed.rect.collidepoint(pos):
                pressed.on_click()
            return True
        return False

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.coach.done and not self._ended and self.on_done is not None and self.table.ctx.stack.top is self.table:
            self._ended = True
            self.on_done()

    # -- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.layout()
        ctx = self.table.ctx
        s = ctx.scale
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4.0)
        width = max(2, round(3 * s))
        for rect in self.move_spots():
            alpha = 150 + round(105 * pulse)
            ring(surface, rect.inflate(round(8 * s), round(8 * s)), MOVE, width, round(10 * s), alpha)
        if self.box is None:
            return
        talked = self.talked_about()
        asking = self.question()
        for rect in talked:
            if asking is None or not asking.colliderect(rect):  # nothing drawn across the table's question
                ring(surface, rect.inflate(round(10 * s), round(10 * s)), TALK, width, round(12 * s), 255)
        for start, end in self.arrows():
            arrow(surface, start, end, TALK, max(3, round(4 * s)))
        self._draw_box(surface)
        over = getattr(self.setup, "over_the_box", None)
        for node in over(self.table) if over is not None else ():
            self.table.stage.paint_node(node, surface)

    def _draw_box(self, surface: pygame.Surface) -> None:
        ctx = self.table.ctx
        s = ctx.scale
        box = self.box
        assert box is not None
        radius = round(12 * s)
        shadow = box.move(round(4 * s), round(5 * s))
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
        pygame.draw.rect(surface, BOX_FILL, box, border_radius=radius)
        pygame.draw.rect(surface, TALK, box, width=max(2, round(3 * s)), border_radius=radius)
        x, y = box.x + round(PAD * s), box.y + round(PAD * s)
        title = blit_text(surface, ctx, self.title, TITLE_SIZE, BOX_INK, True, topleft=(x, y))
        y = title.bottom + round(6 * s)
        step = ctx.fonts.get(round(TEXT_SIZE * s)).get_linesize()
        for line in self.lines:
            if line:
                blit_text(surface, ctx, line, TEXT_SIZE, BOX_INK, topleft=(x, y))
            y += step
        self.got_it.draw(surface)
        self.rules.draw(surface)


class Hold:
    """An animation step that lasts until `over()` is true (the coach's words about an event read): queued after
    the event's motion, it keeps what follows (the next deal) from playing under those words."""

    def __init__(self, over: Callable[[], bool]) -> None:
        self.over = over
        self.duration = 0.0
        self.done = False

    def step(self, dt: float) -> bool:
        self.done = self.over()
        return self.done

    def finish(self) -> None:
        self.done = True


def positions(match: Any, learner: int) -> list[tuple[Any, list[Any], list[Any], int]]:
    """Every position `match` went through, as the learner saw it: (view, their legal actions, the log, moves)."""
    from game.core.match import Match

    replay = Match(match.rules, match.options, match.seats, match.seed, keep_positions=False)

    def position() -> tuple[Any, list[Any], list[Any], int]:
        legal = replay.legal_actions(learner) if learner in replay.active_players() else []
        return replay.view(learner), legal, replay.events_seen_by(learner), len(replay.actions)

    out = [position()]
    for seat, action in match.actions:
        replay.submit(seat, action)
        out.append(position())
    return out


def ring(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], width: int, radius: int,
         alpha: int) -> None:
    if alpha >= 255:
        pygame.draw.rect(surface, colour, rect, width=width, border_radius=radius)
        return
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), width=width, border_radius=radius)
    surface.blit(layer, rect)


def arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], colour: tuple[int, int, int],
          width: int) -> None:
    """A line from `start` with a head at `end` (nothing when the two nearly touch)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < width * 3:
        return
    ux, uy = dx / length, dy / length
    head = width * 4
    base = (end[0] - ux * head, end[1] - uy * head)
    pygame.draw.line(surface, (0, 0, 0), start, base, width + 2)
    pygame.draw.line(surface, colour, start, base, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, colour, [end, left, right])
    pygame.draw.polygon(surface, (0, 0, 0), [end, left, right], 1)


def first_name(name: str) -> str:
    """"Otto" of "Otto (Normal)": the coach calls the bots by their names."""
    from scenes.shell.bot_names import first_name as bot_first_name

    return bot_first_name(name)


def rect_of(node: Any) -> pygame.Rect:
    return node.world_rect()  # type: ignore[no-any-return]


def rects_of(nodes: Sequence[Any]) -> list[pygame.Rect]:
    return [rect_of(n) for n in nodes if n is not None and n.effectively_visible()]


def prompt_rect(t: Any) -> pygame.Rect:
    """A table's prompt area as drawn (its world place, its width and height at its scale)."""
    x, y = t.prompt.world_pos()
    s = t.prompt.world_scale()
    return pygame.Rect(round(x), round(y), max(1, round(t.prompt.width * s)), max(1, round(t.prompt.h * s)))


def text_rect(t: Any, node: Any) -> pygame.Rect:
    """Where a text node's words are drawn on table `t` (measured by its painter, at the node's scale)."""
    w, h = node.measure(t.stage.painter)
    x, y = node.world_pos()
    s = node.world_scale()
    return pygame.Rect(round(x), round(y), max(1, round(w * s)), max(1, round(h * s)))
