"""The pieces of the Dindex table that the shared engine has no node for: the Democracy Index gauge with the
centre pools, a party's panel, a government task, an office token and the labelled drop zones."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from itertools import groupby
from typing import Any

import pygame

from game.dindex.components import PORTFOLIOS, components
from game.dindex.state import NO_SEAT, DindexView
from scenes.engine.cards import HandNode
from scenes.engine.i18n import Translator
from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.render import Color, Painter, rounded_box
from scenes.tables.dindex.look import (
    DINDEX_COLOR,
    ENGLISH,
    ActionCardNode,
    card_long,
    draw_bomb,
    level_name,
    office_short,
    office_word,
    portfolio_short,
    portfolio_word,
    task_id,
    task_name,
)
from scenes.tables.dindex.words import role_caps, role_word

SEAT_COLORS: tuple[Color, ...] = ((200, 80, 70), (70, 130, 200), (90, 170, 90), (200, 160, 60), (150, 90, 190),
                                  (60, 170, 170), (200, 110, 160))
SEAT_LETTERS = "ABCDEFG"
LANDING_W, LANDING_H = 34.0, 14.0
"""The size of a flying voter token or RP note (design units): no taller than a row of sheep cards."""
CELL_H = 22.0
"""The height of the Dindex gauge's cells (design units); the levels' numbers stand under them."""


class GaugeNode(Node):
    """§ 3.6: the Dindex stack as a bar of its 15 cards (left: Oligarchy), the level's name and cards left;
    § 3.3: the centre pools, system opponents in groups of three (a full group has cost a Dindex card)."""

    def __init__(self, **kw: Any) -> None:
        super().__init__(**kw)
        self.cards = 15
        self.levels: tuple[int, ...] = ()
        """The level of every card of the full Dindex stack, bottom first, as the view carries it."""
        self.discard = 0
        self.non_voters = 0
        self.opponents = 0
        self.tr: Translator = ENGLISH
        self.set_words(ENGLISH)

    def set_words(self, tr: Translator) -> None:
        """Speak the reader's language (the table sets it at every sync)."""
        self.tr = tr
        self.tooltip = tr("Democracy Index (§ 3.6): 15 cards from Democratic Consensus (5) down to Oligarchy (1); "
                          "the coloured cells are the cards still on the stack. Bombs on played cards, failed "
                          "formations, chaos and every full group of three system opponents take cards off. The level "
                          "decides how each action card may be played (the line at the foot of every card). At "
                          "Oligarchy (1) the Oligarchs win.")

    def look(self) -> Any:
        return ("gauge", self.cards, self.levels, self.discard, self.non_voters, self.opponents, self.w, self.h,
                self.tr.language)

    def landing(self, pool: str) -> tuple[float, float]:
        """Where a token flying to a centre pool lands: the right end of the title row, which is free of words
        ("DEMOCRACY INDEX" stops well short of it); non-voters left of system opponents."""
        right = self.x + self.w - LANDING_W - 8
        return (right - LANDING_W - 6 if pool == "non_voters" else right), self.y + 4

    def note_spot(self, painter: Painter) -> tuple[float, float, float]:
        """Where a floating note on the Dindex ("Dindex −1") goes (x, y, width; design units, the table's
        frame): on the bar of cells, right-aligned, which holds drawings only, never on the level's heading
        or the counts."""
        level = self.level
        big = painter.text(f"{level} · {level_name(level, self.tr)}", 16, (0, 0, 0), bold=True,
                           width=round(self.w - 20))
        sub = painter.text(self._counts(0), 10, (0, 0, 0), width=round(self.w - 20))
        bar = 24 + big.get_height() + 2 + sub.get_height() + 6
        width = 92.0
        return self.x + self.w - 10 - width, self.y + bar, width

    def numbers_top(self, painter: Painter) -> float:
        """Where the levels' numbers under the bar of cells begin (design units, the table's frame): a note on
        the bar ends above them (playtest of issue 27: "−1" was drawn over them)."""
        return self.note_spot(painter)[1] + CELL_H + 2

    def _counts(self, on_level: int) -> str:
        """"7 cards left · 3 of this level · 8 stacked off"."""
        return self.tr.trn("{count} card left · {level} of this level · {off} stacked off",
                           "{count} cards left · {level} of this level · {off} stacked off", self.cards,
                           level=on_level, off=self.discard)

    @property
    def level(self) -> int:
        """The level of the top card (an animation lowers `cards` card by card before the view catches up)."""
        return self.levels[self.cards - 1] if 0 < self.cards <= len(self.levels) else 1

    @property
    def bar(self) -> int:
        """The top card's bar: the cards of its level still on the stack (§ 3.6)."""
        return self.levels[:self.cards].count(self.level)

    def painted_words(self) -> list[pygame.Rect]:
        """Where its words are (window pixels): its heading, level, counts, numbers and pools fill the panel,
        so a toast's placement (toastspot.py) keeps clear of all of it."""
        return [self.world_rect()]

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        s = scale
        w, h = max(1, round(self.w * s)), max(1, round(self.h * s))
        surf = rounded_box((w, h), (24, 28, 36, 235), radius=round(10 * s), border=(80, 88, 104),
                           width=max(1, round(s)))
        level, on_level = self.level, self.bar
        tr = self.tr
        t = painter.text(tr("DEMOCRACY INDEX"), 11 * s, (200, 200, 200), bold=True)
        surf.blit(t, (10 * s, 6 * s))
        big = painter.text(f"{level} · {level_name(level, tr)}", 16 * s,
                           DINDEX_COLOR[level] if level > 2 else (235, 120, 110), bold=True, width=w - round(20 * s))
        surf.blit(big, (10 * s, 22 * s))
        y = 24 * s + big.get_height() + 2 * s
        sub = painter.text(self._counts(on_level), 10 * s, (210, 210, 210), width=w - round(20 * s))
        surf.blit(sub, (10 * s, y))
        y += sub.get_height() + 6 * s
        cell = (w - 20 * s) / max(1, len(self.levels))
        x = 10 * s
        k = 0
        for lv, run in groupby(self.levels):  # one run of cells per level, bottom (Oligarchy) first
            n = len(list(run))
            x_start = x
            for _ in range(n):
                k += 1
                rect = pygame.Rect(round(x), round(y), max(1, round(cell) - 2), round(CELL_H * s))
                if k <= self.cards:
                    pygame.draw.rect(surf, DINDEX_COLOR[lv], rect, border_radius=round(3 * s))
                else:
                    pygame.draw.rect(surf, (90, 90, 100), rect, width=max(1, round(s)), border_radius=round(3 * s))
                x += cell
            lab = painter.text(str(lv), 9.5 * s, (235, 235, 235) if k - n < self.cards else (140, 140, 140), bold=True)
            surf.blit(lab, lab.get_rect(midtop=((x_start + x) / 2, y + (CELL_H + 2) * s)))
        y += 40 * s
        pools = painter.text(tr("Non-voters (centre): {count}", count=self.non_voters), 11 * s, (230, 230, 230),
                             width=w - round(20 * s))
        surf.blit(pools, (10 * s, y))
        y += pools.get_height() + 4 * s
        full, rest = divmod(self.opponents, 3)
        opp = painter.text(tr.trn("System opponents: {opponents} — {count} full group of three",
                                  "System opponents: {opponents} — {count} full groups of three", full,
                                  opponents=self.opponents), 11 * s, (230, 230, 230), width=w - round(20 * s))
        surf.blit(opp, (10 * s, y))
        y += opp.get_height() + 4 * s
        x = 10 * s
        r = 4 * s
        for g in range(full + (1 if rest else 0)):
            members = 3 if g < full else rest
            box = pygame.Rect(round(x), round(y), round(36 * s), round(14 * s))
            pygame.draw.rect(surf, (120, 60, 50) if members == 3 else (70, 70, 80), box, border_radius=round(4 * s))
            for m in range(3):
                c = (box.x + 7 * s + m * 10 * s, box.centery)
                if m < members:
                    pygame.draw.circle(surf, (150, 100, 60), c, r)
                    pygame.draw.line(surf, (220, 40, 40), (c[0] - r, c[1] - r), (c[0] + r, c[1] + r), max(1, round(s)))
                else:
                    pygame.draw.circle(surf, (150, 150, 150), c, r, max(1, round(s)))
            if members == 3:
                draw_bomb(surf, (box.right + 6 * s, box.centery + 2 * s), 4.5 * s)
            x += 50 * s
            if x > w - 50 * s:
                x = 10 * s
                y += 18 * s
        return surf


