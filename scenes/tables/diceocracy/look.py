"""How Diceocracy's pieces look: dice colours doubled by letters, player colours doubled by letters, and the
words printed on cards, tiles and actions. Pure helpers plus three small node kinds the engine lacks (a die
that can be marked as printed, an empty die space, a text card)."""

from __future__ import annotations

from typing import Any

import pygame

from game.diceocracy.components import ActionSpec, components
from game.diceocracy.state import Die
from scenes.engine.hyphenate import german_cut
from scenes.engine.i18n import N_, SOURCE_LANGUAGE, Translator
from scenes.engine.node import Node
from scenes.engine.pieces import DieNode
from scenes.engine.render import Color, Painter, rounded_box
from scenes.tables.diceocracy.dieface import dashed_frame, face_layout, paint_face, ring, veil
from scenes.tables.diceocracy.terms import ENGLISH, card_term, district_term, personality_term

DIE_RGB: dict[str, Color] = {"pink": (236, 128, 178), "blue": (86, 146, 230), "green": (106, 186, 96),
                             "orange": (242, 156, 58)}
DIE_LETTER = {"pink": "P", "blue": "B", "green": "G", "orange": "O"}
"""The groups' letters (the same initials in German: Pink, Blau, Grün, Orange)."""
SEAT_RGB: dict[str, Color] = {"red": (214, 62, 58), "yellow": (236, 206, 60), "teal": (40, 168, 168),
                              "purple": (140, 84, 190), "bag": (176, 176, 182)}
SEAT_LETTER = {"red": "R", "yellow": "Y", "teal": "T", "purple": "V", "bag": "X"}
"""Rep letters: V for violet (purple) so no Rep letter repeats a die letter's meaning on one tile; X = the bag.
Shown through `seat_letter` (German: L for Lila, Ge for Gelb)."""


def seat_letter(color: str, tr: Translator = ENGLISH) -> str:
    """The letter on a seat's Reps ("V" for purple; German „L“ for Lila)."""
    letter = SEAT_LETTER[color]
    # each letter by itself, so a language finds its own initials (German „Ge“ for Gelb: a playtest read the
    # English Y of Yellow; G is Green's die)
    if letter == "R":
        return tr.trc("Rep letter", "R")
    if letter == "Y":
        return tr.trc("Rep letter", "Y")
    if letter == "T":
        return tr.trc("Rep letter", "T")
    if letter == "V":
        return tr.trc("Rep letter", "V")
    return tr.trc("Rep letter", "X")


def color_word(color: str, tr: Translator = ENGLISH) -> str:
    """A group's colour as a word: "pink", "blue" (German „Pink“, „Blau“: the group's name)."""
    if color == "pink":
        return tr.trc("group", "pink")
    if color == "blue":
        return tr.trc("group", "blue")
    if color == "green":
        return tr.trc("group", "green")
    if color == "orange":
        return tr.trc("group", "orange")
    return color


def color_title(color: str, tr: Translator = ENGLISH) -> str:
    """A group's colour as a word that opens a label ("Pink", "Blue")."""
    if color == "pink":
        return tr.trc("group", "Pink")
    if color == "blue":
        return tr.trc("group", "Blue")
    if color == "green":
        return tr.trc("group", "Green")
    if color == "orange":
        return tr.trc("group", "Orange")
    return color.title()


def seat_color_word(color: str, tr: Translator = ENGLISH) -> str:
    """A seat's colour as a word: "red", "teal" (German „Rot“, „Türkis“)."""
    if color == "red":
        return tr.trc("player colour", "red")
    if color == "yellow":
        return tr.trc("player colour", "yellow")
    if color == "teal":
        return tr.trc("player colour", "teal")
    if color == "purple":
        return tr.trc("player colour", "purple")
    return color


