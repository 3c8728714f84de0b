"""The DēmoS table: every decision of every mode, by drag-and-drop, clicks or keys.

What lights up, what may be dragged where and which buttons show all come from the legal actions of the
seat being asked (`presenter.legal()`); the table holds no second copy of the rules. Layout (design units,
1280×720 and wider): the other seats across the top, the decks and the prompt in the middle, the seat in
front of the screen at the bottom with its discard slots, fanned hand and figures, the log on the right.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.match import Match
from game.core.protocol import Event
from game.demos.state import (
    ApplyMedia,
    AssignFigure,
    CastVeto,
    Consent,
    DemosView,
    SkipDiscard,
    TakeDiscard,
    TakeFromDeck,
)
from scenes.engine.cards import CardNode, HandNode, PileNode
from scenes.engine.logpanel import LogPanel
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.engine.tween import Call
from scenes.tables.common.table import BaseTable
from scenes.tables.demos.anim import DemosAnimations
from scenes.tables.demos.look import card_face, card_long, card_text
from scenes.tables.demos.drops import PHASE_STEP, DemosDrops
from scenes.tables.demos.words import describe_event
from scenes.tables.demos.prompt import final_lines, phase_title, prompt_for
from scenes.tables.demos.seats import STEP_LABEL, STEPS, SeatNodes, SeatPanel

LOG_W = 290
KEYS_HINT = "Keys: Tab goes to a card or a place · Enter picks it up or puts it down · Esc pauses · Ctrl+Z undoes"


class DemosTable(DemosDrops, BaseTable):
    # -- building ---------------------------------------------------------------------------------
    def build(self) -> None:
        root = self.stage.root
        self.stage.policy = self
        self.header = root.add(TextNode("", size=17, bold=True, x=14, y=10))
        self.prompt = root.add(TextNode("", size=19, bold=True, color=self.ctx.palette.accent, align="center"))
        self.subprompt = root.add(TextNode("", size=13, align="center", color=self.ctx.palette.text_dim))
        self.keys_hint = root.add(TextNode(KEYS_HINT, size=11.5, align="center", color=self.ctx.palette.text_dim))
        self.people = root.add(PileNode(label="People's deck", tooltip="The people's deck: drag its top card into your hand when you may take one"))
        self.people.data = ("deck",)
        self.power = root.add(PileNode(label="Power deck", tooltip="The power deck: E, L, J figures and the media"))
        self.power.back_label = "E L J"
        self.media_out = root.add(PileNode(label="Media out", face_up=True, tooltip="Media cancelled in pairs"))
        self.panels: dict[int, SeatPanel] = {}
        self.own = root.add(SeatPanel(-1, compact=False, z=1))
        self.slots: dict[str, PanelNode] = {}
        for step in STEPS:
            slot = self.own.add(PanelNode(w=84, h=136, radius=8, fill=(255, 255, 255, 16), z=5))
            slot.data = ("slot", step)
            self.slots[step] = slot
        self.hand = root.add(HandNode(spread=70, max_angle=3.5, z=3))
        self.hand.data = ("hand",)
        self.buttons = root.add(Node(z=20))
        self.undo_button = root.add(ButtonNode("Undo (Ctrl+Z)", self.undo, w=150, h=32, size=13, z=20))
        self.log = root.add(LogPanel(self.stage.painter, card_face, card_long, log_color, fill=(20, 24, 30, 225), z=2))
        self.log.tooltip = None
        self.overlay = root.add(PanelNode(z=50, fill=(20, 24, 32, 250), border=self.ctx.palette.accent, radius=14))
        self.overlay.visible = False
        self.fx = root.add(Node(z=100))
        self.anims = DemosAnimations(self)
        self.seat_nodes: dict[int, SeatNodes] = {}
        self.card_nodes: dict[str, CardNode] = {}
        self.media_pick: tuple[int, int] | None = None
        self._log_lines: list[list[tuple[str, str | None]]] = []
        self._log_key: tuple[int | None, int, int] = (-1, 0, 0)
        self._log_names: tuple[str, ...] = ()

    def paint_background(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if getattr(self, "_bg", None) is None or self._bg.get_size() != size:
            bg = pygame.Surface(size)
            bg.fill(self.ctx.palette.felt)
            w, h = size
            s = self.stage.root.scale
            pygame.draw.ellipse(bg, (26, 84, 66), (round(20 * s), round(250 * s), w - round((LOG_W + 50) * s), round(260 * s)))
            self._bg = bg.convert() if pygame.display.get_surface() is not None else bg
        surface.blit(self._bg, (0, 0))

    # -- layout -----------------------------------------------------------------------------------
    def layout(self) -> None:
        vw, vh = self.stage.virtual_size
        self.play_w = pw = vw - LOG_W - 30
        self.log.set_rect(vw - LOG_W - 10, 10, LOG_W, vh - 20)
        self.stage.toast_x = 10 + pw / 2
        self.header.set_pos(14, 10)
        self.top_y, self.top_h = 40.0, 236.0
        self.own.set_rect(10, vh - 244, pw, 234)
        for i, step in enumerate(STEPS):
            self.slots[step].set_pos(16 + i * 92, 72)
        hand_x = 16 + 3 * 92 + 10
        hand_w = pw - hand_x - 270
        self.hand.set_rect(10 + hand_x, vh - 244 + 40, hand_w / 1.15, 190 / 1.15)
        self.hand.scale = 1.15
        mid = self.top_y + self.top_h + 14
        self.people.set_pos(30, mid + 18)
        self.power.set_pos(130, mid + 18)
        self.media_out.set_pos(230, mid + 18)
        cx = 330
        self.mid_box = (cx, mid, pw - cx, vh - 244 - mid - 10)
        self.prompt.wrap = self.subprompt.wrap = pw - cx - 20
        self.prompt.set_pos(cx, mid + 6)
        self.subprompt.set_pos(cx, mid + 60)
        self.buttons.set_pos(cx, mid + 100)
        self.keys_hint.wrap = pw - cx - 20
        self.keys_hint.set_pos(cx, mid + 150)
        self.undo_button.set_pos(10 + pw - 290, vh - 244 + 8)
        self.overlay.set_rect(60, 70, pw - 100, vh - 140)
        self.log.refresh()

    # -- syncing to the view ----------------------------------------------------------------------
    def name(self, seat: int | str) -> str:
        return self.match.seats[int(seat)].name

    def team_name(self, team: int) -> str:
        view = self._view
        if view.teams_mode == "none":
            members = [s.seat for s in view.seats if s.team == team]
            return self.name(members[0]) if members else f"Team {team}"
        t = next((t for t in view.teams if t.team == team), None)
        if t is not None and t.independent:
            return f"{self.name(t.members[0])} (independent)"
        return f"Team {'ABCDE'[team % 5]}"

    def sync(self, view: DemosView) -> None:
        self._view = view
        self.fx.clear()  # ghosts kept where they landed give way to the real cards
        names = tuple(s.name for s in self.match.seats)
        if (self._log_key != (view.viewer, id(self.match), len(self.match.actions)) and (
                self._log_key[:2] != (view.viewer, id(self.match)) or self._log_key[2] > len(self.match.actions))
                or names != self._log_names):  # a seat handed to a bot or a person is named anew in the log
            self._log_names = names
            self._rebuild_log(view)
        self.media_pick = None
        asking = self.asking
        legal = self.presenter.legal() if self.presenter is not None else []
        n = len(view.seats)
        bottom = self.viewer if self.viewer is not None else 0
        order = [(bottom + k) % n for k in range(1, n)]  # clockwise from the bottom seat's left
        self._fit_header(phase_title(view, self.match))
        # the others, across the top
        width = (self.play_w - 10 * (len(order) - 1)) / max(1, len(order))
        for old in list(self.panels.values()):
            if old is not self.own:
                old.detach()
        self.panels = {}
        self.seat_nodes = {}
        self.card_nodes = {}
        for k, seat in enumerate(order):
            panel = self.stage.root.add(SeatPanel(seat, compact=True, x=10 + k * (width + 10), y=self.top_y,
                                                  w=width, h=self.top_h, z=1))
            self.panels[seat] = panel
            self.seat_nodes[seat] = panel.fill_from(view, view.seats[seat], self.name(seat), self._status(view, seat),
                                                    is_bot=self.match.seats[seat].is_bot, asked=seat in view.active)
        # the bottom seat
        own = view.seats[bottom]
        self.own.seat = bottom
        self.own.data = ("seat", bottom)
        slots = list(self.slots.values())
        for s in slots:
            self.own.remove(s)
        self.seat_nodes[bottom] = self.own.fill_from(view, own, self.name(bottom), self._status(view, bottom),
                                                     is_bot=self.match.seats[bottom].is_bot, asked=bottom in view.active)
        self.panels[bottom] = self.own
        for s in slots:
            self.own.add(s)
        self._fill_slots(view, own)
        self._fill_hand(view, own)
        for nodes in self.seat_nodes.values():
            self.card_nodes.update(nodes.discards)
        takeable = {a.card for a in legal if isinstance(a, TakeDiscard)} if self._is_asked_seat(bottom) else set()
        for code, node in self.card_nodes.items():
            node.draggable = True  # a refused pick-up explains why (replays too)
            node.lit = code in takeable  # what may be taken now, before anything is picked up
        self.people.count = view.people_deck
        self.power.count = view.power_deck
        self.media_out.count = len(view.media_out)
        self.media_out.top = card_face("M") if view.media_out else None
        self.media_out.visible = bool(view.media_out)
        self._fill_prompt(view, asking, legal)
        self._fill_log()
        self._fill_overlay(view)
        self.undo_button.enabled = self.presenter is not None and self.presenter.can_undo()
        self.undo_button.visible = self.presenter is not None
        for nodes in self.seat_nodes.values():
            for fig in nodes.figures.values():
                if fig.face is not None and fig.face.id == "M" and fig.face_up and self._is_asked_seat(bottom):
                    fig.draggable = fig.lit = any(isinstance(a, ApplyMedia) for a in legal)
        self.people.draggable = self.people.focusable = self.viewer is not None and self.presenter is not None
        self.people.lit = self._is_asked_seat(bottom) and TakeFromDeck() in legal  # what may be taken, lit

    def _fit_header(self, text: str) -> None:
        """The header line stays left of the log: a smaller font first, then the dealer's name shortened."""
        fonts = self.stage.painter.fonts
        scale = self.stage.root.scale
        room = self.play_w - 8

        def width(t: str, size: float) -> float:
            return fonts.get(int(size * scale), True).size(t)[0] / scale

        size = next((sz for sz in (17, 16, 15, 14) if width(text, sz) <= room), 14)
        while width(text, size) > room and " · Dealer " in text:
            head, rest = text.split(" · Dealer ", 1)
            dealer, tail = rest.split(" · ", 1)
            if len(dealer) <= 4:
                break
            text = f"{head} · Dealer {dealer[:len(dealer) - 2].rstrip('…')}… · {tail}"
        if size != self.header.size:
            self.header.size = size
            self.header._measured = None
            self.header.mark_dirty()
        self.header.text = text

    def _is_asked_seat(self, seat: int) -> bool:
        return self.asking == seat and self.viewer == seat

    def _status(self, view: DemosView, seat: int) -> str:
        sv = view.seats[seat]
        if view.phase == "over":
            return "★ WINNER" if view.outcome and seat in view.outcome.winners else ""
        if seat in view.active:
            return "deciding…" if seat != self.asking else "your decision"
        if sv.decided:
            return "✓ has chosen"
        return ""

    def _fill_slots(self, view: DemosView, own: Any) -> None:
        steps = STEPS if view.mode == "full" else STEPS[:2]
        piles = {"public": own.public_discards, "secret": own.secret_discards, "unanimous": own.unanimous_discards}
        for step, slot in self.slots.items():
            slot.clear()
            slot.visible = step in steps
            slot.drop_target = True
            slot.focusable = False
            chosen = own.choice if PHASE_STEP.get(view.phase) == step and own.choice else None
            slot.add(TextNode(STEP_LABEL[step] if step != "unanimous" else "Unanimous", size=12, bold=True, x=8, y=4))
            cards = list(piles[step]) + ([chosen] if chosen else [])
            for k, code in enumerate(cards):
                node = CardNode(card_face(code) if code else None, face_up=code is not None, x=6 + k * 4, y=24 + k * 4, z=k)
                if code is not None:
                    node.tooltip = card_long(code) + (" — chosen, laid when everyone has chosen" if code == chosen else "")
                    node.dim = code == chosen
                    if code != chosen:
                        node.data = ("discard", code)
                        self.seat_nodes[own.seat].discards[code] = node
                slot.add(node)

    def _fill_hand(self, view: DemosView, own: Any) -> None:
        self.hand.clear()
        self.hand.drop_target = True
        if own.hand is not None:
            cards = [c for c in own.hand if c != own.choice]
            ordered = sorted(cards, key=lambda c: ("SHDC".index(c[-1]), int(c[:-1])))
            for code in ordered:
                node = CardNode(card_face(code), tooltip=card_long(code))
                node.data = ("hand", code)
                node.draggable = True
                self.hand.add(node)
        else:
            for _ in range(own.hand_size):
                self.hand.add(CardNode(None, face_up=False))
        self.hand.arrange()

    def _fill_prompt(self, view: DemosView, asking: int | None, legal: Sequence[Any]) -> None:
        title, sub = prompt_for(view, self, asking, legal)
        if self.presenter is None and view.phase != "over":
            who = f"{self.name(view.viewer)}'s seat" if view.viewer is not None else "the public view (no hands)"
            title, sub = f"Replay · {title}" if title else "Replay", f"Seen from {who}."
        self.prompt.text, self.subprompt.text = title, sub
        self.keys_hint.visible = asking is not None and asking == self.viewer and view.phase != "over"
        self.buttons.clear()
        specs: list[tuple[str, Any, str, int | None]] = []
        for a in legal:
            if isinstance(a, SkipDiscard):
                specs.append(("Keep my hand (K)", a, "normal", pygame.K_k))
            elif isinstance(a, TakeFromDeck):
                specs.append(("Take from deck (D)", a, "normal", pygame.K_d))
            elif isinstance(a, Consent):
                team = view.teams_mode != "none" and not view.seats[asking].independent if asking is not None else False
                specs.append(("Vote against veto (A)" if team else "Agree (A)", a, "primary", pygame.K_a))
            elif isinstance(a, CastVeto):
                team = view.teams_mode != "none" and not view.seats[asking].independent if asking is not None else False
                specs.append(("Vote for team veto (V)" if team else "Veto! (V)", a, "danger", pygame.K_v))
            elif isinstance(a, AssignFigure):
                pend = view.pending_figures[0] if view.pending_figures else None
                what = card_text(pend.card) if pend is not None and pend.card else "the figure"
                specs.append((f"Give {what} to {self.name(a.seat)}", a, "primary", None))
        x = 0.0
        for label, action, kind, hot in specs:
            b = self.buttons.add(ButtonNode(label, self._act_cb(action), x=x, y=0, w=max(150, 9 * len(label) + 20),
                                            h=36, size=14, kind=kind, hotkey=hot))
            x += b.w + 10
        if self.media_pick is None and asking is not None and any(isinstance(a, ApplyMedia) for a in legal):
            pass  # the media card is dragged (or clicked) onto a figure first; the suit picker follows
        self._pending_card(view, legal)

    def _pending_card(self, view: DemosView, legal: Sequence[Any]) -> None:
        pend = view.pending_figures[0] if view.pending_figures else None
        if pend is None or not any(isinstance(a, AssignFigure) for a in legal):
            return
        node = self.buttons.add(CardNode(card_face(pend.card) if pend.card else None, face_up=pend.card is not None,
                                         x=-90, y=-6, scale=0.8, tooltip="Drag this figure onto the teammate who receives it"))
        node.data = ("pending",)
        node.draggable = True

    def _act_cb(self, action: Any) -> Any:
        return lambda: self._act(action)

    def _act(self, action: Any) -> None:
        if self.presenter is None or self.asking is None:
            self.stage.toast("Nothing to decide here.")
            return
        error = self.presenter.act(self.asking, action)
        if error:
            self.stage.toast(error)

    def _fill_log(self) -> None:
        self.log.set_lines(self._log_lines)
        self.log.refresh()

    def log_events(self, events: Sequence[Event]) -> None:
        for e in events:
            line = describe_event(e, self.name, self.team_name, teams=self._view.teams_mode != "none",
                                  independent=self._independent)
            if line:
                self._log_lines.append(line)
        self._log_lines = self._log_lines[-200:]
        self._log_key = (self.viewer, id(self.match), len(self.match.actions))

    def _independent(self, seat: str | int) -> bool:
        seats = self._view.seats
        return 0 <= int(seat) < len(seats) and seats[int(seat)].independent

    def _log_now(self, event: Event) -> None:
        self.log_events([event])
        self._fill_log()

    def _rebuild_log(self, view: DemosView) -> None:
        """Word the whole game so far for this viewer: after a hot-seat hand-off the log must not keep the
        previous player's private lines, and a loaded game or a replay shows its history."""
        events = self.match.events_seen_by(view.viewer)
        self._log_lines = []
        self.log_events(events)
        self._log_key = (view.viewer, id(self.match), len(self.match.actions))

    def _fill_overlay(self, view: DemosView) -> None:
        self.overlay.clear()
        self.overlay.visible = view.outcome is not None
        if view.outcome is None:
            return
        w = self.overlay.w
        self.overlay.add(TextNode("The harmony of powers — final ranking", size=22, bold=True, x=24, y=16,
                                  color=self.ctx.palette.accent))
        for i, (text, win) in enumerate(final_lines(view, self.name)):
            self.overlay.add(TextNode(text, size=16, bold=win, x=24, y=64 + i * 30, width=w - 48,
                                      color=self.ctx.palette.accent if win else None))

    # -- animations -------------------------------------------------------------------------------
    def animate(self, events: Sequence[Event]) -> None:
        # each event's log line is queued just before its animation, so the log follows what the table
        # shows (the next deal is not logged while the show-down banner still plays)
        anim = self.stage.animator
        if anim.factor == 0.0:  # instant: nothing plays, so no line can run ahead
            self.log_events(events)
            self.anims.queue(events)
        else:
            for e in events:
                anim.add(Call(lambda e=e: self._log_now(e)))
                self.anims.queue([e])
        self._log_key = (self.viewer, id(self.match), len(self.match.actions))
        if self.stage.animator.busy:  # the old prompt is stale while the moves play; sync writes the new one
            self.prompt.text = self.subprompt.text = ""
            self.keys_hint.visible = False
            self.buttons.clear()
            self._fill_log()


def log_color(code: str) -> tuple[int, int, int]:
    """Card names on the dark log panel: light red for ♥ ♦, near-white for ♠ ♣, blue for the media."""
    if code == "M":
        return (140, 180, 240)
    return (255, 120, 120) if code[-1] in "HD" else (235, 235, 240)


def make_table(ctx: Any, match: Match, *, mode: str = "play", viewer: int | None = None) -> DemosTable:
    """The factory registered in scenes.tables.TABLES["demos"]."""
    return DemosTable(ctx, match, mode=mode, viewer=viewer)  # type: ignore[arg-type]
