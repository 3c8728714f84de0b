"""Building Diceocracy's table pieces from a View: a street (face-up advert, two district tiles, face-up
stunt), a candidate board (follower grid with its arrows, popularity and money tracks, candidate and
personality tiles) in full or compact size, and the bag opponent's panel.

Every die, Rep and slot node is registered in `Spots` under its rules address (area, index, pos) so the
table can light it from the legal actions and the animations can find where things are.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from game.diceocracy.components import COLORS, ActionSpec, components
from game.diceocracy.views import DiceocracyView
from scenes.engine.i18n import N_, Translator
from scenes.engine.node import Node
from scenes.engine.nodes import PanelNode, TextNode
from scenes.engine.pieces import TokenNode
from scenes.engine.render import Color
from scenes.tables.diceocracy.look import (
    DIE_GROUP,
    DIE_LETTER,
    DIE_RGB,
    DiceDie,
    SpaceNode,
    TextCard,
    action_explained,
    action_words,
    color_title,
    color_word,
    die_colour,
    die_words,
    district_info,
    personality_name,
    seat_color_word,
    seat_letter,
    seat_rgb,
    syllables_in,
)
from scenes.tables.diceocracy.terms import ENGLISH, personality_term
from scenes.tables.diceocracy.words import slot_place

Key = tuple[str, int, int]
CELL = 29.0
TILE_W = 4 * CELL + 10
CARD_W, CARD_H = 92.0, 76.0
MINI_CELL = 28.0
"""A slot of another seat's mini-board: its die (4 smaller) is the smallest the table draws (dieface)."""
REMOVED_STEP = 29.0
"""The pitch of the dice the bag removed (a die 3 smaller, as on the districts)."""


@dataclass
class Spots:
    dice: dict[Key, DiceDie] = field(default_factory=dict)
    reps: dict[Key, TokenNode] = field(default_factory=dict)
    slots: dict[int, SpaceNode] = field(default_factory=dict)
    """The big board's follower slots (the seat in front of the screen)."""
    spaces: dict[Key, Node] = field(default_factory=dict)
    """Every district space node (die, Rep or empty) by address."""
    printed: list[DiceDie] = field(default_factory=list)
    """The dice printed on the district tiles: they never move, but step back with the rest during a pick."""
    tiles: dict[int, PanelNode] = field(default_factory=dict)
    face_up: dict[tuple[str, int], TextCard] = field(default_factory=dict)
    boards: dict[int, Node] = field(default_factory=dict)
    tracks: dict[tuple[int, str], MiniTrack] = field(default_factory=dict)
    """Popularity tracks by (seat, colour) and the money track by (seat, "money"), for the floating notes."""
    counters: dict[tuple[int, str], Node] = field(default_factory=dict)
    """What shows a seat's other numbers and marks, by (seat, what): "votes", "first" (the marker), "candidate",
    "personality", "played" (stunts played), and "adverts" / "stunts" / "agendas" (its cards in hand, counted
    or hidden): where a move that changed one of them is ringed."""
    bag: dict[str, Node] = field(default_factory=dict)
    """Solo, the bag's panel: its rolled die ("rolled") and each colour's die in the bag (by colour)."""
    removed: list[DiceDie] = field(default_factory=list)
    """Solo, the dice the bag removed from the game, in order."""

    def merge(self, other: Spots) -> None:
        """Take in the addresses another part of the table registered (each part registers its own)."""
        for name in ("dice", "reps", "slots", "spaces", "tiles", "face_up", "boards", "tracks", "counters", "bag"):
            getattr(self, name).update(getattr(other, name))
        self.printed += other.printed
        self.removed += other.removed


GRID_TOP = 27
"""Where a tile's spaces begin, below its name and action: far enough that the ring round a top-row space that
just changed (padded 4) keeps off the action's words."""


def tile_height(district_id: int, players: int) -> float:
    return GRID_TOP + components().districts[district_id].side(players).height * CELL + 5


def rep_token(owner: int, colors: list[str], size: float, tr: Translator = ENGLISH, **kw: Any) -> TokenNode:
    color = "bag" if owner < 0 else colors[owner]
    return TokenNode(seat_letter(color, tr), color=seat_rgb(color), shape="meeple", w=size, h=size, **kw)


