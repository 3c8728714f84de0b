"""Setting up a game of DēmoS: teams, vetoes, the first dealer, the power deck and the deal of each round."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache

from game.core.protocol import Event
from game.core.rng import Rng, seed_state
from game.core.trusted import emit, evolve
from game.core.words import N_
from game.demos import events as ev
from game.demos.components import HAND_SIZE, Mode, figure_cards, number_cards
from game.demos.scoring import dealing_order
from game.demos.state import TEAM_SIZES, ArrangedRound, DemosOptions, DemosState
from game.demos.worded import WordedError

# Teammates sit alternately by default, like partners at a bridge table; the independent (2 v 2 + 1) and
# the third member of the larger team (2 v 3) take the last seat.
DEFAULT_LAYOUTS: dict[str, tuple[int, ...]] = {
    "2v2": (0, 1, 0, 1),
    "2v3": (0, 1, 0, 1, 1),
    "2v2+1": (0, 1, 0, 1, 2),
}
PLAYERS_FOR_TEAMS: dict[str, int] = {"2v2": 4, "2v3": 5, "2v2+1": 5}


def check_seats(options: DemosOptions, num_players: int) -> None:
    """Raise ValueError with a plain message when the options cannot be played by this many players."""
    if not 3 <= num_players <= 5:
        raise WordedError(N_("DēmoS is for 3 to 5 players, not {count}"), count=num_players)
    if options.teams != "none" and num_players != PLAYERS_FOR_TEAMS[options.teams]:
        raise WordedError(N_("the {mode} team mode needs exactly {wanted} players, not {count}"),
                          mode=options.teams, wanted=PLAYERS_FOR_TEAMS[options.teams], count=num_players)
    if options.first_dealer is not None and options.first_dealer >= num_players:
        raise WordedError(N_("first_dealer must be a seat from 0 to {last}"), last=num_players - 1)
    for number, arranged in enumerate(options.arranged.rounds if options.arranged else (), start=1):
        if arranged.hands and len(arranged.hands) != num_players:
            raise ValueError(f"arranged round {number} deals {len(arranged.hands)} hands, not one per seat "
                             f"({num_players})")
    if options.team_layout is not None:
        layout = options.team_layout
        if len(layout) != num_players:
            raise ValueError(f"team_layout needs one team number per seat ({num_players}), got {len(layout)}")
        sizes = Counter(layout)
        if set(sizes) != set(range(len(sizes))):
            raise ValueError("team_layout must number the teams 0, 1, 2 … without gaps")
        if sorted(sizes.values()) != sorted(TEAM_SIZES[options.teams]):
            wanted = " + ".join(str(n) for n in TEAM_SIZES[options.teams])
            raise ValueError(f"team_layout must make teams of {wanted} players for {options.teams}")


def compose_teams(options: DemosOptions, num_players: int, rng: Rng) -> tuple[tuple[int, ...], int | None]:
    """Team number per seat and the independent's seat (2 v 2 + 1 only)."""
    if options.teams == "none":
        return tuple(range(num_players)), None
    if options.team_layout is not None:
        layout = options.team_layout
    elif options.team_by_lot:
        order = rng.shuffled(range(num_players))
        layout_list = [0] * num_players
        start = 0
        for team, size in enumerate(TEAM_SIZES[options.teams]):
            for seat in order[start:start + size]:
                layout_list[seat] = team
            start += size
        layout = tuple(layout_list)
    else:
        layout = DEFAULT_LAYOUTS[options.teams]
    independent = None
    if options.teams == "2v2+1":
        sizes = Counter(layout)
        independent = next(s for s, t in enumerate(layout) if sizes[t] == 1)
    return tuple(layout), independent


def starting_vetoes(options: DemosOptions, team_of: Sequence[int]) -> tuple[int, ...]:
    """One veto per player (individual) or per team; in 2 v 3 the team of two holds two."""
    sizes = Counter(team_of)
    teams = range(len(sizes))
    if options.mode == "simplified":
        return tuple(0 for _ in teams)
    if options.teams == "2v3":
        return tuple(2 if sizes[t] == 2 else 1 for t in teams)
    return tuple(1 for _ in teams)