ACTION_WORD = {
    "popularity": N_("popularity"), "advertising": N_("advertising card"), "stunt": N_("political stunt card"),
    "fundraising": N_("fundraising"), "focus": N_("focus (±1 a die)"), "manipulate": N_("manipulate (re-roll a die)"),
    "exchange": N_("demographic exchange"), "follower_influence": N_("follower influence"),
    "rep_influence": N_("Rep influence"), "draw_stunts": N_("draw stunt cards"),
    "give_first": N_("give the first player marker"), "draw_agendas": N_("draw secret agendas"), "money": N_("money"),
    "votes": N_("votes"),
}
SHORT = {
    "popularity": N_("Pop"), "advertising": N_("Advert"), "stunt": N_("Stunt"), "fundraising": N_("Fund"),
    "focus": N_("Focus"), "manipulate": N_("Manipulate"), "exchange": N_("Exchange"),
    "follower_influence": N_("Follower influence"), "rep_influence": N_("Rep influence"),
}
"""An action's name where little room is left (the board's row and column ends): whole words, as the district
tiles say them, never clipped ("Foll infl" read as jargon, playtest 5)."""
DIE_GROUP = N_("the die's group")
"""How an action names the group of the die that starts it, until the die is known (board.in_group names it:
a translation of "+{amount} popularity in the die's group" must hold this text's translation as it is)."""


def die_colour(color: str, tr: Translator = ENGLISH) -> str:
    """A die's colour as the word before "die" in "the pink die goes back" (German „der pinke Würfel“)."""
    if color == "pink":
        return tr.trc("the … die", "pink")
    if color == "blue":
        return tr.trc("the … die", "blue")
    if color == "green":
        return tr.trc("the … die", "green")
    if color == "orange":
        return tr.trc("the … die", "orange")
    return color


def die_name(die: Die, tr: Translator = ENGLISH) -> str:
    """"pink 4": colour word and number (German „pinke 4“, as a die's value reads: „die pinke 4“)."""
    return die_words(die.color, die.value, tr)


def die_words(color: str, value: Any, tr: Translator = ENGLISH) -> str:
    """A die of `color` showing `value` ("blue 4")."""
    if color == "pink":
        return tr.trc("die", "pink {value}", value=value)
    if color == "blue":
        return tr.trc("die", "blue {value}", value=value)
    if color == "green":
        return tr.trc("die", "green {value}", value=value)
    if color == "orange":
        return tr.trc("die", "orange {value}", value=value)
    return f"{color} {value}"


def action_words(spec: ActionSpec | dict[str, Any] | None, *, short: bool = False,
                 tr: Translator = ENGLISH) -> str:
    if spec is None:
        return ""
    data = spec if isinstance(spec, dict) else spec.model_dump()
    kind: str = data.get("type", "")
    color: str | None = data.get("color")
    amount: int = data.get("amount", 1) or 1
    if short:
        word: str = tr(SHORT[kind]) if kind in SHORT else kind
        if kind == "popularity":
            if color == "die":
                return tr("Pop die+{amount}", amount=amount)
            if color == "any":
                return tr("Pop any+{amount}", amount=amount)
            return tr("Pop {letter}+{amount}", letter=DIE_LETTER.get(color or "", ""), amount=amount)
        return tr("Fund +{amount}", amount=amount) if kind == "fundraising" else word
    word = tr(ACTION_WORD[kind]) if kind in ACTION_WORD else kind.replace("_", " ")
    if kind == "popularity":
        if color == "die":
            return tr("+{amount} popularity in the die's group", amount=amount)
        if color == "any":
            return tr("+{amount} popularity in a group of your choice", amount=amount)
        return tr("+{amount} popularity in {group}", amount=amount, group=color_word(color or "", tr))
    if kind in ("fundraising", "money"):
        return tr("+{amount} money", amount=amount)
    if kind == "votes":
        return tr("+{amount} votes", amount=amount)
    if kind in ("draw_stunts", "draw_agendas") and amount > 1:
        return tr("{action} ({amount})", action=word, amount=amount)
    return word