def rep_tip(owner: int, name_of: Any, district: str, tr: Translator = ENGLISH) -> str:
    """A Rep's tooltip: whose it is and where ("Ben's Rep in Old Town", "The bag's Rep in Old Town")."""
    if owner < 0:
        return tr("The bag's Rep in {district}", district=district)
    return tr("{name}'s Rep in {district}", name=name_of(owner), district=district)


def build_district(parent: Node, view: DiceocracyView, pos: int, x: float, y: float, spots: Spots,
                   name_of: Any, tr: Translator = ENGLISH) -> PanelNode:
    tile_id = view.tiles[pos]
    players = max(view.num_players, 2)
    name, action = district_info(tile_id, tr)
    side = components().districts[tile_id].side(players)
    h = tile_height(tile_id, players)
    panel = parent.add(PanelNode(x=x, y=y, w=TILE_W, h=h, fill=(236, 226, 196, 235), border=(90, 80, 60), radius=8))
    panel.tooltip = tr("{district} — district action (who takes a die here may use it at step 4): {action}",
                       district=name, action=action_explained(action, tr))
    panel.add(TextNode(name, size=10.5, bold=True, color=(30, 30, 30), x=5, y=2, width=TILE_W - 8))
    panel.add(TextNode(tile_words(action, tr), size=9, color=(90, 50, 20), x=5, y=14, width=TILE_W - 8))
    colors = [p.color for p in view.players]
    k = 0
    for cell in side.cells:
        cx, cy = 5 + cell.x * CELL, GRID_TOP + cell.y * CELL
        if cell.kind == "printed":
            assert cell.color is not None and cell.value is not None  # the components' validator: a printed face
            spots.printed.append(panel.add(DiceDie(
                cell.color, cell.value, printed=True, x=cx, y=cy, w=CELL - 3, h=CELL - 3,
                tooltip=tr("Printed {die}: counts like a die in {district}'s majority, never moves",
                           die=die_words(cell.color, cell.value, tr), district=name))))
            continue
        space = view.districts[pos][k]
        key = ("district", pos, k)
        k += 1
        node: Node
        if space.die is not None:
            die = panel.add(DiceDie(space.die.color, space.die.value, x=cx, y=cy, w=CELL - 3, h=CELL - 3,
                                    tooltip=tr("{die} in {district}", die=die_words(space.die.color, space.die.value,
                                                                                       tr), district=name)))
            spots.dice[key] = die
            node = die
        elif space.rep is not None:
            node = panel.add(SpaceNode(x=cx, y=cy, w=CELL - 3, h=CELL - 3))
            tok = node.add(rep_token(space.rep, colors, CELL - 5, tr, x=1, y=1,
                                     tooltip=rep_tip(space.rep, name_of, name, tr)))
            spots.reps[key] = tok
        else:
            # the player count it needs, short enough for one line in the smallest space ("no 3p" wrapped)
            node = panel.add(SpaceNode(f"{cell.needs}+", dark=True, x=cx, y=cy, w=CELL - 3, h=CELL - 3,
                                       tooltip=tr("Used only with {count} or more players: left empty with fewer",
                                                  count=cell.needs)))
        node.data = ("space",) + key
        spots.spaces[key] = node
    spots.tiles[pos] = panel
    panel.data = ("tile", pos)
    return panel


TILE_WORDS = {"manipulate": N_("manipulate a die"), "exchange": N_("demographic exchange"), "stunt": N_("stunt card")}
"""A district's action in the words that fit on its tile (the tooltip has the whole wording)."""


def tile_words(action: ActionSpec | dict[str, Any], tr: Translator = ENGLISH) -> str:
    """A district's printed action (not a game action: the spec the components depict)."""
    words = action_words(action, tr=tr)
    if len(words) <= 18:
        return words
    kind = action.get("type", "") if isinstance(action, dict) else action.type
    return tr(TILE_WORDS[kind]) if kind in TILE_WORDS else action_words(action, short=True, tr=tr)


