"""End Game Scoring, as pure functions of a state ("End of the Game", "Secret Agenda Cards").

Where the rulebook lets a player choose which dice score (tied majority: half the dice; a Rep without the
majority: one die each), the best choice for that player is always taken: votes only ever add, and one
player's choice never changes another's, so any other choice would just be fewer votes.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from math import ceil
from typing import NamedTuple

from pydantic import Field

from game.core.protocol import Frozen
from game.diceocracy.board import (
    COLOR_INDEX,
    board_neighbours,
    geometry,
    printed_dice,
    tile_geometry,
    tile_printed_dice,
)
from game.diceocracy.components import COLORS, Agenda, components
from game.diceocracy.state import DiceocracyState, Die


class DistrictScore(Frozen):
    position: int
    reps: dict[int, int]
    dice: tuple[tuple[Die, bool], ...]
    majority: tuple[int, ...]
    votes: dict[int, int] = Field(default_factory=dict)


def district_dice(state: DiceocracyState, pos: int) -> tuple[tuple[Die, bool], ...]:
    """Every die that counts in a district: (die, printed?). Printed dice count like any other."""
    loose = tuple((s.die, False) for s in state.districts[pos] if s.die is not None)
    return loose + tuple((d, True) for d in printed_dice(state, pos))


class DistrictTally(NamedTuple):
    """A district's scoring as `score_district` reports it, without building the model (the game's end
    reports all eight districts and totals the same votes)."""

    reps: dict[int, int]
    dice: tuple[tuple[Die, bool], ...]
    majority: tuple[int, ...]
    votes: dict[int, int]


def tally_district(state: DiceocracyState, pos: int) -> DistrictTally:
    # one pass over the spaces for the Reps and the loose dice; the printed dice's part is worked out once per
    # tile side (the game's end tallies all eight districts, the bots' outlook often more)
    reps: dict[int, int] = {}
    loose: list[tuple[Die, bool]] = []
    for s in state.districts[pos]:
        rep = s.rep
        if rep is not None:
            reps[rep] = reps.get(rep, 0) + 1
        die = s.die
        if die is not None:
            loose.append((die, False))
    printed, printed_pips, printed_colours = _printed_part(state.tiles[pos], state.table_players >= 3)
    dice = (*loose, *printed)
    if not reps:
        return DistrictTally(reps, dice, (), {})
    top = max(reps.values())
    majority = tuple(sorted(o for o, n in reps.items() if n == top))
    pips = printed_pips
    colours = [COLOR_INDEX[d.color] for d, _ in loose]
    for d, _ in loose:
        pips += d.value
    colours.extend(printed_colours)
    votes: dict[int, int] = {}
    players = state.players
    for owner, count in sorted(reps.items()):
        if owner < 0:
            continue  # the solo opponent contests districts but scores nothing
        popularity = players[owner].popularity
        pops = [popularity[c] for c in colours]
        pops.sort(reverse=True)
        if owner in majority:
            share = ceil(pips / len(majority))
            scored = len(dice) if len(majority) == 1 else ceil(len(dice) / 2)
            votes[owner] = share + sum(pops[:scored])
        else:
            votes[owner] = sum(pops[:count])
    return DistrictTally(reps, dice, majority, votes)


@cache
def _printed_part(district_id: int, big: bool) -> tuple[tuple[tuple[Die, bool], ...], int, tuple[int, ...]]:
    """A tile side's printed dice as `district_dice` lists them, their pips and their colours' track indices."""
    faces = tile_printed_dice(district_id, big)
    return tuple((d, True) for d in faces), sum(d.value for d in faces), tuple(COLOR_INDEX[d.color] for d in faces)


def score_district(state: DiceocracyState, pos: int) -> DistrictScore:
    reps, dice, majority, votes = tally_district(state, pos)
    return DistrictScore(position=pos, reps=reps, dice=dice, majority=majority, votes=votes)


# -- secret agendas -------------------------------------------------------------------------------

def _dice_near_reps(state: DiceocracyState, seat: int) -> list[Die]:
    """Each die (printed included) orthogonally adjacent to at least one of the seat's Reps, once."""
    found: list[Die] = []
    big = state.table_players >= 3
    for pos, spaces in enumerate(state.districts):
        reps = tuple(i for i, s in enumerate(spaces) if s.rep == seat)
        if not reps:
            continue
        near_spaces, near_printed = _near(state.tiles[pos], big, reps)
        found.extend(die for j in near_spaces if (die := spaces[j].die) is not None)
        faces = printed_dice(state, pos)
        found.extend(faces[j] for j in near_printed)
    return found


