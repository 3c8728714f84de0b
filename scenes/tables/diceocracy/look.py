"""How Diceocracy's pieces look: dice colours doubled by letters, player colours doubled by letters, and the
words printed on cards, tiles and actions. Pure helpers plus three small node kinds the engine lacks (a die
that can be marked as printed, an empty die space, a text card)."""

from __future__ import annotations

import re
from typing import Any

import pygame

from game.diceocracy.components import ActionSpec, components
from game.diceocracy.state import Die
from scenes.engine.node import Node
from scenes.engine.pieces import DieNode
from scenes.engine.render import Color, Painter, rounded_box
from scenes.tables.diceocracy.dieface import dashed_frame, face_layout, paint_face, ring, veil

DIE_RGB: dict[str, Color] = {"pink": (236, 128, 178), "blue": (86, 146, 230), "green": (106, 186, 96),
                             "orange": (242, 156, 58)}
DIE_LETTER = {"pink": "P", "blue": "B", "green": "G", "orange": "O"}
SEAT_RGB: dict[str, Color] = {"red": (214, 62, 58), "yellow": (236, 206, 60), "teal": (40, 168, 168),
                              "purple": (140, 84, 190), "bag": (176, 176, 182)}
SEAT_LETTER = {"red": "R", "yellow": "Y", "teal": "T", "purple": "V", "bag": "X"}
"""Rep letters: V for violet (purple) so no Rep letter repeats a die letter's meaning on one tile; X = the bag."""

ACTION_WORD = {
    "popularity": "popularity", "advertising": "advertising card", "stunt": "political stunt card",
    "fundraising": "fundraising", "focus": "focus (±1 a die)", "manipulate": "manipulate (re-roll a die)",
    "exchange": "demographic exchange", "follower_influence": "follower influence",
    "rep_influence": "Rep influence", "draw_stunts": "draw stunt cards", "give_first": "give the first player marker",
    "draw_agendas": "draw secret agendas", "money": "money", "votes": "votes",
}
SHORT = {
    "popularity": "Pop", "advertising": "Advert", "stunt": "Stunt", "fundraising": "Fund", "focus": "Focus",
    "manipulate": "Manipulate", "exchange": "Exchange", "follower_influence": "Follower influence",
    "rep_influence": "Rep influence",
}
"""An action's name where little room is left (the board's row and column ends): whole words, as the district
tiles say them, never clipped ("Foll infl" read as jargon, playtest 5)."""


def die_name(die: Die) -> str:
    """"pink 4": colour word and number."""
    return f"{die.color} {die.value}"


def action_words(spec: ActionSpec | dict[str, Any] | None, *, short: bool = False) -> str:
    if spec is None:
        return ""
    data = spec if isinstance(spec, dict) else spec.model_dump()
    kind: str = data.get("type", "")
    color: str | None = data.get("color")
    amount: int = data.get("amount", 1) or 1
    if short:
        word: str = SHORT.get(kind, kind)
        if kind == "popularity":
            mark = {"die": "die", "any": "any"}.get(color or "", DIE_LETTER.get(color or "", ""))
            return f"{word} {mark}+{amount}"
        return f"{word} +{amount}" if kind == "fundraising" else word
    word = ACTION_WORD.get(kind, kind.replace("_", " "))
    if kind == "popularity":
        which = {"die": "the die's group", "any": "a group of your choice"}.get(color or "", color or "")
        return f"+{amount} popularity in {which}"
    if kind in ("fundraising", "money"):
        return f"+{amount} money"
    if kind == "votes":
        return f"+{amount} votes"
    if kind in ("draw_stunts", "draw_agendas") and amount > 1:
        return f"{word} ({amount})"
    return word


ACTION_EXPLAINED = {
    "advertising": "take an advertising card: the top of the deck, or the face-up one of a street where you "
                   "have a Rep",
    "stunt": "take a political stunt card: the top of the deck, or the face-up one of a street where you have a Rep",
    "focus": "add 1 to or take 1 from a district die or a follower of yours (spicy mode: anyone's); 1 to 6, "
             "printed dice never change",
    "manipulate": "re-roll a district die or a follower of yours (spicy mode: anyone's), then keep the new roll "
                  "or put the old one back",
    "exchange": "swap two loose dice on the districts",
    "follower_influence": "swap one of your followers with a loose district die",
    "rep_influence": "swap a Rep with a loose district die: the die takes the Rep's space, the Rep the die's "
                     "(standard mode: your own Reps only)",
    "draw_stunts": "draw political stunt cards from the deck",
    "draw_agendas": "draw secret agenda cards from the deck",
    "give_first": "give the first player marker to a player of your choice (once a round)",
}
"""What an action does, in a sentence, for tooltips (the tiles and slots carry only its short name)."""