class FitText(TextNode):
    """One line that always fits `fit` design units: the first of `texts` that fits at a readable size (down
    to `min_size`), shrinking the font no further; the last one is cut with "…" when even that is too long.
    (The engine's TextNode wraps instead, which ran lines into the next one or out of their box.)"""

    def __init__(self, *texts: str, fit: float, min_size: float = 9.0, **kw: Any) -> None:
        super().__init__(texts[0] if texts else "", **kw)
        self.texts = tuple(t for t in texts if t) or ("",)
        self.fit = fit
        self.min_size = min_size

    def look(self) -> Any:
        return ("fit", self.texts, self.size, self.min_size, self.fit, self.color, self.bold)

    def measure(self, painter: Painter) -> tuple[float, float]:
        surf = self.paint(painter, 1.0)
        return (surf.get_width(), surf.get_height()) if surf is not None else (0.0, 0.0)

    def chosen(self, painter: Painter, scale: float = 1.0) -> tuple[str, float]:
        """(text, size in design units) that will be drawn."""
        room = self.fit * scale
        for text in self.texts:
            size = self.size
            while size >= self.min_size:
                if painter.text(text, size * scale, (0, 0, 0), bold=self.bold).get_width() <= room:
                    return text, size
                size -= 0.5
        text = self.texts[-1]
        while len(text) > 1 and painter.text(text + "…", self.min_size * scale, (0, 0, 0),
                                             bold=self.bold).get_width() > room:
            text = text[:-1]
        return text.rstrip() + "…", self.min_size

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        text, size = self.chosen(painter, scale)
        return painter.text(text, size * scale, self.color or painter.palette.text, bold=self.bold)


