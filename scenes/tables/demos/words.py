"""DēmoS events in plain words for the log, one wording function per event type (see
scenes.tables.common.words). Card names are separate segments so hovering them shows the card. Only what the
viewer's redacted event says is worded: the log never leaks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.core.protocol import Event
from game.demos import events as ev
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


def _cards(codes: Sequence[str]) -> Line:
    out: Line = []
    for i, code in enumerate(codes):
        if i:
            out.append((" ", None))
        out.append((card_text(code), code))
    return out


@WORDS.on(ev.RoundStart)
def _round_start(d: ev.RoundStart, n: DemosNames) -> Line:
    return [(f"— Round {d.round}: {n.name(d.dealer)} deals, {n.name(d.first)} plays first", None)]


@WORDS.on(ev.Deal)
def _deal(d: ev.Deal, n: DemosNames) -> Line | None:
    if d.cards is not None:
        return [(f"{n.name(d.seat)} is dealt ", None), *_cards(d.cards)]
    return None  # another seat's hand: nothing to say


@WORDS.on(ev.Discard)
def _discard(d: ev.Discard, n: DemosNames) -> Line:
    step = STEP_WORDS.get(d.step, d.step)
    if d.step == "public" and d.card is not None:
        return [(f"{n.name(d.seat)} lays ", None), (card_text(d.card), d.card),
                (" face up (public discard)", None)]
    if d.card:  # one's own face-down discard
        return [(f"{n.name(d.seat)} lays ", None), (card_text(d.card), d.card),
                (f" face down ({step} discard)", None)]
    return [(f"{n.name(d.seat)} lays a card face down ({step} discard)", None)]


@WORDS.on(ev.DiscardDeclined)
def _discard_declined(d: ev.DiscardDeclined, n: DemosNames) -> Line:
    return [(f"{n.name(d.seat)} keeps the hand (no secret discard)", None)]


@WORDS.on(ev.Draw)
def _draw(d: ev.Draw, n: DemosNames) -> Line:
    if d.card:
        return [(f"{n.name(d.seat)} draws ", None), (card_text(d.card), d.card),
                (" from the people's deck", None)]
    return [(f"{n.name(d.seat)} draws from the people's deck", None)]


@WORDS.on(ev.Take)
def _take(d: ev.Take, n: DemosNames) -> Line:
    owner = "their own" if d.owner == d.seat else f"{n.name(d.owner)}'s"
    return [(f"{n.name(d.seat)} takes ", None), (card_text(d.card), d.card),
            (f" from {owner} {d.pile} discard".replace("  ", " "), None)]


@WORDS.on(ev.VetoVote)
def _veto_vote(d: ev.VetoVote, n: DemosNames) -> Line | None:
    alone = n.independent(d.seat)
    if not n.teams or alone:  # one's own veto: a "no" is just consent, a "yes" is announced by the veto event
        if alone and d.veto is None:
            return [(f"{n.name(d.seat)} has decided whether to veto", None)]
        return [(f"{n.name(d.seat)} agrees to the unanimous discard", None)] if d.veto is False else None
    if d.veto is not None:
        return [(f"{n.name(d.seat)} votes {'FOR' if d.veto else 'against'} the team veto", None)]
    return [(f"{n.name(d.seat)} has voted on the team veto", None)]


@WORDS.on(ev.Veto)
def _veto(d: ev.Veto, n: DemosNames) -> Line:
    left = vetoes_left(d.vetoes_left)
    if len(d.seats) > 1:  # a team veto: the round_void line says what it does
        return [(f"VETO! {n.team_name(d.team)} uses its team veto ({left})", None)]
    return [(f"VETO! {n.team_name(d.team)} cancels the unanimous discard ({left})", None)]


@WORDS.on(ev.RoundVoid)
def _round_void(d: ev.RoundVoid, n: DemosNames) -> Line:
    # a round that does not take place is not counted: the next line deals it again (the same number)
    return [(f"Round {d.round} does not take place: no show-down, no points, no figure; it is dealt again", None)]


@WORDS.on(ev.UnanimousAgreed)
def _unanimous_agreed(d: ev.UnanimousAgreed, n: DemosNames) -> Line:
    # the rules send this event too when nobody had a veto left to use (then nobody was asked): "Nobody
    # vetoed" read as if they had chosen not to (playtest 5)
    if d.asked is False:
        return [("Nobody has a veto left: the unanimous discard takes place", None)]
    return [("No veto: the unanimous discard takes place", None)]


@WORDS.on(ev.SecretsRevealed)
def _secrets_revealed(d: ev.SecretsRevealed, n: DemosNames) -> Line:
    if not any(d.cards.values()):  # everyone kept their hand: nothing to turn up
        return [("Nobody made a secret discard: there is none to turn up", None)]
    out: Line = [("Secret discards turned up: ", None)]
    for i, (seat, codes) in enumerate(d.cards.items()):
        out.append(((", " if i else "") + f"{n.name(seat)}: ", None))
        out += _cards(codes) if codes else [("none", None)]
    return out


@WORDS.on(ev.RoundEnd)
def _round_end(d: ev.RoundEnd, n: DemosNames) -> Line:
    out: Line = [(f"Round {d.round} show-down: ", None)]
    points = d.points
    for i, (seat, shown) in enumerate(d.shown.items()):
        out.append(((", " if i else "") + f"{n.name(seat)} ", None))
        if shown:
            pts = points.get(seat)
            reason = points_reason(shown, pts).rsplit(" = ", 1)[0] if pts is not None else ""
            out += _cards(shown) + [(f" ({reason}) = {pts}" if reason else f" = {pts}", None)]
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


def tiebreak_words(d: ev.RoundEnd, n: DemosNames) -> str:
    """A tie on points broken as the rulebook says, in words that say which rule decided: "Ben and Cleo tie
    on 19 points; the tie goes to the most cards of one suit in the hand: Ben has four, Cleo three" (then the
    cards the sequence leaves out, then ex aequo); "" when nobody else had the best points. Who won is the next
    sentence's (`round_winner_words`)."""
    tie = d.tiebreak
    if not tie:
        return ""
    tied = tie.tied
    head = f"{_and([n.name(s) for s in tied])} tie on {tie.points} points"
    suits = tie.suits
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


