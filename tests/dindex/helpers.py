"""Hand-built Dindex states for rule tests: start a real game, then arrange the table."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.dindex import GAME
from game.dindex.components import components
from game.dindex.state import DindexOptions, DindexState

RULES = GAME.rules
CARDS = components().cards
TASKS = components().tasks


def card(name: str) -> int:
    for index, c in enumerate(CARDS):
        if c.name == name:
            return index
    raise KeyError(name)


def task(code: str) -> int:
    for index, t in enumerate(TASKS):
        if t.code == code:
            return index
    raise KeyError(code)


def started(n: int = 5, seed: int = 1, **options: Any) -> DindexState:
    """A new game as the table sets it up, and every party drawing up to its hand limit (§ 5.1 "you may draw"):
    § 4 done (voters distributed), term 1 drawn and counted, and the next decision due (for three or more
    parties: the formateur's proposal)."""
    return draw_up(RULES.new_game(DindexOptions(**options), n, seed))


def draw_up(state: DindexState) -> DindexState:
    """Every party asked to draw (§ 5.1) draws up to its hand limit, the most it may."""
    from game.dindex.state import DrawActionCards

    while state.phase == "draw":
        seat = RULES.active_players(state)[0]
        state = RULES.apply(state, seat, DrawActionCards(count=state.draw_room[seat])).state
    return state


def act(state: DindexState, player: int, action: Any) -> tuple[DindexState, tuple[Event, ...]]:
    """Apply an action after checking that the rules list it as legal (as Match.submit does)."""
    legal = RULES.legal_actions(state, player)
    assert action in legal, f"{action!r} not legal for {player}: {legal}"
    transition = RULES.apply(state, player, action)
    return transition.state, transition.events


def give(state: DindexState, seat: int, *names: str) -> DindexState:
    """Move the named cards (from wherever they are) into a seat's hand, keeping all 100 cards."""
    wanted = [card(n) for n in names]
    hands = [[c for c in h if c not in wanted] for h in state.hands]
    hands[seat].extend(wanted)
    return state.model_copy(update={
        "hands": tuple(tuple(h) for h in hands),
        "stack": tuple(c for c in state.stack if c not in wanted),
        "discard": tuple(c for c in state.discard if c not in wanted),
    })


def only_hand(state: DindexState, seat: int, *names: str) -> DindexState:
    """The seat holds exactly these cards; the rest of its hand goes back to the stack."""
    wanted = [card(n) for n in names]
    back = [c for c in state.hands[seat] if c not in wanted]
    state = state.model_copy(update={"stack": state.stack + tuple(back)})
    hands = list(state.hands)
    hands[seat] = ()
    state = state.model_copy(update={"hands": tuple(hands)})
    return give(state, seat, *names)


def empty_hands(state: DindexState) -> DindexState:
    back = tuple(c for h in state.hands for c in h)
    return state.model_copy(update={"hands": ((),) * state.num_players, "stack": state.stack + back})


def government(state: DindexState, chancellor: int, ministries: tuple[int, ...]) -> DindexState:
    return state.model_copy(update={"offices": (chancellor, *ministries), "covers": (-1,) * 6})


def open_turn(state: DindexState, turn: int) -> DindexState:
    return state.model_copy(update={"phase": "open_turn", "turn": turn, "quiet": 0, "window": (), "chain": ()})


def voters(state: DindexState, voters: tuple[int, ...], core: tuple[int, ...], opponents: int) -> DindexState:
    non_voters = 50 - sum(voters) - sum(core) - opponents
    assert non_voters >= 0
    return state.model_copy(update={"voters": voters, "core": core, "opponents": opponents, "non_voters": non_voters})


def all_cards(state: DindexState) -> list[int]:
    """Every action card wherever it lies (conservation of the 100 cards)."""
    cards = [c for h in state.hands for c in h] + list(state.stack) + list(state.discard)
    cards += [p.card for p in state.chain]
    cards += [c for c in state.secret_in if c >= 0] + [c for c in state.secret_drawn if c >= 0]
    return cards


def voter_total(state: DindexState) -> int:
    return sum(state.voters) + sum(state.core) + state.non_voters + state.opponents


def of_type(events: tuple[Event, ...], kind: str) -> list[Event]:
    return [e for e in events if e.type == kind]


def run(state: DindexState, fn: Any, *args: Any, advance: bool = True) -> tuple[DindexState, tuple[Event, ...]]:
    """Run one phase handler on a working copy (then the automatic steps, unless advance=False)."""
    from game.dindex.rules.draft import Draft
    from game.dindex.rules.term import advance as auto

    d = Draft.from_state(state)
    fn(d, *args)
    if advance:
        auto(d)
    return d.finish(), tuple(d.events)


def elect(state: DindexState, voters_: tuple[int, ...], core: tuple[int, ...], opponents: int = 2,
          advance: bool = True) -> tuple[DindexState, tuple[Event, ...]]:
    """Re-run the § 5.2 vote count and mandate with the given voters."""
    from game.dindex.rules.formation import election

    state = voters(state, voters_, core, opponents).model_copy(update={"offices": (-1,) * 6})
    return run(state, election, advance=advance)


def rng_for(*values: int) -> int:
    """An rng state whose next random cards (§ 3.7) are `values`, for deterministic counters and chances."""
    from game.core.rng import Rng

    deck = components().random_cards
    for seed in range(1, 200000):
        rng = Rng(seed)
        if all(rng.choice(deck) == v for v in values):
            return seed
    raise AssertionError(f"no rng state gives {values}")


def secret_play(state: DindexState, order: tuple[int, ...], drawn: dict[int, str]) -> DindexState:
    """Arrange § 5.4 after the common stack was drawn: `drawn` maps seats to the card they hold."""
    cards = {seat: card(name) for seat, name in drawn.items()}
    taken = set(cards.values())
    hands = tuple(tuple(c for c in h if c not in taken) for h in state.hands)
    secret_drawn = tuple(cards.get(s, -1) for s in range(state.num_players))
    return state.model_copy(update={
        "hands": hands, "stack": tuple(c for c in state.stack if c not in taken),
        "discard": tuple(c for c in state.discard if c not in taken),
        "phase": "secret_play", "secret_order": order, "secret_pos": 0, "secret_drawn": secret_drawn,
        "secret_in": (-1,) * state.num_players, "secret_last": "none", "chain": (),
    })
