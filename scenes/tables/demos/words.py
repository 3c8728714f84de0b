"""DēmoS events in plain words for the log, one wording function per event type (see
scenes.tables.common.words). Card names are separate segments so hovering them shows the card. Only what the
viewer's redacted event says is worded: the log never leaks.

Each line is a whole sentence of the table's language (`DemosNames.tr`), cut into segments at its
placeholders (`segments`), so German says "Ada legt 7♥ offen ab (Öffentlicher Ablagewurf)" with 7♥ still
hoverable; the terms are the rulebook's (docs/glossary.de.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core.protocol import Event
from game.demos import events as ev
from scenes.engine.i18n import N_, Translator
from scenes.tables.common.words import ENGLISH, EventWords, Line, segments
from scenes.tables.demos.look import SUIT_GLYPH, SUIT_NAME, card_text, points_basis, vetoes_left

FACE_DOWN = {"public": N_("{seat} lays {card} face down (public discard)"),
             "secret": N_("{seat} lays {card} face down (secret discard)"),
             "unanimous": N_("{seat} lays {card} face down (unanimous discard)")}
"""One's own face-down discard, by its step."""
UNSEEN = {"public": N_("{seat} lays a card face down (public discard)"),
          "secret": N_("{seat} lays a card face down (secret discard)"),
          "unanimous": N_("{seat} lays a card face down (unanimous discard)")}
"""Another seat's face-down discard, by its step."""
TAKE_OWN = {"public": N_("{seat} takes {card} from their own public discard"),
            "secret": N_("{seat} takes {card} from their own secret discard"),
            "unanimous": N_("{seat} takes {card} from their own unanimous discard")}
TAKE_OTHERS = {"public": N_("{seat} takes {card} from {owner}'s public discard"),
               "secret": N_("{seat} takes {card} from {owner}'s secret discard"),
               "unanimous": N_("{seat} takes {card} from {owner}'s unanimous discard")}
"""A take, by the pile it is taken from (one's own or another seat's)."""


@dataclass(frozen=True)
class DemosNames:
    """How the log names seats and teams, and in which language it speaks."""

    name: Callable[[str | int], str]
    team_name: Callable[[int], str]
    teams: bool = True
    """A team game: veto votes are the team's."""
    independent: Callable[[str | int], bool] = lambda seat: False
    """Is this seat the 2 v 2 + 1 independent, whose veto is their own, not a team's?"""
    tr: Translator = field(default=ENGLISH)
    """The table's translator (its ctx.tr)."""
    following: Event | None = None
    """The event known to come right after the one worded (the log book's `following`)."""
    previous: Event | None = None
    """The event right before the one worded (the log book's `previous`)."""
    neighbours: bool = False
    """Are `previous` and `following` known (the event is worded in a log book's order)? Alone, a line that
    needs them says less rather than something untrue."""


WORDS: EventWords[DemosNames] = EventWords()


def _cards(codes: Sequence[str], tr: Translator = ENGLISH) -> Line:
    out: Line = []
    for i, code in enumerate(codes):
        if i:
            out.append((" ", None))
        out.append((card_text(code, tr), code))
    return out


def _card(code: str, tr: Translator) -> tuple[str, str]:
    return card_text(code, tr), code


@WORDS.on(ev.RoundStart)
def _round_start(d: ev.RoundStart, n: DemosNames) -> Line:
    before = n.previous.data if n.previous is not None else None
    if isinstance(before, ev.RoundVoid) and before.round == d.round:  # decision 9: the void round once more
        return segments(n.tr("— Round {round} dealt again: {dealer} deals, {first} plays first"),
                        round=str(d.round), dealer=n.name(d.dealer), first=n.name(d.first))
    return segments(n.tr("— Round {round}: {dealer} deals, {first} plays first"), round=str(d.round),
                    dealer=n.name(d.dealer), first=n.name(d.first))


