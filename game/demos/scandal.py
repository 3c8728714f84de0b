"""After the main phase: the scandal phase (media) of the full rules, then the choice of the winner."""

from __future__ import annotations

from functools import cache

from game.core.protocol import Event
from game.core.trusted import emit, evolve
from game.demos import events as ev
from game.demos.components import MEDIA, SUITS
from game.demos.discards import Step, replace_at
from game.demos.scoring import (
    best_trio,
    dealing_order,
    individual_winners,
    team_winners,
    two_two_one_winners,
)
from game.demos.state import ApplyMedia, DemosState, Figure, Outcome


def end_main_phase(state: DemosState) -> tuple[DemosState, list[Event]]:
    if state.options.mode == "simplified":
        return finish(state)
    return _scandal_start(state)


def _scandal_start(state: DemosState) -> tuple[DemosState, list[Event]]:
    """Media are announced and shown; two in one hand cancel and are discarded (the independent keeps
    both face up and uses both, see docs/rules/demos.md)."""
    figures = [tuple(_lay_out(f) for f in row) for row in state.figures]
    counts = {s: sum(1 for f in row if f.card == MEDIA) for s, row in enumerate(figures)}
    events = [emit(ev.ScandalStart(media=counts))]
    media_out = state.media_out
    queue: list[int] = []
    for seat in dealing_order(state.dealer, state.num_players):
        held = counts[seat]
        if held == 2 and seat != state.independent:
            figures[seat] = tuple(f for f in figures[seat] if f.card != MEDIA)
            media_out += (MEDIA, MEDIA)
            events.append(emit(ev.MediaCancelled(seat=seat)))
            continue
        if held == 2:
            events.append(emit(ev.MediaKept(seat=seat)))
        queue += [seat] * held
    state = evolve(state, {
        "phase": "media", "figures": tuple(figures), "media_out": media_out, "media_queue": tuple(queue),
        "turn_queue": (), "veto_queue": (),
    })
    state, more = _next_media(state)
    return state, events + more


def _lay_out(fig: Figure) -> Figure:
    """"legt sie vor sich ausgebreitet, verdeckt, ab", then the media are shown: a figure a quad turned up is
    laid face down again (everyone still knows it, and a media may aim at it)."""
    if fig.card == MEDIA:
        return evolve(fig, {"reveal": "scandal"})
    if fig.reveal == "quad":
        return evolve(fig, {"reveal": "", "known": True})
    return fig


def media_targets(state: DemosState, player: int) -> list[tuple[int, int]]:
    """(seat, slot) of every face-down E/L/J of another player."""
    return [(seat, slot) for seat in dealing_order(state.dealer, state.num_players) if seat != player
            for slot, fig in enumerate(state.figures[seat]) if not fig.face_up and fig.card != MEDIA]


@cache
def _media(target: int, slot: int, suit: str) -> ApplyMedia:
    """Actions are immutable: the media step's long lists share their instances."""
    return ApplyMedia(target=target, slot=slot, suit=suit)  # type: ignore[arg-type]


def media_actions(state: DemosState, player: int) -> list[ApplyMedia]:
    """Every target and suit. The owner "kündigt eine neue Farbe an" ("ändert deren Farbe"): when he knows
    the card (the table knows it, or it is a teammate's), its printed suit is not a new one; a card he
    cannot see may happen to get its own suit back (see docs/rules/demos.md)."""
    if not state.media_queue or state.media_queue[0] != player:
        return []
    teams = state.options.teams != "none"
    actions = []
    for seat, slot in media_targets(state, player):
        fig = state.figures[seat][slot]
        knows = fig.known or (teams and state.team_of[seat] == state.team_of[player])
        actions += [_media(seat, slot, suit) for suit in SUITS if not (knows and suit == fig.card[-1])]
    return actions


def _next_media(state: DemosState) -> tuple[DemosState, list[Event]]:
    """Skip media owners with nothing to aim at; finish the game when no media action is left."""
    events: list[Event] = []
    queue = state.media_queue
    while queue and not media_targets(state, queue[0]):
        events.append(emit(ev.MediaLapsed(seat=queue[0])))
        queue = queue[1:]
    state = evolve(state, {"media_queue": queue})
    if queue:
        return state, events
    state, more = finish(state)
    return state, events + more


def apply_media(state: DemosState, player: int, action: ApplyMedia) -> Step:
    fig = state.figures[action.target][action.slot]
    new_fig = evolve(fig, {"reveal": "media", "suit": action.suit, "media_from": player})
    row = replace_at(state.figures[action.target], action.slot, new_fig)
    state = evolve(state, {"figures": replace_at(state.figures, action.target, row),
                                     "media_queue": state.media_queue[1:]})
    events = [emit(ev.MediaApplied(seat=player, target=action.target, slot=action.slot, card=fig.card,
                                   suit=action.suit))]
    state, more = _next_media(state)
    return state, events + more, True


def finish(state: DemosState) -> tuple[DemosState, list[Event]]:
    """Every player presents their best trio; the mode's winner check decides."""
    trios = [best_trio(row) for row in state.figures]
    harmony = tuple(h for h, _ in trios)
    if state.options.teams == "none":
        verdict = individual_winners(harmony, state.scores)
    elif state.options.teams == "2v2+1":
        assert state.independent is not None
        verdict = two_two_one_winners(harmony, state.scores, state.team_of, state.independent,
                                      state.figures[state.independent])
    else:
        verdict = team_winners(harmony, state.scores, state.team_of)
    outcome = Outcome(winners=verdict.winners, reason=verdict.reason, trios=tuple(t for _, t in trios),
                      harmony=harmony, winning_teams=verdict.winning_teams)
    state = evolve(state, {"phase": "over", "outcome": outcome, "media_queue": ()})
    data = ev.FinalTrios(
        trios={s: t for s, (_, t) in enumerate(trios)},
        harmony=dict(enumerate(harmony)),
        figures={s: tuple(_final_code(f) for f in row) for s, row in enumerate(state.figures)},
    )
    return state, [emit(data)]


def _final_code(fig: Figure) -> str:
    return fig.card[0] + fig.suit if fig.suit is not None else fig.card
