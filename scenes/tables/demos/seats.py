"""One seat's area at the DēmoS table: name and marks, score and vetoes, discards, figures, last show-down.

Built from that seat's `SeatView`; the table keeps the card nodes it needs for drag-and-drop (visible
discards to take, face-down figures a media card may be aimed at).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.demos.state import DemosView, SeatView
from scenes.engine.cards import CardNode
from scenes.engine.i18n import N_, Translator
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.pieces import TokenNode
from scenes.tables.common.words import ENGLISH
from scenes.tables.demos.facts import SeatFacts
from scenes.tables.demos.look import (
    HARMONY_WORDS,
    SEAT_COLORS,
    SUIT_GLYPH,
    SUIT_NAME,
    TEAM_COLORS,
    TEAM_LETTERS,
    card_face,
    card_long,
    card_text,
    cards_text,
    points_count,
)

STEPS = ("public", "secret", "unanimous")
STEP_LABEL = {"public": "Public", "secret": "Secret", "unanimous": "Unanim."}
"""A discard pile's label in a panel across the top, in English (narrow: "Unanim."); the table says
`step_label`'s."""
DISCARD_TIP = {"public": N_("{card} — public discard"), "secret": N_("{card} — secret discard"),
               "unanimous": N_("{card} — unanim. discard")}

# The rows of a panel across the top (design units): name, two lines of facts, status, discards, figures,
# last show-down. Fixed, so that panels side by side line up whatever their facts say.
SLOT_SCALE = 0.55
COMPACT_DISCARDS_Y = 74
COMPACT_FIGURES_Y = 150
COMPACT_FIGURE_SCALE = 0.62
COMPACT_H = 258
"""The height a panel across the top needs for these rows."""
OWN_FIGURE_SCALE = 0.8
OWN_FIGURES_W = 300
MEDIA_ON_SCALE = 0.55
MEDIA_ON_AT = 0.45
"""A media laid on a figure: its size against the figure's, and where it lies (a share of the figure's width
and height from its top left), so it ends at the figure's lower right corner."""


SLOT_GAP = 8
WIDE_PANEL = 400
"""From this width (design units) a panel across the top lays its discards and figures side by side, each
grown into its half (two opponents at 1280×720: issue 31, "larger cards, not more margin")."""


@dataclass(frozen=True)
class CompactRoom:
    """Where a panel across the top puts its discards and figures, and how large (design units)."""

    discard_scale: float
    figure_scale: float
    figures_dx: float
    """The figures' row from the panel's inner left edge."""
    figures_y: float
    figures_w: float
    label_size: float
    whole_labels: bool
    """"Unanimous", not "Unanim."."""


def compact_room(w: float) -> CompactRoom:
    """The discards and figures of a panel `w` wide: side by side and grown into the room in a wide panel (the
    cards as large as the panel's height and half its width allow), the one above the other in a narrow one."""
    inner = w - 32
    if w < WIDE_PANEL:
        return CompactRoom(SLOT_SCALE, COMPACT_FIGURE_SCALE, 0.0, COMPACT_FIGURES_Y, inner, 10, False)
    label = 12.0
    half = (inner - 16) / 2
    tall = (COMPACT_H - COMPACT_DISCARDS_Y - label - 4 - 26) / 104  # down to the last show-down's line
    scale = min(1.0, tall, (half - 2 * SLOT_GAP) / (3 * 72))
    return CompactRoom(scale, scale, half + 16, COMPACT_DISCARDS_Y, inner - half - 16, label, True)


WARN_ROUNDS = 3
"""From this many rounds before the end, a seat without a trio is told that it cannot win without one."""


