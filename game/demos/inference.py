"""Reading the other hands from what the other seats did this round (issue 13.3): the worlds the DēmoS search
deals hold hands with which the heuristic, the search's model of the other players, would have made the very
moves those seats were seen to make.

What a seat's round shows the table (the view): the card it laid face up (a `best_discard` of the five it was
dealt), whether it declined its secret discard (a hand the heuristic keeps: a quad or KEPT_POINTS), the visible
card it took or that it took none (then no visible card gained more than the heuristic's TAKE_MARGIN; else the
one it took gained the most), its secret discard once the secrets are turned up (a `best_discard` again), and
the same take in the unanimous step. The cards it drew from the people's deck, and its face-down discards
until shown, nobody saw.

Design: rejection sampling, one seat at a time, forward through the seat's round. A try deals the seat's five
cards from the cards the viewer cannot see (its public discard among them), plays the heuristic's own rules
through every step the seat has taken (the drawn cards dealt as the deck would have dealt them, the face-down
discards the heuristic's own choice) and is kept only if every move it makes is the move the view shows.
Why not importance weights: the heuristic is deterministic, so a hand and the draws either make the seen
moves or do not; a weighted world is then a world of weight 1 or 0, and a playout spent on a world of weight 0
is a playout lost, while a rejected try costs a few hand valuations. Why forward: the hand a seat holds now is
the end of a history with hidden draws (which of its cards came from the deck, and when); dealing the history
and playing it on samples those draws as they happen instead of guessing them backwards. Why one seat at a
time: a joint try for three seats would be accepted about as often as the product of their chances (rarely);
each seat is read from the cards the plain deal gave it and the people's deck, the seats read before it keeping
theirs, so the cards still go round whole.

A seat none of whose TRIES is accepted keeps the plain deal (the caller may still deal it a kept hand), as does
a seat whose round the view does not tell unambiguously (a revealed secret discard taken in the unanimous step
from one of several seats: who declined is then not shown). Only the view is read, so two positions that look
the same from the seat deal the same worlds from the same randomness.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import product
from math import comb
from typing import Literal

from game.core.rng import Rng
from game.demos.bots import hand_value
from game.demos.components import HAND_SIZE, rank_of, suit_of
from game.demos.scoring import best_combination, dealing_order, sequence_points
from game.demos.state import DemosState, DemosView
from game.demos.views import determinize

KEPT_POINTS = 16
"""The heuristic keeps its hand (declines the secret discard) with a quad or a sequence worth this much."""

TAKE_MARGIN = 3.0
"""The heuristic takes a visible card only if it adds more than this to its hand's value (else the deck)."""

TRIES = 40
"""Tries per seat and world before the seat keeps the plain deal: enough for most rounds' evidence (a try is
kept about one time in three to ten), few enough that reading three seats costs less than a playout's moves."""

CARD_PHASES = frozenset({"public_discard", "secret_discard", "secret_take", "veto", "unanimous_discard",
                         "unanimous_take"})

SecretStep = Literal["not yet", "declined", "discarded"]


@dataclass(frozen=True)
class Take:
    """A take the seat made: `card` None for the people's deck; `visible` the cards it could take then (None:
    the view does not tell them all, so the take rule is not checked, only its result kept)."""

    card: str | None
    visible: tuple[str, ...] | None


@dataclass(frozen=True)
class Conduct:
    """What the view shows one seat doing this round, step by step."""

    seat: int
    public_card: str | None
    """The card it laid face up (None: taken since by a seat the view does not tie to it)."""
    secret: SecretStep
    secret_card: str | None
    """Its secret discard once the secrets are turned face up (None while face down)."""
    secret_take: Take | None
    unanimous_done: bool
    unanimous_take: Take | None
    hidden_secret: bool
    """Its secret discard lies face down (the world deals it)."""


@dataclass(frozen=True)
class Replay:
    """A history that makes the seen moves: the hand it ends with, its face-down discards, the cards left."""

    hand: tuple[str, ...]
    secret: tuple[str, ...]
    unanimous: tuple[str, ...]
    left: list[str]


