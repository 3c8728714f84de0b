"""The words at the DēmoS table: the header, what the asked player should do now, the final ranking."""

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
from scenes.tables.demos.look import HARMONY_WORDS, REASON_WORDS, cards_text, count

PHASE_WORDS = {
    "public_discard": "Public discard",
    "secret_discard": "Secret discard",
    "secret_take": "Taking after the secret discard",
    "veto": "Unanimous discard: veto?",
    "unanimous_discard": "Unanimous discard",
    "unanimous_take": "Taking after the unanimous discard",
    "assign_figure": "Placing a drawn figure",
    "media": "Scandal phase: the media",
    "over": "Game over",
}
TEAM_WORDS = {"none": "", "2v2": " · Teams 2 v 2", "2v3": " · Teams 2 v 3", "2v2+1": " · Teams 2 v 2 + 1"}


def figures_left(n: int) -> str:
    return "last figures drawn" if n == 0 else f"{n} figure{'s' if n != 1 else ''} left"


def event_phase_words(event: Event) -> str | None:
    """What the header says while a result plays (the view's phase is already the next step's): the
    show-down, a veto and what it cancels; None for an event that leaves the phase as the view says it."""
    data = event.data
    if isinstance(data, ev.RoundEnd):
        return "Show-down: the round is scored"
    if isinstance(data, ev.Veto):
        if len(data.seats) > 1:
            return "Team veto: the round does not take place"
        return "Veto: the unanimous discard is cancelled"
    if isinstance(data, ev.RoundVoid):
        return "Team veto: the round does not take place"
    return None


def phase_title(view: DemosView, match: ReadableMatch, *, phase: str | None = None) -> str:
    """The header: game, rules, round, dealer and the phase (`phase`: the words of a result playing now)."""
    rules = "Full rules" if view.mode == "full" else "Learning rules"
    dealer = match.seats[view.dealer].name
    # The full rules end after the predefined number of rounds (14 unless another was chosen) or sooner when
    # the power deck is empty; the learning rules only when the deck is empty, however many rounds that takes
    # (a round nobody wins draws nothing), so there the figures left are counted rather than a total promised.
    when = (f"Round {view.round} of {view.chosen_rounds}" if view.chosen_rounds is not None
            else f"Round {view.round} · {figures_left(view.power_deck)}")
    if view.chosen_rounds is not None and view.round >= view.round_limit and view.phase not in ("media", "over"):
        when += " (the last)"
    return (f"DēmoS · {rules}{TEAM_WORDS[view.teams_mode]} · {when} · "
            f"Dealer {dealer} · {PHASE_WORDS[view.phase] if phase is None else phase}")


def prompt_for(view: DemosView, name: Callable[[int], str], asking: int | None, legal: Sequence[DemosAction], *,
               replay: bool = False) -> tuple[str, str]:
    """(what to do, a hint) for the seat being asked; who is being waited for otherwise."""
    if view.phase == "over":
        return "The game is over.", "Every figure is face up: the final ranking is the result."
    if asking is None or not legal:
        if not view.active:
            return "", ""
        who = ", ".join(name(s) for s in view.active)
        if replay:
            return f"Next: {who}", PHASE_WORDS[view.phase]
        return f"Waiting for {who}…", PHASE_WORDS[view.phase]
    me = name(asking)
    phase = view.phase
    if phase == "public_discard":
        return (f"{me}: drag a card onto your PUBLIC discard",
                "It is laid face up at once and you receive the deck's top card; then the next player discards.")
    if phase in ("secret_discard", "unanimous_discard"):
        step = "SECRET" if phase == "secret_discard" else "UNANIMOUS"
        skip = " — or keep your hand" if any(isinstance(a, SkipDiscard) for a in legal) else ""
        return (f"{me}: drag a card onto your {step} discard{skip}",
                "It is laid face down; then you take a card from the deck or a visible discard, before the next "
                "player's turn.")
    if phase in ("secret_take", "unanimous_take"):
        takes = sum(isinstance(a, TakeDiscard) for a in legal)
        return (f"{me}: take a card — drag the people's deck or a lit discard into your hand",
                f"{count(takes, 'visible discard')} may be taken; one's own included.")
    if phase == "veto":
        team = view.teams_mode != "none" and not view.seats[asking].independent
        left = view.seats[asking].vetoes_left
        if team:
            return (f"{me}: does your team use its veto on the unanimous discard?",
                    f"The team veto needs every teammate's vote and voids the whole round: no show-down, no points, "
                    f"no figure, and the round is dealt again. Vetoes left to the team: {left}.")
        can = any(isinstance(a, CastVeto) for a in legal)
        return (f"{me}: agree to the unanimous discard{', or veto it' if can else ''}?",
                f"One veto per game cancels the unanimous discard for everyone. Vetoes left: {left}.")
    if phase == "assign_figure":
        seats = [name(a.seat) for a in legal if isinstance(a, AssignFigure)]
        return (f"{me}: which teammate receives the drawn figure?",
                f"Drag it onto a lit teammate or click a button ({', '.join(seats)}). It is placed face down.")
    if phase == "media":
        aims = {(a.target, a.slot) for a in legal if isinstance(a, ApplyMedia)}
        return (f"{me}: drag your media card onto another player's face-down figure",
                f"{count(len(aims), 'figure')} can be aimed at; then announce its new suit.")
    if any(isinstance(a, Discard) for a in legal):
        return f"{me}: choose a card", ""
    return f"{me}: decide", ""


def final_lines(view: DemosView, name: Callable[[int], str]) -> list[tuple[str, bool]]:
    """The final harmony ranking, best first: (line, is a winner)."""
    out = view.outcome
    if out is None:
        return []
    order = sorted(range(len(view.seats)), key=lambda s: (s not in out.winners, -out.harmony[s], -view.seats[s].score))
    lines: list[tuple[str, bool]] = []
    for rank, seat in enumerate(order, start=1):
        trio = out.trios[seat]
        win = seat in out.winners
        side = ""
        if view.teams_mode != "none":
            sv = view.seats[seat]
            side = " (independent)" if sv.independent else f" (team {'ABCDE'[sv.team % 5]})"
        shown = f"{cards_text(trio)} — {HARMONY_WORDS[out.harmony[seat]]}" if trio else "no E-L-J trio"
        lines.append((f"{rank}. {name(seat)}{side}: {shown} — {count(view.seats[seat].score, 'pt', 'pts')}"
                      f"{'  ★ WINNER' if win else ''}", win))
    # how it ended in the rulebook's words, as the end screen says it (playtest: "Decided by: harmony points"
    # here, "Equal harmony of powers: the most points over all rounds" there)
    reason = REASON_WORDS.get(out.reason, out.reason.replace("_", " "))
    if out.winners:
        lines.append((f"Decided by: {reason[:1].lower()}{reason[1:]}.", False))
    else:
        lines.append((f"Nobody wins: {reason}." if reason else "Nobody wins.", False))
    return lines
