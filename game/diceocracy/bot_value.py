"""The bots' running score: every seat's End Game Scoring total as if the game ended now, computed the way
`scoring.final_scores` does but fast enough to be asked tens of thousands of times a decision.

A bot values a position by scoring it (the heuristic's `evaluate`), and a search decision scores every
legal move of every step of every playout, so scoring is where a decision spends its time. Between one
position and the next a single district usually changes: a district's reps, pips and colour counts are
kept per district tuple (states share the tuples they do not change), and only the popularity lookups are
done again. The totals are exactly `final_scores(state, agenda_seats=(me,))`'s (a test checks it on the
positions of whole games in every mode).
"""

from __future__ import annotations

from functools import cache
from math import ceil

from game.diceocracy.board import COLOR_INDEX, printed_dice
from game.diceocracy.components import components
from game.diceocracy.scoring import agenda_votes, candidate_bonus
from game.diceocracy.state import DiceocracyState, Die, Space

DistrictFacts = tuple[dict[int, int], tuple[int, ...], int, tuple[int, int, int, int], int]
"""(Reps per owner, the owners with the majority, pips of every die, dice per colour, number of dice)."""

_KEPT = 60_000
"""Districts remembered before the memory starts afresh (a decision meets a few thousand)."""
_districts: dict[tuple[int, int, bool], tuple[tuple[Space, ...], DistrictFacts]] = {}
Board = tuple[tuple[Space, ...], ...]
_totals: dict[tuple[int, tuple[int, ...], tuple[tuple[int, ...], ...]], tuple[Board, tuple[int, ...]]] = {}
_tables: dict[tuple[int, tuple[int, ...], int], tuple[Board, tuple[Die, ...]]] = {}


def majority_of(reps: dict[int, int]) -> tuple[int, ...]:
    """The owners (the bag's -1 too) with the most Reps in a district, in seat order; none without a Rep."""
    if not reps:
        return ()
    top = max(reps.values())
    return tuple(sorted(owner for owner, n in reps.items() if n == top))


def district_facts(state: DiceocracyState, pos: int) -> DistrictFacts:
    """One district's Reps per owner, the owners with the majority, pips, dice per colour and number of dice."""
    spaces = state.districts[pos]
    big = state.table_players >= 3
    key = (id(spaces), state.tiles[pos], big)
    kept = _districts.get(key)
    if kept is not None and kept[0] is spaces:  # the tuple is held here, so its id is not reused meanwhile
        return kept[1]
    reps: dict[int, int] = {}
    counts = [0, 0, 0, 0]
    pips = dice = 0
    for s in spaces:
        if s.rep is not None:
            reps[s.rep] = reps.get(s.rep, 0) + 1
        if s.die is not None:
            pips += s.die.value
            counts[COLOR_INDEX[s.die.color]] += 1
            dice += 1
    for die in printed_dice(state, pos):
        pips += die.value
        counts[COLOR_INDEX[die.color]] += 1
        dice += 1
    majority = majority_of(reps)
    facts: DistrictFacts = (reps, majority, pips, (counts[0], counts[1], counts[2], counts[3]), dice)
    if len(_districts) >= _KEPT:
        _districts.clear()
    _districts[key] = (spaces, facts)
    return facts


@cache
def _most_popular_first(popularity: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(range(4), key=lambda c: -popularity[c]))


def best_colours(popularity: tuple[int, ...], counts: tuple[int, int, int, int], scored: int) -> int:
    """The votes of the `scored` dice whose colours the seat is most popular with (one die per pick)."""
    total = 0
    for colour in _most_popular_first(popularity):
        if scored <= 0:
            break
        take = min(scored, counts[colour])
        total += take * popularity[colour]
        scored -= take
    return total


def owner_votes(popularity: tuple[int, ...], reps: int, in_majority: bool, leaders: int, pips: int,
                counts: tuple[int, int, int, int], dice: int) -> int:
    """One owner's votes from one district ("District Votes"): with the majority (alone, or shared by `leaders`
    owners) the pips, shared and rounded up, and the colours of every die (of half of them, rounded up, when
    shared); without it, one die's colour for each of its `reps` Reps."""
    if not in_majority:
        return best_colours(popularity, counts, reps)
    scored = dice if leaders == 1 else ceil(dice / 2)
    return ceil(pips / leaders) + best_colours(popularity, counts, scored)