def action_explained(spec: ActionSpec | dict[str, Any] | None) -> str:
    """An action's effect in full: "+1 popularity in the die's group", "swap two loose dice on the districts"."""
    if spec is None:
        return ""
    kind = (spec if isinstance(spec, dict) else spec.model_dump()).get("type", "")
    words = action_words(spec)
    explained = ACTION_EXPLAINED.get(kind)
    return f"{words}: {explained}" if explained and explained != words else words


def district_info(district_id: int) -> tuple[str, ActionSpec]:
    d = components().districts[district_id]
    return d.name, d.action


def advert_text(card_id: int) -> tuple[str, str]:
    c = components().adverts[card_id]
    cost = "free" if c.cost == 0 else f"pay {c.cost}"
    return c.name, f"{cost}: " + ", then ".join(action_words(e) for e in c.effects)


def stunt_text(card_id: int) -> tuple[str, str]:
    c = components().stunts[card_id]
    reward = {"votes_for_total": f"{c.reward} votes", "money_for_total": f"{c.reward} money",
              "votes_for_pattern": f"{c.reward} votes",
              "popularity_for_pattern": f"+{c.reward} {c.reward_color} popularity"}[c.kind]
    if c.pattern is None:
        return c.name, f"{reward} if your {c.color} followers total ≥ {c.min_total}"
    cells = " ".join(DIE_LETTER.get(col or "", "any") for _, _, col in c.pattern)
    white = "; a white square: a follower of any group" if any(col is None for _, _, col in c.pattern) else ""
    return c.name, f"{reward} for the pattern shown ({cells}{white}; may be rotated)"


def agenda_text(card_id: int, players: int) -> tuple[str, str]:
    a = components().agendas[card_id]
    v = a.votes_for(players)
    text = {
        "money": f"{v} per money you have",
        "district_value": f"{v} per district die showing {a.value}",
        "adjacent_color": f"{v} per {a.color} die next to your Reps",
        "district_color": f"{v} per {a.color} die on the districts",
        "follower_set": f"{v} per set of followers: {', '.join(a.colors or ())}",
        "adjacent_pair": f"{v} per adjacent pair of {a.color} followers",
        "follower_value": f"{v} per follower showing {a.value}",
        "adjacent_value": f"{v} per die showing {a.value} next to your Reps",
        "same_value_set": f"{v} per {a.set_size} followers of one value",
        "all_values_set": f"{v} per set of followers showing 1 to 6",
        "adjacent_rivals": f"{v} per rival Rep next to your Reps",
        "parity": f"{v} per {a.parity} follower",
        "all_districts": f"{v} for Reps on all 8 districts",
        "edge": f"{v} per {a.color} follower on the board's edge",
    }[a.kind]
    return a.name, text + " (votes)"


def card_words(deck: str, card_id: int, players: int = 2) -> tuple[str, str]:
    if deck.startswith("advert"):
        return advert_text(card_id)
    if deck.startswith("stunt"):
        return stunt_text(card_id)
    return agenda_text(card_id, players)


def personality_words(tile: int, side: int) -> tuple[str, str]:
    """(word, "bonus …; action …") of one side of a personality tile."""
    s = components().personalities[tile].sides[side]
    b = s.bonus
    parts = [f"+{b.money} money"] if b.money else []
    parts += [f"+{n} {c} popularity" for c, n in b.popularity.items()]
    parts += [f"+{n} {what} card" for what, n in (("advertising", b.adverts), ("stunt", b.stunts),
                                                   ("secret agenda", b.agendas)) if n]
    return s.word, f"start: {', '.join(parts) or 'nothing'}; action: {action_words(s.action)}"


# -- nodes ----------------------------------------------------------------------------------------------

