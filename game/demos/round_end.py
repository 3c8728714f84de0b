"""The end of a round: combinations shown, points noted, winners draw figures, harmonic quads take effect,
teams place their figures, then the next deal or the end of the main phase."""

from __future__ import annotations

from functools import cache

from game.core.protocol import Event
from game.core.trusted import event, evolve
from game.demos.discards import Step, replace_at, team_members
from game.demos.scoring import (
    allocate_draws,
    best_combination,
    dealing_order,
    first_power_slot,
    round_key,
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
    combos = [best_combination(hand, allow_quad=full) for hand in state.hands]
    keys = [round_key(hand, combo) for hand, combo in zip(state.hands, combos, strict=True)]
    tops = top_players(keys, order)
    quads = [c is not None and c.kind == "quad" for c in combos]
    draws = allocate_draws(tops, quads, state.team_of, team_play(state), len(state.power_deck))
    winners = tuple(d.seat for d in draws)

    figures = list(state.figures)
    events: list[Event] = []
    revealed: list[int] = []
    # A quad forces the others (in team play: the opposing teams) to turn their first E/L/J face up; this
    # concerns the figures held before this round's draws.
    for draw in draws:
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
            events.append(event(type="figure_revealed", data={
                "seat": str(seat), "slot": slot, "card": fig.card, "reason": "quad", "by": str(draw.seat)}))

    deck = state.power_deck
    pending: list[PendingFigure] = []
    drawn: dict[int, list[str]] = {s: [] for s in range(n)}
    for draw in draws:
        cards, deck = deck[:draw.count], deck[draw.count:]
        drawn[draw.seat] += cards
        members = team_members(state, draw.team)
        for card in cards:
            events.append(event(type="figure_drawn", data={"seat": str(draw.seat), "team": draw.team, "card": card},
                                audience=members, public={"seat": str(draw.seat), "team": draw.team}))
            if len(members) > 1:
                pending.append(PendingFigure(card=card, team=draw.team, chooser=draw.seat))
            else:
                figures[draw.seat] = figures[draw.seat] + (Figure(card=card),)

    points = tuple(c.points if c is not None else None for c in combos)
    scores = tuple(s + (p or 0) for s, p in zip(state.scores, points, strict=True))
    shown = tuple(c.cards if c is not None else None for c in combos)
    record = RoundRecord(round=state.round, shown=shown, points=points, winners=winners,
                         drawn=tuple(len(drawn[s]) for s in range(n)), quad_reveals=tuple(revealed))
    data = {
        "round": state.round,
        "hands": {str(s): list(state.hands[s]) for s in range(n)},
        "shown": {str(s): list(c) if c is not None else None for s, c in enumerate(shown)},
        "points": {str(s): p for s, p in enumerate(points)},
        "winners": [str(s) for s in winners],
        "figures_drawn": {str(s): drawn[s] for s in range(n)},
        "vetoed": state.vetoed,
        "tiebreak": tiebreak(keys, order),
    }
    if team_play(state):
        data["winning_teams"] = sorted({d.team for d in draws})
    public = {**data, "hands": None, "figures_drawn": {str(s): len(drawn[s]) for s in range(n)}}
    events.insert(0, event(type="round_end", data=data, audience=(), public=public))
    state = evolve(state, {
        "figures": tuple(figures), "power_deck": deck, "scores": scores, "last_round": record,
        "pending_figures": tuple(pending), "turn_queue": (), "veto_queue": (),
    })
    if pending:
        return evolve(state, {"phase": "assign_figure"}), events, True
    state, more = after_round(state)
    return state, events + more, True


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
    figures = replace_at(state.figures, action.seat, state.figures[action.seat] + (Figure(card=pending.card),))
    members = team_members(state, pending.team)
    slot = len(figures[action.seat]) - 1
    events = [event(type="figure_assigned",
                    data={"team": pending.team, "seat": str(action.seat), "slot": slot, "card": pending.card},
                    audience=members, public={"team": pending.team, "seat": str(action.seat), "slot": slot})]
    state = evolve(state, {"figures": figures, "pending_figures": state.pending_figures[1:]})
    if state.pending_figures:
        return state, events, False
    state, more = after_round(state)
    return state, events + more, bool(more)


def void_round(state: DemosState, team: int) -> Step:
    """A confirmed team veto: the round does not take place. Nothing is shown or scored and no figure drawn;
    the round still counts as played (the cards were dealt and discarded) and the next dealer deals."""
    events = [event(type="round_void", data={"round": state.round, "team": team})]
    state = evolve(state, {"turn_queue": (), "veto_queue": ()})
    state, more = after_round(state)
    return state, events + more, True


def after_round(state: DemosState) -> tuple[DemosState, list[Event]]:
    """Deal the next round, or end the main phase when the power deck is empty or the predefined number of
    rounds has been played ("wenn alle Figuren … gezogen wurden oder nach einer vordefinierten Anzahl von
    Runden"). A round without a winner does not bring the empty deck nearer, only the predefined number."""
    from game.demos.scandal import end_main_phase

    state = evolve(state, {"round_limit": last_round(state.round, len(state.power_deck),
                                                               state.options.round_limit)})
    if not state.power_deck or state.round >= state.round_limit:
        return end_main_phase(state)
    return start_round(state, state.round + 1, (state.dealer + 1) % state.num_players)

