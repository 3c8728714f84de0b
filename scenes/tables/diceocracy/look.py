"""How Diceocracy's pieces look: dice colours doubled by letters, player colours doubled by letters, and the
words printed on cards, tiles and actions. Pure helpers plus three small node kinds the engine lacks (a die
that can be marked as printed, an empty die space, a text card)."""

from __future__ import annotations

import re
from typing import Any

import pygame

from game.diceocracy.components import ActionSpec, components
from scenes.engine.node import Node
from scenes.engine.pieces import DieNode
from scenes.engine.render import Color, Painter, rounded_box

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
    "manipulate": "Manip", "exchange": "Exch", "follower_influence": "Foll infl", "rep_influence": "Rep infl",
}


def die_name(die: Any) -> str:
    """"pink 4 (P4)": colour word, number and the letter printed on the die."""
    color = die["color"] if isinstance(die, dict) else die.color
    value = die["value"] if isinstance(die, dict) else die.value
    return f"{color} {value}"


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
    return c.name, f"{reward} for the pattern shown ({cells}, may be rotated)"


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
    """A demography die: colour, pips and the colour's letter; printed dice carry a hatched frame and a
    "printed" dot so they never read as movable; `owner` rings a follower of another player in spicy mode."""

    def __init__(self, color: str, value: int, *, printed: bool = False, **kw: Any) -> None:
        super().__init__(value, color=DIE_RGB[color], letter=DIE_LETTER[color], **kw)
        self.die_color = color
        self.printed = printed
        if printed:
            self.focusable = False
            self.hoverable = False

    def look(self) -> Any:
        return (*super().look(), self.printed)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        surf = super().paint(painter, scale)
        if surf is None or not self.printed:
            return surf
        size = surf.get_width()
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        out.blit(surf, (0, 0))
        shade = pygame.Surface((size, size), pygame.SRCALPHA)
        shade.fill((255, 255, 255, 70))
        out.blit(shade, (0, 0))
        # a dashed outline: printed on the tile, not a loose die
        step = max(3, round(5 * scale))
        for k in range(0, size, step * 2):
            for rect in ((k, 0, step, 2), (k, size - 2, step, 2), (0, k, 2, step), (size - 2, k, 2, step)):
                pygame.draw.rect(out, (30, 30, 30), rect)
        return out


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

    def __init__(self, deck: str, card: int | None, *, players: int = 2, label: str = "", **kw: Any) -> None:
        kw.setdefault("w", 104)
        kw.setdefault("h", 70)
        super().__init__(**kw)
        self.deck = deck
        self.card = card
        self.players = players
        self.label = label
        self.dim = False
        self.focusable = True
        if card is not None:
            name, text = card_words(deck, card, players)
            self.tooltip = f"{CARD_KIND[deck].title()} — {name}: {text}"

    def look(self) -> Any:
        return ("tcard", self.deck, self.card, self.label, self.w, self.h, self.lit, self.selected, self.focused,
                self.dim, self.hovered)

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
            surf.blit(t, t.get_rect(center=(w / 2, h / 2 - (6 * scale if self.label else 0))))
            if self.label:
                s = painter.text(self.label, 9 * scale, (230, 230, 240), width=w - 4, align="center")
                surf.blit(s, s.get_rect(center=(w / 2, h / 2 + 10 * scale)))
            return _ring(surf, ring, thick, scale) if self.lit or self.focused or self.selected else surf
        tint = CARD_TINT[self.deck]
        fill = tuple(round(c * 0.55 + 110) if self.dim else c for c in tint)
        surf = rounded_box((w, h), (252, 250, 242), radius=round(6 * scale), border=ring, width=thick)
        pygame.draw.rect(surf, fill, (thick, thick, w - 2 * thick, round(13 * scale)),
                         border_top_left_radius=round(5 * scale), border_top_right_radius=round(5 * scale))
        k = painter.text(CARD_KIND[self.deck], 8 * scale, (30, 30, 30), bold=True)
        surf.blit(k, (round(4 * scale), round(2 * scale)))
        n, b, fits, below = card_face_text(painter, self.deck, self.card, self.players, w, h, scale)
        surf.blit(n, (round(4 * scale), round(15 * scale)))
        y = round(15 * scale) + n.get_height()
        if self.deck == "stunts" and components().stunts[self.card].pattern is not None:
            _pattern(surf, components().stunts[self.card].pattern, (w - round(32 * scale), y + round(2 * scale)), scale)
        surf.blit(b, (round(4 * scale), y + below))
        return surf


BODY_SIZES = (8.0, 7.5, 7.0, 6.5, 6.0)
"""Point sizes tried for a card's effect, largest first: a long effect gets a smaller font, never cut off."""


def card_face_text(painter: Any, deck: str, card: int, players: int, w: int, h: int,
                   scale: float) -> tuple[pygame.Surface, pygame.Surface, bool, int]:
    """The name and the effect of a face-up card rendered to fit a face of w×h pixels, and how far below the
    name the effect starts. The largest body size whose lines end above the bottom edge wins; a stunt's
    pattern sits top right, and its effect runs either beside it or, at full width, under it, whichever
    allows the larger size. `fits` is False only when even the smallest size runs over (the tooltip still
    has the whole text)."""
    name, text = card_words(deck, card, players)
    full = w - round(6 * scale)
    pattern = components().stunts[card].pattern if deck == "stunts" else None
    if pattern is not None:  # the pattern is drawn beside the words: its letters need not be spelt out too
        text = re.sub(r"\s*\([^()]*may be rotated\)", ", any rotation", text)
    layouts = [(full, 0)]  # (text width, offset below the name)
    if pattern is not None:
        rows = max(y for _, y, _ in pattern) + 1
        layouts = [(w - round(36 * scale), 0), (full, round(2 * scale) + rows * (round(9 * scale) + 1) + 1)]
    n = painter.text(name, 9.5 * scale, (20, 20, 20), bold=True, width=full)
    best: tuple[pygame.Surface, pygame.Surface, bool, int] | None = None
    for name_size in (9.5, 8.5):
        n = painter.text(name, name_size * scale, (20, 20, 20), bold=True, width=full)
        for size in BODY_SIZES:
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
    return f"{CARD_KIND_WORD.get(deck, deck)} — {name}: {text}"


CARD_KIND_WORD = {"adverts": "Advertising card", "stunts": "Political stunt", "agendas": "Secret agenda"}