class DiceDie(DieNode):
    """A demography die, drawn by dieface.py: pips above a band that carries the colour's letter (and on the
    front board the slot's arrow), rings only in the margin. Printed dice carry a pale veil and a dashed
    frame so they never read as movable. `dimmed` greys a die that cannot be picked while some can, printed
    or real alike, so the lit ones stand out the same way on every colour."""

    def __init__(self, color: str, value: int, *, printed: bool = False, arrow: str = "", unrolled: bool = False,
                 **kw: Any) -> None:
        super().__init__(value, color=DIE_RGB[color], letter=DIE_LETTER[color], **kw)
        self.die_color = color
        self.unrolled = unrolled
        """A die in the bag: its colour and letter, no pips (it shows no number until it is rolled)."""
        self.printed = printed
        self.arrow = arrow
        self._dimmed = False
        if printed:
            self.focusable = False
            self.hoverable = False

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    @dimmed.setter
    def dimmed(self, value: bool) -> None:
        self._set("_dimmed", bool(value))

    def look(self) -> Any:
        return (*super().look(), self.printed, self.arrow, self.dimmed, self.unrolled)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        size = max(8, round(self.w * scale))
        surf = paint_face(painter, size, 0 if self.unrolled else self.value, self.color, self.letter, arrow=self.arrow)
        lay = face_layout(size)
        if self.printed:
            veil(surf, (255, 255, 255, 60))
            dashed_frame(surf, scale)
        if self.dimmed:
            veil(surf, (128, 128, 128, 150))
        # one ring, in the margin, by priority: the keyboard focus, the piece picked, a piece that may be used
        color = pal.focus if self.focused else pal.accent if self.selected else pal.highlight if self.lit else None
        if color is not None:
            ring(surf, color, lay.margin)
        return surf


class LitFrame(Node):
    """A lit die's frame drawn again over the last-move ring around that die (whose outline and glow lie
    over the frame's outer pixels): a ringed die that may be taken still looks takeable (playtest 5)."""

    def look(self) -> Any:
        return ("lit-frame", self.w, self.h)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        size = max(8, round(self.w * scale))
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        ring(surf, painter.palette.highlight, face_layout(size).margin)
        return surf


class SpaceNode(Node):
    """A square die space on a district tile, or a follower slot; shows its 'empty' state or a symbol."""

    def __init__(self, label: str = "", *, dark: bool = False, **kw: Any) -> None:
        super().__init__(**kw)
        self.label = label
        self.dark = dark

    def look(self) -> Any:
        return ("space", self.label, self.dark, self.w, self.h, self.lit, self.focused)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        w, h = max(2, round(self.w * scale)), max(2, round(self.h * scale))
        fill = (60, 58, 52, 200) if self.dark else (250, 246, 232, 120)
        border = pal.focus if self.focused else pal.highlight if self.lit else (90, 84, 70)
        surf = rounded_box((w, h), fill, radius=round(5 * scale), border=border,
                           width=max(1, round((4 if self.lit or self.focused else 1) * scale)))
        if self.label:
            t = painter.text(self.label, 9 * scale, (40, 40, 40) if not self.dark else (200, 200, 200),
                             width=w - 2, align="center")
            surf.blit(t, t.get_rect(center=(w / 2, h / 2)))
        return surf


CARD_TINT = {"adverts": (250, 224, 120), "stunts": (238, 150, 140), "agendas": (190, 170, 236)}
CARD_KIND = {"adverts": "ADVERT", "stunts": "STUNT", "agendas": "AGENDA"}


