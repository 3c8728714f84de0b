"""The Diceocracy table: solo against the bag, 2–4 players hot-seat or with bots, every mode.

Layout (design units, 1280×720 and wider): the four streets down the left (face-up advert, two district
tiles, face-up stunt), the decks under them; on the right the board of the seat in front of the screen
(follower grid with arrows, popularity and money tracks, tiles), its cards in hand, then the other seats
(or the bag); the prompt and buttons along the bottom; the log on the far right.

What lights up, what may be dragged where and which buttons show all come from the legal actions of the
asked seat (`self.legal()`); the table keeps no second copy of the rules. Its parts: the seat panels
(seats.py), what lights up and takes a click (lights.py), the drop policy (drops.py), the buttons
(buttons.py), the animations (anim.py), the result (result.py), and the words (words.py, prompt.py).
A sync builds again only the parts whose view changed (parts.py) and keeps the buttons when they are the same.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.protocol import Event
from game.diceocracy import MODE_LABELS
from game.diceocracy import events as ev
from game.diceocracy.actions import DiceocracyAction, Pick
from game.diceocracy.components import components
from game.diceocracy.events import BAG
from game.diceocracy.views import DiceocracyView
from scenes.engine.cards import CardFace
from scenes.engine.i18n import N_
from scenes.engine.node import Node
from scenes.engine.nodes import TextNode
from scenes.engine.render import Color
from scenes.tables.common.logbook import LogListener
from scenes.tables.common.prompt import ButtonSpec, PromptStyle
from scenes.tables.common.table import FAST_FORWARD_HINT, BaseTable
from scenes.tables.common.words import Line, plain
from scenes.tables.diceocracy.anim import DiceAnimations
from scenes.tables.diceocracy.board import CARD_W, STREET_W, Key, Spots, build_street
from scenes.tables.diceocracy.buttons import GROUPS, button_specs
from scenes.tables.diceocracy.drops import DiceDrops
from scenes.tables.diceocracy.history import SCORING, BagStory, ScoringEvents
from scenes.tables.diceocracy.hotseat import HANDOFF_REASONS, HEADLINES, cancel_question
from scenes.tables.diceocracy.landing import landing_nodes
from scenes.tables.diceocracy.lights import DiceLights
from scenes.tables.diceocracy.look import DiceDie, LitFrame, TextCard, card_tip, die_words
from scenes.tables.diceocracy.parts import PartCache
from scenes.tables.diceocracy.prompt import prompt_for, turn_words
from scenes.tables.diceocracy.result import show_result
from scenes.tables.diceocracy.seats import SeatPanels
from scenes.tables.diceocracy.slots import SteadyRow
from scenes.tables.diceocracy.sounds import CUES
from scenes.tables.diceocracy.terms import district_term
from scenes.tables.diceocracy.undo import fits_on_one_line, undo_words, whose_undo_words
from scenes.tables.diceocracy.words import DiceNames, describe_event, piece_words

LOG_W = 250
MODE_WORDS = {"standard": N_("Standard: hands off others' Reps and followers"),
              "interactive": N_("Interactive: Reps may be moved, 1 money cancels"),
              "spicy": N_("Spicy: Reps and followers may be changed, 1 money cancels")}
KEYS_HINT = N_("Keys: Tab to a die or button · Enter picks or uses it · Esc pauses · Ctrl+Z undoes")
DECK_TIPS = {"adverts": N_("adverts: {count} face down, {discard} discarded"),
             "stunts": N_("stunts: {count} face down, {discard} discarded"),
             "agendas": N_("agendas: {count} face down, {discard} discarded")}
"""A deck's tooltip under the streets."""
SETUP_PHASES = ("candidate", "personality")
"""The set-up's choices, made before the first turn (no "End turn" yet)."""
PROMPT_H = 120.0
"""The band along the bottom for the prompt, its buttons and the keys hint."""
UNDO_W, UNDO_H = 170.0, 24.0
"""The Undo button, at the top right of the prompt band beside the title (which wraps short of it), no lower
than the title's one line: the explanation and the buttons, which start under that line, never run into it
(the playtest: Undo on top of "End turn" in a two-pick action, step 5's help text wrapping into it)."""