@WORDS.on(ev.Deal)
def _deal(d: ev.Deal, n: DemosNames) -> Line | None:
    if d.cards is not None:
        return segments(n.tr("{seat} is dealt {cards}"), seat=n.name(d.seat), cards=_cards(d.cards, n.tr))
    return None  # another seat's hand: nothing to say


@WORDS.on(ev.Discard)
def _discard(d: ev.Discard, n: DemosNames) -> Line:
    tr = n.tr
    seat = n.name(d.seat)
    if d.step == "public" and d.card is not None:
        return segments(tr("{seat} lays {card} face up (public discard)"), seat=seat, card=_card(d.card, tr))
    if d.card:  # one's own face-down discard
        template = FACE_DOWN.get(d.step)
        if template is None:
            template = tr("{seat} lays {card} face down ({step} discard)", step=d.step)
        return segments(tr(template), seat=seat, card=_card(d.card, tr))
    template = UNSEEN.get(d.step)
    if template is None:
        template = tr("{seat} lays a card face down ({step} discard)", step=d.step)
    return segments(tr(template), seat=seat)


@WORDS.on(ev.DiscardDeclined)
def _discard_declined(d: ev.DiscardDeclined, n: DemosNames) -> Line:
    return segments(n.tr("{seat} keeps the hand (no secret discard)"), seat=n.name(d.seat))


@WORDS.on(ev.Draw)
def _draw(d: ev.Draw, n: DemosNames) -> Line:
    if d.card:
        return segments(n.tr("{seat} draws {card} from the people's deck"), seat=n.name(d.seat),
                        card=_card(d.card, n.tr))
    return segments(n.tr("{seat} draws from the people's deck"), seat=n.name(d.seat))


@WORDS.on(ev.Take)
def _take(d: ev.Take, n: DemosNames) -> Line:
    tr = n.tr
    own = d.owner == d.seat
    template = (TAKE_OWN if own else TAKE_OTHERS).get(d.pile)
    if template is None:  # a pile the table has no words for: said as the rules name it
        owner = "their own" if own else f"{n.name(d.owner)}'s"
        return [(f"{n.name(d.seat)} takes ", None), _card(d.card, tr),
                (f" from {owner} {d.pile} discard".replace("  ", " "), None)]
    return segments(tr(template), seat=n.name(d.seat), card=_card(d.card, tr), owner=n.name(d.owner))


@WORDS.on(ev.VetoVote)
def _veto_vote(d: ev.VetoVote, n: DemosNames) -> Line | None:
    tr = n.tr
    seat = n.name(d.seat)
    alone = n.independent(d.seat)
    if not n.teams or alone:  # one's own veto: a "no" is just consent, a "yes" is announced by the veto event
        # the others' copy hides the answer, but what follows tells it at once: a veto comes in the same move
        # ("VETO! …"), a consent passes the question on; so a consent is said to everyone (playtest: a bot's
        # answer left no line)
        if d.veto is True or (d.veto is None and (not n.neighbours or _vetoed_by(n.following, d.seat))):
            return None
        return segments(tr("{seat} agrees to the unanimous discard"), seat=seat)
    if d.veto is True:
        return segments(tr("{seat} votes FOR the team veto"), seat=seat)
    if d.veto is False:
        return segments(tr("{seat} votes against the team veto"), seat=seat)
    return segments(tr("{seat} has voted on the team veto"), seat=seat)


def _vetoed_by(following: Event | None, seat: int) -> bool:
    return following is not None and isinstance(following.data, ev.Veto) and seat in following.data.seats


def team_vote_over(previous: Event, event: Event, n: DemosNames) -> Line | None:
    """A team's vote ended without a veto: said once the next side is asked (its first vote), which is when
    everybody learns it; who voted how stays the team's (decision 8). The last side's "No veto" says it."""
    before, now = previous.data, event.data
    if not (n.teams and isinstance(before, ev.VetoVote) and isinstance(now, ev.VetoVote)):
        return None
    if before.team == now.team or n.independent(before.seat):
        return None
    return segments(n.tr("{team} does not use its team veto"), team=n.team_name(before.team))


