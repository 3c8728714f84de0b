"""Pure scoring of DēmoS: round combinations, round winners with every tie-break, final trios, game winners.

Nothing here knows about phases or events; rules modules call these functions and tests call them on
hand-built data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from itertools import combinations, product
from typing import NamedTuple

from game.core.trusted import build
from game.demos.components import MEDIA, POWERS, card_data, rank_of, suit_of
from game.demos.events import Tiebreak
from game.demos.state import Figure

_SCORING = card_data().scoring
QUAD_POINTS: int = _SCORING.quad
SEQUENCE_BASE: dict[int, int] = {int(k): v for k, v in _SCORING.sequence_base.items()}


class Combo(NamedTuple):
    """A combination shown at the end of a round."""

    kind: str  # "quad" or "sequence"
    cards: tuple[str, ...]
    points: int


def sequence_points(cards: Sequence[str]) -> int:
    """Points of three consecutive number cards: 12/8/4 for one/two/three suits, plus the smallest rank."""
    suits = len({suit_of(c) for c in cards})
    return SEQUENCE_BASE[suits] + min(rank_of(c) for c in cards)


def is_sequence(cards: Sequence[str]) -> bool:
    """Three consecutive ranks; no wrap-around (10 and 1 are not neighbours)."""
    ranks = sorted(rank_of(c) for c in cards)
    return len(ranks) == 3 and ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1


def is_quad(cards: Sequence[str]) -> bool:
    """Four cards of one number in four different suits."""
    return len(cards) == 4 and len({rank_of(c) for c in cards}) == 1 and len({suit_of(c) for c in cards}) == 4


def unplayed_sum(hand: Sequence[str], shown: Sequence[str]) -> int:
    return sum(rank_of(c) for c in hand if c not in shown)


def max_suit_count(hand: Sequence[str]) -> int:
    """The largest number of cards of one suit in the full hand (first tie-break)."""
    suits = [card[-1] for card in hand]  # suit_of, written out
    return max(map(suits.count, set(suits)), default=0)


def best_combination(hand: Sequence[str], allow_quad: bool) -> Combo | None:
    """The combination a player shows: the most points; among equals the one leaving the most unplayed points.

    Returns None when the hand holds no sequence (and no quad): that player is out of the round.
    """
    return _best_and_unplayed(hand, allow_quad)[0]


def scored_hand(hand: Sequence[str], allow_quad: bool) -> tuple[Combo | None, tuple[int, int, int] | None]:
    """`best_combination(hand, allow_quad)` and the `round_key` of the hand with it, worked out together
    (the end of every round asks both of every hand)."""
    combo, unplayed = _best_and_unplayed(hand, allow_quad)
    if combo is None:
        return None, None
    return combo, (combo.points, max_suit_count(hand), unplayed)


def _best_and_unplayed(hand: Sequence[str], allow_quad: bool) -> tuple[Combo | None, int]:
    """The best combination and the sum of the hand's cards it leaves unplayed (0 without one)."""
    ranks = [rank_of(card) for card in hand]
    distinct = set(ranks)
    # Most hands hold neither three ranks in a row nor four of one rank: they are out at a glance.
    quad_possible = allow_quad and len(ranks) - len(distinct) >= 3
    if not quad_possible and not any(r + 1 in distinct and r + 2 in distinct for r in distinct):
        return None, 0
    by_rank: dict[int, list[str]] = {}
    for card, rank in zip(hand, ranks, strict=True):
        same = by_rank.get(rank)
        if same is None:
            by_rank[rank] = [card]
        else:
            same.append(card)
    if quad_possible:
        for cards in by_rank.values():
            if len(cards) >= 4 and len({suit_of(c) for c in cards}) >= 4:
                quad = tuple(sorted(cards[:4], key=_card_order))
                return Combo("quad", quad, QUAD_POINTS), unplayed_sum(hand, quad)
    best: Combo | None = None
    best_key = (-1, -1)
    # With every card once (as in play), a sequence from `low` leaves the hand's other ranks unplayed.
    total = sum(ranks) if len(set(hand)) == len(ranks) else None
    for low in sorted(by_rank):
        if low + 1 not in by_rank or low + 2 not in by_rank:
            continue
        for trio in product(by_rank[low], by_rank[low + 1], by_rank[low + 2]):
            # sequence_points(trio), written out: the smallest rank is `low`
            pts = SEQUENCE_BASE[len({trio[0][-1], trio[1][-1], trio[2][-1]})] + low
            key = (pts, total - 3 * low - 3 if total is not None else unplayed_sum(hand, trio))
            if key > best_key:
                best_key, best = key, Combo("sequence", trio, pts)
    return best, max(best_key[1], 0)


def round_key(hand: Sequence[str], combo: Combo | None) -> tuple[int, int, int] | None:
    """What decides a round: points, then most cards of one suit in the hand, then the unplayed cards."""
    if combo is None:
        return None
    return (combo.points, max_suit_count(hand), unplayed_sum(hand, combo.cards))


