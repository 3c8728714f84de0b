"""The DēmoS table: every decision of every mode, by drag-and-drop, clicks or keys.

What lights up, what may be dragged where and which buttons show all come from the legal actions of the
seat being asked (`self.legal()`); the table holds no second copy of the rules. Layout (design units,
1280×720 and wider): the other seats across the top, the decks and the prompt in the middle, the seat in
front of the screen at the bottom with its discard slots, fanned hand and figures, the log on the right.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.core.protocol import MOVER, Event, is_made_by
from game.demos import events as ev
from game.demos.state import (
    ApplyMedia,
    AssignFigure,
    CastVeto,
    Consent,
    DemosAction,
    DemosView,
    SeatView,
    SkipDiscard,
    TakeDiscard,
    TakeFromDeck,
)
from scenes.engine.cards import CardFace, CardNode, HandNode, PileNode
from scenes.engine.i18n import N_
from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.render import Color
from scenes.tables.common.logbook import LogListener
from scenes.tables.common.prompt import ButtonSpec, PromptStyle
from scenes.tables.common.table import BaseTable
from scenes.tables.common.words import Line, whose_undo_label
from scenes.tables.demos.anim import DemosAnimations
from scenes.tables.demos.drops import DemosDrops
from scenes.tables.demos.facts import TableFacts, advance, facts_of
from scenes.tables.demos.hotseat import HANDOFF_REASONS, HEADLINES, veto_question
from scenes.tables.demos.look import TEAM_NAMES, card_face, card_long, card_text
from scenes.tables.demos.prompt import event_phase_words, final_lines, header_parts, prompt_for
from scenes.tables.demos.seats import (
    COMPACT_H,
    OWN_FIGURES_W,
    STEPS,
    SeatNodes,
    SeatPanel,
    discards_shown,
    step_label,
)
from scenes.tables.demos.sounds import CUES
from scenes.tables.demos.undo import first_fitting, own_undo_words, public_undo_words
from scenes.tables.demos.words import WORDS, DemosNames, team_vote_over

LOG_W = 290
TOAST_LEFT = 232
"""Where the messages' room begins, right of the decks' names (design units)."""
KEYS_HINT = N_("Tab: card or place · Enter: pick up, put down · Esc: pause · Ctrl+Z: undo · N: skip the bots")
"""The prompt's key hint, short enough for one line under the prompt at every size, in German too (the N key is
the common FAST_FORWARD_KEY; its longer words wrapped the hint onto two lines)."""



class VoidRounds:
    """The rounds a team veto voided, as the history tells them (a LogListener): such a round is dealt again
    under its number, and the header says so while it is played."""

    def __init__(self) -> None:
        self.voided: set[int] = set()
        self.dealt: dict[int, int] = {}
        """Per round number, how often it has been dealt."""

    def reset(self) -> None:
        self.voided.clear()
        self.dealt.clear()

    def see(self, event: Event) -> None:
        if isinstance(event.data, ev.RoundVoid):
            self.voided.add(event.data.round)
        elif isinstance(event.data, ev.RoundStart):
            self.dealt[event.data.round] = self.dealt.get(event.data.round, 0) + 1

    def again(self, number: int) -> bool:
        """Is round `number` being played now a deal after its void one?"""
        return number in self.voided and self.dealt.get(number, 0) > 1


def hand_order(code: str) -> tuple[int, int]:
    """Where a card lies in the bottom seat's hand: by suit (♠ ♥ ♦ ♣), then by number."""
    return "SHDC".index(code[-1]), int(code[:-1])


