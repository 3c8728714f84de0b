"""Dindex cards on the table: plain words for levels, portfolios, registers and effects, and the card node
that paints an action card with its level, its register at the current Dindex and its bombs.

Colour is never the only cue: the level is written on the card, "secret only" has a drawn magnifying glass
and the word, bombs are drawn and counted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pygame

from game.dindex.components import PORTFOLIOS, ActionCard, components
from scenes.engine.cards import CardFace, CardNode
from scenes.engine.hyphenate import german_break_at
from scenes.engine.i18n import N_, Translator
from scenes.engine.render import Color, Painter, rounded_box

ENGLISH = Translator()
"""The source language: what a word function says when it is handed no translator (the tests' English)."""

LEVEL_NAMES = {card.level: card.name for card in components().dindex_cards}
"""The name of each Dindex level (§ 3.6), as printed on its cards (English; `level_name` in the reader's words)."""
LEVEL_WORD = {"democratic": "Democratic", "populist": "Populist", "extremist": "Extremist",
              "antilegal": "Anti-legal", "oligarchic": "Oligarchic"}
LEVEL_COLOR: dict[str, Color] = {"democratic": (60, 110, 190), "populist": (190, 150, 30),
                                 "extremist": (205, 105, 35), "antilegal": (170, 40, 45),
                                 "oligarchic": (90, 40, 110)}
DINDEX_COLOR: dict[int, Color] = {5: (60, 140, 90), 4: (190, 160, 50), 3: (205, 110, 40), 2: (175, 50, 50),
                                  1: (90, 40, 110)}
PORTFOLIO_WORD = {"finance": "Finance", "environment": "Environment", "social": "Social", "interior": "Interior",
                  "defence": "Defence"}
PORTFOLIO_SHORT = {"finance": "FIN", "environment": "ENV", "social": "SOC", "interior": "INT", "defence": "DEF"}
OFFICE_WORD = ("Chancellery", *(f"{PORTFOLIO_WORD[p]} Ministry" for p in PORTFOLIOS))
POINTS_TO_WIN = N_("Government Points to win")
"""The rulebook's words for the number a Democrat must reach (§ 4.3, § 6.1: "the Government Points required for
a democratic victory"), the one term the table, the log and the end use (docs/rules/dindex.md, wording); RP
is the book's own short form for the points themselves ("RP = Government Points")."""
REACHED_POINTS = f"reached the {POINTS_TO_WIN}"
MODE_WORD = {"open": "open or secret", "secret": "secret only", "none": "not playable"}
STRIP_REGISTER = {"open": ("open or", "secret"), "secret": ("secret", "only"), "none": ("✕ not", "playable")}
"""The register at this Dindex on a crowded hand's narrow strip, in two short lines."""
STICKER_WORD = {"vulture": "Chancellery", "hare": "opposition only", "hand": "counter", "wolf": "Oligarchs only"}
POOL_WORD = {"non_voter": "a non-voter", "opponent": "a system opponent", "voter": "voter", "core": "core voter"}
WHO_WORD = {"self": "you", "target": "the chosen party", "countered": "the countered party",
            "government": "each government party", "opposition": "each opposition party",
            "others": "each other party", "chancellery": "the Chancellery", "ministry": "the responsible ministry"}
"""The English words above are the keys the tests and the rules read; the table shows each in the reader's
language through the functions below, which say exactly these words in English."""


# -- the words of the game's terms, in the reader's language ----------------------------------------------------
def level_name(level: int, tr: Translator = ENGLISH) -> str:
    """"Populism": a Dindex level's name as printed on its cards (§ 3.6)."""
    return tr.trc("Dindex level", LEVEL_NAMES[level])


def card_name(index: int, tr: Translator = ENGLISH) -> str:
    """An action card's name, as the rulebook of the reader's language prints it."""
    return tr.trc("action card", components().cards[index].name)


def card_flavour(index: int, tr: Translator = ENGLISH) -> str:
    return tr.trc("action card text", components().cards[index].flavour)


def task_name(index: int, tr: Translator = ENGLISH) -> str:
    return tr.trc("government task", components().tasks[index].name)


def task_flavour(index: int, tr: Translator = ENGLISH) -> str:
    return tr.trc("government task text", components().tasks[index].flavour)


def level_word(level: str, tr: Translator = ENGLISH) -> str:
    """"Anti-legal": an action card's level, as its coloured band names it."""
    words = {"democratic": tr.trc("card level", "Democratic"), "populist": tr.trc("card level", "Populist"),
             "extremist": tr.trc("card level", "Extremist"), "antilegal": tr.trc("card level", "Anti-legal"),
             "oligarchic": tr.trc("card level", "Oligarchic")}
    return words[level]


def portfolio_word(portfolio: str, tr: Translator = ENGLISH) -> str:
    """"Finance": a portfolio (§ 3.2) standing alone."""
    words = {"finance": tr.trc("portfolio", "Finance"), "environment": tr.trc("portfolio", "Environment"),
             "social": tr.trc("portfolio", "Social"), "interior": tr.trc("portfolio", "Interior"),
             "defence": tr.trc("portfolio", "Defence")}
    return words[portfolio]


def portfolio_short(portfolio: str, tr: Translator = ENGLISH) -> str:
    """"FIN": a portfolio's abbreviation (the quick reference's: FIN, UMW, SOZ, INN, VTG in German)."""
    words = {"finance": tr.trc("portfolio, short", "FIN"), "environment": tr.trc("portfolio, short", "ENV"),
             "social": tr.trc("portfolio, short", "SOC"), "interior": tr.trc("portfolio, short", "INT"),
             "defence": tr.trc("portfolio, short", "DEF")}
    return words[portfolio]


def office_word(office: int, tr: Translator = ENGLISH) -> str:
    """"Finance Ministry": an office by its number (0 the Chancellery, 1–5 the ministries in § 3.2 order)."""
    words = (tr("Chancellery"), tr("Finance Ministry"), tr("Environment Ministry"), tr("Social Ministry"),
             tr("Interior Ministry"), tr("Defence Ministry"))
    return words[office]


def ministry_word(portfolio: str, tr: Translator = ENGLISH) -> str:
    """"Finance Ministry": a portfolio's ministry."""
    return office_word(1 + PORTFOLIOS.index(portfolio), tr)


def minister_word(portfolio: str, tr: Translator = ENGLISH) -> str:
    """"Finance minister": the minister of a portfolio's ministry (a card shoots one, § 5.6)."""
    words = {"finance": tr("Finance minister"), "environment": tr("Environment minister"),
             "social": tr("Social minister"), "interior": tr("Interior minister"), "defence": tr("Defence minister")}
    return words[portfolio]


def office_short(office: int, tr: Translator = ENGLISH) -> str:
    """"CHANC", "FIN": an office in a narrow place."""
    return tr.trc("office, short", "CHANC") if office == 0 else portfolio_short(PORTFOLIOS[office - 1], tr)


def points_to_win(tr: Translator = ENGLISH) -> str:
    return tr(POINTS_TO_WIN)


def reached_points(tr: Translator = ENGLISH) -> str:
    """"reached the Government Points to win"."""
    return tr("reached the Government Points to win")


def and_words(items: list[str], tr: Translator = ENGLISH) -> str:
    """"Finance, Social and Interior": a list in the reader's words."""
    if len(items) == 1:
        return items[0]
    return tr("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


COUNTER_INK = (150, 30, 30)
"""The counter word on a crowded hand's strip: dark red, as the bombs' words."""


def mode_word(mode: str, tr: Translator = ENGLISH) -> str:
    """How a card may be played at a level: "open or secret", "secret only", "not playable"."""
    words = {"open": tr.trc("register", "open or secret"), "secret": tr.trc("register", "secret only"),
             "none": tr.trc("register", "not playable")}
    return words[mode]


def strip_register(mode: str, tr: Translator = ENGLISH) -> tuple[str, str]:
    """The register at this Dindex on a crowded hand's narrow strip, in two short lines."""
    if mode == "open":
        return tr.trc("register, first line", "open or"), tr.trc("register, second line", "secret")
    if mode == "secret":
        return tr.trc("register, first line", "secret"), tr.trc("register, second line", "only")
    return tr.trc("register, first line", "✕ not"), tr.trc("register, second line", "playable")


def sticker_word(sticker: str, tr: Translator = ENGLISH) -> str:
    words = {"vulture": tr.trc("sticker", "Chancellery"), "hare": tr.trc("sticker", "opposition only"),
             "hand": tr.trc("sticker", "counter"), "wolf": tr.trc("sticker", "Oligarchs only")}
    return words[sticker]


def who_word(who: str, tr: Translator = ENGLISH, short: bool = False) -> str:
    """The party an effect step names ("the chosen party"; on a small face "target")."""
    if short and who == "target":
        return tr.trc("effect party, short", "target")
    if short and who == "countered":
        return tr.trc("effect party, short", "countered party")
    words = {"self": tr.trc("effect party", "you"), "target": tr.trc("effect party", "the chosen party"),
             "countered": tr.trc("effect party", "the countered party"),
             "government": tr.trc("effect party", "each government party"),
             "opposition": tr.trc("effect party", "each opposition party"),
             "others": tr.trc("effect party", "each other party"),
             "chancellery": tr.trc("effect party", "the Chancellery"),
             "ministry": tr.trc("effect party", "the responsible ministry")}
    return words.get(who, who)


def card(index: int) -> ActionCard:
    return components().cards[index]


def card_id(index: int) -> str:
    return f"a{index}"


def task_id(index: int) -> str:
    return f"t{index}"


def _pool(ref: str, tr: Translator = ENGLISH, short: bool = False) -> str:
    """A voter pool an effect moves a card from or to: "a non-voter", "you: core voter" (on a face "non-voter")."""
    if ref == "non_voter":
        return tr.trc("effect pool, short", "non-voter") if short else tr.trc("effect pool", "a non-voter")
    if ref == "opponent":
        return (tr.trc("effect pool, short", "system opponent") if short
                else tr.trc("effect pool", "a system opponent"))
    who, _, kind = ref.partition(".")
    if who == "self" and kind in ("voter", "core"):  # "your voter" reads better than "you: voter" in German
        return tr.trc("effect pool", "you: voter") if kind == "voter" else tr.trc("effect pool", "you: core voter")
    pool = {"voter": tr.trc("effect pool", "voter"), "core": tr.trc("effect pool", "core voter")}.get(kind, kind)
    return tr("{party}: {pool}", party=who_word(who, tr, short), pool=pool)


def counted(number: Any, noun: str) -> str:
    """A count and its noun, plural unless one: "1 card", "7 cards", "2 non-voters" (playtest 4: "1 cards").
    English only: the table says its counts with `tr.trn`."""
    return f"{number} {noun}" if int(number) == 1 else f"{number} {noun}s"


def step_words(step: Any, tr: Translator = ENGLISH, short: bool = False) -> str:
    """One effect step (§ 8 symbols) in plain words; `short`: without the articles a small face has no room for
    ("target: voter → non-voter"), the preview and the tooltip keep the whole words."""
    op = step.op
    if op == "move":
        src, dst = _pool(step.src, tr, short), _pool(step.dst, tr, short)
        if step.count > 1:
            return tr("{count} × {src} → {dst}", count=step.count, src=src, dst=dst)
        return tr("{src} → {dst}", src=src, dst=dst)
    if op == "dindex":
        if step.delta > 0:
            return tr("Dindex rises by {cards}", cards=abs(step.delta))
        return tr("Dindex falls by {cards}", cards=abs(step.delta))
    if op == "draw":
        if step.who == "self":
            return tr.trn("you draw {count} action card", "you draw {count} action cards", step.count)
        party = who_word(step.who, tr, short)  # (a name `tr` inside the call would hide its plural from Babel)
        return tr.trn("{party} draw {count} action card", "{party} draw {count} action cards", step.count,
                      party=party)
    if op == "discard":
        if step.who == "self":
            return tr.trn("you lose {count} hand card, drawn blind", "you lose {count} hand cards, drawn blind",
                          step.count)
        party = who_word(step.who, tr, short)
        return tr.trn("{party} lose {count} hand card, drawn blind", "{party} lose {count} hand cards, drawn blind",
                      step.count, party=party)
    if op == "chance":
        parts = [tr("{low}–{high}: {effect}", low=o.low, high=o.high,
                    effect="; ".join(step_words(s, tr, short) for s in o.steps) or tr.trc("effect", "nothing"))
                 for o in step.outcomes]
        return tr("random card — {outcomes}", outcomes=" | ".join(parts))
    if op == "seize_power":
        return tr("SEIZE POWER: the Oligarch wins alone")
    if op == "counter":
        if short:
            return tr("counter: repels the card before on a random {low}–{high}", low=step.low, high=step.high)
        return tr("counter: repels the previous card on a random {low}–{high}", low=step.low, high=step.high)
    if op == "add_task":
        return tr.trn("{count} more government task(s)", "{count} more government task(s)", step.count)
    if op == "uncover":
        return tr("a minister you name of {party} shot: office empty this term", party=who_word(step.who, tr, short))
    return str(op)


def register_line(c: ActionCard, tr: Translator = ENGLISH) -> str:
    parts = []
    for lv in ("5", "4", "3", "2"):
        entry = c.register_[lv]
        mark = {"open": tr.trc("register, level", "open"), "secret": tr.trc("register, level", "secret"),
                "none": "—"}[entry.mode]
        if entry.bombs:
            parts.append(tr.trn("{level}: {mark} +{count} bomb", "{level}: {mark} +{count} bombs", entry.bombs,
                                level=lv, mark=mark))
        else:
            parts.append(tr("{level}: {mark}", level=lv, mark=mark))
    return " · ".join(parts)


def task_kind_words(portfolio: str, kind: str, tr: Translator = ENGLISH) -> str:
    """"Finance problem", "Finance crisis"."""
    if kind == "crisis":
        return tr("{portfolio} crisis", portfolio=portfolio_word(portfolio, tr))
    return tr("{portfolio} problem", portfolio=portfolio_word(portfolio, tr))


def conditions_words(c: ActionCard, tr: Translator = ENGLISH) -> list[str]:
    """The card's stickers in words: "Chancellery or Finance Ministry", "counter"."""
    out = []
    for s in c.stickers:
        if s == "vulture" and c.portfolio:
            out.append(tr("{chancellery} or {ministry}", chancellery=sticker_word(s, tr),
                          ministry=ministry_word(c.portfolio, tr)))
        else:
            out.append(sticker_word(s, tr))
    return out


def card_long(cid: str, tr: Translator = ENGLISH) -> str:
    """The tooltip of an action card or task id ('a12', 't3')."""
    if cid.startswith("t"):
        index = int(cid[1:])
        t = components().tasks[index]
        effects = "; ".join(step_words(s, tr) for s in t.unsolved)
        return tr("{name} — {kind}. {text} If unsolved: {effects}.", name=task_name(index, tr),
                  kind=task_kind_words(t.portfolio, t.kind, tr), text=task_flavour(index, tr), effects=effects)
    index = int(cid[1:])
    c = card(index)
    target = {"none": "", "other": tr(" Target: another party."), "opposition": tr(" Target: an opposition party."),
              "government": tr(" Target: a government party.")}[c.target]
    stickers = ", ".join(conditions_words(c, tr))
    conditions = tr(" Conditions: {stickers}.", stickers=stickers) if stickers else ""
    effects = "; ".join(step_words(s, tr) for s in c.steps)
    return tr("{name} ({level}). {text} Effect: {effects}.{target}{conditions} Register: {register}.",
              name=card_name(index, tr), level=level_word(c.level, tr), text=card_flavour(index, tr),
              effects=effects, target=target, conditions=conditions, register=register_line(c, tr))


def card_face(cid: str, tr: Translator = ENGLISH) -> CardFace:
    """A CardFace for the log's hover preview."""
    if cid.startswith("t"):
        index = int(cid[1:])
        t = components().tasks[index]
        kind = tr.trc("task kind", "CRISIS") if t.kind == "crisis" else tr.trc("task kind", "PROBLEM")
        return CardFace(cid, portfolio_short(t.portfolio, tr), kind, (30, 30, 30), caption=task_name(index, tr))
    index = int(cid[1:])
    c = card(index)
    word = level_word(c.level, tr)
    return CardFace(cid, word[:3].upper(), word[:1], LEVEL_COLOR[c.level], caption=card_name(index, tr))


def log_color(cid: str) -> tuple[int, int, int]:
    if cid.startswith("t"):
        return (235, 215, 160)
    base = LEVEL_COLOR[card(int(cid[1:])).level]
    return tuple(min(255, v + 90) for v in base)  # type: ignore[return-value]


def fit_text(painter: Painter, text: str, size: float, avail: float, color: Color, bold: bool = True) -> pygame.Surface:
    """One line of text, shrunk to fit `avail` pixels rather than clipped."""
    wide = painter.fonts.get(int(size), bold).size(text)[0]
    if wide > avail > 0:
        size *= avail / wide
    return painter.text(text, size, color, bold=bold)


VOWELS = set("aeiouyAEIOUY")
SUFFIXES = ("ation", "tion", "ment", "ness", "ing", "ity", "ism", "ive")
DIGRAPHS = {"ck", "ch", "sh", "th", "ph", "gh", "wh"}


def break_at(word: str, last: int, language: str = "en") -> int:
    """Where to hyphenate `word` at or before `last`: before a common ending ("Mobilis-ation"), else between two
    consonants after a vowel ("Head-line", "Shit-storm"), else before a consonant between vowels, else at
    `last` (which leaves at least two letters on either side). German words break by German syllables
    (scenes/engine/hyphenate.py)."""
    if language == "de":
        k = german_break_at(word, last, first=3)
        if k is not None:
            return k
    for suffix in SUFFIXES:
        k = len(word) - len(suffix)
        if 2 <= k <= last and word.lower().endswith(suffix):
            return k
    for k in range(last, 2, -1):
        if word[k - 2] in VOWELS and word[k - 1] not in VOWELS and word[k] not in VOWELS and word[k - 1].isalpha() \
                and word[k].isalpha() and word[k - 1:k + 1].lower() not in DIGRAPHS:
            return k
    for k in range(last, 2, -1):  # later in a cluster of consonants ("Crack-down")
        if any(c in VOWELS for c in word[:k - 1]) and word[k - 1] not in VOWELS and word[k] not in VOWELS \
                and word[k - 1:k + 1].lower() not in DIGRAPHS and word[k:].strip("-").isalpha():
            return k
    for k in range(last, 2, -1):  # a vowel, then a consonant starting the next syllable ("Inde-pendent")
        if k + 1 < len(word) and word[k - 1] in VOWELS and word[k] not in VOWELS and word[k + 1] in VOWELS:
            return k
    return last


def strip_lines(painter: Painter, text: str, size: float, room: float, language: str = "en") -> list[str]:
    """`text` broken into lines no wider than `room` pixels at `size`: at spaces and at the name's own hyphens,
    and inside a word too long for the strip with an added hyphen ("Head-", "line"), so a narrow strip never
    cuts a name off."""
    def wide(t: str) -> int:
        return int(painter.text(t, size, (0, 0, 0), bold=True).get_width())

    lines: list[str] = []
    glue: str | None = ""
    """How the next piece joins the last line: " " after a word, "" after the name's own hyphen, None after
    an added hyphen (the rest of that word starts its own line)."""
    for word in text.split():
        for piece in re.findall(r"[^-]+-?|-", word):  # "Gender-Fair" → "Gender-", "Fair"
            while wide(piece) > room and len(piece) > 2:
                k = len(piece) - 1
                while k > 1 and wide(piece[:k] + "-") > room:
                    k -= 1
                # three letters at least on either side: "Bl-ame" and "Pu-rge" read as typing errors
                k = break_at(piece, max(3, min(k, len(piece) - 3)), language)
                lines.append(piece[:k] + "-")
                glue, piece = None, piece[k:]
            if lines and glue is not None and wide(lines[-1] + glue + piece) <= room:
                lines[-1] += glue + piece
            else:
                lines.append(piece)
            glue = "" if piece.endswith("-") else " "
        glue = " "
    return lines

NAME_SIZES = (12.0, 11.5, 11.0, 10.5, 10.0, 9.5)
"""A card face's name sizes, largest first (design units)."""


def face_name(painter: Painter, text: str, scale: float, room: int, language: str = "en") -> tuple[list[str], float]:
    """(lines, size in design units) of a card's name on its face, `room` pixels wide: the largest size at which
    its longest word fits; a word too long even at the smallest is broken at its own hyphen (or hyphenated),
    not clipped on both sides ("Counter-Demonstration" at 1920×1080, playtest 4)."""
    longest = max(text.split(), key=len)
    for size in NAME_SIZES:
        if painter.text(longest, size * scale, (0, 0, 0), bold=True).get_width() <= room:
            return [text], size
    return strip_lines(painter, text, NAME_SIZES[-1] * scale, room, language), NAME_SIZES[-1]


STRIP_SIZES = (10.0, 9.5, 9.0)
"""The name's font sizes tried in a crowded hand's strip, largest first: a size smaller rather than a word
broken; only a name that does not fit whole even at the last is hyphenated."""


def strip_name(painter: Painter, text: str, scale: float, room: float, language: str = "en") -> tuple[list[str], float]:
    """(lines, size in design units) of a card's name in a strip `room` pixels wide: the largest size at which
    no word must be broken, else the smallest, hyphenated."""
    lines: list[str] = []
    for size in STRIP_SIZES:
        lines = strip_lines(painter, text, size * scale, room, language)
        if "".join(lines).count("-") == text.count("-"):  # no hyphen added: every word whole
            return lines, size
    return lines, STRIP_SIZES[-1]


def strip_label(painter: Painter, level: str, scale: float, room: float, tr: Translator = ENGLISH) -> str:
    """The card level's word on a crowded hand's strip: whole where the strip has room ("DEMOCRATIC"), else
    its first letters ("DEMOC", "ANTI"): cut to five letters always, it read as clipped. A language whose
    words are longer may have an abbreviation between the two ("RECHTSF.")."""
    word = level_word(level, tr).upper()
    short: dict[str, tuple[str, str]] = {
        "democratic": (tr.trc("card level, abbreviated", "DEMOC"), tr.trc("card level, strip", "DEMOC")),
        "populist": (tr.trc("card level, abbreviated", "POPUL"), tr.trc("card level, strip", "POPUL")),
        "extremist": (tr.trc("card level, abbreviated", "EXTRE"), tr.trc("card level, strip", "EXTRE")),
        "antilegal": (tr.trc("card level, abbreviated", "ANTI"), tr.trc("card level, strip", "ANTI")),
        "oligarchic": (tr.trc("card level, abbreviated", "OLIGA"), tr.trc("card level, strip", "OLIGA")),
    }
    labels: list[str] = [word, *short[level]] if level in short else [word]
    for label in labels:
        if painter.text(label, 9 * scale, (0, 0, 0), bold=True).get_width() <= room:
            return label
    return short[level][1] if level in short else word[:5]


def draw_bomb(surf: pygame.Surface, center: tuple[float, float], r: float) -> None:
    pygame.draw.circle(surf, (25, 25, 25), center, r)
    pygame.draw.line(surf, (120, 90, 40), (center[0] + r * 0.5, center[1] - r * 0.7),
                     (center[0] + r * 1.0, center[1] - r * 1.3), max(1, round(r * 0.3)))
    pygame.draw.circle(surf, (250, 180, 40), (center[0] + r * 1.05, center[1] - r * 1.35), max(1, r * 0.3))


def draw_glass(surf: pygame.Surface, center: tuple[float, float], r: float, color: Color) -> None:
    """The § 3.8 magnifying glass: this level only as a secret action."""
    pygame.draw.circle(surf, color, center, r, max(1, round(r * 0.3)))
    pygame.draw.line(surf, color, (center[0] + r * 0.7, center[1] + r * 0.7),
                     (center[0] + r * 1.6, center[1] + r * 1.6), max(2, round(r * 0.45)))


CARD_W, CARD_H = 120.0, 168.0
"""An action card on the table (design units): big enough for its effect in words at a readable size."""
FACE_SIZES = (10.5, 10.0, 9.5, 9.0)
"""The effect's font sizes tried on a face, largest first (9 design units is 9 px at 720p, 13.5 at 1080p)."""
def face_words(c: ActionCard, tr: Translator = ENGLISH) -> str:
    """The effect as printed on the small face: the tooltip's words without the articles a face has no room
    for ("target: voter → non-voter"); the preview and the tooltip keep the whole words."""
    return "; ".join(step_words(st, tr, short=True) for st in c.steps)


def card_tags(c: ActionCard, tr: Translator = ENGLISH) -> str:
    """The card's conditions (stickers) as one short line: "Chancellery/FIN · counter"."""
    tags = [sticker_word(s, tr) for s in c.stickers if s != "vulture"]
    if "vulture" in c.stickers:
        vulture = sticker_word("vulture", tr)
        tags.insert(0, tr("{chancellery}/{portfolio}", chancellery=vulture, portfolio=portfolio_short(c.portfolio, tr))
                    if c.portfolio else vulture)
    return " · ".join(tags)


@dataclass(frozen=True)
class FaceFit:
    """How a card's face was laid out: the font sizes (design units) and whether the effect had to be cut."""

    name_size: float
    effect_size: float
    cut: bool


class ActionCardNode(CardNode):
    """An action card: name, level, its register at the current Dindex and the bombs it would set off."""

    def __init__(self, index: int | None, dindex_level: int, *, face_up: bool = True, tr: Translator = ENGLISH,
                 **kw: Any) -> None:
        kw.setdefault("w", CARD_W)
        kw.setdefault("h", CARD_H)
        face = card_face(card_id(index), tr) if index is not None else None
        super().__init__(face, face_up=face_up, **kw)
        self.tr = tr
        """The words of the reader's language the card is painted in."""
        self.index = index
        self.level = dindex_level
        self.strip: float | None = None
        """In a crowded hand, the width (design units) left visible by the next card: the name and the
        register are then drawn into that strip, so they are readable without hovering every card."""
        self.kept_strip: float | None = None
        """The strip the hand's fan leaves this card while it is not under the pointer (the hovered card comes to
        the front whole)."""
        if index is not None:
            self.tooltip = card_long(card_id(index), tr)

    def look(self) -> Any:
        return ("acard", self.index if self.face_up else None, self.level, self.strip, self.tr.language,
                super().look())

    def register_now(self) -> tuple[str, int]:
        assert self.index is not None
        c = card(self.index)
        return c.mode_at(self.level), c.bombs_at(self.level)

    def face_fit(self, painter: Painter, scale: float = 1.0) -> FaceFit:
        """The sizes the whole face is drawn at (for the tests: nothing cut, nothing too small)."""
        return self._lay_face(painter, scale, None)

    def paint(self, painter: Painter, scale: float) -> pygame.Surface | None:
        if not self.face_up or self.index is None:
            return super().paint(painter, scale)
        c = card(self.index)
        w, h = max(1, round(self.w * scale)), max(1, round(self.h * scale))
        col = LEVEL_COLOR[c.level]
        surf = rounded_box((w, h), (250, 248, 240), radius=round(7 * scale), border=col, width=max(2, round(3 * scale)))
        band = rounded_box((w, round(18 * scale)), col, radius=round(6 * scale))
        surf.blit(band, (0, 0))
        if self.strip is not None and self.strip < self.w - 8:
            return self._paint_strip(painter, scale, surf, c)
        self._lay_face(painter, scale, surf)
        return self._finish(painter, scale, surf)

    def _lay_face(self, painter: Painter, scale: float, surf: pygame.Surface | None) -> FaceFit:
        """Lay out (and, given a surface, draw) the whole face: the level, the name, the conditions, the
        effect at the largest size that fits above the register, the register at this Dindex."""
        assert self.index is not None
        c = card(self.index)
        s = scale
        w, h = max(1, round(self.w * s)), max(1, round(self.h * s))
        avail = w - round(8 * s)
        tr = self.tr
        lines, name_size = face_name(painter, card_name(self.index, tr), s, avail, tr.language)
        name = painter.text("\n".join(lines), name_size * s, (25, 25, 25), bold=True, width=avail, align="center")
        y = 22 * s + name.get_height() + 2 * s
        tags = card_tags(c, tr)
        tag = painter.text(tags, 9.0 * s, (110, 60, 20), bold=True, width=avail, align="center") if tags else None
        if tag is not None:
            y += tag.get_height() + 2 * s
        foot_h = 32 * s
        room = h - foot_h - 6 * s - y
        words = face_words(c, tr)
        effect, size = None, FACE_SIZES[-1]
        for size in FACE_SIZES:
            effect = painter.text(words, size * s, (45, 45, 50), width=w - round(8 * s), align="center")
            if effect.get_height() <= room:
                break
        assert effect is not None
        cut = effect.get_height() > room
        if surf is None:
            return FaceFit(name_size, size, cut)
        lab = fit_text(painter, level_word(c.level, tr).upper(), 10 * s, w - 8 * s, (255, 255, 255))
        surf.blit(lab, lab.get_rect(center=(w / 2, 9 * s)))
        surf.blit(name, name.get_rect(midtop=(w / 2, 22 * s)))
        if tag is not None:
            surf.blit(tag, tag.get_rect(midtop=(w / 2, 24 * s + name.get_height())))
        surf.blit(effect, effect.get_rect(midtop=(w / 2, y)), area=pygame.Rect(0, 0, effect.get_width(), round(room)))
        self._paint_foot(painter, s, surf, c)
        return FaceFit(name_size, size, cut)

    def _paint_foot(self, painter: Painter, s: float, surf: pygame.Surface, c: ActionCard) -> None:
        """The register at this Dindex: open & secret, secret only (magnifying glass) or not playable, and
        the bombs it sets off, drawn and counted."""
        w, h = surf.get_size()
        mode, bombs = c.mode_at(self.level), c.bombs_at(self.level)
        foot_h = 32 * s
        foot = pygame.Rect(round(4 * s), h - round(foot_h) - round(4 * s), w - round(8 * s), round(foot_h))
        fill = {"open": (214, 238, 214), "secret": (236, 226, 190), "none": (215, 210, 210)}[mode]
        pygame.draw.rect(surf, fill, foot, border_radius=round(4 * s))
        ink = (30, 30, 30) if mode != "none" else (120, 40, 40)
        tr = self.tr
        lv = self.level
        word = {"open": tr.trc("card foot", "D{level} open & secret", level=lv),
                "secret": tr.trc("card foot", "D{level} secret only", level=lv),
                "none": tr.trc("card foot", "D{level} ✕ not playable", level=lv)}[mode]
        x0 = foot.x + 4 * s
        if mode == "secret":
            draw_glass(surf, (x0 + 5 * s, foot.y + 9 * s), 4.5 * s, (40, 40, 40))
            x0 += 15 * s
        t = fit_text(painter, word, 10 * s, foot.right - x0 - 2 * s, ink)
        surf.blit(t, (x0, foot.y + 2 * s))
        if bombs and mode != "none":
            for k in range(bombs):
                draw_bomb(surf, (foot.x + 10 * s + k * 15 * s, foot.bottom - 8 * s), 4.5 * s)
            bt = painter.text(tr("Dindex −{bombs}", bombs=bombs), 10 * s, (120, 30, 30), bold=True)
            surf.blit(bt, (foot.x + 10 * s + bombs * 15 * s, foot.bottom - 16 * s))
        elif mode != "none":
            bt = painter.text(tr("no bomb"), 10 * s, (70, 70, 70))
            surf.blit(bt, (foot.x + 4 * s, foot.bottom - 16 * s))

    def _paint_strip(self, painter: Painter, scale: float, surf: pygame.Surface, c: ActionCard) -> pygame.Surface:
        """The crowded-hand face: the name, the register at this Dindex and the bombs, left-aligned within
        the visible strip (the effect and the conditions stay in the tooltip and on the hovered card)."""
        assert self.strip is not None and self.index is not None
        w, h = surf.get_size()
        room = max(20.0, self.strip - 8) * scale
        tr = self.tr
        lab = painter.text(strip_label(painter, c.level, scale, room, tr), 9 * scale, (255, 255, 255), bold=True)
        surf.blit(lab, (5 * scale, 9 * scale - lab.get_height() / 2))
        y = 22 * scale
        # whole words, a long one hyphenated
        lines, size = strip_name(painter, card_name(self.index, tr), scale, room, tr.language)
        for line in lines:
            t = painter.text(line, size * scale, (25, 25, 25), bold=True)
            surf.blit(t, (5 * scale, y))
            y += t.get_height()
        mode, bombs = c.mode_at(self.level), c.bombs_at(self.level)
        foot = pygame.Rect(round(4 * scale), h - round(62 * scale), round(room + 2 * scale), round(58 * scale))
        if "hand" in c.stickers:
            # a counter says so on its strip too, just above the foot: the full face says it in its conditions
            # line, and a crowded hand hid it (issue 31: "the compact hand strips hide the counter mark")
            tag = fit_text(painter, sticker_word("hand", tr), 9.5 * scale, room, COUNTER_INK)
            surf.blit(tag, (5 * scale, max(y, foot.y - tag.get_height() - 2 * scale)))
        fill = {"open": (214, 238, 214), "secret": (236, 226, 190), "none": (215, 210, 210)}[mode]
        pygame.draw.rect(surf, fill, foot, border_radius=round(4 * scale))
        ink = (30, 30, 30) if mode != "none" else (120, 40, 40)
        y = foot.y + 2 * scale
        first = painter.text(tr.trc("card foot", "D{level}", level=self.level), 10 * scale, ink, bold=True)
        surf.blit(first, (foot.x + 3 * scale, y))
        if mode == "secret":
            draw_glass(surf, (foot.x + first.get_width() + 10 * scale, y + first.get_height() / 2), 4 * scale, ink)
        y += first.get_height()
        # two short lines, so that a narrow strip says what the full face says: "open" alone read as "open
        # only" for a card that may be played open or secret (playtest)
        for word in strip_register(mode, tr):
            t = fit_text(painter, word, 9.5 * scale, room - 4 * scale, ink)
            surf.blit(t, (foot.x + 3 * scale, y))
            y += t.get_height()
        if bombs and mode != "none":
            draw_bomb(surf, (foot.x + 8 * scale, y + 6 * scale), 4 * scale)
            bt = painter.text(f"−{bombs}", 10 * scale, (120, 30, 30), bold=True)
            surf.blit(bt, (foot.x + 15 * scale, y))
        return self._finish(painter, scale, surf)

    def _finish(self, painter: Painter, scale: float, surf: pygame.Surface) -> pygame.Surface:
        w, h = surf.get_size()
        if self.dim:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (20, 20, 20, 100), veil.get_rect(), border_radius=round(7 * scale))
            surf.blit(veil, (0, 0))
        pal = painter.palette
        ring = pal.accent if self.selected else pal.focus if self.focused else pal.highlight if self.lit else None
        if ring is not None:
            pygame.draw.rect(surf, ring, surf.get_rect(), width=max(2, round(4 * scale)),
                             border_radius=round(7 * scale))
        return surf