def build_street(parent: Node, view: DiceocracyView, street: int, x: float, y: float, spots: Spots,
                 name_of: Any, tr: Translator = ENGLISH) -> float:
    """One street: advertising slot, the left and right tile, the stunt slot. Returns its height."""
    players = max(view.num_players, 2)
    left, right = 2 * street, 2 * street + 1
    h = max(tile_height(view.tiles[left], players), tile_height(view.tiles[right], players))
    ad = view.decks.advert_row[street]
    st = view.decks.stunt_row[street]
    card_y = y + (h - CARD_H) / 2
    a = parent.add(TextCard("adverts", ad, players=players, label=tr("empty") if ad is None else "",
                            x=x, y=card_y, w=CARD_W, h=CARD_H, tr=tr))
    a.data = ("faceup", "adverts", street)
    build_district(parent, view, left, x + CARD_W + 5, y, spots, name_of, tr)
    build_district(parent, view, right, x + CARD_W + 10 + TILE_W, y, spots, name_of, tr)
    s = parent.add(TextCard("stunts", st, players=players, label=tr("empty") if st is None else "",
                            x=x + CARD_W + 15 + 2 * TILE_W, y=card_y, w=CARD_W, h=CARD_H, tr=tr))
    s.data = ("faceup", "stunts", street)
    spots.face_up[("adverts", street)] = a
    spots.face_up[("stunts", street)] = s
    return h


STREET_W = 2 * CARD_W + 2 * TILE_W + 15


# -- candidate boards ---------------------------------------------------------------------------------------

def slot_words(p: Any, slot: int, short: bool, tr: Translator = ENGLISH) -> str:
    """The action a follower in `slot` would start (the arrow's row or column action)."""
    info = components().board.slots[slot]
    return line_words(p, info.arrow, info.row if info.arrow == "row" else info.col, short, tr)


ROW_LINES = (N_("the top row"), N_("the middle row"), N_("the bottom row"))
COL_LINES = (N_("the left column"), N_("the centre column"), N_("the right column"))


def slot_tip(p: Any, slot: int, die_color: str | None = None, tr: Translator = ENGLISH) -> str:
    """A slot's tooltip: where it is, which way its arrow points and what a follower placed there starts, in
    full; "the die's group" is named when the die is known (`die_color`: the one to be placed there)."""
    info = components().board.slots[slot]
    line = tr(ROW_LINES[info.row]) if info.arrow == "row" else tr(COL_LINES[info.col])
    arrow = "→" if info.arrow == "row" else "↓"
    starts = in_group(line_explained(p, info.arrow, info.row if info.arrow == "row" else info.col, tr), die_color,
                      tr)
    return tr("The {place} slot ({arrow}: {line}'s action): a follower placed here starts {starts}",
              place=slot_place(slot, tr), arrow=arrow, line=line, starts=starts)


def in_group(words: str, color: str | None, tr: Translator = ENGLISH) -> str:
    """An action's words with "the die's group" named, once the die is known ("+1 popularity in green")."""
    return words.replace(tr(DIE_GROUP), color_word(color, tr)) if color else words


def line_explained(p: Any, arrow: str, index: int, tr: Translator = ENGLISH) -> str:
    """A row's or column's action in full; a personality action not chosen yet is said to be one."""
    spec = components().board.row_actions[index] if arrow == "row" else components().board.col_actions[index]
    if isinstance(spec, str):
        trait = spec == "trait"
        if p.personality_sides is None:
            return tr("your trait tile's personal action (chosen with its side at set-up)") if trait else \
                tr("your role tile's personal action (chosen with its side at set-up)")
        tile = components().personalities[p.personality[0 if trait else 1]]
        chosen = tile.sides[p.personality_sides[0 if trait else 1]]
        word = personality_term(tile.type, chosen.word, tr)
        explained = action_explained(chosen.action, tr)
        if trait:
            return tr("your trait action ({word}): {action}", word=word, action=explained)
        return tr("your role action ({word}): {action}", word=word, action=explained)
    return action_explained(spec, tr)


def line_words(p: Any, arrow: str, index: int, short: bool, tr: Translator = ENGLISH) -> str:
    """The action printed at the end of a row or under a column of the candidate board."""
    b = components().board
    spec = b.row_actions[index] if arrow == "row" else b.col_actions[index]
    if isinstance(spec, str):
        tile = p.personality[0 if spec == "trait" else 1]
        sides = p.personality_sides
        if sides is None:
            return tr("trait") if spec == "trait" else tr("role")
        spec = components().personalities[tile].sides[sides[0 if spec == "trait" else 1]].action
    return action_words(spec, short=short, tr=tr)


