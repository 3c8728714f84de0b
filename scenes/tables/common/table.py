"""What every game table shares, so a fix is made once for all three.

The base owns: the stage; the presenter (play mode) or a fixed viewer (replay mode); the log (one `LogBook`
holding the whole history as the viewer saw it, shown in the scrollable `LogPanel`, with a marker where the
viewer's last turn began); the prompt area and its button row; the game-over overlay; the undo button and
Ctrl+Z; toasts; Esc for the pause menu; resizing; `act()`; the replay prompt; re-syncing whenever the
animations drain; what a hot-seat evening needs around a hand-off (handoff.py: the big results kept until
dismissed, the public call banner, the question before an irreversible one-off choice, the pass screen's news
and take-back words); and the public surface tests read (`view`, `log_text()`, `prompt_text()`,
`button_labels()`).

A game's table subclasses it and fills in the hooks below: `build` (its own nodes), `layout` (where everything
goes for the window size), `sync` (make its nodes show the view and light what the asked seat may do), and the
log's wording (`word_event`, `log_look`, `log_listeners`) and motion (`animate_event`). For hot-seat play it may
set `handoff_reasons` and `headline_events` and override `call_window`/`call_words`, `moot_answer` and
`confirm_question`. Its other parts (drop policy, animations, panels) are objects it composes, each given what
it needs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, Generic, Literal

import pygame
from pydantic import BaseModel
from typing_extensions import TypeVar  # with a default (PEP 696)

from game.core.cursor import ReadableMatch
from game.core.match import Match
from game.core.protocol import Event
from game.online.remote import CHAT
from scenes.engine.cards import CardFace
from scenes.engine.i18n import N_
from scenes.engine.logpanel import LogPanel
from scenes.engine.node import Node
from scenes.engine.render import Color
from scenes.engine.scene import Scene
from scenes.engine.sound import Cue
from scenes.engine.tween import Call
from scenes.tables.common.cues import cue_for
from scenes.tables.common.handoff import CallBanner, ConfirmBox, HeadlineBoard, away_lines
from scenes.tables.common.logbook import LogBook, LogListener
from scenes.tables.common.marks import MoveMarks
from scenes.tables.common.overlay import ResultOverlay
from scenes.tables.common.presenter import CallWindow, Presenter, TableDriver
from scenes.tables.common.prompt import PromptArea, PromptStyle
from scenes.tables.common.toastspot import TableStage, toast_top
from scenes.tables.common.undo import UndoControl, own_move_line, undo_label
from scenes.tables.common.words import Line, plain, worded

V = TypeVar("V", bound=BaseModel)
A = TypeVar("A", bound=BaseModel, default=Any)
"""The game's action type; `BaseTable[DemosView]` alone leaves it Any (a TypeVar default, PEP 696)."""
LOG_FILL = (20, 24, 30, 225)
FAST_FORWARD_KEY = pygame.K_n
"""Skips to the next person's decision (no table binds N; F is Dindex's "Leave free")."""
FAST_FORWARD_HINT = N_("N skips the bots' turns")
"""The N key's hint (a table shows `ctx.tr(FAST_FORWARD_HINT)`)."""
CHAT_KEY = pygame.K_SLASH
"""Opens a line to say to the table (online; at one computer the driver says to say it aloud)."""