def district_votes(me: int, popularity: tuple[int, ...], reps: dict[int, int], pips: int,
                   counts: tuple[int, int, int, int], dice: int) -> int:
    """`me`'s votes from one district with these Reps (per owner, the bag's too) and dice."""
    mine = reps.get(me, 0)
    if not mine:
        return 0
    majority = majority_of(reps)
    return owner_votes(popularity, mine, me in majority, len(majority), pips, counts, dice)


def district_totals(state: DiceocracyState) -> tuple[int, ...]:
    """Every seat's district votes now (the bag, seat -1, contests districts and scores nothing)."""
    districts = state.districts
    popularity = tuple(p.popularity for p in state.players)
    key = (id(districts), state.tiles, popularity)
    kept = _totals.get(key)
    if kept is not None and kept[0] is districts:
        return kept[1]
    totals = [0] * len(state.players)
    for pos in range(len(districts)):
        reps, majority, pips, counts, dice = district_facts(state, pos)
        for owner, count in reps.items():
            if owner >= 0:
                totals[owner] += owner_votes(popularity[owner], count, owner in majority, len(majority), pips,
                                             counts, dice)
    if len(_totals) >= _KEPT:
        _totals.clear()
    _totals[key] = (districts, tuple(totals))
    return _totals[key][1]


def table_dice(state: DiceocracyState) -> tuple[Die, ...]:
    """Every die on the districts, printed ones included, in `scoring`'s order (for the agendas)."""
    districts = state.districts
    key = (id(districts), state.tiles, state.table_players)
    kept = _tables.get(key)
    if kept is not None and kept[0] is districts:
        return kept[1]
    found: list[Die] = []
    for pos, spaces in enumerate(districts):
        found.extend(s.die for s in spaces if s.die is not None)
        found.extend(printed_dice(state, pos))
    if len(_tables) >= _KEPT:
        _tables.clear()
    _tables[key] = (districts, tuple(found))
    return _tables[key][1]


def running_totals(state: DiceocracyState, me: int) -> list[int]:
    """Every seat's total if the game ended now, counting only `me`'s secret agendas (the others' are
    hidden): `final_scores(state, agenda_seats=(me,))[seat]["total"]` for every seat, in seat order."""
    districts = district_totals(state)
    totals = []
    for seat, p in enumerate(state.players):
        total = p.stunt_votes + p.advert_votes + districts[seat] + candidate_bonus(state, seat)
        if seat == me and p.agendas:
            total += _agenda_total(state, seat)
        totals.append(total)
    return totals


BOARD_AGENDAS = frozenset({"district_value", "district_color", "adjacent_color", "adjacent_value",
                           "adjacent_rivals", "all_districts"})
"""Agenda kinds that read the districts (dice, and the seat's Reps there); "money" reads the money track and
every other kind the seat's followers only."""
_agenda_memory: dict[tuple[object, ...], tuple[object, int]] = {}


def _agenda_total(state: DiceocracyState, seat: int) -> int:
    """The seat's secret agendas' votes now, each kept per what its kind reads (the districts or the
    followers), since a move mostly changes one of them."""
    p = state.players[seat]
    agendas = components().agendas
    total = 0
    for card_id in p.agendas:
        card = agendas[card_id]
        if card.kind == "money":
            total += agenda_votes(state, seat, card)
            continue
        read: object = state.districts if card.kind in BOARD_AGENDAS else p.followers
        key = (card_id, seat, state.num_players, state.tiles, id(read))
        kept = _agenda_memory.get(key)
        if kept is None or kept[0] is not read:
            kept = (read, agenda_votes(state, seat, card, list(table_dice(state)) if read is state.districts else None))
            if len(_agenda_memory) >= _KEPT:
                _agenda_memory.clear()
            _agenda_memory[key] = kept
        total += kept[1]
    return total