def build_board(parent: Node, view: DiceocracyView, seat: int, x: float, y: float, cell: float, spots: Spots, *,
                big: bool, tr: Translator = ENGLISH) -> Node:
    """The follower grid with arrows: row slots show →, column slots ↓, each with the action it starts."""
    p = view.players[seat]
    taken = taken_color(view, seat) if big else None
    b = components().board
    holder = parent.add(Node(x=x, y=y, w=b.cols * (cell + 4), h=b.rows * (cell + 4)))
    for slot, info in enumerate(b.slots):
        sx, sy = info.col * (cell + 4), info.row * (cell + 4)
        arrow = "→" if info.arrow == "row" else "↓"
        die = p.followers[slot]
        label = f"{arrow} {slot_words(p, slot, True, tr)}" if big else arrow
        node = holder.add(SpaceNode(label if die is None else "", x=sx, y=sy, w=cell, h=cell,
                                    tooltip=slot_tip(p, slot, taken, tr), syllables=syllables_in(tr)))
        node.data = ("slot", seat, slot)
        if big:
            spots.slots[slot] = node
        if die is not None:
            tip = tr("Follower {die} ({place} slot: {action})", die=die_words(die.color, die.value, tr),
                     place=slot_place(slot, tr), action=in_group(slot_words(p, slot, False, tr), die.color, tr))
            # the slot's arrow goes in the die's band on the big board: drawn over the face it hid a pip
            d = holder.add(DiceDie(die.color, die.value, x=sx + 2, y=sy + 2, w=cell - 4, h=cell - 4, z=2,
                                   tooltip=tip, arrow=arrow if big else ""))
            d.data = ("follower", seat, slot)
            spots.dice[("board", seat, slot)] = d
    spots.boards[seat] = holder
    return holder


def taken_color(view: DiceocracyView, seat: int) -> str | None:
    """The group of the die `seat` has taken this turn and not yet placed (None: no such die)."""
    turn = view.turn
    if turn is None or turn.slot is not None or not view.order or view.order[view.order_index] != seat:
        return None
    return str(turn.die.color)


class MiniTrack(Node):
    """A row of small numbered cells with the reached value filled in the group's colour."""

    def __init__(self, spaces: int, value: int, color: Color, *, cell: float, numbers: bool, **kw: Any) -> None:
        super().__init__(w=spaces * cell, h=kw.pop("h", 14), **kw)
        self.spaces, self.value, self.color, self.cell, self.numbers = spaces, value, color, cell, numbers
        self.label: TextNode | None = None
        """The value in figures beside a track drawn without numbers (another seat's), kept with the marker."""
        self.tip: Callable[[int], str] | None = None
        """Its tooltip for a value."""

    def set_value(self, value: int) -> None:
        """The marker steps to `value` (an animation, before the next sync): its figure and tooltip with it, so
        the track never shows another number than the log's line above it (playtest: another seat's "2" beside
        a marker at 3)."""
        self.value = value
        if self.label is not None:
            self.label.text = str(value)
        if self.tip is not None:
            self.tooltip = self.tip(value)
        self.mark_dirty(force=True)

    def painted_words(self) -> list[Any]:
        """Where its numbers are (window pixels), for the toasts' placement (toastspot.py)."""
        return [self.world_rect()] if self.numbers else []

    def look(self) -> Any:
        return ("mtrack", self.spaces, self.value, self.color, self.cell, self.numbers, self.h)

    def paint(self, painter: Any, scale: float) -> Any:
        import pygame

        w, h = max(2, round(self.w * scale)), max(2, round(self.h * scale))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(self.spaces):
            left, right = round(i * self.cell * scale), round((i + 1) * self.cell * scale)
            r = pygame.Rect(left, 0, right - left, h)
            fill = self.color if i == self.value else (228, 224, 210) if i < self.value else (120, 120, 120)
            pygame.draw.rect(surf, fill, r)
            pygame.draw.rect(surf, (30, 30, 30), r, width=1)
            if self.numbers:  # a compact track's cells are too narrow for "15": its value stands beside it
                t = painter.text(str(i), 8 * scale, (20, 20, 20), bold=i == self.value)
                surf.blit(t, t.get_rect(center=r.center))
        return surf


def popularity_tip(color: str, tr: Translator, value: int) -> str:
    return tr("{group} popularity {value}", group=color_word(color, tr), value=value)


def money_tip(tr: Translator, value: int) -> str:
    return tr("money {value}", value=value)