class DemosTable(BaseTable[DemosView, DemosAction]):
    hidden_words = N_("no hands")
    cues = CUES
    handoff_reasons = HANDOFF_REASONS
    headline_events = HEADLINES

    # -- building ---------------------------------------------------------------------------------
    _overlay_room: tuple[float, float, float, float] = (60.0, 70.0, 800.0, 500.0)
    """Where the final ranking may lie (set by layout); its panel is as large as its words within it."""

    def build(self) -> None:
        root = self.stage.root
        self.drops = DemosDrops(self)
        self.stage.policy = self.drops
        self.header = root.add(TextNode("", size=17, bold=True, x=14, y=10))
        self.people = root.add(PileNode())
        self.people.data = ("deck",)
        self.power = root.add(PileNode())
        self.power.back_label = "E L J"
        self.media_out = root.add(PileNode(face_up=True))
        self._pile_words()
        self.team_vetoes = root.add(TextNode("", size=12, bold=True, color=(200, 205, 210)))
        """The vetoes of each side, said once per team (a team veto is one for the whole team)."""
        self.panels: dict[int, SeatPanel] = {}
        self.own = root.add(SeatPanel(-1, compact=False, tr=self.ctx.tr, z=1))
        self.own.names = self.name
        self.slots: dict[str, PanelNode] = {}
        for step in STEPS:
            slot = self.own.add(PanelNode(w=84, h=136, radius=8, fill=(255, 255, 255, 16), z=5))
            slot.data = ("slot", step)
            self.slots[step] = slot
        self.hand = root.add(HandNode(spread=70, max_angle=3.5, z=3))
        self.hand.data = ("hand",)
        self.anims = DemosAnimations(self)
        self.seat_nodes: dict[int, SeatNodes] = {}
        self.card_nodes: dict[str, CardNode] = {}
        self.media_pick: tuple[int, int] | None = None
        self._panel_keys: dict[int | str, Any] = {}
        """What each part was last built from: a seat panel across the top by its seat, "own" the bottom seat's
        panel with its slots, "hand" the hand."""
        self.facts = TableFacts({}, {})
        """The panels' numbers as the events of the move playing now have left them (facts.py)."""
        self._kept_until_move = False
        """The last round's kept result goes with the next move of a person (its show-down was not held)."""
        self._tip_bases: dict[Node, str | None] = {}
        """The discards' own tooltips, before a lit card's reason was added to them."""
        self.mid_box = (0.0, 0.0, 0.0, 0.0)
        self.play_w = 0.0
        self._bg: pygame.Surface | None = None

    def _pile_words(self) -> None:
        tr = self.ctx.tr
        self.people.label = tr("People's deck")
        self.people.tooltip = tr("The people's deck: drag its top card into your hand when you may take one")
        self.power.label = tr("Power deck")
        self.power.tooltip = tr("The power deck: E, L, J figures and the media")
        self.media_out.label = tr("Media out")
        self.media_out.tooltip = tr("Media cancelled in pairs")

    def words_changed(self) -> None:
        """Another language: the decks' words, the bottom seat's panel and every panel are said anew."""
        self._pile_words()
        self.own.tr = self.ctx.tr
        self._panel_keys.clear()

    def prompt_style(self) -> PromptStyle:
        return PromptStyle(title_size=19, sub_size=13, hint_size=11.5, button_size=14, button_h=36, align="center")

    def paint_background(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._bg is None or self._bg.get_size() != size:
            bg = pygame.Surface(size)
            bg.fill(self.ctx.palette.felt)
            w, h = size
            s = self.stage.root.scale
            oval = (round(20 * s), round(250 * s), w - round((LOG_W + 50) * s), round(260 * s))
            pygame.draw.ellipse(bg, (26, 84, 66), oval)
            self._bg = bg.convert() if pygame.display.get_surface() is not None else bg
        surface.blit(self._bg, (0, 0))

    # -- layout -----------------------------------------------------------------------------------
    def layout(self) -> None:
        vw, vh = self.stage.virtual_size
        self.play_w = pw = vw - LOG_W - 30
        self.log.set_rect(vw - LOG_W - 10, 10, LOG_W, vh - 20)
        # messages centred right of the decks and clear of the log: under the prompt there is then room for one
        # that covers no words (issue 31: over the seats' panels they covered names and points)
        self.stage.toast_x = (TOAST_LEFT + pw + 10) / 2
        self.header.set_pos(14, 10)
        self.top_y, self.top_h = 40.0, float(COMPACT_H)
        self.own.set_rect(10, vh - 244, pw, 234)
        for i, step in enumerate(STEPS):
            self.slots[step].set_pos(16 + i * 92, 72)
        hand_x = 16 + 3 * 92 + 10
        hand_w = pw - hand_x - OWN_FIGURES_W - 34
        # the fanned outer cards turn down past the hand's foot: clear of the panel's edge, lit on the person's
        # turn (playtest: the hand ran over the panel's bottom edge)
        self.hand.set_rect(10 + hand_x, vh - 244 + 32, hand_w / 1.15, 190 / 1.15)
        self.hand.scale = 1.15
        mid = self.top_y + self.top_h + 14
        self.people.set_pos(30, mid + 18)
        self.power.set_pos(130, mid + 18)
        self.media_out.set_pos(230, mid + 18)
        cx = 330
        self.mid_box = (cx, mid, pw - cx, vh - 244 - mid - 10)
        # down to the bottom seat's panel: a long prompt (German) leaves out its key hint before it runs over it
        self.prompt.max_h = (vh - 244) - (mid + 6) - 6
        self.prompt.place(cx, mid + 6, pw - cx - 20)
        # above the decks, left of the prompt: under the prompt its key hint ran over it whenever there were buttons
        self.team_vetoes.set_pos(30, mid - 8)
        # wide enough and a size up, so a move's short words read whole (playtest 5: a shrunken, cut label)
        self.undo_button.set_rect(10 + pw - 316, vh - 244 + 8, 176, 32)
        self.undo_button.font_size = 13
        self._overlay_room = (60.0, 70.0, pw - 100.0, vh - 140.0)
        self.overlay.place(*self._overlay_room)
        self._fit_overlay()
        self.log.refresh()

    # -- names ------------------------------------------------------------------------------------
    def team_name(self, team: int) -> str:
        view = self.view
        tr = self.ctx.tr
        if view.teams_mode == "none":
            members = [s.seat for s in view.seats if s.team == team]
            return self.name(members[0]) if members else tr("Team {number}", number=team)
        t = next((t for t in view.teams if t.team == team), None)
        if t is not None and t.independent:
            return tr("{name} (independent)", name=self.name(t.members[0]))
        return tr(TEAM_NAMES[team % len(TEAM_NAMES)])

    def _independent(self, seat: str | int) -> bool:
        seats = self.view.seats
        return 0 <= int(seat) < len(seats) and seats[int(seat)].independent

    # -- the log ----------------------------------------------------------------------------------

    def undo_label_for(self, move: str, mover: int, action: DemosAction) -> str:
        """The move by its kind, readable in the button (the tooltip keeps the log's whole line); while the
        public view is on the screen (two or more people, the move playing out in front of them all), whose
        move it is, in the public's words."""
        last = self.match.last_move_events(None)
        step = next((e.data.step for e in last if isinstance(e.data, ev.Discard) and e.data.seat == mover), None)
        view = self.view
        tr = self.ctx.tr
        team_vote = view.teams_mode != "none" and not view.seats[mover].independent
        if self.presenter is not None and self.viewer is None:
            return whose_undo_label(public_undo_words(action, step=step, team_vote=team_vote, tr=tr), self.name(mover),
                                    self.undo_control.label_fits, tr)
        receiver = self.name(action.seat) if isinstance(action, AssignFigure) else ""
        return first_fitting(own_undo_words(action, step=step, team_vote=team_vote, receiver=receiver, tr=tr),
                             self.undo_control.fits_one_line, self.undo_control.label_fits)

    @property
    def holds_show_downs(self) -> bool:
        """A show-down stays on the table until a person goes on ("Next round"): with a person at the table,
        not in a replay, at Normal and Slow speed (the 2 to 6 seconds a banner stayed were too few to read a
        round's result; the next deal came on its own). Fast keeps its timed banner: a person who chose it
        wants the game to flow; Instant shows nothing to hold."""
        return (self.presenter is not None and self.stage.animator.factor >= 1.0
                and any(not seat.is_bot for seat in self.match.seats))

    def undo_idle(self) -> tuple[str, str] | None:
        """The greyed Undo's words while the person at the screen has not moved since this round was dealt
        (their last move, which ended the round before, stands; "Undo: move is final" read as if it were a
        move of this round); None otherwise, and while the round before is still on the table (its show-down)."""
        m, seat = self.match, self.at_screen
        if seat is None or self.presenter is None or m.is_over or (m.actions and m.can_undo(seat)):
            return None
        if self.view.round != m.view(seat).round:  # the round before is still on the table (its show-down)
            return None
        for event in reversed(m.events_seen_by(seat)):  # back from now: this round's start, or a move of theirs
            if event.type == "round_start":
                break
            if event.type != "deal" and getattr(type(event.data), "made_by", None) != MOVER \
                    and is_made_by(event.data, seat):  # a deal, a figure given by a teammate's move: not theirs
                return None
        tr = self.ctx.tr
        return tr("Undo: nothing this round"), tr("Nothing to take back: you have not moved yet this round")

    def confirm_question(self, action: DemosAction) -> tuple[str, str] | None:
        return veto_question(self.view, self.asking, action, self.ctx.tr) if self.asking is not None else None

    def log_names(self) -> DemosNames:
        """How the log (and the show-down banner) names seats and teams."""
        teams = self._view is not None and self._view.teams_mode != "none"
        book = self.wording_book  # the log book wording an event now: its neighbours are known
        return DemosNames(self.name, self.team_name, teams=teams, independent=self._independent, tr=self.ctx.tr,
                          following=book.following if book is not None else None,
                          previous=book.previous if book is not None else None, neighbours=book is not None)

    def word_event(self, event: Event) -> Line | None:
        return WORDS.word(event, self.log_names())

    def log_listeners(self) -> Sequence[LogListener]:
        self.voids = VoidRounds()
        return [self.voids]

    def lead_line(self, previous: Event, event: Event) -> Line | None:
        return team_vote_over(previous, event, self.log_names())

    def log_look(self) -> tuple[Callable[[str], CardFace | None], Callable[[str], str], Callable[[str], Color]]:
        return (lambda code: card_face(code, tr=self.ctx.tr)), (lambda code: card_long(code, self.ctx.tr)), log_color

    def animate_event(self, event: Event) -> None:
        self.anims.queue([event])

    def on_logged(self, event: Event, line: Line | None) -> None:
        """While a move plays, the table follows its events as the log shows them: the panels' points, vetoes
        and cards, the header's phase, the show-down lines, so a veto or a round's result is seen beside the
        position it belongs to (the view itself is synced only once the move, the next deal included, has
        played)."""
        if self._view is None:
            return
        before, after = self.facts, advance(self.facts, event)
        self.facts = after
        for seat, now in after.seats.items():
            panel = self.panels.get(seat)
            if panel is None or now == before.seats.get(seat):
                continue
            panel.show_facts(now)
            self._panel_keys.pop("own" if panel is self.own else seat, None)  # built anew at the next sync
            if panel is self.own and self.view.seats[seat].hand is None:
                self._fill_backs(now.hand_size)
        if after.team_vetoes != before.team_vetoes:
            self._fill_team_vetoes(self.view, after.team_vetoes)
        if event.type in ("round_end", "veto", "round_void"):
            for panel in self.panels.values():  # the result plays: nobody is deciding ("thinking…" stayed up)
                panel.set_status("")
        if isinstance(event.data, ev.RoundEnd):
            self._show_round(event.data)
        self._drop_kept_results(event)
        phase = event_phase_words(event, self.ctx.tr)
        if phase is not None:
            self._fit_header(header_parts(self.view, self.match, phase=phase, tr=self.ctx.tr,
                                          dealt_again=self.voids.again(self.view.round)))

    def _drop_kept_results(self, event: Event) -> None:
        """A round's kept result (over the log's top) goes when the next round begins: at once where its
        show-down was held until the person went on, else at the person's first move of the new round (at Fast
        and Instant speed the kept result is where they read it); it is in the log (playtest: "OK, seen" and
        round 1's result stayed up through later rounds)."""
        data = event.data
        if isinstance(data, ev.RoundStart):
            if self.holds_show_downs or self._kept_until_move:
                self.headlines.dismiss()
                self._kept_until_move = False
            else:
                self._kept_until_move = self.headlines.visible
        elif (self._kept_until_move and isinstance(data, ev.Discard)
              and not self.match.seats[data.seat].is_bot):
            self.headlines.dismiss()
            self._kept_until_move = False

    def _show_round(self, data: ev.RoundEnd) -> None:
        for seat, panel in self.panels.items():
            if seat in data.shown:
                panel.show_round(data.round, data.shown[seat], data.points.get(seat), won=seat in data.winners)

    def landing_nodes(self, event: Event) -> Sequence[Node]:
        """Where a move shows once the table is synced: the discard on its pile, the card taken or drawn in
        the bottom seat's hand, the figure drawn, given, revealed or recoloured, the panel of a seat that
        took a card the viewer cannot see, that voted or vetoed."""
        data = event.data
        on_seat = isinstance(data, ev.Discard | ev.FigureAssigned | ev.FigureRevealed | ev.FigureDrawn)
        nodes = self.seat_nodes.get(data.seat) if on_seat else None
        if isinstance(data, ev.Discard) and nodes is not None:
            pile = nodes.piles.get(data.step, [])
            return pile[-1:]
        if isinstance(data, ev.Draw | ev.Take):
            card = data.card
            in_hand = [c for c in self.hand.cards() if card is not None and c.data == ("hand", card)]
            if data.seat == self.own.seat:
                return in_hand
            return [self.panels[data.seat]] if isinstance(data, ev.Take) and data.seat in self.panels else []
        if isinstance(data, ev.FigureAssigned | ev.FigureRevealed) and nodes is not None:
            return [n for slot, n in nodes.figures.items() if slot == data.slot]
        if isinstance(data, ev.MediaApplied):
            target = self.seat_nodes.get(data.target)
            return [target.figures[data.slot]] if target is not None and data.slot in target.figures else []
        if isinstance(data, ev.FigureDrawn) and nodes is not None and nodes.figures:
            alone = sum(s.team == data.team for s in self.view.seats) == 1
            # an individual's figure joins the end of their row; a team's waits to be given (figure_assigned)
            return [nodes.figures[max(nodes.figures)]] if alone else []
        if isinstance(data, ev.VetoVote | ev.Veto):
            seats = data.seats if isinstance(data, ev.Veto) else (data.seat,)
            return [self.panels[s] for s in seats if s in self.panels]
        return []

    # -- syncing to the view ----------------------------------------------------------------------
    def sync(self, view: DemosView) -> None:
        self.media_pick = None
        legal = self.legal()
        n = len(view.seats)
        bottom = self.viewer if self.viewer is not None else 0
        order = [(bottom + k) % n for k in range(1, n)]  # clockwise from the bottom seat's left
        self.facts = facts_of(view)
        self._fit_header(header_parts(view, self.match, tr=self.ctx.tr, dealt_again=self.voids.again(view.round)))
        self._fill_team_vetoes(view, self.facts.team_vetoes)
        # the others, across the top; a panel whose seat and surroundings are as at the last sync is kept as it
        # is (rebuilding five panels was most of a sync: issue 14.3)
        width = (self.play_w - 10 * (len(order) - 1)) / max(1, len(order))
        kept = {seat: panel for seat, panel in self.panels.items() if panel is not self.own}
        self.panels = {}
        self.seat_nodes = {}
        self.card_nodes = {}
        for k, seat in enumerate(order):
            x = 10 + k * (width + 10)
            key = self._panel_key(view, seat, (x, width, self.top_y, self.top_h))
            panel = kept.pop(seat, None)
            if panel is None or self._panel_keys.get(seat) != key:
                if panel is not None:
                    panel.detach()
                panel = self.stage.root.add(SeatPanel(seat, compact=True, x=x, y=self.top_y, w=width, h=self.top_h,
                                                      tr=self.ctx.tr, z=1))
                panel.names = self.name
                panel.fill_from(view, view.seats[seat], self.name(seat), self._status(view, seat),
                                is_bot=self.match.seats[seat].is_bot, asked=seat in view.active)
                self._panel_keys[seat] = key
            self.panels[seat] = panel
            self.seat_nodes[seat] = panel.nodes
        for gone in kept.values():
            gone.detach()
        # the bottom seat
        own = view.seats[bottom]
        own_key = self._panel_key(view, bottom, (self.own.x, self.own.w, self.own.y, self.own.h))
        if self._panel_keys.get("own") != own_key:
            self.own.seat = bottom
            self.own.data = ("seat", bottom)
            slots = list(self.slots.values())
            for s in slots:
                self.own.remove(s)
            self.own.fill_from(view, own, self.name(bottom), self._status(view, bottom),
                               is_bot=self.match.seats[bottom].is_bot, asked=bottom in view.active)
            for s in slots:
                self.own.add(s)
            self.seat_nodes[bottom] = self.own.nodes
            self._fill_slots(view, own)  # its discards join the bottom seat's nodes
            self._panel_keys["own"] = own_key
        self.seat_nodes[bottom] = self.own.nodes
        self.panels[bottom] = self.own
        hand_key = (own.hand, own.hand_size, self.hand.w, self.hand.h)
        if self._panel_keys.get("hand") != hand_key or len(self.hand.cards()) != (len(own.hand or ()) or own.hand_size):
            self._fill_hand(own)
            self._panel_keys["hand"] = hand_key
        for nodes in self.seat_nodes.values():
            self.card_nodes.update(nodes.discards)
        takeable = {a.card for a in legal if isinstance(a, TakeDiscard)}
        bases: dict[Node, str | None] = {node: self._tip_bases.get(node, node.tooltip)
                                         for node in self.card_nodes.values()}
        self._tip_bases = bases
        why_lit = self.ctx.tr("Lit: you may take this card (drag it into your hand)")
        for code, node in self.card_nodes.items():
            node.draggable = True  # a refused pick-up explains why (replays too)
            node.lit = code in takeable  # what may be taken now, before anything is picked up
            # a lit card says why it is lit (playtest: the highlights were never explained)
            node.tooltip = f"{bases[node]}\n{why_lit}" if node.lit else bases[node]
        self.people.count = view.people_deck
        self.power.count = view.power_deck
        self.media_out.count = len(view.media_out)
        self.media_out.top = card_face("M", tr=self.ctx.tr) if view.media_out else None
        self.media_out.visible = bool(view.media_out)
        self._fill_prompt(view, legal)
        self._fill_overlay(view)
        can_aim = any(isinstance(a, ApplyMedia) for a in legal)
        for nodes in self.seat_nodes.values():
            for fig in nodes.figures.values():
                if fig.face is not None and fig.face.id == "M" and fig.face_up and self.mine():
                    fig.draggable = fig.lit = can_aim
        self.people.draggable = self.people.focusable = self.viewer is not None and self.presenter is not None
        self.people.lit = TakeFromDeck() in legal  # what may be taken, lit
        self._drop_stale_focus()

    def _panel_key(self, view: DemosView, seat: int, place: tuple[float, ...]) -> tuple[Any, ...]:
        """Everything a seat's panel is drawn from: while it is unchanged the panel stays as it is."""
        played = sum(f.media_from == seat for other in view.seats for f in other.figures)  # its media laid away
        return (view.seats[seat], played, self.name(seat), self._status(view, seat), self.match.seats[seat].is_bot,
                # of the phase, only whether the round's piles show and whether the game is over (it changes
                # with nearly every action, the panel with a few)
                seat in view.active, view.dealer, view.teams_mode, view.mode, discards_shown(view),
                view.phase == "over", view.last_round,
                view.viewer, view.round, view.round_limit, view.chosen_rounds, place)

    def _drop_stale_focus(self) -> None:
        """The keyboard focus leaves a place that can no longer be used (the Secret slot a card was dropped
        on stays on the table into later rounds, and so would its ring)."""
        focused = self.stage.focus
        if focused is not None and focused not in self.stage.focusables():
            self.stage.focus_ring.focus(None)

    # -- while the moves play ---------------------------------------------------------------------
    def round_over(self) -> None:
        """The show-down is on: nobody is deciding any more. The panels are built again at the next sync even
        if their seats' views are unchanged (at Instant speed that sync may have come before this)."""
        for panel in self.panels.values():
            panel.set_status("")
        self._panel_keys.clear()

    def hand_receives(self, code: str) -> None:
        """A card flown into the bottom seat's hand joins the fan at once, so the hand the show-down scores
        is the hand on the table."""
        if any(c.data == ("hand", code) for c in self.hand.cards()):
            return
        node = CardNode(card_face(code, tr=self.ctx.tr), tooltip=card_long(code, self.ctx.tr))
        node.data = ("hand", code)
        self.hand.add(node)
        # into its place by suit and number, as a synced hand lies (playtest: the round's last card taken
        # stayed at the end of the fan through the show-down, which shows the hand the round was won with)
        for card in sorted(self.hand.cards(), key=lambda c: hand_order(c.data[1]) if c.data else (4, 0)):
            self.hand.add(card)
        self.hand.arrange()

    def _fitting_size(self, text: str, room: float, sizes: Sequence[float], *, bold: bool = False) -> float:
        """The first of `sizes` at which `text` is at most `room` wide (design units); else the last."""
        fonts = self.stage.painter.fonts
        scale = self.stage.root.scale or 1.0
        for size in sizes:
            if fonts.get(int(size * scale), bold).size(text)[0] / scale <= room:
                return size
        return sizes[-1]

    def _fit_header(self, parts: Sequence[tuple[str, str]]) -> None:
        """The header line stays left of the log and is never cut: a smaller font first, then the parts the
        table shows elsewhere leave it (the dealer has the D mark on their panel; the rules are in New game).
        `parts`: prompt.header_parts's (what, words)."""
        fonts = self.stage.painter.fonts
        scale = self.stage.root.scale
        room = self.play_w - 8

        def width(t: str, size: float) -> float:
            return float(fonts.get(int(size * scale), True).size(t)[0] / scale)

        def line(leave: tuple[str, ...]) -> str:
            return " · ".join(words for what, words in parts if what not in leave)

        candidates = [line(()), line(("dealer",)), line(("dealer", "rules"))]
        for candidate in candidates:
            size = next((sz for sz in (17, 16, 15, 14, 13) if width(candidate, sz) <= room), None)
            if size is not None:
                break
        self.header.set_size(size or 13)
        self.header.text = candidate

    def _fill_team_vetoes(self, view: DemosView, left: Mapping[int, int]) -> None:
        """In team play a veto belongs to the team: said here once per side, not on every teammate's panel.
        `left`: each side's vetoes left (while a move plays, as its events have left them)."""
        self.team_vetoes.visible = view.mode == "full" and view.teams_mode != "none" and view.phase != "over"
        if not self.team_vetoes.visible:
            return
        # the independent's veto is their own: their panel says it
        tr = self.ctx.tr
        sides = [tr("{team} {left}", team=self.team_name(t.team), left=left.get(t.team, t.vetoes_left) or tr("none"))
                 for t in view.teams if not t.independent]
        self.team_vetoes.text = tr("Vetoes left: {sides}", sides=" · ".join(sides))

    def _status(self, view: DemosView, seat: int) -> str:
        sv = view.seats[seat]
        if view.phase == "over":
            return self.ctx.tr("★ WINNER") if view.outcome and seat in view.outcome.winners else ""
        if seat in view.active:
            return self.activity(seat)
        if sv.decided:  # a teammate's vote on the team veto, cast while the others still vote
            return self.ctx.tr("✓ has voted")
        return ""

    def _fill_slots(self, view: DemosView, own: SeatView) -> None:
        steps = STEPS if view.mode == "full" else STEPS[:2]
        piles = {"public": own.public_discards, "secret": own.secret_discards, "unanimous": own.unanimous_discards}
        for step, slot in self.slots.items():
            slot.clear()
            slot.visible = step in steps and discards_shown(view)
            slot.drop_target = True
            slot.focusable = False
            label = step_label(step, self.ctx.tr, own=True)
            slot.add(TextNode(label, size=self._fitting_size(label, slot.w - 12, (12, 11, 10), bold=True), bold=True,
                              x=8, y=4))
            pile = self.seat_nodes[own.seat].piles.setdefault(step, [])
            for k, code in enumerate(piles[step] if slot.visible else ()):
                node = CardNode(card_face(code, tr=self.ctx.tr) if code else None, face_up=code is not None,
                                x=6 + k * 4, y=24 + k * 4, z=k)
                pile.append(node)
                if code is not None:
                    node.tooltip = card_long(code, self.ctx.tr)
                    node.data = ("discard", code)
                    self.seat_nodes[own.seat].discards[code] = node
                slot.add(node)

    def _fill_hand(self, own: SeatView) -> None:
        self.hand.clear()
        self.hand.drop_target = True
        if own.hand is not None:
            ordered = sorted(own.hand, key=hand_order)
            for code in ordered:
                node = CardNode(card_face(code, tr=self.ctx.tr), tooltip=card_long(code, self.ctx.tr))
                node.data = ("hand", code)
                node.draggable = True
                self.hand.add(node)
            self.hand.arrange()
        else:
            self._fill_backs(own.hand_size)

    def _fill_backs(self, n: int) -> None:
        """The bottom seat's hand in the public view: `n` face-down cards."""
        self.hand.clear()
        self.hand.drop_target = True
        for _ in range(n):
            self.hand.add(CardNode(None, face_up=False))
        self.hand.arrange()

    def _fill_prompt(self, view: DemosView, legal: Sequence[DemosAction]) -> None:
        asking = self.asking if self.mine() else None
        tr = self.ctx.tr
        title, sub = prompt_for(view, self.name, asking, legal, replay=self.mode == "replay", tr=tr)
        self.say(title, sub)
        self.prompt.set_hint(tr(KEYS_HINT),
                             visible=asking is not None and view.phase != "over")
        specs: list[ButtonSpec] = []
        for a in legal:
            team = asking is not None and view.teams_mode != "none" and not view.seats[asking].independent
            if isinstance(a, SkipDiscard):
                specs.append(ButtonSpec(tr("Keep my hand (K)"), self.act_cb(a), hotkey=pygame.K_k, data=("button", a)))
            elif isinstance(a, TakeFromDeck):
                specs.append(ButtonSpec(tr("Take from deck (D)"), self.act_cb(a), hotkey=pygame.K_d,
                                        data=("button", a)))
            elif isinstance(a, Consent):
                specs.append(ButtonSpec(tr("Vote against veto (A)") if team else tr("Agree (A)"), self.act_cb(a),
                                        "primary", pygame.K_a, data=("button", a)))
            elif isinstance(a, CastVeto):
                specs.append(ButtonSpec(tr("Vote for team veto (V)") if team else tr("Veto! (V)"), self.act_cb(a),
                                        "danger", pygame.K_v, data=("button", a)))
            elif isinstance(a, AssignFigure):
                pend = view.pending_figures[0] if view.pending_figures else None
                what = card_text(pend.card, tr) if pend is not None and pend.card else tr("the figure")
                specs.append(ButtonSpec(tr("Give {figure} to {name}", figure=what, name=self.name(a.seat)),
                                        self.act_cb(a), "primary", data=("button", a)))
        self.prompt.set_buttons(specs)
        self._pending_card(view, legal)

    def _pending_card(self, view: DemosView, legal: Sequence[DemosAction]) -> None:
        pend = view.pending_figures[0] if view.pending_figures else None
        if pend is None or not any(isinstance(a, AssignFigure) for a in legal):
            return
        node = self.prompt.row.add(CardNode(card_face(pend.card, tr=self.ctx.tr) if pend.card else None,
                                            face_up=pend.card is not None, x=-90, y=-6, scale=0.8,
                                            tooltip=self.ctx.tr("Drag this figure onto the teammate who receives it")))
        node.data = ("pending",)
        node.draggable = True

    def _fill_overlay(self, view: DemosView) -> None:
        if view.outcome is None:
            self.overlay.close()
            return
        tr = self.ctx.tr
        self.overlay.place(*self._overlay_room)  # the lines are set in the whole room, then it shrinks to them
        self.overlay.show_lines(tr("The harmony of powers — final ranking"), final_lines(view, self.name, tr), size=16)
        self._fit_overlay()

    def _fit_overlay(self) -> None:
        """The final ranking's panel as large as its words (a few lines, the headline, the toggle in its lower
        right corner below them), centred in the room it may take: a small box of lines in a large empty dark
        panel looked unfinished."""
        overlay = self.overlay
        if not overlay.visible or not overlay.body.children:
            return
        x, y, w, h = self._overlay_room
        overlay.place(x, y, w, h)  # the headline at full width first, to measure it as it will be set
        painter = self.stage.painter
        title_w = painter.text(overlay.title.text, overlay.title.size, (0, 0, 0), bold=True).get_width()
        texts = [n for n in overlay.body.children if isinstance(n, TextNode)]
        lines_w = max((painter.text(n.text, n.size, (0, 0, 0), bold=n.bold).get_width() for n in texts), default=0)
        toggle = overlay.toggle
        width = min(w, max(title_w + 48, lines_w + 56, toggle.w + 48, 420))
        left = x + (w - width) / 2
        overlay.place(left, y, width, h)
        overlay.title.wrap = width - 48  # the toggle goes below the lines: the headline has the whole width
        for n in texts:
            n.wrap = width - 48
            n.mark_dirty()
        bottom = max((n.y + n.measure(painter)[1] for n in texts), default=0.0)
        below = overlay.body.y + bottom + 18  # clear of the ring a lesson draws round the lines
        height = min(h, below + toggle.h + 14)
        overlay.panel.set_rect(left, y, width, height)
        toggle.set_pos(left + width - toggle.w - 16, y + height - toggle.h - 14)


def log_color(code: str) -> Color:
    """Card names on the dark log panel: light red for ♥ ♦, light green for ♣ (as on the cards), near-white
    for ♠, blue for the media."""
    if code == "M":
        return (140, 180, 240)
    return {"H": (255, 120, 120), "D": (255, 120, 120), "C": (120, 215, 140)}.get(code[-1], (235, 235, 240))


def make_table(ctx: Any, match: Any, *, mode: str = "play", viewer: int | None = None,
               driver: Any = None) -> DemosTable:
    """The factory registered in scenes.tables.TABLE_INFO["demos"]."""
    return DemosTable(ctx, match, mode="replay" if mode == "replay" else "play", viewer=viewer, driver=driver)
