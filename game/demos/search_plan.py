"""What the generic search (`game/core/search.py`) needs from DēmoS: where a playout stops, what the position
it reached is worth, which moves are worth racing, and how worlds are dealt.

A playout plays the rest of the current round with the heuristic in every seat and stops when the next round
is dealt (the last round and the scandal phase play to the end). The round's outcome is then valued by the
`outlook`: the chance that the bot wins the game from there, estimated by finishing the game in the abstract
many times over (the remaining figures go to random round winners, the media are used, the trios and the
points decide as the rules do). So a figure is worth what it does for the bot's final trio (a missing power,
a new suit) against the others' figures, and round points count as the tie-break they are. The card play of
future rounds is not simulated there: every seat is taken to be as likely as any other to win a round.

A world is dealt from the bot's view with every seat that declined its secret discard holding a hand worth
keeping (`deal`); reading every other seat's play too (`deal_read`, `game/demos/inference.py`) was measured no
better and is not the default.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache, lru_cache

from game.core.rng import Rng
from game.core.search import win_value
from game.demos.bots import hand_value, media_score
from game.demos.components import MEDIA, POWERS
from game.demos.inference import read_world, strong_combinations
from game.demos.rules import DemosRules
from game.demos.scoring import (
    individual_winners,
    team_winners,
    two_two_one_winners,
)
from game.demos.state import (
    ApplyMedia,
    DemosAction,
    DemosState,
    DemosView,
    Discard,
    Figure,
    SkipDiscard,
    TakeDiscard,
)

RULES = DemosRules()

OUTLOOKS = 16
"""Abstract game ends per valued position. Their own noise (up to 0.125 standard error) mostly cancels between
two moves raced on one world, which are valued by the same ends; what is left averages out over the worlds."""

WINNER_POINTS, OTHER_POINTS = 18, 12
"""Round points added per abstract round to its winner and to everyone else: about what heuristic play scores
(a round's best hand, and the table's mean of ~14 points of which one seat in eight shows nothing)."""

VETO_WORTH = 0.03
"""A veto still in hand, in chances of winning the game: the outlook does not see what a veto may do later,
and without this the bot spends its one veto of the game for the smallest edge in the current round."""

DISCARDS_RACED, TAKES_RACED, MEDIA_RACED = 3, 3, 4
"""How many of the heuristic's best cards to lay, visible cards or the deck to take, and media aims the search
compares: the others are clearly worse by the heuristic's own measure, and fewer moves get more playouts."""


def round_over(root: DemosState, state: DemosState, me: int) -> bool:
    """A playout stops when the next round is dealt: what a move now can change is this round's outcome. A
    round a team veto voided is dealt again under its number by the next dealer, so a new deal is a new
    round number or a new dealer."""
    return state.round != root.round or state.dealer != root.dealer


def outlook(root: DemosState, state: DemosState, me: int) -> float:
    """The chance that `me` wins from `state`: exact when the game is over, else estimated (see the module).

    The abstract finishes are scripted once per starting world (`root`): an order of its power deck and the
    seat that wins each of its figures. Every move raced on that world is valued by the same scripts (a
    figure drawn in the playout is skipped where the script meets it, the others keep their takers), so two
    moves differ only by what they changed, not by the luck of the estimate: common random numbers, as the
    race's playouts have."""
    won = win_value(RULES, state, me)
    if won is not None:
        return won
    team = state.team_of[me]
    veto_kept = VETO_WORTH * (state.vetoes[team] >= root.vetoes[team] > 0)
    draws = min(len(state.power_deck), max(0, state.round_limit - state.round + 1))
    rows = [tuple(f.card for f in row) for row in state.figures]
    drawn = list((Counter(root.power_deck) - Counter(state.power_deck)).elements())
    wins = 0
    for order, takers in _scripts(root.rng, root.power_deck, state.num_players):
        if drawn:
            deck, seats = list(order), list(takers)
            for card in drawn:
                at = deck.index(card)
                del deck[at], seats[at]
            wins += _abstract_end(state, me, rows, deck[:draws], seats[:draws])
        else:
            wins += _abstract_end(state, me, rows, order[:draws], takers[:draws])
    return (1 - VETO_WORTH) * wins / OUTLOOKS + veto_kept


@lru_cache(maxsize=256)
def _scripts(seed: int, deck: tuple[str, ...], seats: int) -> tuple[tuple[tuple[str, ...], tuple[int, ...]], ...]:
    """OUTLOOKS abstract finishes of a world: an order of its power deck, and the seat that draws each card.
    Python's own generator, seeded from the world, for speed: the value stays a function of the positions."""
    chance = random.Random(seed)
    return tuple((tuple(chance.sample(deck, len(deck))), tuple(chance.choices(range(seats), k=len(deck))))
                 for _ in range(OUTLOOKS))


def _abstract_end(state: DemosState, me: int, rows: Sequence[tuple[str, ...]], deck: Sequence[str],
                  winners: Sequence[int]) -> bool:
    """One abstract finish: the figures of `deck` go to `winners` in turn, each with its round's points, the
    media are used against the rival with the best trio, and the mode's winner check decides."""
    final = [list(row) for row in rows]
    scores = [score + OTHER_POINTS * len(deck) for score in state.scores]
    for card, winner in zip(deck, winners, strict=True):
        final[winner].append(card)
        scores[winner] += WINNER_POINTS - OTHER_POINTS
    harmony = [_harmony(tuple(sorted(row))) for row in final]
    if state.options.mode == "full" and any(MEDIA in row for row in final):
        _use_media(state, final, harmony)
    mode = state.options.teams
    if mode == "none":
        verdict = individual_winners(harmony, scores)
    elif mode == "2v2+1" and state.independent is not None:
        own = [Figure(card=card) for card in final[state.independent]]
        verdict = two_two_one_winners(harmony, scores, state.team_of, state.independent, own)
    else:
        verdict = team_winners(harmony, scores, state.team_of)
    return me in verdict.winners