class BaseTable(Scene, Generic[V, A]):
    opaque = True
    log_size: float = 13
    """The log's font size (design units)."""
    hidden_words: str = N_("no hidden cards")
    """What the public view leaves out, for the replay prompt ("Seen from the public view (no hands)"); the
    English, marked with N_ where a game sets it: it is translated where it is shown."""
    handoff_reasons: Mapping[str, str] = {}
    """Per phase of the view, why a person is handed the computer ("your secret discard"); else "your turn".
    English marked with N_, translated where the pass screen shows it."""
    cues: Mapping[str, Cue] = {}
    """The game's event type → sound cue (its table package's sounds.py)."""
    headline_events: frozenset[str] = frozenset()
    """Event types whose line stays on the table until dismissed (round results, vetoes, settlements)."""

    def __init__(self, ctx: Any, match: ReadableMatch[A, V], *, mode: Literal["play", "replay"] = "play",
                 viewer: int | None = None, bot_factory: Any = None,
                 driver: Callable[[BaseTable[Any, Any]], TableDriver] | None = None) -> None:
        """`driver`: what decides the seats in play mode when it is not this computer's `Presenter` of a local
        `Match` (online: the remote presenter, whose match a server holds)."""
        super().__init__(ctx)
        self.match = match
        self._wording_names: tuple[str, ...] | None = None
        self.wording_book: LogBook | None = None
        """The log book wording an event now (its `previous` and `following` are that event's neighbours);
        None when an event is worded alone (the Undo button's words, say)."""
        self.mode = mode
        self.stage = TableStage(ctx, background=self.paint_background)
        self.stage.place_toast = self._place_toast
        self._toast_home: float | None = None
        """The message box's top as the table's layout wants it (stage.toast_y before a message moved it)."""
        self._toast_placed: float | None = None
        self.stage.animator.on_idle = self.show
        self.presenter: TableDriver | None = None
        self._replay_viewer = viewer
        self.log_reader: int | None = None
        """The last person whose own view the log showed (the public view in between is nobody's)."""
        if mode == "play" and driver is not None:
            self.presenter = driver(self)
        elif mode == "play":
            if not isinstance(match, Match):
                raise TypeError("A table in play mode drives a Match (a replay's cursor is shown in mode 'replay').")
            self.presenter = Presenter(ctx, match, self, bot_factory=bot_factory)
        self.frames = 0
        self._view: V | None = None
        pal = ctx.palette
        root = self.stage.root
        face, describe, color = self.log_look()
        self.log = root.add(LogPanel(self.stage.painter, face, describe, color, title=ctx.tr("Game log"),
                                     fill=LOG_FILL, size=self.log_size, z=2))
        self.log.tooltip = None
        self.log.rule.label = ctx.tr("your last turn")
        self.prompt = root.add(PromptArea(self.stage.painter, pal.accent, pal.text_dim, self.prompt_style(), z=20))
        # tooltips keep clear of the step's words and of the log where the window has room (playtest)
        self.stage.keep_clear = lambda: [self.prompt.title, self.prompt.sub, self.prompt.hint, self.log]
        self.overlay = root.add(ResultOverlay(pal.accent, self.stage.painter, tr=ctx.tr))
        self.undo_control = UndoControl(self)
        self.undo_button = root.add(self.undo_control.button)
        self.fx = root.add(Node(z=100))
        """Ghost cards and banners of animations; cleared on every sync."""
        self.marks = MoveMarks(root.add(Node(z=19)), lambda: self.stage.root.scale)
        """Rings around where the others' moves since the viewer's last one landed (under the prompt)."""
        self.ringed: list[Node] = []
        """The nodes ringed by the last sync (tests read it)."""
        self._ring_tips: dict[Node, tuple[str | None, str]] = {}
        """Each ringed node's tooltip before its ring's note was added, and with it (`_explain_rings`)."""
        self.headlines = root.add(HeadlineBoard(self.stage.painter, pal.accent, tr=ctx.tr))
        # the kept results lie over the log's top: its rows start below them (reserve a little gap)
        self.headlines.on_height = lambda h: self.log.reserve_top(h + 6 if h else 0.0)
        self.call_banner = root.add(CallBanner(pal.accent))
        self.confirm_box = root.add(ConfirmBox(pal.accent, self.stage.painter, tr=ctx.tr))
        self._confirmed: Any = None
        """The action the person has just confirmed (sent without asking again)."""
        self.book = LogBook(self._word_log_entry, self.log_listeners(),
                            lambda previous, event: self._lead_in(self.book, previous, event))
        self._log_generation = -1
        self.build()
        self.layout()
        self._place_handoff_parts()
        self.show()

    # -- what a game's table provides -------------------------------------------------------------
    def build(self) -> None:
        """Create the nodes that live as long as the table."""

    def layout(self) -> None:
        """Place the nodes for the current window size (stage.virtual_size), the log and prompt included."""

    def sync(self, view: V) -> None:
        """Make the nodes show `view` and light up what the asked seat may do (`self.legal()`)."""

    def word_event(self, event: Event) -> Line | None:
        """The log line for one event as the viewer received it; None: no line."""
        return [(event.type.replace("_", " "), None)]

    def _word_log_entry(self, event: Event) -> Line | None:
        """A log entry's line: a chat line said at the table (online) in its own look, else the game's words,
        the seats named as they were then (the event is the book's last)."""
        if event.type == CHAT:
            return [(self.ctx.tr("{name} says: “{text}”", name=event.data["name"], text=event.data["text"]), None)]
        return self._word_in(self.book, event)

    def _word_in(self, book: LogBook, event: Event, reader: int | None = None,
                 word: Callable[[Event], Line | None] | None = None) -> Line | None:
        """`event`'s words (by `word`, else `word_event`) as the last event of `book` (its neighbours known to
        the wording: `wording_book`), the seats named as they were then: `book` holds the events `reader` saw
        (the log's own book: the viewer's)."""
        self.wording_book = book
        try:
            return self._named_then(book, reader, lambda: (word or self.word_event)(event))
        finally:
            self.wording_book = None

    def _lead_in(self, book: LogBook, previous: Event, event: Event, reader: int | None = None) -> Line | None:
        """The lead line before `event`, the last of `book`, the seats named as they were then."""
        return self._named_then(book, reader, lambda: self.lead_line(previous, event))

    def _named_then(self, book: LogBook, reader: int | None, say: Callable[[], Line | None]) -> Line | None:
        """`say()` with `name` naming each seat as it was when the book's last event happened (the match's
        history of hand-overs: "Alice" before a seat went to a bot, "Alice (bot)" after)."""
        who = self.viewer if book is self.book else reader
        self._wording_names = tuple(seat.name for seat in self.match.seats_at_event(who, len(book.events) - 1))
        try:
            return say()
        finally:
            self._wording_names = None

    def lead_line(self, previous: Event, event: Event) -> Line | None:
        """A line said before `event`'s own that only `event` makes known about `previous` (DēmoS: a team's vote
        that ended without a veto, once the next side is asked). Default: none."""
        return None

    def landing_nodes(self, event: Event) -> Sequence[Node]:
        """The nodes, as just synced, that show where `event` left its piece (the card in its slot, the die on
        its district, the party that gained voters): ringed while the move is news (marks.py). Default: none."""
        return ()

    def log_look(self) -> tuple[Callable[[str], CardFace | None], Callable[[str], str], Callable[[str], Color]]:
        """For card names in the log: the card's face (hover preview), its long description, its colour."""
        return (lambda code: None), (lambda code: code), (lambda code: (235, 235, 240))

    def log_listeners(self) -> Sequence[LogListener]:
        """What the table derives from the history besides the lines (told every event once, in order)."""
        return ()

    def animate_event(self, event: Event) -> None:
        """Queue this event's motion on `self.stage.animator` (its log line is queued just before)."""

    def on_logged(self, event: Event, line: Line | None) -> None:
        """An event's line has just been added while the moves play (narrate it in the prompt, say)."""

    def prompt_style(self) -> PromptStyle:
        return PromptStyle()

    def call_window(self) -> CallWindow | None:
        """The public call window open now (Dindex's counters); None: the seats are asked one by one."""
        return None

    def call_banner_place(self, cx: float) -> tuple[float, float]:
        """Where the public call banner goes: its centre's x and its top (design units); `cx` is the middle of
        the table. It only shows with two or more people at the computer, when the table shows the public view:
        a game may put it where a hand would lie."""
        return cx, self.stage.virtual_size[1] * 0.28

    def call_words(self) -> tuple[str, str, str, str]:
        """The call banner's title, explanation, call button ("Counter!") and go-on button."""
        tr = self.ctx.tr
        return tr("Anyone may call"), "", tr("Call!"), tr("Go on")

    def moot_answer(self, seat: int) -> A | None:
        """The only answer worth sending for `seat` when its decision can change nothing (None: ask it)."""
        return None

    def confirm_question(self, action: A) -> tuple[str, str] | None:
        """(question, yes-label) before a choice that cannot be taken back and spends a once-per-game
        resource; None: send it at once."""
        return None

    def paint_background(self, surface: pygame.Surface) -> None:
        surface.fill(self.ctx.palette.felt)

    # -- who is looking, who is asked -------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.presenter.viewer if self.presenter is not None else self._replay_viewer

    @property
    def asking(self) -> int | None:
        return self.presenter.asking if self.presenter is not None else None

    @property
    def view(self) -> V:
        """The view the table shows now."""
        assert self._view is not None, "a table always shows a view once built"
        return self._view

    def name(self, seat: int | str) -> str:
        """The seat's name (while a log line is worded, as it was when the line happened)."""
        then = self._wording_names
        if then is not None and 0 <= int(seat) < len(then):
            return then[int(seat)]
        return self.match.seats[int(seat)].name

    def mine(self) -> bool:
        """Is the person at the screen the one being asked?"""
        return self.asking is not None and self.asking == self.viewer

    def activity(self, seat: int) -> str:
        """What a seat the rules wait for is doing, as its panel says it: "your decision" for the person asked at
        the screen, "thinking…" for a bot, "to move" in a replay (nobody is deciding anything there), "their
        turn" for another person (handed the computer next), "decides next" for one waiting while another
        person decides the same step, nothing while a public call banner asks everybody at once (the banner
        says it; "deciding…" on each panel would be untrue)."""
        presenter = self.presenter
        tr = self.ctx.tr
        if presenter is None:
            return tr("to move")
        if seat == self.asking and self.mine():
            return tr("your decision")
        if presenter.call_seats():
            return ""
        if self.match.seats[seat].is_bot:
            return tr("thinking…")
        # a teammate voting after the person asked now (DēmoS playtest: "their turn" while Ada was asked)
        return tr("decides next") if presenter.asking is not None else tr("their turn")

    def handoff_reason(self, seat: int) -> str:
        """Why `seat` is handed the computer: the table's words for the phase it will decide in."""
        phase = getattr(self.match.view(seat), "phase", None)
        reason = self.handoff_reasons.get(str(phase))
        return self.ctx.tr(reason) if reason else self.ctx.tr("your turn")

    def move_words(self, seat: int, viewer: int | None) -> str:
        """The last move (made by `seat`) in the log's words as `viewer` saw it: "Anna lays 7♠ face down
        (secret discard)" for Anna's Undo button, "Anna lays a card face down" for the pass screen everybody
        may see. The rules' description when its events have no line."""
        # the mover's own event, not the first line: that may be what the move set off ("— Round 5 of 9 — Mia
        # starts" after an end of turn, which read as the move on the take-back button)
        line = own_move_line(self.match.last_move_events(viewer), seat, self.word_event)
        if line:
            return line.rstrip(".")
        player, action = self.match.actions[-1]
        return worded(self.ctx.tr, self.match.rules.describe_action_for(action, player, viewer))

    def match_in_play(self) -> Any:
        """The match being played (play mode only: the presenter's, a local `Match` or a server's
        `RemoteMatch`; a replay's table has none)."""
        if self.presenter is None:
            raise RuntimeError("This table shows a replay: no match is being played at it.")
        return self.presenter.match

    def away_lines(self, since: int, reader: int | None = None) -> list[str]:
        """The public log lines after the first `since` transitions (the pass screen's "while you were away" for
        `reader`, whom the public words do not single out)."""
        return away_lines(self.match_in_play().event_log, since, self.word_event, self.headline_events,
                          tr=self.ctx.tr, history=self.word_history)

    def word_history(self, events: Sequence[Event], reader: int | None = None,
                     word: Callable[[Event], Line | None] | None = None) -> list[tuple[Event, Line]]:
        """`events`, the whole history as `reader` saw it (None: the public's), worded as the log words them (by
        `word`, else `word_event`; a fresh book: a line may read the event before or after it, and an event
        may be led by a line of its own), the seats named as they were then, each line with its event."""
        book = LogBook(lambda event: self._word_in(book, event, reader, word),
                       lead=lambda previous, event: self._lead_in(book, previous, event, reader))
        book.sync(events, "history")
        return book.lines_by_event()

    def legal(self) -> list[A]:
        """The legal actions of the person at the screen, when they are asked; else none."""
        return self.presenter.legal() if self.presenter is not None and self.mine() else []

    @property
    def holding(self) -> bool:
        """A card is being dragged or has been picked by click: bots wait so the table stays put."""
        return self.stage.dragging is not None or self.stage.selection is not None

    @property
    def animating(self) -> bool:
        return self.stage.animator.busy

    # -- showing ----------------------------------------------------------------------------------
    def show(self) -> None:
        if self.stage.animator.busy:
            return  # the animations' end calls show again
        self.stage.cancel()
        view = self.match.view(self.viewer)
        self._view = view
        self.fx.clear()  # ghosts kept where they landed give way to the real pieces
        self._sync_book()
        self.sync(view)
        if self.match.is_over:  # the result panel lies over the table: a ring would peek out from behind it
            self.marks.clear_rings()
            self.ringed = []
        else:
            self.ringed = self.marks.ring(self.viewer if self.presenter is not None else None, self.landing_nodes,
                                          len(self.match.actions))
        self._explain_rings()
        self._push_log()
        self.undo_control.sync()
        self._sync_call_banner()
        status = self.presenter.status_words() if self.presenter is not None else ""
        if status and not self.mine() and status.lower() not in self.prompt.text().lower():
            self.prompt.say(self.prompt.title.text, status)
        if self.confirm_box.open and not self.mine():  # the question was for someone no longer asked
            self.confirm_box.cancel()
        self.stage.drop_stale_hover()

    def undo_label_for(self, move: str, mover: int, action: A) -> str:
        """The enabled Undo button's words for the move `mover` may take back (`move`: its words in the log);
        a table whose moves read long may name the move by its kind instead (the tooltip has it whole)."""
        return undo_label(move, self.name(mover), self.ctx.tr)

    @property
    def at_screen(self) -> int | None:
        """The person who has the computer (the presenter's `at_screen`; a replay's viewer)."""
        return self.presenter.at_screen if self.presenter is not None else self.viewer

    def _explain_rings(self) -> None:
        """A ringed piece says why it is ringed when hovered (playtest: the magenta outlines on cards and whole
        panels were never explained); the words go again with the ring."""
        tips = self._ring_tips
        for node, (base, shown) in tips.items():
            if node not in self.ringed and node.tooltip == shown:
                node.tooltip = base
        tr = self.ctx.tr
        note = (tr("Ringed: moved since your last turn") if self.viewer is not None and self.presenter is not None
                else tr("Ringed: the last move landed here"))
        kept: dict[Node, tuple[str | None, str]] = {}
        for node in self.ringed:
            before = tips.get(node)
            base = before[0] if before is not None and node.tooltip == before[1] else node.tooltip
            shown = f"{base}\n{note}" if base else note
            node.tooltip = shown
            kept[node] = (base, shown)
        self._ring_tips = kept

    def _sync_call_banner(self) -> None:
        presenter = self.presenter
        callers = presenter.call_seats() if presenter is not None else []
        if presenter is None or not callers:
            self.call_banner.close()
            return
        title, sub, call, go_on = self.call_words()
        tr = self.ctx.tr
        buttons = [(tr("{name}: {call}", name=self.name(s), call=call), partial(self._call, s)) for s in callers]
        self.call_banner.open(title, sub, buttons, go_on, self._go_on)
        # the prompt would name the seat the rules ask first: the banner asks everybody at once
        self.say(title, tr("Everybody at the table may answer: use the banner."))

    def _call(self, seat: int) -> None:
        if self.presenter is not None and (error := self.presenter.call(seat)):
            self.toast(error)

    def _go_on(self) -> None:
        if self.presenter is not None and (error := self.presenter.go_on()):
            self.toast(error)

    def _place_handoff_parts(self) -> None:
        """The kept results over the top of the log (older lines, nothing to click), the call banner and
        the confirmation over the middle of the table."""
        vw, vh = self.stage.virtual_size
        cx = self.stage.toast_x if self.stage.toast_x is not None else vw / 2
        self.headlines.place(self.log.x + 6, self.log.y + 34, max(220.0, self.log.w - 12))
        self.call_banner.place(*self.call_banner_place(cx))
        self.confirm_box.place(cx, vh / 2)

    def _sync_book(self) -> None:
        m = self.match
        reader = self.viewer
        if self.presenter is not None and reader is not None and reader != self.log_reader:
            # another person has the computer: their log starts at the latest line, not where the last
            # reader had scrolled it (a playtest found the log still scrolled up for the next person)
            self.log.scroll_to_end()
        if reader is not None:
            self.log_reader = reader
        # who reads, how seats are named and in which language; another game is told by its events (the book
        # cuts where they differ)
        key = (m.rules.game_id, self.viewer, tuple(s.name for s in m.seats), self.ctx.tr.language)
        self.book.sync(m.events_seen_by(self.viewer), key)

    def _push_log(self) -> None:
        if self.book.generation != self._log_generation or self.log.line_count > len(self.book.lines):
            self._log_generation = self.book.generation
            self.log.set_lines(self.book.lines)
        elif self.log.line_count < len(self.book.lines):
            self.log.append_lines(self.book.lines[self.log.line_count:])
        replay = self.presenter is None
        self.log.marker = None if replay else self.book.last_turn_line(self.viewer)
        self.log.refresh()

    def log_text(self) -> str:
        """The whole log as the viewer sees it, a line each."""
        return self.book.text()

    def prompt_text(self) -> str:
        return self.prompt.text()

    def button_labels(self) -> list[str]:
        return self.prompt.labels()

    def say(self, title: str, sub: str = "") -> None:
        """Set the prompt; a replay says so and from whose seat it is seen."""
        if self.presenter is None and not self.match.is_over:
            seat = self.viewer
            tr = self.ctx.tr
            sub = (tr("Seen from {name}'s seat.", name=self.name(seat)) if seat is not None
                   else tr("Seen from the public view ({hidden}).", hidden=tr(self.hidden_words)))
            title = tr("Replay · {title}", title=title) if title else tr("Replay")
        self.prompt.say(title, sub)

    def toast(self, text: str, seconds: float = 2.5) -> None:
        self.stage.toast(text, seconds)

    def _place_toast(self, text: str) -> None:
        """Every message (the stage's refusals too) goes where it covers no words (toastspot.py), as near as can
        be to where the table's layout puts messages."""
        stage = self.stage
        if self._toast_home is None or stage.toast_y != self._toast_placed:  # a layout has set it since
            self._toast_home = stage.toast_y
        stage.toast_y = self._toast_placed = toast_top(stage, text, self._toast_home)

    # -- moves ------------------------------------------------------------------------------------
    def play(self, events: Sequence[Event], seat: int | None = None, later: int = 0) -> None:
        """Events of a move just made (by `seat`): each event's log line is queued just before its motion, so
        the log follows what the table shows (the next deal is not logged while the show-down still plays).
        `later`: how many of the move's events come after these (played apart, as the bag's turn is)."""
        self.stage.cancel()
        # the pieces are about to move: a tooltip on the table goes with the hover while the move plays (it told
        # of a piece the move changes, and stayed over it as it flew: playtest of issue 27), and what lies under
        # the pointer afterwards shows its own, fresh words; the log's words stay what they were, and a card
        # name hovered there keeps its preview
        hover = self.stage.hover
        if hover is not None and not hover.is_inside(self.log):
            self.stage.put_hover_away()
        seen = len(self.match.events_seen_by(self.viewer))
        self.book.tell_movers(seen - later - len(events), len(events), seat)
        self._play_cue(events)
        self.marks.clear_rings()  # the pieces are about to move: the rings come back with the next sync
        self.marks.played(seat, events, len(self.match.actions))
        anim = self.stage.animator
        for k, event in enumerate(events):
            following = events[k + 1] if k + 1 < len(events) else None
            if anim.factor == 0.0:  # instant: nothing plays, so no line can run ahead
                self._log_now(event, following)
            else:
                anim.add(Call(partial(self._log_now, event, following)))
            self.animate_event(event)
        if self.presenter is not None and self.presenter.rushing and anim.busy:
            anim.finish_all()  # fast-forward: the moves land at once (the drained queue re-syncs the table)
            return
        if anim.busy:  # the old prompt is stale while the moves play; sync writes the new one
            self.prompt.clear()
            # the button just clicked went with it: its tooltip does not stay up, drawn where the button no longer
            # is (the playtest's personality tiles' tooltip over Printing Quarter while the move played), since the
            # hover was put away above; re-picking now would hover the piece flying from under the pointer
        else:
            self.show()

    def _play_cue(self, events: Sequence[Event]) -> None:
        """One cue for a batch of new events, the most important (a card laid under a round's result is not
        heard)."""
        cue = cue_for(events, self.cues)
        if cue is not None:
            self.ctx.sound.play(cue)

    def _log_now(self, event: Event, following: Event | None = None) -> None:
        line = self.book.add(event, following)
        self._push_log()
        if line and event.type in self.headline_events:
            self.headlines.post(plain(line))
        self.on_logged(event, line)

    def act(self, action: A, seat: int | None = None) -> bool:
        """Send the asked person's decision; a refusal is said in a toast. True when it was applied.

        A choice that cannot be taken back and spends a once-per-game resource (`confirm_question`) is
        asked about first; it is sent when the person says yes."""
        if self.presenter is None:
            self.toast(self.ctx.tr("This is a replay: nothing can be changed."))
            return False
        if self.asking is None:
            self.toast(self.ctx.tr("Nothing to decide here."))
            return False
        question = None if self._confirmed is action else self.confirm_question(action)
        self._confirmed = None
        if question is not None:
            self.confirm_box.ask(question[0], question[1], partial(self._act_confirmed, action, seat))
            return False
        error = self.presenter.act(self.asking if seat is None else seat, action)
        if error:
            self.toast(error)
            return False
        return True

    def act_cb(self, action: A) -> Callable[[], None]:
        return lambda: self._act_quietly(action)

    def _act_quietly(self, action: A) -> None:
        self.act(action)

    def _act_confirmed(self, action: A, seat: int | None) -> None:
        """The person said yes to `confirm_question`: send the very action asked about."""
        self._confirmed = action
        self.act(action, seat)

    def set_match(self, match: ReadableMatch[A, V]) -> None:
        """Replay viewer: show another point of the game (from the same viewer). A step forward rings the
        step's move; a jump or a step back rings nothing (what landed where is then no news)."""
        seen_before = len(self.match.events_seen_by(self.viewer))
        one_step = len(match.actions) == len(self.match.actions) + 1
        self.marks.forget()
        if one_step:
            stepped = match.events_seen_by(self.viewer)[seen_before:]
            self.marks.played(match.actions[-1][0], stepped, len(match.actions))
            self._play_cue(stepped)  # a replay sounds only while stepping: a jump is no news
        self.match = match
        if self.presenter is not None and isinstance(match, Match):
            self.presenter.match = match
        self.stage.animator.finish_all()
        self.show()

    def undo(self) -> None:
        """Ctrl+Z and the Undo button: the person's last move taken back, or a toast saying why not."""
        self.undo_control.press()


    def fast_forward(self) -> None:
        """N: the bots act and the moves land at once until a person is asked; the speed setting stays."""
        if self.presenter is None or not self.presenter.fast_forward():
            self.toast(self.ctx.tr("Nothing to skip: it is a person's turn.") if self.presenter is not None
                       else self.ctx.tr("This is a replay: nothing to skip."))
            return
        self.stage.animator.finish_all()

    # -- F1: the rules ----------------------------------------------------------------------------
    def open_reference(self) -> None:
        """F1: the shell opens the game's quick reference, linked to the full rules' section about the
        position the table shows (the header's phase, § number): the section the game's
        `TableInfo.rules_section` picks for this table's view."""
        self.ctx.services.open_reference(self.match.rules.game_id, self.view)

    # -- Scene ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.confirm_box.open:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm_box.confirm()
                return True
            if event.key == pygame.K_ESCAPE:
                self.confirm_box.cancel()
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_F1:
                self.open_reference()
                return True
            if event.key == CHAT_KEY and self.presenter is not None:
                services = getattr(self.ctx, "services", None)
                if services is not None:
                    services.open_chat(self)
                return True
            if event.key == FAST_FORWARD_KEY and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.fast_forward()
                return True
            if event.key == pygame.K_ESCAPE and not self.stage.selection and self.stage.dragging is None:
                services = getattr(self.ctx, "services", None)
                if services is not None:
                    services.open_pause(self, self.match)
                return True
            if self.log.handle_key(event.key):
                return True
        return self.stage.handle(event)

    def update(self, dt: float) -> None:
        self.stage.update(dt)
        if self.presenter is not None:
            self.presenter.update(dt)
        self.undo_control.keep_in_step()  # while moves play out too: the button is lit only if a press works

    def exit(self) -> None:
        """Covered by another scene (the pause menu, a pass screen): its tooltip goes with the pointer."""
        self.stage.leave()

    def draw(self, surface: pygame.Surface) -> None:
        self.frames += 1
        self.stage.draw(surface)

    def language_changed(self) -> None:
        """Another language was chosen (from the pause menu's Settings): the parts built once take the new
        translator, the table's own words are built again (`words_changed`), the log is worded anew."""
        tr = self.ctx.tr
        for part in (self.overlay, self.headlines, self.confirm_box):
            part.tr = tr
        self.log.title.text = tr("Game log")
        self.log.rule.label = tr("your last turn")
        self.log.rule.mark_dirty()
        self.undo_control.button.label = tr("Undo (Ctrl+Z)")
        self.words_changed()
        self.layout()
        self._place_handoff_parts()
        if not self.stage.animator.busy:
            self.show()

    def words_changed(self) -> None:
        """The language changed: put the words the table built once (labels, tooltips) in `ctx.tr`'s."""

    def resized(self, size: tuple[int, int]) -> None:
        self.stage.resize(size)
        self.layout()
        self._place_handoff_parts()
        if not self.stage.animator.busy:
            self.show()