def step_label(step: str, tr: Translator = ENGLISH, *, own: bool = False) -> str:
    """A discard pile's label: short in a panel across the top ("Unanim."), whole on the bottom seat's slot."""
    if own:
        labels = {"public": tr.trc("own pile", "Public"), "secret": tr.trc("own pile", "Secret"),
                  "unanimous": tr.trc("own pile", "Unanimous")}
    else:
        labels = {"public": tr.trc("pile", "Public"), "secret": tr.trc("pile", "Secret"),
                  "unanimous": tr.trc("pile", "Unanim.")}
    return labels.get(step, step)


def rounds_left(view: DemosView) -> int | None:
    """Rounds still to play, this one included, under the full rules' limit (None: the learning rules, which
    end when the power deck is empty, or no round is on)."""
    if view.chosen_rounds is None or not discards_shown(view):
        return None
    return max(1, view.round_limit - view.round + 1)


def needed_powers(figures: Any) -> str:
    """The powers of E, L and J none of `figures` is ("L, J"), in that order; "" when all three are there or
    a figure is unknown (only the owner's own panel asks, which knows them all)."""
    held = {f.card[0] for f in figures if f.card}
    if any(f.card is None for f in figures):
        return ""
    return ", ".join(p for p in "ELJ" if p not in held)


def discards_shown(view: DemosView) -> bool:
    """The discard piles belong to a round: the scandal phase and the end have none (the last round's cards
    were collected)."""
    return view.phase not in ("media", "over")


@dataclass
class SeatNodes:
    """Card nodes of one seat the table wires up for drag-and-drop."""

    discards: dict[str, CardNode] = field(default_factory=dict)
    figures: dict[int, CardNode] = field(default_factory=dict)
    piles: dict[str, list[CardNode]] = field(default_factory=dict)
    """Each discard step's cards, face up or down, bottom first (the last one is the latest discard)."""
    laid_media: list[CardNode] = field(default_factory=list)
    """The media cards other seats laid on this seat's figures."""


def team_mark(view: DemosView, seat: SeatView, tr: Translator = ENGLISH) -> tuple[str, tuple[int, int, int], str]:
    """(letter, colour, words) marking a seat's side; colour is always doubled by the letter."""
    if view.teams_mode == "none":
        return "", SEAT_COLORS[seat.seat % len(SEAT_COLORS)], ""
    if seat.independent:
        return "I", (205, 205, 205), tr("Independent")
    letter = TEAM_LETTERS[seat.team % len(TEAM_LETTERS)]
    return letter, TEAM_COLORS[seat.team % len(TEAM_COLORS)], tr("Team {letter}", letter=letter)


