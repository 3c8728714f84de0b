"""The words at the DēmoS table: the header, what the asked player should do now, the final ranking.

Each is said in the table's language (`tr`, its ctx.tr; English when none is given), in the rulebook's
terms (docs/glossary.de.md: Öffentlicher / Geheimer / Einstimmiger Ablagewurf, Volkspaket, Machtstapel)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.cursor import ReadableMatch
from game.core.protocol import Event
from game.demos import events as ev
from game.demos.state import (
    ApplyMedia,
    AssignFigure,
    CastVeto,
    DemosAction,
    DemosView,
    Discard,
    SkipDiscard,
    TakeDiscard,
)
from scenes.engine.i18n import N_, SOURCE_LANGUAGE, Translator
from scenes.tables.common.words import ENGLISH
from scenes.tables.demos.look import HARMONY_WORDS, REASON_WORDS, TEAM_LETTERS, TIE_WORDS, cards_text, points_count

PHASE_WORDS = {
    "public_discard": N_("Public discard"),
    "secret_discard": N_("Secret discard"),
    "secret_take": N_("Taking after the secret discard"),
    "veto": N_("Unanimous discard: veto?"),
    "unanimous_discard": N_("Unanimous discard"),
    "unanimous_take": N_("Taking after the unanimous discard"),
    "assign_figure": N_("Placing a drawn figure"),
    "media": N_("Scandal phase: the media"),
    "over": N_("Game over"),
}
"""The header's phase (English: shown as `tr(PHASE_WORDS[phase])`)."""
TEAM_WORDS = {"none": "", "2v2": N_("Teams 2 v 2"), "2v3": N_("Teams 2 v 3"), "2v2+1": N_("Teams 2 v 2 + 1")}
SEPARATOR = " · "


def figures_left(n: int, tr: Translator = ENGLISH) -> str:
    return tr("last figures drawn") if n == 0 else tr.trn("{count} figure left", "{count} figures left", n)


def event_phase_words(event: Event, tr: Translator = ENGLISH) -> str | None:
    """What the header says while a result plays (the view's phase is already the next step's): the
    show-down, a veto and what it cancels; None for an event that leaves the phase as the view says it."""
    data = event.data
    if isinstance(data, ev.RoundEnd):
        return tr("Show-down: the round is scored")
    if isinstance(data, ev.Veto):
        if len(data.seats) > 1:
            return tr("Team veto: the round does not take place")
        return tr("Veto: the unanimous discard is cancelled")
    if isinstance(data, ev.RoundVoid):
        return tr("Team veto: the round does not take place")
    # the game's end, shown on the table before its result (the last show-down's words stayed up through it)
    if isinstance(data, ev.ScandalStart):
        return tr("Scandal phase: the media")
    if isinstance(data, ev.FinalTrios):
        return tr("The end: the final trios")
    return None


def header_parts(view: DemosView, match: ReadableMatch, *, phase: str | None = None,
                 tr: Translator = ENGLISH, dealt_again: bool = False) -> list[tuple[str, str]]:
    """The header's parts, each as (what it is, its words): "game", "rules", "teams", "round", "dealer",
    "phase" (no "teams" without teams). The table leaves out the dealer, then the rules, where the line
    would not fit. `dealt_again`: this round is a team veto's void round dealt once more (decision 9)."""
    # (the rulebook's names, in a context of their own: the Rules screen's "Full rules" button is another text)
    rules = tr.trc("rules", "Full rules") if view.mode == "full" else tr.trc("rules", "Learning rules")
    dealer = match.seats[view.dealer].name
    # The full rules end after the predefined number of rounds (14 unless another was chosen) or sooner when
    # the power deck is empty; the learning rules only when the deck is empty, however many rounds that takes
    # (a round nobody wins draws nothing), so there the figures left are counted rather than a total promised.
    if view.chosen_rounds is not None:
        last = view.round >= view.round_limit and view.phase not in ("media", "over")
        when = (tr("Round {round} of {total} (the last)", round=view.round, total=view.chosen_rounds) if last
                else tr("Round {round} of {total}", round=view.round, total=view.chosen_rounds))
    else:
        when = tr("Round {round} · {figures}", round=view.round, figures=figures_left(view.power_deck, tr))
    if dealt_again and view.phase not in ("media", "over"):
        when = tr("{round}, dealt again", round=when)
    parts = [("game", "DēmoS"), ("rules", rules)]
    if TEAM_WORDS[view.teams_mode]:
        parts.append(("teams", tr(TEAM_WORDS[view.teams_mode])))
    parts += [("round", when), ("dealer", tr("Dealer {name}", name=dealer)),
              ("phase", tr(PHASE_WORDS[view.phase]) if phase is None else phase)]
    return parts


def phase_title(view: DemosView, match: ReadableMatch, *, phase: str | None = None, tr: Translator = ENGLISH) -> str:
    """The header: game, rules, round, dealer and the phase (`phase`: the words of a result playing now)."""
    return SEPARATOR.join(words for _, words in header_parts(view, match, phase=phase, tr=tr))