class TextCard(Node):
    """A card with its kind, name and effect in words (and a stunt's pattern drawn); face down shows the
    deck's back with its kind, so colour is never the only cue."""

    hoverable = True

    def __init__(self, deck: str, card: int | None, *, players: int = 2, label: str = "", compact: float = 0.0,
                 owner: str = "", **kw: Any) -> None:
        kw.setdefault("w", 104)
        kw.setdefault("h", 70)
        super().__init__(**kw)
        self.deck = deck
        self.card = card
        self.players = players
        self.label = label
        self.compact = compact
        """A point size: kind and name only, at this size (a full hand shares one); the effect is in the tooltip."""
        self.owner = owner
        """Whose card it is, in its kind band, where cards of several seats lie together (the final table)."""
        self.dim = False
        self.focusable = True
        if card is not None:
            self.tooltip = self.own_tooltip()

    def own_tooltip(self) -> str | None:
        """The card's kind, name and whole effect (a lit or greyed card in hand may add to it)."""
        if self.card is None:
            return None
        name, text = card_words(self.deck, self.card, self.players)
        whose = f" ({self.owner}'s)" if self.owner else ""
        return f"{CARD_KIND[self.deck].title()}{whose} — {name}: {text}{variant_note(self.deck, self.card)}"

    def look(self) -> Any:
        return ("tcard", self.deck, self.card, self.label, self.w, self.h, self.lit, self.selected, self.focused,
                self.dim, self.hovered, self.compact, self.owner)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        w, h = max(2, round(self.w * scale)), max(2, round(self.h * scale))
        plain_ring = (40, 40, 40)
        ring = pal.focus if self.focused else pal.accent if self.selected else pal.highlight if self.lit else plain_ring
        thick = max(1, round((3 if ring != plain_ring else 1) * scale))
        if self.card is None:
            surf = rounded_box((w, h), (58, 66, 120), radius=round(6 * scale), border=(220, 220, 235), width=thick)
            tint = CARD_TINT.get(self.deck, (255, 255, 255))
            t = painter.text(CARD_KIND.get(self.deck, ""), 10 * scale, tint, bold=True)
            s = painter.text(self.label, 9 * scale, (230, 230, 240), width=w - 4, align="center") if self.label \
                else None
            # the kind and the label (one or two lines) stacked in the middle, never over each other
            top = (h - t.get_height() - (s.get_height() if s is not None else 0)) / 2
            surf.blit(t, t.get_rect(midtop=(w / 2, top)))
            if s is not None:
                surf.blit(s, s.get_rect(midtop=(w / 2, top + t.get_height())))
            return _ring(surf, ring, thick, scale) if self.lit or self.focused or self.selected else surf
        tint = CARD_TINT[self.deck]
        fill = tuple(round(c * 0.55 + 110) if self.dim else c for c in tint)
        surf = rounded_box((w, h), (252, 250, 242), radius=round(6 * scale), border=ring, width=thick)
        pygame.draw.rect(surf, fill, (thick, thick, w - 2 * thick, round(13 * scale)),
                         border_top_left_radius=round(5 * scale), border_top_right_radius=round(5 * scale))
        kind = f"{CARD_KIND[self.deck]} · {self.owner}" if self.owner else CARD_KIND[self.deck]
        k = painter.text(kind, 8 * scale, (30, 30, 30), bold=True)
        if k.get_width() > w - round(6 * scale):  # a long name: the kind gives way to it
            k = painter.text(self.owner, 8 * scale, (30, 30, 30), bold=True)
        surf.blit(k, (round(4 * scale), round(2 * scale)))
        if self.compact:
            name, _ = compact_text(painter, card_words(self.deck, self.card, self.players)[0], self.compact,
                                   w - round(6 * scale), scale)
            surf.blit(name, (round(4 * scale), round(15 * scale)))
            return surf
        n, b, fits, below = card_face_text(painter, self.deck, self.card, self.players, w, h, scale)
        surf.blit(n, (round(4 * scale), round(15 * scale)))
        y = round(15 * scale) + n.get_height()
        if self.deck == "stunts" and components().stunts[self.card].pattern is not None:
            _pattern(surf, components().stunts[self.card].pattern, pattern_rect(
                components().stunts[self.card].pattern, w, y, scale).topleft, scale)
        surf.blit(b, (round(4 * scale), y + below))
        return surf


READABLE_BODY = 7.0
"""The smallest effect text a card in hand is given: a narrower card shows its name only (the tooltip reads)."""
NAME_SIZES = (9.5, 9.0, 8.5, 8.0, 7.5)
"""Point sizes tried for a compact card's name, largest first."""


def compact_size(painter: Any, name: str, width: int, height: int, scale: float) -> float:
    """The largest of NAME_SIZES at which a card's name, wrapped in `width` × `height` pixels, needs no word
    cut but after a hyphen; else the smallest (where a word too wide is cut with a hyphen of its own)."""
    for size in NAME_SIZES:
        text, cut = compact_text(painter, name, size, width, scale)
        if not cut and text.get_height() <= height:
            return size
    return NAME_SIZES[-1]


def compact_text(painter: Any, name: str, size: float, width: int, scale: float) -> tuple[pygame.Surface, bool]:
    """A compact card's name at `size`, wrapped in `width` pixels: a word too wide breaks after its hyphens,
    and a part still too wide is cut where it fills the line ("Neigh-" / "bours"). True when one was cut."""
    px = size * scale

    def fits(part: str) -> bool:
        return bool(painter.text(part, px, (20, 20, 20), bold=True).get_width() <= width)

    words: list[str] = []
    cut = False
    for word in name.split():
        for part in (word.replace("-", "- ").split() if not fits(word) else [word]):
            while not fits(part) and len(part) > 2:
                k = max(1, next((k for k in range(len(part) - 1, 0, -1) if fits(part[:k] + "-")), 1))
                words.append(part[:k] + "-")
                part, cut = part[k:], True
            words.append(part)
    return painter.text(" ".join(words), px, (20, 20, 20), bold=True, width=width), cut


BODY_SIZES = (8.0, 7.5, 7.0, 6.5, 6.0)
"""Point sizes tried for a card's effect, largest first: a long effect gets a smaller font, never cut off."""


