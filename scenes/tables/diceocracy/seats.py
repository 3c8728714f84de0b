"""The seats at the Diceocracy table: the large board of the seat in front of the screen (follower grid
with the row and column actions, popularity and money tracks, tiles, the taken die, the cards in hand),
the other seats in compact panels (or the bag opponent solo), and the set-up options spelled out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.diceocracy.components import components
from scenes.engine.nodes import PanelNode, TextNode
from scenes.tables.diceocracy.board import (
    build_bag,
    build_board,
    build_tracks,
    identity_lines,
    line_words,
    seat_title,
)
from scenes.tables.diceocracy.look import DIE_LETTER, SEAT_LETTER, DiceDie, TextCard, personality_words, seat_rgb

if TYPE_CHECKING:
    from scenes.tables.diceocracy.table import DiceocracyTable

FRONT_H = 250.0
HAND_H = 78.0


@dataclass
class SeatPieces:
    """What the table lights and animates among the seats' nodes."""

    taken: DiceDie | None = None
    """The die taken this turn, waiting beside the front board to be placed."""
    hand: dict[tuple[str, int], TextCard] = field(default_factory=dict)
    """The front seat's own cards by (deck, card), when the viewer may see them."""
    others_y: float = 0.0
    """Where the row of the other seats (or the bag's panel) begins."""