ACTION_EXPLAINED = {
    "advertising": N_("take an advertising card: the top of the deck, or the face-up one of a street where you "
                      "have a Rep"),
    "stunt": N_("take a political stunt card: the top of the deck, or the face-up one of a street where you have "
                "a Rep"),
    "focus": N_("add 1 to or take 1 from a district die or a follower of yours (spicy mode: anyone's); 1 to 6, "
                "printed dice never change"),
    "manipulate": N_("re-roll a district die or a follower of yours (spicy mode: anyone's), then keep the new roll "
                     "or put the old one back"),
    "exchange": N_("swap two loose dice on the districts"),
    "follower_influence": N_("swap one of your followers with a loose district die"),
    "rep_influence": N_("swap a Rep with a loose district die: the die takes the Rep's space, the Rep the die's "
                        "(standard mode: your own Reps only)"),
    "draw_stunts": N_("draw political stunt cards from the deck"),
    "draw_agendas": N_("draw secret agenda cards from the deck"),
    "give_first": N_("give the first player marker to a player of your choice (once a round)"),
}
"""What an action does, in a sentence, for tooltips (the tiles and slots carry only its short name)."""


def action_explained(spec: ActionSpec | dict[str, Any] | None, tr: Translator = ENGLISH) -> str:
    """An action's effect in full: "+1 popularity in the die's group", "swap two loose dice on the districts"."""
    if spec is None:
        return ""
    kind = (spec if isinstance(spec, dict) else spec.model_dump()).get("type", "")
    words = action_words(spec, tr=tr)
    explained = ACTION_EXPLAINED.get(kind)
    if explained and explained != words:
        return tr("{action}: {explained}", action=words, explained=tr(explained))
    return words


def district_info(district_id: int, tr: Translator = ENGLISH) -> tuple[str, ActionSpec]:
    """A district tile's name (in the player's language) and its printed action."""
    d = components().districts[district_id]
    return district_term(d.name, tr), d.action


def advert_text(card_id: int, tr: Translator = ENGLISH) -> tuple[str, str]:
    c = components().adverts[card_id]
    cost = tr("free") if c.cost == 0 else tr("pay {cost}", cost=c.cost)
    effects = [action_words(e, tr=tr) for e in c.effects]
    text = effects[0]
    for then in effects[1:]:
        text = tr("{first}, then {then}", first=text, then=then)
    return card_term("adverts", c.name, tr), tr("{cost}: {effects}", cost=cost, effects=text)


def stunt_text(card_id: int, tr: Translator = ENGLISH, *, face: bool = False) -> tuple[str, str]:
    """A political stunt card's name and effect; `face`: as its face words it beside the pattern drawn there (no
    letters spelt out)."""
    c = components().stunts[card_id]
    if c.kind == "votes_for_total" or c.kind == "votes_for_pattern":
        reward = tr("{count} votes", count=c.reward)
    elif c.kind == "money_for_total":
        reward = tr("{count} money", count=c.reward)
    else:
        reward = tr("+{count} {group} popularity", count=c.reward, group=color_word(c.reward_color or "", tr))
    name = card_term("stunts", c.name, tr)
    if c.pattern is None:
        return name, tr("{reward} if your {group} followers total ≥ {total}", reward=reward,
                        group=color_word(c.color or "", tr), total=c.min_total)
    white = any(col is None for _, _, col in c.pattern)
    if face:
        if white:
            return name, tr("{reward} for the pattern shown, any rotation, white: any", reward=reward)
        return name, tr("{reward} for the pattern shown, any rotation", reward=reward)
    cells = " ".join(DIE_LETTER[col] if col in DIE_LETTER else tr.trc("pattern", "any") for _, _, col in c.pattern)
    if white:
        return name, tr("{reward} for the pattern shown ({cells}; a white square: a follower of any group; may be "
                        "rotated)", reward=reward, cells=cells)
    return name, tr("{reward} for the pattern shown ({cells}; may be rotated)", reward=reward, cells=cells)