def build_tracks(parent: Node, p: Any, x: float, y: float, *, cell: float, row_h: float, numbers: bool,
                 spots: Spots | None = None, seat: int | None = None, tr: Translator = ENGLISH) -> float:
    """Popularity per group (letter + colour word) and the money track, in one block at (x, y): the rows stand
    closer than a ring is high, so a move's changes to them are ringed as the block, from the letters to the
    numbers (a ring a row ran into the next, playtest 5). Returns the height used."""
    bd = components().board
    inset = 1.0 if numbers else 3.0  # a ring round the block clears the letters (the front board's row ends)
    block = parent.add(Node(x=x - inset, y=y))
    x, y = inset, 0.0  # inside the block
    for i, c in enumerate(COLORS):
        block.add(TextNode(f"{DIE_LETTER[c]} {color_word(c, tr)}" if numbers else DIE_LETTER[c], size=9.5, bold=True,
                           color=DIE_RGB[c], x=x, y=y + i * row_h))
        track = block.add(MiniTrack(bd.popularity_max + 1, p.popularity[i], DIE_RGB[c], cell=cell, numbers=numbers,
                                    x=x + (52 if numbers else 12), y=y + i * row_h, h=row_h - 3,
                                    tooltip=tr("{group} popularity {value}", group=color_word(c, tr),
                                               value=p.popularity[i])))
        track.tip = partial(popularity_tip, c, tr)
        if spots is not None and seat is not None:
            spots.tracks[(seat, c)] = track
            track.data = ("track", seat, c)
        if not numbers:
            track.label = block.add(TextNode(str(p.popularity[i]), size=9, bold=True, color=DIE_RGB[c],
                                             x=track.x + track.w + 3, y=y + i * row_h - 1))
    my = y + 4 * row_h + 2
    block.add(TextNode(tr("$ money") if numbers else "$", size=9.5, bold=True, color=(240, 210, 110), x=x, y=my))
    mcell = cell * (0.78 if numbers else (bd.popularity_max + 1) / (bd.money_max + 1))
    money = block.add(MiniTrack(bd.money_max + 1, p.money, (240, 210, 110), cell=mcell, numbers=numbers,
                                x=x + (52 if numbers else 12), y=my, h=row_h - 3,
                                tooltip=tr("money {value}", value=p.money)))
    money.tip = partial(money_tip, tr)
    if spots is not None and seat is not None:
        spots.tracks[(seat, "money")] = money
        money.data = ("track", seat, "money")
    if not numbers:
        money.label = block.add(TextNode(str(p.money), size=9, bold=True, color=(240, 210, 110),
                                         x=money.x + money.w + 3, y=my - 1))
    block.w = max(track.x + track.w, money.x + money.w) + (16 if not numbers else 0) + inset
    block.h = my + row_h - 3
    if spots is not None and seat is not None:
        block.data = ("tracks", seat)
        spots.counters[(seat, "tracks")] = block
    return 5 * row_h + 2


def identity_lines(p: Any, short: bool = False, tr: Translator = ENGLISH) -> list[str]:
    return [text for _, text in identity_parts(p, short, tr)]


def identity_parts(p: Any, short: bool = False, tr: Translator = ENGLISH) -> list[tuple[str, str]]:
    """The candidate line and the personality line, each with what it shows ("candidate", "personality")."""
    out: list[tuple[str, str]] = []
    if p.candidate is not None:
        tile = components().candidates[p.candidate]
        votes = tile.votes_per_follower
        if short:
            title = color_title(tile.color, tr)
            if p.candidate_side == "popularity":
                out.append(("candidate", tr("{group} candidate, +2 pop.", group=title)))
            else:
                out.append(("candidate", tr("{group} candidate, {votes} votes/follower", group=title, votes=votes)))
        else:
            group = color_word(tile.color, tr)
            if p.candidate_side == "popularity":
                out.append(("candidate", tr("Candidate: {group} — +2 popularity (taken)", group=group)))
            else:
                out.append(("candidate", tr("Candidate: {group} — {votes} votes per {group} follower", group=group,
                                            votes=votes)))
    if p.personality_sides is not None:
        out.append(("personality", personality_name(p.personality, p.personality_sides, tr)))
    return out


def seat_title(view: DiceocracyView, seat: int, name: str, tr: Translator = ENGLISH) -> str:
    p = view.players[seat]
    votes = p.stunt_votes + p.advert_votes
    colour, letter = seat_color_word(p.color, tr), seat_letter(p.color, tr)
    if view.first_player == seat and view.num_players > 1:
        return tr("{name} ({colour}, Reps {letter}) ★first · Reps left {reps} · votes {votes}", name=name,
                  colour=colour, letter=letter, reps=p.reps, votes=votes)
    return tr("{name} ({colour}, Reps {letter}) · Reps left {reps} · votes {votes}", name=name, colour=colour,
              letter=letter, reps=p.reps, votes=votes)