@WORDS.on(ev.Veto)
def _veto(d: ev.Veto, n: DemosNames) -> Line:
    left = vetoes_left(d.vetoes_left, n.tr)
    if len(d.seats) > 1:  # a team veto: the round_void line says what it does
        return segments(n.tr("VETO! {team} uses its team veto ({left})"), team=n.team_name(d.team), left=left)
    return segments(n.tr("VETO! {team} cancels the unanimous discard ({left})"), team=n.team_name(d.team), left=left)


@WORDS.on(ev.RoundVoid)
def _round_void(d: ev.RoundVoid, n: DemosNames) -> Line:
    # a round that does not take place is not counted: the next line deals it again (the same number)
    return [(n.tr("Round {round} does not take place: no show-down, no points, no figure; it is dealt again",
                  round=d.round), None)]


@WORDS.on(ev.UnanimousAgreed)
def _unanimous_agreed(d: ev.UnanimousAgreed, n: DemosNames) -> Line:
    # the rules send this event too when nobody had a veto left to use (then nobody was asked): "Nobody
    # vetoed" read as if they had chosen not to (playtest 5)
    if d.asked is False:
        return [(n.tr("Nobody has a veto left: the unanimous discard takes place"), None)]
    return [(n.tr("No veto: the unanimous discard takes place"), None)]


def _each_seat(items: Sequence[tuple[int, Line]], n: DemosNames) -> Line:
    """Seats' parts one after the other, ", " between them."""
    out: Line = []
    for i, (_, part) in enumerate(items):
        if i:
            out.append((", ", None))
        out += part
    return out


@WORDS.on(ev.SecretsRevealed)
def _secrets_revealed(d: ev.SecretsRevealed, n: DemosNames) -> Line:
    tr = n.tr
    if not any(d.cards.values()):  # everyone kept their hand: nothing to turn up
        return [(tr("Nobody made a secret discard: there is none to turn up"), None)]
    items = [(seat, segments(tr("{seat}: {cards}"), seat=n.name(seat),
                             cards=_cards(codes, tr) if codes else tr("none")))
             for seat, codes in d.cards.items()]
    return segments(tr("Secret discards turned up: {seats}"), seats=_each_seat(items, n))


@WORDS.on(ev.RoundEnd)
def _round_end(d: ev.RoundEnd, n: DemosNames) -> Line:
    tr = n.tr
    points = d.points
    items: list[tuple[int, Line]] = []
    for seat, shown in d.shown.items():
        name = n.name(seat)
        if shown:
            pts = points.get(seat)
            reason = points_basis(shown, pts, tr) if pts is not None else ""
            part = (segments(tr("{seat} {cards} ({reason}) = {points}"), seat=name, cards=_cards(shown, tr),
                             reason=reason, points=str(pts)) if reason
                    else segments(tr("{seat} {cards} = {points}"), seat=name, cards=_cards(shown, tr), points=str(pts)))
        else:
            part = segments(tr("{seat} out"), seat=name)
        items.append((seat, part))
    out = segments(tr("Round {round} show-down: {seats}."), round=str(d.round), seats=_each_seat(items, n))
    tie = tiebreak_words(d, n)
    if tie:
        out.append((" " + tr("{tie}.", tie=tie), None))
    out.append((" " + round_winner_words(d, n), None))
    return _joined(out)


def _joined(line: Line) -> Line:
    """Neighbouring plain segments as one (as `segments` leaves them)."""
    out: Line = []
    for text, card in line:
        if out and card is None and out[-1][1] is None:
            out[-1] = (out[-1][0] + text, None)
        else:
            out.append((text, card))
    return out


NUMBER_WORDS = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five")}