def discards_of(hand: Sequence[str], full: bool) -> list[str]:
    """The cards the heuristic may lay from `hand` (its `best_discard`): those leaving the most valuable four;
    among them the lowest rank goes, and the table does not see the order of a hand, so equal ranks tie."""
    values = {card: hand_value([c for c in hand if c != card], full) for card in hand}
    best = max(values.values())
    lowest = min(rank_of(card) for card, value in values.items() if value == best)
    return [card for card, value in values.items() if value == best and rank_of(card) == lowest]


def keeps(hand: Sequence[str], full: bool) -> bool:
    """Whether the heuristic declines its secret discard with `hand` (full rules only offer it)."""
    combo = best_combination(hand, full)
    return full and combo is not None and (combo.kind == "quad" or combo.points >= KEPT_POINTS)


def takes_of(hand: Sequence[str], visible: Sequence[str], full: bool) -> list[str | None]:
    """What the heuristic may take with `hand` (after its discard) when `visible` lie open: the visible cards
    that add the most to its value if that is more than TAKE_MARGIN (equal gains tie: the table's order of the
    piles is not always shown), else the people's deck (None)."""
    current = hand_value(hand, full)
    gains = {card: hand_value([*hand, card], full) - current for card in visible}
    best = max(gains.values(), default=TAKE_MARGIN)
    if best <= TAKE_MARGIN:
        return [None]
    return [card for card, gain in gains.items() if gain == best]


def conducts(view: DemosView) -> dict[int, Conduct]:
    """Every other seat's round as the view tells it, once it has laid its public discard (seats whose round
    the view does not tell unambiguously left out)."""
    if view.phase not in CARD_PHASES or view.viewer is None:
        return {}
    seats, phase = view.seats, view.phase
    order = dealing_order(view.dealer, len(seats))
    queue = set(view.turn_queue)
    public_done = {s for s in order if phase != "public_discard" or s not in queue}
    if phase == "public_discard":
        secret_done: set[int] = set()
    elif phase in ("secret_discard", "secret_take"):
        secret_done = {s for s in order if s not in queue}
    else:
        secret_done = set(order)
    unanimous_done = {s for s in order if s not in queue} if phase.startswith("unanimous") else set()
    taken_secret = [(s, card) for s in order for step, card in seats[s].taken if step == "secret"]
    taken_unanimous = [(s, card) for s in order for step, card in seats[s].taken if step == "unanimous"]

    # A public discard leaves its pile only by a take: every card taken in the secret step was one, and so
    # were as many of the unanimous step's as the emptied piles still miss (the rest were secret discards).
    missing_public = [s for s in order if s in public_done and not seats[s].public_discards]
    from_public = len(missing_public) - len(taken_secret)
    public_in_unanimous: list[str] | None = []
    secret_in_unanimous: int | None = 0
    if taken_unanimous and from_public == 0:
        secret_in_unanimous = len(taken_unanimous)
    elif taken_unanimous and from_public == len(taken_unanimous):
        public_in_unanimous = [card for _, card in taken_unanimous]
    elif taken_unanimous:
        public_in_unanimous = secret_in_unanimous = None  # some of each, and the view does not say which
    laid_public: list[str] | None = None
    if public_in_unanimous is not None:
        laid_public = [c for s in order for c in seats[s].public_discards]
        laid_public += [card for _, card in taken_secret] + public_in_unanimous
    untied = [card for _, card in taken_secret] + (public_in_unanimous or [])

    open_now = [c for s in order for c in seats[s].public_discards]
    open_now += [c for s in order for c in seats[s].secret_discards if c is not None] if view.secrets_revealed else []

    out: dict[int, Conduct] = {}
    for seat in order:
        if seat == view.viewer or seat not in public_done:
            continue  # a seat yet to lay its public discard has shown nothing of its hand
        sv = seats[seat]
        public_card = sv.public_discards[0] if sv.public_discards else None
        if public_card is None and len(missing_public) == 1 and len(untied) == 1:
            public_card = untied[0]
        secret: SecretStep = "not yet"
        secret_card: str | None = None
        secret_take: Take | None = None
        if seat in secret_done:
            if sv.secret_discards:
                secret, secret_card = "discarded", sv.secret_discards[0]
            elif secret_in_unanimous == 0:
                secret = "declined"
            else:
                continue  # declined, or its revealed discard was taken: the view does not say which
            if secret == "discarded":
                before = order[:order.index(seat)]
                card = next((c for step, c in sv.taken if step == "secret"), None)
                visible = None if laid_public is None else tuple(
                    c for c in laid_public if all(c != t for s, t in taken_secret if s in before))
                secret_take = Take(card, visible)
        unanimous_take: Take | None = None
        if seat in unanimous_done:
            later = order[order.index(seat):]
            card = next((c for step, c in sv.taken if step == "unanimous"), None)
            visible = (*open_now, *(t for s, t in taken_unanimous if s in later))
            unanimous_take = Take(card, visible)
        out[seat] = Conduct(seat=seat, public_card=public_card, secret=secret,
                            secret_card=secret_card, secret_take=secret_take, unanimous_done=seat in unanimous_done,
                            unanimous_take=unanimous_take, hidden_secret=None in sv.secret_discards)
    return out