def agenda_text(card_id: int, players: int, tr: Translator = ENGLISH) -> tuple[str, str]:
    a = components().agendas[card_id]
    v = a.votes_for(players)
    group = color_word(a.color or "", tr)
    kind = a.kind
    if kind == "money":
        text = tr.trn("{count} per money you have (votes)",
                      "{count} per money you have (votes)", v)
    elif kind == "district_value":
        text = tr.trn("{count} per district die showing {value} (votes)",
                      "{count} per district die showing {value} (votes)", v, value=a.value)
    elif kind == "adjacent_color":
        text = tr.trn("{count} per {group} die next to your Reps (votes)",
                      "{count} per {group} die next to your Reps (votes)", v, group=group)
    elif kind == "district_color":
        text = tr.trn("{count} per {group} die on the districts (votes)",
                      "{count} per {group} die on the districts (votes)", v, group=group)
    elif kind == "follower_set":
        groups = ", ".join(color_word(c, tr) for c in a.colors or ())
        text = tr.trn("{count} per set of followers: {groups} (votes)",
                      "{count} per set of followers: {groups} (votes)", v, groups=groups)
    elif kind == "adjacent_pair":
        text = tr.trn("{count} per adjacent pair of {group} followers (votes)",
                      "{count} per adjacent pair of {group} followers (votes)", v, group=group)
    elif kind == "follower_value":
        text = tr.trn("{count} per follower showing {value} (votes)",
                      "{count} per follower showing {value} (votes)", v, value=a.value)
    elif kind == "adjacent_value":
        text = tr.trn("{count} per die showing {value} next to your Reps (votes)",
                      "{count} per die showing {value} next to your Reps (votes)", v, value=a.value)
    elif kind == "same_value_set":
        text = tr.trn("{count} per {size} followers of one value (votes)",
                      "{count} per {size} followers of one value (votes)", v, size=a.set_size)
    elif kind == "all_values_set":
        text = tr.trn("{count} per set of followers showing 1 to 6 (votes)",
                      "{count} per set of followers showing 1 to 6 (votes)", v)
    elif kind == "adjacent_rivals":
        text = tr.trn("{count} per rival Rep next to your Reps (votes)",
                      "{count} per rival Rep next to your Reps (votes)", v)
    elif kind == "parity" and a.parity == "odd":
        text = tr.trn("{count} per odd follower (votes)",
                      "{count} per odd follower (votes)", v)
    elif kind == "parity":
        text = tr.trn("{count} per even follower (votes)",
                      "{count} per even follower (votes)", v)
    elif kind == "all_districts":
        text = tr.trn("{count} for Reps on all 8 districts (votes)",
                      "{count} for Reps on all 8 districts (votes)", v)
    else:  # edge
        text = tr.trn("{count} per {group} follower on the board's edge (votes)",
                      "{count} per {group} follower on the board's edge (votes)", v, group=group)
    return card_term("agendas", a.name, tr), text


def card_words(deck: str, card_id: int, players: int = 2, tr: Translator = ENGLISH, *,
               face: bool = False) -> tuple[str, str]:
    """A card's name and effect in the player's language (`face`: a stunt's as its face words it)."""
    if deck.startswith("advert"):
        return advert_text(card_id, tr)
    if deck.startswith("stunt"):
        return stunt_text(card_id, tr, face=face)
    return agenda_text(card_id, players, tr)


