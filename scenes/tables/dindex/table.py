"""The Dindex table: every decision of every phase, by drag-and-drop, clicks or keys.

What lights up, what may be dragged where and which buttons show all come from the legal actions of the
seat being asked (`presenter.legal()`); the table holds no second copy of the rules. Roles are shown only as
far as the view knows them: one's own (on one's own panel and role card), revealed ones, all at the end.
Layout (design units, 1280×720 and wider): the parties across the top; the Democracy Index, the centre pools
and the piles on the left; the government (Chancellery, five ministries, their tasks) in the middle with
the prompt under it; the drop zones, the hand and one's role card at the bottom; the log on the right.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.match import Match
from game.core.protocol import Event
from game.dindex.components import components
from game.dindex.state import (
    AcceptCoalition,
    AssignMinistry,
    CoverTask,
    DeclineCoalition,
    DindexView,
    EndCampaign,
    LeaveUncovered,
    LetStand,
    PassTurn,
    PlaySecret,
    ProposeCoalition,
    SupportCrisis,
)
from scenes.engine.cards import CardFace, HandNode, PileNode
from scenes.engine.logpanel import LogPanel
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.tables.common.legacy import LegacyBaseTable as BaseTable
from scenes.tables.dindex.anim import LOG_SHOWN, DindexAnim
from scenes.tables.dindex.board import DindexBoard
from scenes.tables.dindex.look import PORTFOLIO_WORD, card_face, card_long, log_color
from scenes.tables.dindex.drops import DindexDrops
from scenes.tables.dindex.words import describe_event, purpose_words
from scenes.tables.dindex.nodes import FitText, GaugeNode, OfficeToken, PartyPanel, ZoneNode
from scenes.tables.dindex.prompt import final_lines, phase_title, prompt_for

LOG_W = 280
ZONES = {
    "secret": ("Secret stack", "Drop a card here: it goes face down on the common stack of secret actions (§ 5.4)."),
    "play": ("Play openly", "Drop a card here to play it openly (§ 5.5); a card that aims at a party goes onto that party."),
    "exchange": ("Exchange", "Drop a card here to discard it face down and draw a new one (§ 5.5)."),
    "counter": ("Counter", "Drop a counter card (raised hand) here to counter the card on top (§ 5.5)."),
    "win": ("Win a non-voter", "Campaign (§ 5.8): discard the card face down; a non-voter becomes your voter."),
    "scare": ("Scare off voters", "Campaign (§ 5.8): discard the card face down; every other party loses a voter."),
}
NEWS = {
    "term_start": lambda d, name: f"Term {d['term']} began",
    "election": lambda d, name: f"majority {d['majority']} of {d['total']} votes",
    "government": lambda d, name: f"Chancellery: {name(d['chancellery'])}"
    + (" (second formation)" if d.get("first_formation_failed") else ""),
    "settlement": lambda d, name: "settled: " + (", ".join(f"{name(s)} +{g} RP" for s, g in d["rp_gained"].items() if g)
                                                 or "no RP"),
}
"""The term's events (§ 5.1, § 5.2, § 5.7) summed up on the government board, next to its title."""