def _each(seats: Sequence[int], value: Callable[[int], int], n: DemosNames,
          shown: Callable[[int], object] = str) -> str:
    """"Ben has four, Cleo has three": each seat with its value, the highest (the tie's winner) first ("has"
    each time: "Hard bot 3 3" read as one number)."""
    ranked = sorted(seats, key=value, reverse=True)
    return ", ".join(f"{n.name(s)} has {shown(value(s))}" for s in ranked)


def _unplayed_words(tie: ev.Tiebreak, level: Sequence[int], n: DemosNames) -> str:
    unplayed = tie.unplayed or {}
    if not unplayed:
        return ""
    if len({unplayed[s] for s in level}) == 1:
        return f"; the cards left out of the sequence make {unplayed[level[0]]} for each: ex aequo"
    return ("; the tie goes to the higher sum of the cards left out of the sequence: "
            + _each(level, lambda s: unplayed[s], n))


def round_winner_words(d: ev.RoundEnd, n: DemosNames) -> str:
    """Who won the round: "Round won by Ben", or in team play the teams ("Team A wins the round: Ben
    draws"); a tied player the short power deck left without a figure did not win (dealing order)."""
    winners = d.winners
    if not winners:
        return "Round won by nobody (no sequence)."
    tie = d.tiebreak
    short = ""
    if tie is not None and tie.by == "ex_aequo":
        unplayed = tie.unplayed or {}
        level = [s for s in tie.tied if s in unplayed]
        left = [s for s in level if s not in winners]
        if left:
            short = (f" The power deck ran short: {_and([n.name(s) for s in left])} "
                     f"{'draws' if len(left) == 1 else 'draw'} nothing, later in dealing order.")
    teams = d.winning_teams
    if n.teams and teams and not all(n.independent(s) for s in winners):  # the independent is named alone
        sides = _and([n.team_name(t) for t in teams])
        verb = "wins" if len(teams) == 1 else "win"
        draw = "draws" if len(winners) == 1 else "draw"
        return f"{sides} {verb} the round: {_and([n.name(s) for s in winners])} {draw}.{short}"
    who = [n.name(s) + (" (independent)" if n.teams and n.independent(s) else "") for s in winners]
    return f"Round won by {_and(who)}.{short}"


@WORDS.on(ev.FigureDrawn)
def _figure_drawn(d: ev.FigureDrawn, n: DemosNames) -> Line:
    if d.card:
        return [(f"{n.name(d.seat)} draws the figure ", None), (card_text(d.card), d.card)]
    return [(f"{n.name(d.seat)} draws a figure from the power deck (face down)", None)]


@WORDS.on(ev.FigureAssigned)
def _figure_assigned(d: ev.FigureAssigned, n: DemosNames) -> Line:
    if d.card:
        return [(f"{n.team_name(d.team)} places ", None), (card_text(d.card), d.card),
                (f" before {n.name(d.seat)}", None)]
    return [(f"{n.team_name(d.team)} places a figure face down before {n.name(d.seat)}", None)]


@WORDS.on(ev.FigureRevealed)
def _figure_revealed(d: ev.FigureRevealed, n: DemosNames) -> Line:
    return [(f"Harmonic quad by {n.name(d.by)}: {n.name(d.seat)} turns up ", None),
            (card_text(d.card), d.card)]


@WORDS.on(ev.ScandalStart)
def _scandal_start(d: ev.ScandalStart, n: DemosNames) -> Line:
    holders = [f"{n.name(s)} ({k})" for s, k in d.media.items() if k]
    return [("Scandal phase! Media held by: " + (", ".join(holders) or "nobody"), None)]


@WORDS.on(ev.MediaCancelled)
def _media_cancelled(d: ev.MediaCancelled, n: DemosNames) -> Line:
    return [(f"{n.name(d.seat)} holds both media: they cancel and are discarded", None)]


@WORDS.on(ev.MediaKept)
def _media_kept(d: ev.MediaKept, n: DemosNames) -> Line:
    return [(f"{n.name(d.seat)}, the independent, keeps both media face up", None)]


@WORDS.on(ev.MediaApplied)
def _media_applied(d: ev.MediaApplied, n: DemosNames) -> Line:
    suit = d.suit
    return [(f"{n.name(d.seat)} aims the media at {n.name(d.target)}'s ", None),
            (card_text(d.card), d.card),
            (f": it now counts as {SUIT_GLYPH[suit]} {SUIT_NAME[suit]}", None)]


@WORDS.on(ev.MediaLapsed)
def _media_lapsed(d: ev.MediaLapsed, n: DemosNames) -> Line:
    return [(f"{n.name(d.seat)}'s media finds no face-down figure to aim at", None)]


@WORDS.on(ev.FinalTrios)
def _final_trios(d: ev.FinalTrios, n: DemosNames) -> Line:
    out: Line = [("Final trios: ", None)]
    for i, (seat, trio) in enumerate(d.trios.items()):
        out.append(((", " if i else "") + f"{n.name(seat)} ", None))
        out += _cards(trio) if trio else [("none", None)]
    return out


def describe_event(event: Event, names: DemosNames) -> Line | None:
    """One log line for an event, or None for events not worth a line (another seat's dealt hand)."""
    return WORDS.word(event, names)