def draw_sheep_card(surf: pygame.Surface, rect: pygame.Rect, core: bool, scale: float) -> None:
    """One voter card (§ 3.3) as printed: a sheep on a white card (a voter) or on a brown one (a core voter)."""
    fill, ink = ((150, 100, 60), (245, 235, 220)) if core else ((245, 243, 235), (60, 60, 60))
    pygame.draw.rect(surf, fill, rect, border_radius=max(1, round(2 * scale)))
    pygame.draw.rect(surf, (40, 30, 25), rect, width=max(1, round(scale * 0.8)), border_radius=max(1, round(2 * scale)))
    cx, cy = rect.centerx, rect.centery
    r = max(1.0, rect.w * 0.16)
    for dx, dy in ((-1.2, 0.2), (0.0, -0.35), (0.9, 0.2), (-0.4, 0.6), (0.5, 0.6)):  # the fleece
        pygame.draw.circle(surf, ink, (cx + dx * r - r * 0.3, cy + dy * r), r)
    pygame.draw.circle(surf, (30, 30, 30) if not core else (60, 35, 20), (cx + 1.9 * r, cy - 0.3 * r), r * 0.75)
    for dx in (-1.1, 0.6):  # two legs
        pygame.draw.line(surf, (30, 30, 30), (cx + dx * r, cy + r), (cx + dx * r, cy + 2.0 * r), max(1, round(scale)))


class SheepSpot(Node):
    """The place of a row's sheep cards, ringed while their change is news: a thin ring just outside the cards
    (marks.py reads `ring_pad`), so neither they nor the rows above and below are covered."""

    ring_pad = 1.5


