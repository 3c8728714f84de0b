"""How DēmoS cards and seats look and are named: faces from card codes, words for the log, team marks.

Colour is never the only cue: suits are ♠ ♥ ♦ ♣ glyphs (red ♥ ♦, black ♠ ♣), figures carry their letter
and name, teams carry a letter (A, B, C) and the independent an "I" next to their colour.

Every word is English here, marked with N_ or said through `tr` (the table's ctx.tr; English when none is
given): German speaks the rulebook's words (Pik, Herz, Karo, Kreuz; Exekutive, Legislative, Judikative).
"""

from __future__ import annotations

import re

from game.core.protocol import Result
from game.demos.components import rank_of, suit_of
from game.demos.scoring import SEQUENCE_BASE
from scenes.engine.cards import CardFace
from scenes.engine.i18n import N_, Translator
from scenes.tables.common.columnwords import ENDING, HEADING, NOTE, REASON, TIE_BREAK
from scenes.tables.common.words import ENGLISH

SUIT_GLYPH = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAME = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
SUIT_THEME = {"S": N_("security"), "H": N_("social"), "D": N_("economy"), "C": N_("environment")}
RED = (196, 28, 40)
BLACK = (22, 22, 28)
GREEN = (16, 128, 56)
SUIT_COLOR = {"S": BLACK, "H": RED, "D": RED, "C": GREEN}
"""♣ is green: on the small figure cards of the other seats' panels a black ♣ could not be told from ♠ at
1280x720 (playtest 5); ♥ and ♦ differ enough in shape."""
POWER_NAME = {"E": N_("Executive"), "L": N_("Legislative"), "J": N_("Judiciary"), "M": N_("Media")}
POWER_ICON = {"E": "helm", "L": "dome", "J": "scales", "M": "mast"}
FIGURE_TINT = (236, 228, 206)
MEDIA_TINT = (222, 232, 244)

TEAM_COLORS = [(70, 130, 220), (226, 140, 40), (150, 90, 200), (60, 170, 120), (210, 80, 110)]
TEAM_LETTERS = "ABCDE"
TEAM_NAMES = (N_("Team A"), N_("Team B"), N_("Team C"), N_("Team D"), N_("Team E"))
"""A side by its letter (as `tr(TEAM_NAMES[team % 5])`)."""
SEAT_COLORS = [(70, 130, 220), (226, 140, 40), (150, 90, 200), (60, 170, 120), (210, 80, 110)]


def count(n: int, singular: str, plural: str | None = None, zero: str | None = None) -> str:
    """"1 veto", "2 vetoes", and `zero` (say "no veto") for none: never "veto(es)". (English only: the table's
    words count with `tr.trn`.)"""
    if n == 0 and zero is not None:
        return zero
    return f"{n} {singular if n == 1 else (plural or singular + 's')}"


def points_count(n: int, tr: Translator = ENGLISH) -> str:
    """"1 pt", "15 pts"."""
    return tr.trn("{count} pt", "{count} pts", n)


def vetoes_left(n: int, tr: Translator = ENGLISH) -> str:
    """"no veto left", "1 veto left", "2 vetoes left"."""
    return tr("no veto left") if n == 0 else tr.trn("{count} veto left", "{count} vetoes left", n)


def suit_words(suit: str, tr: Translator = ENGLISH) -> str:
    """A suit by its glyph and name: "♠ spades" ("♠ Pik")."""
    return tr("{glyph} {suit}", glyph=SUIT_GLYPH[suit], suit=tr(SUIT_NAME[suit]))


CARD_CODE = re.compile(r"^(?:(?:[1-9]|1[0-4])[SHDC]|[ELJ][SHDC]|M)$")


def code_words(text: str) -> str:
    """A card code as players write it ("EC" → "E♣", "10S" → "10♠"); any other text unchanged. (The media's
    "Media" is English: whoever shows it says it through ctx.tr, which finds it in the DēmoS catalog.)"""
    return card_text(text) if CARD_CODE.match(text) else text


def is_figure(code: str) -> bool:
    return code == "M" or code[0] in "ELJ"