def build_bag(parent: Node, view: DiceocracyView, x: float, y: float, w: float, h: float, story: list[str],
              painter: Any = None, spots: Spots | None = None, tr: Translator = ENGLISH) -> PanelNode:
    """The solo opponent: the dice still in the bag, its Reps, the last roll and the dice it removed."""
    panel = parent.add(PanelNode(x=x, y=y, w=w, h=h, stripe=seat_rgb("bag")))
    panel.add(TextNode(tr("The bag (opponent, Reps X) · Reps left {reps}", reps=view.bag_reps), size=13, bold=True,
                       x=14, y=6))
    panel.add(TextNode(tr("In the bag:"), size=11, x=14, y=32))
    for i, c in enumerate(COLORS):
        inside = c in view.bag
        colour = die_colour(c, tr)
        d = panel.add(DiceDie(c, 1, unrolled=True, x=100 + i * 34, y=28, w=28, h=28,
                              tooltip=tr("The {colour} die is in the bag", colour=colour) if inside else
                              tr("The {colour} die is out of the bag now", colour=colour)))
        d.dimmed = not inside
        d.data = ("bag", c)
        if spots is not None:
            spots.bag[c] = d
    if view.bag_roll is not None:
        panel.add(TextNode(tr("Rolled:"), size=11, x=250, y=32))
        rolled = panel.add(DiceDie(view.bag_roll.color, view.bag_roll.value, x=300, y=26, w=32, h=32))
        rolled.data = ("bag", "rolled")
        if spots is not None:
            spots.bag["rolled"] = rolled
    heading = panel.add(TextNode(tr("District dice the bag removed from the game ({count}):", count=len(view.removed)),
                                 size=11, x=14, y=66))
    heading.data = ("removed_heading",)
    if spots is not None:
        spots.bag["removed_heading"] = heading
    per_row = max(1, int((w - 28) // REMOVED_STEP))
    for i, die in enumerate(view.removed):
        gone = panel.add(DiceDie(die.color, die.value, x=14 + (i % per_row) * REMOVED_STEP,
                                 y=84 + (i // per_row) * REMOVED_STEP, w=REMOVED_STEP - 3, h=REMOVED_STEP - 3))
        gone.data = ("removed", i)
        if spots is not None:
            spots.removed.append(gone)
    panel.add(Node(z=1)).data = ("bag_story",)
    tell_bag_story(panel, view, story, painter, tr)
    panel.data = ("seat", -1)
    return panel


def tell_bag_story(panel: PanelNode, view: DiceocracyView, story: list[str], painter: Any = None,
                   tr: Translator = ENGLISH, removed: int | None = None) -> None:
    """The bag's latest turn in words under the dice it removed, written anew whenever the story grows (its
    last turn of the game stays readable while the election is counted, before the table syncs again).
    `removed`: how many removed dice the row shows (one more than the view's once the bag's die has landed)."""
    holder = next(n for n in panel.children if n.data == ("bag_story",))
    count = len(view.removed) if removed is None else removed
    holder.clear()
    w, h = panel.w, panel.h
    per_row = max(1, int((w - 28) // REMOVED_STEP))
    cy = 0.0
    if story:
        # under the removed dice (at most nine rows of one), each line below the last one's wrapped height
        top = 84 + ((count - 1) // per_row + 1) * REMOVED_STEP + 4 if count else 88
        holder.add(TextNode(tr("Its last turn:"), size=11, bold=True, x=14, y=top))
        cy = top + 16
        for line in story[-3:]:
            node = holder.add(TextNode("• " + line, size=10.5, x=20, y=cy, width=w - 34))
            cy += node.measure(painter)[1] + 2 if painter is not None else 16
    if cy <= h - 46:  # the standing explanation gives way to a long last turn
        holder.add(TextNode(tr("Each turn the bag draws and rolls a die, removes the matching district die from the "
                               "game, leaves a Rep and removes the card on that side of the street. "
                               "It scores no votes but contests majorities."),
                            size=10, x=14, y=h - 44, width=w - 28, color=(170, 176, 182)))