def personality_words(tile: int, side: int, tr: Translator = ENGLISH) -> tuple[str, str]:
    """(word, "bonus …; action …") of one side of a personality tile."""
    t = components().personalities[tile]
    s = t.sides[side]
    b = s.bonus
    parts = [tr("+{amount} money", amount=b.money)] if b.money else []
    parts += [tr("+{count} {group} popularity", count=n, group=color_word(c, tr)) for c, n in b.popularity.items()]
    if b.adverts:
        parts.append(tr("+{count} advertising card", count=b.adverts))
    if b.stunts:
        parts.append(tr("+{count} stunt card", count=b.stunts))
    if b.agendas:
        parts.append(tr("+{count} secret agenda card", count=b.agendas))
    return personality_term(t.type, s.word, tr), tr("start: {bonus}; action: {action}",
                                                    bonus=", ".join(parts) or tr("nothing"),
                                                    action=action_words(s.action, tr=tr))


def personality_name(tiles: Any, sides: Any, tr: Translator = ENGLISH) -> str:
    """A candidate's personality, its trait's word and its role's: "Charismatic Banker" (German „Charismatischer
    Bankier“, the trait's word as it stands before a role)."""
    (trait, role), (trait_side, role_side) = tiles, sides
    c = components().personalities
    return tr("{trait} {role}", trait=personality_term("trait", c[trait].sides[trait_side].word, tr, before_role=True),
              role=personality_term("role", c[role].sides[role_side].word, tr))


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

    def __init__(self, label: str = "", *, dark: bool = False, syllables: bool = False, **kw: Any) -> None:
        super().__init__(**kw)
        self.label = label
        self.dark = dark
        self.syllables = syllables
        """A word of the label too wide for the space breaks at a syllable (German)."""

    def look(self) -> Any:
        return ("space", self.label, self.dark, self.w, self.h, self.lit, self.focused, self.syllables)

    def painted_words(self) -> list[pygame.Rect]:
        """Where its label is (window pixels: the space), for the toasts' placement (toastspot.py)."""
        return [self.world_rect()] if self.label else []

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        pal = painter.palette
        w, h = max(2, round(self.w * scale)), max(2, round(self.h * scale))
        fill = (60, 58, 52, 200) if self.dark else (250, 246, 232, 120)
        border = pal.focus if self.focused else pal.highlight if self.lit else (90, 84, 70)
        surf = rounded_box((w, h), fill, radius=round(5 * scale), border=border,
                           width=max(1, round((4 if self.lit or self.focused else 1) * scale)))
        if self.label:
            label = hyphen_breaks(painter, self.label, 9 * scale, w - 2, syllables=self.syllables)
            t = painter.text(label, 9 * scale, (40, 40, 40) if not self.dark else (200, 200, 200),
                             width=w - 2, align="center")
            surf.blit(t, t.get_rect(center=(w / 2, h / 2)))
        return surf


def hyphen_breaks(painter: Any, text: str, px: float, width: float, bold: bool = False,
                  syllables: bool = False) -> str:
    """`text` with a line break allowed after the hyphens of a word wider than `width` pixels (a German
    compound, „Vertreter-Einfluss“, in a slot's label), or with `syllables` at a syllable break marked with a
    hyphen of its own („Eigen-“ / „schaft“); other words as they are."""

    def fits(part: str) -> bool:
        return bool(painter.text(part, px, (0, 0, 0), bold=bold).get_width() <= width)

    out = []
    for word in text.split(" "):
        if fits(word):
            out.append(word)
        elif "-" in word[:-1]:
            out.append(word[:-1].replace("-", "- ") + word[-1])
        elif syllables:
            parts = []
            while not fits(word):
                k = next((k for k in range(len(word) - 2, 1, -1) if german_cut(word, k) and fits(word[:k] + "-")),
                         None)
                if k is None:
                    break
                parts.append(word[:k] + "-")
                word = word[k:]
            out.append(" ".join([*parts, word]))
        else:
            out.append(word)
    return " ".join(out)


CARD_TINT = {"adverts": (250, 224, 120), "stunts": (238, 150, 140), "agendas": (190, 170, 236)}
CARD_KIND = {"adverts": N_("ADVERT"), "stunts": N_("STUNT"), "agendas": N_("AGENDA")}
"""A card's kind in its band (and on its deck's back)."""
CARD_KIND_TITLE = {"adverts": N_("Advert"), "stunts": N_("Stunt"), "agendas": N_("Agenda")}
"""A card's kind opening its tooltip."""


