"""The Diceocracy table: solo against the bag, 2–4 players hot-seat or with bots, every mode.

Layout (design units, 1280×720 and wider): the four streets down the left (face-up advert, two district
tiles, face-up stunt), the decks under them; on the right the board of the seat in front of the screen
(follower grid with arrows, popularity and money tracks, tiles), its cards in hand, then the other seats
(or the bag); the prompt and buttons along the bottom; the log on the far right.

What lights up, what may be dragged where and which buttons show all come from the legal actions of the
asked seat (`presenter.legal()`); the table keeps no second copy of the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.match import Match
from game.core.protocol import Event
from game.diceocracy.actions import (
    DiscardAgenda, Focus, Manipulate, MoveFollower, Pick, PlaceFollower, PlayAdvert,
    PlayStunt, TakeCard, TakeDie,
)
from game.diceocracy.components import components
from scenes.engine.cards import CardFace
from scenes.engine.logpanel import LogPanel
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.engine.tween import Call
from scenes.tables.common.legacy import LegacyBaseTable as BaseTable
from scenes.tables.diceocracy.anim import DiceAnimations, fill_result
from scenes.tables.diceocracy.board import CARD_W, STREET_W, Spots, build_street
from scenes.tables.diceocracy.drops import DiceDrops, buttons_for
from scenes.tables.diceocracy.seats import DiceSeats
from scenes.tables.diceocracy.look import TextCard, card_tip
from scenes.tables.diceocracy.words import describe_event, prompt_for

LOG_W = 250
MODE_WORDS = {"standard": "Standard: hands off others' Reps and followers",
              "interactive": "Interactive: Reps may be moved, 1 money cancels",
              "spicy": "Spicy: Reps and followers may be changed, 1 money cancels"}
KEYS_HINT = "Keys: Tab to a die or button · Enter picks or uses it · Esc pauses · Ctrl+Z undoes"


class DiceocracyTable(DiceSeats, DiceDrops, BaseTable):
    # -- building ---------------------------------------------------------------------------------
    def build(self) -> None:
        root = self.stage.root
        self.stage.policy = self
        pal = self.ctx.palette
        self.header = root.add(TextNode("", size=14, bold=True, x=12, y=6))
        self.board_area = root.add(Node(z=1))
        self.prompt = root.add(TextNode("", size=16, bold=True, color=pal.accent))
        self.subprompt = root.add(TextNode("", size=12, color=pal.text_dim))
        self.keys_hint = root.add(TextNode(KEYS_HINT, size=10.5, color=pal.text_dim))
        self.buttons = root.add(Node(z=20))
        self.undo_button = root.add(ButtonNode("Undo (Ctrl+Z)", self.undo, w=130, h=28, size=12, z=20))
        self.log = root.add(LogPanel(self.stage.painter, _face, card_tip, lambda c: pal.text,
                                     fill=(20, 24, 30, 225), size=12, z=2))
        self.overlay = root.add(PanelNode(z=50, fill=(20, 24, 32, 255), border=pal.accent, radius=14))
        self.overlay.visible = False
        self.fx = root.add(Node(z=100))
        self.anims = DiceAnimations(self)
        self.spots = Spots()
        self.spot_pick: Any = None  # a die clicked for focus: its ±1 buttons show
        self.first_pick: Any = None  # the piece picked first in a two-pick action (ringed)
        self.scoring_events: list[Event] = []
        self.bag_story: list[str] = []
        """The bag's latest turn in words (draw, roll, the die it took, the card it removed)."""
        self._log_lines: list[list[tuple[str, str | None]]] = []
        self._log_key: tuple[int | None, int, int] = (-1, 0, 0)
        self._view: Any = None
        self.bag_y = 0.0

    # -- layout -----------------------------------------------------------------------------------
    def layout(self) -> None:
        vw, vh = self.stage.virtual_size
        self.play_w = pw = vw - LOG_W - 24
        self.log.set_rect(vw - LOG_W - 8, 8, LOG_W, vh - 16)
        self.left_x, self.top_y = 10.0, 30.0
        self.right_x = self.left_x + STREET_W + 14
        self.right_w = pw - self.right_x + 10
        self.bottom_y = vh - 120
        self.prompt.set_pos(12, self.bottom_y + 2)
        self.prompt.wrap = pw - 150
        self.subprompt.set_pos(12, self.bottom_y + 21)
        self.subprompt.wrap = pw - 10
        self.buttons.set_pos(12, self.bottom_y + 40)
        self.keys_hint.set_pos(12, vh - 15)
        self.undo_button.set_pos(pw - 120, self.bottom_y)
        self.overlay.set_rect(30, 40, pw - 40, self.bottom_y - 50)
        self.log.refresh()

    # -- names ------------------------------------------------------------------------------------
    def name(self, seat: int | str) -> str:
        if seat in ("bag", -1, "-1"):
            return "The bag"
        return self.match.seats[int(seat)].name

    def district_name(self, pos: int) -> str:
        return components().districts[self._view.tiles[pos]].name

    @property
    def front_seat(self) -> int:
        """The seat whose board is drawn large: the viewer, else whoever is deciding."""
        view = self._view
        if self.viewer is not None:
            return self.viewer
        return view.active[0] if view is not None and view.active else 0

    # -- syncing ----------------------------------------------------------------------------------
    def sync(self, view: Any) -> None:
        self._view = view
        self.fx.clear()
        self.anims.rolled = None
        self.anims.projected = {}
        if self._log_key != (view.viewer, id(self.match), len(self.match.actions)) and (
                self._log_key[:2] != (view.viewer, id(self.match)) or self._log_key[2] > len(self.match.actions)):
            self._rebuild_log(view)
        legal = self.presenter.legal() if self.presenter is not None else []
        self.board_area.clear()
        self.spots = Spots()
        self.header.text = self._header(view)
        y = self.top_y
        for street in range(components().layout.streets):
            h = build_street(self.board_area, view, street, self.left_x, y, self.spots, self.name)
            y += h + 6
        self._decks(view, y + 2)
        self._front(view)
        self._others(view)
        self._setup_info(view)
        self.mine = self.asking is not None and self.asking == self.viewer
        self._light(view, legal if self.mine else [])
        self._fill_prompt(view, legal)
        self.log.set_lines(self._log_lines)
        self.log.refresh()
        fill_result(self, view)
        self.undo_button.enabled = self.presenter is not None and self.presenter.can_undo()
        self.undo_button.visible = self.presenter is not None
        self._drop_stale_hover()

    def _drop_stale_hover(self) -> None:
        """A re-sync rebuilds the board: a card or button just clicked is gone, and its tooltip must not stay
        over the table until the pointer moves (the stage only re-picks the hovered node on a motion)."""
        node = self.stage.hover
        while node is not None and node is not self.stage.root:
            node = node.parent
        if self.stage.hover is not None and node is None:
            self.stage._set_hover(None)  # noqa: SLF001 - the stage has no public way yet (see the report)

    def _header(self, view: Any) -> str:
        if view.phase in ("candidate", "personality"):
            stage = "Set-up"
        elif view.phase == "over":
            stage = "Game over"
        else:
            stage = f"Round {view.round} of 9"
        turn = ""
        if view.phase == "bag_tie":
            turn = " · The bag's turn (you decide)"
        elif view.active:
            turn = f" · {self.name(view.active[0])}'s {'answer' if view.phase == 'respond' else 'turn'}"
        solo = " · Solo vs the bag" if view.num_players == 1 else ""
        return f"{stage}{turn}{solo} · {MODE_WORDS[view.mode]}"

    def _decks(self, view: Any, y: float) -> None:
        d = view.decks
        for i, (deck, count, discard) in enumerate((("adverts", d.advert_count, len(d.advert_discard)),
                                                    ("stunts", d.stunt_count, len(d.stunt_discard)),
                                                    ("agendas", d.agenda_count, len(d.agenda_discard)))):
            node = self.board_area.add(TextCard(deck, None, label=f"deck {count} · discards {discard}",
                                                x=self.left_x + i * (CARD_W + 8), y=y, w=CARD_W, h=46))
            node.tooltip = f"{deck}: {count} face down, {discard} discarded"
            node.data = ("deck", deck)
            self.spots.face_up[("deck", i)] = node
        self.board_area.add(TextNode("Pale dashed dice are printed on the tile: they count, never move. "
                                     "'no 3p' / 'no 4p': a space left empty with fewer players.",
                                     size=9, color=self.ctx.palette.text_dim, x=self.left_x + 3 * (CARD_W + 8),
                                     y=y, width=STREET_W - 3 * (CARD_W + 8)))

    def _light(self, view: Any, legal: Sequence[Any]) -> None:
        """Light and arm exactly what the asked seat's legal actions allow."""
        for key, node in self.spots.dice.items():
            node.draggable = False
        takes = {(a.district, a.space) for a in legal if isinstance(a, TakeDie)}
        for (area, index, pos), node in self.spots.dice.items():
            if area == "district" and (index, pos) in takes:
                node.draggable = node.lit = True
        if self.taken is not None and any(isinstance(a, PlaceFollower) for a in legal):
            self.taken.draggable = self.taken.lit = True
        for a in legal:
            if isinstance(a, MoveFollower):
                node = self.spots.dice.get(("board", self.front_seat, a.source))
                if node is not None:
                    node.draggable = True
        clicks: dict[Any, list[Any]] = {}
        for a in legal:
            if isinstance(a, (Pick, Focus, Manipulate)):
                clicks.setdefault((a.spot.area, a.spot.index, a.spot.pos), []).append(a)
        if view.phase == "respond" and view.response is not None and view.response.spot is not None:
            s = view.response.spot  # the piece the question is about
            target = self.spots.dice.get((s.area, s.index, s.pos)) or self.spots.reps.get((s.area, s.index, s.pos))
            if target is not None:
                target.lit = True
        self._ring_first_pick(view)
        for key, actions in clicks.items():
            node = self.spots.dice.get(key) or self.spots.reps.get(key)
            if node is None:
                continue
            node.lit = True
            node.focusable = True
            node.on_click = self._spot_cb(key, actions)
        if clicks:  # a pick among the dice: the others step back, so the few lit ones stand out on any colour
            for node in self.spots.dice.values():
                if not node.lit and not node.selected:
                    node.alpha = 110
        for a in legal:
            if isinstance(a, TakeCard) and a.slot is not None:
                deck = "adverts" if view.pending and view.pending[0].type == "advertising" else "stunts"
                card = self.spots.face_up.get((deck, a.slot))
                if card is not None:
                    card.lit = True
                    card.on_click = self._act_cb(a)
            elif isinstance(a, (PlayAdvert, PlayStunt, DiscardAgenda)):
                deck = {PlayAdvert: "adverts", PlayStunt: "stunts", DiscardAgenda: "agendas"}[type(a)]
                card = getattr(self, "hand_nodes", {}).get((deck, a.card))
                if card is not None:
                    card.lit = True
                    card.on_click = self._act_cb(a)

    def _ring_first_pick(self, view: Any) -> None:
        """A two-pick action (exchange, follower or Rep influence): the piece picked first keeps a gold ring
        while the second is chosen, so the player sees what will swap with what."""
        first = view.pending[0] if view.pending else None
        self.first_pick = None
        if first is None or first.spot is None or not first.type.endswith("2"):
            return
        s = first.spot
        self.first_pick = (s.area, s.index, s.pos)
        node = self.spots.dice.get((s.area, s.index, s.pos)) or self.spots.reps.get((s.area, s.index, s.pos))
        if node is None or node.parent is None:
            return
        node.selected = True
        ring = node.parent.add(PanelNode(x=node.x - 4, y=node.y - 4, w=node.w + 8, h=node.h + 8,
                                         fill=(*self.ctx.palette.accent[:3], 200), border=self.ctx.palette.accent,
                                         radius=7, z=node.z - 1))
        ring.data = ("first_pick", s.area, s.index, s.pos)

    def _spot_cb(self, key: Any, actions: list[Any]) -> Any:
        def click() -> None:
            if len(actions) == 1 and not isinstance(actions[0], Focus):
                self._act(actions[0])
                return
            self.spot_pick = key  # focus: ask +1 or −1 for this die
            self._fill_prompt(self._view, self.presenter.legal() if self.presenter else [])
        return click

    def _act_cb(self, action: Any) -> Any:
        return lambda: self._act(action)

    def _act(self, action: Any, seat: int | None = None) -> None:
        if self.presenter is None or self.asking is None:
            self.stage.toast("This is a replay: nothing can be changed." if self.presenter is None
                             else "Nothing to decide here.")
            return
        self.spot_pick = None
        error = self.presenter.act(self.asking if seat is None else seat, action)
        if error:
            self.stage.toast(error)

    # -- the log ----------------------------------------------------------------------------------
    def log_events(self, events: Sequence[Event]) -> None:
        for e in events:
            if e.type in ("district_scoring", "final_scoring"):
                self.scoring_events.append(e)
            if e.type == "bag_drawn":
                self.bag_story = []
            if e.type in ("bag_drawn", "bag_tie", "card_removed") or (e.type == "turn" and e.data["seat"] == "bag"):
                line = describe_event(e, self.name, self.district_name, 1)
                if line:
                    self.bag_story.append("".join(t for t, _ in line))
            line = describe_event(e, self.name, self.district_name, max(1, self._view.num_players))
            if line:
                self._log_lines.append(line)
        self._log_lines = self._log_lines[-300:]
        self._log_key = (self.viewer, id(self.match), len(self.match.actions))

    def _log_now(self, event: Event) -> None:
        story = len(self.bag_story)
        self.log_events([event])
        if len(self.bag_story) > story and self.stage.animator.busy:
            # the bag's turn, narrated where the player looks for what happens next
            self.prompt.text = "The bag's turn"
            self.subprompt.text = " ".join(self.bag_story[-2:])
        elif (self.stage.animator.busy and self._log_lines and "seat" in event.data
              and str(event.data["seat"]) not in ("bag", str(self.viewer))):
            # another player's move, narrated line by line while it plays (the viewer's own moves need none)
            self.prompt.text = f"{self.name(event.data['seat'])}'s turn"
            self.subprompt.text = "".join(t for t, _ in self._log_lines[-1])
        elif event.type in ("district_scoring", "final_scoring") and self._log_lines:
            self.prompt.text = "The election: counting the votes district by district"
            self.subprompt.text = "".join(t for t, _ in self._log_lines[-1])
        self.log.set_lines(self._log_lines)
        self.log.refresh()

    def _rebuild_log(self, view: Any) -> None:
        """Word the game so far for this viewer: after a hand-off no private line of the previous player
        stays, and a loaded game or a replay shows its history."""
        events = self.match.events_seen_by(view.viewer)
        self._log_lines = []
        self.scoring_events = []
        self.bag_story = []
        self.log_events(events)

    # -- prompt and buttons -----------------------------------------------------------------------
    def _fill_prompt(self, view: Any, legal: Sequence[Any]) -> None:
        asking = self.asking if self.mine else None
        title, sub = prompt_for(view, asking, legal, self.name, self.district_name)
        if self.presenter is None and view.phase != "over":
            who = f"{self.name(view.viewer)}'s seat" if view.viewer is not None else "the public view (no hidden cards)"
            title, sub = f"Replay · {self._header(view).split(' · ')[1]}", f"Seen from {who}."
        for key, node in self.spots.dice.items():  # the die picked for focus is the one ringed
            node.selected = key in (self.spot_pick, self.first_pick)
        if self.spot_pick is not None and asking is not None:
            node = self.spots.dice.get(self.spot_pick)
            if node is not None:
                title = f"Focus on {node.die_color} {node.value}: add 1 or take 1 away?"
                sub = "The ringed die changes by one pip. Or pick another die."
        self.prompt.text, self.subprompt.text = title, sub
        self.keys_hint.visible = asking is not None and view.phase != "over"
        self.buttons.clear()
        if asking is None:
            return
        width = self.play_w - 10
        x = y = 0.0
        for label, action, kind, tip in buttons_for(self, view, legal):
            bw = min(width, max(96.0, self.stage.painter.fonts.get(12, True).size(label)[0] + 22))
            if x + bw > width and x > 0:
                x, y = 0.0, y + 32
            b = self.buttons.add(ButtonNode(label, self._act_cb(action) if not callable(action) else action,
                                            x=x, y=y, w=bw, h=28, size=12, kind=kind, tooltip=tip))
            b.data = ("button", action)
            x += bw + 8

    # -- animations -------------------------------------------------------------------------------
    def animate(self, events: Sequence[Event]) -> None:
        anim = self.stage.animator
        if anim.factor == 0.0:
            self.log_events(events)
            self.anims.queue(events)
        else:
            for e in events:
                anim.add(Call(lambda e=e: self._log_now(e)))
                self.anims.queue([e])
        self._log_key = (self.viewer, id(self.match), len(self.match.actions))
        if anim.busy:  # the old prompt is stale while the moves play
            self.prompt.text = self.subprompt.text = ""
            self.buttons.clear()


def _face(card: str) -> CardFace | None:
    """No playing-card picture for a Diceocracy card named in the log: hovering it shows its text (card_tip)."""
    return None


def make_table(ctx: Any, match: Match, *, mode: str = "play", viewer: int | None = None) -> DiceocracyTable:
    """The factory for scenes.tables.TABLES["diceocracy"]."""
    return DiceocracyTable(ctx, match, mode=mode, viewer=viewer)  # type: ignore[arg-type]

