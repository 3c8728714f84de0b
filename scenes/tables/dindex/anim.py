"""The Dindex table's motion: a played card flying to the centre, the Dindex gauge falling card by card,
voter cards moving between pools, RP floating over a party, the drawn random card turning up on its pile,
and each step of a term's start (the election, the formation, the tasks laid out and covered) held on the
Government board for as long as a bot's move takes.

Ghosts live on the table's fx layer, which the next sync clears: the real nodes are rebuilt from the view
when the queue drains, so a skipped animation never leaves the table wrong.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.protocol import Event
from game.dindex.components import PORTFOLIOS, components
from game.dindex.events import CardPlayed, DindexChanged, Government, RandomCard, RpChanged, TaskDrawn, VotersMoved
from game.dindex.state import NO_SEAT
from scenes.engine.cards import CardFace
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.tween import Call, Sequence, Tween, Wait
from scenes.tables.common.presenter import BOT_PAUSE
from scenes.tables.common.words import plain
from scenes.tables.dindex.board import CENTRE_SCALE
from scenes.tables.dindex.look import CARD_W, ActionCardNode
from scenes.tables.dindex.nodes import CELL_H, LANDING_H, LANDING_W, TaskNode

if TYPE_CHECKING:
    from scenes.tables.dindex.table import DindexTable


CARD_FLIGHT = 0.5
"""Seconds a played card flies to the centre (at normal speed)."""
NOTE_H = 20.0
"""The height of the note on the Dindex gauge ("Dindex −1"): a little less than its cells, so it can rise on them."""
STEP_HOLD = BOT_PAUSE + CARD_FLIGHT
"""A term-start step stays on the board as long as a bot's card play takes to see: its pause, then the flight.
Without it the election, the formation and the tasks, having no motion of their own, all showed at once."""
TASK_DROP = 0.18
"""Seconds a drawn task takes to drop into its column: the term's five come in under a second."""
TERM_START_EVENTS = frozenset({
    "term_start", "election", "formateur", "coalition_proposed", "ministry_assigned", "coalition_answer",
    "offer_rejected", "formation_failed", "government", "task_drawn", "task_covered", "task_left",
})
"""The events of a term's start (§ 5.1-5.3) that are shown as a caption on the Government board, one at a time."""