class DindexTable(DindexBoard, DindexDrops, DindexAnim, BaseTable):
    # -- building ---------------------------------------------------------------------------------
    def build(self) -> None:
        root = self.stage.root
        pal = self.ctx.palette
        self.stage.policy = self
        self.picked: set[int] = set()
        self.last_random: tuple[int, str] | None = None
        self.header = root.add(TextNode("", size=15, bold=True, x=14, y=6))
        self.prompt = root.add(TextNode("", size=16, bold=True, color=pal.accent))
        self.subprompt = root.add(TextNode("", size=12, color=pal.text_dim))
        self.buttons = root.add(Node(z=20))
        self.gauge = root.add(GaugeNode())
        self.stack_pile = root.add(PileNode(label="Stack", tooltip="Face-down action cards (§ 3.8)"))
        self.discard_pile = root.add(PileNode(label="Discards", tooltip="Played, exchanged and campaign cards, face down"))
        self.random_pile = root.add(PileNode(label="Random", face_up=True,
                                             tooltip="The last random card drawn (1–7, § 3.7), reshuffled after every draw"))
        self.board = root.add(PanelNode(fill=(30, 44, 40, 200), border=(90, 120, 100), radius=12))
        self.board_title = self.board.add(TextNode("Government", size=12, bold=True, x=10, y=4, color=(220, 220, 200)))
        # one line beside the title: the newest news first to go when it is too long for the board
        self.news = self.board.add(FitText("", fit=400, size=10.5, min_size=9.0, x=110, y=5, color=(200, 215, 200)))
        self.term_news: dict[str, str] = {}
        self.tokens = [self.board.add(OfficeToken(o)) for o in range(6)]
        self.task_layer = self.board.add(Node())
        self.panels: dict[int, PartyPanel] = {s: root.add(PartyPanel(s, z=1)) for s in range(self.match.num_players)}
        self.zones: dict[str, ZoneNode] = {k: root.add(ZoneNode(k, label, hint, w=122, h=170, z=2))
                                           for k, (label, hint) in ZONES.items()}
        self.hand = root.add(HandNode(spread=104, max_angle=3.0, z=3))
        self.hand.data = ("hand_area",)
        self.centre = root.add(Node(z=4))
        self.role_card = root.add(PanelNode(radius=8, fill=(40, 36, 30, 240), border=pal.accent, z=2))
        self.undo_button = root.add(ButtonNode("Undo (Ctrl+Z)", self.undo, w=116, h=30, size=12, z=20))
        self.log = root.add(LogPanel(self.stage.painter, card_face, card_long, log_color, fill=(20, 24, 30, 225), z=2))
        self.overlay = root.add(PanelNode(z=50, fill=(20, 24, 32, 250), border=pal.accent, radius=14))
        self.overlay.visible = False
        self.fx = root.add(Node(z=100))
        # toasts (a refused drop, a revealed role) appear over the government board, not over the parties'
        # panels where the stage would put them; every toast of this table goes through here
        # under the end-of-game overlay (z 50): a last toast must not hide the result
        self.banner = root.add(PanelNode(z=45, fill=(60, 24, 22, 240), border=pal.danger, radius=8))
        self.banner.visible = False
        self.banner_left = 0.0
        self.toast_text: str | None = None
        self.stage.toast = self.toast  # type: ignore[method-assign]
        self._view: DindexView | None = None
        self._log_lines: list[list[tuple[str, str | None]]] = []
        self._log_key: tuple[int | None, int, int] = (-1, 0, 0)

    # -- layout -----------------------------------------------------------------------------------
    def layout(self) -> None:
        vw, vh = self.stage.virtual_size
        self.play_w = pw = vw - LOG_W - 30
        self.log.set_rect(vw - LOG_W - 10, 10, LOG_W, vh - 20)
        n = self.match.num_players
        width = (pw - 8 * (n - 1)) / n
        for s, panel in self.panels.items():
            panel.set_rect(10 + s * (width + 8), 28, width, 138)
        self.gauge.set_rect(10, 172, 250, 188)
        self.stack_pile.set_pos(14, 370)
        self.discard_pile.set_pos(100, 370)
        self.random_pile.set_pos(186, 370)
        bx, bw = 270.0, pw - 260
        self.board.set_rect(bx, 172, bw, 218)
        col = (bw - 12) / 6
        for o, token in enumerate(self.tokens):
            token.set_rect(6 + o * col, 22, col - 6, 40)
        self.news.fit = bw - 120
        self.prompt.set_pos(bx, 396)
        self.prompt.wrap = self.subprompt.wrap = bw - 200
        self.subprompt.set_pos(bx, 440)
        self.buttons.set_pos(bx, 490)
        self.centre.set_pos(10 + pw - 190, 396)
        y0 = vh - 188
        self.zone_slots = [(10.0, y0 + 8), (138.0, y0 + 8)]
        for z in self.zones.values():
            z.set_rect(z.x, y0 + 8, 122, 170)
            z.relayout()
        self.hand.set_rect(bx, y0, bw - 130, 186)
        self.role_card.set_rect(10 + pw - 122, y0 + 14, 122, 96)
        self.undo_button.set_pos(10 + pw - 118, y0 + 124)
        self.overlay.set_rect(60, 80, pw - 100, vh - 160)
        self.log.refresh()

    # -- syncing to the view ----------------------------------------------------------------------
    def name(self, seat: int | str) -> str:
        return self.match.seats[int(seat)].name

    def sync(self, view: DindexView) -> None:
        self.fx.clear()  # ghosts of played cards give way to the real table
        if self._view is None or view.phase != "propose" or self._view.formateur != view.formateur:
            self.picked = set()
        self._view = view
        if self._log_key != (view.viewer, id(self.match), len(self.match.actions)) and (
                self._log_key[:2] != (view.viewer, id(self.match)) or self._log_key[2] > len(self.match.actions)):
            self._rebuild_log(view)
        asking = self.asking
        legal = self.presenter.legal() if self.presenter is not None else []
        mine = asking is not None and asking == self.viewer
        self.header.text = phase_title(view)
        parts = list(self.term_news.values())
        # the whole line, else the latest facts (the settlement is the one to keep), then the last alone
        self.news.texts = tuple(" · ".join(parts[k:]) for k in range(len(parts))) or ("",)
        self.news.mark_dirty()
        for s, panel in self.panels.items():
            panel.fill_from(view, self.name(s), self._status(view, s), me=s == view.viewer,
                            bot=self.match.seats[s].is_bot)
            panel.drop_target = self.presenter is not None  # a card aimed at a party, a ministry given to it
            panel.lit = False
            panel.on_click = None
        self.gauge.cards, self.gauge.discard = view.dindex, view.dindex_discard
        self.gauge.non_voters, self.gauge.opponents = view.non_voters, view.opponents
        self.stack_pile.count, self.discard_pile.count = view.stack_size, view.discard_size
        self.random_pile.count = 7
        # the card is narrow: a short caption that is never cut, the reason in the tooltip
        self.random_pile.top = (CardFace("r", str(self.last_random[0]), str(self.last_random[0]), (30, 30, 30),
                                         caption="drawn") if self.last_random else None)
        self.random_pile.tooltip = ("The last random card drawn (1–7, § 3.7), reshuffled after every draw"
                                    + (f": {self.last_random[0]}, for {self.last_random[1]}" if self.last_random
                                       else ""))
        self._fill_board(view, legal if mine else [])
        self._fill_zones(view, legal if mine else [])
        self._fill_hand(view, legal if mine else [])
        self._fill_centre(view)
        self._fill_role(view)
        self._fill_prompt(view, asking, legal if mine else [])
        self.log.set_lines(self._log_lines[-LOG_SHOWN:])
        self.log.refresh()
        self._fill_overlay(view)
        self.undo_button.enabled = self.presenter is not None and self.presenter.can_undo()
        self.undo_button.visible = self.presenter is not None

    def _status(self, view: DindexView, seat: int) -> str:
        if view.winners is not None:
            return "★ WINNER" if seat in view.winners else ""
        if seat in _asked(view):
            return "your decision" if seat == self.asking else "deciding…"
        if view.phase == "secret_choose" and view.secret_submitted and view.secret_submitted[seat]:
            return "✓ secret card laid"
        if view.phase == "secret_play" and view.secret_holding and view.secret_holding[seat]:
            return "holds a secret action"
        if view.phase == "open_window" and seat in view.window:
            return "to answer: counter?"
        if view.phase in ("assign", "respond") and seat in view.partners:
            return "offered a coalition"
        return ""

    def _fill_prompt(self, view: DindexView, asking: int | None, legal: Sequence[Any]) -> None:
        title, sub = prompt_for(view, self.name, asking, legal, self.mode)
        if self.presenter is None and view.phase != "over":
            who = f"{self.name(view.viewer)}'s seat" if view.viewer is not None else "the public view (no hands, no roles)"
            title, sub = f"Replay · {title}" if title else "Replay", f"Seen from {who}."
        # "§ 5.7" must not break across lines: the wrapping splits at spaces
        self.prompt.text, self.subprompt.text = title, sub.replace("§ ", "§")
        # the lines flow: a long prompt pushes its explanation, and that the buttons, down instead of under them
        painter = self.stage.painter
        self.subprompt.y = max(440.0, self.prompt.y + self.prompt.measure(painter)[1] + 4)
        self.buttons.y = max(490.0, self.subprompt.y + (self.subprompt.measure(painter)[1] if sub else 0) + 8)
        self.buttons.clear()
        specs: list[tuple[str, Any, str, int | None]] = []
        proposals = [a for a in legal if isinstance(a, ProposeCoalition)]
        if proposals:
            cands = sorted({p for a in proposals for p in a.partners})
            for s in cands:
                mark = "☑" if s in self.picked else "☐"
                specs.append((f"{mark} {self.name(s)} ({view.votes[s] if view.votes else 0})", ("toggle", s), "normal", None))
            match = next((a for a in proposals if set(a.partners) == self.picked), None)
            votes = sum(view.votes[s] for s in self.picked | {view.formateur}) if view.votes else 0
            if match is None:  # say what is missing rather than offer a greyed "Govern alone"
                label = (f"Pick partners: {votes} of {view.majority} votes" if votes < view.majority
                         else f"Not this coalition ({votes} votes)")
            else:
                label = (f"Propose (P): {votes} votes, majority {view.majority}" if self.picked
                         else f"Govern alone (P): {votes} votes")
            specs.append((label, match if match is not None else ("invalid",), "primary", pygame.K_p))
        for a in legal:
            if isinstance(a, AssignMinistry):
                # a core competence earns 2 RP instead of 1 (§ 5.7): the button says so
                core = any(a.portfolio in components().parties[p].competences for p in view.parties[a.seat])
                specs.append((f"{PORTFOLIO_WORD[a.portfolio]} → {self.name(a.seat)}{' ★ core' if core else ''}", a,
                              "normal", None))
            elif isinstance(a, AcceptCoalition):
                specs.append(("Accept (A)", a, "primary", pygame.K_a))
            elif isinstance(a, DeclineCoalition):
                specs.append(("Decline (D)", a, "danger", pygame.K_d))
            elif isinstance(a, CoverTask):
                specs.append((f"Cover {components().tasks[a.task].name}", a, "normal", None))
            elif isinstance(a, SupportCrisis):
                specs.append((f"Support on {components().tasks[a.task].name}", a, "normal", None))
            elif isinstance(a, LeaveUncovered):
                specs.append(("Leave free (F)", a, "normal", pygame.K_f))
            elif isinstance(a, PlaySecret):
                label = "Carry it out (C)" if a.target is None else f"Against {self.name(a.target)}"
                specs.append((label, a, "primary", pygame.K_c if a.target is None else None))
            elif isinstance(a, PassTurn):
                specs.append(("Pass (P)", a, "normal", pygame.K_p))
            elif isinstance(a, LetStand):
                specs.append(("Let it stand (L)", a, "primary", pygame.K_l))
            elif isinstance(a, EndCampaign):
                specs.append(("End campaign (E)", a, "primary", pygame.K_e))
        x, y = 0.0, 0.0
        limit = self.board.w - 200
        for label, action, kind, hot in specs:
            w = min(limit, max(96.0, 7.8 * len(label) + 24))  # bold 12: about 7.5 units a character
            if x + w > limit and x > 0:
                x, y = 0.0, y + 36
            b = self.buttons.add(ButtonNode(label, self._act_cb(action), x=x, y=y, w=w, h=32, size=12, kind=kind,
                                            hotkey=hot, enabled=action != ("invalid",)))
            b.data = ("button", action)
            x += w + 8

    def _act_cb(self, action: Any) -> Any:
        if isinstance(action, tuple) and action and action[0] == "toggle":
            return self._toggle_cb(action[1])
        return lambda: self._act(action)

    def _act(self, action: Any) -> None:
        if self.presenter is None or self.asking is None:
            self.stage.toast("Nothing to decide here.")
            return
        error = self.presenter.act(self.asking, action)
        if error:
            self.stage.toast(error)

    def _fill_overlay(self, view: DindexView) -> None:
        self.overlay.clear()
        self.overlay.visible = view.winners is not None
        if view.winners is None:
            return
        w = self.overlay.w
        winners = ", ".join(self.name(s) for s in view.winners) or "nobody"
        self.overlay.add(TextNode(f"Game over — {winners} win{'s' if len(view.winners) == 1 else ''}", size=20,
                                  bold=True, x=24, y=16, width=w - 48, color=self.ctx.palette.accent))
        lines = final_lines(view, self.name)
        for i, (text, win) in enumerate(lines):
            self.overlay.add(TextNode(text, size=14, bold=win, x=24, y=60 + i * 28, width=w - 48,
                                      color=self.ctx.palette.accent if win else None))
        self.overlay.h = 80 + 28 * len(lines)

    # -- the log ----------------------------------------------------------------------------------
    def log_events(self, events: Sequence[Event]) -> None:
        for e in events:
            if e.type == "random_card":
                purpose = str(e.data["purpose"])
                self.last_random = (int(e.data["value"]), purpose_words(purpose).removeprefix("for "))
            line = describe_event(e, self.name)
            if line:
                self._log_lines.append(line)
                if e.type in NEWS:
                    if e.type == "term_start":
                        self.term_news = {}
                    self.term_news[e.type] = NEWS[e.type](e.data, self.name)
        self._log_lines = self._log_lines[-5000:]
        self._log_key = (self.viewer, id(self.match), len(self.match.actions))

    def _rebuild_log(self, view: DindexView) -> None:
        """Word the whole game so far for this viewer: after a hot-seat hand-off the log must not keep the
        previous party's private lines, and a loaded game or a replay shows its history."""
        events = self.match.events_seen_by(view.viewer)
        self._log_lines = []
        self.term_news = {}
        self.last_random = None
        self.log_events(events)

def _asked(view: DindexView) -> list[int]:
    from scenes.tables.dindex.prompt import _active

    return _active(view)


def make_table(ctx: Any, match: Match, *, mode: str = "play", viewer: int | None = None) -> DindexTable:
    """The factory for scenes.tables.TABLES["dindex"]."""
    return DindexTable(ctx, match, mode=mode, viewer=viewer)  # type: ignore[arg-type]
