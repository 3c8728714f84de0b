"""The Dindex table: every decision of every phase, by drag-and-drop, clicks or keys.

What lights up, what may be dragged where and which buttons show all come from the legal actions of the
seat being asked (`self.legal()`); the table holds no second copy of the rules. Roles are shown only as
far as the view knows them: one's own (on one's own panel and role card), revealed ones, all at the end.
Layout (design units, 1280×720 and wider): the parties across the top; the Democracy Index, the centre pools
and the piles on the left; the government (Chancellery, five ministries, their tasks) in the middle with
the prompt under it; the drop zones, the hand and one's role card at the bottom; the log on the right.

The table composes its parts: `BoardFiller` fills the places from a view, `DindexDrops` says what may be
dropped where, `DindexAnimations` moves things as events play; the log, the prompt, the end overlay and the
toasts are the base's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game.core.protocol import Event
from game.dindex.events import DindexChanged
from game.dindex.state import AssignMinistry, DindexAction, DindexView, DrawActionCards, PassTurn, ProposeCoalition
from scenes.engine.cards import CardFace, HandNode, PileNode
from scenes.engine.i18n import N_, Translator
from scenes.engine.logpanel import CardWord
from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.render import Color
from scenes.engine.tween import Call
from scenes.tables.common.handoff import away_lines
from scenes.tables.common.logbook import LogListener
from scenes.tables.common.presenter import CallWindow
from scenes.tables.common.prompt import PromptStyle
from scenes.tables.common.table import BaseTable
from scenes.tables.common.toastspot import covered, toast_box, word_rects
from scenes.tables.common.undo import own_move_line
from scenes.tables.common.words import Line, plain
from scenes.tables.dindex.anim import DindexAnimations
from scenes.tables.dindex.board import BoardFiller
from scenes.tables.dindex.buttons import ButtonHooks, action_buttons, offered_to, previous_offer
from scenes.tables.dindex.counter import HANDOFF_REASONS, HEADLINES, counter_window, counter_words, tasks_reason
from scenes.tables.dindex.drawn import DrawnBox, drawn_cards
from scenes.tables.dindex.drops import DindexDrops
from scenes.tables.dindex.history import LastRandomCard, TermNews, TermReport
from scenes.tables.dindex.landing import LandingSpots
from scenes.tables.dindex.look import ActionCardNode, card_face, card_long, log_color
from scenes.tables.dindex.nodes import FanHand, FitText, GaugeNode, OfficeToken, PartyPanel, ZoneNode
from scenes.tables.dindex.preview import HOVER_DELAY, CardPreview
from scenes.tables.dindex.prompt import final_lines, phase_titles, prompt_for
from scenes.tables.dindex.sounds import CUES
from scenes.tables.dindex.summary import BAR_H, TermSummary, summary_lines
from scenes.tables.dindex.words import (
    WORDS,
    DindexNames,
    action_words,
    forced_cover_words,
    lower_your,
    move_without_mover,
    placed_by_the_rules,
    undo_words,
    whose_undo_words,
)

LOG_W = 280
PROMPT_INSET = 8
"""The prompt starts this far right of the board's edge: clear of the Random pile's count badge, which reaches
past the pile (German playtest: the "7" covered the first letter of "Aufgaben schaden")."""
PANEL_H = 144
"""A party panel's height: seven lines and the status, with the voters as two rows of sheep cards."""
HAND_H = 182.0
"""The hand's height: a card (168) lifted a little on hover, its fan's outer cards a little lower."""
FORMING_HAND_MIN = 0.6
"""The smallest the hand is drawn under a tall prompt (its cards still show their names)."""
ZONES = {
    "secret": ("Secret stack", "Drop a card here: it goes face down on the common stack of secret actions (§ 5.4)."),
    "play": ("Play openly",
             "Drop a card here to play it openly (§ 5.5); a card that aims at a party goes onto that party."),
    "exchange": ("Exchange", "Drop a card here to discard it face down and draw a new one (§ 5.5)."),
    "counter": ("Counter", "Drop a counter card (raised hand) here to counter the card on top (§ 5.5)."),
    "win": ("Win a non-voter", "Campaign (§ 5.8): discard the card face down; a non-voter becomes your voter."),
    "scare": ("Scare off voters", "Campaign (§ 5.8): discard the card face down; every other party loses a voter."),
}
RANDOM_TIP = N_("The last random card drawn (1–7, § 3.7), reshuffled after every draw")


