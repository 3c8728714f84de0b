"""Hand-built DēmoS states for the rule tests: start from a real set-up, then place the cards by hand."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.protocol import Event, IllegalAction, Transition
from game.demos import GAME
from game.demos.components import figure_cards, number_cards
from game.demos.state import DemosAction, DemosOptions, DemosState, Figure

RULES = GAME.rules


def new(n: int = 4, seed: int = 0, **options: Any) -> DemosState:
    options.setdefault("first_dealer", 0)
    return RULES.new_game(DemosOptions(**options), n, seed)


def with_hands(state: DemosState, *hands: tuple[str, ...] | list[str]) -> DemosState:
    """Give the seats these hands; the rest of the number cards become the people's deck (in order)."""
    placed = {c for h in hands for c in h}
    used = placed | {c for piles in (state.public_discards, state.secret_discards, state.unanimous_discards)
                     for p in piles for c in p}
    deck = tuple(c for c in number_cards(state.options.mode) if c not in used)
    return state.model_copy(update={"hands": tuple(tuple(h) for h in hands), "people_deck": deck})


def figs(*codes: str, reveal: str = "") -> tuple[Figure, ...]:
    return tuple(Figure(card=c, reveal=reveal) for c in codes)  # type: ignore[arg-type]


def with_figures(state: DemosState, *rows: tuple[Figure, ...], power: tuple[str, ...] | None = None) -> DemosState:
    """Place figures before the seats; the power deck is the rest (or `power`, if given)."""
    if power is None:
        left = Counter(figure_cards(state.options.mode))
        for row in rows:
            left.subtract(f.card for f in row)
        rest: list[str] = []
        for card in figure_cards(state.options.mode):
            if left[card] > 0:
                rest.append(card)
                left[card] -= 1
        power = tuple(rest)
    return state.model_copy(update={"figures": tuple(rows), "power_deck": power})


def act(state: DemosState, seat: int, action: DemosAction) -> Transition:
    """Apply like Match.submit: the seat must be active and the action legal."""
    if seat not in RULES.active_players(state):
        raise IllegalAction(f"seat {seat} is not active")
    if action not in RULES.legal_actions(state, seat):
        raise IllegalAction(f"{action} is not legal for seat {seat}")
    return RULES.apply(state, seat, action)


def run(state: DemosState, *moves: tuple[int, DemosAction]) -> tuple[DemosState, list[Event]]:
    events: list[Event] = []
    for seat, action in moves:
        t = act(state, seat, action)
        state = t.state
        events += t.events
    return state, events


def of_type(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.type == kind]


def number_multiset(state: DemosState) -> Counter[str]:
    c: Counter[str] = Counter(state.people_deck)
    for piles in (state.hands, state.public_discards, state.secret_discards, state.unanimous_discards):
        for p in piles:
            c.update(p)
    return c


def figure_multiset(state: DemosState) -> Counter[str]:
    c: Counter[str] = Counter(state.power_deck)
    c.update(state.media_out)
    c.update(p.card for p in state.pending_figures)
    for row in state.figures:
        c.update(f.card for f in row)
    return c