def new_state(options: DemosOptions, num_players: int, seed: int) -> DemosState:
    check_seats(options, num_players)
    rng = Rng(seed_state(seed, "demos"))
    team_of, independent = compose_teams(options, num_players, rng)
    dealer = options.first_dealer if options.first_dealer is not None else rng.below(num_players)
    power = arranged_power(options, rng)
    # "Runden (bis zu 14), die aufeinanderfolgen, bis der Machtstapel leer ist": after_round moves the limit
    # on after a round without a winner, never past the predefined number.
    limit = last_round(0, len(power), options.round_limit)
    empty = tuple(() for _ in range(num_players))
    state = DemosState(
        options=options, phase="public_discard", round=0, round_limit=limit, dealer=dealer, team_of=team_of,
        independent=independent, vetoes=starting_vetoes(options, team_of), people_deck=(), power_deck=power,
        hands=empty, public_discards=empty, secret_discards=empty, unanimous_discards=empty,
        votes=(None,) * num_players, figures=empty,
        scores=(0,) * num_players, rng=rng.state,
    )
    state, _ = start_round(state, 1, dealer)
    return state


def start_round(state: DemosState, round_no: int, dealer: int,
                changes: dict[str, object] | None = None) -> tuple[DemosState, list[Event]]:
    """Collect and shuffle the number cards; the dealer deals five to each, one at a time, from the left.

    `changes` the caller still has to make to `state` are made in the same step (one new state per deal)."""
    n = state.num_players
    rng = Rng(state.rng)
    order = dealing_order(dealer, n)
    arranged = state.options.arranged.round(round_no) if state.options.arranged is not None else None
    deck = rng.shuffled(number_cards(state.options.mode)) if arranged is None else stacked(arranged, order, rng,
                                                                                          state.options.mode)
    # One card at a time from the left: the i-th seat in dealing order receives cards i, i + n, i + 2n, ...
    hands: list[tuple[str, ...]] = [()] * n
    for i, seat in enumerate(order):
        hands[seat] = deck[i:HAND_SIZE * n:n]
    empty = ((),) * n
    update = {} if changes is None else changes
    update.update({
        "phase": "public_discard", "round": round_no, "dealer": dealer, "rng": rng.state,
        "people_deck": deck[HAND_SIZE * n:], "hands": tuple(hands),
        "public_discards": empty, "secret_discards": empty, "unanimous_discards": empty,
        "secrets_revealed": False, "vetoed": False, "votes": (None,) * n,
        "turn_queue": order, "veto_queue": (), "taken": (),
    })
    new = evolve(state, update)
    return new, round_start_events(new)


def arranged_power(options: DemosOptions, rng: Rng) -> tuple[str, ...]:
    """The power deck: shuffled, or its arranged top cards over the rest shuffled."""
    figures = figure_cards(options.mode)
    if options.arranged is None or not options.arranged.power:
        return rng.shuffled(figures)
    rest = Counter(figures)
    rest.subtract(options.arranged.power)
    return options.arranged.power + rng.shuffled(tuple(rest.elements()))


def stacked(arranged: ArrangedRound, order: Sequence[int], rng: Rng, mode: Mode) -> tuple[str, ...]:
    """The people's deck of an arranged round, top first: stacked so that dealing one card at a time from the
    dealer's left gives each seat its arranged hand, then the arranged draws, then the other cards shuffled
    (the first of them dealt when no hands are arranged)."""
    named = {c for hand in arranged.hands for c in hand} | set(arranged.draws)
    rest = rng.shuffled(tuple(c for c in number_cards(mode) if c not in named))
    if arranged.hands:
        dealt = tuple(hand[i] for i in range(HAND_SIZE) for hand in (arranged.hands[seat] for seat in order))
    else:
        dealt, rest = rest[:HAND_SIZE * len(order)], rest[HAND_SIZE * len(order):]
    return dealt + arranged.draws + rest


def last_round(played: int, figures_left: int, predefined: int | None) -> int:
    """The round in which the game ends if every round from now on has one winner: when the power deck runs
    out, or at the predefined number of rounds if that comes first."""
    by_deck = played + figures_left
    return by_deck if predefined is None else min(by_deck, predefined)


def round_start_events(state: DemosState) -> list[Event]:
    """The round's start and each seat's dealt hand (private to that seat), in dealing order."""
    order = dealing_order(state.dealer, state.num_players)
    events = [emit(_round_start(state.round, state.dealer, order[0]))]
    hands = state.hands
    for seat in order:
        events.append(emit(ev.made(ev.Deal, {"seat": seat, "cards": hands[seat], "count": HAND_SIZE}), (seat,),
                           _others_deal(seat)))
    return events


@cache
def _round_start(round_no: int, dealer: int, first: int) -> ev.RoundStart:
    """Payloads are immutable: one instance per round, dealer and first seat serves every game."""
    return ev.RoundStart(round=round_no, dealer=dealer, first=first)


@cache
def _others_deal(seat: int) -> ev.Deal:
    """What the others see of a seat's deal (payloads are immutable: one instance per seat serves every game)."""
    return ev.Deal(seat=seat, count=HAND_SIZE)
