"""The end of a round: combinations shown, points noted, winners draw figures, harmonic quads take effect,
teams place their figures, then the next deal or the end of the main phase."""

from __future__ import annotations

from functools import cache
from typing import cast

from game.core.protocol import Event
from game.core.trusted import build, emit, evolve
from game.demos import events as ev
from game.demos.discards import Step, replace_at, team_members
from game.demos.scoring import (
    allocate_draws,
    dealing_order,
    first_power_slot,
    scored_hand,
    tiebreak,
    top_players,
)
from game.demos.setup import last_round, start_round
from game.demos.state import AssignFigure, DemosState, Figure, PendingFigure, RoundRecord


def team_play(state: DemosState) -> bool:
    return state.options.teams != "none"


def score_round(state: DemosState) -> Step:
    n = state.num_players
    full = state.options.mode == "full"
    order = dealing_order(state.dealer, n)
    scored = [scored_hand(hand, full) for hand in state.hands]  # (best_combination, round_key) of each
    combos = [combo for combo, _ in scored]
    keys = [key for _, key in scored]
    tops = top_players(keys, order)
    quads = [c is not None and c.kind == "quad" for c in combos]
    draws = allocate_draws(tops, quads, state.team_of, team_play(state), len(state.power_deck))
    winners = tuple(d.seat for d in draws)

    figures = list(state.figures)
    events: list[Event] = []
    revealed: list[int] = []
    # A quad forces the others (in team play: the opposing teams) to turn their first E/L/J face up; this
    # concerns the figures held before this round's draws.
    for draw in draws if any(quads) else ():
        if not draw.quad:
            continue
        for seat in order:
            if seat == draw.seat or (team_play(state) and state.team_of[seat] == draw.team):
                continue
            row = figures[seat]
            slot = first_power_slot(row)
            # Whoever turns nothing up, or turns up a later slot, shows the table that the figures before
            # the first E/L/J are media: that becomes public knowledge.
            media_end = len(row) if slot is None else slot
            if any(not row[i].known for i in range(media_end)):
                figures[seat] = tuple(evolve(f, {"known": True}) if i < media_end else f
                                      for i, f in enumerate(row))
            if slot is None or figures[seat][slot].face_up:
                continue
            fig = figures[seat][slot]
            figures[seat] = replace_at(figures[seat], slot, evolve(fig, {"reveal": "quad"}))
            revealed.append(seat)
            events.append(emit(ev.FigureRevealed(seat=seat, slot=slot, card=fig.card, reason="quad", by=draw.seat)))

    deck = state.power_deck
    pending: list[PendingFigure] = []
    drawn: list[list[str]] = [[] for _ in range(n)]
    for draw in draws:
        cards, deck = deck[:draw.count], deck[draw.count:]
        drawn[draw.seat] += cards
        members = team_members(state, draw.team)
        drawer = draw.seat
        for card in cards:
            events.append(emit(_figure_drawn(drawer, draw.team, card), members,
                               _figure_drawn(drawer, draw.team, None)))
            if len(members) > 1:
                pending.append(PendingFigure(card=card, team=draw.team, chooser=draw.seat))
            else:
                figures[draw.seat] = figures[draw.seat] + (face_down(card),)

    points = tuple(c.points if c is not None else None for c in combos)
    scores = tuple(s + (p or 0) for s, p in zip(state.scores, points, strict=True))
    shown = tuple(c.cards if c is not None else None for c in combos)
    counts = tuple(len(cards) for cards in drawn)
    record = build(RoundRecord, {"round": state.round, "shown": shown, "points": points, "winners": winners,
                                 "drawn": counts, "quad_reveals": tuple(revealed)})
    seats = range(n)
    values = {  # every field of RoundEnd, in its order
        "round": state.round,
        "hands": dict(zip(seats, state.hands, strict=True)),
        "shown": dict(zip(seats, shown, strict=True)),
        "points": dict(zip(seats, points, strict=True)),
        "winners": winners,
        "figures_drawn": {seat: tuple(cards) for seat, cards in enumerate(drawn)},
        "figure_counts": dict(zip(seats, counts, strict=True)),
        "vetoed": state.vetoed,
        "tiebreak": tiebreak(keys, order),
        "winning_teams": tuple(sorted({d.team for d in draws})) if team_play(state) else None,
    }
    data = ev.made(ev.RoundEnd, values)
    public = ev.made(ev.RoundEnd, {**values, "hands": None, "figures_drawn": None})
    events.insert(0, emit(data, (), public))
    changes: dict[str, object] = {
        "figures": tuple(figures), "power_deck": deck, "scores": scores, "last_round": record,
        "pending_figures": tuple(pending), "turn_queue": (), "veto_queue": (),
    }
    if pending:
        changes["phase"] = "assign_figure"
        return evolve(state, changes), events, True
    state, more = after_round(state, changes)
    events += more
    return state, events, True