class DindexTable(BaseTable[DindexView, DindexAction]):
    hidden_words = N_("no hands, no roles")
    cues = CUES
    _summary_key: tuple[Any, ...] | None = None
    """What the term summary's words were last made from (the record and what they read of the view)."""
    _summary_words: list[tuple[str, str]] = []
    handoff_reasons = HANDOFF_REASONS
    headline_events = HEADLINES

    # the nodes and parts built in `build`, read by the composed parts (BoardFiller, DindexDrops, DindexAnimations)
    header: FitText
    gauge: GaugeNode
    stack_pile: PileNode
    discard_pile: PileNode
    random_pile: PileNode
    board: PanelNode
    news: FitText
    tokens: list[OfficeToken]
    task_layer: Node
    panels: dict[int, PartyPanel]
    zones: dict[str, ZoneNode]
    zone_slots: list[tuple[float, float]]
    hand: HandNode
    centre: Node
    role_card: PanelNode
    picked: set[int]
    """The partners the formateur has picked (§ 5.2); a proposal is sent with the Propose button. They stay
    picked through the offer, its answers and a revision, so changing one partner is one click."""
    picked_for: tuple[int, int, bool] | None
    """The formation those picks belong to (term, formateur, second formation): another starts afresh."""
    wanted: set[str]
    """The ministries the partner answering an offer has ticked to ask for (§ 5.2)."""
    wanted_for: tuple[int, int] | None
    """(seat, proposal) the ticks were made for: the next offer or partner starts with none ticked."""
    play_w: float
    hand_room: tuple[float, float]
    """Where the hand lies across the table (x, width), from the layout."""
    filler: BoardFiller
    drops: DindexDrops
    anims: DindexAnimations
    spots: LandingSpots
    last_random: LastRandomCard
    term_news: TermNews
    preview: CardPreview
    log_blank: Node
    """What the stage draws by the pointer for a card named in the log: nothing (the large preview shows it)."""
    term_report: TermReport
    summary: TermSummary
    summaries_seen: set[int]
    """The terms whose summary has been dismissed."""
    pinned: tuple[int, int] | None
    """(card, Dindex level) of the card a right-click pinned to the preview, until the next right-click."""
    toast_band: PanelNode
    drawn_box: DrawnBox
    _toast_text_placed: str | None = None
    """The toast the toasts' place was last found for."""
    log_foot: float = 0.0
    _news_spots: dict[int, tuple[Node, list[str]]] = {}
    """The ringed panel lines whose tooltips tell their news (by node), and the news told."""
    """The room kept under the log for the folded term summary (none while it is away)."""

    # -- building ---------------------------------------------------------------------------------
    def build(self) -> None:
        root = self.stage.root
        pal = self.ctx.palette
        self.filler = BoardFiller(self)
        self.drops = DindexDrops(self)
        self.anims = DindexAnimations(self)
        self.spots = LandingSpots(self)
        self.stage.policy = self.drops
        self.prompt.reserve_end = True  # Pass, Let it stand and End campaign keep their own place
        self.picked = set()
        self.picked_for = None
        self.wanted = set()
        self.wanted_for = None
        self.play_w = 0.0
        self.zone_slots = []
        self.header = root.add(FitText("", fit=900, size=15, min_size=12, bold=True, x=14, y=6))
        self.gauge = root.add(GaugeNode())
        self.stack_pile = root.add(PileNode(label="Stack", tooltip="Face-down action cards (§ 3.8)"))
        self.discard_pile = root.add(PileNode(label="Discards",
                                              tooltip="Played, exchanged and campaign cards, face down"))
        self.random_pile = root.add(PileNode(label="Random", face_up=True, tooltip=RANDOM_TIP))
        self.gauge.data = ("dindex",)
        for pile, what in ((self.stack_pile, "stack"), (self.discard_pile, "discards"), (self.random_pile, "random")):
            pile.data = ("pile", what)
        self.board = root.add(PanelNode(fill=(30, 44, 40, 200), border=(90, 120, 100), radius=12))
        # under a toast that must lie over the tasks: the board's words end at its edge, never beside the toast
        self.toast_band = root.add(PanelNode(fill=(24, 34, 31, 255), radius=8, z=1))
        self.toast_band.visible = False
        self.board_title = self.board.add(TextNode("Government", size=12, bold=True, x=10, y=4,
                                                   color=(220, 220, 200)))
        # one line beside the title: the newest news first to go when it is too long for the board
        self.news = self.board.add(FitText("", fit=400, size=10.5, min_size=9.0, x=110, y=5, color=(200, 215, 200)))
        self.tokens = [self.board.add(OfficeToken(o)) for o in range(6)]
        self.task_layer = self.board.add(Node())
        self.panels = {s: root.add(PartyPanel(s, z=1)) for s in range(self.match.num_players)}
        self.zones = {k: root.add(ZoneNode(k, label, hint, w=122, h=170, z=2)) for k, (label, hint) in ZONES.items()}
        # a card's whole face shows until the hand is crowded; it lifts little, staying clear of the prompt
        self.hand = root.add(FanHand(spread=128, max_angle=3.0, lift=10, z=3))
        self.hand.data = ("hand_area",)
        self.centre = root.add(Node(z=4))
        self.role_card = root.add(PanelNode(radius=8, fill=(40, 36, 30, 240), border=pal.accent, z=2))
        self.preview = root.add(CardPreview(self.stage.painter))
        self.drawn_box = root.add(DrawnBox(pal.accent, self.show))
        self.summary = root.add(TermSummary(self.stage.painter, pal.accent, self._summary_seen))
        self.summaries_seen = set()
        self._news_spots = {}
        self.pinned = None
        self.log_blank = Node()
        self.stage.preview_node = self._log_card

    @property
    def animating(self) -> bool:
        """Busy while the drawing person looks at what they drew: the computer is passed on after OK."""
        return super().animating or self.drawn_box.visible

    def act(self, action: DindexAction, seat: int | None = None) -> bool:
        """The base's act; a person's draw that hands the computer on (the public view is up) first shows them
        the cards they drew (playtest: the pass screen came before they saw them)."""
        mover = self.asking if seat is None else seat
        done = super().act(action, seat)
        if done and isinstance(action, DrawActionCards) and action.count and mover is not None \
                and self.viewer is None:
            cards = drawn_cards(self.match.last_move_events(mover), mover)
            if cards:
                self.drawn_box.open(self.name(mover), cards, self.match.view(mover).dindex_level, self.ctx.tr)
                self.drawn_box.place(self.board.x + self.board.w / 2, self.board.y + 8)
        return done

    def prompt_style(self) -> PromptStyle:
        return PromptStyle(button_h=32, row_gap=4, end_w=140)

    # -- layout -----------------------------------------------------------------------------------
    def layout(self) -> None:
        vw, vh = self.stage.virtual_size
        self.play_w = pw = vw - LOG_W - 30
        self.header.fit = pw - 8  # never into the log
        self.log.set_rect(vw - LOG_W - 10, 10, LOG_W, vh - 20 - self.log_foot)
        n = self.match.num_players
        width = (pw - 8 * (n - 1)) / n
        for s, panel in self.panels.items():
            panel.set_rect(10 + s * (width + 8), 28, width, PANEL_H)
        self.gauge.set_rect(10, 34 + PANEL_H, 250, 188)
        piles_y = 230 + PANEL_H
        self.stack_pile.set_pos(14, piles_y)
        self.discard_pile.set_pos(100, piles_y)
        self.random_pile.set_pos(186, piles_y)
        bx, bw = 270.0, pw - 260
        self.board.set_rect(bx, 34 + PANEL_H, bw, 218)
        col = (bw - 12) / 6
        for o, token in enumerate(self.tokens):
            token.set_rect(6 + o * col, 22, col - 6, 40)
        self.news.fit = bw - 120
        self.prompt.place(bx + PROMPT_INSET, 258 + PANEL_H, bw - 200 - PROMPT_INSET)
        self.centre.set_pos(10 + pw - 190, 258 + PANEL_H)
        y0 = vh - 186
        self.zone_slots = [(10.0, y0 + 8), (138.0, y0 + 8)]
        for z in self.zones.values():
            z.set_rect(z.x, y0 + 8, 122, 170)
            z.relayout()
        self.hand_room = (bx, bw - 130)
        self.hand.set_rect(bx, vh - 4 - HAND_H, bw - 130, HAND_H)
        self.role_card.set_rect(10 + pw - 122, y0 + 14, 122, 96)
        # tall enough for a short label on two lines at a readable size ("Undo: coalition offer")
        self.undo_button.set_rect(10 + pw - 122, y0 + 120, 122, 40)
        self.overlay.place(60, 80, pw - 100, vh - 160)
        self.preview.place(vw - LOG_W - 10, 10, LOG_W, vh - 20)  # over the log: never over the prompt or the hand
        self._place_toasts()
        self.log.refresh()

    def _place_toasts(self) -> None:
        """Toasts (a refused drop, a revealed role) on the government board, clear of the parties' panels: below
        its tasks where the board has the room, so they cover no text; else the nearest height that covers no
        words (toastspot.py; playtest of issue 27: a toast lay over "No government tasks on the table yet"),
        and only where none is free over the tasks on a band as wide as the board, so no task's words peek out
        beside the toast (playtest: toasts drawn over panel text). Once the result shows, under it, so a last
        toast never hides it."""
        board, stage = self.board, self.stage
        stage.toast_x = board.x + board.w / 2
        panel = self.overlay.panel
        self.toast_band.visible = False
        if self.overlay.visible:
            stage.toast_y = panel.y + panel.h + 6
            return
        text = stage.toast_text
        height = 0.0
        if text:  # as the stage draws it: 16 pt, at most 700 wide, a padding of 10
            height = stage.painter.text(text, 16, (0, 0, 0), bold=True, width=700, align="center").get_height() + 20
        used = 62.0  # the office tokens' foot
        for node in self.task_layer.children:
            h = node.measure(stage.painter)[1] if isinstance(node, TextNode) else node.h
            used = max(used, node.y + h)
        below = board.y + used + 6
        if below + height <= board.y + board.h - 4:
            stage.toast_y = below
            return
        stage.toast_y = board.y + 64
        if not text:
            return
        self._place_toast(text)  # the nearest height over no words (the base's placement, from this home)
        box = toast_box(stage, text)
        scale = stage.root.scale or 1.0
        if covered(box, word_rects(stage.root, stage.painter)) and box.colliderect(board.world_rect()):
            self.toast_band.visible = True
            self.toast_band.set_rect(board.x + 3, stage.toast_y - 3, board.w - 6, box.h / scale + 6)

    # -- the log ----------------------------------------------------------------------------------
    def word_event(self, event: Event) -> Line | None:
        """An event in the words of the log of the person whose view it is."""
        return self._word(event, self.viewer)

    def _word(self, event: Event, reader: int | None) -> Line | None:
        """An event in the log's words for `reader` (None: the public): a ministry the rules placed on its only
        task says so (the rules mark its event), in the second person for its holder."""
        names = DindexNames(self.name, self.ctx.tr)
        if placed_by_the_rules(event):
            return forced_cover_words(event.data, names, reader)
        return WORDS.word(event, names)

    def undo_label_for(self, move: str, mover: int, action: DindexAction) -> str:
        """The move by its kind, short enough to read in the button (the whole move was cut to "Undo: proposes
        a coalitio…"; the tooltip keeps it whole); while the public view is on the screen (two or more people,
        the mover's move playing out in front of them all), whose move it is too."""
        if self.presenter is not None and self.viewer is None:
            return whose_undo_words(action, self.name(mover), self.undo_control.label_fits, self.ctx.tr)
        return undo_words(action, self.ctx.tr, self.undo_control.label_fits)

    def away_lines(self, since: int, reader: int | None = None) -> list[str]:
        """The pass screen's news in public words, but to `reader`, the person it is for, their own ministry
        placed by the rules is "Your …" (the screen says "Pass to Eve" and "While you were away")."""
        word = partial(self._word, reader=reader)
        return away_lines(self.match_in_play().event_log, since, word, self.headline_events, tr=self.ctx.tr,
                          history=partial(self.word_history, word=word))

    def move_words(self, seat: int, viewer: int | None) -> str:
        """The last move in the log's words as `viewer` saw it, party names and all, and in brackets what it set
        off that could be read as the mover's doing: the ministries a ministry given forced ("Interior Ministry
        → Ben (then Defence Ministry → Cleo)"), the mover's ministries the rules then placed on their only task.
        A ministry given names only the party it goes to, so its own line is the move; a placement by the rules
        is never read as the move (it names the mover, and a "let it stand" that ended the open actions was
        offered for take-back as "Finance Ministry (Eve) covers …")."""
        seen = self.match.last_move_events(viewer)
        tr = self.ctx.tr
        lines = [(text.strip(), event) for event in seen if (text := plain(self._word(event, viewer)))]
        placed = [lower_your(text, tr) for text, event in lines
                  if placed_by_the_rules(event) and event.data.seat == seat]
        player, action = self.match.actions[-1]
        given = [text for text, event in lines if event.type == "ministry_assigned"]
        if isinstance(action, AssignMinistry) and given:
            first, then = given[0], given[1:] + placed
        else:
            first = own_move_line(seen, seat, lambda event: self._word(event, viewer),
                                  set_off=placed_by_the_rules).rstrip(".")
            # a move the log does not name the mover for ("let it stand" sets a card off) is the rules' words
            first = first or action_words(action, viewer == player, tr)
            then = placed
        return move_without_mover([first, *then], tr)

    def handoff_reason(self, seat: int) -> str:
        """The phase's reason, but a term's tasks are named for what lies on the table (a playtest read "your
        crisis tasks" in a term with problems only)."""
        view = self.match.view(seat)
        if view.phase == "tasks":
            return tasks_reason(view, self.ctx.tr)
        reason = HANDOFF_REASONS.get(str(view.phase))
        return self.ctx.tr(reason) if reason is not None else super().handoff_reason(seat)

    def moot_answer(self, seat: int) -> DindexAction | None:
        """An open-actions turn with an empty hand has Pass as its only move: it is passed for the person, as
        everyone can see that hand is empty (each party's hand size is public). Dindex playtest: "0 cards
        playable now", and a click on Pass every round. A hand of unplayable cards is still asked: that it holds
        nothing playable is the person's secret."""
        public = self.match.view(None)
        if public.phase == "open_turn" and public.turn == seat and public.hand_sizes[seat] == 0:
            return PassTurn()  # § 5.5: to play or exchange is to give a card from the hand
        return None

    def call_window(self) -> CallWindow | None:
        """The counter window, asked in public (scenes/tables/dindex/counter.py)."""
        return counter_window(self._view, self.ctx.tr) if self._view is not None else None

    def call_banner_place(self, cx: float) -> tuple[float, float]:
        """Over the hand's place (empty in the public view the banner is shown in), not over the government's
        tasks it covered for nearly every card a bot played (playtest), and left of the Undo button."""
        right = self.undo_button.x - 8
        return min(cx, right - self.call_banner.w / 2), self.stage.virtual_size[1] - 4 - HAND_H

    def call_words(self) -> tuple[str, str, str, str]:
        return counter_words(self.view, self.name, self.ctx.tr)

    def log_look(self) -> tuple[Callable[[str], CardFace | None], Callable[[str], str], Callable[[str], Color]]:
        """An action card named in the log shows the table's large preview beside the log and no tooltip (the
        preview has all its words; a tooltip beside it covered it); a task shows its tooltip only. (Called
        before `build`: the words are read in the language of the moment they are shown.)"""
        return (lambda code: log_face(code, self.ctx.tr)), (lambda code: log_words(code, self.ctx.tr)), log_color

    def log_listeners(self) -> Sequence[LogListener]:
        # called by the base before `build`: the listeners are made here
        self.last_random = LastRandomCard()
        self.term_news = TermNews(self.name)
        self.term_report = TermReport()
        return (self.last_random, self.term_news, self.term_report)

    def animate_event(self, event: Event) -> None:
        if isinstance(event.data, DindexChanged):
            # the header names the level the gauge shows as it changes, not the one of the last sync (playtest:
            # "Dindex 4 Populism" above "DINDEX rises by 2 (repelled): now 5 Democratic Consensus")
            level = event.data.dindex
            self.stage.animator.add(Call(lambda: self._show_level(level)))
        self.anims.queue(event)

    def _show_level(self, level: int) -> None:
        """The header as synced, at the Dindex `level` a move now playing has brought."""
        if self._view is None:
            return
        self.header.texts = phase_titles(self._view.model_copy(update={"dindex_level": level}), self.ctx.tr)
        self.header.text = self.header.texts[0]
        self.header.mark_dirty()

    def landing_nodes(self, event: Event) -> Sequence[Node]:
        """Where `event` left its piece on the table as just synced (landing.py): ringed while it is news. A ringed
        line of a panel (its sheep, its RP and hand, its status) says in its tooltip what changed there (playtest
        of issue 31: the rings were never explained)."""
        nodes = self.spots.nodes(event)
        for node in nodes:
            if node.name == "sheep cards" or node.name.endswith(" line"):
                self._tell_news(node, event)
        return nodes

    def _tell_news(self, spot: Node, event: Event) -> None:
        what = plain(self.word_event(event)).strip()
        if not what:
            return
        entry = self._news_spots.setdefault(id(spot), (spot, []))
        if what in entry[1]:
            return
        entry[1].append(what)
        tr = self.ctx.tr
        own = spot.parent.tooltip if spot.parent is not None and spot.parent.tooltip else ""
        lines = entry[1][-3:]
        news = (tr("New since your last turn: {what}", what="; ".join(lines))
                if self.viewer is not None and self.presenter is not None
                else tr("The last move: {what}", what="; ".join(lines)))
        spot.tooltip = f"{own}\n{news}" if own else news

    def _forget_news(self) -> None:
        """The rings go with each sync: the panels' lines lose their news until they are ringed again."""
        for spot, _lines in self._news_spots.values():
            spot.tooltip = None
        self._news_spots = {}

    def on_logged(self, event: Event, line: Line | None) -> None:
        """While moves play the prompt says what is happening, line by line. The big moments (a role revealed, a
        seizure of power, a failed formation, the government) are kept over the log besides: no toast repeats
        them (playtest of issue 31: the same words three times at once)."""
        if line and self.stage.animator.busy:
            self.say(plain(line))

    # -- syncing to the view ----------------------------------------------------------------------
    def language_changed(self) -> None:
        """Settings chose another language: every part made from words is made anew in it."""
        super().language_changed()
        self.filler = BoardFiller(self)
        for panel in self.panels.values():
            panel._filled = None
        for token in self.tokens:
            token._shown = None
        self._summary_key = None
        self.show()

    def sync(self, view: DindexView) -> None:
        self._forget_news()
        legal = self.legal()
        tr = self.ctx.tr
        self._follow_formation(view, legal)
        answering = (view.active[0], view.attempt) if view.phase == "respond" and view.active else None
        if answering != self.wanted_for:  # a new offer to answer: the ticks start from what it offers
            self.wanted = offered_to(view, view.active[0]) if answering is not None else set()
        self.wanted_for = answering
        self.header.texts = phase_titles(view, tr)
        self.header.text = self.header.texts[0]
        self.header.mark_dirty()
        # after the game, the board says so: "Term 3 began" beside "The game is over" read as if play went on
        self.news.texts = (tr("Game over in term {term}", term=view.term),) if view.phase == "over" \
            else self.term_news.lines(tr)
        self.news.mark_dirty()
        self._fill_words(tr)
        for s, panel in self.panels.items():
            panel.fill_from(view, self.name(s), self._status(view, s), me=s == view.viewer,
                            bot=self.match.seats[s].is_bot, tr=tr)
            panel.drop_target = self.presenter is not None  # a card aimed at a party, a ministry given to it
            panel.lit = False
            panel.on_click = None
        self.gauge.cards, self.gauge.levels, self.gauge.discard = view.dindex, view.dindex_levels, view.dindex_discard
        self.gauge.non_voters, self.gauge.opponents = view.non_voters, view.opponents
        self.stack_pile.count, self.discard_pile.count = view.stack_size, view.discard_size
        self._fill_random()
        self.filler.fill_board(view, legal)
        self.filler.fill_zones(view, legal)
        self.filler.fill_centre(view)
        # the prompt takes the centre's room while no card lies there, up to the role card (a negotiation's many
        # buttons)
        right = self.role_card.x - 8 if not self.centre.children else self.centre.x - 10
        self.prompt.place(self.board.x + PROMPT_INSET, self.prompt.y, right - self.board.x - PROMPT_INSET)
        self.filler.fill_role(view)
        self._fill_prompt(view, legal)
        self._place_hand(view)
        self.filler.fill_hand(view, legal)
        self._fill_overlay(view)
        self._fill_summary(view)

    def _fill_words(self, tr: Translator) -> None:
        """The words of the parts made once, in `build`: in the reader's language."""
        self.board_title.text = tr("Government")
        self.gauge.set_words(tr)
        for pile, label, tip in ((self.stack_pile, tr.trc("pile", "Stack"), tr("Face-down action cards (§ 3.8)")),
                                 (self.discard_pile, tr.trc("pile", "Discards"),
                                  tr("Played, exchanged and campaign cards, face down"))):
            pile.label, pile.tooltip = label, tip
        self.random_pile.label = tr.trc("pile", "Random")

    def _follow_formation(self, view: DindexView, legal: Sequence[DindexAction]) -> None:
        """The picked partners belong to their formation and follow its offer, so a revision, or the offer step
        reopened by an Undo, starts from what was offered (playtest: all were picked again to change one); picks
        not yet sent stay while the step is shown again after a hand-off. A formation the table has not seen
        begins from the offer on the table (none at first; after a rejection, the rejected one)."""
        formation = (view.term, view.formateur, view.second_formation)
        if formation != self.picked_for or view.phase in ("assign", "respond"):
            # an offer on the table is what the picks become (however it was sent): an Undo back to the offer step
            # finds it picked
            self.picked_for = formation
            self.picked = set(view.partners) - {view.formateur}
        proposals = [a for a in legal if isinstance(a, ProposeCoalition)]
        if proposals:  # only parties the rules let into a coalition can stay picked
            self.picked &= {p for a in proposals for p in a.partners}

    def _place_hand(self, view: DindexView) -> None:
        """The hand along the window's foot; when the prompt's buttons reach down to it (a government being
        formed, a secret action's targets, the offices' tasks and "Leave free") it is drawn smaller below them,
        every card whole: sunk below the edge it read as cut off, and buttons drawn over the cards hid them
        (playtest 4)."""
        vh = self.stage.virtual_size[1]
        x, width = self.hand_room
        room = vh - 4 - (self.prompt.y + self.prompt.h + 6)
        scale = max(FORMING_HAND_MIN, min(1.0, room / HAND_H))
        self.hand.scale = scale
        self.hand.set_rect(x, vh - 4 - HAND_H * scale, width / scale, HAND_H)

    def _fill_summary(self, view: DindexView) -> None:
        """The last settled term's summary, from its settlement until dismissed (the result says the rest)."""
        rec = self.term_report.settled()
        shown = rec is not None and rec.term not in self.summaries_seen and view.winners is None
        # once the next term has begun, the board is the negotiation's and the tasks': the summary waits under
        # the log, folded to a bar until opened, and the log makes room for it (a bar over the log's foot hid
        # its newest lines; the kept results lie over its top)
        waiting = shown and rec is not None and rec.term != view.term
        self._keep_log_foot(BAR_H + 6 if waiting else 0.0)
        if rec is None or not shown:
            self.summary.hide()
        else:
            if not waiting:  # over the board in its own term (the campaign does not need the board)
                self.summary.place(self.board.x, self.board.y, self.board.w, self.board.h)
            else:  # opened, it reaches up over the log from the bar's place
                log, foot = self.log, self.stage.virtual_size[1] - 10
                self.summary.place(log.x, log.y + 150, log.w, foot - (log.y + 150), shrink=True)
            # the words are worded anew only when the record or what they read of the view has changed
            key = (rec.term, tuple(rec.offices.items()), tuple(rec.solved), tuple(rec.unsolved),
                   tuple(sorted((rec.rp_gained or {}).items())), tuple(rec.dindex), rec.chaos, view.competences,
                   self.seat_names(), self.ctx.tr.language)
            if key != self._summary_key:
                self._summary_key = key
                self._summary_words = summary_lines(rec, view, self.name, self.ctx.tr)
            self.summary.show(rec.term, self._summary_words, foldable=waiting, tr=self.ctx.tr)

    def _keep_log_foot(self, room: float) -> None:
        """Keep `room` under the log (the folded summary's place), the log's rows laid out anew when it changes."""
        if room != self.log_foot:
            self.log_foot = room
            vw, vh = self.stage.virtual_size
            self.log.set_rect(vw - LOG_W - 10, 10, LOG_W, vh - 20 - room)
            self.log.refresh()

    def seat_names(self) -> tuple[str, ...]:
        """Every seat's name (a part made from names is made anew when one changes)."""
        return tuple(seat.name for seat in self.match.seats)

    def _summary_seen(self, term: int) -> None:
        self.summaries_seen.add(term)

    def _fill_random(self) -> None:
        pile = self.random_pile
        pile.count = 7
        tr = self.ctx.tr
        drawn = self.last_random.words(tr)
        # the card is narrow: a short caption that is never cut, the reason in the tooltip
        pile.top = (CardFace("r", str(drawn[0]), str(drawn[0]), (30, 30, 30), caption=tr.trc("random card", "drawn"))
                    if drawn else None)
        tip = tr(RANDOM_TIP)
        pile.tooltip = tr("{tip}: {value}, for {what}", tip=tip, value=drawn[0], what=drawn[1]) if drawn else tip

    def _status(self, view: DindexView, seat: int) -> str:
        tr = self.ctx.tr
        if view.winners is not None:
            return tr("★ WINNER") if seat in view.winners else ""
        if seat in view.active:
            return self.activity(seat)
        if view.phase == "draw" and view.draw_room and not view.draw_room[seat]:
            return tr("✓ cards drawn")
        if view.phase == "secret_choose" and view.secret_submitted and view.secret_submitted[seat]:
            return tr("✓ secret card laid")
        if view.phase == "secret_play" and view.secret_holding and view.secret_holding[seat]:
            return tr("holds a secret action")
        if view.phase == "open_window" and seat in view.window:
            return tr("to answer: counter?")
        if view.phase in ("assign", "respond") and seat in view.partners:
            return tr("offered a coalition")
        return ""

    def _fill_prompt(self, view: DindexView, legal: Sequence[DindexAction]) -> None:
        asking = self.asking if self.mine() else None
        tr = self.ctx.tr
        title, sub = prompt_for(view, self.name, asking, legal, self.mode, tr)
        # "§ 5.7" must not break across lines: the wrapping splits at spaces
        self.say(title, sub.replace("§ ", "§"))
        hooks = ButtonHooks(act=self.act_cb, toggle=self.filler.toggle_cb, name=self.name, wish=self.filler.wish_cb,
                            tr=tr)
        before = (previous_offer(self.match.events_seen_by(None), view)
                  if view.phase == "assign" and view.attempt and legal else None)
        specs, end = action_buttons(view, legal, self.picked, hooks, self.wanted, before)
        self.prompt.set_buttons(specs, end=end)

    def _fill_overlay(self, view: DindexView) -> None:
        if view.winners is None:
            self.overlay.close()
        else:
            tr = self.ctx.tr
            names = ", ".join(self.name(s) for s in view.winners)
            title = (tr.trn("Game over — {names} wins", "Game over — {names} win", len(view.winners), names=names)
                     if names else tr("Game over — nobody win"))
            lines = final_lines(view, self.name, tr)
            vh = self.stage.virtual_size[1]
            # as tall as the result needs: the table stays in sight below it
            self.overlay.place(60, 80, self.play_w - 100, min(vh - 160, 80 + 28 * len(lines)))
            self.overlay.show_lines(title, lines, size=14)
        self._place_toasts()


    # -- the card preview ----------------------------------------------------------------------------
    def previewed(self) -> tuple[int, int] | None:
        """(card, Dindex level) the preview shows now: the card the pointer rests on, else the focused card,
        else the one pinned by a right-click."""
        stage = self.stage
        hover = stage.hover
        if isinstance(hover, CardWord) and hover.preview is not None and hover.preview.id.startswith("a") \
                and stage.hover_time >= HOVER_DELAY and self._view is not None:
            return int(hover.preview.id[1:]), self._view.dindex_level
        if isinstance(hover, ActionCardNode) and hover.face_up and hover.index is not None \
                and hover.parent is not self.preview.panel and stage.dragging is None \
                and stage.hover_time >= HOVER_DELAY:
            return hover.index, hover.level
        focused = stage.focus_ring.current
        # a focused card played or rebuilt since is off the tree: it is no longer what the keyboard is on
        if isinstance(focused, ActionCardNode) and focused.face_up and focused.index is not None \
                and on_tree(focused, self.stage.root) and focused.effectively_visible():
            return focused.index, focused.level
        return self.pinned

    def _log_card(self, face: CardFace) -> Node | None:
        """What the stage draws by the pointer for a card named in the log: nothing of its own (a node with no
        look), since the table's large preview shows that card beside the log (`previewed`)."""
        return self.log_blank

    def _follow_preview(self) -> None:
        shown = self.previewed()
        if shown is None:
            self.preview.hide()
            return
        # over the log, never over the prompt or the hand; a card named in the log shows beside the log, over
        # the parties and the board (still clear of the header, the prompt and the hand)
        vw, vh = self.stage.virtual_size
        beside = isinstance(self.stage.hover, CardWord)
        top = self.panels[0].y if beside else 10.0
        spot = (vw - 2 * LOG_W - 20 if beside else vw - LOG_W - 10, top,
                self.board.y + self.board.h - top if beside else vh - 20)
        if (self.preview.x, self.preview.y, self.preview.h) != spot:
            self.preview.place(spot[0], top, LOG_W, spot[2], min_scale=0.7 if beside else 1.2)
        self.preview.show(*shown, self.ctx.tr)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            under = self.stage.root.pick(event.pos, lambda n: isinstance(n, ActionCardNode) and n.face_up
                                         and n.index is not None and n.parent is not self.preview.panel)
            if isinstance(under, ActionCardNode) and under.index is not None:
                pin = (under.index, under.level)
                self.pinned = None if self.pinned == pin else pin
                self._follow_preview()
                return True
            if self.pinned is not None:
                self.pinned = None  # a right-click beside the cards puts the preview away (and cancels, as ever)
                self._follow_preview()
        return super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.stage.toast_text != self._toast_text_placed:  # a toast came or went: its place is found again
            self._toast_text_placed = self.stage.toast_text
            self._place_toasts()
        self._follow_preview()


def log_face(code: str, tr: Translator | None = None) -> CardFace | None:
    """A card named in the log: an action card has a face (its hover shows the large preview); a task none,
    its tooltip says it all (a small generic face beside the tooltip covered it)."""
    return (card_face(code, tr) if tr is not None else card_face(code)) if code.startswith("a") else None


def log_words(code: str, tr: Translator | None = None) -> str:
    """The tooltip of a card named in the log: a task's words; none for an action card (the preview has them)."""
    if code.startswith("a"):
        return ""
    return card_long(code, tr) if tr is not None else card_long(code)


def on_tree(node: Node, root: Node) -> bool:
    """`node` hangs (through its parents) from `root`."""
    parent: Node | None = node
    while parent is not None and parent is not root:
        parent = parent.parent
    return parent is root


def make_table(ctx: Any, match: Any, *, mode: str = "play", viewer: int | None = None,
               driver: Any = None) -> DindexTable:
    """The factory for scenes.tables.TABLE_INFO["dindex"]."""
    return DindexTable(ctx, match, mode="replay" if mode == "replay" else "play", viewer=viewer, driver=driver)