def card_face(code: str, suit_override: str | None = None, *, captioned: bool = True,
              tr: Translator = ENGLISH) -> CardFace:
    """The face of a number card ("7S"), a figure ("ES") or the media ("M").

    `suit_override` is the suit a media action announced for a figure: shown as its corner and badge.
    `captioned=False` leaves out the power's name under the emblem: on the small cards of the other seats'
    panels it would be a few pixels high and cut ("Legislative"); the corner is repeated at the foot instead
    and the tooltip names the power. `tr`: the caption's language.
    """
    if code == "M":
        return CardFace(id=code, corner="M", center="M", color=(30, 60, 120),
                        caption=tr(POWER_NAME["M"]) if captioned else "", accent=MEDIA_TINT, icon=POWER_ICON["M"])
    if code[0] in "ELJ":
        power, suit = code[0], code[1]
        shown = suit_override or suit
        return CardFace(
            id=code, corner=f"{power}{SUIT_GLYPH[shown]}", center=f"{power}{SUIT_GLYPH[shown]}",
            color=SUIT_COLOR[shown], caption=tr(POWER_NAME[power]) if captioned else "", accent=FIGURE_TINT,
            badge=SUIT_GLYPH[suit_override] if suit_override else "", icon=POWER_ICON[power],
        )
    rank, suit = code[:-1], code[-1]
    # the pip under the number, as printed cards have it: the corner at the foot is the same turned 180°, so
    # it reads as an upside-down 9♠, where "9♠" turned on one line read "♥6" (playtest 5)
    return CardFace(id=code, corner=f"{rank}\n{SUIT_GLYPH[suit]}", center=SUIT_GLYPH[suit], color=SUIT_COLOR[suit],
                    underline=rank in ("6", "9"))  # as printed cards: upside down, a 6 and a 9 look alike


def card_text(code: str, tr: Translator = ENGLISH) -> str:
    """Short words for a card in the log: "7♠", "E♥", "Media"."""
    if code == "M":
        return tr("Media")
    if code[0] in "ELJ":
        return f"{code[0]}{SUIT_GLYPH[code[1]]}"
    return f"{code[:-1]}{SUIT_GLYPH[code[-1]]}"


def card_long(code: str, tr: Translator = ENGLISH) -> str:
    """Full words for a tooltip: "7 of spades", "Executive of hearts (social)"."""
    if code == "M":
        return tr("Media (the fourth power): recolours another player's face-down figure")
    if code[0] in "ELJ":
        return tr("{power} of {suit} ({theme})", power=tr(POWER_NAME[code[0]]), suit=tr(SUIT_NAME[code[1]]),
                  theme=tr(SUIT_THEME[code[1]]))
    return tr("{rank} of {suit}", rank=code[:-1], suit=tr(SUIT_NAME[code[-1]]))


def cards_text(codes: tuple[str, ...] | list[str] | None, tr: Translator = ENGLISH) -> str:
    return " ".join(card_text(c, tr) for c in codes) if codes else "—"


SEQUENCE_SUM = {1: N_("one suit: {base} + {low} = {points}"), 2: N_("two suits: {base} + {low} = {points}"),
                3: N_("three suits: {base} + {low} = {points}")}
"""A sequence's points by its number of suits: the base for that many suits plus its lowest card."""
SEQUENCE_BASIS = {1: N_("one suit: {base} + {low}"), 2: N_("two suits: {base} + {low}"),
                  3: N_("three suits: {base} + {low}")}


def points_reason(shown: tuple[str, ...] | list[str], points: int, tr: Translator = ENGLISH) -> str:
    """Why a shown combination scores what it does, as the rulebook counts it: a sequence's base for its
    number of suits plus its lowest card ("two suits: 8 + 7 = 15"), a quad its fixed points."""
    if len(shown) == 4:
        return tr("quad: {points}", points=points)
    suits = len({suit_of(c) for c in shown})
    low = min(rank_of(c) for c in shown)
    return tr(SEQUENCE_SUM[suits], base=SEQUENCE_BASE[suits], low=low, points=points)


def points_basis(shown: tuple[str, ...] | list[str], points: int, tr: Translator = ENGLISH) -> str:
    """`points_reason` without its sum, for a line that says the points after it ("two suits: 8 + 7"; a quad
    keeps its "quad: 30")."""
    if len(shown) == 4:
        return tr("quad: {points}", points=points)
    suits = len({suit_of(c) for c in shown})
    low = min(rank_of(c) for c in shown)
    return tr(SEQUENCE_BASIS[suits], base=SEQUENCE_BASE[suits], low=low)


def combination_words(shown: tuple[str, ...] | None, points: int | None, tr: Translator = ENGLISH) -> str:
    """The show-down line of one seat: "7♠ 8♠ 9♠ · one suit: 12 + 7 = 19 pts" or "no sequence: out"."""
    if shown is None or points is None:
        return tr("no sequence: out of the round")
    return tr("{cards} · {reason} pts", cards=cards_text(shown, tr), reason=points_reason(shown, points, tr))