class SeatPanels:
    """Builds the seats' nodes on the table's board area from a view (`build` on every sync)."""

    def __init__(self, table: DiceocracyTable) -> None:
        self.t = table
        self.pieces = SeatPieces()

    def build(self, view: Any) -> SeatPieces:
        self.pieces = SeatPieces()
        self._front(view)
        self._others(view)
        self._setup_info(view)
        return self.pieces

    def _front(self, view: Any) -> None:
        t = self.t
        seat = t.front_seat
        p = view.players[seat]
        x, y, w = t.right_x, t.top_y, t.right_w
        panel = t.board_area.add(PanelNode(x=x, y=y, w=w, h=FRONT_H, stripe=seat_rgb(p.color),
                                           border=t.ctx.palette.accent if seat in view.active else None))
        panel.data = ("seat", seat)
        panel.add(TextNode(seat_title(view, seat, t.name(seat)), size=12.5, bold=True, x=14, y=6, width=w - 24))
        build_board(panel, view, seat, 14, 30, 48.0, t.spots, big=True)
        b = components().board
        for r in range(b.rows):  # the row actions at the rows' ends, the column actions under the columns
            panel.add(TextNode(f"→ {line_words(p, 'row', r, True)}", size=8.5, color=(200, 204, 210),
                               x=14 + 3 * 52, y=30 + r * 52 + 12, width=38))
        for c in range(b.cols):
            panel.add(TextNode(f"↓ {line_words(p, 'col', c, True)}", size=8.5, color=(200, 204, 210),
                               x=14 + c * 52, y=30 + 3 * 52, width=50, align="center"))
        th = build_tracks(panel, p, 210, 30, cell=17.0, row_h=19.0, numbers=True, spots=t.spots, seat=seat)
        lines = identity_lines(p) + [f"Played stunts {len(p.played_stunts)} · stunt votes {p.stunt_votes}"
                                     f" · advert votes {p.advert_votes}"]
        for i, text in enumerate(lines):
            panel.add(TextNode(text, size=10.5, x=210, y=34 + th + i * 15, width=w - 292))
        steps = turn_steps(view, seat)
        if steps:
            panel.add(TextNode(steps, size=10, bold=True, x=210, y=208, width=w - 292,
                               color=t.ctx.palette.accent))
        # the die taken this turn waits beside the board until it is placed
        turn = view.turn
        holder = panel.add(PanelNode(x=w - 76, y=150, w=64, h=76, fill=(255, 255, 255, 18), radius=6))
        holder.add(TextNode("Taken die", size=9, x=6, y=3))
        if turn is not None and turn.slot is None and seat in view.active:
            taken = holder.add(DiceDie(turn.die.color, turn.die.value, x=10, y=20, w=44, h=44,
                                       tooltip=f"Taken: {turn.die.color} {turn.die.value} — place it on your board"))
            taken.data = ("taken",)
            self.pieces.taken = taken
        self._hand(view, seat, y + FRONT_H + 6)

    def _hand(self, view: Any, seat: int, y: float) -> None:
        t = self.t
        p = view.players[seat]
        x, w = t.right_x, t.right_w
        cards: list[tuple[str, int]] = []
        for deck in ("agendas", "adverts", "stunts"):
            cards += [(deck, c) for c in getattr(p, deck) or ()]
        if p.agendas is None:
            text = (f"{t.name(seat)}'s hidden cards: {p.agenda_count} secret agendas, {p.advert_count} adverts, "
                    f"{p.stunt_count} stunts")
            t.board_area.add(TextNode(text, size=11, x=x + 4, y=y + 24, width=w - 8))
            return
        if not cards:
            t.board_area.add(TextNode("No cards in hand.", size=11, x=x + 4, y=y + 24))
            return
        step = min(110.0, (w - 104) / max(1, len(cards) - 1))  # overlap when many, the names stay readable
        for i, (deck, card) in enumerate(cards):
            node = t.board_area.add(TextCard(deck, card, players=view.num_players, x=x + i * step, y=y,
                                             w=104, h=72, z=i))
            node.data = ("hand", deck, card)
            self.pieces.hand[(deck, card)] = node

    def _others(self, view: Any) -> None:
        t = self.t
        y = t.top_y + FRONT_H + 6 + HAND_H
        h = t.bottom_y - y - 6
        x, w = t.right_x, t.right_w
        self.pieces.others_y = y
        if view.num_players == 1:
            build_bag(t.board_area, view, x, y, w, h, t.bag_story.lines, t.stage.painter)
            return
        others = [s for s in range(view.num_players) if s != t.front_seat]
        pw = (w - 8 * (len(others) - 1)) / max(1, len(others))
        for k, seat in enumerate(others):
            p = view.players[seat]
            panel = t.board_area.add(PanelNode(x=x + k * (pw + 8), y=y, w=pw, h=h, stripe=seat_rgb(p.color),
                                               border=t.ctx.palette.accent if seat in view.active else None))
            panel.data = ("seat", seat)
            status = "deciding…" if seat in view.active else ""
            panel.add(TextNode(f"{t.name(seat)} · {p.color} ({SEAT_LETTER[p.color]}) {status}", size=11.5, bold=True,
                               x=12, y=4, width=pw - 16))
            build_board(panel, view, seat, 12, 24, 24.0, t.spots, big=False)
            info = [f"Money {p.money}", f"Reps left {p.reps}", f"Votes {p.stunt_votes + p.advert_votes}",
                    f"Cards: {p.agenda_count} agenda, {p.advert_count} advert, {p.stunt_count} stunt"]
            for i, text in enumerate(info):
                panel.add(TextNode(text, size=9.5, x=100, y=24 + i * 14, width=pw - 104))
            build_tracks(panel, p, 12, 112, cell=min(11.0, (pw - 40) / 11), row_h=14.0, numbers=False,
                         spots=t.spots, seat=seat)
            for i, text in enumerate(identity_lines(p, short=True)):
                panel.add(TextNode(text, size=9, x=12, y=186 + i * 14, color=(200, 200, 200)))

    def _setup_info(self, view: Any) -> None:
        """During set-up the seat choosing reads every option in full where the other seats sit."""
        t = self.t
        seat = view.active[0] if view.active else None
        if view.phase not in ("candidate", "personality") or seat is None or seat != t.viewer:
            return
        y = t.top_y + FRONT_H + 6 + HAND_H
        panel = t.board_area.add(PanelNode(x=t.right_x, y=y, w=t.right_w, h=t.bottom_y - y - 6,
                                           fill=(24, 28, 36, 255), border=t.ctx.palette.accent, z=5))
        if view.phase == "candidate":
            title = "Candidate tiles still free (one per group)"
            lines = []
            for tile_id in view.candidates_left:
                tile = components().candidates[tile_id]
                lines.append(f"{DIE_LETTER[tile.color]} {tile.color}: popularity side +{tile.popularity} {tile.color} "
                             f"popularity now, or votes side {tile.votes_per_follower} votes per {tile.color} follower "
                             "at the end")
        else:
            title = "Your personality tiles: pick one side of each"
            lines = []
            for kind, tile in zip(("Trait", "Role"), view.players[seat].personality, strict=True):
                for side in (0, 1):
                    word, text = personality_words(tile, side)
                    lines.append(f"{kind} — {word}: {text}")
        panel.add(TextNode(title, size=13, bold=True, x=14, y=8, color=t.ctx.palette.accent))
        for i, line in enumerate(lines):
            panel.add(TextNode(line, size=11, x=14, y=34 + i * 34, width=t.right_w - 28))


def turn_steps(view: Any, seat: int) -> str:
    """The five-step turn as a checklist for the seat whose turn it is: ✓ done, ▸ now, · still to come."""
    if view.phase in ("candidate", "personality", "over", "bag_tie") or not view.active:
        return ""
    if view.order[view.order_index] != seat:
        return ""
    turn = view.turn
    phase = view.phase
    took = turn is not None
    placed = turn is not None and turn.slot is not None

    def mark(done: bool, now: bool) -> str:
        return "✓" if done else "▸" if now else "·"

    district = turn is not None and turn.district_done
    follower = turn is not None and turn.follower_done
    in_four = phase in ("actions", "resolve", "respond")
    return (f"Your turn: {mark(took, phase == 'take')} 1–2 take a die   {mark(placed, phase == 'place')} 3 place it   "
            f"{mark(district, in_four and not district)} 4 district action   "
            f"{mark(follower, in_four and not follower)} 4 follower action   {mark(False, phase == 'cards')} 5 cards")