def and_list(names: Sequence[str], tr: Translator = ENGLISH) -> str:
    """"Ben", "Ben and Cleo", "Ada, Ben and Cleo"."""
    if len(names) == 1:
        return names[0]
    return tr("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def tiebreak_words(d: ev.RoundEnd, n: DemosNames) -> str:
    """A tie on points broken as the rulebook says, in words that say which rule decided: "Ben and Cleo tie
    on 19 points; the tie goes to the most cards of one suit in the hand: Ben has four, Cleo three" (then the
    cards the sequence leaves out, then ex aequo); "" when nobody else had the best points. Who won is the next
    sentence's (`round_winner_words`)."""
    tie = d.tiebreak
    if not tie:
        return ""
    tr = n.tr
    tied = tie.tied
    names = and_list([n.name(s) for s in tied], tr)
    suits = tie.suits
    most = max(suits.values())
    level = [s for s in tied if suits[s] == most]
    if len(level) < len(tied):
        each = _each(tied, lambda s: suits[s], n, lambda k: tr(NUMBER_WORDS[k]))
        if len(level) > 1:
            words = tr("{names} tie on {points} points; the tie goes to the most cards of one suit in the hand: "
                       "{each} ({level} still level)", names=names, points=tie.points, each=each,
                       level=and_list([n.name(s) for s in level], tr))
        else:
            words = tr("{names} tie on {points} points; the tie goes to the most cards of one suit in the hand: "
                       "{each}", names=names, points=tie.points, each=each)
    else:
        words = tr("{names} tie on {points} points, each with {number} cards of one suit in the hand", names=names,
                   points=tie.points, number=tr(NUMBER_WORDS[most]))
    return words + (_unplayed_words(tie, level, n) if len(level) > 1 else "")


def _each(seats: Sequence[int], value: Callable[[int], int], n: DemosNames,
          shown: Callable[[int], object] = str) -> str:
    """"Ben has four, Cleo has three": each seat with its value, the highest (the tie's winner) first ("has"
    each time: "Hard bot 3 3" read as one number)."""
    ranked = sorted(seats, key=value, reverse=True)
    return ", ".join(n.tr("{seat} has {value}", seat=n.name(s), value=shown(value(s))) for s in ranked)


def _unplayed_words(tie: ev.Tiebreak, level: Sequence[int], n: DemosNames) -> str:
    unplayed = tie.unplayed or {}
    if not unplayed:
        return ""
    if len({unplayed[s] for s in level}) == 1:
        return n.tr("; the cards left out of the sequence make {sum} for each: ex aequo", sum=unplayed[level[0]])
    return n.tr("; the tie goes to the higher sum of the cards left out of the sequence: {each}",
                each=_each(level, lambda s: unplayed[s], n))


def round_winner_words(d: ev.RoundEnd, n: DemosNames) -> str:
    """Who won the round: "Round won by Ben", or in team play the teams ("Team A wins the round: Ben
    draws"); a tied player the short power deck left without a figure did not win (dealing order)."""
    tr = n.tr
    winners = d.winners
    if not winners:
        return tr("Round won by nobody (no sequence).")
    tie = d.tiebreak
    short = ""
    if tie is not None and tie.by == "ex_aequo":
        unplayed = tie.unplayed or {}
        level = [s for s in tie.tied if s in unplayed]
        left = [s for s in level if s not in winners]
        if left:
            # (the names worked out first: Babel's extractor loses a plural whose arguments name `tr`)
            names = and_list([n.name(s) for s in left], tr)
            short = " " + tr.trn("The power deck ran short: {names} draws nothing, later in dealing order.",
                                 "The power deck ran short: {names} draw nothing, later in dealing order.",
                                 len(left), names=names)
    teams = d.winning_teams
    if n.teams and teams and not all(n.independent(s) for s in winners):  # the independent is named alone
        sides = and_list([n.team_name(t) for t in teams], tr)
        who = and_list([n.name(s) for s in winners], tr)
        if len(teams) == 1:
            said = (tr("{sides} wins the round: {names} draws.", sides=sides, names=who) if len(winners) == 1
                    else tr("{sides} wins the round: {names} draw.", sides=sides, names=who))
        else:
            said = (tr("{sides} win the round: {names} draws.", sides=sides, names=who) if len(winners) == 1
                    else tr("{sides} win the round: {names} draw.", sides=sides, names=who))
        return said + short
    who_names = [tr("{name} (independent)", name=n.name(s)) if n.teams and n.independent(s) else n.name(s)
                 for s in winners]
    said = and_list(who_names, tr)
    return tr.trn("Round won by {names}.", "Round won by {names}.", len(winners), names=said) + short


@WORDS.on(ev.FigureDrawn)
def _figure_drawn(d: ev.FigureDrawn, n: DemosNames) -> Line:
    if d.card:
        return segments(n.tr("{seat} draws the figure {card}"), seat=n.name(d.seat), card=_card(d.card, n.tr))
    return segments(n.tr("{seat} draws a figure from the power deck (face down)"), seat=n.name(d.seat))


@WORDS.on(ev.FigureAssigned)
def _figure_assigned(d: ev.FigureAssigned, n: DemosNames) -> Line:
    if d.card:
        return segments(n.tr("{team} places {card} before {seat}"), team=n.team_name(d.team),
                        card=_card(d.card, n.tr), seat=n.name(d.seat))
    return segments(n.tr("{team} places a figure face down before {seat}"), team=n.team_name(d.team),
                    seat=n.name(d.seat))


@WORDS.on(ev.FigureRevealed)
def _figure_revealed(d: ev.FigureRevealed, n: DemosNames) -> Line:
    return segments(n.tr("Harmonic quad by {by}: {seat} turns up {card}"), by=n.name(d.by), seat=n.name(d.seat),
                    card=_card(d.card, n.tr))


@WORDS.on(ev.ScandalStart)
def _scandal_start(d: ev.ScandalStart, n: DemosNames) -> Line:
    tr = n.tr
    holders = [tr("{seat} ({count})", seat=n.name(s), count=k) for s, k in d.media.items() if k]
    held = ", ".join(holders) or tr.trc("holders", "nobody")
    return [(tr("Scandal phase! Media held by: {holders}", holders=held), None)]


@WORDS.on(ev.MediaCancelled)
def _media_cancelled(d: ev.MediaCancelled, n: DemosNames) -> Line:
    return segments(n.tr("{seat} holds both media: they cancel and are discarded"), seat=n.name(d.seat))


@WORDS.on(ev.MediaKept)
def _media_kept(d: ev.MediaKept, n: DemosNames) -> Line:
    return segments(n.tr("{seat}, the independent, keeps both media face up"), seat=n.name(d.seat))


@WORDS.on(ev.MediaApplied)
def _media_applied(d: ev.MediaApplied, n: DemosNames) -> Line:
    tr = n.tr
    return segments(tr("{seat} aims the media at {target}'s {card}: it now counts as {glyph} {suit}"),
                    seat=n.name(d.seat), target=n.name(d.target), card=_card(d.card, tr),
                    glyph=SUIT_GLYPH[d.suit], suit=tr(SUIT_NAME[d.suit]))


@WORDS.on(ev.MediaLapsed)
def _media_lapsed(d: ev.MediaLapsed, n: DemosNames) -> Line:
    return segments(n.tr("{seat}'s media finds no face-down figure to aim at"), seat=n.name(d.seat))


@WORDS.on(ev.FinalTrios)
def _final_trios(d: ev.FinalTrios, n: DemosNames) -> Line:
    tr = n.tr
    items = [(seat, segments(tr("{seat} {cards}"), seat=n.name(seat),
                             cards=_cards(trio, tr) if trio else tr.trc("trio", "none")))
             for seat, trio in d.trios.items()]
    return segments(tr("Final trios: {seats}"), seats=_each_seat(items, n))


def describe_event(event: Event, names: DemosNames) -> Line | None:
    """One log line for an event, or None for events not worth a line (another seat's dealt hand)."""
    return WORDS.word(event, names)