HARMONY_WORDS = {3: N_("three suits (best)"), 2: N_("two suits"), 1: N_("one suit"), 0: N_("no trio")}
"""A trio's harmony (English: shown as `tr(HARMONY_WORDS[h])`)."""
INDEPENDENT_TEAM = 2
"""The rules number the sides 0 and 1 (the pairs of 2 v 2 + 1, the pair and the trio of 2 v 3); only the
independent of 2 v 2 + 1 is side 2."""
INDEPENDENT = N_("independent")


def team_words(team: int) -> str:
    """A side by its name at the table: "Team A", "Team B", or "independent" (English, marked)."""
    return INDEPENDENT if team == INDEPENDENT_TEAM else TEAM_NAMES[team % len(TEAM_NAMES)]


REASON_WORDS = {
    "harmony": N_("The strongest harmony of powers"),
    "harmony_points": N_("The strongest harmony of powers"),
    "shared": N_("The strongest harmony of powers"),
    "no_trio": N_("nobody presented an E-L-J trio"),
    "no_winner": N_("no team presented an E-L-J trio"),
    "three_suit_harmony": N_("A three-suit harmony of powers"),
    "team_trio": N_("The team's strongest harmony of powers"),
    "independent_people_voice": N_("The independent's Voice of the People: the most points over all rounds"),
    "independent_media_controller": N_("The independent's Media Controller: both Media cards and a Judiciary"),
    "independent_dissident": N_("The independent's Dissident: a two-suit harmony of powers"),
}
"""How the winner of a game of DēmoS was decided, in the rulebook's words ("Harmonie der Mächte", the
independent's options), for the end screen's "Winner decided by" (a playtest read "Harmony points"; a
second one read "(2nd priority)", the rulebook's order of its tie-breaks, as if it were why the game ended)."""
TIE_WORDS = {
    "harmony_points": N_("Equal harmony of powers: the most points over all rounds won"),
    "shared": N_("Equal harmony of powers and equal points: the victory is shared"),
}
"""How a tie for the win was broken, said plainly on a line of its own (the end screen's "Tie")."""
ENDING_WORDS = {
    "deck_empty": N_("Every figure has been drawn"),
    "round_limit": N_("The set number of rounds has been played"),
}
"""Why a game of DēmoS ended ("wenn alle Figuren … gezogen wurden oder nach einer vordefinierten Anzahl von
Runden"), the end screen's "How it ended"."""


HEADINGS = {"trios": N_("Trios"), "harmony": N_("Harmony"), "rounds": N_("Rounds"),
            "teams": N_("Teams"), "winning_teams": N_("Winning teams")}
"""The end screen's names for the result's keys (a playtest read "Harmony" and "Rounds" in a German game)."""


def column_words(key: str, value: object, tr: Translator = ENGLISH) -> str | None:
    """The end screen's DēmoS columns in words, in the reader's language: the harmony of a trio rather than
    its number, the side a player was on rather than the rules' team number, how the game ended in the
    rulebook's words (scenes/tables/common/columnwords.py)."""
    if key == REASON and isinstance(value, str) and value in REASON_WORDS:
        return tr(REASON_WORDS[value])
    if key == TIE_BREAK and isinstance(value, str) and value in TIE_WORDS:
        return tr(TIE_WORDS[value])
    if key == ENDING and isinstance(value, str) and value in ENDING_WORDS:
        return tr(ENDING_WORDS[value])
    if key == NOTE and isinstance(value, Result):
        return points_note(value, tr)
    if key == HEADING and isinstance(value, str) and value in HEADINGS:
        return tr(HEADINGS[value])
    if key == "harmony" and isinstance(value, int) and value in HARMONY_WORDS:
        return tr(HARMONY_WORDS[value])
    if key == "teams" and isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= INDEPENDENT_TEAM:
        return tr(team_words(value))
    return None


def points_note(result: Result, tr: Translator = ENGLISH) -> str | None:
    """The end screen's line when a player with the most points has no trio and did not win: points only break
    ties between trios (playtest: a newcomer led on points all game and came last)."""
    harmony = result.details.get("harmony")
    if not isinstance(harmony, dict) or not result.scores:
        return None
    top = max(result.scores.values())
    if any(points == top and seat not in result.winners and not harmony.get(str(seat))
           for seat, points in result.scores.items()):
        return tr("Points only break ties between trios: without an E-L-J trio the most points do not win.")
    return None