@cache
def _harmony(cards: tuple[str, ...]) -> int:
    """The suits of the most harmonious E-L-J trio among figure codes (no media recolouring yet: the
    outlook is only asked before the scandal phase); 0 without one power."""
    suits = [{card[1] for card in cards if card[0] == power} for power in POWERS]
    if not all(suits):
        return 0
    executive, legislative, judiciary = suits
    return max(len({e, lg, j}) for e in executive for lg in legislative for j in judiciary)


def _use_media(state: DemosState, rows: Sequence[Sequence[str]], harmony: list[int]) -> None:
    """Each usable media costs the best trio among the owner's rivals one suit (a recoloured figure forced into
    the trio with a suit it already shows); two in one hand cancel, except the independent's."""
    for owner, row in enumerate(rows):
        media = row.count(MEDIA)
        if media == 0 or (media == 2 and owner != state.independent):
            continue
        for _ in range(media):
            rivals = [s for s in range(len(rows)) if state.team_of[s] != state.team_of[owner] and harmony[s] > 1]
            if not rivals:
                break
            target = max(rivals, key=lambda s: (harmony[s], state.scores[s]))
            harmony[target] -= 1


def deal(view: DemosView, me: int, rng: Rng) -> DemosState:
    """The plan's dealing of worlds: `deal_kept`. Reading every other seat's play (`deal_read`) was measured
    no better (tests/benchmarks/demos_regret.py, tests/benchmarks/strength.py) at 45 % more CPU a decision."""
    return deal_kept(view, me, rng)


def deal_read(view: DemosView, me: int, rng: Rng) -> DemosState:
    """A world consistent with the view whose other hands are read from their seats' play this round
    (`inference.read_world`: hands with which the heuristic would have made the moves the view shows, a seat
    that declined its secret discard a hand worth keeping)."""
    return read_world(view, me, rng)[0]


def deal_kept(view: DemosView, me: int, rng: Rng) -> DemosState:
    """A world consistent with the view (`determinize`) in which every seat that declined its secret discard
    this round holds a hand worth keeping, as the heuristic keeps one (a quad or KEPT_POINTS): declining says
    so, and a world where it holds a random hand misjudges the round."""
    return _kept_hands_dealt(RULES.determinize(view, me, rng), view, me, rng, kept_hands(view))


def _kept_hands_dealt(world: DemosState, view: DemosView, me: int, rng: Rng, keepers: Sequence[int]) -> DemosState:
    """`world` with each of `keepers` holding a hand worth keeping, dealt from the cards the viewer cannot see
    (that seat's own and the deck's): a strong combination among them at random, the rest of the hand at
    random too. Only what the view shows is read, so two positions that look alike deal alike."""
    if not keepers or view.viewer is None:
        return world
    hands, deck = list(world.hands), list(world.people_deck)
    for seat in keepers:
        if seat == me:
            continue
        pool = sorted([*hands[seat], *deck])
        strong = strong_combinations(tuple(pool), view.mode == "full")
        if not strong:
            continue
        kept = list(strong[rng.below(len(strong))])
        rest = list(rng.shuffled([card for card in pool if card not in kept]))
        filler = len(hands[seat]) - len(kept)  # a kept hand is a whole one: nothing discarded since
        hands[seat] = tuple(kept + rest[:filler])
        deck = rest[filler:]
    return world.model_copy(update={"hands": tuple(hands), "people_deck": tuple(deck)})


def kept_hands(view: DemosView) -> list[int]:
    """Seats that declined their secret discard this round and have not discarded since (full rules)."""
    if view.mode != "full":
        return []
    if view.phase in ("secret_discard", "secret_take"):
        done = [s.seat for s in view.seats if s.seat not in view.turn_queue]
    elif view.phase in ("veto", "unanimous_discard", "unanimous_take"):
        done = [s.seat for s in view.seats]
    else:
        return []
    return [s for s in done if not view.seats[s].secret_discards and not view.seats[s].unanimous_discards]


def shortlist(view: DemosView, legal: Sequence[DemosAction], rng: Rng) -> Sequence[DemosAction]:
    """The moves worth racing, best first by the heuristic's measures (the search adds the heuristic's own)."""
    me = view.viewer
    if me is None:
        return legal
    hand = list(view.seats[me].hand or ())
    full = view.mode == "full"
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards:
        ranked = sorted(discards, key=lambda a: -hand_value([c for c in hand if c != a.card], full))
        return [*ranked[:DISCARDS_RACED], *(a for a in legal if isinstance(a, SkipDiscard))]
    takes = [a for a in legal if isinstance(a, TakeDiscard)]
    if takes:
        ranked_takes = sorted(takes, key=lambda a: -hand_value([*hand, a.card], full))
        return [*(a for a in legal if not isinstance(a, TakeDiscard)), *ranked_takes[:TAKES_RACED - 1]]
    aims = [a for a in legal if isinstance(a, ApplyMedia)]
    if aims:
        return sorted(aims, key=lambda a: -media_score(view, me, a))[:MEDIA_RACED]
    return legal