def replay(conduct: Conduct, pool: Sequence[str], rng: Rng, full: bool) -> Replay | None:
    """One try: a history of the seat's round dealt from `pool` and played by the heuristic's rules; None
    when one of its moves is not the one the view shows."""
    left = list(pool)

    def draw() -> str:
        at = rng.below(len(left))
        left[at], left[-1] = left[-1], left[at]
        return left.pop()

    # The hand after the public step (laid one, drew one), dealt forward from the five it was dealt, or, when
    # it must hold given cards (a kept hand, a secret discard shown since), dealt as it is then and checked
    # backwards: the card drawn after laying the public one is any of its five, as likely as the others.
    if conduct.secret == "declined":
        kept = _kept_hand(left, rng, full)
        if kept is None:
            return None
        hand = kept
    elif conduct.secret_card is not None:
        hand = [conduct.secret_card, *(draw() for _ in range(HAND_SIZE - 1))]
    elif conduct.public_card is None:
        hand = [draw() for _ in range(HAND_SIZE)]  # laid a card the view does not tie to it: any unseen five
    else:
        hand = [conduct.public_card, *(draw() for _ in range(HAND_SIZE - 1))]
        if conduct.public_card not in discards_of(hand, full):
            return None
        hand.remove(conduct.public_card)
        hand.append(draw())
    if conduct.public_card is not None and (conduct.secret == "declined" or conduct.secret_card is not None):
        dealt = [conduct.public_card, *hand]
        del dealt[1 + rng.below(HAND_SIZE)]
        if conduct.public_card not in discards_of(dealt, full):
            return None
    secret: tuple[str, ...] = ()
    if conduct.secret == "discarded":
        if keeps(hand, full):
            return None  # it laid a secret discard, so it did not hold a hand the heuristic keeps
        options = discards_of(hand, full)
        if conduct.secret_card is not None and conduct.secret_card not in options:
            return None
        laid = conduct.secret_card if conduct.secret_card is not None else options[rng.below(len(options))]
        hand.remove(laid)
        secret = (laid,) if conduct.hidden_secret else ()
        if not _take(hand, conduct.secret_take, draw, full):
            return None
    unanimous: tuple[str, ...] = ()
    if conduct.unanimous_done:
        options = discards_of(hand, full)
        laid = options[rng.below(len(options))]
        hand.remove(laid)
        unanimous = (laid,)
        if not _take(hand, conduct.unanimous_take, draw, full):
            return None
    return Replay(tuple(hand), secret, unanimous, left)


def _kept_hand(left: list[str], rng: Rng, full: bool) -> list[str] | None:
    """Five of `left` (taken out of it) that the heuristic keeps, every such hand as likely as any other: a
    strong combination at random and the rest at random, a hand holding several kept with the chance that
    undoes how much more often it is proposed; None when `left` makes no such hand, or the try is undone."""
    strong = strong_combinations(tuple(sorted(left)), full)
    if not strong:
        return None
    core = strong[rng.below(len(strong))]
    rest = [card for card in left if card not in core]
    filler = [rest.pop(rng.below(len(rest))) for _ in range(HAND_SIZE - len(core))]
    hand = [*core, *filler]
    # A hand is proposed once for each strong combination in it, each time with the chance of its filler:
    # kept with the least such chance over the sum of its own, every kept hand ends equally likely.
    size = len(left)
    least = 1 / comb(size - 3, HAND_SIZE - 3)
    chances = sum(1 / comb(size - len(k), HAND_SIZE - len(k)) for k in strong_combinations(tuple(sorted(hand)), full))
    if rng.random() * chances > least:
        return None
    left[:] = rest
    return hand


