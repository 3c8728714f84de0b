"""DēmoS events in plain words for the log, one wording function per event type (see
scenes.tables.common.words). Card names are separate segments so hovering them shows the card. Only what the
viewer's redacted event says is worded: the log never leaks."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.protocol import Event
from scenes.tables.common.words import EventWords, Line
from scenes.tables.demos.look import SUIT_GLYPH, SUIT_NAME, card_text, points_reason, vetoes_left

STEP_WORDS = {"public": "public", "secret": "secret", "unanimous": "unanimous"}


@dataclass(frozen=True)
class DemosNames:
    """How the log names seats and teams."""

    name: Callable[[str | int], str]
    team_name: Callable[[int], str]
    teams: bool = True
    """A team game: veto votes are the team's."""
    independent: Callable[[str | int], bool] = lambda seat: False
    """Is this seat the 2 v 2 + 1 independent, whose veto is their own, not a team's?"""


WORDS: EventWords[DemosNames] = EventWords()
D = Mapping[str, Any]


def _cards(codes: Sequence[str]) -> Line:
    out: Line = []
    for i, code in enumerate(codes):
        if i:
            out.append((" ", None))
        out.append((card_text(code), code))
    return out


@WORDS.on_type("round_start")
def _round_start(d: D, n: DemosNames) -> Line:
    return [(f"— Round {d['round']}: {n.name(d['dealer'])} deals, {n.name(d['first'])} plays first", None)]


@WORDS.on_type("deal")
def _deal(d: D, n: DemosNames) -> Line | None:
    if "cards" in d:
        return [(f"{n.name(d['seat'])} is dealt ", None), *_cards(d["cards"])]
    return None  # another seat's hand: nothing to say


@WORDS.on_type("discard")
def _discard(d: D, n: DemosNames) -> Line:
    step = STEP_WORDS.get(d["step"], d["step"])
    if d["step"] == "public":
        return [(f"{n.name(d['seat'])} lays ", None), (card_text(d["card"]), d["card"]),
                (" face up (public discard)", None)]
    if d.get("card"):  # one's own face-down discard
        return [(f"{n.name(d['seat'])} lays ", None), (card_text(d["card"]), d["card"]),
                (f" face down ({step} discard)", None)]
    return [(f"{n.name(d['seat'])} lays a card face down ({step} discard)", None)]


@WORDS.on_type("discard_declined")
def _discard_declined(d: D, n: DemosNames) -> Line:
    return [(f"{n.name(d['seat'])} keeps the hand (no secret discard)", None)]


@WORDS.on_type("draw")
def _draw(d: D, n: DemosNames) -> Line:
    if d.get("card"):
        return [(f"{n.name(d['seat'])} draws ", None), (card_text(d["card"]), d["card"]),
                (" from the people's deck", None)]
    return [(f"{n.name(d['seat'])} draws from the people's deck", None)]


@WORDS.on_type("take")
def _take(d: D, n: DemosNames) -> Line:
    owner = "their own" if str(d["from"]) == str(d["seat"]) else f"{n.name(d['from'])}'s"
    return [(f"{n.name(d['seat'])} takes ", None), (card_text(d["card"]), d["card"]),
            (f" from {owner} {d.get('pile', '')} discard".replace("  ", " "), None)]


@WORDS.on_type("veto_vote")
def _veto_vote(d: D, n: DemosNames) -> Line | None:
    alone = n.independent(d["seat"])
    if not n.teams or alone:  # one's own veto: a "no" is just consent, a "yes" is announced by the veto event
        if alone and "veto" not in d:
            return [(f"{n.name(d['seat'])} has decided whether to veto", None)]
        return [(f"{n.name(d['seat'])} agrees to the unanimous discard", None)] if d.get("veto") is False else None
    if "veto" in d:
        return [(f"{n.name(d['seat'])} votes {'FOR' if d['veto'] else 'against'} the team veto", None)]
    return [(f"{n.name(d['seat'])} has voted on the team veto", None)]


@WORDS.on_type("veto")
def _veto(d: D, n: DemosNames) -> Line:
    left = vetoes_left(int(d.get("vetoes_left") or 0))
    if len(d.get("seats", [])) > 1:  # a team veto: the round_void line says what it does
        return [(f"VETO! {n.team_name(d['team'])} uses its team veto ({left})", None)]
    return [(f"VETO! {n.team_name(d['team'])} cancels the unanimous discard ({left})", None)]


