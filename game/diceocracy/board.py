"""Geometry and small state edits shared by every step: districts, spaces, adjacency, followers, tracks.

Adjacency is orthogonal, between cells of the same district tile. Card slots: every street has one
advertising slot at its left end and one stunt slot at its right end, both adjacent to the street's two
district tiles, so a tile's adjacent cards read left to right as (advertising, stunt).
"""

from __future__ import annotations

from functools import cache

from game.core.trusted import evolve
from game.diceocracy.components import COLORS, ActionSpec, Cell, Color, DistrictSide, components
from game.diceocracy.state import EMPTY_SPACE, DiceocracyState, Die, Player, Space, Spot, die_space, spot

COLOR_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLORS)}


def side_of(district_id: int, table_players: int) -> DistrictSide:
    return components().districts[district_id].side(table_players)


@cache
def tile_geometry(district_id: int, big: bool) -> tuple[tuple[Cell, ...], tuple[Cell, ...], tuple[tuple[int, ...], ...],
                                                   tuple[tuple[int, ...], ...], tuple[bool, ...]]:
    """(die cells, printed cells, space->adjacent spaces, space->adjacent printed cells, space is left)."""
    d = components().districts[district_id]
    side = d.big if big else d.small
    spaces, printed = side.spaces(), side.printed()
    def near(a: Cell, b: Cell) -> bool:
        return abs(a.x - b.x) + abs(a.y - b.y) == 1
    adj_spaces = tuple(tuple(j for j, o in enumerate(spaces) if near(s, o)) for s in spaces)
    adj_printed = tuple(tuple(j for j, o in enumerate(printed) if near(s, o)) for s in spaces)
    left = tuple(s.x < side.width // 2 for s in spaces)
    return spaces, printed, adj_spaces, adj_printed, left


def geometry(state: DiceocracyState, pos: int) -> tuple[tuple[Cell, ...], tuple[Cell, ...],
                                                        tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...],
                                                        tuple[bool, ...]]:
    return tile_geometry(state.tiles[pos], state.table_players >= 3)


def printed_dice(state: DiceocracyState, pos: int) -> tuple[Die, ...]:
    return tile_printed_dice(state.tiles[pos], state.table_players >= 3)


@cache
def tile_printed_dice(district_id: int, big: bool) -> tuple[Die, ...]:
    """The printed dice of a tile side (big: the side for three or four at the table)."""
    return tuple(_face(c) for c in tile_geometry(district_id, big)[1])


def _face(cell: Cell) -> Die:
    assert cell.color is not None and cell.value is not None  # Cell checks that a printed die has both
    return Die(color=cell.color, value=cell.value)


def district_name(state: DiceocracyState, pos: int) -> str:
    return components().districts[state.tiles[pos]].name


def district_action(state: DiceocracyState, pos: int) -> ActionSpec:
    return components().districts[state.tiles[pos]].action


def is_left(state: DiceocracyState, pos: int, space: int) -> bool:
    return geometry(state, pos)[4][space]


@cache
def tile_words(district_id: int, big: bool) -> tuple[str, tuple[str, ...]]:
    """A district tile's name and, space by space, the side of the tile it lies on ("left" or "right"), as
    every turn's event names them (big: the side for three or four at the table)."""
    left = tile_geometry(district_id, big)[4]
    return components().districts[district_id].name, tuple("left" if x else "right" for x in left)


def street_of(pos: int) -> int:
    return pos // components().layout.tiles_per_street


def all_dice_spots(state: DiceocracyState) -> list[Spot]:
    """Every die on a district tile that can be changed or moved (printed dice cannot)."""
    return [spot("district", p, i)
            for p, spaces in enumerate(state.districts) for i, s in enumerate(spaces) if s.die is not None]


def die_at(state: DiceocracyState, spot: Spot) -> Die | None:
    if spot.area == "district":
        return state.districts[spot.index][spot.pos].die
    return state.players[spot.index].followers[spot.pos]


def with_space(districts: tuple[tuple[Space, ...], ...], pos: int, space: int,
               content: Space) -> tuple[tuple[Space, ...], ...]:
    """The districts with one space's content replaced."""
    spaces = districts[pos]
    return (*districts[:pos], (*spaces[:space], content, *spaces[space + 1:]), *districts[pos + 1:])


def with_player(players: tuple[Player, ...], seat: int, player: Player) -> tuple[Player, ...]:
    """The players with one seat's replaced."""
    return (*players[:seat], player, *players[seat + 1:])


def put_space(state: DiceocracyState, pos: int, space: int, content: Space) -> DiceocracyState:
    return evolve(state, {"districts": with_space(state.districts, pos, space, content)})


def put_player(state: DiceocracyState, seat: int, player: Player) -> DiceocracyState:
    return evolve(state, {"players": with_player(state.players, seat, player)})


def with_follower(player: Player, slot: int, die: Die | None) -> Player:
    followers = player.followers
    return evolve(player, {"followers": (*followers[:slot], die, *followers[slot + 1:])})


def put_follower(state: DiceocracyState, seat: int, slot: int, die: Die | None) -> DiceocracyState:
    return put_player(state, seat, with_follower(state.players[seat], slot, die))


def set_die(state: DiceocracyState, spot: Spot, die: Die | None) -> DiceocracyState:
    if spot.area == "district":
        return put_space(state, spot.index, spot.pos, EMPTY_SPACE if die is None else die_space(die))
    return put_follower(state, spot.index, spot.pos, die)


def add_popularity(state: DiceocracyState, seat: int, color: Color, amount: int) -> tuple[DiceocracyState, int]:
    """Advance a popularity marker; it stops at the end of the track. Returns (state, new value)."""
    p = state.players[seat]
    pops = list(p.popularity)
    i = COLOR_INDEX[color]
    pops[i] = min(components().board.popularity_max, pops[i] + amount)
    return put_player(state, seat, evolve(p, {"popularity": tuple(pops)})), pops[i]


def add_money(state: DiceocracyState, seat: int, amount: int) -> tuple[DiceocracyState, int]:
    """Advance (or, when paying, lower) the money marker, kept within the track."""
    p = state.players[seat]
    money = max(0, min(components().board.money_max, p.money + amount))
    return put_player(state, seat, evolve(p, {"money": money})), money


@cache
def board_neighbours(slot: int) -> tuple[int, ...]:
    b = components().board
    r, c = divmod(slot, b.cols)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < b.rows and 0 <= cc < b.cols:
            out.append(rr * b.cols + cc)
    return tuple(out)


def slot_action(player: Player, slot: int, die: Die) -> ActionSpec:
    """The action a follower placed in `slot` activates: its row's or column's, along the printed arrow."""
    return _slot_action(player.personality, player.personality_sides or (0, 0), slot, die.color)


@cache
def _slot_action(personality: tuple[int, int], sides: tuple[int, int], slot: int, color: Color) -> ActionSpec:
    # shared per (tiles, sides, slot, die colour): a follower is placed on every turn
    b = components().board
    info = b.slots[slot]
    spec = b.row_actions[info.row] if info.arrow == "row" else b.col_actions[info.col]
    if isinstance(spec, str):
        which = 0 if spec == "trait" else 1
        spec = components().personalities[personality[which]].sides[sides[which]].action
    if spec.color == "die":
        spec = evolve(spec, {"color": color})
    return spec