@lru_cache(maxsize=4096)
def strong_combinations(pool: tuple[str, ...], allow_quad: bool) -> tuple[tuple[str, ...], ...]:
    """Every sequence worth KEPT_POINTS or more (and every harmonic quad) that these sorted cards can make."""
    by_rank: dict[int, list[str]] = {}
    for card in pool:
        by_rank.setdefault(rank_of(card), []).append(card)
    out: list[tuple[str, ...]] = [
        trio for low in by_rank if low + 1 in by_rank and low + 2 in by_rank
        for trio in product(by_rank[low], by_rank[low + 1], by_rank[low + 2])
        if sequence_points(trio) >= KEPT_POINTS
    ]
    if allow_quad:
        out += [tuple(cards) for cards in by_rank.values() if len({suit_of(c) for c in cards}) == 4]
    return tuple(out)


def _take(hand: list[str], take: Take | None, draw: Callable[[], str], full: bool) -> bool:
    """Play the seat's take into `hand` if the heuristic would have made it (the deck's card drawn)."""
    assert take is not None  # conducts gives every seat that discarded its take
    if take.visible is not None and take.card not in takes_of(hand, take.visible, full):
        return False
    hand.append(take.card if take.card is not None else draw())
    return True


def read_world(view: DemosView, me: int, rng: Rng, tries: int = TRIES) -> tuple[DemosState, frozenset[int]]:
    """A world consistent with the view whose other hands are read from their seats' play (see the module),
    and the seats so read (the others hold the plain deal's cards)."""
    world = determinize(view, me, rng)
    seen = conducts(view)
    if not seen:
        return world, frozenset()
    full = view.mode == "full"
    known = _known_cards(view)
    hands, secret, unanimous = list(world.hands), list(world.secret_discards), list(world.unanimous_discards)
    deck = list(world.people_deck)
    read: set[int] = set()
    for seat in sorted(seen, key=lambda s: _evidence_first(seen[s])):
        conduct = seen[seat]
        own = [*hands[seat], *(secret[seat] if conduct.hidden_secret else ()), *unanimous[seat]]
        pool = sorted([c for c in own if c not in known] + deck)
        history = _first_accepted(conduct, pool, rng, full, tries, view.seats[seat].hand_size)
        if history is None and conduct.secret == "declined":
            # Its kept hand matters more than the card it laid before: keep the one, let go of the other.
            history = _first_accepted(replace(conduct, public_card=None), pool, rng, full, tries,
                                      view.seats[seat].hand_size)
        if history is None:
            continue
        hands[seat] = history.hand
        if conduct.hidden_secret:
            secret[seat] = history.secret
        if conduct.unanimous_done:
            unanimous[seat] = history.unanimous
        deck = history.left
        read.add(seat)
    if not read:
        return world, frozenset()
    update = {"hands": tuple(hands), "secret_discards": tuple(secret), "unanimous_discards": tuple(unanimous),
              "people_deck": rng.shuffled(sorted(deck))}
    return world.model_copy(update=update), frozenset(read)


def _first_accepted(conduct: Conduct, pool: Sequence[str], rng: Rng, full: bool, tries: int,
                    size: int) -> Replay | None:
    for _ in range(tries):
        history = replay(conduct, pool, rng, full)
        if history is not None and len(history.hand) == size:
            return history
    return None


def _evidence_first(conduct: Conduct) -> int:
    """Seats are read in this order: a kept hand first, then a visible card taken, then the rest (in dealing
    order), so the seats whose play narrows their hands most choose from the most cards."""
    took = any(t is not None and t.card is not None for t in (conduct.secret_take, conduct.unanimous_take))
    return 0 if conduct.secret == "declined" else 1 if took else 2


def _known_cards(view: DemosView) -> set[str]:
    """The number cards the viewer sees or saw taken this round (they are where the view puts them)."""
    known: set[str] = set()
    for sv in view.seats:
        known.update(sv.hand or (), sv.public_discards, (c for _, c in sv.taken))
        known.update(c for c in (*sv.secret_discards, *sv.unanimous_discards) if c is not None)
    return known