@cache
def dealing_order(dealer: int, num_players: int) -> tuple[int, ...]:
    """Seats clockwise starting left of the dealer: the order of every action and of every precedence (kept
    per table and dealer: every discard step and every scoring asks)."""
    return tuple((dealer + 1 + i) % num_players for i in range(num_players))


def top_players(keys: Sequence[tuple[int, int, int] | None], order: Sequence[int]) -> tuple[int, ...]:
    """Seats with the best round key (all tie-breaks applied), in dealing order; () when nobody scored."""
    scored = [k for k in keys if k is not None]
    if not scored:
        return ()
    best = max(scored)
    return tuple(s for s in order if keys[s] == best)


def tiebreak(keys: Sequence[tuple[int, int, int] | None], order: Sequence[int]) -> Tiebreak | None:
    """How a tie on the best points was broken, for the round result's words; None when nobody else had the
    best points. `by` names the last rule that was needed ("suits": most cards of one suit in the five-card
    hand, "unplayed": the higher unplayed cards, "ex_aequo": nothing told the last ones apart), with each tied
    seat's count of one suit and, when it came to that, the sum of the unplayed cards of those still level
    after the suits (seats equal on every rule share the round ex aequo)."""
    scored = [k for k in keys if k is not None]
    if not scored:
        return None
    points = max(k[0] for k in scored)
    tied = tuple(s for s in order if (k := keys[s]) is not None and k[0] == points)
    if len(tied) < 2:
        return None
    suits = {s: k[1] for s in tied if (k := keys[s]) is not None}
    most = max(suits.values())
    level = [s for s in tied if suits[s] == most]
    out: dict[str, object] = {"points": points, "tied": tied, "suits": suits, "by": "suits"}
    if len(level) > 1:
        unplayed = {s: k[2] for s in level if (k := keys[s]) is not None}
        out["unplayed"] = unplayed
        out["by"] = "unplayed" if len(set(unplayed.values())) > 1 else "ex_aequo"
    return build(Tiebreak, out)


@dataclass(frozen=True)
class Draw:
    """One winning unit's claim on the power deck: who draws, how many, for which team."""

    seat: int
    team: int
    count: int
    quad: bool


def allocate_draws(
    tops: Sequence[int], quads: Sequence[bool], team_of: Sequence[int], team_play: bool, deck_size: int
) -> list[Draw]:
    """Share the power deck among the round's winners.

    Individually every tied top player draws (two with a quad). In team play the tied top players of one
    team make one claim for their team (two with a quad), drawn by the first of them in dealing order.
    When the deck cannot satisfy every claim, dealing order has precedence; a claim that receives nothing
    is dropped (that unit did not win).
    """
    claims: list[Draw] = []
    if team_play:
        seen: dict[int, int] = {}
        for seat in tops:
            team = team_of[seat]
            if team in seen:
                i = seen[team]
                if quads[seat] and not claims[i].quad:
                    claims[i] = replace(claims[i], count=2, quad=True)
                continue
            seen[team] = len(claims)
            claims.append(Draw(seat, team, 2 if quads[seat] else 1, quads[seat]))
    else:
        claims = [Draw(s, team_of[s], 2 if quads[s] else 1, quads[s]) for s in tops]
    out: list[Draw] = []
    left = deck_size
    for claim in claims:
        if left <= 0:
            break
        n = min(claim.count, left)
        out.append(claim if n == claim.count else replace(claim, count=n))
        left -= n
    return out


def first_power_slot(figures: Sequence[Figure]) -> int | None:
    """The slot of the first E/L/J a player acquired (media are not powers)."""
    for i, fig in enumerate(figures):
        if fig.card != MEDIA:
            return i
    return None


# -- the final phase -------------------------------------------------------------------------------------
def effective(fig: Figure) -> str:
    """A figure's code in its final suit (a media action may have announced a new one)."""
    return fig.card[0] + fig.suit if fig.suit is not None else fig.card


def trio_options(figures: Sequence[Figure]) -> list[tuple[int, tuple[str, ...]]]:
    """Every E-L-J trio a player may present, as (harmony, codes): 3 = three suits, 2 = two, 1 = one.

    A figure recoloured by a media action must be part of the trio; two such figures of one power leave
    no legal trio.
    """
    forced = [i for i, f in enumerate(figures) if f.media_from is not None and f.card != MEDIA]
    by_power: dict[str, list[int]] = {p: [] for p in POWERS}
    for i, fig in enumerate(figures):
        if fig.card != MEDIA:
            by_power[fig.card[0]].append(i)
    for i in forced:
        power = figures[i].card[0]
        if any(j != i and j in forced for j in by_power[power]):
            return []
        by_power[power] = [i]
    out: list[tuple[int, tuple[str, ...]]] = []
    for trio in product(*(by_power[p] for p in POWERS)):
        codes = tuple(effective(figures[i]) for i in trio)
        out.append((len({c[1] for c in codes}), codes))
    return out