@cache
def _near(district_id: int, big: bool, spaces: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The die spaces and the printed dice of a district tile beside any of `spaces`, each once, in order
    (a tile has few spaces, so few such sets: every agenda scored beside Reps asks)."""
    _, _, adj_spaces, adj_printed, _ = tile_geometry(district_id, big)
    return (tuple(sorted({j for i in spaces for j in adj_spaces[i]})),
            tuple(sorted({j for i in spaces for j in adj_printed[i]})))


def _rivals_near_reps(state: DiceocracyState, seat: int) -> int:
    count = 0
    for pos, spaces in enumerate(state.districts):
        adj = geometry(state, pos)[2]
        near = {j for i, s in enumerate(spaces) if s.rep == seat for j in adj[i]}
        count += sum(1 for j in near if spaces[j].rep is not None and spaces[j].rep != seat)
    return count


def _all_district_dice(state: DiceocracyState) -> list[Die]:
    return [d for pos in range(len(state.districts)) for d, _ in district_dice(state, pos)]


def agenda_votes(state: DiceocracyState, seat: int, card: Agenda, table: list[Die] | None = None) -> int:
    """Votes one secret agenda card gives `seat` now. `table`: every district die, if already listed."""
    p = state.players[seat]
    followers = [d for d in p.followers if d is not None]
    k = card.kind
    per = card.votes_for(state.num_players)
    if k == "money":
        n = p.money
    elif k == "district_value":
        n = sum(d.value == card.value for d in (table if table is not None else _all_district_dice(state)))
    elif k == "adjacent_color":
        n = sum(d.color == card.color for d in _dice_near_reps(state, seat))
    elif k == "district_color":
        n = sum(d.color == card.color for d in (table if table is not None else _all_district_dice(state)))
    elif k == "follower_set":
        need = Counter(card.colors or ())
        have = Counter(d.color for d in followers)
        n = min(have[c] // m for c, m in need.items())
    elif k == "adjacent_pair":
        slots = p.followers
        pairs = [(slots[a], slots[b]) for a in range(len(slots)) for b in board_neighbours(a) if a < b]
        n = sum(1 for x, y in pairs
                if x is not None and y is not None and x.color == card.color and y.color == card.color)
    elif k == "follower_value":
        n = sum(d.value == card.value for d in followers)
    elif k == "adjacent_value":
        n = sum(d.value == card.value for d in _dice_near_reps(state, seat))
    elif k == "same_value_set":
        counts = Counter(d.value for d in followers)
        n = sum(c // (card.set_size or 1) for c in counts.values())
    elif k == "all_values_set":
        counts = Counter(d.value for d in followers)
        n = min(counts[v] for v in range(1, 7))
    elif k == "adjacent_rivals":
        n = _rivals_near_reps(state, seat)
    elif k == "parity":
        n = sum((d.value % 2 == 1) == (card.parity == "odd") for d in followers)
    elif k == "all_districts":
        n = int(all(any(s.rep == seat for s in spaces) for spaces in state.districts))
    else:  # edge: followers of the card's group on a slot touching the board's edge (see edge_slots)
        n = sum(1 for i in edge_slots() if (d := p.followers[i]) is not None and d.color == card.color)
    return per * n


@cache
def edge_slots() -> tuple[int, ...]:
    """The candidate board's slots that touch an edge (all but the centre of the 3x3 board)."""
    b = components().board
    return tuple(i for i in range(b.rows * b.cols)
                 if i // b.cols in (0, b.rows - 1) or i % b.cols in (0, b.cols - 1))


def candidate_bonus(state: DiceocracyState, seat: int) -> int:
    """Votes from the candidate tile: the votes side pays per follower of its group (the popularity side
    was gained at set-up and scores through the districts)."""
    p = state.players[seat]
    if p.candidate is None or p.candidate_side != "votes":
        return 0
    tile = components().candidates[p.candidate]
    return tile.votes_per_follower * sum(1 for d in p.followers if d is not None and d.color == tile.color)


def final_scores(state: DiceocracyState, agenda_seats: tuple[int, ...] | None = None,
                 districts: list[DistrictTally] | None = None) -> dict[int, dict[str, int]]:
    """Every player's votes by category (and the district details). `agenda_seats`: score the secret agendas
    of only these seats (a bot does not know the others'); None = everyone. `districts`: every district's
    `tally_district`, when already made."""
    if districts is None:
        districts = [tally_district(state, pos) for pos in range(len(state.districts))]
    district_votes = [d.votes for d in districts]
    comps = components()
    table = [die for d in districts for die, _ in d.dice]  # every district die, as _all_district_dice lists them
    scores: dict[int, dict[str, int]] = {}
    for seat, p in enumerate(state.players):
        row = {
            "stunts": p.stunt_votes,
            "adverts": p.advert_votes,
            "districts": sum(v.get(seat, 0) for v in district_votes),
            "agendas": sum(agenda_votes(state, seat, comps.agendas[c], table) for c in p.agendas)
            if agenda_seats is None or seat in agenda_seats else 0,
            "candidate_bonus": candidate_bonus(state, seat),
        }
        row["total"] = sum(row.values())
        scores[seat] = row
    return scores


def popularity_dict(state: DiceocracyState, seat: int) -> dict[str, int]:
    return {c: state.players[seat].popularity[i] for i, c in enumerate(COLORS)}


def congress_position(votes: int) -> dict[str, int]:
    """Where a player's cubes stand on the Twilight Congress board: vote tiles and the two cubes (tens and
    units) on its tracks.

    "If a player receives more than 100 Votes, give them a Vote Tile and start counting from the bottom":
    exactly 100 is still counted on the tracks (tens cube at the top, 10), the 101st vote takes the tile
    and the cubes count on from 1; so a tile stands for every full 100 only once a vote lies beyond it."""
    if votes < 0:
        raise ValueError(f"votes cannot be negative ({votes})")
    every = components().congress.tile_every
    tiles = max(0, votes - 1) // every
    rest = votes - tiles * every
    return {"vote_tiles": tiles, "tens": rest // 10, "units": rest % 10}