def prompt_for(view: DemosView, name: Callable[[int], str], asking: int | None, legal: Sequence[DemosAction], *,
               replay: bool = False, tr: Translator = ENGLISH) -> tuple[str, str]:
    """(what to do, a hint) for the seat being asked; who is being waited for otherwise."""
    if view.phase == "over":
        return tr("The game is over."), tr("Every figure is face up: the final ranking is the result.")
    if asking is None or not legal:
        if not view.active:
            return "", ""
        who = ", ".join(name(s) for s in view.active)
        if replay:
            return tr("Next: {names}", names=who), tr(PHASE_WORDS[view.phase])
        return tr("Waiting for {names}…", names=who), tr(PHASE_WORDS[view.phase])
    me = name(asking)
    phase = view.phase
    if phase == "public_discard":
        return (tr("{name}: drag a card onto your PUBLIC discard", name=me),
                tr("It is laid face up at once and you receive the deck's top card; then the next player discards."))
    if phase in ("secret_discard", "unanimous_discard"):
        skip = any(isinstance(a, SkipDiscard) for a in legal)
        if phase == "secret_discard":
            title = (tr("{name}: drag a card onto your SECRET discard — or keep your hand", name=me) if skip
                     else tr("{name}: drag a card onto your SECRET discard", name=me))
        else:
            title = (tr("{name}: drag a card onto your UNANIMOUS discard — or keep your hand", name=me) if skip
                     else tr("{name}: drag a card onto your UNANIMOUS discard", name=me))
        return (title, tr("It is laid face down; then you take a card from the deck or a visible discard, before the "
                          "next player's turn."))
    if phase in ("secret_take", "unanimous_take"):
        takes = sum(isinstance(a, TakeDiscard) for a in legal)
        return (tr("{name}: take a card — drag the people's deck or a lit discard into your hand", name=me),
                tr.trn("{count} visible discard may be taken; one's own included.",
                       "{count} visible discards may be taken; one's own included.", takes))
    if phase == "veto":
        team = view.teams_mode != "none" and not view.seats[asking].independent
        left = view.seats[asking].vetoes_left
        if team:
            return (tr("{name}: does your team use its veto on the unanimous discard?", name=me),
                    tr("The team veto needs every teammate's vote and voids the whole round: no show-down, no points, "
                       "no figure, and the round is dealt again. Vetoes left to the team: {left}.", left=left))
        can = any(isinstance(a, CastVeto) for a in legal)
        return (tr("{name}: agree to the unanimous discard, or veto it?", name=me) if can
                else tr("{name}: agree to the unanimous discard?", name=me),
                veto_have_words(left, tr))
    if phase == "assign_figure":
        seats = [name(a.seat) for a in legal if isinstance(a, AssignFigure)]
        return (tr("{name}: which teammate receives the drawn figure?", name=me),
                tr("Drag it onto a lit teammate or click a button ({names}). It is placed face down.",
                   names=", ".join(seats)))
    if phase == "media":
        aims = {(a.target, a.slot) for a in legal if isinstance(a, ApplyMedia)}
        return (tr("{name}: drag your media card onto another player's face-down figure", name=me),
                tr.trn("{count} figure can be aimed at; then announce its new suit.",
                       "{count} figures can be aimed at; then announce its new suit.", len(aims)))
    if any(isinstance(a, Discard) for a in legal):
        return tr("{name}: choose a card", name=me), ""
    return tr("{name}: decide", name=me), ""


def final_lines(view: DemosView, name: Callable[[int], str], tr: Translator = ENGLISH) -> list[tuple[str, bool]]:
    """The final harmony ranking, best first: (line, is a winner)."""
    out = view.outcome
    if out is None:
        return []
    order = sorted(range(len(view.seats)), key=lambda s: (s not in out.winners, -out.harmony[s], -view.seats[s].score))
    lines: list[tuple[str, bool]] = []
    for rank, seat in enumerate(order, start=1):
        trio = out.trios[seat]
        win = seat in out.winners
        who = name(seat)
        if view.teams_mode != "none":
            sv = view.seats[seat]
            who = (tr("{name}, independent", name=who) if sv.independent
                   else tr("{name}, team {letter}", name=who, letter=TEAM_LETTERS[sv.team % len(TEAM_LETTERS)]))
        shown = (tr("{trio} — {harmony}", trio=cards_text(trio, tr), harmony=tr(HARMONY_WORDS[out.harmony[seat]]))
                 if trio else tr("no E-L-J trio"))
        points = points_count(view.seats[seat].score, tr)
        lines.append((tr("{rank}. {name}: {shown} — {points}  ★ WINNER", rank=rank, name=who, shown=shown,
                         points=points) if win
                      else tr("{rank}. {name}: {shown} — {points}", rank=rank, name=who, shown=shown, points=points),
                      win))
    # how it ended in the rulebook's words, as the end screen says it (playtest: "Decided by: harmony points"
    # here, "Equal harmony of powers: the most points over all rounds" there)
    reason = tr(REASON_WORDS[out.reason]) if out.reason in REASON_WORDS else out.reason.replace("_", " ")
    if out.winners:
        # English runs the reason on after the colon in small letters; German nouns keep their capital
        said = f"{reason[:1].lower()}{reason[1:]}" if tr.language == SOURCE_LANGUAGE else reason
        lines.append((tr("Decided by: {reason}.", reason=said), False))
        if out.reason in TIE_WORDS:  # a tie, and how it was broken, on its own line as on the end screen
            lines.append((tr("Tie: {tie}.", tie=tr(TIE_WORDS[out.reason])), False))
    else:
        lines.append((tr("Nobody wins: {reason}.", reason=reason) if reason else tr("Nobody wins."), False))
    return lines


def veto_have_words(left: int, tr: Translator) -> str:
    """What a veto does and how many the asked seat has now: using one spends it (playtest: "Vetoes left: 1"
    beside "(1 left)" read as if one would remain after the veto)."""
    if left <= 0:
        return tr("A veto cancels the unanimous discard for everyone. You have no veto left.")
    return tr.trn("A veto cancels the unanimous discard for everyone. You have {count} veto now; vetoing spends it "
                  "for the rest of the game.",
                  "A veto cancels the unanimous discard for everyone. You have {count} vetoes now; vetoing spends "
                  "one of them for the rest of the game.", left)