class SheepRow(Node):
    """§ 3.3: a party's voters, or its core voters, as the sheep cards they are, next to their number: white
    cards for voters, brown ones for core voters in groups of three (as they are counted). Many cards close
    up into a fanned pile rather than leaving the row."""

    CARD = (9.0, 12.0)
    GAP = 10.0
    """Between the number and the first card: room for a ring round the cards that leaves the number clear."""
    RING_MARGIN = 3.0
    """How far the ringed place reaches beyond the cards (the ring is drawn just outside it)."""

    def __init__(self, count: int, *, core: bool, tr: Translator = ENGLISH, **kw: Any) -> None:
        kw.setdefault("h", 13)
        super().__init__(**kw)
        self.count, self.core = count, core
        self.label = tr.trc("voter row", "core") if core else tr.trc("voter row", "Voters")
        self.tooltip = (tr("Core voters: {count} (brown voter cards, grouped by three). Both kinds vote at the "
                           "election (§ 3.3).", count=count) if core else
                        tr("Voters: {count} (white voter cards). Both kinds vote at the election (§ 3.3).",
                           count=count))

    def look(self) -> Any:
        return ("sheep", self.count, self.core, self.label, self.w, self.h)

    def _step(self, room: float) -> float:
        """The distance between two cards (design units) for the room right of the number."""
        gaps = 3.0 * max(0, (self.count - 1) // 3) if self.core else 0.0
        return min(self.CARD[0] + 1.5, max(2.5, (room - self.CARD[0] - gaps) / max(1, self.count - 1)))

    def cards_spot(self, painter: Painter) -> Node:
        """The part of the row the cards take, right of the number (sized now): a ring round it leaves the
        number and the lines above and below in the clear. With no card left, the number ("Voters 0"): a ring
        round an empty place read as one more zero."""
        number = painter.text(f"{self.label} {self.count}", 10.5, (0, 0, 0)).get_width()
        x = number + self.GAP
        last = max(0, self.count - 1)
        gaps = 3.0 * (last // 3) if self.core else 0.0
        span = self._step(self.w - x) * last + gaps + self.CARD[0]
        if not self.children:
            self.add(SheepSpot(name="sheep cards"))
        spot = self.children[0]
        spot.data = self.data
        if self.count:
            # a margin round the cards: the ring's line (and its rounded ends) passes beside them, never over a
            # sheep to be counted (playtest of issue 31: the pink ring hid them)
            m = self.RING_MARGIN
            spot.set_rect(x - m, (self.h - self.CARD[1]) / 2 - 0.5, min(span + 2 * m, self.w - x + m),
                          self.CARD[1] + 1)
        else:
            spot.set_rect(0, (self.h - self.CARD[1]) / 2, number, self.CARD[1])
        return spot

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        s = scale
        w, h = max(1, round(self.w * s)), max(1, round(self.h * s))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        number = painter.text(f"{self.label} {self.count}", 10.5 * s, (230, 215, 170) if self.core else (235, 235, 235))
        surf.blit(number, (0, (h - number.get_height()) / 2))
        x = number.get_width() + self.GAP * s
        step = self._step(self.w - x / s) * s
        cw, ch = round(self.CARD[0] * s), round(self.CARD[1] * s)
        for k in range(self.count):
            if self.core and k and k % 3 == 0:
                x += 3 * s
            draw_sheep_card(surf, pygame.Rect(round(x), round((h - ch) / 2), cw, ch), self.core, s)
            x += step
        return surf


class BarNode(Node):
    """A thin progress bar (RP towards the target)."""

    def __init__(self, value: int = 0, target: int = 1, color: Color = (240, 196, 80), **kw: Any) -> None:
        kw.setdefault("h", 6)
        super().__init__(**kw)
        self.value, self.target, self.color = value, target, color

    def look(self) -> Any:
        return ("bar", self.value, self.target, self.color, self.w, self.h)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        w, h = max(2, round(self.w * scale)), max(2, round(self.h * scale))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (70, 70, 80), surf.get_rect(), border_radius=h // 2)
        fill = round(w * min(1.0, self.value / max(1, self.target)))
        if fill:
            pygame.draw.rect(surf, self.color, (0, 0, fill, h), border_radius=h // 2)
        return surf


def role_texts(view: DindexView, seat: int, tr: Translator = ENGLISH) -> tuple[str, ...]:
    """What the table says about a party's role, only what this view knows (own, revealed, or at the end): the
    whole words first, then shorter forms for a narrow panel ("OLIGARCH (wolf) · revealed", "OLIGARCH · shown")."""
    role = view.roles[seat]
    if role is None:
        return (tr("Role: secret"),)
    animal, caps = role_word(role, tr), role_caps(role, tr)
    if view.revealed[seat]:
        shown = tr("{role} · shown", role=animal)
        return tr("{role} · revealed", role=animal), shown, tr("{role} · shown", role=caps)
    if view.winners is not None:
        return animal, caps
    return tr("You: {role} · secret", role=animal), animal, caps


def role_words(view: DindexView, seat: int, tr: Translator = ENGLISH) -> str:
    """What the table says about a party's role: only what this view knows (own, revealed, or at the end)."""
    return role_texts(view, seat, tr)[0]


def role_card_texts(view: DindexView, seat: int, tr: Translator = ENGLISH) -> tuple[str, str]:
    """One's own role card: the role and whether it is secret or revealed, else the role alone."""
    role = view.roles[seat]
    animal = role_word(role, tr)
    if view.revealed[seat]:
        return tr("{role} · revealed", role=animal), animal
    if view.winners is not None:
        return animal, animal
    return tr("{role} · secret", role=animal), animal


def offices_of(view: DindexView, seat: int, tr: Translator = ENGLISH) -> list[str]:
    return [office_short(o, tr) for o, s in enumerate(view.offices) if s == seat]


class PartyPanel(PanelNode):
    """One party: name and letter, role (only as far as the view knows it), core competencies, voters, RP."""

    def __init__(self, seat: int, **kw: Any) -> None:
        super().__init__(radius=8, **kw)
        self.seat = seat
        self.data = ("party", seat)
        self.rows: dict[str, SheepRow] = {"voters": SheepRow(0, core=False)}
        """The two rows of voter cards, by pool ("voters", "core_voters"), as last filled."""
        self.lines: dict[str, FitText] = {}
        """The lines a move may change, by what they say: "role", "votes", "rp" (RP and hand), "holds",
        "status" (as last filled; a line the panel does not show now is absent)."""
        self._parts: dict[str, tuple[tuple[Any, ...], Node]] = {}
        """Each part of the panel (a line, a row of sheep, the bar) with what it was made from."""
        self._used: set[str] = set()
        self._filled: tuple[Any, ...] | None = None
        """Everything the panel was last filled from: the same again leaves it as it is."""

    def landing(self, pool: str) -> tuple[float, float]:
        """Where a flying token lands on this panel (design units, the table's frame): the right end of the
        pool's row of sheep cards, which holds drawings only, so nothing lands on a word."""
        row = self.rows.get(pool) or self.rows["voters"]
        return self.x + row.x + row.w - LANDING_W, self.y + row.y - 1

    def fill_from(self, view: DindexView, name: str, status: str, *, me: bool, bot: bool,
                  tr: Translator = ENGLISH) -> None:
        """Show party `seat` of `view`. Each line is made anew only when what it shows has changed: a sync
        follows every action, and one party's move would otherwise rebuild all seven panels."""
        s = self.seat
        statuses = answer_texts(view, s, tr) or ((status,) if status else ())
        status = statuses[0] if statuses else ""
        whole = (name, status, me, bot, self.w, self.h, view.roles[s], view.revealed[s], view.winners is not None,
                 view.competences[s], view.voters[s], view.core[s], view.votes[s] if view.votes else None,
                 view.rp[s], view.rp_target, view.hand_sizes[s], view.offices, tr.language)
        if whole == self._filled:  # the commonest case: another party moved
            return
        self._filled = whole
        self._used = set()
        w = self.w - 14
        self.stripe = SEAT_COLORS[s % len(SEAT_COLORS)]
        self.border = (240, 196, 80) if me else None
        core = view.competences[s]
        # a bot's name usually says so already ("Normal bot 2"): then no second "bot"
        tag = tr(" · bot") if bot and "bot" not in name.lower() else ""
        you = tr(" (you)") if me else ""
        title = f"{SEAT_LETTERS[s]} · {name}{you}{tag}"
        y = 4.0
        self._part("title", (title, name, w), lambda: FitText(title, f"{SEAT_LETTERS[s]} · {name}", fit=w, size=12,
                                                             min_size=9.5, bold=True, x=10, y=y))
        y += 17
        # the whole words where they fit, else shorter forms (six or seven parties): never two lines
        roles = role_texts(view, s, tr)
        known = view.roles[s]
        color = (240, 120, 110) if known == "oligarch" else (150, 200, 255) if known else (170, 176, 182)
        self._line("role", (roles, known, y, w), lambda: FitText(
            *roles, fit=w, size=10.5, min_size=9.0, bold=known is not None, x=10, y=y, color=color))
        y += 14
        competences = tr("Core: {competences}", competences=" · ".join(portfolio_short(c, tr) for c in core))
        self._part("core", (competences, w), lambda: TextNode(competences, size=10.5, x=10, y=y, width=w,
                                                             color=(230, 215, 170)))
        y += 14
        self.rows = {}
        for pool, count, is_core in (("voters", view.voters[s], False), ("core_voters", view.core[s], True)):
            row = self._part(pool, (count, y, w, tr.language), partial(SheepRow, count, core=is_core, tr=tr, x=10,
                                                                       y=y, w=w))
            assert isinstance(row, SheepRow)
            row.data = (pool, s)
            self.rows[pool] = row
            y += 13
        y += 1
        if view.votes:  # § 5.2: counted once, at the election; the voters above change during the term
            v = view.votes[s]
            # said as what it is, with its term (playtest of issue 31: "5 votes at the election" beside the voters
            # now, and which one counts?); a term's cards are drawn before its election: the last term's votes
            term = view.term - 1 if view.phase == "draw" else view.term
            votes = (tr.trn("elected with {count} vote in term {term}", "elected with {count} votes in term {term}",
                            v, term=term),
                     tr.trn("elected with {count} vote", "elected with {count} votes", v),
                     tr("elected with {count}", count=v))
            self._line("votes", (votes, y, w), lambda: FitText(
                *votes, fit=w, size=10.5, min_size=9.0, x=10, y=y, tooltip=tr(
                    "The votes counted at the election of term {term} (§ 5.2): they set that term's majority. The "
                    "voters above are the party's now; they count at the next election", term=term)))
            y += 14
        parts = {"rp": view.rp[s], "target": view.rp_target, "hand": view.hand_sizes[s]}
        rp = tr("RP {rp} / {target} · hand {hand}", **parts)
        rp_short = tr("RP {rp}/{target} · hand {hand}", **parts)
        self._line("rp", (rp, y, w), lambda: FitText(rp, rp_short, fit=w, size=10.5, min_size=9.0,
                                                    bold=True, x=10, y=y))
        y += 14
        self._part("bar", (view.rp[s], view.rp_target, y, w),
                   lambda: BarNode(view.rp[s], view.rp_target, x=10, y=y, w=w, h=4))
        y += 7
        offices = offices_of(view, s, tr)
        if offices:
            held = tr("Holds: {offices}", offices=" · ".join(offices))
            names = ", ".join(office_names(view, s, tr))
            # "Holds:" stays: many offices in a narrow panel are counted, the board shows which
            self._line("holds", (held, name, y, w), lambda: FitText(
                held, tr("Holds: {offices}", offices="·".join(offices)),
                tr.trn("Holds {count} offices", "Holds {count} offices", len(offices)), fit=w, size=10.5,
                min_size=9.0, bold=True, x=10, y=y, color=(240, 196, 80),
                tooltip=tr("{name} holds {offices}", name=name, offices=names)))
            y += 14
        if status:
            # one line at the foot of the panel (an ask may name several ministries): shrunk, never wrapped
            self._line("status", (statuses, self.h, w), lambda: FitText(
                *statuses, fit=w, size=10.5, min_size=9.0, bold=True, x=10, y=self.h - 17,
                color=(120, 220, 140), tooltip=status))
        for part in [p for p in self._parts if p not in self._used]:  # lines the panel does not show now
            self.remove(self._parts.pop(part)[1])
        self.lines = {what: line for what, line in self.lines.items() if what in self._used}
        in_order = sorted((node for _, node in self._parts.values()), key=lambda node: node.y)
        if self.children != in_order:  # a line made anew went last: the panel's nodes read top to bottom
            for node in in_order:
                self.add(node)

    def _part(self, part: str, key: tuple[Any, ...], make: Callable[[], Node]) -> Node:
        """The panel's node for `part`: the one it has when it was made from the same `key`, else a new one."""
        self._used.add(part)
        held = self._parts.get(part)
        if held is not None and held[0] == key:
            return held[1]
        if held is not None:
            self.remove(held[1])
        node = self.add(make())
        self._parts[part] = (key, node)
        return node

    def _line(self, what: str, key: tuple[Any, ...], make: Callable[[], FitText]) -> None:
        """One of the panel's named lines: as wide as its room and a line tall, so that its tooltip can be
        found under the pointer and a ring can go round it (marks.py)."""
        line = self._part(what, key, make)
        assert isinstance(line, FitText)
        line.w, line.h = line.fit, 13
        line.data = (what, self.seat)
        self.lines[what] = line

    def line_spot(self, what: str) -> Node | None:
        """The place a ring goes round for one of the panel's lines ("rp", "status"…): a little larger than
        the line, so the ring never touches a letter. Made when first asked for (the table walks its nodes
        every frame: no node it does not need). None when the panel does not show that line now."""
        line = self.lines.get(what)
        if line is None:
            return None
        if not line.children:
            line.add(Node(x=-3, y=-1, w=line.w + 6, h=15, name=f"{what} line"))
        spot = line.children[0]
        spot.data = line.data
        return spot


def office_names(view: DindexView, seat: int, tr: Translator = ENGLISH) -> list[str]:
    """The offices a party holds in whole words ("Chancellery", "Finance Ministry")."""
    return [office_word(o, tr) for o, s in enumerate(view.offices) if s == seat]


def answer_texts(view: DindexView, seat: int, tr: Translator = ENGLISH) -> tuple[str, ...]:
    """How a partner answered the offer on the table (§ 5.2), for its panel: the negotiation readable at a
    glance while the others answer and while the formateur revises; an ask naming several ministries has
    shorter forms for a narrow panel (counted at last). () when it has not answered."""
    answer = view.answers[seat] if view.answers else ""
    if view.phase not in ("propose", "assign", "respond") or seat not in view.partners or not answer:
        return ()
    if answer == "ask":
        asked = [portfolio_short(p, tr) for p in view.asks[seat]]
        return (tr("asks {ministries}", ministries=" · ".join(asked)),
                tr("asks {ministries}", ministries="·".join(asked)),
                tr.trn("asks {count} ministry", "asks {count} ministries", len(asked)))
    return (tr("✓ accepted"),) if answer == "accept" else (tr("✗ declined"),)


def answer_words(view: DindexView, seat: int, tr: Translator = ENGLISH) -> str:
    """How a partner answered the offer on the table (§ 5.2), for its panel. "" when it has not answered."""
    texts = answer_texts(view, seat, tr)
    return texts[0] if texts else ""


class OfficeToken(PanelNode):
    """A government office and who holds it (or who is offered it during the negotiation)."""

    def __init__(self, office: int, **kw: Any) -> None:
        kw.setdefault("w", 120)
        kw.setdefault("h", 40)
        kw.setdefault("name", f"office {office}")
        super().__init__(radius=6, fill=(60, 52, 36, 240), border=(200, 170, 90), **kw)
        self.office = office
        self.data = ("office", office)
        self.focusable = True
        self._shown: tuple[str, str, float, float, str] | None = None

    def show_holder(self, holder: str, note: str = "", tr: Translator = ENGLISH) -> None:
        key = (holder, note, self.w, self.h, tr.language)
        if key == self._shown:  # the same words again: the lines stay as they are
            return
        self._shown = key
        self.clear()
        title = office_word(0, tr) if self.office == 0 else portfolio_word(PORTFOLIOS[self.office - 1], tr)
        self.add(FitText(title, fit=self.w - 12, size=11, min_size=9.0, bold=True, x=6, y=3, color=(240, 210, 130)))
        if note and self.h >= 50:  # a tall token (the negotiation): the note on a line of its own
            self.add(FitText(holder, fit=self.w - 12, size=10.5, min_size=9.0, x=6, y=19))
            self.add(FitText(note, fit=self.w - 12, size=10, min_size=9.0, x=6, y=33, color=(200, 200, 170)))
            return
        # one line, never out of the token: the name alone when the note leaves no room (the tooltip says it)
        self.add(FitText(holder + (f" {note}" if note else ""), holder, fit=self.w - 12, size=10.5, min_size=9.0,
                         x=6, y=20))


class TaskNode(PanelNode):
    """§ 3.5: a government task on the table, problem or crisis, and which offices cover it."""

    hoverable = True

    def __init__(self, task: int, covers: list[tuple[str, str]], *, tr: Translator = ENGLISH, settled: bool = False,
                 **kw: Any) -> None:
        """`covers`: (office, holder's name) of each office covering the task ("CHANC", "Ben"); `settled`: the
        term's tasks have acted (§ 5.6) or the game is over, so an uncovered task is unsolved, not open."""
        t = components().tasks[task]
        crisis = t.kind == "crisis"
        super().__init__(radius=6, fill=(90, 40, 40, 235) if crisis else (44, 56, 70, 235),
                         border=(230, 90, 80) if crisis else (120, 140, 160), **kw)
        self.task = task
        self.data = ("task", task)
        full = [f"{office} ({holder})" for office, holder in covers]
        covered = (tr(" Covered by: {offices}.", offices=", ".join(full)) if covers
                   else tr(" Not solved: nobody covered it.") if settled else tr(" Not covered yet."))
        self.tooltip = card_long(task_id(task), tr) + covered
        self.focusable = True
        w = self.w - 10
        self.add(TextNode(tr("⚠ CRISIS") if crisis else tr("Problem"), size=9.5, bold=True, x=5, y=2, width=w,
                          color=(255, 170, 160) if crisis else (180, 200, 220)))
        # every name fits at 8.5 (in English; a longer one is cut with "…", its tooltip has it whole)
        self.add(FitText(task_name(task, tr), fit=w, size=10.5, min_size=8.5, bold=True, x=5, y=15))
        # in a narrow column the offices give way to their holders' names, then the names to the offices
        # alone (the tooltip and the log say who): a seat's letter ("CHANC (B)") read as a code (playtest 4)
        texts: tuple[str, ...]
        if covers:
            texts = ("✓ " + " + ".join(full), "✓ " + " + ".join(holder for _, holder in covers),
                     "✓ " + "+".join(office for office, _ in covers))
        elif settled:
            texts = (tr("✗ not solved"),)
        else:
            texts = (tr("open — not covered"), tr.trc("task", "open"))
        self.add(FitText(*texts, fit=w, size=9.5, min_size=8.5, x=5, y=self.h - 15,
                         color=(120, 220, 140) if covers else (200, 200, 200)))


class ZoneNode(PanelNode):
    """A labelled place a hand card is dropped on (the secret stack, Play, Exchange, Counter, campaign)."""

    def __init__(self, key: str, label: str, hint: str, **kw: Any) -> None:
        super().__init__(radius=10, fill=(255, 255, 255, 22), border=(150, 160, 170), **kw)
        self.key = key
        self.data = ("zone", key)
        self.tooltip = hint
        self.label = self.add(TextNode(label, size=12, bold=True, x=6, y=6, width=self.w - 12, align="center"))
        self.note = self.add(TextNode("", size=10, x=6, y=self.h - 30, width=self.w - 12, align="center",
                                      color=(200, 200, 200)))

    def relayout(self) -> None:
        self.label.wrap = self.note.wrap = self.w - 12
        self.note.y = self.h - 30


def covering(view: DindexView, task: int, name: Any, tr: Translator = ENGLISH) -> list[tuple[str, str]]:
    """The offices covering `task` with their holders' names: [("CHANC", "Anna"), ("DEF", "Ben")]."""
    out = []
    for office, t in enumerate(view.covers):
        if t == task and view.offices[office] != NO_SEAT:
            out.append((office_short(office, tr), str(name(view.offices[office]))))
    return out


class FanHand(HandNode):
    """The hand as a fan: a crowded hand shows each covered card as a strip (name and register); the card under
    the pointer comes to the front whole, so every card of a six-card hand can be read where it lies (playtest:
    only the top card's text could be read, the large preview beside the log went unnoticed)."""

    def set_hover(self, card: Node | None) -> None:
        super().set_hover(card)
        cards = self.cards()
        for i, c in enumerate(cards):
            c.z = len(cards) if c is card else i
            if isinstance(c, ActionCardNode):
                c.strip = None if c is card else c.kept_strip