@WORDS.on_type("round_void")
def _round_void(d: D, n: DemosNames) -> Line:
    # what comes next is the next line's (a new deal, or the scandal phase after the last round)
    return [(f"Round {d['round']} does not take place: no show-down, no points, no figure", None)]


@WORDS.on_type("unanimous_agreed")
def _unanimous_agreed(d: D, n: DemosNames) -> Line:
    # the rules send this event too when nobody had a veto left to use (then nobody was asked): "Nobody
    # vetoed" read as if they had chosen not to (playtest 5)
    if d.get("asked") is False:
        return [("Nobody has a veto left: the unanimous discard takes place", None)]
    return [("No veto: the unanimous discard takes place", None)]


@WORDS.on_type("secrets_revealed")
def _secrets_revealed(d: D, n: DemosNames) -> Line:
    if not any(d.get("cards", {}).values()):  # everyone kept their hand: nothing to turn up
        return [("Nobody made a secret discard: there is none to turn up", None)]
    out: Line = [("Secret discards turned up: ", None)]
    for i, (seat, code) in enumerate(d.get("cards", {}).items()):
        out.append(((", " if i else "") + f"{n.name(seat)}: ", None))
        codes = [code] if isinstance(code, str) else list(code or [])
        out += _cards(codes) if codes else [("none", None)]
    return out


@WORDS.on_type("round_end")
def _round_end(d: D, n: DemosNames) -> Line:
    out: Line = [(f"Round {d['round']} show-down: ", None)]
    shown = d.get("shown", {})
    points = d.get("points", {})
    for i, seat in enumerate(shown):
        out.append(((", " if i else "") + f"{n.name(seat)} ", None))
        if shown[seat]:
            pts = points.get(seat)
            reason = points_reason(shown[seat], pts).rsplit(" = ", 1)[0] if pts is not None else ""
            out += _cards(shown[seat]) + [(f" ({reason}) = {pts}" if reason else f" = {pts}", None)]
        else:
            out.append(("out", None))
    out.append((". ", None))
    tie = tiebreak_words(d, n)
    if tie:
        out.append((tie + ". ", None))
    out.append((round_winner_words(d, n), None))
    return out


NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _and(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def tiebreak_words(d: D, n: DemosNames) -> str:
    """A tie on points broken as the rulebook says, in words that say which rule decided: "Ben and Cleo tie
    on 19 points; the tie goes to the most cards of one suit in the hand: Ben has four, Cleo three" (then the
    cards the sequence leaves out, then ex aequo); "" when nobody else had the best points. Who won is the next
    sentence's (`round_winner_words`)."""
    tie = d.get("tiebreak")
    if not tie:
        return ""
    tied = [str(s) for s in tie["tied"]]
    head = f"{_and([n.name(s) for s in tied])} tie on {tie['points']} points"
    suits = {str(s): int(v) for s, v in tie["suits"].items()}
    most = max(suits.values())
    level = [s for s in tied if suits[s] == most]
    if len(level) < len(tied):
        words = (f"{head}; the tie goes to the most cards of one suit in the hand: "
                 + _each(tied, lambda s: suits[s], n, NUMBER_WORDS.__getitem__))
        if len(level) > 1:
            words += f" ({_and([n.name(s) for s in level])} still level)"
    else:
        words = f"{head}, each with {NUMBER_WORDS[most]} cards of one suit in the hand"
    return words + (_unplayed_words(tie, level, n) if len(level) > 1 else "")


def _each(seats: Sequence[str], value: Callable[[str], int], n: DemosNames,
          shown: Callable[[int], object] = str) -> str:
    """"Ben has four, Cleo has three": each seat with its value, the highest (the tie's winner) first ("has"
    each time: "Hard bot 3 3" read as one number)."""
    ranked = sorted(seats, key=value, reverse=True)
    return ", ".join(f"{n.name(s)} has {shown(value(s))}" for s in ranked)


def _unplayed_words(tie: D, level: Sequence[str], n: DemosNames) -> str:
    unplayed = {str(s): int(v) for s, v in tie.get("unplayed", {}).items()}
    if not unplayed:
        return ""
    if len({unplayed[s] for s in level}) == 1:
        return f"; the cards left out of the sequence make {unplayed[level[0]]} for each: ex aequo"
    return ("; the tie goes to the higher sum of the cards left out of the sequence: "
            + _each(level, lambda s: unplayed[s], n))


def round_winner_words(d: D, n: DemosNames) -> str:
    """Who won the round: "Round won by Ben", or in team play the teams ("Team A wins the round: Ben
    draws"); a tied player the short power deck left without a figure did not win (dealing order)."""
    winners = [str(s) for s in d.get("winners", [])]
    if not winners:
        return "Round won by nobody (no sequence)."
    tie = d.get("tiebreak") or {}
    short = ""
    if tie.get("by") == "ex_aequo":
        level = [str(s) for s in tie["tied"] if str(s) in tie.get("unplayed", {})]
        left = [s for s in level if s not in winners]
        if left:
            short = (f" The power deck ran short: {_and([n.name(s) for s in left])} "
                     f"{'draws' if len(left) == 1 else 'draw'} nothing, later in dealing order.")
    teams = d.get("winning_teams")
    if n.teams and teams and not all(n.independent(s) for s in winners):  # the independent is named alone
        sides = _and([n.team_name(int(t)) for t in teams])
        verb = "wins" if len(teams) == 1 else "win"
        draw = "draws" if len(winners) == 1 else "draw"
        return f"{sides} {verb} the round: {_and([n.name(s) for s in winners])} {draw}.{short}"
    who = [n.name(s) + (" (independent)" if n.teams and n.independent(s) else "") for s in winners]
    return f"Round won by {_and(who)}.{short}"


@WORDS.on_type("figure_drawn")
def _figure_drawn(d: D, n: DemosNames) -> Line:
    if d.get("card"):
        return [(f"{n.name(d['seat'])} draws the figure ", None), (card_text(d["card"]), d["card"])]
    return [(f"{n.name(d['seat'])} draws a figure from the power deck (face down)", None)]


@WORDS.on_type("figure_assigned")
def _figure_assigned(d: D, n: DemosNames) -> Line:
    if d.get("card"):
        return [(f"{n.team_name(d['team'])} places ", None), (card_text(d["card"]), d["card"]),
                (f" before {n.name(d['seat'])}", None)]
    return [(f"{n.team_name(d['team'])} places a figure face down before {n.name(d['seat'])}", None)]


@WORDS.on_type("figure_revealed")
def _figure_revealed(d: D, n: DemosNames) -> Line:
    return [(f"Harmonic quad by {n.name(d['by'])}: {n.name(d['seat'])} turns up ", None),
            (card_text(d["card"]), d["card"])]


@WORDS.on_type("scandal_start")
def _scandal_start(d: D, n: DemosNames) -> Line:
    holders = [f"{n.name(s)} ({k})" for s, k in d.get("media", {}).items() if k]
    return [("Scandal phase! Media held by: " + (", ".join(holders) or "nobody"), None)]


@WORDS.on_type("media_cancelled")
def _media_cancelled(d: D, n: DemosNames) -> Line:
    return [(f"{n.name(d['seat'])} holds both media: they cancel and are discarded", None)]


@WORDS.on_type("media_kept")
def _media_kept(d: D, n: DemosNames) -> Line:
    return [(f"{n.name(d['seat'])}, the independent, keeps both media face up", None)]


@WORDS.on_type("media_applied")
def _media_applied(d: D, n: DemosNames) -> Line:
    suit = d["suit"]
    return [(f"{n.name(d['seat'])} aims the media at {n.name(d['target'])}'s ", None),
            (card_text(d["card"]), d["card"]),
            (f": it now counts as {SUIT_GLYPH[suit]} {SUIT_NAME[suit]}", None)]


@WORDS.on_type("media_lapsed")
def _media_lapsed(d: D, n: DemosNames) -> Line:
    return [(f"{n.name(d['seat'])}'s media finds no face-down figure to aim at", None)]


@WORDS.on_type("final_trios")
def _final_trios(d: D, n: DemosNames) -> Line:
    out: Line = [("Final trios: ", None)]
    for i, (seat, trio) in enumerate(d.get("trios", {}).items()):
        out.append(((", " if i else "") + f"{n.name(seat)} ", None))
        out += _cards(trio) if trio else [("none", None)]
    return out


def describe_event(event: Event, names: DemosNames) -> Line | None:
    """One log line for an event, or None for events not worth a line (another seat's dealt hand)."""
    return WORDS.word(event, names)
