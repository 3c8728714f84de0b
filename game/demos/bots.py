"""The heuristic DēmoS bot: it reads only its seat's View and the legal actions.

Card choices value a hand by the best combination it can still make: a hand is scored by its best
combination now, plus a small credit for near-sequences and for cards of one suit (the first tie-break).
Discards keep the most valuable four cards; takes prefer a visible discard that beats the expected value of
the deck. The veto is used when a rival leads and my hand is strong or the game is late (a team veto, which
voids the whole round, only late and with a hand unlikely to win it); media are aimed at the leader's figures;
teams give figures to the teammate whose trio they improve most.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.core.rng import Rng
from game.demos.components import MEDIA, POWERS, rank_of
from game.demos.scoring import best_combination, max_suit_count, trio_options
from game.demos.state import (
    ApplyMedia,
    AssignFigure,
    CastVeto,
    Consent,
    DemosAction,
    DemosView,
    Discard,
    Figure,
    FigureView,
    SkipDiscard,
    TakeDiscard,
    TakeFromDeck,
)


def hand_value(hand: Sequence[str], allow_quad: bool) -> float:
    """How promising a hand is: its best combination now, plus partial credit for what it may become."""
    return _hand_value(tuple(sorted(hand)), allow_quad)


@lru_cache(maxsize=1 << 16)
def _hand_value(hand: tuple[str, ...], allow_quad: bool) -> float:
    """hand_value of a sorted hand: the order of the cards changes nothing, and the search's playouts ask
    about the same few hands thousands of times."""
    combo = best_combination(hand, allow_quad)
    value = float(combo.points) + 20.0 if combo is not None else 0.0
    ranks = sorted({rank_of(c) for c in hand})
    near = 0.0
    for r in ranks:
        if r + 1 in ranks:
            near = max(near, 4.0 + r * 0.2)
        elif r + 2 in ranks:
            near = max(near, 2.5 + r * 0.2)
    counts: dict[int, int] = {}
    for c in hand:
        counts[rank_of(c)] = counts.get(rank_of(c), 0) + 1
    if allow_quad and max(counts.values(), default=0) >= 3:
        near += 3.0
    return value + near * (0.5 if combo is not None else 1.0) + 0.6 * max_suit_count(hand)


def best_discard(hand: Sequence[str], allow_quad: bool) -> str:
    """The card whose removal leaves the most valuable four (ties: the lowest card goes)."""
    best_card, best_value = hand[0], -1.0
    for card in sorted(hand, key=rank_of):
        rest = [c for c in hand if c != card]
        v = hand_value(rest, allow_quad)
        if v > best_value:
            best_card, best_value = card, v
    return best_card


class HeuristicBot:
    level = "heuristic"

    def choose(self, view: DemosView, legal: Sequence[DemosAction], rng: Rng) -> DemosAction:
        if not legal:
            raise ValueError("the heuristic bot was asked to act with no legal actions")
        me = view.viewer
        assert me is not None
        first = legal[0]
        if isinstance(first, (Discard, SkipDiscard)):
            return self._discard(view, me, legal)
        if isinstance(first, (TakeFromDeck, TakeDiscard)):
            return self._take(view, me, legal)
        if isinstance(first, (Consent, CastVeto)):
            return self._veto(view, me, legal)
        if isinstance(first, AssignFigure):
            return self._assign(view, me, legal)
        if isinstance(first, ApplyMedia):
            return self._media(view, me, legal)
        return rng.choice(legal)

    # -- cards ---------------------------------------------------------------------------------------
    def _discard(self, view: DemosView, me: int, legal: Sequence[DemosAction]) -> DemosAction:
        hand = view.seats[me].hand or ()
        full = view.mode == "full"
        skip = next((a for a in legal if isinstance(a, SkipDiscard)), None)
        if skip is not None:
            combo = best_combination(hand, full)
            # A strong hand is kept: discarding would only risk it.
            if combo is not None and (combo.kind == "quad" or combo.points >= 16):
                return skip
        card = best_discard(hand, full)
        return Discard(card=card)

    def _take(self, view: DemosView, me: int, legal: Sequence[DemosAction]) -> DemosAction:
        hand = list(view.seats[me].hand or ())
        full = view.mode == "full"
        current = hand_value(hand, full)
        best: DemosAction | None = None
        best_gain = 3.0  # a visible card must beat the deck's expectation by a margin
        for action in legal:
            if isinstance(action, TakeDiscard):
                gain = hand_value(hand + [action.card], full) - current
                if gain > best_gain:
                    best, best_gain = action, gain
        if best is not None:
            return best
        deck = next((a for a in legal if isinstance(a, TakeFromDeck)), None)
        return deck if deck is not None else legal[0]

    # -- the veto --------------------------------------------------------------------------------------
    def _veto(self, view: DemosView, me: int, legal: Sequence[DemosAction]) -> DemosAction:
        mine = view.seats[me]
        hand = mine.hand or ()
        combo = best_combination(hand, view.mode == "full")
        my_team = mine.team
        leader = max(range(len(view.seats)), key=lambda s: (_figure_strength(view, s), view.seats[s].score))
        leader_is_rival = view.seats[leader].team != my_team
        strong = combo is not None and combo.points >= 17
        late = view.power_deck <= 4 or view.round >= view.round_limit - 2
        if not leader_is_rival:
            return Consent()
        if view.teams_mode != "none" and not mine.independent:
            # A team veto voids the whole round: worth it late in the game when my hand is unlikely to win
            # the round, so the rival leader is kept from a figure; a strong hand is better played out.
            return CastVeto() if late and not strong else Consent()
        # My own veto cancels the unanimous discard only: with a strong hand the extra discard can only
        # help the others catch up; late in the game it denies the rival leader a last improvement.
        return CastVeto() if strong or late else Consent()

    # -- figures ---------------------------------------------------------------------------------------
    def _assign(self, view: DemosView, me: int, legal: Sequence[DemosAction]) -> DemosAction:
        pending = view.pending_figures[0]
        card = pending.card
        best = legal[0]
        best_gain = -1e9
        for action in legal:
            assert isinstance(action, AssignFigure)
            row = _known_row(view.seats[action.seat].figures)
            before = _trio_score(row)
            after = _trio_score(row + [Figure(card=card)]) if card is not None else before
            gain = after - before - 0.01 * len(row)
            if gain > best_gain:
                best, best_gain = action, gain
        return best

    def _media(self, view: DemosView, me: int, legal: Sequence[DemosAction]) -> DemosAction:
        best = legal[0]
        best_score = -1e9
        for action in legal:
            assert isinstance(action, ApplyMedia)
            score = media_score(view, me, action)
            if score > best_score:
                best, best_score = action, score
        return best


def media_score(view: DemosView, me: int, action: ApplyMedia) -> float:
    """How good a media aim is for `me`: a rival's trio spoiled the more, the stronger that rival looks; a
    teammate's trio (team play) made the more harmonious."""
    target = view.seats[action.target]
    row = list(target.figures)
    fig = row[action.slot]
    friendly = target.team == view.seats[me].team and view.teams_mode != "none"
    # Known identity (a teammate's card) lets us judge exactly; otherwise assume the printed suit is
    # unknown and judge the trio the recolouring forces.
    outcome = _media_outcome(row, action.slot, action.suit, fig)
    strength = _figure_strength(view, action.target) + 0.01 * target.score
    return outcome if friendly else -outcome + strength