class TextCard(Node):
    """A card with its kind, name and effect in words (and a stunt's pattern drawn); face down shows the
    deck's back with its kind, so colour is never the only cue."""

    hoverable = True

    def __init__(self, deck: str, card: int | None, *, players: int = 2, label: str = "", compact: float = 0.0,
                 owner: str = "", tr: Translator = ENGLISH, **kw: Any) -> None:
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
        self.tr = tr
        """The words of the player's language (its name and effect, its kind)."""
        if card is not None:
            self.tooltip = self.own_tooltip()

    def own_tooltip(self) -> str | None:
        """The card's kind, name and whole effect (a lit or greyed card in hand may add to it)."""
        if self.card is None:
            return None
        tr = self.tr
        name, text = card_words(self.deck, self.card, self.players, tr)
        kind = tr(CARD_KIND_TITLE[self.deck])
        note = variant_note(self.deck, self.card, tr)
        note = actions_explained(self.deck, self.card, tr) + note
        if self.owner:
            return tr("{owner}'s {kind} — {name}: {text}", kind=kind, owner=self.owner, name=name, text=text) + note
        return tr("{kind} — {name}: {text}", kind=kind, name=name, text=text) + note

    def painted_words(self) -> list[pygame.Rect]:
        """Where its words are (window pixels): the whole card, a face's name and effect or a back's kind and
        label, so a toast finds a place clear of it (toastspot.py sees only TextNodes of its own)."""
        return [self.world_rect()]

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
            t = painter.text(self.tr(CARD_KIND[self.deck]) if self.deck in CARD_KIND else "", 10 * scale, tint,
                             bold=True)
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
        k = band_words(painter, self.tr(CARD_KIND[self.deck]), self.owner, w - round(6 * scale), scale)
        surf.blit(k, (round(4 * scale), round(2 * scale) + (round(9 * scale) - k.get_height()) // 2))
        if self.compact:
            name, _ = compact_text(painter, card_words(self.deck, self.card, self.players, self.tr)[0], self.compact,
                                   w - round(6 * scale), scale, syllables_in(self.tr))
            surf.blit(name, (round(4 * scale), round(15 * scale)))
            return surf
        n, b, fits, below = card_face_text(painter, self.deck, self.card, self.players, w, h, scale, tr=self.tr)
        surf.blit(n, (round(4 * scale), round(15 * scale)))
        y = round(15 * scale) + n.get_height()
        if self.deck == "stunts" and components().stunts[self.card].pattern is not None:
            _pattern(surf, components().stunts[self.card].pattern, pattern_rect(
                components().stunts[self.card].pattern, w, y, scale).topleft, scale)
        surf.blit(b, (round(4 * scale), y + below))
        return surf


BAND_SIZES = (8.0, 7.5, 7.0, 6.5)
"""Point sizes tried for an owner's name in a card's band (after the game), largest first."""


def band_words(painter: Any, kind: str, owner: str, width: int, scale: float) -> pygame.Surface:
    """A card's band: its kind, or with an owner "AGENDA · Ben", or, where that is too wide, the owner's name
    alone at the largest of BAND_SIZES that fits `width` pixels (a long name gave way to nothing: "Otto (Norm",
    playtest of issue 27)."""
    words: pygame.Surface = painter.text(f"{kind} · {owner}" if owner else kind, 8 * scale, (30, 30, 30), bold=True)
    if not owner or words.get_width() <= width:
        return words
    for size in BAND_SIZES:
        words = painter.text(owner, size * scale, (30, 30, 30), bold=True)
        if words.get_width() <= width:
            break
    return words


READABLE_BODY = 7.0
"""The smallest effect text a card in hand is given: a narrower card shows its name only (the tooltip reads)."""
NAME_SIZES = (9.5, 9.0, 8.5, 8.0, 7.5)
"""Point sizes tried for a compact card's name, largest first."""


def compact_size(painter: Any, name: str, width: int, height: int, scale: float, syllables: bool = False) -> float:
    """The largest of NAME_SIZES at which a card's name, wrapped in `width` × `height` pixels, needs no word
    cut but after a hyphen; else the smallest (where a word too wide is cut with a hyphen of its own)."""
    for size in NAME_SIZES:
        text, cut = compact_text(painter, name, size, width, scale, syllables)
        if not cut and text.get_height() <= height:
            return size
    return NAME_SIZES[-1]


def compact_text(painter: Any, name: str, size: float, width: int, scale: float,
                 syllables: bool = False) -> tuple[pygame.Surface, bool]:
    """A compact card's name at `size`, wrapped in `width` pixels: a word too wide breaks after its hyphens,
    and a part still too wide is cut where it fills the line ("Neigh-" / "bours"), or with `syllables` (the
    German names' long compounds) at the last syllable break that fits. True when one was cut."""
    px = size * scale

    def fits(part: str) -> bool:
        return bool(painter.text(part, px, (20, 20, 20), bold=True).get_width() <= width)

    words: list[str] = []
    cut = False
    for word in name.split():
        parts = word.replace("-", "- ").split() if not fits(word) else [word]
        if syllables and len(parts) > 2:  # "Late-Night-" / "Show", not "Late- Night-" / "Show"
            merged = [parts[0]]
            for part in parts[1:]:
                if fits(merged[-1] + part):
                    merged[-1] += part
                else:
                    merged.append(part)
            parts = merged
        for part in parts:
            while not fits(part) and len(part) > 2:
                ks = [k for k in range(len(part) - 1, 0, -1) if fits(part[:k] + "-")]
                k = max(1, next(iter(ks), 1))
                if syllables:
                    k = next((j for j in ks if german_cut(part, j)), k)
                words.append(part[:k] + "-")
                part, cut = part[k:], True
            words.append(part)
    return painter.text(" ".join(words), px, (20, 20, 20), bold=True, width=width), cut


BODY_SIZES = (8.0, 7.5, 7.0, 6.5, 6.0)
"""Point sizes tried for a card's effect, largest first: a long effect gets a smaller font, never cut off."""


def syllables_in(tr: Translator) -> bool:
    """Whether a card name too wide is cut at a syllable break (German's long compounds) rather than where it
    fills the line (the English names, whose words are short)."""
    return tr.language != SOURCE_LANGUAGE


def card_face_text(painter: Any, deck: str, card: int, players: int, w: int, h: int, scale: float,
                   smallest: float = 0.0, tr: Translator = ENGLISH) -> tuple[pygame.Surface, pygame.Surface, bool, int]:
    """The name and the effect of a face-up card rendered to fit a face of w×h pixels, and how far below the
    name the effect starts. The largest body size whose lines end above the bottom edge wins; a stunt's
    pattern sits top right, and its effect runs either beside it or, at full width, under it, whichever
    allows the larger size. `fits` is False only when even the smallest size (of BODY_SIZES, or `smallest`
    points) runs over (the tooltip still has the whole text)."""
    # a stunt's pattern is drawn beside the words: its letters need not be spelt out too
    name, text = card_words(deck, card, players, tr, face=True)
    full = w - round(6 * scale)
    pattern = components().stunts[card].pattern if deck == "stunts" else None
    layouts = [(full, 0)]  # (text width, offset below the name)
    if pattern is not None:
        box = pattern_rect(pattern, w, 0, scale)
        # beside the pattern, a gap short of its left edge; or under it
        layouts = [(box.left - round(10 * scale), 0), (full, box.bottom + round(2 * scale))]
    # only where nothing else fits (a face drawn small): the words beside the pattern a little closer to it, still
    # a gap short of its squares
    closer = [(box.left - round(8 * scale), 0)] if pattern is not None else []
    best: tuple[pygame.Surface, pygame.Surface, bool, int] | None = None
    syllables = syllables_in(tr)
    # a word wider than the face (a long German compound) breaks after its hyphen; a size that needs no other
    # cut comes first (the largest), then the usual two sizes, cut
    sizes = [size for size in (9.5, 8.5, 8.0, 7.5) if not compact_text(painter, name, size, full, scale, syllables)[1]]
    # a face drawn small (Replay's table, scaled to leave room for its bar) rounds its text up: a smaller name
    # leaves the effect its room before the effect would be cut (playtest of issue 27: a stunt's last line)
    names = (sizes[:1] if sizes and sizes[0] != 9.5 else []) + [9.5, 8.5, 8.0, 7.5]
    for tried in (layouts, closer):
        for name_size in names if tried else ():
            n, _cut = compact_text(painter, name, name_size, full, scale, syllables)
            for size in (size for size in BODY_SIZES if size >= smallest):
                for width, below in tried:
                    body = painter.text(text, size * scale, (40, 40, 40), width=width)
                    if (round(15 * scale) + n.get_height() + below + body.get_height() <= h - round(3 * scale)
                            and widest_word(painter, text, size * scale) <= width):
                        return n, body, True, below
            if best is None:
                best = (n, painter.text(text, BODY_SIZES[-1] * scale, (40, 40, 40), width=layouts[0][0]), False, 0)
    assert best is not None
    return best


def widest_word(painter: Any, text: str, px: float) -> int:
    """The width in pixels of the widest word of `text` at `px`: a word wider than its line is cut at the card's
    edge ("benachbarter", "Anhängerpaa" on a narrow card after the game, playtest of issue 27)."""
    return max((painter.text(word, px, (40, 40, 40)).get_width() for word in text.split()), default=0)


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


def card_tip(ref: str, tr: Translator = ENGLISH) -> str:
    """The hover text of a card named in the log ("adverts:12:2" → "Advertising card — Spin Doctor: pay 2: …")."""
    deck, card_id, players = ref.split(":")
    name, text = card_words(deck, int(card_id), int(players), tr)
    kind = tr(CARD_KIND_WORD[deck]) if deck in CARD_KIND_WORD else deck
    return (tr("{kind} — {name}: {text}", kind=kind, name=name, text=text) + actions_explained(deck, int(card_id), tr)
            + variant_note(deck, int(card_id), tr))


def actions_explained(deck: str, card: int, tr: Translator = ENGLISH) -> str:
    """After a card's words, what each action it names does, in one short phrase, as the district tiles' tooltips
    say it (" — demographic exchange: swap two loose dice on the districts"); "" for a card naming none."""
    if not deck.startswith("advert"):
        return ""
    return "".join(" — " + action_explained(e, tr) for e in components().adverts[card].effects
                   if (e.type if not isinstance(e, dict) else e.get("type")) in ACTION_EXPLAINED)


EDGE_NOTE = N_("Hustings variant: the printed card pays for every follower on the edge, which the full board of "
               "nine always gives (8 of 9 slots), so here it counts the followers of its group only.")
EDGE_VARIANT = " — " + EDGE_NOTE
"""Said wherever an Edge agenda is explained (issue 30.9, docs/rules/diceocracy.md: Edge agendas)."""


def variant_note(deck: str, card: int, tr: Translator = ENGLISH) -> str:
    """The words marking a card that plays differently from its print, or "" for one that plays as printed."""
    if deck.startswith("agenda") and components().agendas[card].kind == "edge":
        return " — " + tr(EDGE_NOTE)
    return ""


CARD_KIND_WORD = {"adverts": N_("Advertising card"), "stunts": N_("Political stunt"),
                  "agendas": N_("Secret agenda")}