def best_trio(figures: Sequence[Figure]) -> tuple[int, tuple[str, ...] | None]:
    """The most harmonious trio (three suits > two > one); (0, None) without any trio."""
    options = trio_options(figures)
    if not options:
        return 0, None
    return max(options, key=lambda o: o[0])


def _best_by_points(seats: Sequence[int], scores: Sequence[int]) -> tuple[int, ...]:
    top = max(scores[s] for s in seats)
    return tuple(s for s in seats if scores[s] == top)


class Verdict(NamedTuple):
    winners: tuple[int, ...]
    reason: str
    winning_teams: tuple[int, ...] = ()


def _members(teams: Sequence[int], team_of: Sequence[int]) -> tuple[int, ...]:
    return tuple(s for s in range(len(team_of)) if team_of[s] in teams)


def individual_winners(harmony: Sequence[int], scores: Sequence[int]) -> Verdict:
    """Most harmonious trio; ties by cumulative round points; still tied: shared. Nobody with a trio: none."""
    best = max(harmony)
    if best == 0:
        return Verdict((), "no_trio")
    candidates = [s for s, h in enumerate(harmony) if h == best]
    if len(candidates) == 1:
        return Verdict(tuple(candidates), "harmony")
    winners = _best_by_points(candidates, scores)
    return Verdict(winners, "harmony_points" if len(winners) == 1 else "shared")


def team_winners(harmony: Sequence[int], scores: Sequence[int], team_of: Sequence[int]) -> Verdict:
    """2 v 2 and 2 v 3: the team presenting the best trio. A tie of the best harmony between teams goes to the
    team of the tied player with the most cumulative round points ("gewinnt das Team, dessen Spieler die
    höchste kumulierte Gesamtpunktzahl … hat": the players of the tie are compared, as in the individual rule
    and 2 v 2 + 1 priority 1); still tied: shared. Nobody with a trio: no winner."""
    best = max(harmony)
    if best == 0:
        return Verdict((), "no_trio")
    holders = [s for s, h in enumerate(harmony) if h == best]
    reason = "harmony"
    if len({team_of[s] for s in holders}) > 1:
        holders = list(_best_by_points(holders, scores))
        reason = "harmony_points"
    teams = sorted({team_of[s] for s in holders})
    if len(teams) > 1:
        reason = "shared"
    return Verdict(_members(teams, team_of), reason, tuple(teams))


def independent_goals(
    seat: int, figures: Sequence[Figure], scores: Sequence[int]
) -> tuple[str, ...]:
    """The independent's secondary victory conditions met (2 v 2 + 1), in the rulebook's order."""
    met: list[str] = []
    if all(scores[seat] >= s for s in scores):
        met.append("people_voice")
    media = sum(1 for f in figures if f.card == MEDIA)
    if media >= 2 and any(f.card != MEDIA and f.card[0] == "J" for f in figures):
        met.append("media_controller")
    if any(h == 2 for h, _ in trio_options(figures)):
        met.append("dissident")
    return tuple(met)


def two_two_one_winners(
    harmony: Sequence[int],
    scores: Sequence[int],
    team_of: Sequence[int],
    independent: int,
    independent_figures: Sequence[Figure],
) -> Verdict:
    """2 v 2 + 1: priority 1 three-suit harmony, 2 the independent's goals, 3 the teams' remaining trios."""
    threes = [s for s, h in enumerate(harmony) if h == 3]
    if threes:
        tops = _best_by_points(threes, scores)
        teams = tuple(sorted({team_of[s] for s in tops}))
        reason = "three_suit_harmony" if len(teams) == 1 else "shared"
        return Verdict(_members(teams, team_of), reason, teams)
    goals = independent_goals(independent, independent_figures, scores)
    if goals:
        return Verdict((independent,), f"independent_{goals[0]}", (team_of[independent],))
    team_seats = [s for s in range(len(harmony)) if s != independent and harmony[s] > 0]
    if not team_seats:
        return Verdict((), "no_winner")
    best = max(harmony[s] for s in team_seats)
    best_teams = sorted({team_of[s] for s in team_seats if harmony[s] == best})
    if len(best_teams) > 1:
        totals = {t: sum(scores[s] for s in range(len(scores)) if team_of[s] == t) for t in best_teams}
        high = max(totals.values())
        best_teams = [t for t in best_teams if totals[t] == high]
    reason = "team_trio" if len(best_teams) == 1 else "shared"
    return Verdict(_members(best_teams, team_of), reason, tuple(best_teams))


def _card_order(card: str) -> tuple[int, str]:
    return rank_of(card), suit_of(card)


def all_sequences(hand: Sequence[str]) -> list[tuple[str, ...]]:
    """Every sequence of three in a hand (used by bots and tests)."""
    return [t for t in combinations(sorted(hand, key=_card_order), 3) if is_sequence(t)]