@cache
def _figure_drawn(seat: int, team: int, card: str | None) -> ev.FigureDrawn:
    """Payloads are immutable: one instance per seat, team and card serves every game."""
    return ev.FigureDrawn(seat=seat, team=team, card=card)


@cache
def face_down(card: str) -> Figure:
    """A figure just drawn, face down (figures are immutable: one instance per card serves every game)."""
    return Figure(card=card)


@cache
def _assign_to(seat: int) -> AssignFigure:
    """Actions are immutable: every list of teammates to give a figure to shares them."""
    return AssignFigure(seat=seat)


def assign_actions(state: DemosState, player: int) -> list[AssignFigure]:
    if not state.pending_figures or state.pending_figures[0].chooser != player:
        return []
    return [_assign_to(s) for s in team_members(state, state.pending_figures[0].team)]


def assign(state: DemosState, player: int, action: AssignFigure) -> Step:
    pending = state.pending_figures[0]
    figures = replace_at(state.figures, action.seat, state.figures[action.seat] + (face_down(pending.card),))
    members = team_members(state, pending.team)
    slot = len(figures[action.seat]) - 1
    events = [emit(ev.FigureAssigned(team=pending.team, seat=action.seat, slot=slot, card=pending.card),
                   members, ev.FigureAssigned(team=pending.team, seat=action.seat, slot=slot))]
    state = evolve(state, {"figures": figures, "pending_figures": state.pending_figures[1:]})
    if state.pending_figures:
        return state, events, False
    state, more = after_round(state)
    return state, events + more, bool(more)


def void_round(state: DemosState, team: int) -> Step:
    """A confirmed team veto: "Wenn bestätigt, findet die Runde nicht statt". Nothing is shown or scored, no
    figure is drawn, and a round that does not take place is not one of the "Runden (bis zu 14)": the next
    dealer deals the same round again (its number, the power deck and so the round limit are unchanged; the
    deck still holds figures, or the round would not have been dealt, so a round always follows)."""
    events = [emit(ev.RoundVoid(round=state.round, team=team))]
    state, more = start_round(state, state.round, (state.dealer + 1) % state.num_players)
    return state, events + more, True


def after_round(state: DemosState,
                changes: dict[str, object] | None = None) -> tuple[DemosState, list[Event]]:
    """Deal the next round, or end the main phase when the power deck is empty or the predefined number of
    rounds has been played ("wenn alle Figuren … gezogen wurden oder nach einer vordefinierten Anzahl von
    Runden"). A round without a winner does not bring the empty deck nearer, only the predefined number.

    `changes` the round's end still has to make to `state` (its scores, figures, power deck) are made in the
    same step as the next deal."""
    from game.demos.scandal import end_main_phase

    update: dict[str, object] = {} if changes is None else changes
    power_deck = cast(tuple[str, ...], update.get("power_deck", state.power_deck))
    limit = last_round(state.round, len(power_deck), state.options.round_limit)
    update["round_limit"] = limit
    if not power_deck or state.round >= limit:
        return end_main_phase(evolve(state, update))
    return start_round(state, state.round + 1, (state.dealer + 1) % state.num_players, update)