def card_face_text(painter: Any, deck: str, card: int, players: int, w: int, h: int,
                   scale: float, smallest: float = 0.0) -> tuple[pygame.Surface, pygame.Surface, bool, int]:
    """The name and the effect of a face-up card rendered to fit a face of w×h pixels, and how far below the
    name the effect starts. The largest body size whose lines end above the bottom edge wins; a stunt's
    pattern sits top right, and its effect runs either beside it or, at full width, under it, whichever
    allows the larger size. `fits` is False only when even the smallest size (of BODY_SIZES, or `smallest`
    points) runs over (the tooltip still has the whole text)."""
    name, text = card_words(deck, card, players)
    full = w - round(6 * scale)
    pattern = components().stunts[card].pattern if deck == "stunts" else None
    if pattern is not None:  # the pattern is drawn beside the words: its letters need not be spelt out too
        white = ", white: any" if any(col is None for _, _, col in pattern) else ""
        text = re.sub(r"\s*\([^()]*may be rotated\)", f", any rotation{white}", text)
    layouts = [(full, 0)]  # (text width, offset below the name)
    if pattern is not None:
        box = pattern_rect(pattern, w, 0, scale)
        # beside the pattern, a gap short of its left edge; or under it
        layouts = [(box.left - round(10 * scale), 0), (full, box.bottom + round(2 * scale))]
    n = painter.text(name, 9.5 * scale, (20, 20, 20), bold=True, width=full)
    best: tuple[pygame.Surface, pygame.Surface, bool, int] | None = None
    for name_size in (9.5, 8.5):
        n = painter.text(name, name_size * scale, (20, 20, 20), bold=True, width=full)
        for size in (size for size in BODY_SIZES if size >= smallest):
            for width, below in layouts:
                body = painter.text(text, size * scale, (40, 40, 40), width=width)
                if round(15 * scale) + n.get_height() + below + body.get_height() <= h - round(3 * scale):
                    return n, body, True, below
        if best is None:
            best = (n, painter.text(text, BODY_SIZES[-1] * scale, (40, 40, 40), width=layouts[0][0]), False, 0)
    assert best is not None
    return best


def _ring(surf: pygame.Surface, color: Color, thick: int, scale: float) -> pygame.Surface:
    pygame.draw.rect(surf, color, surf.get_rect(), width=thick, border_radius=round(6 * scale))
    return surf


def pattern_rect(cells: Any, w: int, top: int, scale: float) -> pygame.Rect:
    """Where a stunt's pattern is drawn on a face `w` pixels wide, its name ending at `top`: the top right
    corner, clear of the edge (the words beside it end left of it: at 1080p they ran into it)."""
    pitch = round(9 * scale) + 1
    cols, rows = max(x for x, _, _ in cells) + 1, max(y for _, y, _ in cells) + 1
    width, height = cols * pitch - 1, rows * pitch - 1
    return pygame.Rect(w - round(5 * scale) - width, top + round(2 * scale), width, height)


def _pattern(surf: pygame.Surface, cells: Any, at: tuple[int, int], scale: float) -> None:
    """A stunt's follower pattern: small squares in the group's colour (with its letter), white = any die."""
    size = round(9 * scale)
    for x, y, color in cells:
        rect = pygame.Rect(at[0] + x * (size + 1), at[1] + y * (size + 1), size, size)
        pygame.draw.rect(surf, DIE_RGB.get(color or "", (255, 255, 255)), rect)
        pygame.draw.rect(surf, (30, 30, 30), rect, width=1)


def seat_rgb(color: str) -> Color:
    return SEAT_RGB.get(color, (160, 160, 160))


def card_tip(ref: str) -> str:
    """The hover text of a card named in the log ("adverts:12:2" → "Advert — Spin Doctor: pay 2: …")."""
    deck, card_id, players = ref.split(":")
    name, text = card_words(deck, int(card_id), int(players))
    return f"{CARD_KIND_WORD.get(deck, deck)} — {name}: {text}{variant_note(deck, int(card_id))}"


EDGE_VARIANT = (" — Hustings variant: the printed card pays for every follower on the edge, which the full board"
                " of nine always gives (8 of 9 slots), so here it counts the followers of its group only.")
"""Said wherever an Edge agenda is explained (issue 30.9, docs/rules/diceocracy.md: Edge agendas)."""


def variant_note(deck: str, card: int) -> str:
    """The words marking a card that plays differently from its print, or "" for one that plays as printed."""
    if deck.startswith("agenda") and components().agendas[card].kind == "edge":
        return EDGE_VARIANT
    return ""


CARD_KIND_WORD = {"adverts": "Advertising card", "stunts": "Political stunt", "agendas": "Secret agenda"}