def _known_row(row: Sequence[FigureView]) -> list[Figure]:
    return [Figure(card=f.card if f.suit is None else f.card[0] + f.suit, media_from=f.media_from)
            for f in row if f.card is not None]


def _trio_score(row: Sequence[Figure]) -> float:
    options = trio_options(row)
    if not options:
        powers = {f.card[0] for f in row if f.card != MEDIA}
        return 0.3 * len(powers)
    return float(max(h for h, _ in options)) + 1.0


def _figure_strength(view: DemosView, seat: int) -> float:
    """A rough public estimate of a seat's chances: its figures, better when known powers differ."""
    row = view.seats[seat].figures
    known = [f.card for f in row if f.card is not None and f.card != MEDIA]
    powers = {c[0] for c in known}
    suits = {c[1] for c in known}
    return len(row) + 0.5 * len(powers) + 0.3 * len(suits)


def _media_outcome(row: Sequence[FigureView], slot: int, suit: str, fig: FigureView) -> float:
    """The harmony the target can reach when the figure in `slot` is forced into the trio with `suit`.

    An unknown card is tried as each power; the average is returned.
    """
    powers = [fig.card[0]] if fig.card is not None else list(POWERS)
    total = 0.0
    for power in powers:
        figures: list[Figure] = []
        for i, f in enumerate(row):
            if i == slot:
                figures.append(Figure(card=power + suit, media_from=0))
            elif f.card is not None:
                figures.append(Figure(card=f.card if f.suit is None else f.card[0] + f.suit,
                                      media_from=f.media_from))
        total += _trio_score(figures)
    return total / len(powers)