class DiceocracyTable(BaseTable[DiceocracyView, DiceocracyAction]):
    hidden_words = N_("no hidden cards")
    cues = CUES
    log_size = 12
    handoff_reasons = HANDOFF_REASONS
    headline_events = HEADLINES

    # the parts, and what they read of each other (set in build, layout and sync)
    header: TextNode
    board_area: Node
    spots: Spots
    seats: SeatPanels
    lights: DiceLights
    parts: PartCache
    drops: DiceDrops
    anims: DiceAnimations
    scoring: ScoringEvents
    bag_story: BagStory
    taken: DiceDie | None
    """The die taken this turn, beside the front board until it is placed."""
    hand_nodes: dict[tuple[str, int], TextCard]
    """The front seat's own cards in hand, when the viewer may see them."""
    spot_pick: Key | None
    """A die clicked for focus: its +1 / −1 buttons show."""
    first_pick: Key | None
    """The piece picked first in a two-pick action (ringed)."""
    choice_group: str | None
    """A group's button was clicked ("give_first", "adverts", "stunts", buttons.GROUPS): its choices show."""
    steady_row: SteadyRow
    """The buttons of the current step in their slots (slots.py)."""
    play_w: float
    left_x: float
    top_y: float
    right_x: float
    right_w: float
    bottom_y: float
    bag_y: float
    """Where the other seats' row (or the bag's panel) begins."""

    # -- building ---------------------------------------------------------------------------------
    def build(self) -> None:
        root = self.stage.root
        self.header = root.add(TextNode("", size=14, bold=True, x=12, y=6))
        self.board_area = root.add(Node(z=1))
        self.spots = Spots()
        self.seats = SeatPanels(self)
        self.lights = DiceLights(self)
        self.drops = DiceDrops(self)
        self.stage.policy = self.drops
        self.anims = DiceAnimations(self)
        self.parts = PartCache(self.board_area)
        self.taken = None
        self.hand_nodes = {}
        self.spot_pick = None
        self.first_pick = None
        self.choice_group = None
        self.steady_row = SteadyRow()
        self._hover_moves: tuple[int, Any] = (-1, None)
        self.bag_y = 0.0
        self.prompt.reserve_end = True  # "End turn" keeps its own place; no other button slides into it
        self._buttons_shown: Any = None
        """What the buttons set last showed (button_look of each), and the buttons themselves."""
        self._buttons: list[Any] = []

    def prompt_style(self) -> PromptStyle:
        return PromptStyle(title_size=16, sub_size=12, hint_size=10.5, button_size=13, button_h=28, row_gap=4,
                           end_w=130)

    def log_listeners(self) -> Sequence[LogListener]:
        # called by the base before build: the listeners are the table's from the start
        self.scoring = ScoringEvents()
        self.bag_story = BagStory(self.word_event)
        return (self.scoring, self.bag_story)

    # -- layout -----------------------------------------------------------------------------------
    def layout(self) -> None:
        vw, vh = self.stage.virtual_size
        self.play_w = pw = vw - LOG_W - 24
        self.log.set_rect(vw - LOG_W - 8, 8, LOG_W, vh - 16)
        self.left_x, self.top_y = 10.0, 30.0
        self.right_x = self.left_x + STREET_W + 14
        self.right_w = pw - self.right_x + 10
        self.bottom_y = vh - PROMPT_H
        self.prompt.title_room = UNDO_W + 10  # the undo button stands right of the title
        self.prompt.place(12, self.bottom_y + 2, pw - 10)
        self.prompt.max_h = vh - (self.bottom_y + 2) - 2  # a third row of buttons stays in the window
        # its top in the gap above the band (the seats end 6 above it), its foot above the title line's
        self.undo_button.set_rect(pw + 2 - UNDO_W, self.bottom_y - 3, UNDO_W, UNDO_H)
        self.overlay.place(30, 40, pw - 40, self.bottom_y - 50)
        self.stage.toast_x = 10 + pw / 2  # over the board, clear of the log
        self.log.refresh()

    # -- names ------------------------------------------------------------------------------------
    def name(self, seat: int | str) -> str:
        """A seat's name; the bag (BAG, as the events name it) is "The bag"."""
        if seat == BAG:
            return self.ctx.tr("The bag")
        return self.match.seats[int(seat)].name

    def handoff_reason(self, seat: int) -> str:
        """Why `seat` is handed the computer, in the player's language (hotseat.HANDOFF_REASONS)."""
        phase = str(getattr(self.match.view(seat), "phase", None))
        if phase in self.handoff_reasons:
            return self.ctx.tr(self.handoff_reasons[phase])
        return super().handoff_reason(seat)

    def undo_label_for(self, move: str, mover: int, action: DiceocracyAction) -> str:
        """The move by its kind, whole on the button ("Undo: Rep pick"; the tooltip has the whole move); while
        the public view is on the screen (the mover's move playing out in front of everybody), whose move too."""
        pending = self.view.pending[0].type if self.view.pending else None
        if self.presenter is not None and self.viewer is None:
            return whose_undo_words(action, self.name(mover), self._undo_fits, pending, self.ctx.tr)
        return undo_words(action, pending, self.ctx.tr)

    def move_words(self, seat: int, viewer: int | None) -> str:
        """The last move in the log's words; a pick, which logs nothing until the second one, by the piece it
        picked ("Ada picks Ben's Rep in Old Town", not the rules' "pick district 5, space 5")."""
        player, action = self.match.actions[-1]
        tr = self.ctx.tr
        if isinstance(action, Pick) and self.match.view(viewer).pending:
            what = piece_words(action.spot, self.view, self.district_name, self.name, player, tr)
            return tr("{name} picks {what}", name=self.name(player), what=what)
        words = super().move_words(seat, viewer)
        # a move whose events have no line is said in the rules' plain words, which the catalog holds
        # (game/diceocracy/describe.py PLAIN, rules.py): in the player's language
        return tr(words) if words == self.match.rules.describe_action_for(action, player, viewer) else words

    def _undo_fits(self, label: str) -> bool:
        return fits_on_one_line(self.undo_button, self.stage.painter, label)

    def district_name(self, pos: int) -> str:
        return district_term(components().districts[self.view.tiles[pos]].name, self.ctx.tr)

    @property
    def front_seat(self) -> int:
        """The seat whose board is drawn large: the viewer, else whoever is deciding."""
        if self.viewer is not None:
            return self.viewer
        return self.view.active[0] if self.view.active else 0

    # -- the log ----------------------------------------------------------------------------------
    def word_event(self, event: Event) -> Line | None:
        names = DiceNames(self.name, self.district_name, players=max(1, self.match.num_players),
                          rounds=self.view.rounds, tr=self.ctx.tr)
        return describe_event(event, names)

    def log_look(self) -> tuple[Callable[[str], CardFace | None], Callable[[str], str], Callable[[str], Color]]:
        text = self.ctx.palette.text
        return no_picture, lambda ref: card_tip(ref, self.ctx.tr), lambda card: text

    def on_logged(self, event: Event, line: Line | None) -> None:
        """While moves play, the prompt narrates them: the bag's turn, another player's moves, the counting."""
        if not self.stage.animator.busy:
            return
        last = plain(self.book.lines[-1]) if self.book.lines else ""
        seat: int | None = getattr(event.data, "seat", None)  # the seat an event names, if any
        tr = self.ctx.tr
        if self.bag_story.just_told:
            self.say(tr("The bag's turn"), " ".join(self.bag_story.lines[-2:]))
            self.seats.retell_bag(self.bag_story.lines)
        elif last and seat is not None and seat not in (BAG, self.viewer):
            # the viewer's own moves need no narration
            self.say(tr("{name}'s turn", name=self.name(seat)), last)
        elif event.type in SCORING and last:
            self.say(tr("The election: counting the votes district by district"), last)

    def landing_nodes(self, event: Event) -> Sequence[Node]:
        return landing_nodes(self, event)

    def show(self) -> None:
        super().show()
        self.quiet_stale_tooltip()
        scale = self.stage.root.scale
        for node in self.ringed:  # a ringed die that may be used keeps its lit frame in sight, over the ring
            if isinstance(node, DiceDie) and node.lit and not (node.focused or node.selected):
                rect = node.world_rect()
                self.marks.layer.add(LitFrame(x=rect.x / scale, y=rect.y / scale, w=rect.w / scale,
                                              h=rect.h / scale))

    def quiet_stale_tooltip(self) -> None:
        """A tooltip does not stay across moves, nor where the pointer is not over its node: after a move the
        stage's hover is put out until the pointer moves again (a playtest's still mouse kept "One of each kind
        per turn: this turn's is played", the greyed twin of the button just clicked, over the prompt line for
        a whole turn, and "Your turn ends at step 5" over Undo through the bag's turn and the next steps)."""
        if self.stage.animator.busy:
            return  # the animations' end shows again
        actions = self.match.actions
        moves = (len(actions), actions[-1] if actions else None)
        moved, self._hover_moves = moves != self._hover_moves, moves
        hover, pointer = self.stage.hover, self.stage.pointer
        if hover is None:
            return
        if moved or pointer is None or not hover.world_rect().collidepoint(pointer):
            self.stage.leave()

    def play(self, events: Sequence[Event], seat: int | None = None, later: int = 0) -> None:
        """Solo, the bag's turn comes with the person's last decision (the end of a turn, a tie settled): it is
        played as a move of its own, by nobody, so the rings show where the bag's die and Rep went."""
        start = next((i for i, e in enumerate(events) if is_bag_event(e)), None)
        if start is None or start == 0 or seat is None:
            super().play(events, seat, later)
            return
        super().play(events[:start], seat, later + len(events) - start)
        super().play(events[start:], None, later)

    def animate_event(self, event: Event) -> None:
        self.anims.queue([event])

    # -- syncing ----------------------------------------------------------------------------------
    def sync(self, view: DiceocracyView) -> None:
        self.anims.reset()
        self.header.text = self.header_words(view)
        self.parts.begin()
        names = tuple(self.name(s) for s in range(view.num_players))
        key = (view.tiles, view.districts, view.decks, view.num_players, tuple(p.color for p in view.players),
               names, self.geometry())
        self.parts.show("streets", key, lambda area, spots: self._streets(view, area, spots))
        pieces = self.seats.build(view)
        self.spots = self.parts.end()
        self.taken, self.hand_nodes, self.bag_y = pieces.taken, pieces.hand, pieces.others_y
        self.lights.reset()
        self.first_pick = self.lights.light(view, self.legal())
        self.fill_prompt(view)
        if view.phase == "over" and view.final is not None:
            show_result(self.overlay, view, self.name, self.scoring.districts(), self.stage.painter,
                        self.ctx.palette.text_dim, self.ctx.tr)
        else:
            self.overlay.close()

    def header_words(self, view: DiceocracyView) -> str:
        tr = self.ctx.tr
        if view.phase in SETUP_PHASES:
            stage = tr("Set-up")
        elif view.phase == "over":
            stage = tr("Game over")
        else:
            stage = tr("Round {round} of {rounds}", round=view.round, rounds=view.rounds)
        turn = turn_words(view, self.name, tr)
        solo = " · " + tr("Solo vs the bag") if view.num_players == 1 else ""
        words = f"{stage}{' · ' + turn if turn else ''}{solo} · {tr(MODE_WORDS[view.mode])}"
        if self._header_fits(words):
            return words
        # too long for the width left of the log (a long name, German): the mode by its name alone
        return f"{stage}{' · ' + turn if turn else ''}{solo} · {tr(MODE_LABELS[view.mode]).capitalize()}"

    def _header_fits(self, words: str) -> bool:
        scale = self.stage.root.scale
        width = self.stage.painter.text(words, self.header.size * scale, (0, 0, 0), bold=True).get_width()
        return bool(width <= (self.play_w - 4) * scale)

    def geometry(self) -> tuple[Any, ...]:
        """What every part's look depends on besides the view: the window's design size and its scale, and the
        language its words are in."""
        vw, vh = self.stage.virtual_size
        return vw, vh, self.stage.root.scale, self.ctx.tr.language

    def _streets(self, view: DiceocracyView, area: Node, spots: Spots) -> None:
        """The four streets down the left and the decks under them."""
        y = self.top_y
        for street in range(components().layout.streets):
            y += build_street(area, view, street, self.left_x, y, spots, self.name, self.ctx.tr) + 6
        self._decks(view, y + 2, area, spots)

    def _decks(self, view: DiceocracyView, y: float, area: Node, spots: Spots) -> None:
        d = view.decks
        tr = self.ctx.tr
        for i, (deck, count, discard) in enumerate((("adverts", d.advert_count, len(d.advert_discard)),
                                                    ("stunts", d.stunt_count, len(d.stunt_discard)),
                                                    ("agendas", d.agenda_count, len(d.agenda_discard)))):
            node = area.add(TextCard(deck, None, label=tr("deck {count}\ndiscards {discard}", count=count,
                                                          discard=discard),  # 2 lines
                                     x=self.left_x + i * (CARD_W + 8), y=y, w=CARD_W, h=46, tr=tr))
            node.tooltip = tr(DECK_TIPS[deck], count=count, discard=discard)
            node.data = ("deck", deck)
            spots.face_up[("deck", i)] = node
        area.add(TextNode(tr("Dashed frame: a die printed on the tile (counts, never moves). Greyed: "
                             "not to be picked now. '3+' / '4+': used only with that many players."),
                                     size=9, color=self.ctx.palette.text_dim, x=self.left_x + 3 * (CARD_W + 8),
                                     y=y, width=STREET_W - 3 * (CARD_W + 8)))

    # -- prompt and buttons -----------------------------------------------------------------------
    def fill_prompt(self, view: DiceocracyView) -> None:
        asking = self.asking if self.mine() else None
        legal = self.legal()
        tr = self.ctx.tr
        if self.presenter is None and view.phase != "over":  # a replay: whose turn (say adds "Replay")
            title, sub = turn_words(view, self.name, tr), ""
        else:
            title, sub = prompt_for(view, asking, legal, self.name, self.district_name, tr)
        for key, node in self.spots.dice.items():  # the die picked for focus is the one ringed
            node.selected = key in (self.spot_pick, self.first_pick)
        picked = self.spots.dice.get(self.spot_pick) if self.spot_pick is not None else None
        if picked is not None and asking is not None:
            title = tr("Focus on {die}: add 1 or take 1 away?", die=die_words(picked.die_color, picked.value, tr))
            sub = tr("The ringed die changes by one pip. Or pick another die.")
        elif self.choice_group is not None and asking is not None and view.phase in GROUPS[self.choice_group].phases:
            title, sub = tr(GROUPS[self.choice_group].title), tr(GROUPS[self.choice_group].sub)
        self.say(title, sub)
        self.prompt.set_hint(self.keys_hint(), visible=asking is not None and view.phase != "over")
        if asking is None:
            self.set_buttons([], None)
            return
        specs, end = button_specs(self, view, legal)
        # "End turn" keeps its slot on the first row through the rounds; the set-up has none to keep, and its
        # eight candidate choices need that room (in German they ran into a third row, off the window)
        self.prompt.reserve_end = view.phase not in SETUP_PHASES
        self.set_buttons(specs, end)
        if self.prompt.y + self.prompt.h > self.stage.virtual_size[1] - 2:
            self.prompt.set_hint("", visible=False)  # the keys hint gives way to the buttons

    def keys_hint(self) -> str:
        """The keys line; the key that skips the bots' turns only where there are bots (solo the bag plays at
        once: "N skips the bots' turns" spoke of bots that are not there, playtest 5)."""
        tr = self.ctx.tr
        if any(seat.is_bot for seat in self.match.seats):
            return f"{tr(KEYS_HINT)} · {tr(FAST_FORWARD_HINT)}"
        return tr(KEYS_HINT)

    def set_buttons(self, specs: list[ButtonSpec], end: ButtonSpec | None) -> None:
        """The prompt's buttons, kept when they would be the same again (same words, looks and actions: their
        clicks send equal actions), so a sync that changed nothing there builds no buttons."""
        # where PromptArea puts the buttons depends on its width too: after a resize they are laid out again
        shown = (tuple(map(button_look, specs)), button_look(end) if end is not None else None, self.prompt.width,
                 self.prompt.reserve_end, self.geometry())
        if (shown == self._buttons_shown and self.prompt.buttons == self._buttons
                and self.prompt.end_button.visible == (end is not None)):  # (prompt.clear() empties it)
            return
        self.prompt.set_buttons(specs, end=end)
        self._buttons_shown, self._buttons = shown, list(self.prompt.buttons)
        # the button under the pointer may just have gone (a group's button opens its choices in its place):
        # off the tree it would keep the hover, and its tooltip showed at the top of the screen (playtest 5)
        self.stage.drop_stale_hover()

    def pick_focus(self, key: Key) -> None:
        """A die clicked for focus: ask +1 or −1 for it."""
        self.spot_pick = key
        self.fill_prompt(self.view)

    def unpick_focus(self) -> None:
        self.spot_pick = None
        self.fill_prompt(self.view)

    def confirm_question(self, action: DiceocracyAction) -> tuple[str, str] | None:
        return cancel_question(self.view, self.asking, action, self.ctx.tr) if self.asking is not None else None

    def open_group(self, key: str) -> None:
        """A group's button ("Instead: give the first player marker"): the buttons show its choices."""
        self.choice_group = key
        self.fill_prompt(self.view)

    def close_group(self) -> None:
        self.choice_group = None
        self.fill_prompt(self.view)

    def act(self, action: DiceocracyAction, seat: int | None = None) -> bool:
        self.spot_pick = None  # whatever is sent, the focus question is answered or given up
        self.choice_group = None
        return super().act(action, seat)


def is_bag_event(event: Event) -> bool:
    """Solo: the bag's turn begins (its draw, or its Rep taking a die once a tie was settled)."""
    return isinstance(event.data, ev.BagDrawn) or (isinstance(event.data, ev.Turn) and event.data.seat == BAG)


def button_look(spec: ButtonSpec) -> tuple[Any, ...]:
    """All of a button but its callback (a partial or closure that is new at every sync)."""
    return spec.label, spec.kind, spec.hotkey, spec.tooltip, spec.enabled, spec.data


def no_picture(card: str) -> CardFace | None:
    """No playing-card picture for a Diceocracy card named in the log: hovering it shows its text (card_tip)."""
    return None


def make_table(ctx: Any, match: Any, *, mode: str = "play", viewer: int | None = None,
               driver: Any = None) -> DiceocracyTable:
    """The factory for scenes.tables.TABLE_INFO["diceocracy"]."""
    return DiceocracyTable(ctx, match, mode="replay" if mode == "replay" else "play", viewer=viewer, driver=driver)