def fit_name(name: str, width: float, size: float, suffix: str = "") -> str:
    """Shorten a long player name (up to 40 characters) to what fits beside the seat's marks, `suffix` included.

    The cut is in the middle, so names that differ only at the end ("Normal bot 2", "Normal bot 4")
    stay apart."""
    room = max(6, int(width / (size * 0.62)) - len(suffix))  # DejaVu Sans Bold averages ~0.62 em
    if len(name) <= room:
        return name + suffix
    last = name.rsplit(" ", 1)[-1]
    tail = " " + last if " " in name and len(last) <= 3 else name[-min(5, room // 3):]  # "… 2" keeps a bot's number
    return name[: room - len(tail) - 1].rstrip() + "…" + tail + suffix


FIGURE_WHY = {"quad": N_("{card} (turned up by a harmonic quad)"), "scandal": N_("{card} (shown in the scandal phase)")}
"""A figure's tooltip, by why it lies face up."""


def figure_node(code: str | None, fig: Any, *, own_hidden: bool, scale: float, tr: Translator = ENGLISH,
                mine: bool = True, over: bool = False) -> CardNode:
    """A figure as the viewer sees it. `own_hidden`: face down, but the viewer knows it; `mine`: it is the
    bottom seat's own (drawn dimmed face up, so its owner reads the trio). Another seat's figure the viewer
    knows lies face down all the same (a quad's figure laid out again in the scandal phase, a teammate's):
    its back carries the card's name, so the picture says "face down" as the words do. `over`: the game has
    ended and every figure is turned face up for the final trios, so each is drawn face up, none dimmed."""
    if over and code is not None:
        own_hidden = False
    face = card_face(code, fig.suit, captioned=scale >= OWN_FIGURE_SCALE, tr=tr) if code is not None else None
    known_back = own_hidden and not mine and not fig.face_up
    up = fig.face_up or over or (own_hidden and not known_back)
    label = card_text(code, tr) if known_back and code is not None else ("" if code else "?")
    node = CardNode(face, face_up=up and face is not None, back_label=label, scale=scale)
    node.dim = own_hidden and not known_back  # the owner knows it, the others see a face-down card
    if code is not None:
        card = card_long(code, tr)
        if fig.suit:
            tip = tr("{card} — a media made it count as {glyph} {suit}", card=card, glyph=SUIT_GLYPH[fig.suit],
                     suit=tr(SUIT_NAME[fig.suit]))
        elif fig.reveal in FIGURE_WHY:
            tip = tr(FIGURE_WHY[fig.reveal], card=card)
        elif own_hidden and getattr(fig, "known", False):
            tip = tr("{card} — face down again; everyone knows it from the harmonic quad", card=card)
        elif own_hidden:
            tip = tr("{card} — face down: only your side knows it", card=card)
        else:
            tip = card
        node.tooltip = tip
    else:
        node.tooltip = tr("A face-down figure")
    return node


class SeatPanel(PanelNode):
    """A seat's area; `compact` for the others (top row), full size for the seat at the bottom."""

    def __init__(self, seat: int, *, compact: bool, tr: Translator = ENGLISH, **kw: Any) -> None:
        super().__init__(radius=12, **kw)
        self.seat = seat
        self.compact = compact
        self.tr = tr
        """The table's translator (its ctx.tr)."""
        self.data = ("seat", seat)
        self.nodes = SeatNodes()
        self.slot_pos: dict[str, tuple[float, float]] = {}
        """Where each discard pile's first card lies, in the panel (the animations fly cards there)."""
        self.status = TextNode("")
        """"deciding…", "✓ has voted", "★ WINNER"."""
        self.facts_nodes: list[TextNode] = []
        """The lines saying points, vetoes and cards (`show_facts`)."""
        self.round_line = TextNode("")
        """The last show-down's line (`show_round`)."""
        self.best_now = TextNode("")
        """The bottom seat's best combination now (gone once the round is scored)."""
        self.countdown = TextNode("")
        """"3 rounds left, this one included" (gone once the round is scored)."""
        self._own_veto = False
        self.discard_scale = SLOT_SCALE
        """The size of this panel's discards (the animations fly a card in at it)."""
        self._side = ""
        self._bot = False
        self._bot_in_facts = False
        self.names: Callable[[int], str] = lambda seat: tr("Seat {number}", number=seat + 1)
        """How the table names seats (the owner of a media laid on a figure here)."""

    def fill_from(self, view: DemosView, seat: SeatView, name: str, status: str, *, is_bot: bool,
                  asked: bool) -> SeatNodes:
        self.clear()
        self.nodes = SeatNodes()
        self.best_now = TextNode("")
        self.countdown = TextNode("")
        tr = self.tr
        letter, color, words = team_mark(view, seat, tr)
        self.stripe = color
        self.fill = (38, 44, 56, 230) if asked else (28, 32, 40, 215)
        self.border = (240, 196, 80) if asked else None
        x = 16
        # "Bot 2" and "Alice (bot)" (a person's seat handed to a bot) already say so, in either language
        lowered = name.lower()
        said = {" bot", tr("bot").lower()}
        bot = is_bot and not any(word in lowered for word in said) and not name.endswith("(bot)")
        marks = (view.dealer == seat.seat) + bool(letter)
        # a narrow panel says "bot" among the facts, leaving the name its whole line; so does a wide one whose
        # name has brackets of its own (a playtest read "Greta (Anfänger) (Bot)")
        self._bot_in_facts = bot and (self.compact or "(" in name)
        suffix = tr(" (bot)") if bot and not self._bot_in_facts else ""
        title = fit_name(name, self.w - 2 * x - 26 * marks, 15 if self.compact else 17, suffix)
        self.add(TextNode(title, size=15 if self.compact else 17, bold=True, x=x, y=6,
                          color=(240, 196, 80) if asked else None))
        marks_x = self.w - 30
        if view.dealer == seat.seat:
            self.add(TokenNode(tr.trc("dealer mark", "D"), color=(240, 240, 240), x=marks_x, y=5, w=22, h=22,
                               tooltip=tr("Dealer this round")))
            marks_x -= 26
        if letter:
            self.add(TokenNode(letter, color=color, x=marks_x, y=5, w=22, h=22, tooltip=words,
                               shape="disc"))
            marks_x -= 26
        # A team's vetoes are the team's: the table says them once per team (DemosTable's veto line), not on
        # every teammate's panel as if each had their own.
        self._own_veto = view.mode == "full" and (view.teams_mode == "none" or seat.independent)
        self._side = words
        self._bot = bot
        self.facts_nodes = []
        if self.compact:  # narrow panels: the facts always on two lines, so every panel's rows line up
            self.facts_nodes = [self.add(TextNode("", size=11.5, x=x, y=27 + 15 * k, color=(200, 205, 210)))
                                for k in range(2)]
            self.status = self.add(TextNode(status, size=11.5, x=x, y=57, bold=True, color=(120, 220, 140)))
            room = compact_room(self.w)
            self.discard_scale = room.discard_scale
            if discards_shown(view):
                self._discards(view, seat, x, COMPACT_DISCARDS_Y, room.discard_scale, label_size=room.label_size,
                               whole=room.whole_labels)
            self._figures(view, seat, x + room.figures_dx, room.figures_y, room.figure_scale, width=room.figures_w,
                          own=False, label_size=room.label_size)
            self._showdown(view, seat, x, self.h - 20)
        else:
            self.facts_nodes = [self.add(TextNode("", size=12, x=x, y=32, color=(200, 205, 210)))]
            self.status = self.add(TextNode(status, size=12, x=x, y=50, bold=True, color=(120, 220, 140)))
            fx = self.w - OWN_FIGURES_W - 14
            self._figures(view, seat, fx, 44, OWN_FIGURE_SCALE, width=OWN_FIGURES_W, own=view.viewer == seat.seat)
            self._best_now(view, seat, fx, self.h - 78)
            self._showdown(view, seat, fx, self.h - 22)
        self.show_facts(SeatFacts(seat.score, seat.vetoes_left, seat.hand_size))
        return self.nodes

    def show_facts(self, facts: SeatFacts) -> None:
        """Say the seat's points, vetoes and cards (while a move plays, as its events say them: facts.py)."""
        tr = self.tr
        vetoes = ((tr("no veto left") if facts.vetoes_left == 0
                   else tr.trn("{count} veto", "{count} vetoes", facts.vetoes_left)) if self._own_veto else "")
        points = points_count(facts.score, tr)
        score = f"{self._side} · {points}" if self._side else points
        cards = tr.trn("{count} card", "{count} cards", facts.hand_size)
        if self.compact:
            lines = [score, " · ".join(p for p in (vetoes, cards, tr("bot") if self._bot else "") if p)]
        else:
            lines = [" · ".join(p for p in (score, vetoes, cards, tr("bot") if self._bot_in_facts else "") if p)]
        for node, text in zip(self.facts_nodes, lines, strict=True):
            node.text = text

    def set_status(self, text: str) -> None:
        """Change the status line alone (while the moves play the panel is not rebuilt)."""
        self.status.text = text

    def _discards(self, view: DemosView, seat: SeatView, x: float, y: float, scale: float, *,
                  label_size: float = 10, whole: bool = False) -> None:
        piles = {"public": seat.public_discards, "secret": seat.secret_discards, "unanimous": seat.unanimous_discards}
        steps = STEPS if view.mode == "full" else STEPS[:2]
        tr = self.tr
        for i, step in enumerate(steps):
            cx = x + i * (72 * scale + SLOT_GAP)
            top = y + label_size + 4  # the cards below their label, clear of it
            self.add(TextNode(step_label(step, tr, own=whole), size=label_size, x=cx, y=y, color=(170, 176, 182)))
            cards = piles[step]
            self.slot_pos[step] = (cx + 6 * len(cards), top + 6 * len(cards))  # the next card's place
            if not cards:
                slot = PanelNode(x=cx, y=top, w=72 * scale, h=104 * scale, radius=5, fill=(255, 255, 255, 18))
                self.add(slot)
            pile = self.nodes.piles.setdefault(step, [])
            for k, code in enumerate(cards):
                node = CardNode(card_face(code, tr=tr) if code else None, face_up=code is not None,
                                x=cx + k * 6, y=top + k * 6, scale=scale, z=k)
                pile.append(node)
                if code is not None:
                    node.tooltip = tr(DISCARD_TIP[step], card=card_long(code, tr))
                    node.data = ("discard", code)
                    node.focusable = True
                    self.nodes.discards[code] = node
                self.add(node)

    def _figures(self, view: DemosView, seat: SeatView, x: float, y: float, scale: float, *, width: float,
                 own: bool, label_size: float = 10) -> None:
        tr = self.tr
        # "Die Zielkarte wird umgedreht und die Medien-Karte wird daraufgelegt": a media played lies on its
        # target's figure (drawn there), no longer in its owner's row; it is still the owner's (decision 17)
        played = sum(1 for other in view.seats for f in other.figures if f.media_from == seat.seat)
        shown: list[tuple[int, Any]] = []
        for slot, fig in enumerate(seat.figures):
            if played and fig.card == "M" and fig.face_up:
                played -= 1
                continue
            shown.append((slot, fig))
        self.add(TextNode(tr("Figures ({count})", count=len(shown)) if shown else tr("No figures yet"),
                          size=label_size, x=x, y=y, color=(170, 176, 182)))
        if not shown:
            return
        cw, ch = 72 * scale, 104 * scale
        step = min(cw + 4, (width - cw) / max(1, len(shown) - 1)) if len(shown) > 1 else 0
        for k, (slot, fig) in enumerate(shown):
            own_hidden = fig.card is not None and not fig.face_up
            node = figure_node(fig.card, fig, own_hidden=own_hidden, scale=scale, tr=tr, mine=own,
                               over=view.phase == "over")
            node.set_pos(x + k * step, y + label_size + 4)
            node.z = slot
            node.data = ("figure", seat.seat, slot)
            self.nodes.figures[slot] = node
            self.add(node)
            if fig.media_from is not None:
                self.add(self._laid_media(fig, node.x + cw * MEDIA_ON_AT, node.y + ch * MEDIA_ON_AT, scale))

    def _laid_media(self, fig: Any, x: float, y: float, scale: float) -> CardNode:
        """The media card laid on the figure it recoloured: over its lower right, the corner and the new suit's
        badge left in sight."""
        tr = self.tr
        node = CardNode(card_face("M", captioned=False, tr=tr), scale=scale * MEDIA_ON_SCALE, x=x, y=y, z=60)
        suit = fig.suit or ""
        node.tooltip = tr("{owner}'s media, laid on this figure: it counts as {glyph} {suit}",
                          owner=self.names(fig.media_from), glyph=SUIT_GLYPH.get(suit, ""),
                          suit=tr(SUIT_NAME[suit]) if suit in SUIT_NAME else "")
        node.data = ("media on", fig.media_from)
        self.nodes.laid_media.append(node)
        return node

    def _best_now(self, view: DemosView, seat: SeatView, x: float, y: float) -> None:
        """What the player holds now, worked out by the rules: the sequence or quad the hand would show (in the
        main phase) and the most harmonious trio of the figures (until the final ranking says it). The seat's
        own panel only: nobody else's hand is known."""
        if seat.hand is None or view.phase == "over":
            return
        tr = self.tr
        if discards_shown(view):
            combo = (tr("{cards} = {points}", cards=cards_text(seat.best_combination, tr),
                        points=points_count(seat.best_points or 0, tr))
                     if seat.best_combination else tr("no sequence yet"))
            self.best_now = self.add(TextNode(tr("Your best now: {combination}", combination=combo), size=11.5, x=x,
                                              y=y, bold=True, color=(150, 210, 240)))
        if seat.best_trio:
            trio = tr("{trio} — {harmony}", trio=cards_text(seat.best_trio, tr),
                      harmony=tr(HARMONY_WORDS[seat.trio_harmony]))
            self.add(TextNode(tr("Your best trio: {trio}", trio=trio), size=11.5, x=x, y=y + 17, bold=True,
                              color=(150, 210, 240)))
            return
        left = rounds_left(view)
        # which of E, L and J the seat still lacks: its own figures are known to it (playtest: the panel said
        # "no trio yet" and left the newcomer to work out what was missing)
        missing = needed_powers(seat.figures)
        if left is not None and left <= WARN_ROUNDS:
            # the game ends without a winner when nobody has a trio: say so while there is time to act on it
            warn = (245, 150, 120)
            self.add(TextNode(tr("No trio yet (still needed: {powers}): only a trio wins", powers=missing)
                              if missing else tr("No E-L-J trio yet, and only a trio wins"),
                              size=11.5, x=x, y=y + 17, bold=True, color=warn))
            self.countdown = self.add(TextNode(tr("This is the last round") if left == 1
                                               else tr.trn("{count} round left, this one included",
                                                           "{count} rounds left, this one included", left),
                                               size=11.5, x=x, y=y + 34, bold=True, color=warn))
            return
        self.add(TextNode(tr("Your best trio: none yet, still needed: {powers}", powers=missing) if missing
                          else tr("Your best trio: no E-L-J trio yet"), size=11.5, x=x, y=y + 17, bold=True,
                          color=(150, 210, 240)))

    def _showdown(self, view: DemosView, seat: SeatView, x: float, y: float) -> None:
        self.round_line = self.add(TextNode("", size=11, x=x, y=y))
        last = view.last_round
        if last is not None:
            i = seat.seat
            self._say_round(last.round, last.shown[i], last.points[i], won=i in last.winners)

    def show_round(self, number: int, shown: tuple[str, ...] | list[str] | None, points: int | None, *,
                   won: bool) -> None:
        """The show-down playing now: the seat's combination in it; the hand's best now is what it made."""
        self._say_round(number, shown, points, won=won)
        self.best_now.text = ""
        self.countdown.text = ""  # this round is scored: "this one included" no longer holds

    def _say_round(self, number: int, shown: tuple[str, ...] | list[str] | None, points: int | None, *,
                   won: bool) -> None:
        tr = self.tr
        cards = " ".join(card_text(c, tr) for c in shown) if shown is not None else ""
        if shown is None:
            words = tr("no sequence: out")
        elif self.compact:
            words = tr("{cards} = {points}", cards=cards, points=points)
        else:
            words = tr("{cards} = {points} pts", cards=cards, points=points)
        if self.compact:
            text = (tr("R{round}: {words} ★ won", round=number, words=words) if won
                    else tr("R{round}: {words}", round=number, words=words))
        else:
            text = (tr("Round {round}: {words} ★ won", round=number, words=words) if won
                    else tr("Round {round}: {words}", round=number, words=words))
        self.round_line.color = (240, 196, 80) if won else (200, 205, 210)
        self.round_line.bold = bool(won)
        self.round_line.text = text
        self.round_line.mark_dirty()
