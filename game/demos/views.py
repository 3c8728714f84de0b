"""What one seat may know (`make_view`) and a world consistent with it (`determinize`).

A seat knows its own hand and face-down discards, every face-up card, the identity of its
own figures and (in team play) of its teammates' figures and of the figures its team drew, and everything
public: counts, points, vetoes, the dealer, whose decision it is. At the end of the game every figure is
shown.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from game.core.rng import Rng
from game.demos.components import HAND_SIZE, MEDIA, figure_cards, number_cards
from game.demos.scoring import best_combination, best_trio
from game.demos.state import (
    DISCARD_PHASES,
    TAKE_PHASES,
    DemosOptions,
    DemosState,
    DemosView,
    Figure,
    FigureView,
    PendingFigure,
    PendingFigureView,
    Reveal,
    SeatView,
    TeamView,
)


def active_seats(state: DemosState) -> tuple[int, ...]:
    phase = state.phase
    if phase in DISCARD_PHASES or phase in TAKE_PHASES:
        return state.turn_queue[:1]
    if phase == "veto":
        team = state.veto_queue[0]
        return tuple(s for s, t in enumerate(state.team_of) if t == team and state.votes[s] is None)
    if phase == "assign_figure":
        return (state.pending_figures[0].chooser,)
    if phase == "media":
        return state.media_queue[:1]
    return ()


# Views are asked for before every decision; their small immutable parts are shared between calls.
@cache
def _figure_view_of(card: str | None, reveal: Reveal, suit: str | None, media_from: int | None,
                    known: bool) -> FigureView:
    return FigureView(card=card, face_up=reveal != "", reveal=reveal, suit=suit, media_from=media_from, known=known)


@cache
def _team_views(team_of: tuple[int, ...], vetoes: tuple[int, ...], independent: int | None) -> tuple[TeamView, ...]:
    return tuple(
        TeamView(team=t, members=tuple(s for s in range(len(team_of)) if team_of[s] == t), vetoes_left=vetoes[t],
                 independent=independent is not None and team_of[independent] == t)
        for t in range(len(vetoes))
    )


@cache
def _hidden(count: int) -> tuple[None, ...]:
    return (None,) * count


@cache
def _best_combination(hand: tuple[str, ...], allow_quad: bool) -> tuple[tuple[str, ...] | None, int | None]:
    combo = best_combination(hand, allow_quad=allow_quad)
    return (combo.cards, combo.points) if combo is not None else (None, None)


@cache
def _best_trio(figures: tuple[tuple[str, str | None, int | None], ...]) -> tuple[int, tuple[str, ...] | None]:
    """Keyed by (card, announced suit, media owner): all a trio depends on, and cheaper to hash than Figures."""
    return best_trio([Figure(card=c, suit=s, media_from=m) for c, s, m in figures])


NOTHING_KNOWN: tuple[None, None, None, int] = (None, None, None, 0)
"""A seat whose hand and figures the viewer cannot see."""


def _best_now(hand: tuple[str, ...] | None, figures: tuple[Figure, ...] | None,
              allow_quad: bool) -> tuple[tuple[str, ...] | None, int | None, tuple[str, ...] | None, int]:
    """What a seat holds now, for the seats the viewer can see it of: the combination its hand would show
    (cards, points) and its most harmonious trio (cards, harmony), worked out by the same functions that
    score the round and the game."""
    cards, points = _best_combination(hand, allow_quad) if hand is not None else (None, None)
    harmony, trio = _best_trio(tuple((f.card, f.suit, f.media_from) for f in figures)) if figures else (0, None)
    return cards, points, trio, harmony


def make_view(state: DemosState, viewer: int | None) -> DemosView:
    phase = state.phase
    voting = phase == "veto"
    team_of, votes, vetoes = state.team_of, state.votes, state.vetoes
    my_team = team_of[viewer] if viewer is not None else None
    share_figures = state.options.teams != "none"
    over = phase == "over"
    revealed = state.secrets_revealed
    full = state.options.mode == "full"
    seats = []
    for s, hand in enumerate(state.hands):
        own = viewer == s
        mate = my_team is not None and team_of[s] == my_team
        known = over or own or (share_figures and mate)
        secret = state.secret_discards[s]
        unanimous = state.unanimous_discards[s]
        row = state.figures[s]
        best = _best_now(hand if own else None, row if known else None, full) if known else NOTHING_KNOWN
        seats.append(SeatView(
            seat=s, team=team_of[s], independent=state.independent == s,
            hand=hand if own else None, hand_size=len(hand), public_discards=state.public_discards[s],
            secret_discards=secret if (own or revealed or not secret) else _hidden(len(secret)),
            unanimous_discards=unanimous if (own or not unanimous) else _hidden(len(unanimous)),
            figures=tuple([_figure_view_of(f.card if (known or f.reveal or f.known) else None, f.reveal, f.suit,
                                           f.media_from, f.known)
                           for f in row]) if row else (),
            score=state.scores[s], vetoes_left=vetoes[team_of[s]],
            decided=voting and votes[s] is not None,
            vote=votes[s] if mate and voting else None,
            taken=state.taken[s] if state.taken else (),
            best_combination=best[0], best_points=best[1], best_trio=best[2], trio_harmony=best[3],
        ))
    pending = tuple(
        PendingFigureView(card=p.card if my_team == p.team else None, team=p.team, chooser=p.chooser)
        for p in state.pending_figures
    )
    return DemosView(
        viewer=viewer, mode=state.options.mode, teams_mode=state.options.teams, phase=phase,
        round=state.round, round_limit=state.round_limit, dealer=state.dealer, active=active_seats(state),
        seats=tuple(seats), teams=_team_views(team_of, vetoes, state.independent),
        people_deck=len(state.people_deck), power_deck=len(state.power_deck), turn_queue=state.turn_queue,
        veto_team=state.veto_queue[0] if voting else None, media_queue=state.media_queue,
        pending_figures=pending, media_out=state.media_out, secrets_revealed=revealed, vetoed=state.vetoed,
        last_round=state.last_round, outcome=state.outcome, chosen_rounds=state.options.round_limit,
    )


def determinize(view: DemosView, viewer: int | None, rng: Rng) -> DemosState:
    """A full state in which `viewer` would see exactly `view`, the unknown cards dealt at random."""
    seats = view.seats
    known_numbers: set[str] = set()
    for sv in seats:
        known_numbers.update(sv.hand or (), sv.public_discards, (c for _, c in sv.taken))
        known_numbers.update(c for c in sv.secret_discards + sv.unanimous_discards if c is not None)
    pool = list(rng.shuffled([c for c in number_cards(view.mode) if c not in known_numbers]))

    def take_numbers(k: int) -> tuple[str, ...]:
        out = tuple(pool[:k])
        del pool[:k]
        return out

    hands: list[tuple[str, ...]] = []
    unanimous: list[tuple[str, ...]] = []
    for sv in seats:
        if sv.hand is not None:
            hands.append(sv.hand)
            unanimous.append(tuple(c if c is not None else take_numbers(1)[0] for c in sv.unanimous_discards))
            continue
        # Cards seen taken from the discards are in this hand; once this seat's unanimous discard lies face
        # down, a card it took in the secret take may be that discard instead (one chance in five). A card
        # taken in the unanimous take came after the seat's own unanimous discard: it is in the hand.
        face_down = None in sv.unanimous_discards
        held = [c for step, c in sv.taken if step == "unanimous" or not face_down]
        loose = [c for step, c in sv.taken if c not in held]
        pile: list[str] = []
        if loose and None in sv.unanimous_discards and rng.below(HAND_SIZE) == 0:
            pile.append(loose.pop())
        held += loose
        hands.append(tuple(held) + take_numbers(sv.hand_size - len(held)))
        pile += take_numbers(sv.unanimous_discards.count(None) - len(pile))
        unanimous.append(tuple(c if c is not None else pile.pop() for c in sv.unanimous_discards))
    secret = tuple(tuple(c if c is not None else take_numbers(1)[0] for c in sv.secret_discards) for sv in seats)
    people_deck = tuple(pool)

    figure_pool = Counter(figure_cards(view.mode))
    figure_pool.subtract(view.media_out)
    for sv in seats:
        figure_pool.subtract(f.card for f in sv.figures if f.card is not None)
    figure_pool.subtract(p.card for p in view.pending_figures if p.card is not None)
    unknown = list(rng.shuffled(sorted(figure_pool.elements())))
    figures = tuple(_fill_figures(sv.figures, unknown, view.phase) for sv in seats)
    pending = tuple(PendingFigure(card=p.card if p.card is not None else _pop(unknown, MEDIA, avoid=False),
                                  team=p.team, chooser=p.chooser) for p in view.pending_figures)
    power_deck = tuple(unknown)

    votes = tuple((sv.vote if sv.vote is not None else False) if view.phase == "veto" and sv.decided else None
                  for sv in seats)
    independent = next((sv.seat for sv in seats if sv.independent), None)
    options = DemosOptions(mode=view.mode, teams=view.teams_mode, round_limit=view.chosen_rounds)
    veto_queue: tuple[int, ...] = ()
    if view.phase == "veto" and view.veto_team is not None:
        later = [t.team for t in view.teams if t.vetoes_left > 0 and t.team != view.veto_team]
        veto_queue = (view.veto_team, *_teams_after(view, later))
    return DemosState(
        options=options, phase=view.phase, round=view.round, round_limit=view.round_limit, dealer=view.dealer,
        team_of=tuple(sv.team for sv in seats), independent=independent,
        vetoes=tuple(t.vetoes_left for t in view.teams), people_deck=people_deck, power_deck=power_deck,
        hands=tuple(hands), public_discards=tuple(sv.public_discards for sv in seats), secret_discards=secret,
        unanimous_discards=tuple(unanimous), secrets_revealed=view.secrets_revealed, vetoed=view.vetoed,
        turn_queue=view.turn_queue, veto_queue=veto_queue, votes=votes, figures=figures,
        pending_figures=pending, media_queue=view.media_queue, media_out=view.media_out,
        scores=tuple(sv.score for sv in seats), last_round=view.last_round, outcome=view.outcome,
        taken=tuple(sv.taken for sv in seats) if any(sv.taken for sv in seats) else (), rng=rng.next64(),
    )


def _teams_after(view: DemosView, later: list[int]) -> list[int]:
    """Teams still to be asked after the voting team: the view does not say which were asked before, so a
    world keeps those that come later in dealing order (the order the engine asks in)."""
    n = len(view.seats)
    order = [(view.dealer + 1 + i) % n for i in range(n)]
    first_seat = {t.team: min(t.members, key=order.index) for t in view.teams}
    current = order.index(first_seat[view.veto_team]) if view.veto_team is not None else -1
    return sorted((t for t in later if order.index(first_seat[t]) > current), key=lambda t: order.index(first_seat[t]))


def _pop(unknown: list[str], card: str, avoid: bool) -> str:
    """Take a card from the unknown figures: a media when `avoid` is False and one is wanted, else a power."""
    for i, c in enumerate(unknown):
        if (c == card) != avoid:
            return unknown.pop(i)
    return unknown.pop(0)


def _fill_figures(row: tuple[FigureView, ...], unknown: list[str], phase: str) -> tuple[Figure, ...]:
    # Face-down figures acquired before one that a quad revealed must be media (a quad reveals the first
    # E/L/J); once the media were shown in the scandal phase, every face-down figure is a power.
    first_quad = next((i for i, f in enumerate(row) if f.reveal == "quad"), len(row))
    after_scandal = phase in ("media", "over")
    out = []
    for i, fv in enumerate(row):
        card = fv.card
        if card is None:
            if after_scandal:
                card = _pop(unknown, MEDIA, avoid=True)
            elif i < first_quad:
                card = _pop(unknown, MEDIA, avoid=False)
            else:
                card = unknown.pop(0)
        out.append(Figure(card=card, reveal=fv.reveal, suit=fv.suit, media_from=fv.media_from, known=fv.known))
    return tuple(out)