class DindexAnimations:
    def __init__(self, table: DindexTable) -> None:
        self.t = table
        self._dropped: dict[int, int] = {}
        """Tasks queued so far into each office's column (from the government standing)."""

    def queue(self, event: Event) -> None:
        """Queue this event's motion (its log line is queued just before it by the table base)."""
        motion = self.motion(event)
        if motion:
            self.t.stage.animator.add(*motion)

    def motion(self, event: Event) -> list[Any]:
        """What moves for an event: a played card flies from its party to the centre, the Dindex gauge
        falls or rises card by card with a note that floats off, a drawn random card turns up on its pile."""
        t = self.t
        d = event.data
        pal = t.ctx.palette
        if isinstance(d, CardPlayed) and d.seat in t.panels:
            played = d
            panel = t.panels[played.seat]
            # as small as the chain's top card, so it lands on that card and not on the chain's words
            x = panel.x + (panel.w - CARD_W * CENTRE_SCALE) / 2
            ghost = t.fx.add(ActionCardNode(played.card, played.dindex, x=x, y=panel.y + 20, scale=CENTRE_SCALE,
                                            tr=t.ctx.tr))
            arrived = Call(lambda: t.filler.show_arriving(played.card, played.seat, played.target, played.mode))
            return [Tween(ghost, CARD_FLIGHT, x=t.centre.x, y=t.centre.y), arrived]
        if isinstance(d, DindexChanged):
            changed = d
            gauge = t.gauge
            # an opaque pill over the bar of cells (drawings only): it used to float up over the level's heading
            x, y, w = gauge.note_spot(t.stage.painter)
            color = pal.danger if changed.delta < 0 else pal.highlight
            # it rises a little within the cells' height, never down over the levels' numbers under them
            pill = t.fx.add(PanelNode(x=x, y=y + CELL_H - NOTE_H, w=w, h=NOTE_H, radius=8, fill=(24, 28, 36, 245),
                                      border=color))
            delta = f"{changed.delta:+d}".replace("-", "−")
            pill.add(TextNode(t.ctx.tr("Dindex {delta}", delta=delta), size=12, bold=True, x=0, y=1, width=w,
                              align="center", color=color))
            return [Call(lambda: setattr(gauge, "cards", changed.dindex_cards)),
                    Tween(pill, 0.7, y=y, alpha=60)]
        if isinstance(d, VotersMoved):
            return self._voter_motion(d)
        if isinstance(d, RpChanged) and d.seat in t.panels and d.delta:
            panel = t.panels[d.seat]
            x, y = panel.landing("core_voters")
            # a pill that rises from the RP bar and settles on the panel's cards, never on its words
            pill = t.fx.add(PanelNode(x=x - 10, y=y + 40, w=LANDING_W + 10, h=LANDING_H, radius=7,
                                      fill=(30, 30, 36, 240), border=pal.accent))
            gained = f"{d.delta:+d}"
            pill.add(TextNode(t.ctx.tr("{delta} RP", delta=gained), size=10, bold=True, x=0, y=1,
                              width=LANDING_W + 10, align="center", color=pal.accent))
            return [Tween(pill, 0.6, y=y, alpha=60)]
        if isinstance(d, RandomCard):
            value = str(d.value)
            pile = t.random_pile
            drawn = t.ctx.tr.trc("random card", "drawn")
            # held a moment: the election's tie-breaks draw several in a row, each must be seen
            return [Call(lambda: setattr(pile, "top", CardFace("r", value, value, (30, 30, 30), caption=drawn))),
                    Wait(CARD_FLIGHT)]
        if isinstance(d, Government):
            return self._government(d)
        if isinstance(d, TaskDrawn) and d.why == "term":  # a card's added task keeps its caption
            return self._task_drawn(d)
        if event.type in TERM_START_EVENTS:
            return self._caption(event)
        return []

    def _government(self, d: Government) -> list[Any]:
        """The government stands: its offices show their holders at once (the board said "— vacant" while the log
        listed the ministries) and the last term's tasks go. No caption: the log's kept result and the prompt say
        it (playtest of issue 31: the same words three times at once)."""
        t = self.t
        holders = [d.chancellery, *(d.ministries.get(p, NO_SEAT) for p in PORTFOLIOS)]
        self._dropped = {}

        def stand() -> None:
            tr = t.ctx.tr
            for token, holder in zip(t.tokens, holders, strict=False):
                token.set_rect(token.x, token.y, token.w, 40)
                token.show_holder(t.name(holder) if holder >= 0 else tr.trc("office", "— vacant"), "", tr)
            t.task_layer.clear()
            t.filler.forget_tasks()  # the next sync lays the tasks out afresh

        return [Call(stand), Wait(STEP_HOLD)]

    def _task_drawn(self, d: TaskDrawn) -> list[Any]:
        """A task drawn for the new government drops into its ministry's column, quickly: the five come in one
        short motion (a caption each, held as long as a bot's move, made a slow queue of them)."""
        t = self.t
        tasks = components().tasks
        if d.task not in range(len(tasks)) or tasks[d.task].portfolio not in PORTFOLIOS:
            return []
        o = 1 + PORTFOLIOS.index(tasks[d.task].portfolio)
        col = (t.board.w - 12) / 6
        k = self._dropped.get(o, 0)  # the tasks queued into this column since the government stood
        self._dropped[o] = k + 1
        y = 68 + k * 50
        node = TaskNode(d.task, [], tr=t.ctx.tr, x=6 + o * col, y=y - 12, w=col - 6, h=46)
        node.alpha = 60

        def drop() -> None:
            t.task_layer.add(node)

        return [Call(drop), Tween(node, TASK_DROP, y=y, alpha=255)]

    def _caption(self, event: Event) -> list[Any]:
        """The event's log line across the Government board, shown when its step begins (not when queued:
        a term's start queues many at once) and faded out at the end of its hold."""
        text = plain(self.t.word_event(event))
        # a big result (the election, a failed formation) is kept over the log and said by the prompt: a caption
        # too made it three times at once (playtest of issue 31); the step is still held
        if not text or event.type in self.t.headline_events:
            return [Wait(STEP_HOLD)]
        board, pal = self.t.board, self.t.ctx.palette
        w = min(520.0, board.w - 40)
        words = TextNode(text, size=13, bold=True, x=10, y=6, width=w - 20, align="center", color=pal.text)
        h = words.measure(self.t.stage.painter)[1] + 12  # as tall as the wrapped line: nothing spills out
        banner = self.t.fx.add(PanelNode(x=board.x + (board.w - w) / 2, y=board.y + (board.h - h) / 2, w=w, h=h,
                                         radius=9, fill=(24, 28, 34, 235), border=pal.accent))
        banner.add(words)
        banner.visible = False

        def appear() -> None:
            # never over the end-of-term summary's words (playtest of issue 31: "Term 2 begins" over them): while
            # the summary lies there, the prompt and the log say the step
            summary = self.t.summary
            over = summary.effectively_visible() and summary.panel.world_rect().colliderect(banner.world_rect())
            banner.visible = not over

        def gone() -> None:
            self.t.fx.remove(banner)

        fade = STEP_HOLD / 5
        return [Sequence(Call(appear), Wait(STEP_HOLD - fade), Tween(banner, fade, alpha=0, on_done=gone))]

    def _spot(self, pool: str, seat: int | None) -> tuple[float, float]:
        """Where a pool of voter cards sits: a party's voter line, or the centre pools on the gauge."""
        if seat is not None and seat in self.t.panels:
            return self.t.panels[seat].landing(pool)
        return self.t.gauge.landing(pool)

    def _voter_motion(self, d: VotersMoved) -> list[Any]:
        """A voter card flies from its pool to the new one: white for voters and non-voters, brown with a
        letter for core voters and system opponents (§ 3.3, the two sides of a voter card)."""
        src, dst = d.from_pool, d.to_pool
        x0, y0 = self._spot(src, d.from_seat)
        x1, y1 = self._spot(dst, d.to_seat)
        brown = dst in ("core_voters", "system_opponents")
        token = self.t.fx.add(PanelNode(x=x0, y=y0, w=LANDING_W, h=LANDING_H, radius=7,
                                        fill=(150, 100, 60, 245) if brown else (235, 235, 225, 245),
                                        border=(220, 40, 40) if dst == "system_opponents" else (60, 60, 60)))
        tr = self.t.ctx.tr
        letters = {"voters": tr.trc("voter token", "V"), "core_voters": tr.trc("voter token", "C"),
                   "non_voters": tr.trc("voter token", "N"), "system_opponents": tr.trc("voter token", "O")}
        letter = letters.get(dst, "?")
        token.add(TextNode(letter, size=10, bold=True, x=0, y=1, width=LANDING_W, align="center",
                           color=(255, 255, 255) if brown else (30, 30, 30)))
        return [Tween(token, 0.4, x=x1, y=y1, alpha=40)]  # it lands beside the words and fades
